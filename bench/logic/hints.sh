#!/usr/bin/env bash
# Grading benchmark of the hint engine (docs/HINTS.md): `sudolab rate` on the 9x9 sets of
# ../shared/datasets — puzzles per second (CPU and wall) and the share of each set solved by logic
# alone — beside Debian's `qqwing --solve --stats` on the same puzzles (its difficulty and techniques).
#
#   DATASETS=DIR (default ../shared/datasets, from the repository root) says where the sets are.
#   bench/logic/hints.sh run [PATH/TO/sudolab]    measure (RUNS=5 timed runs per set and tool, REPEAT=10
#                                            passes over the set per sudolab run), write records
#   bench/logic/hints.sh table                     the markdown tables of docs/HINTS.md, from the records
#
# Records (bench/results/hints/): SET.rate.jsonl (sudolab rate, one object per puzzle), SET.qqwing.csv
# (qqwing's CSV), times.tsv (one row per timed run: set, tool, run, puzzles graded or solved, wall s, user s, sys s,
# 1-minute load average before the run), machine.txt (CPU, cores, date, load). The runs are niced
# (nice -n 15): on a shared machine CPU time (user + sys) is the figure to read, wall time shows the load.
set -euo pipefail
cd "$(dirname "$0")/../.."
out=bench/results/hints
sets=(magictour_top1465 forum_hardest_1106 forum_hardest_1905_11plus_first2000 17_clue_first2000)
# SETS="a b" measures only those sets and APPENDs their rows to the existing times.tsv and machine.txt
# (to complete an interrupted campaign).
if [ -n "${SETS:-}" ]; then read -r -a measured <<<"$SETS"; else measured=("${sets[@]}"); fi

measure() {
    local sudolab=${1:-build/native-release/sudolab} datasets=${DATASETS:-../shared/datasets} runs=${RUNS:-5}
    local repeat=${REPEAT:-10}
    work=$(mktemp -d)  # global: the EXIT trap runs after this function has returned
    trap 'rm -rf "$work"' EXIT
    mkdir -p "$out"
    local append=false
    [ -n "${SETS:-}" ] && [ -f "$out/times.tsv" ] && append=true
    $append || : >"$out/machine.txt"
    {
        $append && echo "--- appended: sets $SETS"
        echo "date: $(date -u +%Y-%m-%dT%H:%M:%SZ)"
        echo "cpu: $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2- | sed 's/^ //')"
        echo "cores: $(nproc)"
        echo "load before: $(cut -d' ' -f1-3 /proc/loadavg)"
        echo "sudolab: $sudolab ($(git rev-parse --short HEAD))"
        echo "qqwing: $(qqwing --version 2>&1 | head -1)"
        echo "runs per set and tool: $runs (sudolab grades each set $repeat times per run)"
    } >>"$out/machine.txt"
    $append || printf 'set\ttool\trun\tpuzzles\twall_s\tuser_s\tsys_s\tload1\n' >"$out/times.tsv"
    for set in "${measured[@]}"; do
        grep -v '^#' "$datasets/$set.txt" | grep -v '^[[:space:]]*$' >"$work/$set.txt"
        local count
        count=$(wc -l <"$work/$set.txt")
        # The records: one untimed pass of each tool.
        "$sudolab" rate "$work/$set.txt" | sed "s|\"file\":\"[^\"]*\"|\"file\":\"$set.txt\"|" >"$out/$set.rate.jsonl" || true
        qqwing --solve --stats --csv <"$work/$set.txt" >"$out/$set.qqwing.csv"
        # sudolab grades a set in a fraction of a second, below what the 10 ms CPU clock of time(1) resolves
        # well: each timed sudolab run grades the set REPEAT times over (one process).
        for _ in $(seq 1 "$repeat"); do cat "$work/$set.txt"; done >"$work/$set.repeated.txt"
        for run in $(seq 1 "$runs"); do
            timed "$set" sudolab "$run" $((count * repeat)) "$work/rate.jsonl" nice -n 15 "$sudolab" rate "$work/$set.repeated.txt"
            timed "$set" qqwing "$run" "$count" "$work/qqwing.csv" nice -n 15 qqwing --solve --stats --csv <"$work/$set.txt"
            # Both tools are deterministic: a timed run prints the records again (REPEAT times for sudolab).
            head -n "$count" "$work/rate.jsonl" | sed "s|\"file\":\"[^\"]*\"|\"file\":\"$set.txt\"|" |
                cmp -s - "$out/$set.rate.jsonl" || { echo "hints.sh: sudolab rate output changed ($set)" >&2; exit 1; }
            # qqwing seeds its guesses from the clock, so its counts vary from run to run; what the tables use
            # (whether it guessed, its difficulty level) must not.
            cmp -s <(qqwingVerdicts "$work/qqwing.csv") <(qqwingVerdicts "$out/$set.qqwing.csv") ||
                { echo "hints.sh: qqwing's verdicts changed between runs ($set)" >&2; exit 1; }
        done
    done
    echo "load after: $(cut -d' ' -f1-3 /proc/loadavg)" >>"$out/machine.txt"
}

