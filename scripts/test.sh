#!/usr/bin/env bash
# Installs what is missing (scripts/setup.sh test), builds everything and runs every test: the format
# check of the changed lines, native Release (unit tests, CLI tests, the app's smoke test under Xvfb, the
# cluster paths), native Debug at -O1 with AddressSanitizer + UBSan built by clang-14 (unit and CLI tests,
# the app's smoke test), the libFuzzer harnesses of that build side by side, and WebAssembly (unit tests under node, the web app's
# end-to-end tests in headless chromium). Every build treats warnings as errors (the presets set
# SUDOLAB_WERROR). ctest runs one entry per doctest case (per test file under node), SUDOLAB_JOBS at a time.
#
# Two lanes run at the same time, so that one lane's waits (a test sleeping, a browser waiting for a
# frame, a link step on one core) are the other's compile time: the native lane (Release, then ASan +
# UBSan, then the fuzzers) and the web lane (wasm build, its node tests, the browser tests). Compiles run
# at nice 10, tests at normal priority: a test that measures time is not slowed by the other lane's
# builds, and the builds take every cycle the tests leave. Each step prints its lane, start time, and at
# its end the wall and CPU (user + system) seconds it took; build/suite-times.tsv keeps them.
# Long outputs go to logs under build/ and are shown when a step fails.
# This is the README's test command; .ci/run calls it and nothing else. The last line says how it ended.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/env.sh"
cd "$SUDOLAB_ROOT"

trap 'status=$?; if ((status)); then printf "\n==> FAILED (exit %d) after %ds\n" "$status" "$SECONDS"; fi' EXIT
times_file=build/suite-times.tsv

# step LANE TEXT: announces a step of a lane.
step() { printf '\n==> [%s] %s (%ds)\n' "$1" "$2" "$SECONDS"; }

# children_cpu: sets CHILD_CPU to the user + system seconds of this shell's finished children so far
# (bash's `times`, second line). Called directly, never in $(...): a command substitution is a child
# shell whose `times` would count only its own children.
children_cpu() {
    local out
    out=$(mktemp)
    times >"$out"
    CHILD_CPU=$(awk 'NR == 2 { split($1, u, /[ms]/); split($2, s, /[ms]/); print u[1] * 60 + u[2] + s[1] * 60 + s[2] }' "$out")
    rm -f "$out"
}

# timed LANE NAME COMMAND...: runs COMMAND (a function or a program), then prints and records
# (build/suite-times.tsv) its wall time and the CPU time of the processes it ran.
timed() {
    local lane=$1 name=$2 status=0 start_wall start_cpu wall cpu
    shift 2
    start_wall=$EPOCHREALTIME
    children_cpu
    start_cpu=$CHILD_CPU
    "$@" || status=$?
    children_cpu
    wall=$(awk -v a="$start_wall" -v b="$EPOCHREALTIME" 'BEGIN { printf "%.1f", b - a }')
    cpu=$(awk -v a="$start_cpu" -v b="$CHILD_CPU" 'BEGIN { printf "%.1f", b - a }')
    printf '%s\t%s\t%s\t%s\t%s\n' "$lane" "$name" "$wall" "$cpu" "$status" >>"$times_file"
    printf '    [%s] %s: %s s wall, %s s CPU\n' "$lane" "$name" "$wall" "$cpu"
    return "$status"
}

# quiet COMMAND...: runs COMMAND without its standard output (its errors still show).
quiet() { "$@" >/dev/null; }

