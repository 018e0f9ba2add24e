#!/usr/bin/env bash
# Two checkouts' browser tests against each other, interleaved (before, after, before, after, ...) so that
# the machine's load falls on both alike: each run is `node tests/e2e/run.mjs` of that checkout on its own
# built site, as scripts/test.sh runs it (chromium under tests/e2e/chromium_reaper.py, so that its helper
# processes are counted), with SUDOLAB_E2E_ONLY and SUDOLAB_E2E_JOBS passed on. Records, per run, its wall
# and CPU seconds (user + system of node, chromium and all its helpers, /usr/bin/time), its tests' counts
# and the load average, in bench/results/suite/browser-ab-LABEL.tsv.
#   [SUDOLAB_E2E_ONLY='A|B'] [SUDOLAB_E2E_JOBS=N] bench/suite/browser_ab.sh LABEL BEFORE_ROOT AFTER_ROOT [ROUNDS]
# BEFORE_ROOT and AFTER_ROOT are checkouts with their wasm site built (build/wasm/site); a copy that is no git
# checkout (git archive of a commit, its site built or copied in) names its commit in a file .source-commit.
set -euo pipefail
label=${1:?usage: browser_ab.sh LABEL BEFORE_ROOT AFTER_ROOT [ROUNDS]}
before=$(cd "${2:?before checkout}" && pwd)
after=$(cd "${3:?after checkout}" && pwd)
rounds=${4:-2}
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
out=$root/bench/results/suite/browser-ab-$label.tsv
log=$root/bench/results/suite/browser-ab-$label.log
# commit_of ROOT: the commit a checkout (or a copy with .source-commit) holds.
commit_of() { git -C "$1" rev-parse --short HEAD 2>/dev/null || cat "$1/.source-commit" 2>/dev/null || echo unknown; }
printf '# SUDOLAB_E2E_ONLY=%s SUDOLAB_E2E_JOBS=%s; before: the checkout at %s, after: the checkout at %s; %s cores\n' \
    "${SUDOLAB_E2E_ONLY:-}" "${SUDOLAB_E2E_JOBS:-1}" "$(commit_of "$before")" "$(commit_of "$after")" "$(nproc)" >"$out"
printf 'round\tside\twall_s\tcpu_s\tuser_s\tsystem_s\tresult\tload_before\tload_after\n' >>"$out"
: >"$log"
# one SIDE CHECKOUT ROUND: runs that checkout's browser tests once and appends its line.
one() {
    local side=$1 checkout=$2 round=$3 load_before wall user system result
    load_before=$(cut -d' ' -f1 /proc/loadavg)
    SUDOLAB_CHROMIUM_BINARY="${SUDOLAB_CHROMIUM:-/usr/bin/chromium}" SUDOLAB_CHROMIUM="$checkout/tests/e2e/chromium_reaper.py" \
        /usr/bin/time -o "$out.time" -f '%e %U %S' node "$checkout/tests/e2e/run.mjs" "$checkout/build/wasm/site" \
        >"$log.run" 2>&1 || true
    read -r wall user system < <(tail -n 1 "$out.time")
    result=$(grep -E '^[0-9]+ passed' "$log.run" | tail -n 1)
    { echo "== round $round, $side"; cat "$log.run"; } >>"$log"
    printf '%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\n' "$round" "$side" "$wall" \
        "$(awk -v u="$user" -v s="$system" 'BEGIN { printf "%.1f", u + s }')" "$user" "$system" "$result" \
        "$load_before" "$(cut -d' ' -f1 /proc/loadavg)" >>"$out"
}
for ((round = 1; round <= rounds; round++)); do
    one before "$before" "$round"
    one after "$after" "$round"
done
rm -f "$out.time" "$log.run"
cat "$out"
