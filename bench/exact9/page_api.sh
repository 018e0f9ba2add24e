#!/usr/bin/env bash
# The web page's solver API per puzzle, Chromium against native (docs/EXACT.md, round 5): page_api.mjs
# in headless Chromium on the wasm preset's site, page_api_native.cpp (the same core calls) natively,
# interleaved set by set, first solution and count to 2, on the four public sets.
# Usage: bench/exact9/page_api.sh   (build the native-release and wasm presets first; npm ci in tests/e2e;
#        SHARED=DIR, default ../shared; PASSES, default 5; OUT, default bench/results/exact9/round5)
# Record: $OUT/page_api.tsv (build, set, solutions, puzzles, solved, pass, CPU us per puzzle, wall us per
# puzzle; Chromium's CPU is that of its renderer processes over the pass, in 10 ms ticks; puzzles counts the
# set's repeats).
set -euo pipefail
cd "$(dirname "$0")/../.."
source scripts/env.sh
data=${SHARED:-../shared}/datasets
passes=${PASSES:-5}
out=${OUT:-bench/results/exact9/round5}
record=$out/page_api.tsv
build=build/native-release
mkdir -p "$out"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
g++ -std=c++20 -O3 -DNDEBUG -march=native -I core bench/exact9/page_api_native.cpp "$build/libsudolab_core.a" \
    -o "$work/page_api_native"
names=(17_clue_first2000 forum_hardest_1106 forum_hardest_1905_11plus_first2000 magictour_top1465)
# Each set repeated so that a pass lasts ~0.3 s or more: Chromium's CPU time comes in 10 ms ticks.
declare -A repeats=([17_clue_first2000]=15 [forum_hardest_1106]=15 [forum_hardest_1905_11plus_first2000]=4
    [magictour_top1465]=15)
for name in "${names[@]}"; do
    grep -v '^#' "$data/$name.txt" | grep -oE '^[0-9.]{81}' | head -n 2000 >"$work/one.txt"
    for _ in $(seq "${repeats[$name]}"); do cat "$work/one.txt"; done >"$work/$name.txt"
done
{
    echo "# $(date -u +%FT%TZ) commit $(git rev-parse --short HEAD), $(nproc) cores, load at start $(cut -d' ' -f1-3 /proc/loadavg); $passes passes after one untimed pass"
    printf 'build\tset\tsolutions\tpuzzles\tsolved\tpass\tcpu_us_per_puzzle\twall_us_per_puzzle\n'
} >"$record"
for name in "${names[@]}"; do
    for solutions in 1 2; do
        "$work/page_api_native" "$work/$name.txt" "$solutions" "$passes" | awk -v set="$name" -v s="$solutions" '
            $1 == "puzzles" {n = $2} $1 == "solved" {ok = $2}
            $1 == "pass" {printf "native\t%s\t%s\t%s\t%s\t%d\t%s\t%s\n", set, s, n, ok, ++p, $2, $3}' >>"$record"
        node bench/exact9/page_api.mjs build/wasm/site "$solutions" "$passes" "$work/$name.txt" | awk '
            {printf "chromium\t%s\t%s\t%s\t%s\t%d\t%s\t%s\n", $1, $2, $3, $4, ++p, $6, $5}' >>"$record"
    done
done
echo "# load at end $(cut -d' ' -f1-3 /proc/loadavg)" >>"$record"
column -t -s $'\t' "$record"
