#!/usr/bin/env bash
# Builds the libFuzzer harnesses of tests/fuzz in the native-asan preset (clang-14 + AddressSanitizer +
# UBSan; the harnesses link that build's core, build/native-asan/fuzz/NAME_fuzz) and runs each for
# SECONDS (default 10) starting from its committed seed corpus (tests/fuzz/corpus/NAME). Inputs it
# finds go to build/fuzz/corpus/NAME (never into the repository); a crash, leak, timeout or violated
# property fails the script and leaves the input in build/fuzz/artifacts/.
#   scripts/fuzz.sh                 # the suite's short run (scripts/test.sh): 10 s per harness
#   nice -n 15 scripts/fuzz.sh 600 reader share_link   # longer opt-in run of chosen harnesses
# Harnesses: reader, share_link, params, exact. Reproduce a finding: build/native-asan/fuzz/NAME_fuzz ARTIFACT
# libFuzzer's own random seed is FUZZ_SEED (default 1), so the suite explores the same mutation sequence
# on every machine and a finding in CI repeats; FUZZ_SEED=0 lets libFuzzer pick one (longer runs).
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/env.sh"
cd "$SUDOLAB_ROOT"

seconds=${1:-10}
shift || true
names=("$@")
((${#names[@]})) || names=(reader share_link params exact)
build=$SUDOLAB_ROOT/build/fuzz  # corpora, findings and logs
binaries=$SUDOLAB_ROOT/build/native-asan/fuzz

[[ -f build/native-asan/build.ninja ]] || sudolab_configure native-asan >/dev/null
# nice: a compile gives way to tests running beside it (scripts/test.sh); after the suite's ASan build
# step the harnesses are up to date and this builds nothing.
nice -n 10 cmake --build --preset native-asan -j "$SUDOLAB_JOBS" --target "${names[@]/%/_fuzz}" >/dev/null
mkdir -p "$build/artifacts"

# fuzz_one NAME: runs one harness for $seconds; its output goes to build/fuzz/NAME.log.
fuzz_one() {
    local name=$1
    mkdir -p "$build/corpus/$name"
    ASAN_OPTIONS=detect_leaks=1 UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1 \
        "$binaries/${name}_fuzz" -seed="${FUZZ_SEED:-1}" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
        -artifact_prefix="$build/artifacts/$name-" "$build/corpus/$name" "tests/fuzz/corpus/$name" >"$build/$name.log" 2>&1
}

# The harnesses run side by side, SUDOLAB_JOBS at a time (each is one process on one core): with two
# cores, four 20 s runs take 40 s of wall time instead of 80.
declare -A pids=()
failed=()
running=0
for name in "${names[@]}"; do
    if ((running >= SUDOLAB_JOBS)); then
        wait -n || true
        running=$((running - 1))
    fi
    fuzz_one "$name" &
    pids[$name]=$!
    running=$((running + 1))
done
for name in "${names[@]}"; do
    if ! wait "${pids[$name]}"; then failed+=("$name"); fi
done
for name in "${names[@]}"; do
    log=$build/$name.log
    if [[ " ${failed[*]} " == *" $name "* ]]; then
        tail -n 40 "$log" >&2
        echo "fuzz: $name found a problem (input saved in $build/artifacts/)" >&2
        continue
    fi
    runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log")
    echo "fuzz: $name: ${runs:-?} executions in $seconds s, no finding"
done
((${#failed[@]} == 0))
