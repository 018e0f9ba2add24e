#!/usr/bin/env bash
# Does the site's link level slow the page's solver API (docs/EXACT.md, round 6)? The page's module was
# linked at -Os until round 6 (Binaryen's size passes), at -O3 since (shell/CMakeLists.txt): this links
# the wasm preset's objects at both levels (its own link command with the level replaced) into two copies
# of the site, then runs the page's API under node (site_node.mjs) on both, interleaved: the many-solutions puzzle of page_api_engine.sh
# (the search alone weighs), forum_hardest_1106 (first solution, a new solver per puzzle) and the 17-clue
# set (first solution, one solver restarted: the work around the search weighs most), 3 passes each.
# Usage: bench/exact9/site_link_level.sh   (build the wasm preset first; ROUNDS, default 3; SHARED=DIR,
#        default ../shared; OUT, default bench/results/exact9/round6)
# Record: $OUT/site_link_level.tsv (link, round, workload, CPU us per puzzle of node's process, main-thread
# CPU us per puzzle), with both modules' sizes in its header.
set -euo pipefail
cd "$(dirname "$0")/../.."
source scripts/env.sh
rounds=${ROUNDS:-3}
data=${SHARED:-../shared}/datasets
out=${OUT:-bench/results/exact9/round6}
record=$out/site_link_level.tsv
mkdir -p "$out"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
link=$(cd build/wasm && ninja -t commands site/sudolab_app.js | tail -n 1)
[[ $link == *" --bind -O3 "* ]] || { echo "site_link_level: the site's link command has no ' --bind -O3 '" >&2; exit 1; }
for level in Os O3; do
    mkdir "$work/site-$level"
    command=${link/ --bind -O3 / --bind -$level }
    (cd build/wasm && eval "${command/ -o site\/sudolab_app.js / -o $work/site-$level/sudolab_app.js }")
done
for _ in 1 2 3 4; do cat bench/data/exact9_many_solutions.txt; done >"$work/many.txt"
grep -v '^#' "$data/forum_hardest_1106.txt" | grep -oE '^[0-9.]{81}' >"$work/one.txt"
for _ in 1 2 3 4 5; do cat "$work/one.txt"; done >"$work/forum_hardest_1106.txt"
grep -v '^#' "$data/17_clue_first2000.txt" | grep -oE '^[0-9.]{81}' | head -n 2000 >"$work/one.txt"
for _ in 1 2 3 4 5 6 7 8 9 10; do cat "$work/one.txt"; done >"$work/17_clue_first2000.txt"
{
    echo "# $(date -u +%FT%TZ) commit $(git rev-parse --short HEAD), $(nproc) cores, load at start $(cut -d' ' -f1-3 /proc/loadavg); wasm bytes: -Os $(stat -c %s "$work/site-Os/sudolab_app.wasm"), -O3 $(stat -c %s "$work/site-O3/sudolab_app.wasm")"
    printf 'link\tround\tworkload\tcpu_us_per_puzzle\tmain_thread_cpu_us_per_puzzle\n'
} >"$record"
for round in $(seq "$rounds"); do
    for link in Os O3; do
        dir=$work/site-$link
        node bench/exact9/site_node.mjs "$dir" 1000000000 3 new "$work/many.txt" |
            awk -v l="-$link" -v r="$round" '{printf "%s\t%d\tall solutions of exact9_many_solutions, new\t%s\t%s\n", l, r, $6, $7}' >>"$record"
        node bench/exact9/site_node.mjs "$dir" 1 3 new "$work/forum_hardest_1106.txt" |
            awk -v l="-$link" -v r="$round" '{printf "%s\t%d\tforum_hardest_1106 first solution, new\t%s\t%s\n", l, r, $6, $7}' >>"$record"
        node bench/exact9/site_node.mjs "$dir" 1 3 reuse "$work/17_clue_first2000.txt" |
            awk -v l="-$link" -v r="$round" '{printf "%s\t%d\t17_clue_first2000 first solution, reuse\t%s\t%s\n", l, r, $6, $7}' >>"$record"
    done
done
echo "# load at end $(cut -d' ' -f1-3 /proc/loadavg)" >>"$record"
column -t -s $'\t' "$record"
