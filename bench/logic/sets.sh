#!/usr/bin/env bash
# Logic-only solve rates of the hint engine (docs/HINTS.md, "Logic for every puzzle"): `sudolab rate` on
# the hard 9x9 sets of ../shared/datasets and on fresh samples of Debian's qqwing "expert" and `sudoku`
# "fiendish" puzzles; per set the share solved by logic alone, the hardest technique and the rating.
#
#   DATASETS=DIR (default ../shared/datasets, from the repository root) says where the sets are.
#   bench/logic/sets.sh samples              generate the two fresh samples once (bench/data/logic/, committed:
#                                       both generators draw from the clock, so a rerun gives other puzzles)
#   bench/logic/sets.sh run LABEL [SUDOLAB]  grade every set with that binary; records in bench/results/logic/LABEL/
#   bench/logic/sets.sh check [SUDOLAB]      soundness: every step of every puzzle against its unique solution
#   bench/logic/sets.sh table LABEL...       the markdown table of docs/HINTS.md, from the records
#   bench/logic/sets.sh big LABEL [SUDOLAB]  16x16 and 25x25: every step of the six unique 16x16 puzzles
#                                       (rate --verify --times), and the CPU time of rating boards
#                                       without a forcing argument (bench/data/logic/several_big.txt):
#                                       their last hint finds nothing, where the forcing budget ends it
#
# Records: LABEL/SET.rate.jsonl (one grade per puzzle), LABEL/times.tsv (set, puzzles, wall s, user s, sys s,
# 1-minute load before), LABEL/machine.txt. Runs are niced (nice -n 15); read CPU time (user + sys).
set -euo pipefail
cd "$(dirname "$0")/../.."
out=bench/results/logic
samples=bench/data/logic
datasets=${DATASETS:-../shared/datasets}
# SETS="a b" runs only those (e.g. a second process in parallel under another label).
read -r -a sets <<<"${SETS:-magictour_top1465 forum_hardest_1106 forum_hardest_1905_11plus_first2000 qqwing_expert_100 sudoku_fiendish_100}"

# The puzzles of SET, one per line, without comments.
puzzlesOf() {
    local file="$datasets/$1.txt"
    [ -f "$samples/$1.txt" ] && file="$samples/$1.txt"
    grep -v '^#' "$file" | grep -v '^[[:space:]]*$'
}

makeSamples() {
    mkdir -p "$samples"
    {
        echo "# 100 puzzles of: qqwing --generate 100 --difficulty expert --one-line ($(qqwing --version 2>&1 | head -1)), $(date -u +%F)"
        qqwing --generate 100 --difficulty expert --one-line
    } >"$samples/qqwing_expert_100.txt"
    {
        echo "# 100 puzzles of: /usr/games/sudoku -g100 -cfiendish -fcompact (Debian sudoku $(dpkg-query -W -f='${Version}' sudoku)), $(date -u +%F), one line each"
        # Compact format: 9 lines of 9 characters per board after a '%' comment line.
        script -qec "/usr/games/sudoku -g100 -cfiendish -fcompact" /dev/null | tr -d '\r' |
            grep -E '^[.1-9]{9}$' | paste -d '' - - - - - - - - -
    } >"$samples/sudoku_fiendish_100.txt"
}

run() {
    local label=$1 sudolab=${2:-build/native-release/sudolab}
    # --verify (every step against the unique solution) and --times (CPU per hint) exist from the logic
    # work on; the "before" binary predates them (VERIFY= turns them off).
    local flags=${VERIFY---verify --times}
    local dir="$out/$label"
    mkdir -p "$dir"
    work=$(mktemp -d)
    trap 'rm -rf "$work"' EXIT
    {
        echo "date: $(date -u +%Y-%m-%dT%H:%M:%SZ)"
        echo "cpu: $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2- | sed 's/^ //')"
        echo "cores: $(nproc)"
        echo "load before: $(cut -d' ' -f1-3 /proc/loadavg)"
        echo "sudolab: $sudolab ($(git rev-parse --short HEAD), label $label)"
    } >"$dir/machine.txt"
    printf 'set\tpuzzles\twall_s\tuser_s\tsys_s\tload1\n' >"$dir/times.tsv"
    for set in "${sets[@]}"; do
        puzzlesOf "$set" >"$work/$set.txt"
        local load
        load=$(cut -d' ' -f1 /proc/loadavg)
        /usr/bin/time -f '%e %U %S' -o "$work/time" nice -n 15 "$sudolab" rate $flags "$work/$set.txt" 2>/dev/null |
            sed "s|\"file\":\"[^\"]*\"|\"file\":\"$set.txt\"|" >"$dir/$set.rate.jsonl" || true
        read -r wall user sys < <(tail -n 1 "$work/time")
        printf '%s\t%s\t%s\t%s\t%s\t%s\n' "$set" "$(wc -l <"$work/$set.txt")" "$wall" "$user" "$sys" "$load" >>"$dir/times.tsv"
    done
    echo "load after: $(cut -d' ' -f1-3 /proc/loadavg)" >>"$dir/machine.txt"
}

