#!/usr/bin/env bash
# bench/campaigns/ecdf.py on handmade records: the runtime ECDF counts unsolved runs in the denominator, the work ECDF
# reads `work`, the performance profile's ratios are to the best label per problem and leave out problems no
# label solved; a broken record is an error naming its line. Needs python3 and gnuplot (scripts/setup.sh).
# Usage: ecdf_test.sh PATH/TO/REPOSITORY
set -u
root=$1
failures=0
fail() { echo "FAIL: $*" >&2; failures=$((failures + 1)); }
# check NAME EXPECTED ACTUAL
check() { [ "$2" == "$3" ] || fail "$1: expected '$2', got '$3'"; }
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT

cat >"$dir/records.jsonl" <<'JSONL'
{"file":"p.txt","index":1,"run_index":0,"solver":"A","solved":true,"cpu_s":0.001,"time_s":9,"work":10}
{"file":"p.txt","index":1,"run_index":0,"solver":"B","solved":true,"cpu_s":0.002,"time_s":9,"work":30}
{"file":"p.txt","index":2,"run_index":0,"solver":"A","solved":false,"cpu_s":5,"time_s":9,"work":99}
{"file":"p.txt","index":2,"run_index":0,"solver":"B","solved":true,"cpu_s":0.004,"time_s":9,"work":20}
{"file":"p.txt","index":3,"run_index":0,"solver":"A","solved":false,"cpu_s":5,"time_s":9,"work":99}
{"file":"p.txt","index":3,"run_index":0,"solver":"B","solved":false,"cpu_s":5,"time_s":9,"work":99}
JSONL
summary=$(python3 "$root/bench/campaigns/ecdf.py" --data "$dir/data" "$dir/plot" "$dir/records.jsonl") || fail "ecdf.py failed"
check "summary" "ecdf: 6 records, 2 labels, CPU seconds; profile left out 1 problems" "$summary"
check "cpu ECDF" $'A\t0.001\t0.333333\nB\t0.002\t0.333333\nB\t0.004\t0.666667' "$(cat "$dir/data/cpu.tsv")"
check "work ECDF" $'A\t10\t0.333333\nB\t20\t0.333333\nB\t30\t0.666667' "$(cat "$dir/data/work.tsv")"
check "profile" $'A\t1\t0.500000\nB\t1\t0.500000\nB\t2\t1.000000' "$(cat "$dir/data/profile.tsv")"
for plot in cpu work profile; do
    [ "$(head -c 8 "$dir/plot-$plot.png" | od -An -tx1 | tr -d ' \n')" == "89504e470d0a1a0a" ] || fail "$plot plot is not a PNG"
done

# wall clock when a record has no cpu_s; the axis and summary say so
grep -v '"index":3' "$dir/records.jsonl" | sed 's/"cpu_s":[0-9.]*,//' >"$dir/wall.jsonl"
summary=$(python3 "$root/bench/campaigns/ecdf.py" --data "$dir/wall" "$dir/wall" "$dir/wall.jsonl")
check "wall summary" "ecdf: 4 records, 2 labels, wall-clock seconds; profile left out 0 problems" "$summary"

# a broken record names its file and line
printf '%s\n' '{"solver":"A","solved":true,"cpu_s":1}' '{"solver":' >"$dir/bad.jsonl"
message=$(python3 "$root/bench/campaigns/ecdf.py" "$dir/bad" "$dir/bad.jsonl" 2>&1) && fail "a broken record was accepted"
grep -q "bad.jsonl: line 2: not a JSON record" <<<"$message" || fail "broken record message: $message"

if ((failures)); then echo "ecdf_test: $failures failed" >&2; exit 1; fi
echo "ecdf_test: all checks passed"
