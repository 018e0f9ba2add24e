#!/usr/bin/env bash
# Do the sanitizers still catch a bug in test code compiled as a build compiles it? (docs/TESTING.md,
# seventh round: the test code at -O0 in the native-asan preset). Compiles a small deliberately broken
# test file with the exact command the build uses for its test units (compile_commands.json: flags,
# optimisation level, sanitizers), links it with the build's doctest implementation, and runs each broken
# case alone with the suite's sanitizer options (scripts/test.sh). Each case must fail with its finding:
# a heap-buffer-overflow read in a test helper (AddressSanitizer) and a signed overflow in a test helper
# (UndefinedBehaviorSanitizer). Exits 1 when a finding is missing.
# Usage: bench/suite/sanitizer_finding_check.sh BUILD_DIR LABEL   Record: bench/results/suite/sanitizer-findings-LABEL.txt
set -euo pipefail
build=$(realpath "${1:?usage: sanitizer_finding_check.sh BUILD_DIR LABEL}")
label=${2:?usage: sanitizer_finding_check.sh BUILD_DIR LABEL}
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
record=$root/bench/results/suite/sanitizer-findings-$label.txt
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
cat >"$tmp/broken_test.cpp" <<'CPP'
#include <climits>
#include <vector>
#include "doctest.h"
namespace {
// Reads the element after the last one: one int past the vector's heap block.
int readPastTheEnd(const std::vector<int>& values) { return values.data()[values.size()]; }
// Signed addition that overflows for a = INT_MAX, b = 1.
int addPastTheTop(int a, int b) { return a + b; }
}  // namespace
TEST_CASE("broken: a test helper reads past a heap block") {
    std::vector<int> values(4, 1);
    CHECK(readPastTheEnd(values) != 12345);
}
TEST_CASE("broken: a test helper overflows a signed int") {
    volatile int top = INT_MAX;
    CHECK(addPastTheTop(top, 1) != 0);
}
int main(int argc, char** argv) { return doctest::Context(argc, argv).run(); }
CPP
# The build's command for its first test unit, turned on the broken file.
command=$(python3 - "$build/compile_commands.json" "$tmp" <<'PY'
import json, re, sys
units = [e for e in json.load(open(sys.argv[1])) if 'sudolab_tests.dir/Unity/unity_tests_0' in e['command']]
if not units:
    sys.exit("sanitizer_finding_check: no test unit unity_tests_0 in " + sys.argv[1])
command = re.sub(r' -MD -MT \S+ -MF \S+', '', units[0]['command'])
command = re.sub(r'^\S*compile_cpu\.sh --launch \S+ ', '', command)
command = re.sub(r' -o \S+ -c \S+', f' -o {sys.argv[2]}/broken_test.o -c {sys.argv[2]}/broken_test.cpp', command)
print(command)
PY
)
doctest_object=$build/tests/CMakeFiles/sudolab_doctest_impl.dir/doctest_impl.cpp.o
linker=$(awk '{ print $1 }' <<<"$command")
{
    echo "# bench/suite/sanitizer_finding_check.sh $label: commit $(git -C "$root" rev-parse --short HEAD), $(date -u +%FT%TZ)"
    echo "# compiled as the build's test units: $(grep -o -- ' -O[0-3s]\| -fsanitize=[^ ]*' <<<"$command" | tr -d '\n')"
} >"$record"
(cd "$build" && eval "$command")
"$linker" -fsanitize=address,undefined "$tmp/broken_test.o" "$doctest_object" -o "$tmp/broken_tests"
export ASAN_OPTIONS=detect_leaks=1 UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1
missing=0
for case in "reads past a heap block:heap-buffer-overflow" "overflows a signed int:signed integer overflow"; do
    name=${case%%:*} finding=${case#*:} status=0
    "$tmp/broken_tests" "--test-case=*$name" >"$tmp/out" 2>&1 || status=$?
    if ((status)) && grep -q "$finding" "$tmp/out"; then
        echo "reported: '$name' exits $status with: $(grep -m1 "$finding" "$tmp/out" | sed 's/^==[0-9]*==//')" >>"$record"
    else
        echo "MISSING: '$name' exits $status without '$finding'" >>"$record"
        missing=1
    fi
done
cat "$record"
exit "$missing"
