#!/usr/bin/env bash
# End-to-end checks of the `sudolab` tool (native, or sudolab.js under node): outputs, messages, exit codes.
# Usage: cli_test.sh [--emulator PROG] PATH/TO/sudolab PATH/TO/tests/data      (run by ctest as "sudolab_cli: cli_test.sh")
# --emulator runs the tool through PROG (node for the wasm build's sudolab.js).
set -u

runner=()
if [ "${1:-}" = "--emulator" ]; then
    runner=("$2")
    shift 2
fi
sudolab=$1
data=$2/cli
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cd "$data" || exit 1

failures=0
fail() {
    echo "FAIL: $*" >&2
    failures=$((failures + 1))
}

# run NAME EXPECTED_EXIT ARGS...: runs sudolab with stdout/stderr captured in $work/NAME.{out,err}.
run() {
    local name=$1 expected=$2
    shift 2
    "${runner[@]}" "$sudolab" "$@" >"$work/$name.out" 2>"$work/$name.err"
    local code=$?
    if [ "$code" -ne "$expected" ]; then
        fail "$name: exit $code, expected $expected (sudolab $*)"
        sed 's/^/    stderr: /' "$work/$name.err" | head -5 >&2
    fi
}

# expect_in NAME STREAM TEXT: the captured stream (out or err) contains TEXT.
expect_in() {
    grep -qF -- "$3" "$work/$1.$2" || fail "$1: $2 does not contain '$3': $(head -c 300 "$work/$1.$2")"
}

# expect_first NAME STREAM TEXT: the captured stream starts with TEXT.
expect_first() {
    local first
    first=$(head -c "${#3}" "$work/$1.$2")
    [ "$first" = "$3" ] || fail "$1: $2 starts with '$first', expected '$3'"
}

expect_lines() {
    local count
    count=$(wc -l <"$work/$1.$2")
    [ "$count" -eq "$3" ] || fail "$1: $2 has $count lines, expected $3"
}

# ---- list, params, help ----
run list 0 list
expect_in list out backtrack
expect_in list out dlx
# --ids: every id of the table, in its order, comma-separated on one line (bench/campaigns/campaigns.sh reads it).
run list_ids 0 list --ids
expect_lines list_ids out 1
table_ids=$(tail -n +2 "$work/list.out" | cut -d' ' -f1 | paste -sd, -)
[ "$(cat "$work/list_ids.out")" = "$table_ids" ] || fail "list --ids: '$(cat "$work/list_ids.out")', table ids '$table_ids'"
run params 0 params backtrack
run params_rules 0 params tabu
expect_in params_rules out "rules: repair only with mode = dfs-learning; learn-undone only with mode = dfs-learning; dead-end only with mode = paper; learn-undone only with repair = latest"
run params_rules_not 0 params backtrack
expect_in params_rules_not out "rules: solutions only with restarts = none; restart-base not with restarts = none"
# A setting the chosen mode would ignore is refused by solve and bench alike, naming the rule.
run rule_solve 2 solve --algo hill-climb --param search=plateau-walk --param queue-capacity=50 puzzles.txt
expect_in rule_solve err "parameter 'queue-capacity' (50) applies only with 'search' = queue, not plateau-walk"
run rule_bench 2 bench --algo r=reseda --param r.brute-force-box=top-left --runs 1 --max-work 10 -o - puzzles.txt
expect_in rule_bench err "parameter 'brute-force-box' (top-left) applies only with 'brute-force' = on, not off"
run help_params 0 solve --algo backtrack --help-params
# --json: the same table as data (bench/irace generates its scenario from it): read back with jq.
run params_json 0 params reseda --json
[ "$(jq -r '.params[] | select(.name == "alpha") | "\(.kind) \(.default) \(.min) \(.max) \(.bounds)"' "$work/params_json.out")" = \
    "real 0.7 0 1 open-max" ] || fail "params --json: alpha is not 'real 0.7 0 1 open-max'"
