#!/usr/bin/env bash
# 9x9 exact speed as whole processes (docs/EXACT.md, "9x9 fast path"): `sudolab solve --algo backtrack`
# beside tdoku's example solver and Debian's `qqwing --solve`, on the four public sets, in two modes:
# first solution, and count to 2 (the uniqueness question). CPU time of each whole process
# (`perf stat -e task-clock`), RUNS interleaved rounds (every tool on every set, then the next round),
# so a change of machine load hits every tool alike. The peer is given as a built binary: this script
# never builds it (tdoku's `example/solve.c`: `solve N` reads puzzles on stdin, N = solutions to count).
# Usage: bench/exact9/peers.sh PATH/TO/tdoku-solve [LABEL=PATH/TO/sudolab[:NAME=VALUE,...] ...]
#        (after the path, parameters of backtrack for that label, e.g. now-boxline=PATH:propagation=box-line;
#         default one sudolab: build/native-release/sudolab; SHARED=DIR, default ../shared; RUNS, default 5;
#         OUT, default bench/results/exact9; SETS, default the four: a space-separated subset)
# Records: $OUT/runs.tsv (mode, set, tool, round, CPU ms, puzzles), $OUT/summary.txt (medians, ratios).
set -euo pipefail
cd "$(dirname "$0")/../.."
tdoku=${1:?usage: bench/exact9/peers.sh PATH/TO/tdoku-solve [LABEL=PATH/TO/sudolab ...]}
shift
sudolabs=("$@")
[[ ${#sudolabs[@]} -gt 0 ]] || sudolabs=("sudolab=build/native-release/sudolab")
data=${SHARED:-../shared}/datasets
runs=${RUNS:-5}
out=${OUT:-bench/results/exact9}
mkdir -p "$out"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# The same 81-character lines for every tool: comments dropped, the first 2000 puzzles of the big sets.
declare -A sets=(
    [17_clue_first2000]=17_clue_first2000.txt
    [forum_hardest_1106]=forum_hardest_1106.txt
    [forum_hardest_1905_11plus_first2000]=forum_hardest_1905_11plus_first2000.txt
    [magictour_top1465]=magictour_top1465.txt
)
read -ra names <<<"${SETS:-17_clue_first2000 forum_hardest_1106 forum_hardest_1905_11plus_first2000 magictour_top1465}"
for name in "${names[@]}"; do
    grep -v '^#' "$data/${sets[$name]}" | grep -oE '^[0-9.]{81}' | head -n 2000 >"$work/$name.txt"
done

# CPU milliseconds of one whole process (stdin from $3 when given), its output checked by the caller.
cpu_ms() {
    local output=$1 input=$2
    shift 2
    perf stat -x, -e task-clock -o "$work/perf.txt" "$@" <"$input" >"$output"
    awk -F, '/task-clock/ {print $1; exit}' "$work/perf.txt"
}

# One tool on one set in one mode; prints its CPU ms after checking that every puzzle got its answer.
run_tool() {
    local tool=$1 mode=$2 set=$3 file=$work/$3.txt n
    n=$(wc -l <"$file")
    case $tool in
    tdoku)
        local limit=1
        [[ $mode == count2 ]] && limit=2
        cpu_ms "$work/out.txt" "$file" "$tdoku" "$limit"
        # every line "puzzle:count:solution" with count >= 1
        [[ $(grep -cE '^[0-9.]{81}:[12]:[1-9]{81}$' "$work/out.txt") == "$n" ]] || { echo "tdoku: wrong output on $set" >&2; exit 1; }
        ;;
    qqwing)
        local extra=()
        [[ $mode == count2 ]] && extra=(--count-solutions)
        cpu_ms "$work/out.txt" "$file" qqwing --solve --one-line "${extra[@]}"
        [[ $(grep -cE '^[1-9]{81}$' "$work/out.txt") == "$n" ]] || { echo "qqwing: wrong output on $set" >&2; exit 1; }
        ;;
    *)
        local spec=${tool#*=} solutions=1 params=()
        local bin=${spec%%:*}
        if [[ $spec == *:* ]]; then
            IFS=, read -ra named <<<"${spec#*:}"
            for param in "${named[@]}"; do params+=(-p "$param"); done
        fi
        [[ $mode == count2 ]] && solutions=2
        cpu_ms "$work/out.txt" /dev/null "$bin" solve --algo backtrack -p "solutions=$solutions" "${params[@]}" "$file"
        [[ $(grep -cE '^[1-9]{81}$' "$work/out.txt") == "$n" ]] || { echo "$tool: wrong output on $set" >&2; exit 1; }
        ;;
    esac
}

tools=(tdoku "${sudolabs[@]}" qqwing)
{
    echo "# $(date -u +%FT%TZ) $(nproc) cores, load at start $(cut -d' ' -f1-3 /proc/loadavg); CPU ms = perf task-clock of the whole process"
    printf 'mode\tset\ttool\tround\tcpu_ms\tpuzzles\n'
} >"$out/runs.tsv"
for round in $(seq 1 "$runs"); do
    for mode in first count2; do
        for set in "${names[@]}"; do
            for tool in "${tools[@]}"; do
                ms=$(run_tool "$tool" "$mode" "$set")
                printf '%s\t%s\t%s\t%s\t%s\t%s\n' "$mode" "$set" "${tool%%=*}" "$round" "$ms" \
                    "$(wc -l <"$work/$set.txt")" >>"$out/runs.tsv"
            done
        done
    done
done
echo "# load at end $(cut -d' ' -f1-3 /proc/loadavg)" >>"$out/runs.tsv"
python3 bench/exact9/summary.py "$out/runs.tsv" | tee "$out/summary.txt"
