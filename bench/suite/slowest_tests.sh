#!/usr/bin/env bash
# The slowest ctest entries of a build, from the cost data ctest keeps (the last run's seconds per entry,
# wall time): docs/TESTING.md. Usage: bench/suite/slowest_tests.sh COST_DATA [N]
#   COST_DATA: build/PRESET/Testing/Temporary/CTestCostData.txt or a copy under bench/results/suite/
set -euo pipefail
file=${1:?usage: slowest_tests.sh COST_DATA [N]}
# A line is: NAME RUNS SECONDS (the name may hold spaces); the part after '---' lists failed tests.
awk '/^---/ { exit } NF >= 3 { seconds = $NF; runs = $(NF - 1); $NF = ""; $(NF - 1) = ""; sub(/ +$/, ""); total += seconds;
     printf "%8.2f s  %s\n", seconds, $0 } END { printf "%8.2f s  all %d entries\n", total, NR }' "$file" | sort -rn | head -n "${2:-10}"
