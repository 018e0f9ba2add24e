#!/usr/bin/env bash
# Installs what is missing (scripts/setup.sh test), builds everything and runs every test: the format
# check of the changed lines, native Release (unit tests, CLI tests, the app's smoke test under Xvfb, the
# cluster paths), native Debug at -O1 with AddressSanitizer + UBSan (unit and CLI tests, the app's smoke
# test), the libFuzzer harnesses side by side, and WebAssembly (unit tests under node, the web app's
# end-to-end tests in headless chromium). Every build treats warnings as errors (the presets set
# SUDOLAB_WERROR). ctest runs one entry per doctest case (per test file under node), SUDOLAB_JOBS at a time.
# Each step prints its start time; long outputs go to logs under build/ and are shown when a step fails.
# This is the README's test command; .ci/run calls it and nothing else. The last line says how it ended.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/env.sh"
cd "$SUDOLAB_ROOT"

step() { printf '\n==> %s (%ds)\n' "$*" "$SECONDS"; }
trap 'status=$?; if ((status)); then printf "\n==> FAILED (exit %d) after %ds\n" "$status" "$SECONDS"; fi' EXIT

# build PRESET: builds a configured preset; the compiler's output goes to build/PRESET/build.log.
build() {
    local log="build/$1/build.log"
    if ! cmake --build --preset "$1" -j "$SUDOLAB_JOBS" >"$log" 2>&1; then
        grep -E -A5 'error|Error' "$log" | head -n 80 >&2
        echo "test: building $1 failed (whole log: $log)" >&2
        return 1
    fi
    echo "built $1"
}

# run_ctest PRESET: runs the preset's tests SUDOLAB_JOBS at a time; prints the summary, or on failure
# every failing test's output (the full log is build/PRESET/ctest.log).
run_ctest() {
    local log="build/$1/ctest.log"
    if ! ctest --preset "$1" -j "$SUDOLAB_JOBS" >"$log" 2>&1; then
        grep -v -E '^ *[0-9]+/[0-9]+ Test +#[0-9]+: .* Passed' "$log" | tail -n 150 >&2
        echo "test: ctest $1 failed (whole log: $log)" >&2
        return 1
    fi
    grep -E 'tests passed|Total Test time' "$log"
}

"$SUDOLAB_ROOT/scripts/setup.sh" test

step "format: the changed lines against .clang-format and .editorconfig"
scripts/format_check.sh

step "native Release: build, unit and CLI tests, app smoke test, cluster paths"
cmake --preset native-release >/dev/null
build native-release
run_ctest native-release
tests/e2e/native_smoke.sh build/native-release/shell/sudolab_app
tests/cluster/cluster_test.sh build/native-release/sudolab   # Slurm (single-node, started here) and GNU parallel

step "native Debug -O1 + AddressSanitizer + UBSan: build, unit and CLI tests, app smoke test"
cmake --preset native-asan >/dev/null
build native-asan
export ASAN_OPTIONS=detect_leaks=1 UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1
run_ctest native-asan
# The window app under ASan + UBSan with leak checking off: it has not yet been run with LeakSanitizer
# under Xvfb, where the X and GL libraries may keep allocations until exit; the unit tests check leaks.
ASAN_OPTIONS=detect_leaks=0 tests/e2e/native_smoke.sh build/native-asan/shell/sudolab_app
unset ASAN_OPTIONS UBSAN_OPTIONS

step "fuzzers (clang-14 libFuzzer + ASan/UBSan): 20 s each over the committed corpora, $SUDOLAB_JOBS at a time"
scripts/fuzz.sh 20

step "wasm (Emscripten): build, unit and CLI tests under node, browser end-to-end tests (chromium)"
emcmake cmake --preset wasm >/dev/null
build wasm
run_ctest wasm
[[ -d tests/e2e/node_modules/playwright-core ]] || (cd tests/e2e && npm ci --no-audit --no-fund --loglevel=error)
SUDOLAB_E2E_JOBS="${SUDOLAB_E2E_JOBS:-$SUDOLAB_JOBS}" node tests/e2e/run.mjs build/wasm/site

step "all tests passed"
