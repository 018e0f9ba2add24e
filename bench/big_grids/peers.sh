#!/bin/sh
# `auto` beside Kissat 4 and CaDiCaL 2 (docs/BIG_GRIDS_ROUNDS.md, "Side by side with Kissat 4 and CaDiCaL 2"): the same
# generated 36x36-64x64 instances (orders.sh: `sudolab generate` = Lewis's method, instance k of (order n,
# percent P) has seed 1000*P + k + 1, SHA-256 recorded and checked on resume) and the 25x25 hard band of
# the ant-colony set (matrix25.sh), the same RLIMIT_CPU, CPU seconds and peak RSS of the whole process
# (run.py; the CNF is written before each SAT run and not timed).
#   bench/big_grids/peers.sh CAMPAIGN [ORDERS] [PERCENTS] [INSTANCES] [CPU_LIMIT] [SOLVERS] [PER25]
# Defaults: orders "6 7 8", percents "40 45 50", 10 instances per (order, percent), 60 s, solvers
# auto,cadical2,kissat, and 20 instances per fraction of the 25x25 band 35-50 % (PER25=0 skips it).
# KISSAT and CADICAL2 give the solvers' binaries (built for the benchmark only: never a dependency of the
# build or the suite); without them the script stops with a message. SUDOLAB picks sudolab's binary.
# Records: bench/results/big_grids/CAMPAIGN/orders.csv (+ orders_instances.sha256), hard25.csv (OUT_SUFFIX=_x
# writes orders_x.csv and hard25_x.csv instead: a second lane running other solvers at the same time; the
# tables read every orders*.csv and hard25*.csv of the campaign), and the
# tables of bench/big_grids/tables.py in tables.txt (against Kissat, and the 25x25 band against CaDiCaL 2).
# Resumable like orders.sh (finished pairs are skipped); FRESH=1 starts over.
set -eu
cd "$(dirname "$0")/../.."
campaign=${1:?"usage: bench/big_grids/peers.sh CAMPAIGN [ORDERS] [PERCENTS] [INSTANCES] [CPU_LIMIT] [SOLVERS] [PER25]"}
orders=${2:-"6 7 8"}
percents=${3:-"40 45 50"}
per=${4:-10}
limit=${5:-60}
solvers=${6:-auto,cadical2,kissat}
per25=${7:-20}
for peer in KISSAT CADICAL2; do
  eval "path=\${$peer:-}"
  if [ -z "$path" ] || [ ! -x "$path" ]; then
    echo "big_grids_peers: $peer is not set to an executable (got '$path'): build it from its sources (docs/BIG_GRIDS.md) and set $peer=PATH" >&2
    exit 2
  fi
done
dir=bench/results/big_grids/$campaign
mkdir -p "$dir"
if [ "$per25" -gt 0 ]; then
  OUT=$dir/hard25${OUT_SUFFIX:-}.csv SUMMARY=$dir/hard25${OUT_SUFFIX:-}.txt bench/big_grids/matrix25.sh "$per25" "35 40 45 50" "$solvers" "$limit"
fi
OUT=$dir/orders${OUT_SUFFIX:-}.csv bench/big_grids/orders.sh "$orders" "$percents" "$per" "$limit" "$solvers"
{
  if [ -s "$dir/hard25.csv" ]; then
    python3 bench/big_grids/tables.py --matrix "$dir"/hard25*.csv --orders --anchor cadical2
  fi
  python3 bench/big_grids/tables.py --matrix --orders "$dir"/orders*.csv --orders-band "$percents" --anchor kissat
  # Only the record files that exist (with PER25=0 there is no hard25*.csv, and the glob would stay literal).
  # shellcheck disable=SC2046 # one word per file name (names have no spaces)
  python3 bench/big_grids/memory.py $(ls "$dir"/hard25*.csv "$dir"/orders*.csv 2>/dev/null)
} > "$dir/tables.txt"
echo "big_grids_peers: records and tables in $dir" >&2
