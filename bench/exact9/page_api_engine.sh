#!/usr/bin/env bash
# The page's solver API when the search dominates (docs/EXACT.md, rounds 5-6): one puzzle whose 910,776
# solutions are all counted (bench/data/exact9_many_solutions.txt: a 17-clue puzzle with two givens
# removed; 1,827,957 nodes), four times per pass, so that a new solver per puzzle and the calls across the
# JS-wasm boundary weigh nothing beside the search. Through the API: page_api.mjs in headless Chromium,
# site_node.mjs under node on the same site files, page_api_native.cpp natively; the engine alone:
# inprocess.cpp natively (-march=native) and as wasm (SIMD128, built as inprocess.sh builds it) under node.
# Usage: bench/exact9/page_api_engine.sh   (build the native-release and wasm presets first; npm ci in
#        tests/e2e; PASSES, default 3; OUT, default bench/results/exact9/round6)
# Record: $OUT/page_api_engine.tsv (build, pass, CPU us per puzzle, main-thread CPU us per puzzle, wall us
# per puzzle; the engine-alone rows have CPU time only, of the process; see page_api.sh for the others).
set -euo pipefail
cd "$(dirname "$0")/../.."
source scripts/env.sh
passes=${PASSES:-3}
out=${OUT:-bench/results/exact9/round6}
record=$out/page_api_engine.tsv
site=build/wasm/site
mkdir -p "$out"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
g++ -std=c++20 -O3 -DNDEBUG -march=native -I core bench/exact9/page_api_native.cpp build/native-release/libsudolab_core.a \
    -o "$work/page_api_native"
sources=(bench/exact9/inprocess.cpp core/search/fast9_engine.cpp core/grid/grid.cpp core/grid/geometry.cpp)
flags=(-std=c++20 -O3 -DNDEBUG -ffp-contract=off -Icore)
g++ "${flags[@]}" -march=native -o "$work/engine-native" "${sources[@]}"
em++ "${flags[@]}" -fwasm-exceptions -sALLOW_MEMORY_GROWTH=1 -sNODERAWFS=1 -sWASM_ASYNC_COMPILATION=0 \
    -sENVIRONMENT=node -msimd128 -o "$work/engine-wasm.js" "${sources[@]}"
for _ in 1 2 3 4; do cat bench/data/exact9_many_solutions.txt; done >"$work/many.txt"
all=1000000000
{
    echo "# $(date -u +%FT%TZ) commit $(git rev-parse --short HEAD), $(nproc) cores, load at start $(cut -d' ' -f1-3 /proc/loadavg); $passes passes after one untimed pass; all solutions counted"
    printf 'build\tpass\tcpu_us_per_puzzle\tmain_thread_cpu_us_per_puzzle\twall_us_per_puzzle\n'
} >"$record"
"$work/page_api_native" "$work/many.txt" "$all" "$passes" | awk '$1 == "pass" {printf "native API\t%d\t%s\t%s\t%s\n", ++p, $2, $2, $3}' >>"$record"
node bench/exact9/page_api.mjs "$site" "$all" "$passes" new "$work/many.txt" |
    awk '{printf "chromium API\t%d\t%s\t%s\t%s\n", ++p, $6, $7, $5}' >>"$record"
node bench/exact9/site_node.mjs "$site" "$all" "$passes" new "$work/many.txt" |
    awk '{printf "node API (site files)\t%d\t%s\t%s\t%s\n", ++p, $6, $7, $5}' >>"$record"
for pass in $(seq "$passes"); do
    "$work/engine-native" "$work/many.txt" 1 box-line "$all" | awk -v p="$pass" '$2 == "count" {printf "native engine alone\t%d\t%s\t\t\n", p, $6}' >>"$record"
    node "$work/engine-wasm.js" "$work/many.txt" 1 box-line "$all" | awk -v p="$pass" '$2 == "count" {printf "node engine alone (wasm SIMD128)\t%d\t%s\t\t\n", p, $6}' >>"$record"
done
echo "# load at end $(cut -d' ' -f1-3 /proc/loadavg)" >>"$record"
column -t -s $'\t' "$record"
