#!/usr/bin/env bash
# Installs what is missing, builds everything (native Release, native ASan+UBSan, wasm) and runs every
# test. This is the README's test command; .ci/run calls it and nothing else.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/env.sh"
cd "$SUDOLAB_ROOT"

"$SUDOLAB_ROOT/scripts/setup.sh"

step() { printf '\n==> %s\n' "$*"; }

step "native Release: build and test"
cmake --preset native-release >/dev/null
cmake --build --preset native-release -j "$SUDOLAB_JOBS"
ctest --preset native-release

step "native Debug + AddressSanitizer + UBSan: build and test"
cmake --preset native-asan >/dev/null
cmake --build --preset native-asan -j "$SUDOLAB_JOBS"
ASAN_OPTIONS=detect_leaks=1 UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1 ctest --preset native-asan

step "wasm (Emscripten): build and test under node"
emcmake cmake --preset wasm >/dev/null
cmake --build --preset wasm -j "$SUDOLAB_JOBS"
ctest --preset wasm

step "app: native window smoke test (Xvfb) and browser end-to-end tests (chromium)"
cmake --preset native-app >/dev/null
cmake --build --preset native-app -j "$SUDOLAB_JOBS"
tests/e2e/native_smoke.sh build/native-app/shell/sudolab_app
emcmake cmake --preset wasm-app >/dev/null
cmake --build --preset wasm-app -j "$SUDOLAB_JOBS"
[[ -d tests/e2e/node_modules/playwright-core ]] || (cd tests/e2e && npm ci --no-audit --no-fund --loglevel=error)
node tests/e2e/run.mjs build/wasm-app/site

step "all tests passed"
