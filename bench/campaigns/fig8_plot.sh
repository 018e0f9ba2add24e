#!/usr/bin/env bash
# The ant-colony paper's Figure 8 from the committed acs_fig8 records: per order, the fraction of trivial
# instances and the mean value-set size per cell after propagating the givens (the paper code's peers rule),
# against the fixed-cell percentage. Needs python3 and gnuplot (scripts/setup.sh).
# Usage: bench/campaigns/fig8_plot.sh [OUT.png]   (default docs/acs-fig8.png)
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
out=${1:-$root/docs/acs-fig8.png}
data=$(mktemp)
trap 'rm -f "$data"' EXIT
python3 "$root/bench/campaigns/paper_tables.py" fig8-data "$root/bench/results/acs_fig8/fig8.jsonl" |
    awk -F'\t' '$1 == "peers"' >"$data"
gnuplot <<GNUPLOT
set terminal pngcairo size 1100,450 font "DejaVu Sans,11"
set output "$out"
set multiplot layout 1,2 title "Figure 8 re-run: every general instance, 50 per order and percentage, the paper code's propagation (peers)" noenhanced
set datafile separator "\t"
set xlabel "fixed cells (%)"
set key top left
set grid
set ylabel "fraction of instances solved by propagation"
set yrange [0:1.05]
plot for [o in "3 4 5"] "$data" using (\$2 == o ? \$3 : 1/0):4 with linespoints title sprintf("%dx%d", o*o, o*o)
set ylabel "mean value-set size per cell"
set yrange [0:*]
set key top right
plot for [o in "3 4 5"] "$data" using (\$2 == o ? \$3 : 1/0):5 with linespoints title sprintf("%dx%d", o*o, o*o)
unset multiplot
GNUPLOT
echo "wrote $out"
