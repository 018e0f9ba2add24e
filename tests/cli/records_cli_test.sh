#!/usr/bin/env bash
# `sudolab bench` records that never lose or double-count a run, and streaming `solve`/`check`/`rate`
# (native only): kill -9 at random points of a campaign then --resume, cut last lines, duplicates, two
# writers at once, a full disk (/dev/full; a 64 KiB tmpfs when mount works), an output that is an input,
# an existing records file, non-finite numbers, a huge plan, output decided before the work, and line
# numbers in files read in blocks. Usage: records_cli_test.sh PATH/TO/sudolab PATH/TO/tests/data
set -u
sudolab=$1
data=$2/cli
work=$(mktemp -d)
mounted=
cleanup() {
    [ -n "$mounted" ] && umount "$mounted" 2>/dev/null
    rm -rf "$work"
}
trap cleanup EXIT
. "$(dirname "${BASH_SOURCE[0]}")/expect.sh"  # fail, expect

# whole_records FILE PLAN: every line of FILE is a record (the tool reads it back), no run twice, and
# with PLAN the file holds exactly the runs 0..PLAN-1.
whole_records() {
    local file=$1 plan=${2:-}
    if [ -s "$file" ] && [ "$(tail -c 1 "$file" | od -An -c | tr -d ' ')" != '\n' ]; then
        fail "$file: does not end with a newline"
        return
    fi
    if [ -s "$file" ]; then
        "$sudolab" bench --merge "$file" >/dev/null 2>"$work/merge.err" || fail "$file: not whole records: $(head -c 300 "$work/merge.err")"
    fi
    [ -z "$plan" ] && return
    local runs
    runs=$(grep -o '"run":[0-9]*' "$file" | cut -d: -f2 | sort -n | tr '\n' ' ')
    [ "$runs" = "$(seq -s ' ' 0 $((plan - 1))) " ] || fail "$file: runs are '$runs', expected 0..$((plan - 1))"
}

# A campaign of 40 runs that each last 25 ms (hill-climb cannot solve unsolvable.txt), records ~700 bytes.
base=(--algo hill-climb,anneal --time-limit 0.025 "$data/unsolvable.txt")
campaign=("${base[@]}" --runs 20 --seed 3 --jobs 2)
plan=40

# ---- R5: an --out that is one of the inputs ----
cp "$data/puzzles.txt" "$work/p.txt"
expect "out is input" 2 "is the input file" bench --algo dlx -t 1 --out "$work/p.txt" "$work/p.txt"
cmp -s "$work/p.txt" "$data/puzzles.txt" || fail "out is input: the puzzle file changed"
ln "$work/p.txt" "$work/hard_link.txt"
expect "out is input (hard link)" 2 "is the input file" bench --algo dlx -t 1 --out "$work/hard_link.txt" "$work/p.txt"
expect "summary is input" 2 "is the input file" bench --algo dlx -t 1 --summary-json "$work/p.txt" "$work/p.txt"
cmp -s "$work/p.txt" "$data/puzzles.txt" || fail "summary is input: the puzzle file changed"

# ---- R6: an existing records file is neither emptied nor mixed without --resume or --force ----
"$sudolab" bench --algo dlx -t 1 -r 2 --out "$work/r6.jsonl" "$data/puzzles.txt" >/dev/null 2>&1
cp "$work/r6.jsonl" "$work/r6.before"
expect "existing records" 2 "already holds" bench --algo dlx -t 1 -r 1 --out "$work/r6.jsonl" "$data/puzzles.txt"
cmp -s "$work/r6.jsonl" "$work/r6.before" || fail "existing records: the file changed"
expect "force" 0 "3 runs" bench --algo dlx -t 1 -r 1 --force --out "$work/r6.jsonl" "$data/puzzles.txt"
whole_records "$work/r6.jsonl" 3
expect "resume and force" 2 "give one" bench --algo dlx -t 1 --resume --force --out "$work/r6.jsonl" "$data/puzzles.txt"

# ---- R7: every numeric option finite ----
for bad in inf nan 1e999 -inf; do
    expect "bench cpu-limit $bad" 2 "--cpu-limit: expected a decimal number" bench --algo dlx --cpu-limit "$bad" "$data/puzzles.txt"
    expect "bench time-limit $bad" 2 "--time-limit: expected a decimal number" bench --algo dlx --time-limit "$bad" "$data/puzzles.txt"
    expect "solve cpu-limit $bad" 2 "--cpu-limit: expected a decimal number" solve --cpu-limit "$bad" "$data/puzzles.txt"
    expect "solve time-limit $bad" 2 "--time-limit: expected a decimal number" solve --time-limit "$bad" "$data/puzzles.txt"
done
expect "bench cpu-limit -1" 2 "--cpu-limit: must be a number of seconds >= 0" bench --algo dlx --cpu-limit -1 "$data/puzzles.txt"

# ---- R9: a plan too large to hold is refused with its bound (was std::bad_alloc, exit 3) ----
expect "huge plan" 2 "at most 10000000 runs fit in one campaign" bench --algo dlx -t 1 --runs 2000000000 "$data/puzzles.txt"

