#!/usr/bin/env bash
# The generator and the hints in headless Chromium against native (docs/HINTS.md, "In the browser"):
# bench/logic/browser.mjs makes SEEDS puzzles of each grade through the page (a click on the grade's New
# game button; the page picks the seed from the clock and names it) and times the hints on the first
# PUZZLES puzzles of forum_hardest_1106 through the page's wasm; then, natively, the same seeds through
# the same puzzle maker (bench/logic/maker_cpu.cpp, thread CPU time; every native puzzle must be the
# page's) and `sudolab rate --times` on the same puzzles (CPU per hint).
#
#   bench/logic/browser.sh [SITE_DIR] [OUT_DIR]   (defaults build/wasm/site, bench/results/logic/browser)
#   SEEDS=N (default 10), PUZZLES=N (default 100), GRADES="..." (default all five).
#
# Records in OUT_DIR: generation.tsv, grades.tsv, hint_times.tsv (browser.mjs), native_maker.tsv (grade,
# seed, CPU ms, draws, puzzle), native.rate.jsonl (hint_us per hint), set.txt (the puzzles), summary.txt
# (bench/logic/browser_summary.py), machine.txt (load before and after, versions). Runs are niced.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/../../scripts/env.sh"
cd "$SUDOLAB_ROOT"
site_arg=${1:-build/wasm/site}
site=$(realpath "$site_arg")
out=$(realpath -m "${2:-bench/results/logic/browser}")
datasets=${DATASETS:-../shared/datasets}
build=build/native-release
mkdir -p "$out"
{
    echo "date: $(date -u +%Y-%m-%dT%H:%M:%SZ)"
    echo "cpu: $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2- | sed 's/^ //')"
    echo "cores: $(nproc)"
    echo "load before: $(cut -d' ' -f1-3 /proc/loadavg)"
    echo "chromium: $(/usr/bin/chromium --version 2>/dev/null || echo unknown)"
    echo "commit: $(git rev-parse --short HEAD); site $site_arg; seeds ${SEEDS:-10} per grade, ${PUZZLES:-100} puzzles"
} >"$out/machine.txt"
awk -v n="${PUZZLES:-100}" '!/^#/ && NF { print; if (++k == n) exit }' "$datasets/forum_hardest_1106.txt" >"$out/set.txt"

(cd tests/e2e && nice -n 10 node ../../bench/logic/browser.mjs "$site" "$out" "$out/set.txt") 2>&1 | grep -v 'GL Driver'
echo "load after the browser: $(cut -d' ' -f1-3 /proc/loadavg)" >>"$out/machine.txt"

probe=$build/maker_cpu
g++ -std=c++20 -O2 -I core -I shell bench/logic/maker_cpu.cpp "$build/shell/model/libsudolab_app_model.a" \
    "$build/libsudolab_core.a" -o "$probe"
mapfile -t requests < <(awk -F'\t' 'NR > 1 { print $1 ":" $2 }' "$out/generation.tsv")
nice -n 10 "$probe" "${requests[@]}" >"$out/native_maker.tsv"
nice -n 10 "$build/sudolab" rate --times "$out/set.txt" |
    sed "s|\"file\":\"[^\"]*\"|\"file\":\"set.txt\"|" >"$out/native.rate.jsonl" || true
echo "load after: $(cut -d' ' -f1-3 /proc/loadavg)" >>"$out/machine.txt"
python3 bench/logic/browser_summary.py "$out" | tee "$out/summary.txt"
