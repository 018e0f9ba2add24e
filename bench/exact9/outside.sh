#!/usr/bin/env bash
# Where the CPU time of a whole `sudolab solve --algo backtrack` process goes, per puzzle (docs/EXACT.md,
# "Round 4"): the 9x9 search (the functions of core/search/fast9_engine.cpp) against everything else
# (reading, checks, the result, the output line), measured inside the process by sampling it with
# `perf record`, and start-up apart. For each sudolab and set: the median task-clock of RUNS whole processes
# (`perf stat`), the share of perf samples in the search, and the median task-clock of a process given the
# set's first puzzle alone (start-up + one search); then per puzzle, in µs of CPU:
#   search = task-clock x search share / puzzles, outside = (task-clock x other share - start-up) / puzzles.
# The inputs are the sets' 81-character lines (as peers.sh makes them) repeated so that a run lasts
# ~100-300 ms (17-clue x5, forum_hardest_1106 x3, magictour_top1465 x3): enough samples at 20 kHz.
# Usage: bench/exact9/outside.sh [LABEL=PATH/TO/sudolab[:NAME=VALUE,...] ...]   (default one sudolab:
#        build/native-release/sudolab; SHARED=DIR, default ../shared; RUNS, default 5; SOLUTIONS, default 1;
#        OUT, default bench/results/exact9; RECORD, default outside.tsv)
set -euo pipefail
cd "$(dirname "$0")/../.."
sudolabs=("$@")
[[ ${#sudolabs[@]} -gt 0 ]] || sudolabs=("sudolab=build/native-release/sudolab")
data=${SHARED:-../shared}/datasets
runs=${RUNS:-5}
solutions=${SOLUTIONS:-1}
out=${OUT:-bench/results/exact9}
record=$out/${RECORD:-outside.tsv}
mkdir -p "$out"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

declare -A repeats=([17_clue_first2000]=5 [forum_hardest_1106]=3 [forum_hardest_1905_11plus_first2000]=1
    [magictour_top1465]=3)
names=(17_clue_first2000 forum_hardest_1106 forum_hardest_1905_11plus_first2000 magictour_top1465)
for name in "${names[@]}"; do
    grep -v '^#' "$data/$name.txt" | grep -oE '^[0-9.]{81}' | head -n 2000 >"$work/one.txt"
    for _ in $(seq 1 "${repeats[$name]}"); do cat "$work/one.txt"; done >"$work/$name.txt"
    head -n 1 "$work/one.txt" >"$work/$name-first.txt"
done

# The command of one sudolab on one file: LABEL=PATH[:NAME=VALUE,...] -> PATH solve ... FILE.
command_of() {
    local spec=${1#*=} file=$2 params=()
    if [[ $spec == *:* ]]; then
        IFS=, read -ra named <<<"${spec#*:}"
        for param in "${named[@]}"; do params+=(-p "$param"); done
    fi
    echo "${spec%%:*} solve --algo backtrack -p solutions=$solutions ${params[*]} $file"
}

# Median task-clock ms of RUNS processes, output checked: one solution line per puzzle.
median_ms() {
    local file=$1 command=$2 times=()
    for _ in $(seq 1 "$runs"); do
        # shellcheck disable=SC2086
        perf stat -x, -e task-clock -o "$work/stat.txt" $command >"$work/out.txt"
        [[ $(grep -cE '^[1-9]{81}$' "$work/out.txt") == $(wc -l <"$file") ]] || { echo "wrong output: $command" >&2; exit 1; }
        times+=("$(awk -F, '/task-clock/ {print $1; exit}' "$work/stat.txt")")
    done
    printf '%s\n' "${times[@]}" | sort -g | awk '{a[NR] = $1} END {print (NR % 2) ? a[(NR + 1) / 2] : (a[NR / 2] + a[NR / 2 + 1]) / 2}'
}

# Share (0-1) of the samples of one process that fall in the 9x9 search's functions.
search_share() {
    local command=$1
    # shellcheck disable=SC2086
    perf record -q -F 20000 -o "$work/perf.data" $command >/dev/null 2>&1
    perf report -i "$work/perf.data" --no-children --sort sym --stdio 2>/dev/null |
        awk '/^ +[0-9.]+%/ {share = $1; sub("%", "", share); total += share; if ($0 ~ /Fast9</) search += share}
             END {printf "%.4f\n", search / total}'
}

{
    echo "# $(date -u +%FT%TZ) $(nproc) cores, load at start $(cut -d' ' -f1-3 /proc/loadavg); solutions=$solutions; task-clock medians of $runs processes; search share from one perf record at 20 kHz; us = CPU microseconds per puzzle"
    printf 'sudolab\tset\tpuzzles\ttask_ms\tstartup_ms\tsearch_share\tsearch_us\toutside_us\n'
} >"$record"
for name in "${names[@]}"; do
    for sudolab in "${sudolabs[@]}"; do
        file=$work/$name.txt
        n=$(wc -l <"$file")
        total=$(median_ms "$file" "$(command_of "$sudolab" "$file")")
        startup=$(median_ms "$work/$name-first.txt" "$(command_of "$sudolab" "$work/$name-first.txt")")
        share=$(search_share "$(command_of "$sudolab" "$file")")
        awk -v l="${sudolab%%=*}" -v s="$name" -v n="$n" -v t="$total" -v u="$startup" -v f="$share" 'BEGIN {
            printf "%s\t%s\t%d\t%.1f\t%.2f\t%.3f\t%.2f\t%.2f\n", l, s, n, t, u, f, t * f / n * 1000, (t * (1 - f) - u) / n * 1000
        }' >>"$record"
    done
done
echo "# load at end $(cut -d' ' -f1-3 /proc/loadavg)" >>"$record"
column -t -s $'\t' "$record"
