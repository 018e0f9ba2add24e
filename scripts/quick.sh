#!/usr/bin/env bash
# The development loop: builds the native Release preset and runs its tests (every doctest case, the CLI
# and script tests), SUDOLAB_JOBS at a time. No sanitizers, fuzzers, wasm or browser: scripts/test.sh runs
# those. Extra arguments go to ctest, e.g. `scripts/quick.sh -R tabu` for the cases whose name holds "tabu".
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/env.sh"
cd "$SUDOLAB_ROOT"

[[ -f build/native-release/build.ninja ]] || sudolab_configure native-release >/dev/null
cmake --build --preset native-release -j "$SUDOLAB_JOBS"
ctest --preset native-release -j "$SUDOLAB_JOBS" --progress "$@"
echo "quick: build and tests passed (${SECONDS}s)"
