#!/usr/bin/env bash
# Peak memory of `sudolab solve` and `sudolab check` against the number of puzzles in one file: files of
# one-line puzzles are read in 1 MiB blocks, so the peak should not grow with the file (docs/RELIABILITY.md).
# Usage: bench/cli/streaming_memory.sh PATH/TO/sudolab [COUNTS...]   (default counts: 10000 100000 1000000)
# Writes bench/results/streaming/memory.tsv: command, puzzles, file bytes, peak RSS (KiB), user CPU s, wall s.
set -euo pipefail
sudolab=$1
shift
counts=("$@")
[ $# -eq 0 ] && counts=(10000 100000 1000000)
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
out=$root/bench/results/streaming
mkdir -p "$out"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# AI Escargot, the first puzzle of the CLI test data, repeated: every line is one 82-byte puzzle line.
puzzle=$(grep -v '^#' "$root/tests/data/cli/puzzles.txt" | head -1)
started="$(date -u +%FT%TZ) load: $(cut -d' ' -f1-3 /proc/loadavg)"
printf 'command\tpuzzles\tfile_bytes\tpeak_rss_kib\tuser_cpu_s\twall_s\n' >"$out/memory.tsv"
measure() {  # measure NAME COUNT FILE ARGS...: one run under /usr/bin/time, output discarded
    local name=$1 count=$2 file=$3
    shift 3
    /usr/bin/time -f '%M %U %e' -o "$work/time" "$sudolab" "$@" >"$work/stdout" || true
    read -r rss user wall <"$work/time"
    printf '%s\t%s\t%s\t%s\t%s\t%s\n' "$name" "$count" "$(stat -c %s "$file")" "$rss" "$user" "$wall" >>"$out/memory.tsv"
}
for count in "${counts[@]}"; do
    awk -v p="$puzzle" -v n="$count" 'BEGIN { for (i = 0; i < n; i++) print p }' >"$work/puzzles.txt"
    measure "solve -a dlx" "$count" "$work/puzzles.txt" solve -a dlx "$work/puzzles.txt"
    mv "$work/stdout" "$work/solutions.txt"
    measure "check" "$count" "$work/puzzles.txt" check "$work/puzzles.txt" "$work/solutions.txt"
done
{
    echo "# started $started"
    echo "# ended $(date -u +%FT%TZ) $(git -C "$root" rev-parse --short HEAD) nproc=$(nproc) load: $(cut -d' ' -f1-3 /proc/loadavg)"
} >"$out/machine.txt"
cat "$out/memory.tsv"
