# One whole ctest run of a build directory for the suite's A/B scripts (sourced, not run).
# ctest_round SIDE ROUND BUILD_DIR WORK RECORD: runs ctest in BUILD_DIR, SUDOLAB_JOBS at a time, its output in
# WORK/SIDE-ctest-ROUND.log; appends to RECORD its wall, user and system seconds, then its result line, its
# exit status and the load average after. The times go through a file of their own, so that two rounds run
# side by side append whole lines.
ctest_round() {
    local side=$1 round=$2 dir=$3 work=$4 record=$5 status=0
    (cd "$dir" && /usr/bin/time -o "$work/$side-ctest-$round.time" -f "$side ctest round $round: %e s wall, %U s user, %S s system" \
        ctest -j "$SUDOLAB_JOBS" >"$work/$side-ctest-$round.log" 2>&1) || status=$?
    cat "$work/$side-ctest-$round.time" >>"$record"
    echo "$side ctest round $round: $(grep -E 'tests passed|tests failed' "$work/$side-ctest-$round.log" | tail -n 1) (exit $status; load average after: $(cut -d' ' -f1-3 /proc/loadavg))" >>"$record"
}
