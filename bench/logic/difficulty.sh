#!/usr/bin/env bash
# Time of the generator by difficulty (docs/HINTS.md, "Generator by difficulty"): for each grade,
# `sudolab generate --unique --difficulty GRADE --count COUNT --seed 1` on 9x9, timed by /usr/bin/time,
# then the puzzles rated again by `sudolab rate` (each must have that grade and one solution).
#
#   bench/logic/difficulty.sh [SUDOLAB]     records in bench/results/difficulty/
#   COUNT=N (default 10) puzzles per grade.
#   ORDER=4 generates 16x16 puzzles instead (records in bench/results/difficulty/16x16/, or OUT=DIR);
#   LIMIT=S (default none) stops a grade's generator after S seconds of CPU time (`ulimit -t`: the
#   generator is killed, exit 137 or 152 in times.tsv, and the puzzles written until then are kept), so a
#   grade the generator rarely reaches still ends, whatever the machine's load. GRADES="hard expert"
#   runs only those.
# "easy" (full houses and hidden singles only, no naked single) needs nearly full grids: its 9x9 row asks
# for --clues 60 (removal stops at 60 givens); the other grades remove givens as far as uniqueness allows.
# On 16x16 every grade's removal is steered by the grade instead (a given goes while the grade's
# techniques still solve the puzzle), with --clues 0.
#
# Records: GRADE.txt (the puzzles), GRADE.rate.jsonl (their grades), times.tsv (grade, count, clues,
# exit, wall s, user s, sys s, 1-minute load before), machine.txt. Runs are niced (nice -n 15); read CPU.
set -euo pipefail
cd "$(dirname "$0")/../.."
sudolab=${1:-build/native-release/sudolab}
count=${COUNT:-10}
order=${ORDER:-3}
out=${OUT:-bench/results/difficulty}
[ "$order" = 3 ] || out=${OUT:-bench/results/difficulty/$((order * order))x$((order * order))}
limit=${LIMIT:-0}
read -r -a grades <<<"${GRADES:-easy medium hard expert extreme}"
mkdir -p "$out"
{
    echo "date: $(date -u +%Y-%m-%dT%H:%M:%SZ)"
    echo "cpu: $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2- | sed 's/^ //')"
    echo "cores: $(nproc)"
    echo "load before: $(cut -d' ' -f1-3 /proc/loadavg)"
    echo "sudolab: $sudolab ($(git rev-parse --short HEAD)), order $order, count $count, CPU limit ${limit}s per grade (0 none)"
} >"$out/machine.txt"
printf 'grade\tcount\tclues\texit\twall_s\tuser_s\tsys_s\tload1\n' >"$out/times.tsv"
timing=$(mktemp)
trap 'rm -f "$timing"' EXIT
for grade in "${grades[@]}"; do
    clues=0
    # The easy grade's nearly full grids: 60 of 81 givens on 9x9. On 16x16 the removal is steered by the
    # grade (generate/graded.hpp), which decides the givens: no --clues there.
    [ "$grade" = easy ] && [ "$order" = 3 ] && clues=60
    load=$(cut -d' ' -f1 /proc/loadavg)
    code=0
    cpu=unlimited
    [ "$limit" = 0 ] || cpu=$limit
    /usr/bin/time -f '%e %U %S' -o "$timing" bash -c 'ulimit -t "$1"; shift; exec "$@"' _ "$cpu" nice -n 15 \
        "$sudolab" generate --unique --order "$order" --difficulty "$grade" --clues "$clues" --count "$count" \
        --seed 1 >"$out/$grade.txt" || code=$?
    read -r wall user sys < <(tail -n 1 "$timing")
    printf '%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\n' "$grade" "$count" "$clues" "$code" "$wall" "$user" "$sys" "$load" >>"$out/times.tsv"
    "$sudolab" rate "$out/$grade.txt" | sed "s|\"file\":\"[^\"]*\"|\"file\":\"$grade.txt\"|" >"$out/$grade.rate.jsonl" || true
done
echo "load after: $(cut -d' ' -f1-3 /proc/loadavg)" >>"$out/machine.txt"
