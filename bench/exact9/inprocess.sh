#!/usr/bin/env bash
# In-process CPU time per puzzle of the 9x9 fast path (docs/EXACT.md, "9x9 fast path"), natively and as
# WebAssembly under node, SIMD and scalar: bench/exact9/inprocess.cpp compiled four ways from the
# project's own sources (native with -march=native, native generic x86-64, wasm with -msimd128, wasm
# without), each run on the four public sets. Each binary times its SIMD and its scalar kernel; in the
# wasm build without -msimd128 the "simd" kernel is the compiler's scalar lowering of the vector code.
# Usage: bench/exact9/inprocess.sh    (SHARED=DIR, default ../shared; PASSES, default 5; OUT, default
#        bench/results/exact9; PROPAGATION, default singles, or box-line)
# Records: $OUT/inprocess.tsv for singles, $OUT/inprocess-box-line.tsv for box-line (build, set, kernel,
# mode, puzzles, nodes, solutions, us per puzzle).
set -euo pipefail
cd "$(dirname "$0")/../.."
source scripts/env.sh
data=${SHARED:-../shared}/datasets
passes=${PASSES:-5}
out=${OUT:-bench/results/exact9}
propagation=${PROPAGATION:-singles}
record=$out/inprocess.tsv
[[ $propagation == singles ]] || record=$out/inprocess-$propagation.tsv
mkdir -p "$out"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
sources=(bench/exact9/inprocess.cpp core/search/fast9_engine.cpp core/grid/grid.cpp core/grid/geometry.cpp)
flags=(-std=c++20 -O3 -DNDEBUG -ffp-contract=off -Icore)
g++ "${flags[@]}" -march=native -o "$work/native" "${sources[@]}"
g++ "${flags[@]}" -o "$work/native-generic" "${sources[@]}"
wasm_flags=(-fwasm-exceptions -sALLOW_MEMORY_GROWTH=1 -sNODERAWFS=1 -sWASM_ASYNC_COMPILATION=0 -sENVIRONMENT=node)
em++ "${flags[@]}" "${wasm_flags[@]}" -msimd128 -o "$work/wasm-simd128.js" "${sources[@]}"
em++ "${flags[@]}" "${wasm_flags[@]}" -o "$work/wasm-scalar.js" "${sources[@]}"

names=(17_clue_first2000 forum_hardest_1106 forum_hardest_1905_11plus_first2000 magictour_top1465)
for name in "${names[@]}"; do
    grep -v '^#' "$data/$name.txt" | grep -oE '^[0-9.]{81}' | head -n 2000 >"$work/$name.txt"
done
{
    echo "# $(date -u +%FT%TZ) $(nproc) cores, load at start $(cut -d' ' -f1-3 /proc/loadavg); us per puzzle = CPU time (std::clock natively, process.cpuUsage() under node) / puzzles, mean of $passes passes after untimed ones for 0.5 s of CPU; propagation $propagation"
    printf 'build\tset\tkernel\tmode\tpuzzles\tnodes\tsolutions\tus_per_puzzle\n'
} >"$record"
for name in "${names[@]}"; do
    for build in native native-generic wasm-simd128 wasm-scalar; do
        case $build in
        wasm-*) run=(node "$work/$build.js") ;;
        *) run=("$work/$build") ;;
        esac
        "${run[@]}" "$work/$name.txt" "$passes" "$propagation" | tail -n +2 | sed "s/^/$build\t$name\t/" >>"$record"
    done
done
echo "# load at end $(cut -d' ' -f1-3 /proc/loadavg)" >>"$record"
column -t -s $'\t' "$record"
