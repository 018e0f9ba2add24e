#!/bin/sh
# The clause-learning member of `auto` on generated 36x36 and 49x49 grids at 45 % givens (docs/BIG_GRIDS.md,
# "Clause learning"): the orders campaign's instances (`sudolab generate --order N --fixed 0.45 --seed S`,
# S = 45001..), every solver spec beside CaDiCaL, one process per run, CPU time of the whole process
# (wait4), RLIMIT_CPU, nice 15 (bench/big_grids/run.py; resumable like it).
#   bench/big_grids/cdcl_orders.sh [SOLVERS] [CPU_LIMIT] [INSTANCES: order:seed ...]
# Records: $OUT (default bench/results/big_grids/cdcl_orders.csv). SUDOLAB picks the binary.
set -eu
cd "$(dirname "$0")/../.."
solvers=${1:-auto,auto:members=cdcl,cadical}
limit=${2:-60}
instances=${3:-"6:45001 6:45002 6:45003 7:45001"}
out=${OUT:-bench/results/big_grids/cdcl_orders.csv}
binary=${SUDOLAB:-build/native-release/sudolab}
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
files=""
for spec in $instances; do
    order=${spec%%:*} seed=${spec#*:}
    side=$((order * order))
    file="$dir/gen${side}x${side}_45_s$seed.txt"
    "$binary" generate --order "$order" --fixed 0.45 --seed "$seed" --format instance > "$file"
    files="$files $file"
done
# shellcheck disable=SC2086 # the file list is split on purpose
python3 bench/big_grids/run.py --out "$out" --solvers "$solvers" --cpu-limit "$limit" --sudolab "$binary" $files