# ---- R8: write errors at the first failing write, with the system's reason ----
if [ -w /dev/full ]; then
    expect "records to /dev/full" 2 "No space left on device" bench "${campaign[@]}" --out /dev/full
    grep -qF "at run record 1 of this session: 0 record(s) were written" "$work/err" ||
        fail "records to /dev/full: not stopped at the first record: $(cat "$work/err")"
    "$sudolab" bench "${campaign[@]}" --out - >/dev/full 2>"$work/err"
    [ $? -eq 2 ] && grep -qF "standard output failed (No space left on device) after 0 record(s)" "$work/err" ||
        fail "records on stdout to /dev/full: $(cat "$work/err")"
fi

# ---- R2: a cut last line (kill between a record and its newline, in older files) on --resume ----
"$sudolab" bench "${campaign[@]}" --out "$work/full.jsonl" >/dev/null 2>&1
whole_records "$work/full.jsonl" "$plan"
size=$(stat -c %s "$work/full.jsonl")
last=$(tail -n 1 "$work/full.jsonl" | wc -c)
# Cut inside the last record at several offsets, and just before its newline.
for keep in 1 17 $((last / 2)) $((last - 2)) $((last - 1)); do
    head -c $((size - last + keep)) "$work/full.jsonl" >"$work/cut.jsonl"
    "$sudolab" bench "${campaign[@]}" --resume --out "$work/cut.jsonl" >"$work/out" 2>"$work/err"
    code=$?
    [ "$code" -eq 0 ] || fail "cut at $keep: exit $code $(head -c 300 "$work/err")"
    if [ "$keep" -eq $((last - 1)) ]; then
        grep -qF "line $plan lacked its final newline: added" "$work/err" || fail "cut at $keep: no repair message: $(cat "$work/err")"
        grep -qF "$plan run(s) already in" "$work/err" || fail "cut at $keep: the whole record was not kept"
    else
        grep -qF "line $plan is a cut record" "$work/err" || fail "cut at $keep: no message: $(cat "$work/err")"
        grep -qF "$((plan - 1)) run(s) already in $work/cut.jsonl, 1 run now" "$work/err" || fail "cut at $keep: $(cat "$work/err")"
    fi
    whole_records "$work/cut.jsonl" "$plan"
done

# ---- R4: duplicate records are dropped on --resume, and said ----
{ cat "$work/full.jsonl"; sed -n '3p;7p;7p' "$work/full.jsonl"; } >"$work/dup.jsonl"
expect "duplicates" 0 "20 " bench "${campaign[@]}" --resume --out "$work/dup.jsonl"
grep -qF "3 duplicate record(s) dropped" "$work/err" || fail "duplicates: no message: $(cat "$work/err")"
[ "$(awk '$1 == "hill-climb" { print $3 }' "$work/out")" = 20 ] || fail "duplicates: summary counts $(cat "$work/out")"
whole_records "$work/dup.jsonl" "$plan"

# ---- fault injection: kill -9 at random points of a campaign, then --resume to the end ----
RANDOM=31
rm -f "$work/killed.jsonl"
for attempt in 1 2 3 4 5 6; do
    "$sudolab" bench "${campaign[@]}" --resume --out "$work/killed.jsonl" >/dev/null 2>&1 &
    pid=$!
    sleep "0.$(printf '%03d' $((RANDOM % 400)))"
    kill -9 "$pid" 2>/dev/null
    wait "$pid" 2>/dev/null
    whole_records "$work/killed.jsonl"   # only whole lines after every kill
done
expect "resume after kills" 0 "hill-climb" bench "${campaign[@]}" --resume --out "$work/killed.jsonl"
whole_records "$work/killed.jsonl" "$plan"

# ---- R3: two writers at once: the second is refused, naming the first ----
"$sudolab" bench "${base[@]}" --runs 20 --seed 3 --jobs 1 --out "$work/two.jsonl" >/dev/null 2>&1 &
first=$!
for _ in $(seq 100); do [ -s "$work/two.jsonl" ] && break; sleep 0.02; done
# Stopped (as a busy writer is), the first keeps its lock for both checks however slow they start (an
# ASan build, a loaded machine): otherwise it could end between the refusal and the holder's lookup.
kill -STOP "$first"
expect "second writer" 2 "is being written by another sudolab bench (process $first)" bench "${campaign[@]}" --resume --out "$work/two.jsonl"
expect "second merge" 2 "(process $first)" bench --merge "$work/full.jsonl" --out "$work/two.jsonl"
kill -CONT "$first"
wait "$first" || fail "first writer: exit $?"
whole_records "$work/two.jsonl" "$plan"
expect "resume after the first writer" 0 "hill-climb" bench "${campaign[@]}" --resume --out "$work/two.jsonl"
grep -qF "$plan run(s) already in $work/two.jsonl, 0 run now" "$work/err" || fail "after two writers: $(cat "$work/err")"