[ "$(jq -r '.params[] | select(.name == "zones") | .choices | join(",")' "$work/params_json.out")" = \
    "3,9,27,none" ] || fail "params --json: zones' choices"
[ "$(jq -r '.rules[] | select(.lesser == "brute-force-box") | "\(.greater) \(.only_when)"' "$work/params_json.out")" = \
    "brute-force on" ] || fail "params --json: the brute-force-box rule"
run params_reseda 0 params reseda
[ "$(jq '.params | length' "$work/params_json.out")" = "$(grep -c '^  [a-z0-9-]* = ' "$work/params_reseda.out")" ] ||
    fail "params --json: not as many parameters as the text table"
run params_unknown 2 params nope
expect_in params_unknown err "unknown algorithm 'nope'"
for command in solve generate check list params bench trace; do
    run "help_$command" 0 "$command" --help
done
run no_command 2

# ---- solve: outputs in input order, default algorithm and others ----
run solve 0 solve puzzles.txt
cmp -s "$work/solve.out" puzzles_solutions.txt || fail "solve: output differs from puzzles_solutions.txt"
run solve_dlx 0 solve --algo dlx puzzles.txt
cmp -s "$work/solve_dlx.out" puzzles_solutions.txt || fail "solve --algo dlx: output differs"
"${runner[@]}" "$sudolab" solve - <puzzles.txt >"$work/stdin.out" 2>/dev/null || fail "solve -: non-zero exit"
cmp -s "$work/stdin.out" puzzles_solutions.txt || fail "solve -: output differs"
run solve_json 0 solve --format json puzzles.txt
expect_lines solve_json out 3
[ "$(grep -c '"status":"solved"' "$work/solve_json.out")" -eq 3 ] || fail "solve json: 3 solved objects expected"
expect_in solve_json out '"stats":{'
expect_in solve_json out '"time_s":'
# sabuncu3 has two solutions: the exact solvers count both when asked for two.
for algo in dlx backtrack; do
    run "solve_two_$algo" 0 solve --algo "$algo" -p solutions=2 --format json ../named/sabuncu3.txt
    expect_in "solve_two_$algo" out '"solutions_found":2'
done
run solve_grid 0 solve --format grid puzzles.txt
expect_in solve_grid out '|'

# ---- links in a puzzle file: a SudokuWiki ?bd= address, a share link, and a link cut short ----
escargot=$(sed -n 2p puzzles.txt)
echo "https://www.sudokuwiki.org/sudoku.htm?bd=$(tr . 0 <<<"$escargot")" >"$work/wiki.txt"
run link_wiki 0 solve "$work/wiki.txt"
expect_first link_wiki out "$(head -1 puzzles_solutions.txt)"
echo "http://127.0.0.1:8080/#p=3.AnGkIlClBmHlIFlEnEClImAlHmBFnDmCpAlDAoGlGmCl&a=dlx&s=1" >"$work/share.txt"
run link_share 0 solve "$work/share.txt"
expect_first link_share out "$(head -1 puzzles_solutions.txt)"
echo "http://127.0.0.1:8080/#p=3.AnGkIlClBmHlIFlEnEClImAlHmBFnDmCpAlDAoGlGmCl&a=dlx&" >"$work/cut.txt"
run link_cut 2 solve "$work/cut.txt"
expect_in link_cut err "cut short"

# ---- unsolved puzzles: exit 1, one line per puzzle, reasons ----
run unsolvable 1 solve unsolvable.txt
expect_first unsolvable out "unsolved: no solution (proved by backtrack"
run mixed 1 solve puzzles.txt unsolvable.txt
expect_lines mixed out 4
head -3 "$work/mixed.out" | cmp -s - puzzles_solutions.txt || fail "mixed: solved lines differ"
run work_limit 1 solve --algo acs --max-work 1 puzzles.txt
expect_first work_limit out "unsolved: work limit 1 "
# Hill climbing practically never solves this 25x25 instance in 0.3 s, but a solved run is accepted too:
# what matters is that the limit is honoured and reported.
start=$(date +%s%N)
"${runner[@]}" "$sudolab" solve --algo hill-climb --time-limit 0.3 ../instances/inst25x25_45_0.txt >"$work/time_limit.out" 2>&1
code=$?
elapsed_ms=$((($(date +%s%N) - start) / 1000000))
if [ "$code" -eq 1 ]; then
    expect_first time_limit out "unsolved: time limit 0.3 s reached (cost "
