#!/usr/bin/env bash
# Issue 3's speed report for the local-search solvers: hill-climb, anneal (with and without the CP
# pre-pass) and tabu on the 16 named puzzles (3 runs each) and on the first 100 puzzles of
# forum_hardest_1106 (1 run each), Lewis's 2 s limit for 9x9. Their 16x16 and 25x25 results at 40-50 %
# are in the phase sweep (bench/campaigns/campaigns.sh phase).
# Usage: bench/campaigns/local_search.sh [PATH/TO/sudolab]      (JOBS=1 by default: times are wall clock)
# A re-run regenerates the records from scratch: --force lets `sudolab bench` replace an existing --out
# (without it bench refuses to empty a records file; --resume would continue one instead).
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
sudolab=${1:-sudolab}
case $sudolab in */*) sudolab=$(cd "$(dirname "$sudolab")" && pwd)/$(basename "$sudolab") ;; esac
cd "$root"
shared=${SHARED:-../shared}
out=bench/results/local
mkdir -p "$out"
algos=hill-climb,anneal,anneal-nocp=anneal,tabu
echo "start $(date -u +%FT%TZ) $(cut -d' ' -f1-3 /proc/loadavg)" >"$out/load.txt"
"$sudolab" bench --algo "$algos" --param anneal-nocp.cp=off --runs 3 --time-limit 2 --seed 1 --jobs "${JOBS:-1}" \
    --force --out "$out/named.jsonl" --summary-json "$out/named_summary.json" "$shared"/instances/logic-solvable/*.txt \
    | tee "$out/named_summary.txt"
"$sudolab" bench --algo "$algos" --param anneal-nocp.cp=off --runs 1 --time-limit 2 --seed 1 --jobs "${JOBS:-1}" \
    --force --out "$out/hardest100.jsonl" --summary-json "$out/hardest100_summary.json" \
    bench/data/forum_hardest_1106_first100.txt | tee "$out/hardest100_summary.txt"
echo "end $(date -u +%FT%TZ) $(cut -d' ' -f1-3 /proc/loadavg)" >>"$out/load.txt"
