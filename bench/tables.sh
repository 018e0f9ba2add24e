#!/usr/bin/env bash
# Markdown tables of docs/BENCHMARKS.md from the committed records (jq only).
# Usage: bench/tables.sh phase RECORDS.jsonl   one row per fixed-cell percentage (the number ending the set
#                                               name, e.g. inst9x9_45), one column per solver:
#                                               "solved/runs [95 % Wilson interval]  mean time of the solved runs"
#        bench/tables.sh named RECORDS.jsonl   one row per puzzle, per solver: success %, mean and median
#                                               time of the solved runs in ms
#        bench/tables.sh sets RECORDS.jsonl    one row per (solver, set) in run order: runs, solved, mean givens,
#                                               iterations of the solved runs (min / mean / median / max), mean
#                                               restarts, mean work per run, work to success (total work /
#                                               solved runs), mean time of the solved runs and of all runs
set -euo pipefail
mode=$1 file=$2
fmt='def t: if . == null then "–" elif . < 0.001 then "\(. * 1e6 | round) µs" elif . < 1 then "\(. * 1e3 * 10 | round / 10) ms" else "\(. * 100 | round / 100) s" end;
     def mean: if length == 0 then null else add / length end;
     def median: sort | if length == 0 then null elif length % 2 == 1 then .[length / 2 | floor] else (.[length / 2 - 1] + .[length / 2]) / 2 end;
     def wilson($s; $n): 1.959963984540054 as $z | ($s / $n) as $p | (1 + $z * $z / $n) as $d |
         (($p + $z * $z / (2 * $n)) / $d) as $c | ($z * (($p * (1 - $p) / $n + $z * $z / (4 * $n * $n)) | sqrt) / $d) as $h |
         "[\(if $s == 0 then 0 else ([0, $c - $h] | max) * 100 | round end)–\(if $s == $n then 100 else ([1, $c + $h] | min) * 100 | round end) %]";'
case $mode in
phase)
    jq -s -r "$fmt"'
        (map(.solver) | reduce .[] as $s ([]; if index([$s]) then . else . + [$s] end)) as $solvers |
        "| fixed % | " + ($solvers | join(" | ")) + " |",
        "|---:|" + ($solvers | map("---:") | join("|")) + "|",
        (map(. + {pct: (.set | capture("_(?<f>[0-9]+)$").f | tonumber)}) | group_by(.pct)[] | . as $g |
            "| \($g[0].pct) | " +
            ($solvers | map(. as $s | [$g[] | select(.solver == $s)] |
                "\(map(select(.solved)) | length)/\(length) \(wilson(map(select(.solved)) | length; length)) \(map(select(.solved) | .time_s) | mean | t)") | join(" | ")) + " |")' "$file" ;;
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
sets)
    jq -s -r "$fmt"'
        def r1: . * 10 | round / 10;
        def big: if . == null then "–" elif . >= 1e5 then "\(. / 1e6 * 100 | round / 100)·10⁶" else "\(r1)" end;
        "| solver | set | runs | solved | mean givens | iterations of solved runs min / mean / median / max | mean restarts | mean work / run | work to success | mean time solved | mean time all |",
        "|---|---|---:|---:|---:|---|---:|---:|---:|---:|---:|",
        (group_by(.solver + "\u0000" + .set) | sort_by(.[0].run)[] | . as $g | ($g | map(select(.solved))) as $s |
            ($s | map(.iterations)) as $it | ($g | map(.work) | add) as $w |
            "| \($g[0].solver) | \($g[0].set) | \($g | length) | \($s | length) | \($g | map(.givens) | mean | r1) | " +
            "\($it | min | big) / \($it | mean | big) / \($it | median | big) / \($it | max | big) | " +
            "\($g | map(.restarts) | if all(. == null) then "–" else (map(. // 0) | mean | r1) end) | \($w / ($g | length) | big) | " +
            "\(if ($s | length) == 0 then "–" else ($w / ($s | length) | big) end) | " +
            "\($s | map(.time_s) | mean | t) | \($g | map(.time_s) | mean | t) |")' "$file" ;;
*) echo "tables.sh: mode phase, named or sets" >&2; exit 2 ;;
esac
