#!/usr/bin/env bash
# Plots of `sudolab bench` results with gnuplot (Debian: gnuplot-nox) and jq; both are in scripts/setup.sh.
#
#   scripts/bench_plots.sh phase OUT_PREFIX RECORDS.jsonl...
#       Phase-transition curves: for each order found, OUT_PREFIX-NxN.EXT with success rate (and its 95 %
#       Wilson band) and mean time (all runs; CPU seconds when recorded) against the nominal fixed-cell
#       fraction, one line per solver. The fraction is the number ending the set name, so bench the sweep
#       with `--set-name strip-index` (one set per fraction for the paper's files) and/or --generate.
#   scripts/bench_plots.sh boxes OUT RECORDS.jsonl...
#       Box plots of the time of the successful runs per instance set, one panel per solver; each box is
#       labelled "set (solved/runs)". Whiskers: gnuplot's default, 1.5 interquartile ranges.
#   scripts/bench_plots.sh trace OUT TRACE.tsv
#       Cost and best cost against time, one line per solver, from `sudolab trace` output.
#
# The extension of OUT (.png or .svg) picks the format; OUT_PREFIX gets .png unless PLOT_FORMAT=svg.
# The summary is computed by the tool itself (`sudolab bench --merge`), found as $SUDOLAB, or else on
# the PATH, or else in build/. Example (the demo campaign, bench/README.md):
#   scripts/bench_plots.sh phase bench/results/demo/phase bench/results/demo/sweep.jsonl
set -euo pipefail
SUDOLAB_BENCH_JQ=$(cd "$(dirname "${BASH_SOURCE[0]}")/../bench/jq" && pwd)
. "$(dirname "${BASH_SOURCE[0]}")/gnuplot_terminal.sh"

