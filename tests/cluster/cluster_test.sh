#!/usr/bin/env bash
# Runs one small `sudolab bench` campaign through both committed cluster paths and checks that the
# merged records equal the unsharded campaign's (apart from time fields):
#   1. Slurm: a single-node cluster started here (tests/cluster/slurm_local.sh), the job array + merge
#      job of bench/cluster/slurm_submit.sh; then the same submission again, which must resume (every
#      task finds its runs done).
#   2. GNU parallel over an --sshloginfile naming this machine (`:`), bench/cluster/parallel_campaign.sh,
#      with one shard failing the first time: the script fails, and the same command again re-runs
#      only that shard (joblog + --resume-failed).
# Usage: tests/cluster/cluster_test.sh PATH/TO/sudolab      (needs root for slurmd; jq, parallel, slurm)
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
sudolab="$(cd "$(dirname "$1")" && pwd)/$(basename "$1")"
work=$(mktemp -d)
source "$root/tests/cluster/slurm_local.sh"
trap 'slurm_local_stop; rm -rf "$work"' EXIT
passed=0 failed=0
ok() { echo "ok   - $*"; passed=$((passed + 1)); }
bad() { echo "FAIL - $*"; failed=$((failed + 1)); }

data="$root/tests/data"
campaign=(--algo dlx,acs,nobve=acs --param nobve.bve-rate=0 --runs 2 --seed 5 --time-limit 0 --max-work 3000
          "$data/named/aiescargot.txt" "$data/named/coly013.txt" "$data/cli/puzzles.txt")
# The records without their time fields (wall and CPU seconds differ between executions), sorted.
untimed() { jq -c 'with_entries(select(.key | test("time_s$|^cpu") | not))' "$@" | sort; }

# Work limits, not time limits: a run cut by the clock does not repeat exactly.
"$sudolab" bench "${campaign[@]}" --jobs 1 --out "$work/reference.jsonl" >/dev/null
runs=$(wc -l <"$work/reference.jsonl")
[[ $runs -eq 30 ]] || bad "reference campaign: $runs records, expected 30"

# --- Slurm ---
if [[ $(id -u) -ne 0 ]]; then
    bad "slurm: this test starts slurmd and must run as root"
elif slurm_local_start "$work/cluster"; then
    if "$root/bench/cluster/slurm_submit.sh" --shards 3 --dir "$work/slurm" --sudolab "$sudolab" --wait \
        -- "${campaign[@]}" >"$work/slurm_submit.out" 2>&1; then
        ok "slurm: array of 3 tasks and the merge job ran ($(cat "$work/slurm_submit.out"))"
    else
        bad "slurm: submission or merge job failed: $(cat "$work/slurm_submit.out" "$work/slurm/logs/"*.log 2>/dev/null | tail -20)"
    fi
    [[ "$(untimed "$work/slurm/merged.jsonl" 2>/dev/null)" == "$(untimed "$work/reference.jsonl")" ]] &&
        ok "slurm: merged records equal the unsharded campaign ($runs runs)" ||
        bad "slurm: merged records differ from the unsharded campaign"
    shard_runs=$(cat "$work/slurm"/shard_*.jsonl | wc -l)
    [[ $shard_runs -eq $runs ]] && ok "slurm: the 3 shards partition the $runs runs" || bad "slurm: shards hold $shard_runs runs"
    grep -q "^# merged" "$work/slurm/summary.txt" && ok "slurm: merge job wrote the summary" || bad "slurm: no summary"
    # Re-submitting the same campaign into the same directory resumes: every task finds its runs done.
    "$root/bench/cluster/slurm_submit.sh" --shards 3 --dir "$work/slurm" --sudolab "$sudolab" --wait \
        -- "${campaign[@]}" >/dev/null 2>&1 || bad "slurm: re-submission failed"
    resumed=$(grep -h "already in" "$work/slurm/logs"/shard_*.log | grep -c ", 0 run now" || true)
    [[ $resumed -eq 3 ]] && ok "slurm: a re-submission resumes (3 tasks, 0 runs repeated)" ||
        bad "slurm: re-submission did not resume: $(cat "$work/slurm/logs"/shard_*.log | tail -6)"
    [[ "$(untimed "$work/slurm/merged.jsonl")" == "$(untimed "$work/reference.jsonl")" ]] &&
        ok "slurm: records after the resumed submission unchanged" || bad "slurm: records changed by resuming"
else
    bad "slurm: the single-node cluster did not start"
fi

# --- GNU parallel ---
echo ":" >"$work/hosts"
# A wrapper that fails shard 2 of 4 once, as a lost node would.
cat >"$work/flaky" <<WRAP
#!/usr/bin/env bash
if [[ -e "$work/fail-once" && " \$* " == *" --shard 2/4 "* ]]; then rm -f "$work/fail-once"; exit 3; fi
exec "$sudolab" "\$@"
WRAP
chmod +x "$work/flaky"
touch "$work/fail-once"
parallel_run() {
    "$root/bench/cluster/parallel_campaign.sh" --shards 4 --dir "$work/parallel" --sshloginfile "$work/hosts" \
        --jobs-per-host 2 --sudolab "$work/flaky" -- "${campaign[@]}" >"$work/parallel.out" 2>&1
}
if parallel_run; then bad "parallel: a failing shard did not fail the campaign"; else ok "parallel: a failing shard fails the campaign"; fi
first=$(awk 'NR > 1' "$work/parallel/joblog" | wc -l)
if parallel_run; then ok "parallel: the same command again completes the campaign"; else bad "parallel: resume failed: $(tail -5 "$work/parallel.out")"; fi
rerun=$(awk 'NR > 1' "$work/parallel/joblog" | wc -l)
[[ $first -eq 4 && $rerun -eq 5 ]] && ok "parallel: the resumed run re-ran only the failed shard (joblog $first + $((rerun - first)))" ||
    bad "parallel: joblog has $first then $rerun entries, expected 4 then 5"
[[ "$(untimed "$work/parallel/merged.jsonl" 2>/dev/null)" == "$(untimed "$work/reference.jsonl")" ]] &&
    ok "parallel: merged records equal the unsharded campaign ($runs runs)" ||
    bad "parallel: merged records differ from the unsharded campaign"

echo "cluster: $passed passed, $failed failed"
[[ $failed -eq 0 ]]
