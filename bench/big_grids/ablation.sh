#!/bin/sh
# Ablation of the exact engine's options inside `auto` (docs/BIG_GRIDS.md): by default every
# `propagation` choice of auto beside CaDiCaL (SOLVERS picks others, e.g. the `learning` choices
# auto:learning=weights,auto:learning=weights+nogoods,cadical), on the same 25x25 hard-band instances of the ant-colony set, one
# process per run, CPU time of the whole process (wait4), RLIMIT_CPU, nice (bench/big_grids/run.py).
# A preset of bench/big_grids/matrix25.sh: records bench/results/big_grids/ablation.csv (OUT), summary ablation.txt;
# resumable like it (FRESH=1 starts over).
#   bench/big_grids/ablation.sh [INSTANCES_PER_FRACTION] [FRACTIONS] [CPU_LIMIT] [SOLVERS]
set -eu
per=${1:-10}
fractions=${2:-"35 40 45 50"}
limit=${3:-30}
solvers=${4:-auto:propagation=singles:learning=none,auto:propagation=box-line:learning=none,auto:propagation=hall:learning=none,auto:propagation=box-line+hall:learning=none,cadical}
out=${OUT:-bench/results/big_grids/ablation.csv}
OUT=$out SUMMARY=${out%.csv}.txt exec "$(dirname "$0")/matrix25.sh" "$per" "$fractions" "$solvers" "$limit"
