#!/bin/sh
# wasm vs native ratio of `auto` (docs/BIG_GRIDS.md): the native CLI and sudolab.js under node solve the
# same 25x25 hard-band instances, one process per side and repeat, whole-process CPU time minus each
# side's start-up (bench/big_grids/wasm_ratio.py). Needs build/native-release/sudolab and
# build/wasm/sudolab.js (emcmake cmake --preset wasm && cmake --build --preset wasm --target sudolab).
# Records: bench/big_grids/wasm.csv (rewritten), summary: bench/big_grids/wasm.txt.
#   bench/big_grids_wasm.sh [INSTANCES_PER_FRACTION] [FRACTIONS] [REPEATS]
set -eu
cd "$(dirname "$0")/.."
. bench/big_grids/common.sh
per=${1:-20}
fractions=${2:-"35 40 45 50"}
repeats=${3:-3}
files=$(bg_paper_files "$per" "$fractions")
python3 bench/big_grids/wasm_ratio.py --out bench/big_grids/wasm.csv --repeats "$repeats" \
  --native "${SUDOLAB:-build/native-release/sudolab}" --js "${SUDOLAB_JS:-build/wasm/sudolab.js}" \
  --startup ../shared/instances/general/inst25x25_100_0.txt $files > bench/big_grids/wasm.txt
cat bench/big_grids/wasm.txt
