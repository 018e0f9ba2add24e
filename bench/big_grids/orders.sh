#!/bin/sh
# Orders 6-8 (36x36, 49x49, 64x64) side by side (docs/BIG_GRIDS.md): generated fixed-fraction instances,
# sudolab's solvers and CaDiCaL on each, one process per run, CPU time of the whole process, RLIMIT_CPU,
# nice (bench/big_grids/run.py).
#   bench/big_grids/orders.sh [ORDERS] [PERCENTS] [INSTANCES] [CPU_LIMIT] [SOLVERS]
# Instance k (0-based) of (order n, percent P): `sudolab generate --order n --fixed P/100 --seed S
# --format instance` with S = 1000 * P + k + 1 (distinct seeds, so the instances of two percents are not
# nested subsets of one grid), file gen{N}x{N}_{P}_s{S}.txt. They are written to a temporary directory;
# their SHA-256 go to ${OUT%.csv}_instances.sha256, and a resumed run whose generator gives other
# instances stops with an error instead of mixing them.
# The loop runs rounds: round k runs instance k of every (order, percent), so a campaign stopped early
# has the same number of instances everywhere. Records: OUT (default bench/results/big_grids/orders_campaign.csv),
# summary ${OUT%.csv}.txt, rewritten after every round. Resumable (finished pairs are skipped); FRESH=1
# starts over. COMMIT=1 commits the records, summary and checksums after every round (git commit of
# those files only). FIRST=k starts at round k (a second lane taking later rounds of some orders, into
# its own OUT: a (solver, instance) pair must not be recorded in two files).
set -eu
cd "$(dirname "$0")/../.."
. bench/big_grids/common.sh
orders=${1:-"6 7 8"}
percents=${2:-"0 40 45 50 100"}
per=${3:-10}
limit=${4:-60}
solvers=${5:-auto,acs,backtrack,dlx,cadical}
export SUDOLAB=${SUDOLAB:-build/native-release/sudolab}
out=${OUT:-bench/results/big_grids/orders_campaign.csv}
sums=${out%.csv}_instances.sha256
bg_need_cadical
bg_fresh "$out"
if [ "${FRESH:-0}" = 1 ]; then rm -f "$sums"; fi
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT

# instance N P K: writes instance K of (order N, percent P) to $dir, checks it against $sums, prints its path.
instance() {
  size=$(($1 * $1)) seed=$((1000 * $2 + $3 + 1))
  name=gen${size}x${size}_$2_s$seed.txt
  nice -n 15 "$SUDOLAB" generate --order "$1" --fixed "$(awk "BEGIN { print $2 / 100 }")" --seed "$seed" \
    --format instance > "$dir/$name"
  sum=$(sha256sum "$dir/$name" | cut -d' ' -f1)
  known=$(awk -v n="$name" '$2 == n { print $1 }' "$sums" 2>/dev/null || true)
  if [ -z "$known" ]; then
    echo "$sum $name" >> "$sums"
  elif [ "$known" != "$sum" ]; then
    echo "big_grids_orders: $name differs from the one recorded in $sums (another generator?); FRESH=1 starts over" >&2
    return 2
  fi
  echo "$dir/$name"
}

k=${FIRST:-0}
while [ "$k" -lt "$per" ]; do
  for n in $orders; do
    for p in $percents; do
      file=$(instance "$n" "$p" "$k")
      bg_run "$out" "$solvers" "$limit" "$file"
    done
  done
  bg_summary "$out" "${out%.csv}.txt"
  if [ "${COMMIT:-0}" = 1 ]; then
    git add "$out" "${out%.csv}.txt" "$sums"
    git diff --cached --quiet -- "$out" "${out%.csv}.txt" "$sums" ||
      git commit -q -m "Big grids orders campaign: round $((k + 1)) of $per (orders $orders, percents $percents, $solvers, ${limit} s CPU)" \
        -- "$out" "${out%.csv}.txt" "$sums"
  fi
  k=$((k + 1))
done
