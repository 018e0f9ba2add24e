#!/usr/bin/env bash
# The page's API calls outside the search, two builds of the site A/B (docs/EXACT.md, round 7):
# bench/exact9/page_api_calls.mjs under node on each site's own files, alternated ROUNDS times on the
# 17-clue set's first 2000 puzzles.
# Usage: bench/exact9/page_api_calls_ab.sh BEFORE_SITE_DIR AFTER_SITE_DIR   (a site dir: the wasm preset's
#        build/wasm/site, copied aside for the other revision; SHARED=DIR, default ../shared; ROUNDS,
#        default 5; OUT, default bench/results/exact9/round7)
# Record: $OUT/page_api_calls_ab.tsv (round, site, call pattern, puzzles, CPU us per puzzle of node's process).
set -euo pipefail
cd "$(dirname "$0")/../.."
[[ $# -eq 2 ]] || { echo "usage: bench/exact9/page_api_calls_ab.sh BEFORE_SITE_DIR AFTER_SITE_DIR" >&2; exit 2; }
data=${SHARED:-../shared}/datasets
rounds=${ROUNDS:-5}
out=${OUT:-bench/results/exact9/round7}
record=$out/page_api_calls_ab.tsv
mkdir -p "$out"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
grep -v '^#' "$data/17_clue_first2000.txt" | grep -oE '^[0-9.]{81}' | head -n 2000 >"$work/set.txt"
{
    echo "# $(date -u +%FT%TZ) commit $(git rev-parse --short HEAD), $(nproc) cores, load at start $(cut -d' ' -f1-3 /proc/loadavg); before $1 ($(stat -c %s "$1/sudolab_app.wasm") bytes of wasm), after $2 ($(stat -c %s "$2/sudolab_app.wasm") bytes); $rounds rounds; node $(node --version)"
    printf 'round\tsite\tcall\tpuzzles\tcpu_us_per_puzzle\n'
} >"$record"
for round in $(seq "$rounds"); do
    for site in before after; do
        dir=$1
        [[ $site == after ]] && dir=$2
        node bench/exact9/page_api_calls.mjs "$dir" "$work/set.txt" | sed "s/^/$round\t$site\t/" >>"$record"
    done
done
echo "# load at end $(cut -d' ' -f1-3 /proc/loadavg)" >>"$record"
python3 - "$record" <<'PY'
import collections, statistics, sys
rows = [l.rstrip('\n').split('\t') for l in open(sys.argv[1]) if not l.startswith(('#', 'round'))]
med = collections.defaultdict(list)
for r in rows: med[(r[2], r[1])].append(float(r[4]))
for call in dict.fromkeys(r[2] for r in rows):
    b, a = statistics.median(med[(call, 'before')]), statistics.median(med[(call, 'after')])
    print(f'{call}\tbefore {b:.2f}\tafter {a:.2f}\tafter/before {a / b:.2f}')
PY
