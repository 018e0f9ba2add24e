#!/bin/sh
# wasm vs native ratio of `auto` (docs/BIG_GRIDS.md): the native CLI and sudolab.js under node solve the
# same 25x25 hard-band instances, one process per side and repeat, whole-process CPU time minus each
# side's start-up (bench/big_grids/wasm_ratio.py). Needs build/native-release/sudolab and
# build/wasm-bench/sudolab.js, linked at -O3 (source scripts/env.sh && sudolab_configure wasm-bench &&
# cmake --build --preset wasm-bench; the suite's build/wasm/sudolab.js is linked at -O1).
# Records: OUT (default bench/results/big_grids/wasm.csv, rewritten), summary ${OUT%.csv}.txt. NODE_FLAGS: flags
# for node, e.g. "--no-liftoff --no-wasm-tier-up" (compile all of the wasm with the optimising compiler at
# start-up, which is then subtracted: the steady-state speed; by default node starts on its baseline
# compiler and optimises hot functions during the run, on background threads whose CPU time counts).
#   bench/big_grids/wasm.sh [INSTANCES_PER_FRACTION] [FRACTIONS] [REPEATS]
set -eu
cd "$(dirname "$0")/../.."
. bench/big_grids/common.sh
per=${1:-50}
fractions=${2:-"35 40 45 50"}
repeats=${3:-3}
out=${OUT:-bench/results/big_grids/wasm.csv}
files=$(bg_paper_files "$per" "$fractions")
flags=
for flag in ${NODE_FLAGS:-}; do flags="$flags --node-flag=$flag"; done
# shellcheck disable=SC2086 # $flags and $files are lists of words
python3 bench/big_grids/wasm_ratio.py --out "$out" --repeats "$repeats" $flags \
  --native "${SUDOLAB:-build/native-release/sudolab}" --js "${SUDOLAB_JS:-build/wasm-bench/sudolab.js}" \
  --startup ../shared/instances/general/inst25x25_100_0.txt $files > "${out%.csv}.txt"
cat "${out%.csv}.txt"
