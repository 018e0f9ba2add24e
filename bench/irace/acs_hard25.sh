#!/usr/bin/env bash
# The acs tuning scenario: the colony's parameters on 25x25 instances at 45 % fixed cells (the ant-colony
# paper's hard band), tuned by irace on k = 10..29 and tested against the defaults on k = 30..49 (k = 0..9
# are the BVE ablation's, docs/solvers/acs.md; none of the three sets overlaps).
#
# Usage: bench/irace/acs_hard25.sh [PATH/TO/sudolab] [BUDGET [MAX_WORK [TEST_RUNS]]]
#   defaults: BUDGET 300 irace experiments, MAX_WORK 10000 ant walks per run, TEST_RUNS 3 (the small run
#   committed under bench/results/irace/acs_hard25/); the full run of bench/README.md is
#   `acs_hard25.sh build/native-release/sudolab 5000 56000 10` into its own tag (TAG=acs_hard25_full).
# Tuned: ants (1..100), q0, rho, local-rate, bve-rate (0..1), restart-after (0..2000 iterations). Left at their
# defaults: propagation and ant-moves, because they change what a work unit costs (a peers walk takes about
# 15x the CPU of a singles walk; a lock-step unit is one colony step, not a walk), so a cost in work units
# would compare unlike things; and max-iterations, a run limit.
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
sudolab=$root/build/native-release/sudolab
if [ $# -gt 0 ] && [[ $1 == */* || -x $1 ]]; then sudolab=$(realpath "$1"); shift; fi
budget=${1:-300} max_work=${2:-10000} test_runs=${3:-3}
cd "$root"
source bench/irace/hard25_split.sh
bench/irace/tune.sh --sudolab "$sudolab" --tag "${TAG:-acs_hard25}" --solver acs --max-work "$max_work" \
    --budget "$budget" --table-option "--exclude max-iterations" --table-option "--exclude propagation" \
    --table-option "--exclude ant-moves" --table-option "--range ants=1,100" \
    --table-option "--range restart-after=0,2000" --train "${train[@]}" --test "${test[@]}" --test-runs "$test_runs"
