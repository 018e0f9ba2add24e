#!/usr/bin/env bash
# Whether this tree's 9x9 fast path runs the same search as another revision's (docs/EXACT.md, round 5):
# bench/exact9/same_search.cpp built against both revisions' core/, run on the four public sets; every
# counter, first solution, best values and guesses hashed per kernel, propagation and mode.
# Usage: bench/exact9/same_search.sh REV   (SHARED=DIR, default ../shared). Prints the hashes of both and
#        "same" or "DIFFERENT" per set; exits 1 when any differs.
set -euo pipefail
cd "$(dirname "$0")/../.."
rev=${1:?usage: bench/exact9/same_search.sh REV}
data=${SHARED:-../shared}/datasets
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/old"
git archive "$rev" core | tar -x -C "$work/old"
build() {
    g++ -std=c++20 -O2 -march=native -I "$1/core" -o "$2" bench/exact9/same_search.cpp "$1/core/search/fast9_engine.cpp" \
        "$1/core/grid/grid.cpp" "$1/core/grid/geometry.cpp"
}
build "$work/old" "$work/old_search"
build . "$work/new_search"
status=0
for name in 17_clue_first2000 forum_hardest_1106 forum_hardest_1905_11plus_first2000 magictour_top1465; do
    grep -v '^#' "$data/$name.txt" | grep -oE '^[0-9.]{81}' | head -n 2000 >"$work/set.txt"
    "$work/old_search" "$work/set.txt" >"$work/old.txt"
    "$work/new_search" "$work/set.txt" >"$work/new.txt"
    if cmp -s "$work/old.txt" "$work/new.txt"; then echo "$name: same"; else echo "$name: DIFFERENT"; status=1; fi
    paste "$work/old.txt" "$work/new.txt" | sed 's/^/    /'
done
exit "$status"
