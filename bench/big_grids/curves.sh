#!/usr/bin/env bash
# Curves of a big-grid campaign (docs/BIG_GRIDS.md) with gnuplot, from run.py records (one campaign may
# span several CSV files): for each order in the records, OUT_PREFIX-NxN.EXT with two panels against the
# percentage of givens, one line per solver: the median CPU s of all runs (log scale; unsolved runs at
# their recorded CPU time, about the limit) with its 95 % order-statistic band, and the solved rate with
# its 95 % Clopper-Pearson band. Data: bench/big_grids/plot_data.py. EXT is png, or svg with PLOT_FORMAT=svg.
#   bench/big_grids/curves.sh OUT_PREFIX RECORDS.csv...
# Example: bench/big_grids/curves.sh docs/big_grids_matrix bench/results/big_grids/records.csv
set -euo pipefail
[ $# -ge 2 ] || { sed -n '2,8p' "$0" | sed 's/^# \{0,1\}//' >&2; exit 2; }
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
. "$here/../../scripts/gnuplot_terminal.sh"
out=$1
shift
command -v gnuplot >/dev/null || { echo "big_grids_curves: gnuplot not found (scripts/setup.sh installs it)" >&2; exit 2; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
python3 "$here/plot_data.py" "$tmp" "$@"
ext=${PLOT_FORMAT:-png}
colors=('#1f4e9c' '#2a9d3a' '#e07b00' '#8e44ad' '#c0392b' '#5d4037' '#0097a7' '#7f8c8d')  # gnuplot's 5th (yellow) is unreadable
for order in $(cut -f1 "$tmp/curves.tsv" | sort -nu); do
    side=$((order * order))
    time_plots=()
    rate_plots=()
    while IFS=$'\t' read -r o k solver; do
        [ "$o" = "$order" ] || continue
        data="$tmp/curve_${order}_$k.tsv"
        lc="lc rgb '${colors[k % ${#colors[@]}]}'"
        time_plots+=("'$data' using 1:6:7 with filledcurves $lc fs transparent solid 0.15 notitle")
        time_plots+=("'$data' using 1:5 with linespoints $lc pt 7 ps 0.6 title '$solver'")
        rate_plots+=("'$data' using 1:3:4 with filledcurves $lc fs transparent solid 0.15 notitle")
        rate_plots+=("'$data' using 1:2 with linespoints $lc pt 7 ps 0.6 title '$solver'")
    done <"$tmp/curves.tsv"
    runs=$(awk -F'\t' -v o="$order" '$1 == o' "$tmp/curves.tsv" | while IFS=$'\t' read -r _ k _; do
        cut -f10 "$tmp/curve_${order}_$k.tsv"; done | sort -n | uniq | paste -sd/)
    file="$out-${side}x${side}.$ext"
    {
        gnuplot_terminal "$file" 1100 450
        echo "set output '$file'"
        echo "set multiplot layout 1,2 title '${side}x${side}: CPU s of the whole process and solved rate vs givens, $runs runs per point (95 % bands)'"
        echo "set xlabel 'givens (% of the cells)'; set grid; set xrange [-2:102]"
        echo "set ylabel 'median CPU s (unsolved runs at the limit)'; set logscale y; set format y '%g'; set key top left font ',9'"
        echo "plot $(IFS=,; echo "${time_plots[*]}")"
        echo "unset logscale y; set format y '%g'; set ylabel 'solved rate'; set yrange [0:1.05]; set key bottom right font ',9'"
        echo "plot $(IFS=,; echo "${rate_plots[*]}")"
        echo "unset multiplot"
    } | gnuplot 2>"$tmp/gnuplot.err" || { cat "$tmp/gnuplot.err" >&2; exit 1; }
    echo "$file"
done
