#!/usr/bin/env bash
# Is it V8's tiering in Chromium (docs/EXACT.md, round 6)? The page's API in headless Chromium
# (page_api.mjs, a new solver per puzzle, first solution, forum_hardest_1106 five times over) with
# Chromium's default V8 flags and with flags that change how wasm is compiled — to identify a cause, not
# to ship: no dynamic tiering (every function compiled by TurboFan up front), no Liftoff.
# Usage: bench/exact9/chromium_flags.sh   (build the wasm preset first; npm ci in tests/e2e; ROUNDS,
#        default 2; PASSES, default 3; SHARED=DIR, default ../shared; OUT, default bench/results/exact9/round6)
# Record: $OUT/chromium_flags.tsv (flags, round, pass, renderer CPU us per puzzle, renderer main-thread
# CPU us per puzzle, wall us per puzzle).
set -euo pipefail
cd "$(dirname "$0")/../.."
source scripts/env.sh
rounds=${ROUNDS:-2}
passes=${PASSES:-3}
data=${SHARED:-../shared}/datasets
out=${OUT:-bench/results/exact9/round6}
record=$out/chromium_flags.tsv
mkdir -p "$out"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
grep -v '^#' "$data/forum_hardest_1106.txt" | grep -oE '^[0-9.]{81}' >"$work/one.txt"
for _ in 1 2 3 4 5; do cat "$work/one.txt"; done >"$work/forum_hardest_1106.txt"
{
    echo "# $(date -u +%FT%TZ) commit $(git rev-parse --short HEAD), $(nproc) cores, load at start $(cut -d' ' -f1-3 /proc/loadavg); $(/usr/bin/chromium --version | tail -1); $passes passes after one untimed pass"
    printf 'flags\tround\tpass\tcpu_us_per_puzzle\tmain_thread_cpu_us_per_puzzle\twall_us_per_puzzle\n'
} >"$record"
for round in $(seq "$rounds"); do
    for flags in default --no-wasm-dynamic-tiering --no-liftoff; do
        js_flags=""
        [[ $flags == default ]] || js_flags=$flags
        CHROMIUM_JS_FLAGS=$js_flags node bench/exact9/page_api.mjs build/wasm/site 1 "$passes" new "$work/forum_hardest_1106.txt" |
            awk -v f="$flags" -v r="$round" '{printf "%s\t%d\t%d\t%s\t%s\t%s\n", f, r, ++p, $6, $7, $5}' >>"$record"
    done
done
echo "# load at end $(cut -d' ' -f1-3 /proc/loadavg)" >>"$record"
column -t -s $'\t' "$record"
