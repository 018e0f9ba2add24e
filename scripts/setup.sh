#!/usr/bin/env bash
# Installs every Debian package the project needs that is missing. Idempotent and quiet when all is
# present; run as root (or with sudo available) on a fresh Debian 12 machine.
set -euo pipefail

packages=(
  cmake g++ make pkg-config
  emscripten            # wasm toolchain (3.1.6, clang-14, lld, binaryen)
  doctest-dev           # unit tests
  libcli11-dev          # CLI argument parsing
  nlohmann-json3-dev    # JSON output
  libglfw3-dev          # native window of the app
  xvfb xauth            # native smoke test under a virtual display
  fonts-dejavu-core     # the app's font, embedded at build time
  python3-fonttools     # pyftsubset: only the glyphs the app draws are embedded
  chromium              # browser end-to-end tests
  qqwing sudoku         # reference generators/solver for benchmarks and graded puzzles
  gnuplot-nox jq        # benchmark plots (scripts/bench_plots.sh)
  gzip python3         # page weight report; the serve command's static server
  clang-14 libclang-rt-14-dev llvm-14   # libFuzzer harnesses (scripts/fuzz.sh) and their coverage (llvm-cov)
  slurmctld slurmd slurm-client munge parallel   # cluster paths of bench/cluster, run for real by tests/cluster
)
if [[ "${SUDOLAB_SETUP_EXTRA:-}" != "" ]]; then read -r -a extra <<<"$SUDOLAB_SETUP_EXTRA"; packages+=("${extra[@]}"); fi

missing=()
for p in "${packages[@]}"; do
  if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed"; then missing+=("$p"); fi
done

if ((${#missing[@]})); then
  echo "setup: installing ${missing[*]}" >&2
  SUDO=""
  if [[ $(id -u) -ne 0 ]]; then SUDO="sudo"; fi
  export DEBIAN_FRONTEND=noninteractive
  $SUDO apt-get update -qq >/dev/null
  $SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi

# Dear ImGui sources for the app (native and wasm), from Debian's source package; gitignored.
"$(dirname "${BASH_SOURCE[0]}")/fetch_imgui.sh"
