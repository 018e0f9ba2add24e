#!/usr/bin/env bash
# Two configurations of the ASan lane on the same commit, build and tests together (docs/TESTING.md,
# seventh round): builds the native-asan preset from scratch twice in build directories of their own — A
# configured with A_ARGS, B with B_ARGS (cmake -D arguments) — side by side at nice 10, every compile and
# link logged with its CPU seconds by bench/suite/compile_cpu.sh's launcher; then runs each build's ctest ROUNDS times, A and
# B side by side (the same machine load on both), SUDOLAB_JOBS at a time each, with the suite's sanitizer
# options (scripts/test.sh); then the ten slowest entries of A's first ctest run alone, one at a time in
# each build, the two builds side by side, ENTRY_ROUNDS times, for their CPU time
# (bench/suite/ctest_entry_cpu.py). Prints and records the wall, user and system seconds of each step.
# Usage: bench/suite/asan_config_ab.sh LABEL "A_ARGS" "B_ARGS"
#   e.g. bench/suite/asan_config_ab.sh o0-order "-DSUDOLAB_SANITIZE_TEST_CODE_O0=OFF -DSUDOLAB_LINK_CORE_FIRST=OFF" ""
# (ROUNDS, default 2: the ctest runs of each build; ENTRY_ROUNDS, default ROUNDS: the runs of the slowest ten
# entries alone; WORK, default a new directory under /tmp). Records: bench/results/suite/asan-LABEL.txt,
# the compile logs asan-LABEL-A.log and asan-LABEL-B.log, the entries' CPU asan-LABEL-entries.tsv.
set -euo pipefail
label=${1:?usage: asan_config_ab.sh LABEL "A_ARGS" "B_ARGS"}
read -r -a a_args <<<"${2-}"
read -r -a b_args <<<"${3-}"
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
source "$root/scripts/env.sh"
source "$root/bench/suite/ctest_round.sh"
cd "$root"
rounds=${ROUNDS:-2}
entry_rounds=${ENTRY_ROUNDS:-$rounds}
work=${WORK:-$(mktemp -d)}
mkdir -p "$work"
results=$root/bench/results/suite
record=$results/asan-$label.txt
entries=$results/asan-$label-entries.tsv
{
    echo "# bench/suite/asan_config_ab.sh $label: commit $(git rev-parse --short HEAD), $(date -u +%FT%TZ), $(nproc) cores"
    echo "# A: ${2-}"
    echo "# B: ${3-}"
    echo "# load average before: $(cut -d' ' -f1-3 /proc/loadavg)"
} >"$record"
# build_one A|B: configures and builds one side from scratch at nice 10, every compile and link logged with
# its CPU; a build directory left by an interrupted run is continued and its log kept (each object is
# logged once, when it is compiled to its end).
build_one() {
    local build=$1 log=$results/asan-$label-$1.log args
    args=("${a_args[@]}")
    [[ $build == B ]] && args=("${b_args[@]}")
    [[ -d $work/$build ]] ||
        echo "# $build of bench/suite/asan_config_ab.sh $label (commit $(git rev-parse --short HEAD)), from scratch; cmake args: ${args[*]}" >"$log"
    local launcher="$root/bench/suite/compile_cpu.sh;--launch;$log"
    cmake --preset native-asan -B "$work/$build" "${args[@]}" -DCMAKE_CXX_COMPILER_LAUNCHER="$launcher" \
        -DCMAKE_CXX_LINKER_LAUNCHER="$launcher" >"$work/$build-configure.log" 2>&1
    nice -n 10 cmake --build "$work/$build" -j "$SUDOLAB_JOBS" >"$work/$build-build.log" 2>&1
}
# Both builds side by side (the CPU of each is its compile log's sum, whatever the other does meanwhile).
build_one A &
a_pid=$!
build_one B &
b_pid=$!
wait "$a_pid"
wait "$b_pid"
for build in A B; do
    awk -v b="$build" '!/^#/ { user += $1; sys += $2; n++ } END { printf "%s build: %.1f s CPU (%.1f user + %.1f system) in %d compiles and links\n", b, user + sys, user, sys, n }' \
        "$results/asan-$label-$build.log" >>"$record"
done
echo "# load average after the builds: $(cut -d' ' -f1-3 /proc/loadavg)" >>"$record"
export ASAN_OPTIONS=detect_leaks=1 UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1
# A's and B's runs of a round side by side, so that both meet the same machine load.
for round in $(seq "$rounds"); do
    ctest_round A "$round" "$work/A" "$work" "$record" &
    a_pid=$!
    ctest_round B "$round" "$work/B" "$work" "$record" &
    b_pid=$!
    wait "$a_pid"
    wait "$b_pid"
    [[ $round == 1 ]] && cp "$work/A/Testing/Temporary/CTestCostData.txt" "$work/A-cost-1.txt"
done
# The ten slowest entries of A's first run (CTestCostData: NAME RUNS SECONDS, the name may hold spaces).
awk '/^---/ { exit } NF >= 3 { seconds = $NF; $NF = ""; $(NF - 1) = ""; sub(/ +$/, ""); print seconds "\t" $0 }' \
    "$work/A-cost-1.txt" | sort -rn | head -n 10 | cut -f2 >"$work/slowest.txt"
printf 'build\tround\tuser_s\tsystem_s\texit\tentry\n' >"$entries"
for round in $(seq "$entry_rounds"); do
    for build in A B; do
        "$root/bench/suite/ctest_entry_cpu.py" "$work/$build" "$work/slowest.txt" |
            awk -F'\t' -v b="$build" -v r="$round" 'NF == 5 { print b "\t" r "\t" $2 "\t" $3 "\t" $4 "\t" $5 }' >"$work/entries-$build-$round.tsv" &
    done
    wait
    cat "$work/entries-A-$round.tsv" "$work/entries-B-$round.tsv" >>"$entries"
done
awk -F'\t' 'NR > 1 { s[$1 " round " $2] += $3 + $4 } END { for (k in s) printf "slowest ten entries alone, %s: %.1f s CPU\n", k, s[k] }' \
    "$entries" | sort >>"$record"
echo "# load average after: $(cut -d' ' -f1-3 /proc/loadavg)" >>"$record"
cat "$record"