# Per puzzle: did qqwing guess, and its difficulty level.
qqwingVerdicts() { awk -F, 'NR > 1 { print ($9 == 0), $11 }' "$1"; }

# timed SET TOOL RUN COUNT OUTPUT COMMAND...: runs COMMAND (stdin passed through) and appends a times row.
timed() {
    local set=$1 tool=$2 run=$3 count=$4 output=$5
    shift 5
    local load
    load=$(cut -d' ' -f1 /proc/loadavg)
    /usr/bin/time -f '%e %U %S' -o "$output.time" "$@" >"$output" || [ "$tool" = sudolab ]  # rate exits 1 when some need search
    read -r wall user sys < <(tail -n 1 "$output.time")  # after a "Command exited with non-zero status" line
    printf '%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\n' "$set" "$tool" "$run" "$count" "$wall" "$user" "$sys" "$load" >>"$out/times.tsv"
}

# Mean and 95 % interval (Student t, n - 1 degrees of freedom) of puzzles per second per set and tool.
speed_table() {
    echo "| set | puzzles per timed run | tool | puzzles/s (CPU) | puzzles/s (wall) | runs | load (1 min) |"
    echo "|---|---:|---|---:|---:|---:|---:|"
    awk -F'\t' 'NR > 1 {
        key = $1 "\t" $2; n[key]++; p[key] = $4
        c = $4 / ($6 + $7); w = $4 / $5
        sc[key] += c; qc[key] += c * c; sw[key] += w; qw[key] += w * w
        if (!(key in lo) || $8 < lo[key]) lo[key] = $8; if ($8 > hi[key]) hi[key] = $8
        if (!(key in order)) { order[key] = ++keys; byIndex[keys] = key }
    } END {
        split("12.706 4.303 3.182 2.776 2.571 2.447 2.365 2.306 2.262", t, " ")
        for (i = 1; i <= keys; i++) {
            key = byIndex[i]; split(key, f, "\t"); m = n[key]
            mc = sc[key] / m; mw = sw[key] / m
            hc = m > 1 ? t[m - 1 > 9 ? 9 : m - 1] * sqrt((qc[key] - m * mc * mc) / (m - 1) / m) : 0
            hw = m > 1 ? t[m - 1 > 9 ? 9 : m - 1] * sqrt((qw[key] - m * mw * mw) / (m - 1) / m) : 0
            printf "| %s | %d | %s | %.0f ± %.0f | %.0f ± %.0f | %d | %.1f–%.1f |\n", f[1], p[key], f[2], mc, hc, mw, hw, m, lo[key], hi[key]
        }
    }' "$out/times.tsv"
}

# Per set: solved by logic (ours) vs solved without guessing (qqwing), our hardest techniques, qqwing's levels.
logic_table() {
    echo "| set | puzzles | sudolab: solved by logic | sudolab: hardest technique needed (puzzles) | qqwing: no guess | qqwing: difficulty (puzzles) |"
    echo "|---|---:|---:|---|---:|---|"
    for set in "${sets[@]}"; do
        local ours theirs
        ours=$(jq -s -r '
            (length) as $n | ([.[] | select(.solved_by_logic)] | length) as $l |
            ([.[] | select(.solved_by_logic) | .hardest] | group_by(.) | map("\(.[0]) \(length)") | join(", ")) as $h |
            "\($n) | \($l) (\(100 * $l / $n * 10 | round / 10) %) | \(if $h == "" then "–" else $h end)"' "$out/$set.rate.jsonl")
        theirs=$(awk -F, 'NR > 1 && NF > 5 { n++; if ($9 == 0) g++; d[$11]++ } END {
            split("Simple Easy Intermediate Expert", levels, " "); s = ""
            for (i = 1; i <= 4; i++) if (levels[i] in d) s = s (s == "" ? "" : ", ") levels[i] " " d[levels[i]]
            printf "%d (%.1f %%) | %s", g, 100 * g / n, s }' "$out/$set.qqwing.csv")
        echo "| $set | $ours | $theirs |"
    done
}

case "${1:-}" in
    run) shift; measure "$@" ;;
    table) speed_table; echo; logic_table ;;
    *) echo "usage: bench/logic/hints.sh run [PATH/TO/sudolab] | table" >&2; exit 2 ;;
esac