elif [ "$code" -ne 0 ]; then
    fail "time_limit: exit $code: $(cat "$work/time_limit.out")"
fi
[ "$elapsed_ms" -lt 3000 ] || fail "time_limit: took $elapsed_ms ms for a 0.3 s limit"

# ---- bad input and usage: exit 2 with located messages ----
run bad_char 2 solve bad_char.txt
expect_first bad_char err "bad_char.txt: line 3, column 17: "
[ -s "$work/bad_char.out" ] && fail "bad_char: nothing may be solved before the input is known to be good"
run wrong_count 2 solve wrong_count.txt
expect_first wrong_count err "wrong_count.txt: line 2"
run conflict 2 solve conflict.txt
expect_first conflict err "conflict.txt: line 2"
expect_in conflict err "r1c1"
run unknown_algo 2 solve --algo nope puzzles.txt
expect_in unknown_algo err "unknown algorithm 'nope'"
run unknown_param 2 solve --param nosuch=1 puzzles.txt
expect_in unknown_param err "nosuch"
run bad_param 2 solve --algo acs --param ants=0 puzzles.txt
expect_in bad_param err "ants"
run missing_file 2 solve missing.txt
expect_first missing_file err "missing.txt: cannot read"
run bad_format 2 solve --format xml puzzles.txt
run negative_time 2 solve --time-limit -1 puzzles.txt

# ---- generate ----
run gen_fixed 0 generate --order 3 --fixed 0.5 --seed 42
# Same string as the golden check in tests/generate_test.cpp (native and wasm).
expect_first gen_fixed out "47..65......47......5.....49.47......5.924.37.3...1429.47..6...5.9.47...3.65..74."
run gen_batch 0 generate --order 3 --fixed 0.4 --count 5 --seed 7
expect_lines gen_batch out 5
run gen_batch_again 0 generate --order 3 --fixed 0.4 --count 5 --seed 7
cmp -s "$work/gen_batch.out" "$work/gen_batch_again.out" || fail "generate: same seed gave different output"
run gen_batch_solve 0 solve --algo dlx "$work/gen_batch.out"
run gen_16 0 generate --order 4 --fixed 0.3 --count 2 --seed 1
run gen_16_solve 0 solve "$work/gen_16.out"
run gen_unique 0 generate --order 3 --unique --count 3 --seed 5
run gen_unique_solve 0 solve --algo dlx "$work/gen_unique.out"
run gen_unique_check 0 check "$work/gen_unique.out" "$work/gen_unique_solve.out"
run gen_clues 0 generate --order 3 --unique --clues 40 --seed 5
[ "$(tr -cd '1-9' <"$work/gen_clues.out" | wc -c)" -eq 40 ] || fail "generate --clues 40: wrong clue count"
run gen_instance 0 generate --order 3 --fixed 0.5 --format instance
run gen_instance_solve 0 solve "$work/gen_instance.out"
run gen_both 2 generate --order 3 --fixed 0.5 --unique
run gen_neither 2 generate --order 3
run gen_unique_big 2 generate --order 5 --unique
run gen_bad_p 2 generate --order 3 --fixed 1.5
# 16x16 by difficulty: the removal steered by the grade gives a medium puzzle that rates medium.
run gen16_medium 0 generate --order 4 --unique --difficulty medium --seed 1
run gen16_medium_rate 0 rate "$work/gen16_medium.out"
expect_in gen16_medium_rate out '"grade":"medium"'
expect_in gen16_medium_rate out '"solved_by_logic":true'
run gen16_clues 2 generate --order 4 --unique --difficulty hard --clues 100
expect_in gen16_clues err "--clues cannot be combined with --difficulty on 16x16"

