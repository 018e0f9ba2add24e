#!/usr/bin/env bash
# The native Release build's test code at -O1 (A) against -O0 (B), compile and tests together
# (docs/TESTING.md, seventh round). Configures the native-release preset in WORK/release with every compile
# and link logged with its CPU (bench/suite/compile_cpu.sh's launcher), builds the test binaries and the
# CLI at SUDOLAB_RELEASE_TEST_CODE_LEVEL=-O1 at nice 10, keeps a copy of the three test binaries, then
# reconfigures at -O0 and builds again (only the test code is compiled again); then runs the whole ctest
# ROUNDS times, B and A in turn, putting each side's test binaries in place before its run (the CLI and
# everything else are the same build).
# Usage: bench/suite/release_test_level_ab.sh LABEL   (ROUNDS, default 2; WORK, default a new directory)
# Records: bench/results/suite/release-LABEL.txt and the compile log release-LABEL.log.
set -euo pipefail
label=${1:?usage: release_test_level_ab.sh LABEL}
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
source "$root/scripts/env.sh"
source "$root/bench/suite/ctest_round.sh"
cd "$root"
rounds=${ROUNDS:-2}
work=${WORK:-$(mktemp -d)}
mkdir -p "$work"
dir=$work/release
results=$root/bench/results/suite
record=$results/release-$label.txt
log=$results/release-$label.log
binaries=(tests/sudolab_tests tests/cli/sudolab_cli_tests tests/memory/sudolab_memory_tests)
{
    echo "# bench/suite/release_test_level_ab.sh $label: commit $(git rev-parse --short HEAD), $(date -u +%FT%TZ), $(nproc) cores"
    echo "# load average before: $(cut -d' ' -f1-3 /proc/loadavg)"
} >"$record"
echo "# bench/suite/release_test_level_ab.sh $label (commit $(git rev-parse --short HEAD)): A (-O1) from scratch, then B (-O0) the test code again" >"$log"
launcher="$root/bench/suite/compile_cpu.sh;--launch;$log"
for side in A B; do
    level=-O1
    [[ $side == B ]] && level=-O0
    echo "# $side: SUDOLAB_RELEASE_TEST_CODE_LEVEL=$level" >>"$log"
    cmake --preset native-release -B "$dir" -DSUDOLAB_RELEASE_TEST_CODE_LEVEL=$level -DCMAKE_CXX_COMPILER_LAUNCHER="$launcher" \
        -DCMAKE_CXX_LINKER_LAUNCHER="$launcher" >"$work/$side-configure.log" 2>&1
    nice -n 10 cmake --build "$dir" -j "$SUDOLAB_JOBS" --target sudolab "${binaries[@]##*/}" >"$work/$side-build.log" 2>&1
    mkdir -p "$work/$side"
    for binary in "${binaries[@]}"; do cp "$dir/$binary" "$work/$side/${binary##*/}"; done
done
# The test objects' CPU per side (the log's lines between the side markers, test targets only).
awk '/^# [AB]: / { side = $2 } !/^#/ && /sudolab_tests\.dir|sudolab_doctest_impl|sudolab_cli_tests\.dir|sudolab_memory_tests\.dir/ {
         cpu[side] += $1 + $2 } END { for (s in cpu) printf "%s test code compile and link: %.1f s CPU\n", s, cpu[s] }' "$log" | sort >>"$record"
for round in $(seq "$rounds"); do
    for side in B A; do
        for binary in "${binaries[@]}"; do cp "$work/${side}/${binary##*/}" "$dir/$binary"; done
        ctest_round "$side" "$round" "$dir" "$work" "$record"
    done
done
echo "# load average after: $(cut -d' ' -f1-3 /proc/loadavg)" >>"$record"
cat "$record"
