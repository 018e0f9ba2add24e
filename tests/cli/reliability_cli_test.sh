#!/usr/bin/env bash
# The `sudolab` tool on hostile input and failing output (native only): strict numeric options, write
# errors, a directory as puzzle file, a huge CSV header read under a CPU-time limit, exact numbers in
# JSON, and the bench summary's thread count. Usage: reliability_cli_test.sh PATH/TO/sudolab PATH/TO/tests/data
set -u
sudolab=$1
data=$2/cli
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
puzzles=$data/puzzles.txt
. "$(dirname "${BASH_SOURCE[0]}")/expect.sh"  # fail, expect

# ---- numbers on the command line: nothing converted silently ----
for bad in -1 '' 18446744073709551616 0x10 ' 5' 5x +5 1e3; do
    expect "seed '$bad'" 2 "--seed: expected a whole number" solve --seed "$bad" "$puzzles"
    expect "generate seed '$bad'" 2 "--seed: expected a whole number" generate --fixed 0.5 --seed "$bad"
    expect "max-work '$bad'" 2 "--max-work: expected a whole number" solve --max-work "$bad" "$puzzles"
done
for bad in '' ' 1' 0x1 1,5 inf nan; do
    expect "time-limit '$bad'" 2 "--time-limit: expected a decimal number" solve -t "$bad" "$puzzles"
    expect "fixed '$bad'" 2 "--fixed: expected a decimal number" generate --fixed "$bad"
done
expect "count -1" 2 "--count: expected a whole number" generate --fixed 0.5 --count -1
expect "largest seed" 0 "162857493534129678789643521475312986913586742628794135356478219241935867897261354" solve --seed 18446744073709551615 "$puzzles"
for bad in 0x10 ' 5' '5 ' +5 inf 2.5; do
    expect "param '$bad'" 2 "parameter 'max-nodes' must be" solve -a backtrack -p "max-nodes=$bad" "$puzzles"
done
expect "generate spec seed" 2 "SEED must be a whole number" bench -a dlx -t 1 -g 2:0.5:1:18446744073709551616
expect "generate spec fixed" 2 "FIXED must be" bench -a dlx -t 1 -g 2:0x0.8:1

# ---- exact numbers: integer parameters are written in full in JSON ----
expect "json max-nodes" 0 '"max-nodes":"123456789012"' solve -f json -a backtrack -p max-nodes=123456789012 "$puzzles"

# ---- write errors are failures ----
if [ -w /dev/full ]; then
    for command in "solve $puzzles" "generate --fixed 0.5 --count 3" "check $puzzles $data/puzzles_solutions.txt"; do
        # shellcheck disable=SC2086
        "$sudolab" $command >/dev/full 2>"$work/err"
        code=$?
        [ "$code" -ne 0 ] || fail "$command > /dev/full: exit 0"
        grep -qF "writing the output failed" "$work/err" || fail "$command > /dev/full: no message"
    done
fi

# ---- a directory is not a puzzle file ----
expect "directory" 2 "is a directory, not a puzzle file" solve "$data"

# ---- 1,600,000 CSV header lines: read in linear time (the old reader needed ~80 s of CPU), under a CPU limit ----
awk 'BEGIN { for (i = 0; i < 1600000; i++) print "ab,"; print "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79," }' \
    >"$work/header.csv"
(ulimit -t 20; "$sudolab" solve -a dlx "$work/header.csv" >"$work/out" 2>"$work/err") ||
    fail "1.6M header lines: exit $? $(head -c 300 "$work/err")"
grep -q "^534678912672195348198342567859761423426853791713924856961537284287419635345286179$" "$work/out" ||
    fail "1.6M header lines: wrong output $(head -c 200 "$work/out")"

# ---- the bench summary reports the threads that ran ----
expect "bench jobs" 0 "2 job(s)" bench -a dlx -t 1 -r 2 -j 64 "$data/unsolvable.txt"
# The summary's header states every limit of the runs (the CPU limit too; "none" never hides one).
expect "bench limits header" 0 "limits: CPU 2 s, work 5 units," bench -a dlx -t 0 --cpu-limit 2 --max-work 5 -r 1 "$data/unsolvable.txt"
expect "bench wall header" 0 "limits: wall 1 s," bench -a dlx -t 1 -r 1 "$data/unsolvable.txt"
expect "bench jobs range" 2 "--jobs" bench -a dlx -t 1 -j 2147483647 "$puzzles"

if [ "$failures" -ne 0 ]; then
    echo "$failures reliability check(s) failed" >&2
    exit 1
fi
echo "all reliability CLI checks passed"