# ---- check ----
run check_ok 0 check puzzles.txt puzzles_solutions.txt
[ "$(grep -c '^ok$' "$work/check_ok.out")" -eq 3 ] || fail "check: 3 ok lines expected"
# The second solution with symbols 1 and 2 exchanged (a valid grid that breaks givens); in the first,
# r1c2 (not a given) copies r1c1: a clash.
sed '2y/12/21/' puzzles_solutions.txt >"$work/wrong_given.txt"
sed '1s/^\(.\)./\1\1/' puzzles_solutions.txt >"$work/clash.txt"
run check_wrong 1 check puzzles.txt "$work/wrong_given.txt"
expect_in check_wrong out "but the given is"
expect_lines check_wrong out 3
run check_clash 1 check puzzles.txt "$work/clash.txt"
expect_first check_clash out "invalid: "
expect_in check_clash out "appears twice"
expect_lines check_clash out 3
"${runner[@]}" "$sudolab" solve puzzles.txt unsolvable.txt >"$work/mixed_solutions.txt" 2>/dev/null
cat puzzles.txt unsolvable.txt >"$work/mixed_puzzles.txt"
run check_unsolved 1 check "$work/mixed_puzzles.txt" "$work/mixed_solutions.txt"
expect_in check_unsolved out "invalid: not solved (unsolved: no solution"
# A verdict line that breaks its grammar is bad input, located at the fault (line 4, after the word).
sed '4s/^unsolved:/unsolved -/' "$work/mixed_solutions.txt" >"$work/broken_verdict.txt"
run check_broken_verdict 2 check "$work/mixed_puzzles.txt" "$work/broken_verdict.txt"
expect_in check_broken_verdict err "line 4, column 9: expected ':' or the end of the line after 'unsolved'"
head -2 puzzles_solutions.txt >"$work/short.txt"
run check_count 2 check puzzles.txt "$work/short.txt"
expect_in check_count err "2 grid(s), but puzzles.txt has 3 puzzle(s)"
run check_missing 2 check puzzles.txt missing.txt

# ---- bench: records, summary arithmetic, shards, merge (the tool itself, not speed) ----
# 3 solvers x 6 instances (4 sets) x 3 runs = 54 runs that all end by themselves, so records are
# identical between executions except for time_s and cpu_s.
campaign=(--algo backtrack,dlx,acs --runs 3 --seed 9 --time-limit 20 ../named/aiescargot.txt ../named/coly013.txt
          puzzles.txt unsolvable.txt)
# strip_times FILE: the records without their timing fields (wall and CPU seconds).
strip_times() { sed -e 's/"time_s":[^,]*,//' -e 's/"cpu_s":[^,]*,//' "$1"; }
# table NAME: the summary table of a captured stdout without its header line.
table() { grep -v '^# [0-9m]' "$work/$1.out"; }
# expect_row NAME SOLVER SET "RUNS SOLVED RATE": the summary row's first columns.
expect_row() {
    local got
    got=$(awk -v s="$2" -v t="$3" '$1 == s && $2 == t { print $3, $4, $5 }' "$work/$1.out")
    [ "$got" = "$4" ] || fail "$1: row $2 $3 is '$got', expected '$4'"
}
run bench 0 bench "${campaign[@]}" --jobs 2 --out "$work/bench.jsonl" --summary-json "$work/bench_summary.json"
[ "$(wc -l <"$work/bench.jsonl")" -eq 54 ] || fail "bench: 54 records expected"
[ "$(grep -o '"run":[0-9]*' "$work/bench.jsonl" | cut -d: -f2 | tr '\n' ' ')" = "$(seq -s ' ' 0 53) " ] ||
    fail "bench: records not in run order 0..53"
