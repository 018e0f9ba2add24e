#!/usr/bin/env bash
# Tunes one sudolab solver's parameters with irace (Debian's r-cran-irace; scripts/setup.sh test installs it),
# from a scenario generated from the solver's parameter table, then runs the tuned configuration against the
# defaults on instances the tuning never saw.
#
# Usage: bench/irace/tune.sh [--sudolab PATH] --tag TAG --solver ID --max-work N --budget EXPERIMENTS
#            [--cost par10|best-cost] [--parallel P] [--table-option "OPTION VALUE"]...
#            --train FILE... [--test FILE... [--test-runs R]]
#   --max-work N     each tuning run's budget in the solver's work units; the test runs get the same budget
#   --cost C         irace's objective (target_runner.sh): par10 (the default: work of a solved run, 10 x N
#                    for an unsolved one) or best-cost (the best cost reached + the fraction of N used)
#   --parallel P     runs at a time, in irace and in the test bench (default 1); the costs count work
#                    units, so they do not depend on it
#   --budget E       irace's maxExperiments (runs of the solver in the whole tuning)
#   --table-option   passed to make_parameters.py (--exclude NAME, --range NAME=LO,HI, --log NAME)
#   --train/--test   instance files (one puzzle each); the test bench compares `default` and `tuned` with
#                    `sudolab bench --runs R` (default 1) and --max-work N, its summary led by the machine's
#                    calibration line (`bench --calibrate`)
# Output in bench/results/irace/TAG/: table.json (sudolab params ID --json), parameters.txt (+ forbidden.txt),
# instances.txt, scenario.txt, irace.log (irace's report), runs.jsonl (every tuning run: config, instance,
# seed, cost), irace.Rdata, best.txt (irace's best configuration as --param options), test.jsonl and
# test_summary.txt (the comparison), load.txt (load average and CPU time of each step).
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
sudolab=$root/build/native-release/sudolab tag= solver= max_work= budget= test_runs=1 cost=par10 parallel=1
table_options=() train=() test=() list=
while [ $# -gt 0 ]; do
    case $1 in
        --sudolab) sudolab=$(realpath "$2"); shift 2 ;;
        --tag) tag=$2; shift 2 ;;
        --solver) solver=$2; shift 2 ;;
        --max-work) max_work=$2; shift 2 ;;
        --budget) budget=$2; shift 2 ;;
        --test-runs) test_runs=$2; shift 2 ;;
        --cost) cost=$2; shift 2 ;;
        --parallel) parallel=$2; shift 2 ;;
        --table-option) read -r -a words <<<"$2"; table_options+=("${words[@]}"); shift 2 ;;
        --train) list=train; shift ;;
        --test) list=test; shift ;;
        -*) echo "tune.sh: unknown option '$1'" >&2; exit 2 ;;
        *) [ -n "$list" ] || { echo "tune.sh: '$1': instance files follow --train or --test" >&2; exit 2; }
           [ -f "$1" ] || { echo "tune.sh: no instance file '$1'" >&2; exit 2; }
           if [ "$list" = train ]; then train+=("$1"); else test+=("$1"); fi
           shift ;;
    esac
done
for required in tag solver max_work budget; do
    [ -n "${!required}" ] || { echo "tune.sh: --${required//_/-} is required" >&2; exit 2; }
done
[ ${#train[@]} -gt 0 ] || { echo "tune.sh: no --train instances" >&2; exit 2; }
[[ $cost == par10 || $cost == best-cost ]] || { echo "tune.sh: --cost '$cost': expected par10 or best-cost" >&2; exit 2; }
[[ $parallel =~ ^[1-9][0-9]*$ ]] || { echo "tune.sh: --parallel '$parallel': expected a count of 1 or more" >&2; exit 2; }
irace=$(command -v irace || echo /usr/lib/R/site-library/irace/bin/irace)
[ -x "$irace" ] || { echo "tune.sh: irace not found: install r-cran-irace (scripts/setup.sh test)" >&2; exit 2; }

out=$root/bench/results/irace/$tag
mkdir -p "$out"
note() { echo "$(date -u +%FT%TZ) load $(cut -d' ' -f1-3 /proc/loadavg) $1" >>"$out/load.txt"; }
rel() { realpath --relative-to="$root" "$1"; }

# The scenario: parameters generated from the table, instance paths relative to the repository root.
"$sudolab" params "$solver" --json >"$out/table.json"
python3 "$root/bench/irace/make_parameters.py" "$out/table.json" --forbidden "$out/forbidden.txt" \
    "${table_options[@]}" >"$out/parameters.txt"
for f in "${train[@]}"; do rel "$f"; done >"$out/instances.txt"
{
    echo "## irace scenario written by bench/irace/tune.sh (paths relative to this file)"
    echo "parameterFile = \"parameters.txt\""
    [ -s "$out/forbidden.txt" ] && echo "forbiddenFile = \"forbidden.txt\""
    echo "trainInstancesDir = \"$(realpath --relative-to="$out" "$root")\""
    echo "trainInstancesFile = \"instances.txt\""
    echo "targetRunner = \"$(realpath --relative-to="$out" "$root/bench/irace/target_runner.sh")\""
    echo "execDir = \".\""
    echo "logFile = \"irace.Rdata\""
    echo "maxExperiments = $budget"
    echo "seed = 1"
    echo "parallel = $parallel"
    echo "digits = 3"
} >"$out/scenario.txt"

export SUDOLAB=$sudolab SUDOLAB_IRACE_ROOT=$root SUDOLAB_IRACE_SOLVER=$solver SUDOLAB_IRACE_MAX_WORK=$max_work
export SUDOLAB_IRACE_RECORDS=$out/runs.jsonl SUDOLAB_IRACE_COST=$cost
rm -f "$out/runs.jsonl"
note "irace start: $solver, max-work $max_work, cost $cost, budget $budget experiments, ${#train[@]} training instances, $parallel at a time"
# From the scenario's folder, so that irace's log names it by a relative path.
(cd "$out" && /usr/bin/time -f "%U %S" -o irace.cpu "$irace" --scenario scenario.txt >irace.log 2>&1) ||
    { rm -f "$out/irace.cpu"; tail -20 "$out/irace.log" >&2; exit 1; }
note "irace end (user sys CPU s of irace and its runs: $(cat "$out/irace.cpu"))"
rm -f "$out/irace.cpu"

# irace prints its best configurations as command lines last: the first of them is the tuned one.
best=$(sed -n '/# Best configurations as commandlines/,$p' "$out/irace.log" | sed -n '2p' | sed 's/^[0-9]* *//')
[ -n "$best" ] || { echo "tune.sh: no best configuration in irace.log" >&2; exit 1; }
read -r -a assignments <<<"$best"
printf -- '--param %s\n' "${assignments[@]}" >"$out/best.txt"

[ ${#test[@]} -gt 0 ] || exit 0
tuned=() test_files=()
for f in "${test[@]}"; do test_files+=("$(rel "$f")"); done
for a in "${assignments[@]}"; do tuned+=(--param "tuned.$a"); done
note "test start: default vs tuned, ${#test[@]} instances, $test_runs runs each"
(cd "$root" && "$sudolab" bench --algo "default=$solver,tuned=$solver" "${tuned[@]}" --runs "$test_runs" \
    --max-work "$max_work" --time-limit 0 --seed 1 --jobs "$parallel" --set-name strip-index --calibrate \
    --out "$out/test.jsonl" --compare default,tuned "${test_files[@]}" >"$out/test_summary.txt") || [ $? -eq 1 ]
note "test end"
