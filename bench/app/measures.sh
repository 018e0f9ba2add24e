#!/usr/bin/env bash
# The web page's measures of docs/APP.md (issue 26): time to first frame on localhost, page weight with the
# service worker, time in a frame while a person plays (the keyboard game) and while acs solves a 25x25
# instance. Runs the e2e tests that take them (`node tests/e2e/run.mjs` filtered by name) and keeps their
# output, with the machine's load before and after, in bench/results/app/measures-<UTC time>.txt.
# Usage: bench/app/measures.sh [SITE_DIR] (default build/wasm/site; build the wasm preset first).
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/../../scripts/env.sh"
cd "$SUDOLAB_ROOT"
site="${1:-build/wasm/site}"
out="bench/results/app/measures-$(date -u +%Y%m%dT%H%MZ).txt"
mkdir -p bench/results/app
{
  echo "# bench/app/measures.sh $site, commit $(git rev-parse --short HEAD), $(date -u)"
  echo "# before: $(uptime)"
  for name in 'page loads' 'page weight' 'keyboard: a game' 'frame times while acs'; do
    echo "## SUDOLAB_E2E_ONLY='$name' node tests/e2e/run.mjs $site"
    SUDOLAB_E2E_ONLY="$name" node tests/e2e/run.mjs "$site" 2>&1 | grep -v 'GL Driver'
  done
  echo "# after: $(uptime)"
} | tee "$out"
echo "written: $out" >&2
