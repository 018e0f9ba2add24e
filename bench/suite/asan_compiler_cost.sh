#!/usr/bin/env bash
# CPU seconds to compile the same objects of the native-asan preset (-O1 -g1, ASan + UBSan) with g++ and
# with clang++-14 (docs/TESTING.md): configures the preset twice in scratch directories (no build), then
# compiles each object named below once per compiler, one at a time at nice 10, from the configured
# compile commands, and writes one line per compile (compiler, user s, system s, wall s, object) to
# bench/results/suite/asan-compilers-LABEL.tsv (appended to), then the sums per compiler.
#   bench/suite/asan_compiler_cost.sh LABEL [OBJECT...]     (default: the objects listed below)
# COMPILERS="gcc clang" (the default) picks the compilers and their order.
# The clang compiles carry the preset's -fsanitize=fuzzer-no-link on the core, as the suite builds it.
set -euo pipefail
label=${1:?usage: asan_compiler_cost.sh LABEL [OBJECT...]}
shift
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
cd "$root"
out=$root/bench/results/suite/asan-compilers-$label.tsv
scratch=$root/build/asan-compilers
# Objects across the build: three core files, a unity unit of the unit tests and of the CLI, the app model.
objects=(
    core/search/backtrack_engine.cpp core/hints/hint_explain.cpp core/text/format.cpp
    sudolab_tests.dir/Unity/unity_tests_1_cxx.cxx sudolab.dir/Unity/unity_0_cxx.cxx shell/model/exports.cpp
)
(($#)) && objects=("$@")
read -r -a compilers <<<"${COMPILERS:-gcc clang}"
configure() {  # configure COMPILER DIR
    cmake --preset native-asan -B "$2" -DCMAKE_CXX_COMPILER="$1" -DSUDOLAB_UNITY_CORE=OFF \
        -DSUDOLAB_FUZZERS="$([[ $1 == clang* ]] && echo ON || echo OFF)" >/dev/null
}
[[ " ${compilers[*]} " != *" gcc "* ]] || configure g++ "$scratch/gcc"
[[ " ${compilers[*]} " != *" clang "* ]] || configure clang++-14 "$scratch/clang"
[[ -f $out ]] || printf 'compiler\tuser_s\tsystem_s\twall_s\tobject\n' >"$out"
for compiler in "${compilers[@]}"; do
    for object in "${objects[@]}"; do
        # The entry whose source path ends with OBJECT; its command, run from its directory.
        command=$(jq -r --arg o "/$object" '[.[] | select(.file | endswith($o))][0] | "cd \(.directory) && \(.command)"' \
            "$scratch/$compiler/compile_commands.json")
        [[ $command != "cd null && null" ]] || { echo "asan_compiler_cost: no compile command for $object" >&2; exit 1; }
        if ! /usr/bin/time -o "$scratch/time" -f '%U\t%S\t%e' nice -n 10 bash -c "$command" >"$scratch/log" 2>&1; then
            cat "$scratch/log" >&2
            echo "asan_compiler_cost: $compiler failed on $object" >&2
            exit 1
        fi
        printf '%s\t%s\t%s\n' "$compiler" "$(cat "$scratch/time")" "$object" >>"$out"
    done
done
awk -F'\t' 'NR > 1 { cpu[$1] += $2 + $3 } END { for (c in cpu) printf "%s: %.1f s CPU for its objects above\n", c, cpu[c] }' "$out"
