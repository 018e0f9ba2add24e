#!/usr/bin/env bash
# One compiler flag's cost to the ASan lane, build and tests together (docs/TESTING.md): builds the native-asan
# preset from scratch twice in build directories of their own — A as the preset has it, B with FLAG added to
# CMAKE_CXX_FLAGS — one after the other at nice 10, then runs each build's ctest ROUNDS times, A and B in turn,
# SUDOLAB_JOBS at a time. Prints and records the wall, user and system seconds of each build and ctest run.
# Usage: bench/suite/asan_flag_ab.sh FLAG [LABEL]   e.g. bench/suite/asan_flag_ab.sh -fsanitize-address-outline-instrumentation outline
# (ROUNDS, default 2; WORK, default a new directory under /tmp). Record: bench/results/suite/asan-flag-LABEL.txt
set -euo pipefail
flag=${1:?usage: asan_flag_ab.sh FLAG [LABEL]}
label=${2:-flag}
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
source "$root/scripts/env.sh"
source "$root/bench/suite/ctest_round.sh"
cd "$root"
rounds=${ROUNDS:-2}
work=${WORK:-$(mktemp -d)}
record=$root/bench/results/suite/asan-flag-$label.txt
{
    echo "# bench/suite/asan_flag_ab.sh $flag: commit $(git rev-parse --short HEAD), $(date -u +%FT%TZ), $(nproc) cores"
    echo "# load average before: $(cut -d' ' -f1-3 /proc/loadavg)"
} >"$record"
for build in A B; do
    extra=
    [[ $build == B ]] && extra=$flag
    cmake --preset native-asan -B "$work/$build" -DCMAKE_CXX_FLAGS="$extra" >"$work/$build-configure.log" 2>&1
    /usr/bin/time -a -o "$record" -f "$build build: %e s wall, %U s user, %S s system" \
        nice -n 10 cmake --build "$work/$build" -j "$SUDOLAB_JOBS" >"$work/$build-build.log" 2>&1
done
for round in $(seq "$rounds"); do
    for build in A B; do
        ctest_round "$build" "$round" "$work/$build" "$work" "$record"
    done
done
echo "# load average after: $(cut -d' ' -f1-3 /proc/loadavg)" >>"$record"
cat "$record"
