#!/usr/bin/env bash
# Installs the Debian packages a profile needs that are missing, then fetches Dear ImGui's sources.
# Idempotent and quiet when all is present; run as root (or with sudo available) on a fresh Debian 12.
#   scripts/setup.sh serve         # what building and serving the web page needs (scripts/serve.sh)
#   scripts/setup.sh test          # everything: the serve profile plus what the whole suite runs (scripts/test.sh)
#   scripts/setup.sh --list NAME   # print a profile's packages, one per line, and install nothing
# SUDOLAB_SETUP_EXTRA="pkg ..." adds packages to either profile.
set -euo pipefail

# Building the page (the wasm preset configures the core, the unit tests, the CLI and the app) and serving it.
serve_packages=(
    cmake ninja-build     # the build: CMake presets, Ninja (it schedules the objects of every target at once)
    emscripten            # wasm toolchain (3.1.6; pulls in clang-14, lld-14, binaryen, nodejs)
    doctest-dev           # unit-test header: the wasm preset configures the tests beside the app
    libcli11-dev          # CLI argument parsing: the wasm preset configures sudolab.js beside the app
    nlohmann-json3-dev    # JSON output of the CLI and the app's statistics export
    fonts-dejavu-core     # the app's font, embedded at build time
    python3-fonttools     # pyftsubset: only the glyphs the app draws are embedded
    libstb-dev            # stb_image_write: the app's PNG screenshots and board exports
    xz-utils              # unpacks Dear ImGui's Debian source package (scripts/fetch_imgui.sh)
    python3               # the serve command's static server
)
# Everything else the suite builds and runs (native builds, fuzzers, browser and cluster tests, benchmarks).
test_only_packages=(
    g++ pkg-config        # native builds
    libglfw3-dev          # native window of the app
    xvfb xauth            # native smoke test under a virtual display
    chromium              # browser end-to-end tests
    qqwing sudoku         # reference generators/solver for benchmarks and graded puzzles
    gnuplot-nox jq        # benchmark plots (scripts/bench_plots.sh) and their tests
    r-cran-irace          # parameter tuning of bench/irace (irace, R); the suite runs its tools' test (Rscript)
    gzip                  # page weight report
    clang-14 libclang-rt-14-dev llvm-14   # libFuzzer harnesses (scripts/fuzz.sh) and their coverage (llvm-cov)
    clang-format          # the format check of changed lines (scripts/format_check.sh)
    slurmctld slurmd slurm-client munge parallel   # cluster paths of bench/cluster, run for real by tests/cluster
)

usage() { echo "usage: setup.sh [--list] serve|test" >&2; exit 2; }

list_only=0
if [[ "${1:-}" == "--list" ]]; then list_only=1; shift; fi
[[ $# -eq 1 ]] || usage
case "$1" in
    serve) packages=("${serve_packages[@]}") ;;
    test) packages=("${serve_packages[@]}" "${test_only_packages[@]}") ;;
    *) echo "setup.sh: unknown profile '$1' (known: serve, test)" >&2; usage ;;
esac
if [[ "${SUDOLAB_SETUP_EXTRA:-}" != "" ]]; then read -r -a extra <<<"$SUDOLAB_SETUP_EXTRA"; packages+=("${extra[@]}"); fi

if ((list_only)); then
    printf '%s\n' "${packages[@]}"
    exit 0
fi

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
