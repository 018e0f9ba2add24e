#!/usr/bin/env bash
# Where an extreme 16x16 draw spends its CPU time, with and without the uniqueness screen
# (bench/logic/graded_profile.cpp; docs/HINTS.md, "Round 6"). Builds the probe against the native Release
# build's core library and runs it on SEED (default 1) both ways, niced.
# Record: bench/results/difficulty/16x16-round6/profile-seed<SEED>.txt (with the load before and after).
# Usage: bench/logic/graded_profile.sh [SEED]   (build the native-release preset first)
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/../../scripts/env.sh"
cd "$SUDOLAB_ROOT"
seed=${1:-1}
build=build/native-release
probe=$build/graded_profile
g++ -std=c++20 -O2 -I core bench/logic/graded_profile.cpp "$build/libsudolab_core.a" -o "$probe"
out=bench/results/difficulty/16x16-round6/profile-seed$seed.txt
mkdir -p "$(dirname "$out")"
{
    echo "# bench/logic/graded_profile.sh $seed, commit $(git rev-parse --short HEAD), $(date -u)"
    echo "# load before: $(cut -d' ' -f1-3 /proc/loadavg)"
    nice -n 10 "$probe" "$seed" --no-screen
    nice -n 10 "$probe" "$seed"
    echo "# load after: $(cut -d' ' -f1-3 /proc/loadavg)"
} | tee "$out"
