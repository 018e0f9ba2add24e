#!/usr/bin/env bash
# Markdown tables of docs/BENCHMARKS.md from the committed records (jq only).
# Usage: bench/tables.sh phase RECORDS.jsonl   one row per fixed-cell percentage (the number ending the set
#                                               name, e.g. inst9x9_45), one column per solver:
#                                               "solved/runs  mean time of the solved runs"
#        bench/tables.sh named RECORDS.jsonl   one row per puzzle, per solver: success %, mean and median
#                                               time of the solved runs in ms
set -euo pipefail
mode=$1 file=$2
fmt='def t: if . == null then "–" elif . < 0.001 then "\(. * 1e6 | round) µs" elif . < 1 then "\(. * 1e3 * 10 | round / 10) ms" else "\(. * 100 | round / 100) s" end;
     def mean: if length == 0 then null else add / length end;
     def median: sort | if length == 0 then null elif length % 2 == 1 then .[length / 2 | floor] else (.[length / 2 - 1] + .[length / 2]) / 2 end;'
case $mode in
phase)
    jq -s -r "$fmt"'
        (map(.solver) | reduce .[] as $s ([]; if index([$s]) then . else . + [$s] end)) as $solvers |
        "| fixed % | " + ($solvers | join(" | ")) + " |",
        "|---:|" + ($solvers | map("---:") | join("|")) + "|",
        (map(. + {pct: (.set | capture("_(?<f>[0-9]+)$").f | tonumber)}) | group_by(.pct)[] | . as $g |
            "| \($g[0].pct) | " +
            ($solvers | map(. as $s | [$g[] | select(.solver == $s)] |
                "\(map(select(.solved)) | length)/\(length) \(map(select(.solved) | .time_s) | mean | t)") | join(" | ")) + " |")' "$file" ;;
named)
    jq -s -r "$fmt"'
        (map(.solver) | reduce .[] as $s ([]; if index([$s]) then . else . + [$s] end)) as $solvers |
        (map(.set) | reduce .[] as $s ([]; if index([$s]) then . else . + [$s] end)) as $sets |
        "| puzzle | " + ($solvers | map("\(.) success | mean | median") | join(" | ")) + " |",
        "|---|" + ($solvers | map("---:|---:|---:") | join("|")) + "|",
        ($sets[] as $set | "| \($set) | " + ($solvers | map(. as $s | [$all[] | select(.solver == $s and .set == $set)] |
            (map(select(.solved) | .time_s)) as $ts |
            "\((($ts | length) * 100 / length) | round) % | \($ts | mean | t) | \($ts | median | t)") | join(" | ")) + " |")' \
        --slurpfile all "$file" "$file" ;;
*) echo "tables.sh: mode phase or named" >&2; exit 2 ;;
esac