expect_row bench backtrack aiescargot "3 3 100%"
expect_row bench acs unsolvable "3 0 0%"
expect_row bench dlx puzzles "9 9 100%"
expect_in bench out "MTTS"
grep -q $'\r' "$work/bench.err" && fail "bench: progress drawn on a non-terminal stderr"
[ "$(grep -c '"set":"puzzles","file":"puzzles.txt"' "$work/bench.jsonl")" -eq 27 ] || fail "bench: set names"
grep -qF '"solver":"dlx","algo":"dlx","set":"coly013"' "$work/bench_summary.json" || fail "bench: summary json"
# Records are well-formed: the tool reads them back and gives the same summary.
run bench_reread 0 bench --merge "$work/bench.jsonl"
[ "$(table bench)" = "$(table bench_reread)" ] || fail "bench --merge of its own records: summary differs"
# Same records whatever --jobs is.
run bench_j1 0 bench "${campaign[@]}" --jobs 1 --out "$work/bench_j1.jsonl"
[ "$(strip_times "$work/bench.jsonl")" = "$(strip_times "$work/bench_j1.jsonl")" ] || fail "bench: --jobs changes records"
# Shards partition the runs; their merge equals the unsharded campaign.
for i in 1 2 3; do
    run "shard$i" 0 bench "${campaign[@]}" --shard "$i/3" --out "$work/shard$i.jsonl"
    bad=$(grep -o '"run":[0-9]*' "$work/shard$i.jsonl" | cut -d: -f2 | awk -v i="$i" '$1 % 3 != i - 1' | wc -l)
    [ "$bad" -eq 0 ] && [ "$(wc -l <"$work/shard$i.jsonl")" -eq 18 ] || fail "shard $i/3: wrong runs"
done
run merge 0 bench --merge "$work/shard3.jsonl" "$work/shard1.jsonl" "$work/shard2.jsonl" --out "$work/merged.jsonl"
[ "$(strip_times "$work/merged.jsonl")" = "$(strip_times "$work/bench.jsonl")" ] || fail "merge: records differ"
strip_times "$work/merged.jsonl" | sed 's/"solved":/"time_s":0.5,&/' >"$work/merged0.jsonl"
strip_times "$work/bench.jsonl" | sed 's/"solved":/"time_s":0.5,&/' >"$work/bench0.jsonl"
run merge0 0 bench --merge "$work/merged0.jsonl"
run bench0 0 bench --merge "$work/bench0.jsonl"
[ "$(table merge0)" = "$(table bench0)" ] || fail "merge: summary differs from the unsharded one"
run merge_partial 0 bench --merge "$work/shard1.jsonl" "$work/shard2.jsonl"
expect_in merge_partial err "36 of 54 runs present"
run merge_twice 2 bench --merge "$work/shard1.jsonl" "$work/shard1.jsonl"
expect_in merge_twice err "appears twice"
run merge_bad 2 bench --merge puzzles.txt
expect_first merge_bad err "puzzles.txt: line 1: not a bench record"
# Summary arithmetic on known records: backtrack on aiescargot, times 1, 2, 3 s solved, 6 s unsolved.
template=$(head -1 "$work/bench.jsonl")
for spec in "0 1 true" "1 3 true" "2 6 false" "3 2 true"; do
    read -r id seconds solved <<<"$spec"
    sed -e "s/\"run\":0,\"plan_size\":54/\"run\":$id,\"plan_size\":4/" -e "s/\"time_s\":[^,]*/\"time_s\":$seconds/" -e "s/\"cpu_s\":[^,]*/\"cpu_s\":$seconds/" \
        -e "s/\"solved\":true/\"solved\":$solved/" -e "s/\"iterations\":[0-9]*/\"iterations\":${seconds}0/" <<<"$template"
done >"$work/known.jsonl"
run known 0 bench --merge "$work/known.jsonl" --summary-json "$work/known.json"
for fragment in '"runs":4,"solved":3' '"success_rate":0.75' \
    '"time_s":{"min":1.0,"q1":1.5,"median":2.0,"q3":2.5,"max":3.0}' '"mean_time_s":3.0' \
    '"mean_time_to_success_s":4.0' '"mean_iterations_to_success":40.0'; do
    grep -qF "$fragment" "$work/known.json" || fail "known summary: no $fragment in $(cat "$work/known.json")"
