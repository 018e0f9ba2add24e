#!/usr/bin/env bash
# The first frame's waits (bench/app/first_frame_probe.mjs), for two builds of the site taken in turns
# (A, B, A, B, ...) so that both see the same machine load; output and `uptime` kept in
# bench/results/app/first-frame-<UTC time>.txt.
# Usage: bench/app/first_frame.sh SITE_A SITE_B [ROUNDS]   (site directories built by the wasm preset)
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/../../scripts/env.sh"
cd "$SUDOLAB_ROOT"
a="$(realpath "$1")"; b="$(realpath "$2")"; rounds="${3:-3}"
out="bench/results/app/first-frame-$(date -u +%Y%m%dT%H%MZ).txt"
mkdir -p bench/results/app
{
  echo "# bench/app/first_frame.sh A=$1 B=$2, $rounds rounds, commit $(git rev-parse --short HEAD), $(date -u)"
  echo "# before: $(uptime)"
  for round in $(seq "$rounds"); do
    for site in A B; do
      dir="$a"; [[ "$site" == B ]] && dir="$b"
      echo "$site $(cd tests/e2e && node ../../bench/app/first_frame_probe.mjs "$dir" 1 2>&1 | grep -v 'GL Driver')"
    done
  done
  echo "# after: $(uptime)"
} | tee "$out"
echo "written: $out" >&2
