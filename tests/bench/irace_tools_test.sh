#!/usr/bin/env bash
# bench/irace's generated scenario and target runner: make_parameters.py turns a parameter table (the form of
# `sudolab params ID --json`) into irace's lines, conditions and forbidden configurations, refuses a range
# outside the table's; target_runner.sh costs a solved run by its work and an unsolved one as 10 x the budget
# (par10) or a run by its best cost + the fraction of the budget used (best-cost), and records each run;
# cost_table.py and cost_test.sh summarise and test a test bench's best costs. Needs python3, jq and R's
# Rscript (scripts/setup.sh test); not irace itself.
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
# The anneal scenario's parameters (bench/irace/anneal_hard25.sh's table options).
"$sudolab" params anneal --json >"$dir/anneal.json"
check "anneal lines" 'cp "cp=" c (on, off)
cooling "cooling=" r (0.9, 0.9999)
t0_from "t0-from=" c (variance, std-dev)
chain "chain=" c (cells-squared, box-squares)
reheat_after "reheat-after=" i (0, 200)' \
    "$(make_parameters "$dir/anneal.json" --exclude max-moves --exclude trial-moves --range cooling=0.9,0.9999 \
        --range reheat-after=0,200 | grep -v '^#')"

# The best-cost objective, with a fake solver that prints the result held in FAKE_RESULT (one JSON line).
cat >"$dir/fake_sudolab" <<'SH'
#!/usr/bin/env bash
echo "$FAKE_RESULT"
[ "$(jq -r .solved <<<"$FAKE_RESULT")" = true ]
SH
chmod +x "$dir/fake_sudolab"
fake_run() {  # fake_run COST_MODE RESULT_JSON: the runner's cost for that result, budget 400 work units
    FAKE_RESULT=$2 SUDOLAB=$dir/fake_sudolab SUDOLAB_IRACE_COST=$1 SUDOLAB_IRACE_MAX_WORK=400 \
        SUDOLAB_IRACE_RECORDS=$dir/fake_runs.jsonl "$runner" 1 1 5 "$instance"
}
unsolved='{"file": "f", "seed": 5, "status": "work limit", "solved": false, "work": 400, "best_cost": 7, "params": {}}'
solved='{"file": "f", "seed": 5, "status": "solved", "solved": true, "work": 100, "best_cost": 0, "params": {}}'
check "best-cost of an unsolved run = best cost + 1" "8" "$(fake_run best-cost "$unsolved")"
check "best-cost of a solved run = work / budget" "0.25" "$(fake_run best-cost "$solved")"
check "par10 of the same solved run = work" "100" "$(fake_run par10 "$solved")"
check "par10 of the same unsolved run = 10 x budget" "4000" "$(fake_run par10 "$unsolved")"
check "best cost recorded" "7 8" "$(jq -r 'select(.solved == false) | "\(.best_cost) \(.cost)"' "$dir/fake_runs.jsonl" | head -1)"
fake_run best-cost '{"file": "f", "status": "gave up", "solved": false, "work": 5, "best_cost": 3, "message": "x"}' \
    >/dev/null 2>&1 && fail "a run that gave up before the budget got a cost"
fake_run pareto "$unsolved" >/dev/null 2>"$dir/err" && fail "an unknown cost mode accepted"
grep -q "unknown SUDOLAB_IRACE_COST 'pareto'" "$dir/err" || fail "cost mode error: $(cat "$dir/err")"

# cost_table.py and cost_test.sh on six handmade pairs where b is lower every time: the sign test's exact
# two-sided p is 2 / 2^6 = 0.03125.
for i in 1 2 3 4 5 6; do
    echo "{\"solver\": \"a\", \"file\": \"f$i\", \"run_index\": 0, \"best_cost\": $((i + 5)), \"solved\": false}"
    echo "{\"solver\": \"b\", \"file\": \"f$i\", \"run_index\": 0, \"best_cost\": $((i - 1)), \"solved\": $([ "$i" = 1 ] && echo true || echo false)}"
done >"$dir/test.jsonl"
check "cost table" '| a | 6 | 0 | 6 | 7.25 | 8.5 | 9.75 | 11 | 8.5 |
| b | 6 | 1 | 0 | 1.25 | 2.5 | 3.75 | 5 | 2.5 |' "$(python3 "$root/bench/irace/cost_table.py" "$dir/test.jsonl" | tail -2)"
"$root/bench/irace/cost_test.sh" "$dir/test.jsonl" a b >"$dir/cost_test.txt" 2>&1 || fail "cost_test.sh failed: $(cat "$dir/cost_test.txt")"
grep -q "sign test: 6 non-tied pairs, a higher in 6, b higher in 0, p = 0.0313" "$dir/cost_test.txt" ||
    fail "sign test: $(cat "$dir/cost_test.txt")"
grep -q "solved: a 0, b 1; only a 0, only b 1" "$dir/cost_test.txt" || fail "solved counts: $(cat "$dir/cost_test.txt")"
head -11 "$dir/test.jsonl" >"$dir/unpaired.jsonl"
"$root/bench/irace/cost_test.sh" "$dir/unpaired.jsonl" a b >/dev/null 2>"$dir/err" && fail "an unpaired run accepted"
grep -q "f6 run 0: expected one run of a and one of b" "$dir/err" || fail "unpaired error: $(cat "$dir/err")"

[ "$failures" -eq 0 ] && echo "irace tools: all checks passed"
exit $((failures > 0))