done
[ "$(awk '$1 == "backtrack" { print $3, $4, $5, $6, $7, $8, $9, $10, $11, $12 }' "$work/known.out")" = \
    "4 3 75% 1 1.5 2 2.5 3 3 4" ] || fail "known: table row: $(cat "$work/known.out")"
# Generated instances, labels and parameters, the time limit.
run bench_gen 0 bench --algo dlx,nobve=acs --param nobve.bve-rate=0 --runs 2 --generate 3:0.4:3:7 --out "$work/gen.jsonl"
expect_row bench_gen nobve gen9x9_0.4 "6 6 100%"
[ "$(grep -c '"solver":"nobve","algo":"acs","params":{[^}]*"bve-rate":"0"' "$work/gen.jsonl")" -eq 6 ] ||
    fail "bench: label and parameter not recorded"
run bench_limit 0 bench --algo hill-climb --runs 1 --time-limit 0.2 ../instances/inst25x25_45_0.txt --out "$work/limit.jsonl"
# The wall time is at least the limit and, on a busy machine, may run past it: under 10 s is accepted.
grep -Eq '"status":"time limit","solved":false,"time_s":(0\.[2-9]|[1-9]\.)' "$work/limit.jsonl" ||
    grep -q '"status":"solved"' "$work/limit.jsonl" || fail "bench: time limit not recorded: $(cat "$work/limit.jsonl")"
# --cpu-limit: the worker thread's CPU time, recorded as cpu_s next to the wall time and as cpu_limit_s.
run bench_cpu 0 bench --algo hill-climb --runs 1 --time-limit 0 --cpu-limit 0.2 ../instances/inst25x25_45_0.txt --out "$work/cpu.jsonl"
grep -q '"status":"cpu limit".*"cpu_s":0\.[2-9][0-9]*,"time_limit_s":0\.0,"cpu_limit_s":0\.2' "$work/cpu.jsonl" ||
    grep -q '"status":"solved"' "$work/cpu.jsonl" || fail "bench: cpu limit not recorded: $(cat "$work/cpu.jsonl")"
run solve_cpu 1 solve --algo hill-climb --time-limit 0 --cpu-limit 0.1 ../instances/inst25x25_45_0.txt
expect_in solve_cpu out "unsolved: cpu limit 0.1 s reached"
# Parameters are checked as a whole once, before any puzzle: one message, not one per puzzle.
run param_rule 2 solve --algo reseda -p samples=20 -p elites=30 puzzles.txt
expect_in param_rule err "parameter 'elites' (30) must be at most 'samples' (20)"
[ "$(grep -c "elites" "$work/param_rule.err")" -eq 1 ] || fail "param_rule: one message expected: $(cat "$work/param_rule.err")"
[ ! -s "$work/param_rule.out" ] || fail "param_rule: no puzzle may be solved"
run param_open 2 solve --algo anneal -p cooling=1 puzzles.txt
expect_in param_open err "parameter 'cooling' must be a number in (0, 1), not '1'"
run bench_shard_bad 2 bench --algo dlx --shard 4/3 puzzles.txt
expect_in bench_shard_bad err "--shard"
run bench_param_bad 2 bench --algo dlx,acs --param tabu.tenure=3 puzzles.txt
expect_in bench_param_bad err "no solver labelled 'tabu'"
run bench_gen_bad 2 bench --algo dlx --generate 3:2:5
expect_in bench_gen_bad err "FIXED"
run bench_no_input 2 bench --algo dlx
run bench_files_after_algo 0 bench --algo dlx puzzles.txt   # files right after --algo are files
expect_row bench_files_after_algo dlx puzzles "30 30 100%"
# Paired comparison of two labels on the same runs, in text and JSON.
run bench_compare 0 bench --merge "$work/bench.jsonl" --compare acs,dlx --compare-json "$work/compare.json"
expect_in bench_compare out "# compare acs vs dlx on set aiescargot: 3 paired runs"
expect_in bench_compare out "McNemar exact: only acs solved"
expect_in bench_compare out "# compare acs vs dlx on all sets:"
grep -qF '"a":"acs","b":"dlx","set":"*","pairs":18' "$work/compare.json" || fail "compare json: $(cat "$work/compare.json")"
run bench_compare_bad 2 bench --merge "$work/bench.jsonl" --compare acs,nope
expect_in bench_compare_bad err "no records of solver 'nope'"
expect_in bench out "rate.95%"
# Resume: a campaign cut after some runs continues where it stopped and ends with the same records.
head -20 "$work/bench.jsonl" >"$work/resumed.jsonl"
run bench_resume 0 bench "${campaign[@]}" --jobs 2 --out "$work/resumed.jsonl" --resume
expect_in bench_resume err "20 run(s) already in"
[ "$(sort "$work/resumed.jsonl" | strip_times /dev/stdin)" = "$(sort "$work/bench.jsonl" | strip_times /dev/stdin)" ] ||
    fail "bench --resume: records differ from the uninterrupted campaign"
