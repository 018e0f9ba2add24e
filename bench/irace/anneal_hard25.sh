#!/usr/bin/env bash
# The anneal tuning scenario: Lewis's annealing on 25x25 instances at 45 % fixed cells (the ant-colony paper's
# hard band, the order-5 set of docs/solvers/anneal.md), tuned by irace on k = 10..29 and tested against the
# paper's defaults on k = 30..49, as the acs scenario.
#
# Usage: [COST=par10] [TAG=T] bench/irace/anneal_hard25.sh [PATH/TO/sudolab] [BUDGET [MAX_WORK [TEST_RUNS [PARALLEL]]]]
#   defaults: BUDGET 180 irace experiments (irace's minimum here), MAX_WORK 50 million proposed moves per run,
#   TEST_RUNS 2, PARALLEL 2, COST best-cost (the small run committed under bench/results/irace/anneal_hard25/);
#   the full PAR10 run of bench/README.md is COST=par10 with a budget that lets runs solve.
# Objective: not PAR10. A solved run takes 125-173 CPU s on this band (docs/solvers/anneal.md, Table 1), so
# PAR10 at irace's minimum budget would be about 9 CPU hours. Instead each run gets a fixed budget of proposed
# moves and costs its best cost (values missing from rows and columns) + the fraction of the budget used
# (target_runner.sh --cost best-cost): deterministic and machine-independent. 50 million moves is about one
# cooling from t0 to near-freezing with the defaults on this band (t0 about 17, about 100,000 moves per
# temperature, 0.99 per temperature: some 450 temperatures), so the defaults end low but rarely at 0.
# Tuned: cp, cooling (narrowed to 0.9..0.9999: below 0.9 the walk freezes within a few temperatures),
# t0-from, chain, reheat-after (narrowed to 0..200). Left at their defaults: trial-moves, because its moves
# are made in reset() and not counted as work (a cost in work units would not see them), and max-moves, a
# limit. After the test bench, bench/irace/cost_test.sh compares the best costs of the paired test runs.
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
sudolab=$root/build/native-release/sudolab
if [ $# -gt 0 ] && [[ $1 == */* || -x $1 ]]; then sudolab=$(realpath "$1"); shift; fi
budget=${1:-180} max_work=${2:-50000000} test_runs=${3:-2} parallel=${4:-2}
tag=${TAG:-anneal_hard25}
cd "$root"
source bench/irace/hard25_split.sh
bench/irace/tune.sh --sudolab "$sudolab" --tag "$tag" --solver anneal --max-work "$max_work" \
    --budget "$budget" --cost "${COST:-best-cost}" --parallel "$parallel" --table-option "--exclude max-moves" \
    --table-option "--exclude trial-moves" --table-option "--range cooling=0.9,0.9999" \
    --table-option "--range reheat-after=0,200" --train "${train[@]}" --test "${test[@]}" --test-runs "$test_runs"
bench/irace/cost_test.sh "bench/results/irace/$tag/test.jsonl" default tuned >"bench/results/irace/$tag/cost_test.txt"
