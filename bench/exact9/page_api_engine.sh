#!/usr/bin/env bash
# The page's solver API when the search dominates (docs/EXACT.md, round 5): page_api.mjs in headless
# Chromium and page_api_native.cpp natively on one puzzle whose 910,776 solutions are all counted
# (bench/data/exact9_many_solutions.txt: a 17-clue puzzle with two givens removed; 1,827,957 nodes),
# four times per pass, so that a new solver per puzzle and the calls across the JS-wasm boundary weigh
# nothing beside the search.
# Usage: bench/exact9/page_api_engine.sh   (build the native-release and wasm presets first; npm ci in
#        tests/e2e; PASSES, default 3; OUT, default bench/results/exact9/round5)
# Record: $OUT/page_api_engine.tsv (build, pass, CPU us per puzzle, wall us per puzzle).
set -euo pipefail
cd "$(dirname "$0")/../.."
source scripts/env.sh
passes=${PASSES:-3}
out=${OUT:-bench/results/exact9/round5}
record=$out/page_api_engine.tsv
mkdir -p "$out"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
g++ -std=c++20 -O3 -DNDEBUG -march=native -I core bench/exact9/page_api_native.cpp build/native-release/libsudolab_core.a \
    -o "$work/page_api_native"
for _ in 1 2 3 4; do cat bench/data/exact9_many_solutions.txt; done >"$work/many.txt"
{
    echo "# $(date -u +%FT%TZ) commit $(git rev-parse --short HEAD), $(nproc) cores, load at start $(cut -d' ' -f1-3 /proc/loadavg); $passes passes after one untimed pass; all solutions counted"
    printf 'build\tpass\tcpu_us_per_puzzle\twall_us_per_puzzle\n'
} >"$record"
"$work/page_api_native" "$work/many.txt" 1000000000 "$passes" | awk '$1 == "pass" {printf "native\t%d\t%s\t%s\n", ++p, $2, $3}' >>"$record"
node bench/exact9/page_api.mjs build/wasm/site 1000000000 "$passes" "$work/many.txt" |
    awk '{printf "chromium\t%d\t%s\t%s\n", ++p, $6, $5}' >>"$record"
echo "# load at end $(cut -d' ' -f1-3 /proc/loadavg)" >>"$record"
column -t -s $'\t' "$record"
