#!/usr/bin/env bash
# A 49x49 hard-band run in the browser (docs/BIG_GRIDS_ROUNDS.md, "In the browser: a 49×49 hard-band run"):
# the app's time per frame while `auto` runs, and the wasm/native CPU ratio of the same work (same puzzle, seed, steps).
#  - the instance: `sudolab generate --order 7 --fixed 0.45 --seed SEED_GEN` (45001: the campaign's
#    gen49x49_45_s45001, whose SHA-256 is in bench/results/big_grids/peers-45/orders_instances.sha256);
#  - native: bench/big_grids/step_cpu.cpp (built here against the native Release core library), REPEATS
#    runs of UNITS work units in steps of CHUNK, thread CPU time;
#  - browser: bench/big_grids/browser_run.mjs on the wasm site: one run in the app until FRAME_UNITS units
#    (the app's own frame times), then REPEATS runs of the same UNITS in steps of CHUNK through the JS API,
#    timed by the renderer main thread's CPU time;
#  - native frame split: bench/big_grids/frame_split.cpp, the same run advanced as the app advances it (8 ms
#    frames) up to FRAME_UNITS, thread CPU per frame and per chunk by member (into the .txt);
#  - bench/big_grids/browser49_summary.py checks that both sides ended in the same state and prints the
#    frame times and the ratio.
# Records: bench/results/big_grids/browser49/<UTC time>.jsonl and .txt (summary, load before and after).
# Usage: bench/big_grids/browser49.sh [SITE_DIR] [UNITS] [CHUNK] [REPEATS] [FRAME_UNITS] [SEED_GEN] [SEED]
# Defaults: build/wasm/site 500000 1000 3 200000 45001 1. Needs build/native-release (libsudolab_core.a,
# sudolab) and the wasm site (emcmake cmake --preset wasm && cmake --build --preset wasm).
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/../../scripts/env.sh"
cd "$SUDOLAB_ROOT"
site=${1:-build/wasm/site}
units=${2:-500000}
chunk=${3:-1000}
repeats=${4:-3}
frame_units=${5:-200000}
seed_gen=${6:-45001}
seed=${7:-1}
build=build/native-release
probe=$build/step_cpu
g++ -std=c++20 -O2 -Wall -Wextra -I core bench/big_grids/step_cpu.cpp "$build/libsudolab_core.a" -o "$probe"
split=$build/frame_split
g++ -std=c++20 -O2 -Wall -Wextra -I core bench/big_grids/frame_split.cpp "$build/libsudolab_core.a" -o "$split"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
puzzle=$tmp/gen49x49_45_s$seed_gen.txt
"$build/sudolab" generate --order 7 --fixed 0.45 --seed "$seed_gen" --format instance > "$puzzle"
dir=bench/results/big_grids/browser49
mkdir -p "$dir"
stamp=$(date -u +%Y%m%dT%H%MZ)
records=$dir/$stamp.jsonl
{
  echo "# bench/big_grids/browser49.sh $site $units $chunk $repeats $frame_units $seed_gen $seed, commit $(git rev-parse --short HEAD), $(date -u)"
  echo "# instance: $(basename "$puzzle") sha256 $(sha256sum < "$puzzle" | cut -d' ' -f1)"
  echo "# before: $(uptime)"
} > "$dir/$stamp.txt"
# Natively, where the solver's part of a frame goes (thread CPU per frame and per chunk, by member) with the
# app's 8 ms budget, over the frame run's units.
"$split" "$puzzle" "$seed" "$frame_units" 8 >> "$dir/$stamp.txt"
: > "$records"
for ((r = 0; r < repeats; ++r)); do
  "$probe" "$puzzle" auto "$seed" "$units" "$chunk" >> "$records"
done
node bench/big_grids/browser_run.mjs "$site" "$puzzle" auto "$seed" "$units" "$chunk" "$repeats" "$frame_units" >> "$records"
{
  python3 bench/big_grids/browser49_summary.py "$records"
  echo "# after: $(uptime)"
} >> "$dir/$stamp.txt"
cat "$dir/$stamp.txt"
echo "written: $records and $dir/$stamp.txt" >&2