# ---- R1: merge into one of its inputs, atomically ----
cp "$work/full.jsonl" "$work/m1.jsonl"
"$sudolab" bench "${base[@]}" --runs 20 --seed 4 --jobs 2 --shard 1/2 --out "$work/m2.jsonl" >/dev/null 2>&1
expect "merge into input" 0 "merged 60 runs" bench --merge "$work/m1.jsonl" "$work/m2.jsonl" --out "$work/m1.jsonl"
[ "$(wc -l <"$work/m1.jsonl")" -eq 60 ] || fail "merge into input: $(wc -l <"$work/m1.jsonl") lines"

# ---- a full disk mid-way: a 64 KiB tmpfs (only where mount works, as root) ----
mkdir -p "$work/small"
if mount -t tmpfs -o size=64k tmpfs "$work/small" 2>/dev/null; then
    mounted=$work/small
    # Leave room for about 10 records: the campaign stops at the first failing write.
    head -c $((64 * 1024 - 7 * 1024)) /dev/zero >"$work/small/filler" 2>/dev/null
    expect "disk full" 2 "No space left on device" bench "${campaign[@]}" --out "$mounted/r.jsonl"
    written=$(grep -o '[0-9]* record(s) were written' "$work/err" | cut -d' ' -f1)
    [ -n "$written" ] && [ "$written" -gt 0 ] && [ "$written" -lt "$plan" ] || fail "disk full: $(cat "$work/err")"
    [ "$(wc -l <"$mounted/r.jsonl")" -eq "$written" ] || fail "disk full: file has $(wc -l <"$mounted/r.jsonl") lines, message says $written"
    whole_records "$mounted/r.jsonl"
    # A merge that cannot be written leaves the old file whole.
    cp "$mounted/r.jsonl" "$work/r.before"
    expect "merge on a full disk" 2 "the file is unchanged" bench --merge "$mounted/r.jsonl" "$work/m2.jsonl" --out "$mounted/r.jsonl"
    cmp -s "$mounted/r.jsonl" "$work/r.before" || fail "merge on a full disk: the file changed"
    rm "$mounted/filler"
    expect "resume after disk full" 0 "hill-climb" bench "${campaign[@]}" --resume --out "$mounted/r.jsonl"
    whole_records "$mounted/r.jsonl" "$plan"
    umount "$mounted" && mounted=
else
    echo "note: mount -t tmpfs not permitted here: the mid-way disk-full check was skipped (/dev/full ran)"
fi

# ---- issue 25 item 9: the output form is decided before the work ----
int36=$work/int36.txt
"$sudolab" generate --order 6 --fixed 0.6 --seed 2 --alphabet zero | awk '{
    for (i = 1; i <= 1296; i++) { c = substr($0, i, 1); v = (c == ".") ? 0 : index("0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ", c);
      printf "%d%s", v, (i % 36 == 0) ? "\n" : " " } }' >"$int36"
expect "integers stay integers" 0 "" solve -a dlx "$int36"
[ "$(wc -l <"$work/out")" -eq 36 ] && [ "$(awk '{ print NF }' "$work/out" | sort -u)" = 36 ] ||
    fail "integers stay integers: not 36 rows of 36 numbers: $(head -c 200 "$work/out")"
awk '{ for (i = 1; i <= NF; i++) if ($i < 1 || $i > 36) bad = 1 } END { exit bad }' "$work/out" || fail "integers: values"
expect "line refused before solving" 2 "cannot be written in the standard alphabet" solve -a dlx --format line -t 60 "$int36"
[ -s "$work/out" ] && fail "line refused before solving: something was written"
expect "line with zero alphabet" 0 "" solve -a dlx --format line --alphabet zero "$int36"
[ "$(wc -c <"$work/out")" -eq 1297 ] || fail "zero alphabet: one line of 1296 symbols expected"

# ---- streaming: a file of more than one block keeps its line and column numbers ----
line=$(grep -v '^#' "$data/puzzles.txt" | head -1)
awk -v p="$line" 'BEGIN { for (i = 0; i < 14000; i++) print p; print substr(p, 1, 40) "x" substr(p, 42) }' >"$work/long.txt"
expect "streamed error" 2 "long.txt: line 14001, column 41: 'x' is not a digit of a 9x9 puzzle" solve -a dlx "$work/long.txt"
[ "$(wc -l <"$work/out")" -ge 10000 ] || fail "streamed error: the blocks before the error were not solved"
awk -v p="$line" 'BEGIN { for (i = 0; i < 14000; i++) print p }' >"$work/long.txt"
"$sudolab" solve -a dlx "$work/long.txt" >"$work/long_solutions.txt" || fail "streamed solve: exit $?"
expect "streamed check" 0 "ok" check "$work/long.txt" "$work/long_solutions.txt"
[ "$(grep -c '^ok$' "$work/out")" -eq 14000 ] || fail "streamed check: $(grep -c '^ok$' "$work/out") ok lines"
head -n 13999 "$work/long_solutions.txt" >"$work/short_solutions.txt"
expect "streamed check count" 2 "13999 grid(s), but $work/long.txt has 14000 puzzle(s)" check "$work/long.txt" "$work/short_solutions.txt"

if [ "$failures" -ne 0 ]; then
    echo "$failures records check(s) failed" >&2
    exit 1
fi
echo "all records CLI checks passed"
