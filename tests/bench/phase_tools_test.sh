#!/usr/bin/env bash
# The phase-transition tools' shared jq definitions (bench/jq/phase.jq) and bench/tables.sh phase on a few
# handmade records: a generated set's fraction is a probability and pools with the paper files' percent;
# Wilson intervals against published values; CPU seconds used when recorded. Needs jq (scripts/setup.sh).
# Usage: phase_tools_test.sh PATH/TO/REPOSITORY
set -u
root=$1
failures=0
fail() { echo "FAIL: $*" >&2; failures=$((failures + 1)); }
# check NAME EXPECTED ACTUAL
check() { [ "$2" == "$3" ] || fail "$1: expected '$2', got '$3'"; }
jqp() { jq -L "$root/bench/jq" "$@"; }

# ---- the nominal fraction of a set name ----
for pair in inst9x9_45:45 gen9x9_0.45:45 gen9x9_1:100 gen9x9_0:0 inst25x25_100:100 inst9x9_5:5 gen16x16_0.05:5; do
    check "pct ${pair%%:*}" "${pair##*:}" "$(jqp -n --arg s "${pair%%:*}" 'include "phase"; {set: $s} | pct')"
done

# ---- Wilson 95 % intervals, 4 decimals (published values for 0/10, 5/10, 10/10) ----
wilson() { jqp -r -n "include \"phase\"; wilson($1; $2) | map(. * 10000 | round / 10000) | \"\\(.[0]) \\(.[1])\""; }
check "wilson 0/10" "0 0.2775" "$(wilson 0 10)"
check "wilson 5/10" "0.2366 0.7634" "$(wilson 5 10)"
check "wilson 10/10" "0.7225 1" "$(wilson 10 10)"

# ---- the phase table pools both sources of a fraction and reports CPU seconds of the solved runs ----
records=$(mktemp)
trap 'rm -f "$records"' EXIT
cat >"$records" <<'JSONL'
{"set":"inst9x9_100","solver":"dlx","solved":true,"time_s":9,"cpu_s":0.002}
{"set":"gen9x9_1","solver":"dlx","solved":true,"time_s":9,"cpu_s":0.004}
{"set":"gen9x9_0.45","solver":"dlx","solved":false,"time_s":9,"cpu_s":5}
{"set":"inst9x9_45","solver":"dlx","solved":true,"time_s":9,"cpu_s":0.5}
JSONL
table=$("$root/bench/tables.sh" phase "$records")
check "phase row 45" "| 45 | 1/2 [9–91 %] 500 ms |" "$(grep '^| 45 ' <<<"$table")"
check "phase row 100" "| 100 | 2/2 [34–100 %] 3 ms |" "$(grep '^| 100 ' <<<"$table")"
check "phase rows" "4" "$(grep -c '^|' <<<"$table")"

if [ "$failures" -gt 0 ]; then echo "$failures failure(s)" >&2; exit 1; fi
echo "phase tools: all checks passed"
