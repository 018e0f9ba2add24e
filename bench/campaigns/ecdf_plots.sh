#!/usr/bin/env bash
# The runtime ECDFs and performance profiles of docs/ (docs/ecdf-*.png), drawn by bench/campaigns/ecdf.py from the
# committed records of the phase-transition campaign (bench/results/phase-full) and the Lewis campaign
# (bench/results/lewis). Needs python3 and gnuplot (scripts/setup.sh). Usage: bench/campaigns/ecdf_plots.sh [OUT_DIR]
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
out=${1:-$root/docs}
results=$root/bench/results
ecdf() { python3 "$root/bench/campaigns/ecdf.py" "$@"; }

ecdf --title "9x9 phase sweep, 0-100 % givens, 5 s CPU" "$out/ecdf-phase-9x9" "$results/phase-full/order3_all.jsonl"
ecdf --title "16x16 phase sweep, 0-100 % givens, 20 s CPU" "$out/ecdf-phase-16x16" \
    "$results/phase-full/order4_paper.jsonl" "$results/phase-full/order4_local.jsonl" \
    "$results/phase-full/order4_reseda_a.jsonl" "$results/phase-full/order4_reseda_b.jsonl"
ecdf --title "25x25 hard band, 30-60 % givens, 120 s CPU" "$out/ecdf-phase-25x25-hard" \
    "$results/phase-full/order5_hard_acs.jsonl" "$results/phase-full/order5_hard_backtrack.jsonl" \
    "$results/phase-full/order5_hard_dlx.jsonl"
ecdf --title "Lewis campaign, 9x9, 2 s wall clock" "$out/ecdf-lewis-9x9" "$results/lewis/lewis_9x9.jsonl"
ecdf --title "Lewis campaign, unique 16x16, 10 s wall clock" "$out/ecdf-lewis-16x16-unique" \
    "$results/lewis/lewis_16x16_unique.jsonl"
