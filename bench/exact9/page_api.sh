#!/usr/bin/env bash
# The web page's solver API per puzzle, Chromium and node against native (docs/EXACT.md, rounds 5-7):
# page_api.mjs in headless Chromium on the wasm preset's site, site_node.mjs under node on the same
# site files, page_api_native.cpp (the same core calls) natively, interleaved set by set, first solution
# and count to 2, a new solver per puzzle (new) and one solver restarted on each (reuse), on the four
# public sets.
# Usage: bench/exact9/page_api.sh   (build the native-release and wasm presets first; npm ci in tests/e2e;
#        SHARED=DIR, default ../shared; PASSES, default 5; OUT, default bench/results/exact9/round7)
# Takes ~6-8 minutes on an idle machine with PASSES=3 (4.6 min of CPU in the passes; each Chromium pass >= 1 s).
# Record: $OUT/page_api.tsv (build, mode, set, solutions, puzzles, solved, pass, CPU us per puzzle, main
# thread CPU us per puzzle, wall us per puzzle; Chromium's CPU is that of its renderer processes over the
# pass (10 ms ticks) and the main thread's that of their main threads (schedstat, ns), node's that of the
# process (getrusage) and of its main thread (schedstat, ns); natively both are the thread's CPU; puzzles
# counts the set's repeats).
set -euo pipefail
cd "$(dirname "$0")/../.."
source scripts/env.sh
data=${SHARED:-../shared}/datasets
passes=${PASSES:-5}
out=${OUT:-bench/results/exact9/round7}
record=$out/page_api.tsv
build=build/native-release
site=build/wasm/site
mkdir -p "$out"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
g++ -std=c++20 -O3 -DNDEBUG -march=native -I core bench/exact9/page_api_native.cpp "$build/libsudolab_core.a" \
    -o "$work/page_api_native"
names=(17_clue_first2000 forum_hardest_1106 forum_hardest_1905_11plus_first2000 magictour_top1465)
# Each set repeated so that a pass lasts >= 1 s in Chromium even in the cheapest mode (restart, first
# solution: ~7, ~66, ~46 and ~13 us per puzzle): the all-threads figure comes in 10 ms ticks, < 1 % of it.
declare -A repeats=([17_clue_first2000]=75 [forum_hardest_1106]=45 [forum_hardest_1905_11plus_first2000]=12
    [magictour_top1465]=55)
for name in "${names[@]}"; do
    grep -v '^#' "$data/$name.txt" | grep -oE '^[0-9.]{81}' | head -n 2000 >"$work/one.txt"
    for _ in $(seq "${repeats[$name]}"); do cat "$work/one.txt"; done >"$work/$name.txt"
done
{
    echo "# $(date -u +%FT%TZ) commit $(git rev-parse --short HEAD), $(nproc) cores, load at start $(cut -d' ' -f1-3 /proc/loadavg); $passes passes after one untimed pass; $(/usr/bin/chromium --version | tail -1), node $(node -p 'process.version + " (V8 " + process.versions.v8 + ")"')"
    printf 'build\tmode\tset\tsolutions\tpuzzles\tsolved\tpass\tcpu_us_per_puzzle\tmain_thread_cpu_us_per_puzzle\twall_us_per_puzzle\n'
} >"$record"
for name in "${names[@]}"; do
    for solutions in 1 2; do
        for mode in new reuse; do
            "$work/page_api_native" "$work/$name.txt" "$solutions" "$passes" "$mode" | awk -v set="$name" -v s="$solutions" -v m="$mode" '
                $1 == "puzzles" {n = $2} $1 == "solved" {ok = $2}
                $1 == "pass" {printf "native\t%s\t%s\t%s\t%s\t%s\t%d\t%s\t%s\t%s\n", m, set, s, n, ok, ++p, $2, $2, $3}' >>"$record"
            node bench/exact9/page_api.mjs "$site" "$solutions" "$passes" "$mode" "$work/$name.txt" | awk -v m="$mode" '
                {printf "chromium\t%s\t%s\t%s\t%s\t%s\t%d\t%s\t%s\t%s\n", m, $1, $2, $3, $4, ++p, $6, $7, $5}' >>"$record"
            node bench/exact9/site_node.mjs "$site" "$solutions" "$passes" "$mode" "$work/$name.txt" | awk -v m="$mode" '
                {printf "node\t%s\t%s\t%s\t%s\t%s\t%d\t%s\t%s\t%s\n", m, $1, $2, $3, $4, ++p, $6, $7, $5}' >>"$record"
        done
    done
done
echo "# load at end $(cut -d' ' -f1-3 /proc/loadavg)" >>"$record"
column -t -s $'\t' "$record"
