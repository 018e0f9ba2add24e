#!/usr/bin/env bash
# bench/irace's generated scenario and target runner: make_parameters.py turns a parameter table (the form of
# `sudolab params ID --json`) into irace's lines, conditions and forbidden configurations, refuses a range
# outside the table's; target_runner.sh costs a solved run by its work and an unsolved one as 10 x the budget,
# and records each run. Needs python3 and jq (scripts/setup.sh); not irace.
# Usage: irace_tools_test.sh PATH/TO/REPOSITORY PATH/TO/sudolab
set -u
root=$1
sudolab=$2
failures=0
fail() { echo "FAIL: $*" >&2; failures=$((failures + 1)); }
# check NAME EXPECTED ACTUAL
check() { [ "$2" == "$3" ] || fail "$1: expected '$2', got '$3'"; }
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
make_parameters() { python3 "$root/bench/irace/make_parameters.py" "$@"; }

cat >"$dir/table.json" <<'JSON'
{"id": "demo", "work_unit": "steps", "params": [
  {"name": "pop-size", "kind": "integer", "default": "10", "min": 2, "max": 100, "bounds": "closed", "help": ""},
  {"name": "elite", "kind": "integer", "default": "2", "min": 1, "max": 100, "bounds": "closed", "help": ""},
  {"name": "alpha", "kind": "real", "default": "0.5", "min": 0, "max": 1, "bounds": "open-max", "help": ""},
  {"name": "mode", "kind": "choice", "default": "a", "choices": ["a", "b"], "help": ""},
  {"name": "depth", "kind": "integer", "default": "3", "min": 0, "max": 9, "bounds": "closed", "help": ""},
  {"name": "cp", "kind": "boolean", "default": "on", "choices": ["on", "off"], "help": ""},
  {"name": "width", "kind": "real", "default": "1", "min": 0, "max": 4, "bounds": "open", "help": ""}],
 "rules": [
  {"text": "elite <= pop-size", "lesser": "elite", "greater": "pop-size", "strict": false},
  {"text": "depth only with mode = b", "lesser": "depth", "greater": "mode", "only_when": "b"},
  {"text": "width not with cp = off", "lesser": "width", "greater": "cp", "not_when": "off"}]}
JSON
lines=$(make_parameters "$dir/table.json" --forbidden "$dir/forbidden.txt" | grep -v '^#')
check "parameter lines" 'pop_size "pop-size=" i (2, 100)
elite "elite=" i (1, 100)
alpha "alpha=" r (0, 0.999999)
mode "mode=" c (a, b)
depth "depth=" i (0, 9) | mode == "b"
cp "cp=" c (on, off)
width "width=" r (4e-06, 3.999996) | cp != "off"' "$lines"
check "forbidden" "elite > pop_size" "$(cat "$dir/forbidden.txt")"
# A mode left at its default drops its dependants' conditions, or the dependants if the default excludes them.
lines=$(make_parameters "$dir/table.json" --exclude mode --exclude cp --exclude pop-size --forbidden "$dir/f2.txt" |
    grep -v '^#' | cut -d' ' -f1 | paste -sd' ')
check "excluded modes" "elite alpha width" "$lines"
[ ! -e "$dir/f2.txt" ] || fail "an order rule on an excluded parameter still written as forbidden"
check "narrowed, log" 'pop_size "pop-size=" i,log (5, 50)' \
    "$(make_parameters "$dir/table.json" --range pop-size=5,50 --log pop-size | grep '^pop_size')"
make_parameters "$dir/table.json" --range pop-size=1,50 >/dev/null 2>"$dir/err" && fail "a range wider than the table's accepted"
grep -q "not inside the table's \[2, 100\]" "$dir/err" || fail "range error: $(cat "$dir/err")"
make_parameters "$dir/table.json" --log depth >/dev/null 2>"$dir/err" && fail "a log scale from 0 accepted"
make_parameters "$dir/table.json" --exclude nope >/dev/null 2>"$dir/err" && fail "an unknown parameter accepted"
grep -q "'nope' is not a parameter of demo" "$dir/err" || fail "unknown parameter error: $(cat "$dir/err")"
# The real table: every acs parameter but the excluded ones, in table order.
"$sudolab" params acs --json >"$dir/acs.json"
check "acs lines" "ants q0 rho local_rate bve_rate restart_after" \
    "$(make_parameters "$dir/acs.json" --exclude propagation --exclude ant-moves --exclude max-iterations |
        grep -v '^#' | cut -d' ' -f1 | paste -sd' ')"

# The target runner: one solved run (cost = its work) and one that hits the budget (cost = 10 x budget).
export SUDOLAB=$sudolab SUDOLAB_IRACE_ROOT=$root SUDOLAB_IRACE_SOLVER=acs SUDOLAB_IRACE_RECORDS=$dir/runs.jsonl
runner=$root/bench/irace/target_runner.sh
instance=$root/tests/data/instances/inst16x16_40_0.txt
SUDOLAB_IRACE_MAX_WORK=100000 "$runner" 7 1 9007199254740995 "$instance" ants=5 q0=0.5 >"$dir/cost1" ||
    fail "target runner failed on a solvable run"
check "solved run recorded" "7 true 3 tests/data/instances/inst16x16_40_0.txt 5" \
    "$(jq -r '"\(.config) \(.solved) \(.seed) \(.file) \(.params.ants)"' "$dir/runs.jsonl")"
check "solved cost = work" "$(jq -r .work "$dir/runs.jsonl")" "$(cat "$dir/cost1")"
[ "$(cat "$dir/cost1")" -gt 0 ] || fail "the solved run took no walk: pick an instance propagation does not solve"
SUDOLAB_IRACE_MAX_WORK=1 "$runner" 8 2 5 "$root/tests/data/instances/inst25x25_45_0.txt" >"$dir/cost2" ||
    fail "target runner failed on a run that reaches its budget"
check "unsolved cost" "10" "$(cat "$dir/cost2")"
check "unsolved recorded" "8 false work limit 10" "$(jq -r 'select(.config == 8) | "\(.config) \(.solved) \(.status) \(.cost)"' "$dir/runs.jsonl")"
SUDOLAB_IRACE_MAX_WORK=10 "$runner" 9 1 5 "$instance" ants=0 >/dev/null 2>&1 && fail "a refused parameter gave a cost"
SUDOLAB_IRACE_MAX_WORK=10 "$runner" 9 1 5 "$root/tests/data/cli/puzzles.txt" >/dev/null 2>&1 &&
    fail "a file of several puzzles gave a cost"

[ "$failures" -eq 0 ] && echo "irace tools: all checks passed"
exit $((failures > 0))