run bench_resume_other 2 bench --algo dlx --runs 1 puzzles.txt --out "$work/resumed.jsonl" --resume
expect_in bench_resume_other err "holds runs of campaign"

# trace: one block of samples per solver, ending at the run's end.
run trace 0 trace --algo hill-climb,acs --max-work 500 --time-limit 5 puzzles.txt
[ "$(grep -c '^hill-climb	' "$work/trace.out")" -ge 2 ] || fail "trace: hill-climb samples missing"
[ "$(grep -c '^acs	' "$work/trace.out")" -ge 2 ] || fail "trace: acs samples missing"
run trace_index 2 trace --algo dlx --index 9 puzzles.txt
expect_in trace_index err "has 3 puzzle(s)"

# ---- hint, explain, rate: next step, whole path, grade ----
for command in hint explain rate; do
    run "help_$command" 0 "$command" --help
done
run hint 0 hint puzzles.txt
expect_lines hint out 3
# AI Escargot: the first step is a finned swordfish (no single, subset, fish or chain applies).
expect_first hint out "The 9s of row 2, row 5 and row 8 lie only in column 1, column 4 and column 6 apart from fins in box 8"
expect_in hint out ": finned swordfish."
expect_in hint out ": naked single."
! grep -qi search "$work/hint.out" || fail "hint: a hint of a puzzle with one solution mentions search: $(cat "$work/hint.out")"
# --logic-only changes nothing when logic has a step for every puzzle.
run hint_logic 0 hint --logic-only puzzles.txt
cmp -s "$work/hint.out" "$work/hint_logic.out" || fail "hint --logic-only: hints differ from those of hint"
# (The search hint and --logic-only's stuck end are checked on explain's paths below, with --forcing-depth 0.)
run hint_depth_bad 2 hint --forcing-depth 4 puzzles.txt
expect_in hint_depth_bad err "--forcing-depth"
run hint_json 0 hint --format json puzzles.txt
expect_lines hint_json out 3
expect_in hint_json out '"technique":"pointing","sentence":"In box 3 the 2s lie only in column 9'
expect_in hint_json out '"eliminations":[{"cell":"r7c9","values":[2]},{"cell":"r8c9","values":[2]}]'
# A chain's links as the app draws them: in order, strong and weak alternating, each end a candidate.
run hint_chain 0 hint --format json x_chain.txt
expect_in hint_chain out '"technique":"x-chain","sentence":"Chain (1)r3c2=(1)r3c4-(1)r1c6=(1)r5c6-(1)r5c9=(1)r7c9: '
expect_in hint_chain out '"links":[{"from":{"cell":"r3c2","value":1,"group":[]},"to":{"cell":"r3c4","value":1,"group":[]},"strength":"strong"},{"from":{"cell":"r3c4","value":1,"group":[]},"to":{"cell":"r1c6","value":1,"group":[]},"strength":"weak"},{"from":{"cell":"r1c6","value":1,"group":[]},"to":{"cell":"r5c6","value":1,"group":[]},"strength":"strong"},{"from":{"cell":"r5c6","value":1,"group":[]},"to":{"cell":"r5c9","value":1,"group":[]},"strength":"weak"},{"from":{"cell":"r5c9","value":1,"group":[]},"to":{"cell":"r7c9","value":1,"group":[]},"strength":"strong"}]'
# A step that is no chain has none.
[ "$(grep -c '"links":\[\]' "$work/hint_json.out")" -eq 3 ] || fail "hint --format json: links on a step that is no chain"
run hint_contradiction 1 hint unsolvable.txt
expect_in hint_contradiction out ": contradiction."
run hint_bad 2 hint bad_char.txt
expect_first hint_bad err "bad_char.txt: line 3, column 17: "
run explain 0 explain puzzles.txt
[ "$(grep -c '^solved in [0-9]* steps ([0-9]* logic, 0 search)$' "$work/explain.out")" -eq 3 ] ||
    fail "explain: 3 paths solved by logic alone expected"