usage() {
    sed -n '2,20p' "$0" | sed 's/^# \{0,1\}//' >&2
    exit 2
}
[ $# -ge 3 ] || usage
mode=$1
out=$2
shift 2
for tool in gnuplot jq; do
    command -v "$tool" >/dev/null || { echo "bench_plots: $tool not found (run scripts/setup.sh)" >&2; exit 2; }
done
for file in "$@"; do [ -r "$file" ] || { echo "bench_plots: $file: cannot read" >&2; exit 2; }; done

find_sudolab() {
    if [ -n "${SUDOLAB:-}" ]; then echo "$SUDOLAB"; return; fi
    if command -v sudolab >/dev/null; then command -v sudolab; return; fi
    local root candidate
    root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
    for candidate in "$root"/build/sudolab "$root"/build/*/sudolab; do
        if [ -x "$candidate" ]; then echo "$candidate"; return; fi
    done
    echo "bench_plots: sudolab not found; set SUDOLAB=path/to/sudolab" >&2
    exit 2
}

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

case "$mode" in
phase)
    ext=${PLOT_FORMAT:-png}
    # One point per (order, solver, nominal fixed-cell percentage): the percentage ends the set name
    # (inst25x25_45 of the paper's files with --set-name strip-index, gen25x25_0.45 of --generate), so
    # both instance sources of one fraction pool into one point. Success rate with its 95 % Wilson
    # band; mean time of all runs (CPU seconds when the records have them, else wall seconds).
    jq -L "$SUDOLAB_BENCH_JQ" -rs 'include "phase";
            group_by([.order, .solver, pct])[] | length as $n | (map(select(.solved)) | length) as $s |
            wilson($s; $n) as $band |
            [.[0].order, .[0].solver, (.[0] | pct) / 100, $s / $n, $band[0], $band[1], (map(secs) | add / $n), $n] | @tsv' "$@" >"$tmp/rows.tsv"
    time_kind=$(jq -rs 'if all(.cpu_s != null) then "CPU" else "wall" end' "$@")
    for order in $(cut -f1 "$tmp/rows.tsv" | sort -nu); do
        side=$((order * order))
        plots_rate=()
        plots_time=()
        n=0
        while IFS= read -r solver; do
            n=$((n + 1))
            data="$tmp/phase_${order}_${solver}.tsv"
            awk -F'\t' -v o="$order" -v s="$solver" '$1 == o && $2 == s' "$tmp/rows.tsv" | sort -t$'\t' -k3,3g >"$data"
            plots_rate+=("'$data' using 3:5:6 with filledcurves lt $n fs transparent solid 0.15 notitle")
            plots_rate+=("'$data' using 3:4 with linespoints lt $n title '$solver'")
            plots_time+=("'$data' using 3:7 with linespoints lt $n title '$solver'")
        done < <(awk -F'\t' -v o="$order" '$1 == o && !seen[$2]++ { print $2 }' "$tmp/rows.tsv")
        runs=$(awk -F'\t' -v o="$order" '$1 == o { print $8 }' "$tmp/rows.tsv" | sort -n | uniq | paste -sd/)
        file="$out-${side}x${side}.$ext"
        {
            gnuplot_terminal "$file" 1100 450
            echo "set output '$file'"
            echo "set multiplot layout 1,2 title '${side}x${side}: success rate (95 % Wilson band) and mean $time_kind time vs fixed cells, $runs runs per point'"
            echo "set xlabel 'fraction of fixed cells'; set grid; set key bottom right"
            echo "set ylabel 'success rate'; set yrange [0:1.05]"
            echo "plot $(IFS=,; echo "${plots_rate[*]}")"
            echo "set ylabel 'mean $time_kind time of all runs (s)'; set yrange [*:*]; set logscale y; set format y '%g'; set key top right"
            echo "plot $(IFS=,; echo "${plots_time[*]}")"
            echo "unset multiplot"
        } | gnuplot
        echo "$file"
    done
    ;;
boxes)
    # Per (solver, set): the times of the solved runs, labelled with solved/runs.
    jq -rs 'group_by(.solver, .set)[] | (map(select(.solved)) | length) as $k | length as $n |
            .[] | select(.solved) | [.solver, "\(.set) (\($k)/\($n))", .time_s] | @tsv' "$@" >"$tmp/times.tsv"
    mapfile -t solvers < <(jq -r '.solver' "$@" | awk '!seen[$0]++')
    rows=${#solvers[@]}
    {
        gnuplot_terminal "$out" 1100 $((260 * rows + 60))
        echo "set output '$out'"
        echo "set multiplot layout $rows,1 title 'time of the successful runs per instance set (box: quartiles, whiskers: 1.5 IQR)'"
        echo "set style data boxplot; set style boxplot outliers pointtype 7; set pointsize 0.4"
        echo "set logscale y; set format y '%g'; set ylabel 'time (s)'; set grid ytics; set xtics rotate by -30 font ',8'; unset key"
        echo "set style fill solid 0.25 border -1"
        for solver in "${solvers[@]}"; do
            awk -F'\t' -v s="$solver" '$1 == s' "$tmp/times.tsv" >"$tmp/box_$solver.tsv"
            echo "set title '$solver'"
            if [ -s "$tmp/box_$solver.tsv" ]; then
                echo "plot '$tmp/box_$solver.tsv' using (1):3:(0.5):2"
            else
                echo "set label 1 'no successful run' at graph 0.5,0.5 center; plot [0:1][1:2] NaN; unset label 1"
            fi
        done
        echo "unset multiplot"
    } | gnuplot 2>"$tmp/gnuplot.err" || { cat "$tmp/gnuplot.err" >&2; exit 1; }
    echo "$out"
    ;;
trace)
    [ $# -eq 1 ] || usage
    mapfile -t solvers < <(grep -v '^#' "$1" | cut -f1 | awk 'NF && !seen[$0]++')
    plots_cost=()
    plots_best=()
    n=0
    for solver in "${solvers[@]}"; do
        n=$((n + 1))
        # Time 0 cannot be drawn on a log axis: the first sample is moved to 1 microsecond.
        awk -F'\t' -v s="$solver" '$1 == s { if ($2 <= 0) $2 = 1e-6; print $2 "\t" $5 "\t" $6 }' "$1" >"$tmp/trace_$solver.tsv"
        plots_cost+=("'$tmp/trace_$solver.tsv' using 1:2 with lines lt $n title '$solver'")
        plots_best+=("'$tmp/trace_$solver.tsv' using 1:3 with steps lt $n lw 2 title '$solver'")
    done
    {
        gnuplot_terminal "$out" 1100 450
        echo "set output '$out'"
        echo "set multiplot layout 1,2 title 'cost against time, one run per solver'"
        echo "set xlabel 'time (s)'; set logscale x; set format x '%g'; set grid; set key top right"
        echo "set ylabel 'cost'"
        echo "plot $(IFS=,; echo "${plots_cost[*]}")"
        echo "set ylabel 'best cost so far'"
        echo "plot $(IFS=,; echo "${plots_best[*]}")"
        echo "unset multiplot"
    } | gnuplot
    echo "$out"
    ;;
*) usage ;;
esac
