#!/usr/bin/env bash
# Does the link order decide which copy of an inline function the test binary runs? (docs/TESTING.md,
# seventh round). In a configured and built native-asan BUILD_DIR whose test code is at -O0 (the preset
# as it is), links tests/sudolab_tests twice from the same objects with a map file (-Wl,-Map): "core
# first" as the build links it (the core's objects ahead of the rest) and "core last" (the core as the
# archive after the test objects, as before the seventh round). For each link: whose copy was kept of the
# functions the core also emitted (bench/suite/comdat_origin.py), the CPU seconds of one slow test case
# run alone, and where perf's samples of that run fall.
# Usage: bench/suite/link_order_check.sh BUILD_DIR LABEL ["TEST CASE PATTERN"]
# Record: bench/results/suite/link-order-LABEL.txt (maps and perf data stay in a temporary directory).
set -euo pipefail
build=$(realpath "${1:?usage: link_order_check.sh BUILD_DIR LABEL [PATTERN]}")
label=${2:?usage: link_order_check.sh BUILD_DIR LABEL [PATTERN]}
pattern=${3:-hints: sound on hard 9x9 samples*}
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
record=$root/bench/results/suite/link-order-$label.txt
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
export ASAN_OPTIONS=detect_leaks=1 UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1

# The build's own link command of the test binary, and the same objects with the core as an archive last.
# (Without the ": && " before it, the post-build step after it, or a launcher such as compile_cpu.sh's.)
(cd "$build" && ninja -t commands tests/sudolab_tests | tail -n 1) |
    sed -E 's/^: && //; s/ && .*//; s#^[^ ]*compile_cpu\.sh --launch [^ ]+ ##' >"$tmp/first.cmd"
grep -q 'sudolab_core_objects.dir' "$tmp/first.cmd" || {
    echo "link_order_check: $build links tests/sudolab_tests without the core's objects first" >&2
    exit 1
}
sed -E 's# CMakeFiles/sudolab_core_objects\.dir/[^ ]+\.o##g; s#$# libsudolab_core.a#' "$tmp/first.cmd" >"$tmp/last.cmd"
kinds=(core='sudolab_core_objects\.dir|libsudolab_core\.a' tests='sudolab_tests\.dir|doctest_impl'
       model='app_model' other='.')
{
    echo "# bench/suite/link_order_check.sh $label: commit $(git -C "$root" rev-parse --short HEAD), $(date -u +%FT%TZ), $(nproc) cores"
    echo "# build: $build; the test objects' optimisation flags: $(cd "$build" && ninja -t commands tests/sudolab_tests |
        grep -m1 'unity_tests_0' | grep -o -- ' -O[0-3]' | tr -d '\n')"
    echo "# test case: $pattern; load average before: $(cut -d' ' -f1-3 /proc/loadavg)"
} >"$record"
for order in first last; do
    binary=$tmp/tests-core-$order
    (cd "$build" && eval "$(sed -E "s# -o tests/sudolab_tests # -o $binary #" "$tmp/$order.cmd") -Wl,-Map=$tmp/$order.map")
    echo "## core $order" >>"$record"
    "$root/bench/suite/comdat_origin.py" "$tmp/$order.map" core "${kinds[@]}" >>"$record"
    /usr/bin/time -a -o "$record" -f "test case alone: %e s wall, %U s user, %S s system" \
        "$binary" "--test-case=$pattern" >"$tmp/$order.out" 2>&1
    grep -E '^\[doctest\] (test cases|assertions)' "$tmp/$order.out" >>"$record"
    perf record -q -F 250 -o "$tmp/$order.perf" "$binary" "--test-case=$pattern" >/dev/null 2>&1
    perf report -i "$tmp/$order.perf" --stdio --no-children --sort symbol --no-demangle >"$tmp/$order.report" 2>/dev/null
    "$root/bench/suite/comdat_origin.py" "$tmp/$order.map" core "${kinds[@]}" --perf "$tmp/$order.report" | tail -n +2 >>"$record"
done
echo "# load average after: $(cut -d' ' -f1-3 /proc/loadavg)" >>"$record"
cat "$record"
