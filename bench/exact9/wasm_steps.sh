#!/usr/bin/env bash
# What each commit of a series bought natively and in wasm, in-process (docs/EXACT.md, round 7):
# bench/exact9/inprocess.cpp (this tree's) built against the search of each given revision (git archive
# of its core/) natively (-march=native) and with Emscripten (-msimd128, as the page's engine), then run
# on the four public sets in interleaved rounds (every build of every revision on a set, then the next
# set; then the next round), so a change of machine load hits every revision alike.
# Usage: bench/exact9/wasm_steps.sh REV...   (SHARED=DIR, default ../shared; ROUNDS, default 3; PASSES,
#        default 3; PROPAGATION, default box-line; OUT, default bench/results/exact9/round7; SETS, default the
#        four: a space-separated subset)
# Record: $OUT/wasm_steps.tsv (round, revision, build, set, kernel, mode, puzzles, nodes, solutions, us per
# puzzle: CPU time, std::clock natively, process.cpuUsage() under node).
set -euo pipefail
cd "$(dirname "$0")/../.."
source scripts/env.sh
[[ $# -gt 0 ]] || { echo "usage: bench/exact9/wasm_steps.sh REV..." >&2; exit 2; }
data=${SHARED:-../shared}/datasets
rounds=${ROUNDS:-3}
passes=${PASSES:-3}
propagation=${PROPAGATION:-box-line}
out=${OUT:-bench/results/exact9/round7}
record=$out/wasm_steps.tsv
mkdir -p "$out"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
flags=(-std=c++20 -O3 -DNDEBUG -ffp-contract=off)
wasm_flags=(-fwasm-exceptions -sALLOW_MEMORY_GROWTH=1 -sNODERAWFS=1 -sWASM_ASYNC_COMPILATION=0 -sENVIRONMENT=node -msimd128)
revs=()
for rev in "$@"; do
    short=$(git rev-parse --short "$rev")
    dir=$work/$short
    mkdir -p "$dir"
    git archive "$rev" core | tar -x -C "$dir"
    sources=(bench/exact9/inprocess.cpp "$dir/core/search/fast9_engine.cpp" "$dir/core/grid/grid.cpp" "$dir/core/grid/geometry.cpp")
    g++ "${flags[@]}" -march=native -I "$dir/core" -o "$dir/native" "${sources[@]}"
    em++ "${flags[@]}" "${wasm_flags[@]}" -I "$dir/core" -o "$dir/wasm.js" "${sources[@]}"
    revs+=("$short")
done
read -ra names <<<"${SETS:-17_clue_first2000 forum_hardest_1106 forum_hardest_1905_11plus_first2000 magictour_top1465}"
for name in "${names[@]}"; do
    grep -v '^#' "$data/$name.txt" | grep -oE '^[0-9.]{81}' | head -n 2000 >"$work/$name.txt"
done
{
    echo "# $(date -u +%FT%TZ) commit $(git rev-parse --short HEAD), $(nproc) cores, load at start $(cut -d' ' -f1-3 /proc/loadavg); revisions ${revs[*]}; $rounds rounds; us per puzzle = CPU time / puzzles, mean of $passes passes after untimed ones for 0.5 s of CPU; propagation $propagation; node $(node --version)"
    printf 'round\trevision\tbuild\tset\tkernel\tmode\tpuzzles\tnodes\tsolutions\tus_per_puzzle\n'
} >"$record"
for round in $(seq "$rounds"); do
    for name in "${names[@]}"; do
        for rev in "${revs[@]}"; do
            for build in native wasm; do
                run=("$work/$rev/native")
                [[ $build == wasm ]] && run=(node "$work/$rev/wasm.js")
                "${run[@]}" "$work/$name.txt" "$passes" "$propagation" | tail -n +2 |
                    sed "s/^/$round\t$rev\t$build\t$name\t/" >>"$record"
            done
        done
    done
done
echo "# load at end $(cut -d' ' -f1-3 /proc/loadavg)" >>"$record"
bench/exact9/wasm_steps_table.py "$record"