# Per set and label: puzzles, solved by logic alone, hardest technique needed.
table() {
    echo "| set | run | puzzles | solved by logic | hardest technique (puzzles solved) |"
    echo "|---|---|---:|---:|---|"
    for set in "${sets[@]}"; do
        for label in "$@"; do
            jq -s -r --arg set "$set" --arg run "$label" '
                (length) as $n | ([.[] | select(.solved_by_logic)] | length) as $l |
                ([.[] | select(.solved_by_logic) | .hardest] | group_by(.) | map("\(.[0]) \(length)") | join(", ")) as $h |
                "| \($set) | \($run) | \($n) | \($l) (\(1000 * $l / $n | round / 10) %) | \(if $h == "" then "–" else $h end) |"' \
                "$out/$label/$set.rate.jsonl"
        done
    done
}

# Per set: steps checked against the solution and found wrong, grades, CPU per hint (median, p99, max).
checks() {
    echo "| set | puzzles | unsound steps | rating (min–median–max) | grades | hints | CPU per hint: median | p99 | max |"
    echo "|---|---:|---:|---|---|---:|---:|---:|---:|"
    for set in "${sets[@]}"; do
        jq -s -r --arg set "$set" '
            def q(p): sort as $s | $s[(($s | length) - 1) * p | floor];
            ([.[].rating] | sort) as $r | [.[].hint_us[]] as $t |
            ([.[] | .grade // "unsolved"] | group_by(.) | map("\(.[0]) \(length)") | join(", ")) as $g |
            "| \($set) | \(length) | \([.[].unsound_steps] | add) | \($r[0])–\($r | q(0.5))–\($r[-1]) | \($g) | \($t | length) | \($t | q(0.5)) µs | \($t | q(0.99)) µs | \($t | max) µs |"' \
            "$out/$1/$set.rate.jsonl"
    done
}

big() {
    local label=$1 sudolab=${2:-build/native-release/sudolab}
    local dir="$out/$label"
    mkdir -p "$dir"
    work=$(mktemp -d)
    trap 'rm -rf "$work"' EXIT
    nice -n 15 "$sudolab" rate --verify --times "$samples/unique_16x16_6.txt" |
        sed 's|"file":"[^"]*"|"file":"unique_16x16_6.txt"|' >"$dir/unique_16x16_6.rate.jsonl"
    printf 'line\tcells\tend\tsteps\twall_s\tuser_s\tsys_s\tload1\n' >"$dir/several_big.rate.tsv"
    local n=0
    grep -v '^#' "$samples/several_big.txt" | while read -r board; do
        n=$((n + 1))
        echo "$board" >"$work/board.txt"
        local load
        load=$(cut -d' ' -f1 /proc/loadavg)
        # rate applies the steps logic has, then asks once more: that last hint finds nothing, within the budget.
        /usr/bin/time -f '%e %U %S' -o "$work/time" nice -n 15 "$sudolab" rate "$work/board.txt" >"$work/rate.json" || true
        read -r wall user sys < <(tail -n 1 "$work/time")
        printf '%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\n' "$n" "${#board}" "$(jq -r .end "$work/rate.json")" \
            "$(jq -r .steps "$work/rate.json")" "$wall" "$user" "$sys" "$load" >>"$dir/several_big.rate.tsv"
    done
}

case "${1:-}" in
    big) shift; big "$@" ;;
    checks) shift; checks "$@" ;;
    samples) makeSamples ;;
    run) shift; run "$@" ;;
    table) shift; table "$@" ;;
    *) echo "usage: bench/logic/sets.sh samples | run LABEL [SUDOLAB] | table LABEL..." >&2; exit 2 ;;
esac
