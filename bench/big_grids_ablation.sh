#!/bin/sh
# Ablation of the exact engine's propagation inside `auto` (docs/BIG_GRIDS.md): every `propagation`
# choice of auto beside CaDiCaL, on the same 25x25 hard-band instances of the ant-colony set, one
# process per run, CPU time of the whole process (wait4), RLIMIT_CPU, nice (bench/big_grids/run.py).
# Records: bench/big_grids/ablation.csv (resumed; FRESH=1 rewrites it), summary: bench/big_grids/ablation.txt.
#   bench/big_grids_ablation.sh [INSTANCES_PER_FRACTION] [FRACTIONS] [CPU_LIMIT] [SOLVERS]
set -eu
cd "$(dirname "$0")/.."
per=${1:-10}
fractions=${2:-"35 40 45 50"}
limit=${3:-30}
solvers=${4:-auto:propagation=singles:learning=none,auto:propagation=box-line:learning=none,auto:propagation=hall:learning=none,auto:propagation=box-line+hall:learning=none,cadical}
command -v cadical >/dev/null || apt-get install -y -qq cadical >/dev/null
out=${OUT:-bench/big_grids/ablation.csv}
[ "${FRESH:-0}" = 1 ] && rm -f "$out"  # FRESH=1 starts over; otherwise run.py resumes (skips finished pairs)
files=""
for f in $fractions; do
  i=0
  while [ "$i" -lt "$per" ]; do files="$files ../shared/instances/general/inst25x25_${f}_$i.txt"; i=$((i + 1)); done
done
python3 bench/big_grids/run.py --out "$out" --solvers "$solvers" --cpu-limit "$limit" \
  ${SUDOLAB:+--sudolab "$SUDOLAB"} $files
python3 bench/big_grids/summary.py "$out" > "${out%.csv}.txt"
