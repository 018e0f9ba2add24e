#!/bin/sh
# Orders 6-8 (36x36, 49x49, 64x64) side by side (docs/BIG_GRIDS.md): generated fixed-fraction instances
# (`sudolab generate --order N --fixed P --seed S --format instance`), `auto` and CaDiCaL on each, one
# process per run, CPU time of the whole process, RLIMIT_CPU, nice (bench/big_grids/run.py).
# Instances go to a temporary directory (they are a pure function of order, fraction and seed).
# Records: bench/big_grids/orders.csv (rewritten), summary: bench/big_grids/orders_summary.txt.
#   bench/big_grids_orders.sh [ORDERS] [PERCENTS] [INSTANCES] [CPU_LIMIT] [SOLVERS]
set -eu
cd "$(dirname "$0")/.."
orders=${1:-"6 7 8"}
percents=${2:-"45 0 100"}
per=${3:-1}
limit=${4:-60}
solvers=${5:-auto,cadical}
bin=${SUDOLAB:-build/native-release/sudolab}
command -v cadical >/dev/null || apt-get install -y -qq cadical >/dev/null
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
out=bench/big_grids/orders.csv
rm -f "$out"
for n in $orders; do
  size=$((n * n))
  for p in $percents; do
    fixed=$(python3 -c "print($p / 100)")
    k=0
    while [ "$k" -lt "$per" ]; do
      file="$dir/inst${size}x${size}_${p}_$k.txt"
      "$bin" generate --order "$n" --fixed "$fixed" --seed $((k + 1)) --format instance > "$file"
      python3 bench/big_grids/run.py --out "$out" --solvers "$solvers" --cpu-limit "$limit" --sudolab "$bin" "$file"
      k=$((k + 1))
    done
  done
done
python3 bench/big_grids/summary.py "$out" > bench/big_grids/orders_summary.txt
