#!/usr/bin/env bash
# scripts/docs_tables_check.py: every marked table of the project's docs agrees with its committed records;
# in handmade docs over handmade records, an agreeing table passes and a changed number, a missing row, a
# wrong column count, an unmarked generated table, a marker without a table and a command that is not a
# table maker each fail, saying file and line.
# usage: docs_tables_test.sh REPOSITORY
set -uo pipefail
repo="${1:?usage: docs_tables_test.sh REPOSITORY}"
check="$repo/scripts/docs_tables_check.py"
passed=0
failed=0
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

# expect NAME EXIT_CODE TEXT [FILE]: runs the check (on FILE, or on the project's docs) and wants its exit
# code and TEXT in its output.
expect() {
    local name="$1" want="$2" text="$3" got
    shift 3
    python3 "$check" "$@" >"$work/out" 2>&1
    got=$?
    if [[ $got -eq $want ]] && grep -qF -- "$text" "$work/out"; then
        echo "ok   - $name"
        passed=$((passed + 1))
    else
        echo "FAIL - $name: exit $got (want $want), output should contain \"$text\""
        sed 's/^/       /' "$work/out"
        failed=$((failed + 1))
    fi
}

# Two solvers on two puzzles, one run each.
records="$work/r.jsonl"
for row in 'acs a 0.002' 'acs b 0.004' 'dlx a 0.001' 'dlx b 0.003'; do
    read -r solver set time <<<"$row"
    printf '{"solver":"%s","set":"%s","solved":true,"time_s":%s}\n' "$solver" "$set" "$time" >>"$records"
done
table=$(bash "$repo/bench/campaigns/tables.sh" named "$records")
marker="<!-- table: bench/campaigns/tables.sh named $records -->"

printf '# Good\n\n%s\n\n%s\n' "$marker" "$table" >"$work/good.md"
expect "an agreeing table passes" 0 "1 tables agree" "$work/good.md"

printf '# Changed\n\n%s\n%s\n' "$marker" "${table/2 ms/2.5 ms}" >"$work/changed.md"
expect "a changed number fails at its row" 1 "changed.md:4: row 1 differs" "$work/changed.md"

printf '# Short\n\n%s\n%s\n' "$marker" "$(head -n 3 <<<"$table")" >"$work/short.md"
expect "a missing row fails" 1 "the table has 1 rows" "$work/short.md"

printf '# Columns\n\n%s\n| puzzle | acs |\n|---|---|\n| a | 100 %% |\n' "$marker" >"$work/columns.md"
expect "a wrong column count fails" 1 "the table has 2 columns" "$work/columns.md"

printf '# Unmarked\n\nMade by bench/campaigns/tables.sh named R.jsonl:\n\n%s\n' "$table" >"$work/unmarked.md"
expect "an unmarked generated table fails" 1 "unmarked.md:5: the text above names" "$work/unmarked.md"

printf '# Said\n\nMade by hand from tables.sh sets:\n<!-- table: not generated: with the paper'"'"'s numbers -->\n%s\n' \
    "$table" >"$work/said.md"
expect "a table that says it is not generated passes" 0 "0 tables agree" "$work/said.md"

printf '# Alone\n\n%s\n\nNo table.\n' "$marker" >"$work/alone.md"
expect "a marker without a table fails" 1 "alone.md:3: the marker is not followed by a table" "$work/alone.md"

printf '# Other\n\n<!-- table: rm -rf x -->\n%s\n' "$table" >"$work/other.md"
expect "a command that is not a table maker is refused" 1 'the marker names "rm"' "$work/other.md"

printf '# Second\n\n<!-- table 2: bench/campaigns/tables.sh named %s -->\n%s\n' "$records" "$table" >"$work/second.md"
expect "a marker asking for a table the command does not print fails" 1 "prints 1 table(s), the marker asks for table 2" \
    "$work/second.md"

printf '# Missing\n\n<!-- table: bench/campaigns/tables.sh named %s/none.jsonl -->\n%s\n' "$work" "$table" >"$work/missing.md"
expect "a missing records file fails" 1 "failed (exit" "$work/missing.md"

expect "the project's docs agree with their records" 0 "tables agree with their records"

echo "$passed passed, $failed failed"
((failed == 0))
