#!/bin/sh
# Root probing on the campaign's instances (docs/BIG_GRIDS_ROUNDS.md, "Round 14"): bench/big_grids/root_probe.cpp
# (built here against the native Release core library) on the generated instances of the peers campaign,
# made again exactly as orders.sh makes them (`sudolab generate`, instance k of (order n, percent P) has seed
# 1000*P + k + 1) and checked against the SHA-256 the campaign recorded (every *_instances.sha256 of the
# record folders given in SUMS_DIRS); an instance the campaign did not record, or recorded otherwise, stops
# the script. Then bench/big_grids/root_probe_summary.py beside the campaign's records (RECORDS).
#   bench/big_grids/root_probe.sh OUT_DIR [ORDERS] [PERCENTS] [INSTANCES]
# Defaults: orders "6 7 8", percents "40 45 50", 10 instances each. Writes OUT_DIR/root_probe.csv and
# OUT_DIR/root_probe.txt. Needs the native-release build (scripts/build.sh native-release).
set -eu
cd "$(dirname "$0")/../.."
out=${1:?"usage: bench/big_grids/root_probe.sh OUT_DIR [ORDERS] [PERCENTS] [INSTANCES]"}
orders=${2:-"6 7 8"}
percents=${3:-"40 45 50"}
per=${4:-10}
build=build/native-release
sudolab=$build/sudolab
sums_dirs=${SUMS_DIRS:-"bench/results/big_grids/round11b bench/results/big_grids/round12"}
records=${RECORDS:-"$(ls bench/results/big_grids/round11b/orders*.csv bench/results/big_grids/round12/orders*.csv)"}
mkdir -p "$out"
probe=$build/root_probe
g++ -std=c++20 -O2 -Wall -Wextra -I core bench/big_grids/root_probe.cpp "$build/libsudolab_core.a" -o "$probe"
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
for d in $sums_dirs; do cat "$d"/*_instances.sha256; done > "$dir/known.sha256"

files=
for n in $orders; do
  for p in $percents; do
    k=0
    while [ "$k" -lt "$per" ]; do
      size=$((n * n)) seed=$((1000 * p + k + 1))
      name=gen${size}x${size}_${p}_s$seed.txt
      "$sudolab" generate --order "$n" --fixed "$(awk "BEGIN { print $p / 100 }")" --seed "$seed" --format instance \
        > "$dir/$name"
      sum=$(sha256sum "$dir/$name" | cut -d' ' -f1)
      known=$(awk -v n="$name" '$2 == n { print $1 }' "$dir/known.sha256" | sort -u)
      if [ "$known" != "$sum" ]; then
        echo "root_probe: $name: SHA-256 $sum, the campaign recorded '${known}' (another generator, or not in the campaign?)" >&2
        exit 2
      fi
      files="$files $dir/$name"
      k=$((k + 1))
    done
  done
done
# shellcheck disable=SC2086 # one word per file (names have no spaces)
"$probe" $files > "$out/root_probe.csv"
# shellcheck disable=SC2086
python3 bench/big_grids/root_probe_summary.py "$out/root_probe.csv" $records > "$out/root_probe.txt"
echo "root_probe: $out/root_probe.csv and root_probe.txt" >&2
