#!/usr/bin/env bash
# The app model's CPU time per frame while acs solves inst25x25_45_0 (docs/APP.md): builds
# bench/app/model_frame_cpu.cpp against the native Release build's libraries and runs it with the grade
# deferred while solving (the app) and, for comparison, with the grade in every frame (before). Thread CPU
# time, so the machine's load does not count. Record: bench/results/app/model-frame-cpu-<UTC time>.txt.
# Usage: bench/app/model_frame_cpu.sh [FRAMES]   (build the native-release preset first)
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/../../scripts/env.sh"
cd "$SUDOLAB_ROOT"
frames=${1:-400}
build=build/native-release
probe=$build/model_frame_cpu
g++ -std=c++20 -O2 -I core -I shell -I tests bench/app/model_frame_cpu.cpp \
    "$build/shell/model/libsudolab_app_model.a" "$build/libsudolab_core.a" -o "$probe"
out="bench/results/app/model-frame-cpu-$(date -u +%Y%m%dT%H%MZ).txt"
puzzle=assets/puzzles/instances/inst25x25_45_0.txt
{
  echo "# bench/app/model_frame_cpu.sh $frames, commit $(git rev-parse --short HEAD), $(date -u)"
  echo "# before: $(uptime)"
  "$probe" "$puzzle" acs "$frames"
  "$probe" "$puzzle" acs "$frames" --grade-while-solving
  echo "# after: $(uptime)"
} | tee "$out"
echo "written: $out" >&2
