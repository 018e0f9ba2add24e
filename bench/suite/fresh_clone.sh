#!/usr/bin/env bash
# The suite's time from a fresh clone (docs/TESTING.md): clones the repository's current commit into a
# new directory, runs scripts/test.sh there at nice 10 under /usr/bin/time, and keeps the record in
# bench/results/suite/: the per-step wall and CPU seconds the suite writes (build/suite-times.tsv), the
# whole run's wall, user and system seconds, the load average before and after, and the machine.
# Usage: bench/suite/fresh_clone.sh [LABEL]     (LABEL names the record, default: the commit's short hash)
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
commit=$(git -C "$root" rev-parse --short HEAD)
label=${1:-$commit}
out=$root/bench/results/suite
work=$(mktemp -d /tmp/sudolab-fresh-XXXXXX)
mkdir -p "$out"
git clone -q "$root" "$work/clone"
git -C "$work/clone" checkout -q "$commit"
{
    echo "# bench/suite/fresh_clone.sh $label: commit $commit, $(date -u '+%Y-%m-%d %H:%M UTC')"
    echo "# machine: $(nproc) cores, $(awk '/MemTotal/ { printf "%.0f GiB", $2 / 1048576 }' /proc/meminfo), $(. /etc/os-release; echo "$PRETTY_NAME")"
    echo "# load average before: $(cut -d' ' -f1-3 /proc/loadavg)"
} >"$out/$label.txt"
status=0
(cd "$work/clone" && /usr/bin/time -f 'whole run: %e s wall, %U s user, %S s system' -o "$work/time.txt" \
    nice -n 10 ./scripts/test.sh >"$work/test.log" 2>&1) || status=$?
{
    echo "# load average after: $(cut -d' ' -f1-3 /proc/loadavg)"
    cat "$work/time.txt"
    echo "exit status: $status; last line: $(tail -n 1 "$work/test.log")"
    echo
    cat "$work/clone/build/suite-times.tsv"
} >>"$out/$label.txt"
cp "$work/test.log" "$out/$label.log"
echo "fresh clone: record in bench/results/suite/$label.txt (log $label.log); clone left in $work/clone"
exit "$status"
