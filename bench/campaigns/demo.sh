#!/usr/bin/env bash
# The demo campaign (a few minutes on a 2-core machine): exercises `sudolab bench` (files, --generate,
# labels, shards and --merge), `sudolab trace` and every plot of scripts/bench_plots.sh.
# Usage: bench/campaigns/demo.sh [PATH/TO/sudolab]      (results and plots go to bench/results/demo/)
# A re-run regenerates the records from scratch: --force lets `sudolab bench` replace an existing --out
# (without it bench refuses to empty a records file; --resume would continue one instead).
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
sudolab=${1:-${SUDOLAB:-sudolab}}
case $sudolab in */*) sudolab=$(cd "$(dirname "$sudolab")" && pwd)/$(basename "$sudolab") ;; esac
export SUDOLAB=$sudolab
out=$root/bench/results/demo
mkdir -p "$out"
cd "$root"   # file names in the records are relative to the repository

# 1. The 16 named 9x9 puzzles, 5 runs each, 1 s limit: acs, acs without best-value
#    evaporation (bve-rate=0), and the two exact solvers.
"$sudolab" bench --algo acs,acs-nobve=acs,backtrack,dlx --param acs-nobve.bve-rate=0 --runs 5 --time-limit 1 \
    --seed 1 --force --out "$out/named.jsonl" --summary-json "$out/named_summary.json" tests/data/named/*.txt \
    | tee "$out/named_summary.txt"

# 2. A small 9x9 phase sweep on Lewis-generated instances (4 per fraction, 2 runs, 0.5 s limit), run as
#    two shards (as two machines would) and merged.
sweep=()
for fixed in 0.1 0.2 0.3 0.4 0.5 0.6; do sweep+=(--generate "3:$fixed:4:1"); done
for shard in 1 2; do
    "$sudolab" bench --algo acs,anneal,tabu,hill-climb,reseda,dlx,backtrack --runs 2 --time-limit 0.5 --seed 1 \
        --jobs 1 --shard "$shard/2" --force --out "$out/sweep_shard$shard.jsonl" "${sweep[@]}" >/dev/null &
done
wait
"$sudolab" bench --merge "$out/sweep_shard1.jsonl" "$out/sweep_shard2.jsonl" --out "$out/sweep.jsonl" \
    --summary-json "$out/sweep_summary.json" | tee "$out/sweep_summary.txt"
rm "$out/sweep_shard1.jsonl" "$out/sweep_shard2.jsonl"

# 3. One traced run per solver on a 25x25 instance at 45 % fixed cells, 2 s each.
"$sudolab" trace --algo acs,anneal,tabu,hill-climb,reseda,dlx,backtrack --time-limit 2 --seed 1 \
    --out "$out/trace_25x25.tsv" tests/data/instances/inst25x25_45_0.txt

# 4. Plots.
scripts/bench_plots.sh boxes "$out/named_times.png" "$out/named.jsonl"
PLOT_FORMAT=png scripts/bench_plots.sh phase "$out/sweep" "$out/sweep.jsonl"
scripts/bench_plots.sh trace "$out/trace_25x25.png" "$out/trace_25x25.tsv"
