#!/usr/bin/env bash
# Hint and generator times, native against wasm (docs/HINTS.md, "Wasm against native"): the same
# `sudolab` commands run by the native binary and by sudolab.js under node (the wasm build's command-line
# tool, the engine the page runs; by default build/wasm-bench/sudolab.js, linked at -O3 as the page is: source
# scripts/env.sh && sudolab_configure wasm-bench && cmake --build --preset wasm-bench), on the same puzzles, in the same session.
#
#   bench/logic/wasm.sh [SUDOLAB] [SUDOLAB_JS]   records in bench/results/logic/wasm/
#   PUZZLES=N (default 60): the first N puzzles of forum_hardest_1106 are rated (rate --times);
#   COUNT=N (default 5): puzzles generated per grade (generate --unique --difficulty G --seed 1).
#
# Records: SIDE.rate.jsonl (SIDE native or wasm; hint_us per hint), SIDE.GRADE.txt (the puzzles),
# times.tsv (side, command, wall s, user s, sys s, 1-minute load before), machine.txt. CPU is the whole
# process's (/usr/bin/time), node's start and compile included; hint_us is the engine's own clock
# (thread CPU time natively; under node the C library's clock). Runs are niced (nice -n 15).
set -euo pipefail
cd "$(dirname "$0")/../.."
native=${1:-build/native-release/sudolab}
wasm=${2:-build/wasm-bench/sudolab.js}
datasets=${DATASETS:-../shared/datasets}
puzzles=${PUZZLES:-60}
count=${COUNT:-5}
out=bench/results/logic/wasm
mkdir -p "$out"
{
    echo "date: $(date -u +%Y-%m-%dT%H:%M:%SZ)"
    echo "cpu: $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2- | sed 's/^ //')"
    echo "cores: $(nproc)"
    echo "load before: $(cut -d' ' -f1-3 /proc/loadavg)"
    echo "node: $(node --version)"
    echo "commit: $(git rev-parse --short HEAD); puzzles $puzzles of forum_hardest_1106, $count per grade"
} >"$out/machine.txt"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
awk -v n="$puzzles" '!/^#/ && NF { print; if (++k == n) exit }' "$datasets/forum_hardest_1106.txt" >"$work/set.txt"
printf 'side\tcommand\twall_s\tuser_s\tsys_s\tload1\n' >"$out/times.tsv"

# timed SIDE LABEL OUTFILE COMMAND...: runs the command niced, its output to OUTFILE, a row in times.tsv.
timed() {
    local side=$1 label=$2 outfile=$3 load
    shift 3
    load=$(cut -d' ' -f1 /proc/loadavg)
    /usr/bin/time -f '%e %U %S' -o "$work/time" nice -n 15 "$@" >"$outfile" 2>/dev/null || true
    read -r wall user sys < <(tail -n 1 "$work/time")
    printf '%s\t%s\t%s\t%s\t%s\t%s\n' "$side" "$label" "$wall" "$user" "$sys" "$load" >>"$out/times.tsv"
}

for side in native wasm; do
    if [ "$side" = native ]; then run=("$native"); else run=(node "$wasm"); fi
    timed "$side" "rate --times" "$out/$side.rate.jsonl" "${run[@]}" rate --times "$work/set.txt"
    for grade in hard extreme; do
        timed "$side" "generate $grade" "$out/$side.$grade.txt" "${run[@]}" generate --unique --difficulty "$grade" \
            --count "$count" --seed 1
    done
done
echo "load after: $(cut -d' ' -f1-3 /proc/loadavg)" >>"$out/machine.txt"