# build PRESET: builds a configured preset at nice 10; the compiler's output goes to build/PRESET/build.log.
build() {
    local log="build/$1/build.log"
    if ! nice -n 10 cmake --build --preset "$1" -j "$SUDOLAB_JOBS" >"$log" 2>&1; then
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

# The native lane: Release, then Debug -O1 with ASan + UBSan, then the fuzzers.
native_lane() {
    step native "native Release: build, unit and CLI tests, app smoke test, cluster paths"
    timed native "release configure" quiet sudolab_configure native-release
    timed native "release build" build native-release
    timed native "release ctest" run_ctest native-release
    timed native "release app smoke" tests/e2e/native_smoke.sh build/native-release/shell/sudolab_app
    # Slurm (single-node, started here) and GNU parallel. The cluster paths mostly wait (daemons
    # starting, jobs scheduled: about 25 s of wall time for 1 s of CPU), so they run beside the ASan
    # configure and build; their lines are shown when they end. (Their CPU second may also show in the
    # ASan build's column: bash collects a background child's time when it ends.)
    local cluster_log=build/cluster-paths.log cluster_pid
    timed native "cluster paths" tests/cluster/cluster_test.sh build/native-release/sudolab >"$cluster_log" 2>&1 &
    cluster_pid=$!

    step native "native Debug -O1 + AddressSanitizer + UBSan (clang-14): build (the fuzz harnesses too), unit and CLI tests, app smoke test"
    timed native "asan configure" quiet sudolab_configure native-asan
    timed native "asan build" build native-asan
    local cluster_status=0
    wait "$cluster_pid" || cluster_status=$?
    cat "$cluster_log"
    if ((cluster_status)); then
        echo "test: the cluster paths failed (exit $cluster_status; log: $cluster_log)" >&2
        return "$cluster_status"
    fi
    export ASAN_OPTIONS=detect_leaks=1 UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1
    timed native "asan ctest" run_ctest native-asan
    # The window app under ASan + UBSan with leak checking off: it has not yet been run with LeakSanitizer
    # under Xvfb, where the X and GL libraries may keep allocations until exit; the unit tests check leaks.
    ASAN_OPTIONS=detect_leaks=0 timed native "asan app smoke" tests/e2e/native_smoke.sh build/native-asan/shell/sudolab_app
    unset ASAN_OPTIONS UBSAN_OPTIONS

    step native "fuzzers (libFuzzer harnesses of the ASan build): 10 s each over the committed corpora, $SUDOLAB_JOBS at a time"
    timed native "fuzzers" scripts/fuzz.sh 10
}

# The web lane: the wasm build, its unit and CLI tests under node, the browser tests.
web_lane() {
    step web "wasm (Emscripten): build, unit and CLI tests under node, browser end-to-end tests (chromium)"
    timed web "wasm configure" quiet sudolab_configure wasm
    timed web "wasm build" build wasm
    timed web "wasm ctest" run_ctest wasm
    [[ -d tests/e2e/node_modules/playwright-core ]] || (cd tests/e2e && npm ci --no-audit --no-fund --loglevel=error)
    # chromium runs under tests/e2e/chromium_reaper.py, so that the CPU time of its renderer and GPU
    # processes (the page's wasm, SwiftShader drawing every frame) is counted in this step's CPU column.
    local chromium=${SUDOLAB_CHROMIUM:-/usr/bin/chromium}
    SUDOLAB_CHROMIUM_BINARY=$chromium SUDOLAB_CHROMIUM="$SUDOLAB_ROOT/tests/e2e/chromium_reaper.py" \
        SUDOLAB_E2E_JOBS="${SUDOLAB_E2E_JOBS:-$SUDOLAB_JOBS}" timed web "browser tests" node tests/e2e/run.mjs build/wasm/site
}

"$SUDOLAB_ROOT/scripts/setup.sh" test
mkdir -p build
printf 'lane\tstep\twall_s\tcpu_s\texit\n' >"$times_file"

step suite "format: the changed lines against .clang-format and .editorconfig"
scripts/format_check.sh

# Both lanes at once; each prints its own lines (prefixed by its name) and stops at its first failure.
# build/lane-NAME.log keeps each lane's lines for the summary of a failure.
native_lane 2>&1 | tee build/lane-native.log | sed -u 's/^/native | /' &
native_pid=$!
web_lane 2>&1 | tee build/lane-web.log | sed -u 's/^/web    | /' &
web_pid=$!
failed=()
wait "$native_pid" || failed+=(native)
wait "$web_pid" || failed+=(web)
if ((${#failed[@]})); then
    # What failed, again at the end: a log read only by its tail (a CI summary) still names it.
    for lane in "${failed[@]}"; do
        printf '\n==> what failed in the %s lane:\n' "$lane"
        # A browser test's FAIL line with its error; a ctest entry's failure; the step that failed.
        grep -E -A3 '^FAIL - ' "build/lane-$lane.log" | tail -n 40 || true
        grep -E '^test: |\*\*\*(Failed|Exception|Timeout)|^[[:space:]]*[0-9]+ - .*\((Failed|Subprocess|Timeout)' \
            "build/lane-$lane.log" | tail -n 30 || true
    done
    echo "test: the ${failed[*]} lane failed (its lines above say which step)" >&2
    exit 1
fi
# Browser tests that passed only on their second run, named last so that a green run still shows them.
if grep -q '^flaky: ' build/lane-web.log; then
    printf '\n==> flaky browser tests (failed once, passed when run again alone):\n'
    grep '^flaky: ' build/lane-web.log
fi
total_cpu=$(awk -F'\t' 'NR > 1 { s += $4 } END { printf "%.0f", s }' "$times_file")
printf '\n==> all tests passed: %ds wall, %ss CPU in the steps\n' "$SECONDS" "$total_cpu"
