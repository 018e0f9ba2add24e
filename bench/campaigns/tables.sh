#!/usr/bin/env bash
# Markdown tables of docs/BENCHMARKS.md from the committed records (jq only).
# Usage: bench/campaigns/tables.sh phase RECORDS.jsonl   one row per fixed-cell percentage (the number ending the set
#                                               name, e.g. inst9x9_45), one column per solver:
#                                               "solved/runs [95 % Wilson interval]  mean time of the solved runs"
#        bench/campaigns/tables.sh named RECORDS.jsonl   one row per puzzle, per solver: success %, mean and median
#                                               time of the solved runs in ms
#        bench/campaigns/tables.sh soto | soto_table2 | levels | givens | jones_init | lewis_cp RECORDS.jsonl   the solver pages' tables
#                                               (tabu.md, hill-climb.md; see each mode's comment)
#        bench/campaigns/tables.sh sets RECORDS.jsonl    one row per (solver, set) in run order: runs, solved, mean givens,
#                                               iterations of the solved runs (min / mean / median / max), mean
#                                               restarts, mean work per run, work to success (total work /
#                                               solved runs), mean time of the solved runs and of all runs
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
mode=$1 file=$2
# jq definitions of every mode: the shared ones of bench/jq/phase.jq (pct, secs, wilson) and the tables' own.
fmt='include "phase"; def t: if . == null then "–" elif . < 0.001 then "\(. * 1e6 | round) µs" elif . < 1 then "\(. * 1e3 * 10 | round / 10) ms" else "\(. * 100 | round / 100) s" end;
     def mean: if length == 0 then null else add / length end;
     def median: sort | if length == 0 then null elif length % 2 == 1 then .[length / 2 | floor] else (.[length / 2 - 1] + .[length / 2]) / 2 end;
     def wilson_text($s; $n): wilson($s; $n) | "[\(.[0] * 100 | round)–\(.[1] * 100 | round) %]";'
case $mode in
phase)
    jq -L "$root/bench/jq" -s -r "$fmt"'
        (map(.solver) | reduce .[] as $s ([]; if index([$s]) then . else . + [$s] end)) as $solvers |
        "| fixed % | " + ($solvers | join(" | ")) + " |",
        "|---:|" + ($solvers | map("---:") | join("|")) + "|",
        (map(. + {pct: pct}) | group_by(.pct)[] | . as $g |
            "| \($g[0].pct) | " +
            ($solvers | map(. as $s | [$g[] | select(.solver == $s)] |
                "\(map(select(.solved)) | length)/\(length) \(wilson_text(map(select(.solved)) | length; length)) \(map(select(.solved) | secs) | mean | t)") | join(" | ")) + " |")' "$file" ;;
named)
    jq -L "$root/bench/jq" -s -r "$fmt"'
        (map(.solver) | reduce .[] as $s ([]; if index([$s]) then . else . + [$s] end)) as $solvers |
        (map(.set) | reduce .[] as $s ([]; if index([$s]) then . else . + [$s] end)) as $sets |
        "| puzzle | " + ($solvers | map("\(.) success | mean | median") | join(" | ")) + " |",
        "|---|" + ($solvers | map("---:|---:|---:") | join("|")) + "|",
        ($sets[] as $set | "| \($set) | " + ($solvers | map(. as $s | [$all[] | select(.solver == $s and .set == $set)] |
            (map(select(.solved) | .time_s)) as $ts |
            "\((($ts | length) * 100 / length) | round) % | \($ts | mean | t) | \($ts | median | t)") | join(" | ")) + " |")' \
        --slurpfile all "$file" "$file" ;;
sets)
    jq -L "$root/bench/jq" -s -r "$fmt"'
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
soto)
    # Soto et al.'s Tables 3-4 from our records: per (solver label, puzzle) in run order: runs, solved with
    # its 95 % Wilson interval, runs needed for 30 successes (in run-index order; ">N" if fewer than 30 of
    # N), iterations of the solved runs (min / mean / max / sd), mean wall time of all runs.
    jq -L "$root/bench/jq" -s -r "$fmt"'
        def r1: . * 10 | round / 10;
        def sd: if length < 2 then null else (add / length) as $m | (map((. - $m) * (. - $m)) | add / (length - 1) | sqrt) end;
        "| solver | puzzle | runs | solved [95 % CI] | runs for 30 successes | iterations min / mean / max / sd (solved) | mean time (wall) |",
        "|---|---|---:|---|---:|---|---:|",
        (group_by(.solver + "\u0000" + .set) | sort_by(.[0].run)[] | . as $g | ($g | sort_by(.run_index)) as $o |
            ($o | map(select(.solved))) as $s | ($s | map(.iterations)) as $it |
            "| \($g[0].solver) | \($g[0].set) | \($g | length) | \($s | length)/\($g | length) \(wilson_text($s | length; $g | length)) | " +
            "\(if ($s | length) >= 30 then ($s[29].run_index + 1 | tostring) else ">\($g | length)" end) | " +
            "\(if ($it | length) == 0 then "–" else "\($it | min) / \($it | mean | r1) / \($it | max) / \($it | sd // 0 | r1)" end) | " +
            "\($g | map(.time_s) | mean | t) |")' "$file" ;;
soto_table2)
    # Soto et al.'s Table 2: % of the starting domain values removed by the first filtering, per filter (the
    # solver labels), and the open cells left.
    jq -s -r '
        (map(.solver) | unique) as $f |
        "| puzzle | givens | " + ($f | map("\(.) % removed") | join(" | ")) + " | open cells after " + ($f | join(" / ")) + " |",
        "|---|---:|" + ($f | map("---:") | join("|")) + "|---|",
        (group_by(.set)[] | . as $g |
            "| \($g[0].set) | \($g[0].givens) | " +
            ($f | map(. as $x | $g[] | select(.solver == $x) | .stats["% values removed by first filtering"] * 10 | round / 10 | tostring) | join(" | ")) +
            " | " + ($f | map(. as $x | $g[] | select(.solver == $x) | .stats["open cells after first filtering"] | tostring) | join(" / ")) + " |")' "$file" ;;
