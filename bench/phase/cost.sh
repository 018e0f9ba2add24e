#!/usr/bin/env bash
# What the full phase-transition campaign of the ant-colony paper costs, estimated from records:
# orders 3, 4, 5 x 21 fractions (0..100 % step 5) x 100 instances x one run, limits 5 / 20 / 120 s, for
# every solver found in the records. For each (order, solver, fraction) the mean time per run of the
# records is scaled to 100 instances; a run the records cut at a shorter limit than the paper's could
# take up to the paper's limit, so the estimate is a range: low = as recorded, high = every such run
# at the paper's limit. Fractions missing from the records take the mean of the nearest recorded ones.
# Usage: bench/phase/cost.sh [--cores N]... RECORDS.jsonl...     (times: the records' cpu_s when present,
#        else time_s; say which in the output)
set -euo pipefail
cores=()
while [[ $# -gt 0 && $1 == --cores ]]; do cores+=("$2"); shift 2; done
[[ ${#cores[@]} -gt 0 ]] || cores=(64 256 1024)
[[ $# -gt 0 ]] || { echo "usage: bench/phase/cost.sh [--cores N]... RECORDS.jsonl..." >&2; exit 2; }
cat "$@" | jq -L "$(dirname "${BASH_SOURCE[0]}")/../jq" -s -r --argjson cores "$(printf '%s\n' "${cores[@]}" | jq -s .)" '
  include "phase";
  def limit_of($o): {"3": 5, "4": 20, "5": 120}[$o | tostring];
  (map(select(.cpu_s != null)) | length) as $cpu |
  # A run is cut by the limit it hit, as its status says: wall clock ("time limit") or CPU time ("cpu limit").
  (map({order, solver, pct: pct, t: secs, cut: (.status == "time limit" or .status == "cpu limit"),
        limit: (if .status == "cpu limit" then .cpu_limit_s else .time_limit_s end)})) as $runs |
  [ $runs | group_by([.order, .solver])[] | . as $g | ($g[0].order) as $o | limit_of($o) as $L |
    ($g | group_by(.pct) | map({pct: .[0].pct,
        low: (map(.t) | add / length),
        high: (map(if .cut and .limit < $L then $L else .t end) | add / length)})) as $byPct |
    [range(0; 101; 5) as $f | ($byPct | min_by((.pct - $f) | fabs)) | {f: $f, low, high}] as $full |
    {order: $o, solver: $g[0].solver, recorded: ($g | length), limit: $L,
     low_h: ($full | map(.low) | add * 100 / 3600), high_h: ($full | map(.high) | add * 100 / 3600)} ] as $rows |
  "# time source: \(if $cpu == ($runs | length) then "CPU seconds (cpu_s)" elif $cpu == 0 then "wall seconds (time_s) - inflated by load" else "mixed cpu_s / time_s" end)",
  "| order | solver | runs recorded | paper limit | full campaign (2100 runs) CPU hours, low – high |",
  "|---:|---|---:|---:|---:|",
  ($rows | sort_by(.order, .solver)[] | "| \(.order) | \(.solver) | \(.recorded) | \(.limit) s | \(.low_h * 100 | round / 100) – \(.high_h * 100 | round / 100) |"),
  "",
  ($rows | (map(.low_h) | add) as $lo | (map(.high_h) | add) as $hi |
    "Total: \($lo * 10 | round / 10) – \($hi * 10 | round / 10) CPU hours (\(length) order x solver rows).",
    ($cores[] as $n | "As a Slurm array on \($n) cores: \($lo / $n * 60 | round) – \($hi / $n * 60 | round) min of wall time (+ the longest single run, at most 120 s, and queueing)."))'
