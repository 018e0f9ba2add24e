#!/usr/bin/env bash
# The browser tests' cost (docs/TESTING.md, "Fourth round"): runs the whole browser suite as
# scripts/test.sh runs it (chromium under tests/e2e/chromium_reaper.py, so that its renderer and GPU
# processes are counted) and records its wall and CPU seconds (user + system of node, chromium and all its
# helpers, /usr/bin/time) with the load average before and after, in bench/results/suite/browser-LABEL.txt
# (the suite's own output, then the footer). With PROFILE=1 the tests run one at a time and
# browser-LABEL.tsv gets each test's wall and CPU seconds, pages, frames drawn and ticks
# (SUDOLAB_E2E_PROFILE, tests/e2e/profile.mjs).
#   [PROFILE=1] [SUDOLAB_E2E_JOBS=N] bench/suite/browser_cost.sh LABEL [SITE_DIR]
set -euo pipefail
label=${1:?usage: browser_cost.sh LABEL [SITE_DIR]}
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
source "$root/scripts/env.sh"
site=$(cd "${2:-$root/build/wasm/site}" && pwd)
out=$root/bench/results/suite/browser-$label.txt
jobs=${SUDOLAB_E2E_JOBS:-2}
profile=()
if [[ ${PROFILE:-0} == 1 ]]; then
    jobs=1  # a test's CPU is only its own when no other runs beside it
    profile=(SUDOLAB_E2E_PROFILE="$root/bench/results/suite/browser-$label.tsv")
fi
load_before=$(cut -d' ' -f1-3 /proc/loadavg)
commit="$(git -C "$root" rev-parse --short HEAD)$(git -C "$root" diff --quiet HEAD -- tests shell web core || echo ' + uncommitted changes')"
status=0
env "${profile[@]}" SUDOLAB_E2E_JOBS="$jobs" SUDOLAB_CHROMIUM_BINARY="${SUDOLAB_CHROMIUM:-/usr/bin/chromium}" \
    SUDOLAB_CHROMIUM="$root/tests/e2e/chromium_reaper.py" \
    /usr/bin/time -o "$out.time" -f '%e %U %S' node "$root/tests/e2e/run.mjs" "$site" >"$out" 2>&1 || status=$?
# The last line: /usr/bin/time writes "Command exited with non-zero status N" before it when a test failed.
read -r wall user system < <(tail -n 1 "$out.time")
rm -f "$out.time"
{
    echo
    echo "browser tests: SUDOLAB_E2E_JOBS=$jobs, commit $commit (tests; the site is SITE_DIR's build), exit $status"
    echo "wall ${wall} s, CPU $(awk -v u="$user" -v s="$system" 'BEGIN { printf "%.1f", u + s }') s (user $user + system $system; node, chromium and its helpers)"
    echo "load average (1, 5, 15 min): before $load_before, after $(cut -d' ' -f1-3 /proc/loadavg); $(nproc) cores"
} >>"$out"
tail -5 "$out"
exit "$status"
