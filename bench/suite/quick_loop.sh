#!/usr/bin/env bash
# The development loop's time (docs/TESTING.md): scripts/quick.sh after a first build, twice: with
# nothing changed (the tests alone) and after one core source file changed (one compile, the links, the
# tests). Wall and CPU (user + system) seconds of each, with the load average, go to
# bench/results/suite/quick-LABEL.txt.
# Usage: bench/suite/quick_loop.sh [LABEL]      (run from a checkout whose native-release build exists)
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
cd "$root"
label=${1:-$(git rev-parse --short HEAD)}
out=bench/results/suite/quick-$label.txt
mkdir -p bench/results/suite
[[ -x build/native-release/tests/sudolab_tests ]] || { echo "quick_loop: build the native-release preset first" >&2; exit 2; }
# measure NAME: runs scripts/quick.sh and appends its wall and CPU seconds.
measure() {
    local time
    time=$(mktemp)
    /usr/bin/time -f '%e %U %S' -o "$time" scripts/quick.sh >/dev/null 2>&1
    read -r wall user sys <"$time"
    rm -f "$time"
    printf '%s\t%s\t%s\t%s\n' "$1" "$wall" "$(echo "$user + $sys" | bc)" "$(cut -d' ' -f1-3 /proc/loadavg)" >>"$out"
}
{
    echo "# bench/suite/quick_loop.sh: commit $(git rev-parse --short HEAD), $(date -u '+%Y-%m-%d %H:%M UTC'), $(nproc) cores"
    printf 'case\twall_s\tcpu_s\tload_average_after\n'
} >"$out"
measure "nothing changed"
touch core/search/exact.cpp
measure "core/search/exact.cpp changed"
cat "$out"
