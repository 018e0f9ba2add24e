#!/usr/bin/env bash
# The ctest entries of one test binary, run with two builds of that binary in turn (docs/TESTING.md, eighth
# round): copies A's files, then B's, over the build's own and runs `ctest -R REGEX` SUDOLAB_JOBS at a
# time, ROUNDS times A then B; the build's files are put back at the end. Appends to RECORD each run's wall,
# user and system seconds (ctest and everything it started), its result line and the load average.
#   bench/suite/test_binary_ab.sh BUILD_DIR BINARY_DIR A_DIR B_DIR REGEX ROUNDS RECORD
# e.g. bench/suite/test_binary_ab.sh build/wasm tests /tmp/A /tmp/B '^sudolab_tests: ' 1 record.txt, where A and
# B hold a sudolab_tests.js and sudolab_tests.wasm each.
set -euo pipefail
(($# == 7)) || { sed -n 2,8p "$0" >&2; exit 2; }
build=$(realpath "$1") binaries=$2 a=$(realpath "$3") b=$(realpath "$4") regex=$5 rounds=$6 record=$(realpath -m "$7")
source "$(dirname "${BASH_SOURCE[0]}")/../../scripts/env.sh"
tmp=$(mktemp -d)
mkdir "$tmp/own"
for file in "$a"/*; do cp -p "$build/$binaries/${file##*/}" "$tmp/own/"; done  # the build's own files, put back at the end
restore() { cp -p "$tmp"/own/* "$build/$binaries/"; rm -rf "$tmp"; }
trap restore EXIT
echo "# bench/suite/test_binary_ab.sh $build A=$a B=$b '$regex' $rounds rounds: $(date -u +%FT%TZ), $(nproc) cores, $SUDOLAB_JOBS jobs" >>"$record"
for round in $(seq "$rounds"); do
    for side in A B; do
        dir=$a
        [[ $side == B ]] && dir=$b
        cp -p "$dir"/* "$build/$binaries/"
        status=0
        (cd "$build" && /usr/bin/time -o "$tmp/time.$side" -f '%e s wall, %U s user, %S s system' \
            ctest -j "$SUDOLAB_JOBS" -R "$regex" >"$tmp/log.$side" 2>&1) || status=$?
        echo "round $round $side: $(tail -n 1 "$tmp/time.$side"); $(grep -E 'tests passed|tests failed' "$tmp/log.$side" | tail -n 1) (exit $status; load average after: $(cut -d' ' -f1-3 /proc/loadavg))" >>"$record"
        rm -f "$tmp/time.$side" "$tmp/log.$side"
    done
done
cat "$record"
