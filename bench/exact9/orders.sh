#!/usr/bin/env bash
# Orders 4 and 5 after the 9x9 fast path (docs/EXACT.md): the same `sudolab solve --algo backtrack` of two
# builds on 103 unique 16x16 puzzles and on the ant-colony paper's 25x25 hard band (40 %, k = 0..3, each
# capped at 100,000 nodes), CPU time of each whole process (perf task-clock), RUNS interleaved rounds.
# Usage: bench/exact9/orders.sh LABEL=PATH/TO/sudolab ... (SHARED=DIR, default ../shared; RUNS, default 5;
# OUT, default bench/results/exact9). Records: $OUT/orders.tsv (set, tool, round, CPU ms, total nodes).
set -euo pipefail
cd "$(dirname "$0")/../.."
runs=${RUNS:-5}
out=${OUT:-bench/results/exact9}
mkdir -p "$out"
inst=${SHARED:-../shared}/instances/general
sets=(bench/data/16x16_unique_103.txt "$inst"/inst25x25_40_{0,1,2,3}.txt)
{
    echo "# $(date -u +%FT%TZ) $(nproc) cores, load at start $(cut -d' ' -f1-3 /proc/loadavg)"
    printf 'set\ttool\tround\tcpu_ms\tnodes\n'
} >"$out/orders.tsv"
for round in $(seq 1 "$runs"); do
    for set in "${sets[@]}"; do
        for tool in "$@"; do
            # exit status 1 = the node cap stopped a run (expected in the hard band); 2 would be an error
            status=0
            perf stat -x, -e task-clock -o "$out/.perf" "${tool#*=}" solve --algo backtrack -p max-nodes=100000 \
                --format json "$set" >"$out/.json" || status=$?
            [[ $status -le 1 ]] || { echo "${tool%%=*} failed on $set" >&2; exit 1; }
            nodes=$(jq -s 'map(.work) | add' "$out/.json")
            printf '%s\t%s\t%s\t%s\t%s\n' "$(basename "$set" .txt)" "${tool%%=*}" "$round" \
                "$(awk -F, '/task-clock/ {print $1; exit}' "$out/.perf")" "$nodes" >>"$out/orders.tsv"
        done
    done
done
rm -f "$out/.perf" "$out/.json"
echo "# load at end $(cut -d' ' -f1-3 /proc/loadavg)" >>"$out/orders.tsv"
python3 - "$out/orders.tsv" <<'PY'
import statistics, sys
from collections import defaultdict
runs, nodes = defaultdict(list), {}
for line in open(sys.argv[1]):
    if line.startswith('#') or line.startswith('set\t'):
        continue
    name, tool, _, ms, n = line.split('\t')
    runs[(name, tool)].append(float(ms))
    nodes[(name, tool)] = int(n)
for (name, tool), ms in runs.items():
    print(f'{name}\t{tool}\tmedian {statistics.median(ms):.1f} CPU ms of {len(ms)}\tnodes {nodes[(name, tool)]}')
PY