levels)
    # Per (solver label, set) in run order: runs, solved [95 % Wilson], mean givens, iterations of the solved
    # runs (mean / median / max), mean restarts, mean wall time of all runs.
    jq -L "$root/bench/jq" -s -r "$fmt"'
        def r1: . * 10 | round / 10;
        "| solver | set | runs | solved [95 % CI] | mean givens | iterations mean / median / max (solved) | mean restarts | mean time (wall) |",
        "|---|---|---:|---|---:|---|---:|---:|",
        (group_by(.solver + "\u0000" + .set) | sort_by(.[0].run)[] | . as $g | ($g | map(select(.solved))) as $s |
            ($s | map(.iterations)) as $it |
            "| \($g[0].solver) | \($g[0].set) | \($g | length) | \($s | length)/\($g | length) \(wilson_text($s | length; $g | length)) | " +
            "\($g | map(.givens) | mean | r1) | " +
            "\(if ($it | length) == 0 then "–" else "\($it | mean | r1) / \($it | median) / \($it | max)" end) | " +
            "\($g | map(.restarts // 0) | mean | r1) | \($g | map(.time_s) | mean | t) |")' "$file" ;;
givens)
    # Jones et al.'s Fig. 6 (results by number of givens): per (solver label, givens band 16-23, 24-30, 31-36,
    # 37+; the paper's bands, whose 24-30 and 30-36 overlap at 30, counted in the first): runs, solved
    # [95 % Wilson], mean iterations and mean restarts of all runs, mean wall time of all runs.
    jq -L "$root/bench/jq" -s -r "$fmt"'
        def r1: . * 10 | round / 10;
        def band: if .givens <= 23 then "16-23" elif .givens <= 30 then "24-30" elif .givens <= 36 then "31-36" else "37+" end;
        "| solver | givens | runs | solved [95 % CI] | mean iterations | mean restarts | mean time (wall) |",
        "|---|---|---:|---|---:|---:|---:|",
        (map(.solver) | reduce .[] as $x ([]; if index([$x]) then . else . + [$x] end)) as $solvers |
        map(. + {band: band}) as $all |
        ($solvers[] as $solver | ["16-23", "24-30", "31-36", "37+"][] as $band |
            [$all[] | select(.solver == $solver and .band == $band)] | select(length > 0) | . as $g |
            ($g | map(select(.solved)) | length) as $s |
            "| \($g[0].solver) | \($g[0].band) | \($g | length) | \($s)/\($g | length) \(wilson_text($s; $g | length)) | " +
            "\($g | map(.iterations) | mean | r1) | \($g | map(.restarts // 0) | mean | r1) | \($g | map(.time_s) | mean | t) |")' "$file" ;;
lewis_cp)
    # Lewis's Fig. 2: per (grid, p): instances, mean proportion of fixed cells before (givens / cells) and after
    # the CP procedure ((givens + propagated cells) / cells), and how many instances CP completes.
    jq -L "$root/bench/jq" -s -r "$fmt"'
        def r3: . * 1000 | round / 1000;
        "| grid | p | instances | fixed before CP (mean) | fixed after CP (mean) | completed by CP |",
        "|---|---:|---:|---:|---:|---:|",
        (group_by(.cells) | sort_by(.[0].cells)[] | group_by(.fraction) | sort_by(.[0].fraction)[] | . as $g |
            ($g[0].order * $g[0].order) as $side |
            "| \($side)×\($side) | \($g[0].fraction) | \($g | length) | \($g | map(.givens / .cells) | mean | r3) | " +
            "\($g | map((.givens + .stats["propagated cells"]) / .cells) | mean | r3) | " +
            "\($g | map(select(.givens + .stats["propagated cells"] == .cells)) | length)/\($g | length) |")' "$file" ;;
jones_init)
    # Jones et al.'s Fig. 4: the first start of each start mode (runs stopped after 1 iteration): mean f1,
    # mean clashes with givens, and the wall time of reset + 1 iteration.
    jq -L "$root/bench/jq" -s -r "$fmt"'
        def r1: . * 10 | round / 10;
        "| start | set | puzzles | mean f1 | mean clashes with givens | mean time of reset + 1 iteration (wall) |",
        "|---|---|---:|---:|---:|---:|",
        (group_by(.solver + "\u0000" + .set) | sort_by(.[0].run)[] | . as $g |
            "| \($g[0].solver) | \($g[0].set) | \($g | length) | \($g | map(.stats["start f1"]) | mean | r1) | " +
            "\($g | map(.stats["start given clashes"]) | mean | r1) | \($g | map(.time_s) | mean | t) |")' "$file" ;;
*) echo "tables.sh: mode phase, named, sets, soto, soto_table2, levels or jones_init" >&2; exit 2 ;;
esac
