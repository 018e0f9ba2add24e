#!/usr/bin/env bash
# irace's target runner for a sudolab solver (bench/irace/tune.sh sets it up): one run of the solver on
# one instance with one configuration, and its cost on stdout for irace to minimise.
#   target_runner.sh CONFIG_ID INSTANCE_ID SEED INSTANCE NAME=VALUE...   (irace's calling convention)
# Environment (exported by tune.sh): SUDOLAB (the tool), SUDOLAB_IRACE_ROOT (the repository), SUDOLAB_IRACE_SOLVER (its id), SUDOLAB_IRACE_MAX_WORK
# (the run's budget in the solver's work units), SUDOLAB_IRACE_RECORDS (a JSONL file each run is appended to),
# SUDOLAB_IRACE_COST (the objective, par10 when unset):
#   par10      the work units of a solved run, 10 x the budget for an unsolved one (PAR10 in work units);
#   best-cost  the best cost the run reached plus the fraction of the budget it used: a solved run costs
#              work / budget (in (0, 1]), an unsolved one its best cost + 1 (the solver's cost is an
#              integer, 0 only when solved), so fewer violations rank first, then faster solutions.
# Both count work units, not seconds, so the machine's load does not change the cost. A wrong answer or a
# refused run is an error (exit 1), so irace stops rather than tune on it.
set -euo pipefail
[ $# -ge 4 ] || { echo "target_runner.sh: expected CONFIG_ID INSTANCE_ID SEED INSTANCE [NAME=VALUE...]" >&2; exit 1; }
config=$1 instance_id=$2 seed=$3 instance=$4
shift 4
params=()
for assignment in "$@"; do params+=(--param "$assignment"); done
# Run from the repository root with the instance's path relative to it, as bench's records name files.
cd "$SUDOLAB_IRACE_ROOT"
instance=$(realpath --relative-to=. "$instance")
# irace's seeds can exceed the tool's range (unsigned 64 bits): keep the low 53 bits, as bench's seeds.
seed=$(( seed % 9007199254740992 ))
status=0
out=$("$SUDOLAB" solve --algo "$SUDOLAB_IRACE_SOLVER" --seed "$seed" --max-work "$SUDOLAB_IRACE_MAX_WORK" \
    --time-limit 0 --format json "${params[@]}" "$instance") || status=$?
if [ "$status" -gt 1 ] || [ -z "$out" ]; then
    echo "target_runner.sh: sudolab exited $status on $instance (config $config): $out" >&2
    exit 1
fi
[ "$(wc -l <<<"$out")" -eq 1 ] || { echo "target_runner.sh: $instance holds more than one puzzle (an instance is one puzzle)" >&2; exit 1; }
case ${SUDOLAB_IRACE_COST:-par10} in
    par10) objective='if .solved then .work else 10 * $budget end' ;;
    best-cost) objective='.best_cost + .work / $budget' ;;
    *) echo "target_runner.sh: unknown SUDOLAB_IRACE_COST '$SUDOLAB_IRACE_COST' (par10 or best-cost)" >&2; exit 1 ;;
esac
cost=$(jq -r --argjson budget "$SUDOLAB_IRACE_MAX_WORK" \
    "if .solved or .status == \"work limit\" then $objective else error(\"run ended: \\(.status): \\(.message)\") end" \
    <<<"$out")
jq -c --arg config "$config" --arg instance_id "$instance_id" --argjson cost "$cost" \
    '{config: ($config | tonumber), instance_id: ($instance_id | tonumber), file, seed, status, solved, work,
      best_cost, cpu_s, cost: $cost, params}' <<<"$out" >>"$SUDOLAB_IRACE_RECORDS"
echo "$cost"
