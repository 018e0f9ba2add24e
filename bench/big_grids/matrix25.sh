#!/bin/sh
# Side-by-side campaign of docs/BIG_GRIDS.md: sudolab's auto, acs, backtrack, dlx and CaDiCaL (Debian
# `cadical`, on the CNF that bench/big_grids/encode_cnf.py writes) on the same puzzles, CPU time of the
# whole process, RLIMIT_CPU per run, nice 15. OR-tools CP-SAT is added with CPSAT_PYTHON=/path/to/python
# whose interpreter imports ortools (it could not be installed here: no PyPI access).
#   bench/big_grids/matrix25.sh [INSTANCES_PER_FRACTION] [FRACTIONS] [SOLVERS] [CPU_LIMIT]
# Records: OUT (default bench/results/big_grids/matrix25.csv: the 25x25 matrix of docs/BIG_GRIDS.md; one campaign
# may be split over several OUT files, e.g. one per solver), summary: SUMMARY (default ${OUT%.csv}.txt).
# Resumable: records already in OUT are kept and skipped; FRESH=1 deletes OUT first.
set -eu
cd "$(dirname "$0")/../.."
. bench/big_grids/common.sh
per=${1:-50}
fractions=${2:-"0 5 10 15 20 25 30 35 40 45 50 55 60 65 70 75 80 85 90 95 100"}
solvers=${3:-auto,acs,backtrack,dlx,cadical}
limit=${4:-60}
out=${OUT:-bench/results/big_grids/matrix25.csv}
bg_need_cadical
bg_fresh "$out"
files=$(bg_paper_files "$per" "$fractions")
bg_run "$out" "$solvers" "$limit" $files
bg_summary "$out" "${SUMMARY:-${out%.csv}.txt}"
