#!/usr/bin/env bash
# CPU seconds (user + system) of one doctest case run by two builds of a test binary, A and B in turn ROUNDS
# times, so that a change of machine load falls on both (docs/TESTING.md, eighth round). The ASan build's
# binaries run with the suite's sanitizer options (scripts/test.sh) unless ASAN_OPTIONS is set.
#   bench/suite/case_ab.sh A_BINARY B_BINARY CASE ROUNDS RECORD
# CASE is doctest's --test-case filter (wildcards allowed), or a whole doctest option that starts with --
# (e.g. '--source-file=*model_*'); RECORD (appended) gets a header, then one line per
# run: round, side, user s, system s, exit status, doctest's summary of assertions.
set -euo pipefail
(($# == 5)) || { sed -n 2,8p "$0" >&2; exit 2; }
a=$1 b=$2 case=$3 rounds=$4 record=$5
export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=1} UBSAN_OPTIONS=${UBSAN_OPTIONS:-print_stacktrace=1:halt_on_error=1}
filter=--test-case=$case
[[ $case == --* ]] && filter=$case
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
{
    echo "# bench/suite/case_ab.sh A=$a B=$b '$case' $rounds rounds: $(date -u +%FT%TZ), $(nproc) cores"
    echo "# load average before: $(cut -d' ' -f1-3 /proc/loadavg)"
    printf 'round\tside\tuser_s\tsystem_s\texit\tassertions\n'
} >>"$record"
for round in $(seq "$rounds"); do
    for side in A B; do
        binary=$a
        [[ $side == B ]] && binary=$b
        status=0
        /usr/bin/time -o "$tmp/time" -f '%U %S' "$binary" "$filter" --force-colors=0 >"$tmp/out" 2>&1 || status=$?
        assertions=$(grep -E '^\[doctest\] assertions:' "$tmp/out" | sed 's/^\[doctest\] assertions: *//' | tr -s ' ')
        read -r user system < <(tail -n 1 "$tmp/time")  # after a "Command exited" line, if any
        printf '%s\t%s\t%s\t%s\t%s\t%s\n' "$round" "$side" "$user" "$system" "$status" "$assertions" >>"$record"
    done
done
echo "# load average after: $(cut -d' ' -f1-3 /proc/loadavg)" >>"$record"
cat "$record"
