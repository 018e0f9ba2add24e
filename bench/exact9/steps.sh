#!/usr/bin/env bash
# What each commit of a series bought, in-process (docs/EXACT.md, round 5): bench/exact9/inprocess.cpp
# (this tree's) built natively (-march=native) against the search of each given revision (git archive of
# its core/), then run on the four public sets in interleaved rounds (every revision on a set, then the
# next set; then the next round), so a change of machine load hits every revision alike.
# Usage: bench/exact9/steps.sh REV...   (SHARED=DIR, default ../shared; ROUNDS, default 3; PASSES, default 3;
#        PROPAGATION, default box-line; OUT, default bench/results/exact9/round5)
# Record: $OUT/steps.tsv (round, revision, set, kernel, mode, puzzles, nodes, solutions, us per puzzle).
set -euo pipefail
cd "$(dirname "$0")/../.."
[[ $# -gt 0 ]] || { echo "usage: bench/exact9/steps.sh REV..." >&2; exit 2; }
data=${SHARED:-../shared}/datasets
rounds=${ROUNDS:-3}
passes=${PASSES:-3}
propagation=${PROPAGATION:-box-line}
out=${OUT:-bench/results/exact9/round5}
record=$out/steps.tsv
mkdir -p "$out"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
revs=()
for rev in "$@"; do
    short=$(git rev-parse --short "$rev")
    mkdir -p "$work/$short"
    git archive "$rev" core | tar -x -C "$work/$short"
    g++ -std=c++20 -O3 -DNDEBUG -ffp-contract=off -march=native -I "$work/$short/core" -o "$work/$short/inprocess" \
        bench/exact9/inprocess.cpp "$work/$short/core/search/fast9_engine.cpp" "$work/$short/core/grid/grid.cpp" \
        "$work/$short/core/grid/geometry.cpp"
    revs+=("$short")
done
names=(17_clue_first2000 forum_hardest_1106 forum_hardest_1905_11plus_first2000 magictour_top1465)
for name in "${names[@]}"; do
    grep -v '^#' "$data/$name.txt" | grep -oE '^[0-9.]{81}' | head -n 2000 >"$work/$name.txt"
done
{
    echo "# $(date -u +%FT%TZ) $(nproc) cores, load at start $(cut -d' ' -f1-3 /proc/loadavg); revisions ${revs[*]}; $rounds rounds; us per puzzle = CPU time (std::clock) / puzzles, mean of $passes passes after untimed ones for 0.5 s of CPU; propagation $propagation"
    printf 'round\trevision\tset\tkernel\tmode\tpuzzles\tnodes\tsolutions\tus_per_puzzle\n'
} >"$record"
for round in $(seq "$rounds"); do
    for name in "${names[@]}"; do
        for rev in "${revs[@]}"; do
            "$work/$rev/inprocess" "$work/$name.txt" "$passes" "$propagation" | tail -n +2 |
                sed "s/^/$round\t$rev\t$name\t/" >>"$record"
        done
    done
done
echo "# load at end $(cut -d' ' -f1-3 /proc/loadavg)" >>"$record"
python3 - "$record" <<'PY'
import collections, statistics, sys
rows = [l.rstrip('\n').split('\t') for l in open(sys.argv[1]) if not l.startswith(('#', 'round'))]
med = collections.defaultdict(list)
order = []
for r in rows:
    key = (r[2], r[3], r[4], r[1])
    if key not in med: order.append(key)
    med[key].append(float(r[8]))
for key in order:
    print('\t'.join(key), f'{statistics.median(med[key]):.2f}', sep='\t')
PY