# Without the forcing tier the techniques run dry on AI Escargot: the exact solver's value, labelled
# search (or, with --logic-only, a stuck path).
run explain_search 0 explain --forcing-depth 0 puzzles.txt
expect_in explain_search out ". No technique applies; the exact solver puts "
expect_in explain_search out ": search, not logic."
run explain_logic 1 explain --logic-only --forcing-depth 0 puzzles.txt
expect_in explain_logic out "No technique applies: the next step needs search."
expect_in explain_logic out "not solved after "
run explain_two 1 explain ../named/sabuncu3.txt
expect_in explain_two out "more than one solution"
run explain_16 0 explain ../hints/unique_16x16.txt
[ "$(grep -c '^solved in ' "$work/explain_16.out")" -eq 6 ] || fail "explain: 6 solved 16x16 paths expected"
run explain_json 0 explain --format json ../named/sabuncu1.txt
expect_in explain_json out '"end":{"status":"solved"'
run rate 0 rate puzzles.txt
expect_lines rate out 3
expect_in rate out '"solved_by_logic":true,"end":"solved","problem":"none","hardest":"naked-single"'
expect_in rate out '"givens":24,"solved_by_logic":true,"end":"solved","problem":"none","hardest":"nested-forcing-net"'
# sabuncu3 has 27 solutions: logic fills what is forced, then is stuck.
run rate_several 1 rate ../named/sabuncu3.txt
expect_in rate_several out '"solved_by_logic":false,"end":"stuck","problem":"logic-only"'
# Uniqueness techniques only after the exact solver proves one solution: never on sabuncu3's 27.
! grep -q 'unique-rectangle\|bug-plus-1' "$work/rate_several.out" || fail "rate: a uniqueness step on a puzzle with several solutions"
# unique_rectangle.txt (17 givens, one solution; the first of tests/data/hints/hard_sample_9x9.txt): its
# path takes a unique rectangle once rate and explain have proved the solution unique.
run rate_ur 0 rate unique_rectangle.txt
expect_in rate_ur out '"unique-rectangle-1":1'
run explain_ur 0 explain unique_rectangle.txt
expect_in explain_ur out ": swapping those would give a second solution, so 1 and 2 leave r8c7, the one corner with more candidates: unique rectangle type 1."
run rate_easy 0 rate ../named/sabuncu1.txt
run rate_bad 2 rate wrong_count.txt
expect_first rate_bad err "wrong_count.txt: line 2"
# 49x49 in the wide alphabet: a generated puzzle, hinted and rated.
run gen49 0 generate --order 7 --fixed 0.7 --count 1 --seed 3 --alphabet wide
cp "$work/gen49.out" "$work/g49.txt"
run hint_49 0 hint --alphabet wide "$work/g49.txt"
expect_in hint_49 out ": naked single."
run rate_49 0 rate --alphabet wide "$work/g49.txt"
expect_in rate_49 out '"order":7'
run hint_49_standard 2 hint "$work/g49.txt"

if [ "$failures" -ne 0 ]; then
    echo "$failures CLI check(s) failed" >&2
    exit 1
fi
echo "all CLI checks passed"
