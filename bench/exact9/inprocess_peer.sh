#!/usr/bin/env bash
# In-process CPU time per puzzle beside tdoku (docs/EXACT.md, round 5): bench/exact9/inprocess.cpp (our
# engine alone, the batch path's restartOn) and bench/exact9/tdoku_inprocess.cpp (tdoku's SolveSudoku)
# built natively with -march=native, run in interleaved rounds on the four public sets. tdoku is built
# from the source tree given (its src/solver_dpll_triad_simd.cc and src/util.cc, as its example solver);
# benchmark only.
# Usage: bench/exact9/inprocess_peer.sh PATH/TO/tdoku   (SHARED=DIR, default ../shared; ROUNDS, default 5;
#        PASSES, default 3; OUT, default bench/results/exact9/round5)
# Record: $OUT/inprocess_peer.tsv (round, tool, set, kernel/—, mode, puzzles, nodes or guesses, solved, us per puzzle).
set -euo pipefail
cd "$(dirname "$0")/../.."
tdoku=${1:?usage: bench/exact9/inprocess_peer.sh PATH/TO/tdoku}
data=${SHARED:-../shared}/datasets
rounds=${ROUNDS:-5}
passes=${PASSES:-3}
out=${OUT:-bench/results/exact9/round5}
record=$out/inprocess_peer.tsv
mkdir -p "$out"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
g++ -std=c++20 -O3 -DNDEBUG -ffp-contract=off -march=native -Icore -o "$work/ours" bench/exact9/inprocess.cpp \
    core/search/fast9_engine.cpp core/grid/grid.cpp core/grid/geometry.cpp
g++ -O3 -march=native -I"$tdoku/include" -I"$tdoku/src" -o "$work/tdoku" bench/exact9/tdoku_inprocess.cpp \
    "$tdoku/src/solver_dpll_triad_simd.cc" "$tdoku/src/util.cc"
names=(17_clue_first2000 forum_hardest_1106 forum_hardest_1905_11plus_first2000 magictour_top1465)
for name in "${names[@]}"; do
    grep -v '^#' "$data/$name.txt" | grep -oE '^[0-9.]{81}' | head -n 2000 >"$work/$name.txt"
done
{
    echo "# $(date -u +%FT%TZ) commit $(git rev-parse --short HEAD), $(nproc) cores, load at start $(cut -d' ' -f1-3 /proc/loadavg); $rounds rounds; us per puzzle = CPU time (std::clock) / puzzles, mean of $passes passes after one untimed pass; ours: box-line (the 9x9 default), SIMD kernel"
    printf 'round\ttool\tset\tmode\tpuzzles\tnodes_or_guesses\tsolved\tus_per_puzzle\n'
} >"$record"
for round in $(seq "$rounds"); do
    for name in "${names[@]}"; do
        "$work/ours" "$work/$name.txt" "$passes" box-line | awk -v r="$round" -v s="$name" -F'\t' \
            '$1 == "simd" {printf "%s\tours\t%s\t%s\t%s\t%s\t%s\t%s\n", r, s, $2, $3, $4, $5, $6}' >>"$record"
        for limit in 1 2; do
            "$work/tdoku" "$work/$name.txt" "$limit" "$passes" | awk -v r="$round" -v s="$name" -F'\t' \
                '{printf "%s\ttdoku\t%s\t%s\t%s\t%s\t%s\t%s\n", r, s, $2, $3, $4, $5, $6}' >>"$record"
        done
    done
done
echo "# load at end $(cut -d' ' -f1-3 /proc/loadavg)" >>"$record"
python3 - "$record" <<'PY'
import collections, statistics, sys
t = collections.defaultdict(list)
for l in open(sys.argv[1]):
    if l.startswith(('#', 'round')): continue
    r = l.rstrip('\n').split('\t')
    t[(r[2], r[3], r[1])].append(float(r[7]))
for (s, m, tool) in sorted(t):
    if tool != 'ours': continue
    ours, td = t[(s, m, 'ours')], t[(s, m, 'tdoku')]
    ratios = sorted(o / d for o, d in zip(ours, td))
    print(f'{s}\t{m}\tours {statistics.median(ours):.2f} us\ttdoku {statistics.median(td):.2f} us\t'
          f'ratio of medians {statistics.median(ours) / statistics.median(td):.2f} (per-round {ratios[0]:.2f}-{ratios[-1]:.2f})')
PY
