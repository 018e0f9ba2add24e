# Sourced by the plot scripts (scripts/bench_plots.sh, bench/big_grids/curves.sh): one gnuplot terminal
# set-up for every plot of the project, so PNG and SVG look the same everywhere.

# gnuplot_terminal FILE WIDTH HEIGHT: the gnuplot lines that open FILE's format (.svg, else PNG) at that
# size; data files are read as tab-separated (labels in them contain spaces).
gnuplot_terminal() {
    case "$1" in
        *.svg) echo "set terminal svg size $2,$3 dynamic background '#ffffff' font 'DejaVu Sans,11'" ;;
        *) echo "set terminal pngcairo size $2,$3 font 'DejaVu Sans,10'" ;;
    esac
    echo "set datafile separator tab"
}
