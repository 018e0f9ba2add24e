#!/usr/bin/env bash
# Installs what is missing, builds everything and runs every test: native Release (unit tests, CLI tests,
# the app's smoke test under Xvfb), native Debug with AddressSanitizer + UBSan (unit and CLI tests), and
# WebAssembly (unit tests under node, the web app's end-to-end tests in headless chromium).
# This is the README's test command; .ci/run calls it and nothing else.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/env.sh"
cd "$SUDOLAB_ROOT"

"$SUDOLAB_ROOT/scripts/setup.sh"

step() { printf '\n==> %s (%ds)\n' "$*" "$SECONDS"; }

step "native Release: build, unit and CLI tests, app smoke test"
cmake --preset native-release >/dev/null
cmake --build --preset native-release -j "$SUDOLAB_JOBS"
ctest --preset native-release
tests/e2e/native_smoke.sh build/native-release/shell/sudolab_app
tests/cluster/cluster_test.sh build/native-release/sudolab   # Slurm (single-node, started here) and GNU parallel

step "native Debug + AddressSanitizer + UBSan: build, unit and CLI tests"
cmake --preset native-asan >/dev/null
cmake --build --preset native-asan -j "$SUDOLAB_JOBS"
ASAN_OPTIONS=detect_leaks=1 UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1 ctest --preset native-asan

step "wasm (Emscripten): build, unit tests under node, browser end-to-end tests (chromium)"
emcmake cmake --preset wasm >/dev/null
cmake --build --preset wasm -j "$SUDOLAB_JOBS"
ctest --preset wasm
[[ -d tests/e2e/node_modules/playwright-core ]] || (cd tests/e2e && npm ci --no-audit --no-fund --loglevel=error)
node tests/e2e/run.mjs build/wasm/site

step "all tests passed"
