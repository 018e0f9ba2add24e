#!/usr/bin/env bash
# The phase-transition tools' shared jq definitions (bench/jq/phase.jq) and bench/campaigns/tables.sh phase on a few
# handmade records: a generated set's fraction is a probability and pools with the paper files' percent;
# Wilson intervals against published values; CPU seconds used when recorded; bench/phase/compare.sh pairs the
# two instance kinds of a fraction as one set. Needs jq (scripts/setup.sh).
# Usage: phase_tools_test.sh PATH/TO/REPOSITORY PATH/TO/sudolab
set -u
root=$1 sudolab=$2
failures=0
fail() { echo "FAIL: $*" >&2; failures=$((failures + 1)); }
# check NAME EXPECTED ACTUAL
check() { [ "$2" == "$3" ] || fail "$1: expected '$2', got '$3'"; }
jqp() { jq -L "$root/bench/jq" "$@"; }

# ---- the nominal fraction of a set name ----
for pair in inst9x9_45:45 gen9x9_0.45:45 gen9x9_1:100 gen9x9_0:0 inst25x25_100:100 inst9x9_5:5 gen16x16_0.05:5; do
    check "pct ${pair%%:*}" "${pair##*:}" "$(jqp -n --arg s "${pair%%:*}" 'include "phase"; {set: $s} | pct')"
done

# a set name without a percentage is an error that names the set, not a record silently left out
message=$(jqp -n 'include "phase"; {set: "named"} | pct' 2>&1) && fail "pct of set 'named' succeeded: $message"
grep -q 'set "named" does not end in _<percent>' <<<"$message" || fail "pct error message: $message"

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
table=$("$root/bench/campaigns/tables.sh" phase "$records")
check "phase row 45" "| 45 | 1/2 [9–91 %] 500 ms |" "$(grep '^| 45 ' <<<"$table")"
check "phase row 100" "| 100 | 2/2 [34–100 %] 3 ms |" "$(grep '^| 100 ' <<<"$table")"
check "phase rows" "4" "$(grep -c '^|' <<<"$table")"

# ---- paired tests pool the paper files and the generated instances of a fraction ----
# A solves the four instances at 45 % (two files, two generated); B solves one file only, and ran one more
# file that A did not (a partial campaign: not paired). Pooled: 4 pairs, only A solved 3, only B 0, so
# McNemar's exact two-sided p = 2 * (1/2)^3 = 0.25 (per kind it would be 2 pairs each, p = 1 and 0.5).
run=0
record() {  # SET FILE SOLVER SOLVED (each record its own run number: a campaign lists a run once)
    run=$((run + 1))
    jq -n -c --arg set "$1" --arg file "$2" --arg solver "$3" --argjson solved "$4" --argjson run $run '{run: $run, plan_size: 10,
        campaign: "c\($solver)", set: $set, file: $file, index: 1, line: 1, order: 3, cells: 81, givens: 36,
        fraction: 0.45, solver: $solver, algo: "dlx", params: {}, run_index: 0, seed: 1,
        status: (if $solved then "solved" else "cpu limit" end), solved: $solved, time_s: 1,
        cpu_s: (if $solved then 0.5 else 5 end), time_limit_s: 0, cpu_limit_s: 5, max_work: 0, iterations: 1,
        work: 1, work_unit: "nodes", restarts: null, cost: 0, best_cost: 0, message: "", stats: {}}'
}
{
    for solver in A B; do
        solved=true
        [ $solver == B ] && solved=false
        record inst9x9_45 inst9x9_45_0.txt $solver true
        record inst9x9_45 inst9x9_45_1.txt $solver $solved
        record gen9x9_0.45 "generate 3:0.45 #0" $solver $solved
        record gen9x9_0.45 "generate 3:0.45 #1" $solver $solved
    done
    record inst9x9_45 inst9x9_45_2.txt B true
} >"$records"
compare=$("$root/bench/phase/compare.sh" --sudolab "$sudolab" A,B -- "$records")
check "compare pooled set" "# compare A vs B on set pct45: 4 paired runs, both solved 1, neither 0" \
    "$(grep '^# compare A vs B on set' <<<"$compare")"
check "compare McNemar" "#   McNemar exact: only A solved 3, only B solved 0, p = 0.2500" "$(grep McNemar <<<"$compare")"
# sudolab's errors reach the user (only the expected partial-campaign warnings are dropped)
message=$("$root/bench/phase/compare.sh" --sudolab "$sudolab" A,C -- "$records" 2>&1) &&
    fail "compare with an unknown label succeeded: $message"
grep -q "no records of solver 'C'" <<<"$message" || fail "compare error message: $message"
grep -q "runs present" <<<"$message" && fail "compare passed on the partial-campaign warnings: $message"

if [ "$failures" -gt 0 ]; then echo "$failures failure(s)" >&2; exit 1; fi
echo "phase tools: all checks passed"
