#!/usr/bin/env bash
# One whole ctest run of a configured build with every entry's time (docs/TESTING.md, eighth round): runs the
# build's ctest SUDOLAB_JOBS at a time with a JUnit report, and writes bench/results/suite/ctest-LABEL.txt:
# the run's wall and CPU (user + system of ctest and everything it started) seconds, its result line, the
# load average before and after, then every entry's wall seconds (ctest measures no CPU per entry), slowest
# first. Under load the entries' wall times rank them; their CPU is bench/suite/ctest_entry_cpu.py's.
#   bench/suite/ctest_profile.sh BUILD_DIR LABEL      e.g. bench/suite/ctest_profile.sh build/native-asan r8-asan
# The ASan build's entries run with the suite's sanitizer options (scripts/test.sh) unless ASAN_OPTIONS is set.
set -euo pipefail
dir=${1:?usage: ctest_profile.sh BUILD_DIR LABEL}
label=${2:?usage: ctest_profile.sh BUILD_DIR LABEL}
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
source "$root/scripts/env.sh"
dir=$(realpath "$dir")
record=$root/bench/results/suite/ctest-$label.txt
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=1} UBSAN_OPTIONS=${UBSAN_OPTIONS:-print_stacktrace=1:halt_on_error=1}
{
    echo "# bench/suite/ctest_profile.sh $dir $label: commit $(git -C "$root" rev-parse --short HEAD), $(date -u +%FT%TZ), $(nproc) cores, $SUDOLAB_JOBS jobs"
    echo "# load average before: $(cut -d' ' -f1-3 /proc/loadavg)"
} >"$record"
status=0
(cd "$dir" && /usr/bin/time -o "$work/time" -f "%e s wall, %U s user, %S s system" \
    ctest -j "$SUDOLAB_JOBS" --output-junit "$work/junit.xml" >"$work/ctest.log" 2>&1) || status=$?
{
    echo "# the whole run: $(cat "$work/time"); $(grep -E 'tests passed|tests failed' "$work/ctest.log" | tail -n 1) (exit $status)"
    echo "# load average after: $(cut -d' ' -f1-3 /proc/loadavg)"
    echo "# wall s, entry (slowest first)"
    python3 - "$work/junit.xml" <<'EOF'
import sys
import xml.etree.ElementTree as tree
cases = [(float(case.get("time", 0)), case.get("name")) for case in tree.parse(sys.argv[1]).iter("testcase")]
for seconds, name in sorted(cases, reverse=True):
    print(f"{seconds:8.2f}  {name}")
print(f"{sum(s for s, _ in cases):8.2f}  all {len(cases)} entries (wall seconds summed)")
EOF
} >>"$record"
sed -n 1,20p "$record"
exit "$status"
