#!/bin/sh
# Plots of docs/BIG_GRIDS.md from the committed records: per-instance CPU time of `auto` against
# CaDiCaL's (bench/results/big_grids/records.csv) and the ablation's cactus plot (bench/results/big_grids/ablation.csv:
# instances solved within a CPU time, per propagation setting), then the curves (median CPU s and solved
# rate vs givens, per solver, bench/big_grids/curves.sh) of the 25x25 matrix (records: MATRIX, default
# bench/results/big_grids/matrix25*.csv) and of the orders 6-8 campaign (ORDERS, default
# bench/results/big_grids/orders_campaign*.csv); a campaign without records is skipped. The scatter plot reads
# SCATTER (default bench/results/big_grids/records.csv). gnuplot (Debian gnuplot-nox).
set -eu
cd "$(dirname "$0")/../.."
command -v gnuplot >/dev/null || apt-get install -y -qq gnuplot-nox >/dev/null
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
python3 - "$dir" ${SCATTER:-bench/results/big_grids/records.csv} <<'PY'
import csv, sys
sys.path.insert(0, "bench/big_grids")
from stats import read_records
d = sys.argv[1]
rows = read_records(sys.argv[2:])
cpu = {}
for r in rows:
    cpu.setdefault(r["instance"], {})[r["solver"]] = float(r["cpu_s"])
with open(d + "/scatter.dat", "w") as f:
    for inst, by in sorted(cpu.items()):
        if "auto" in by and "cadical" in by and inst.split("_")[1] in ("35", "40", "45", "50"):
            f.write("%s %g %g\n" % (inst.split("_")[1], by["cadical"], by["auto"]))
abl = list(csv.DictReader(open("bench/results/big_grids/ablation.csv")))
names = sorted({r["solver"] for r in abl})
with open(d + "/names.txt", "w") as f:
    for k, name in enumerate(names):
        times = sorted(float(r["cpu_s"]) for r in abl if r["solver"] == name and r["status"] == "solved")
        with open("%s/cactus%d.dat" % (d, k), "w") as g:
            for i, t in enumerate(times, start=1):
                g.write("%g %d\n" % (t, i))
        f.write(name.replace("auto:propagation=", "auto, ") + "\n")
PY
gnuplot <<GP
set terminal pngcairo size 900,640 font ",12"
set output "docs/big_grids_scatter.png"
set title "25x25 hard band, $(wc -l < "$dir/scatter.dat") instances: CPU s per instance (whole process, one run, seed 1)"
set logscale xy
set xlabel "CaDiCaL 1.5.3 CPU s"
set ylabel "sudolab auto CPU s"
set key top left
set xrange [0.002:20]
set yrange [0.002:20]
plot "$dir/scatter.dat" using 2:(\$1 == 35 ? \$3 : 1/0) title "35 %" pt 7 ps 0.8, \
     "$dir/scatter.dat" using 2:(\$1 == 40 ? \$3 : 1/0) title "40 %" pt 5 ps 0.8, \
     "$dir/scatter.dat" using 2:(\$1 == 45 ? \$3 : 1/0) title "45 %" pt 9 ps 0.9, \
     "$dir/scatter.dat" using 2:(\$1 == 50 ? \$3 : 1/0) title "50 %" pt 13 ps 0.9, \
     x title "equal" lt -1 dt 2, 0.2*x title "0.2x" lt 0 dt 3
set output "docs/big_grids_ablation.png"
set title "Ablation, 80 hard-band 25x25 instances: solved within a CPU time (auto's exact propagation, learning none)"
unset logscale y
set logscale x
set xrange [0.002:5]
set yrange [0:82]
set xlabel "CPU s per instance (whole process)"
set ylabel "instances solved"
set key bottom right
plot for [k=0:4] sprintf("$dir/cactus%d.dat", k) using 1:2 with steps lw 2 title system(sprintf("sed -n %dp $dir/names.txt", k + 1))
GP
echo "docs/big_grids_scatter.png docs/big_grids_ablation.png"
# curves PREFIX FILES...: the curves of the records FILES that exist (a glob that matched nothing is skipped).
curves() {
  prefix=$1
  shift
  for f in "$@"; do [ -e "$f" ] && { bench/big_grids/curves.sh "$prefix" "$@"; return; }; done
  echo "$prefix: no records ($*), not drawn"
}
curves docs/big_grids_matrix ${MATRIX:-bench/results/big_grids/matrix25*.csv}
curves docs/big_grids_orders ${ORDERS:-bench/results/big_grids/orders_campaign*.csv}
