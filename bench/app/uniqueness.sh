#!/usr/bin/env bash
# The app's load-time solution check (core/search/uniqueness.cpp, docs/APP.md): how many puzzles its exact
# search decides within the app's budget of 200,000 nodes with singles alone and with box-line + Hall-set
# propagation. "Decided" = the search ended before the budget: a second solution found, or the tree
# exhausted (one solution: unique; none: unsolvable) — the same as the check's verdict, which counts on
# to 100 solutions only after deciding. One run per puzzle and setting (the search is deterministic).
# Instances: the 42 distinct puzzles of tests/data/instances (9x9, 16x16, 25x25) and of the ant-colony
# paper's 25x25 files k = 1..9 at 40, 45 and 50 % (k = 0 is in tests/data).
# Usage: bench/app/uniqueness.sh [PATH/TO/sudolab]     (SHARED=DIR, default ../shared)
# Records: bench/results/uniqueness/<propagation>.jsonl; summary.txt (CPU seconds of the run's thread).
# A re-run regenerates the records from scratch: --force lets `sudolab bench` replace an existing --out
# (without it bench refuses to empty a records file; --resume would continue one instead).
set -euo pipefail
cd "$(dirname "$0")/../.."
sudolab=${1:-build/native-release/sudolab}
inst=${SHARED:-../shared}/instances/general
out=bench/results/uniqueness
mkdir -p "$out"
files=(tests/data/instances/*.txt)
for f in 40 45 50; do for k in $(seq 1 9); do files+=("$inst/inst25x25_${f}_$k.txt"); done; done
for propagation in singles box-line+hall; do
    "$sudolab" bench --algo backtrack --param backtrack.solutions=2 --param "backtrack.propagation=$propagation" \
        --max-work 200000 --time-limit 0 --runs 1 --seed 1 --jobs 1 --force --out "$out/$propagation.jsonl" \
        "${files[@]}" >/dev/null
done
{
    echo "# $(date -u +%FT%TZ), load $(cut -d' ' -f1-3 /proc/loadavg); times: CPU seconds of the run's thread"
    for propagation in singles box-line+hall; do
        jq -s -r --arg p "$propagation" '
            (map(select(.status != "work limit"))) as $decided |
            "\($p): \(length) puzzles, \($decided | length) decided within 200000 nodes; " +
            "undecided: " +
            ([.[] | select(.status == "work limit") | .set] | join(" ") | if . == "" then "none" else . end) +
            "; decided: max \($decided | map(.work) | max) nodes, max \($decided | map(.cpu_s) | max * 100 | round / 100) s"
        ' "$out/$propagation.jsonl"
    done
} | tee "$out/summary.txt"
