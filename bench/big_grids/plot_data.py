#!/usr/bin/env python3
"""Gnuplot input for the big-grid curves (bench/big_grids/curves.sh): for each order and solver in the
records, DIR/curve_ORDER_K.tsv with one line per fraction of givens (numeric fractions only):

    fraction  rate  rate_low  rate_high  median_cpu  median_low  median_high  min_cpu  max_cpu  runs

(rate interval: 95 % Clopper-Pearson; median interval: 95 % order statistics; CPU s of all runs, unsolved
ones at their recorded CPU time), and DIR/curves.tsv listing "ORDER<TAB>K<TAB>SOLVER" per file.

Usage: plot_data.py DIR RECORDS.csv [RECORDS.csv ...]
"""
import os
import sys

from stats import RecordsError, read_records
from summarize import by_order_fraction, solvers_of, summarize

FLOOR = 1e-4  # CPU times of 0.0000 s (rounding) drawn here: a log axis has no 0


def write(directory, rows):
    """Writes the curve files and their index for the records rows."""
    groups = by_order_fraction(rows)
    with open(os.path.join(directory, "curves.tsv"), "w") as index:
        for order in sorted({o for o, _ in groups}):
            mine = [r for r in rows if int(r["order"]) == order]
            for k, solver in enumerate(solvers_of(mine)):
                with open(os.path.join(directory, "curve_%d_%d.tsv" % (order, k)), "w") as f:
                    for (o, fraction), by in groups.items():
                        if o != order or not by.get(solver):
                            continue
                        try:
                            x = float(fraction)
                        except ValueError:
                            continue  # a file name without a fraction: no place on the x axis
                        g = summarize(by[solver])
                        cpu = [max(FLOOR, v) for v in (g.median, g.median_low, g.median_high, g.minimum, g.maximum)]
                        f.write("%g\t%.4f\t%.4f\t%.4f\t%s\t%d\n" % (x, g.solved / g.runs, g.rate_low, g.rate_high,
                                                                   "\t".join("%.4g" % v for v in cpu), g.runs))
                index.write("%d\t%d\t%s\n" % (order, k, solver))


def main():
    if len(sys.argv) < 3:
        sys.exit(__doc__)
    try:
        write(sys.argv[1], read_records(sys.argv[2:]))
    except (RecordsError, OSError, ValueError, KeyError) as e:
        print("plot_data.py: %s" % e, file=sys.stderr)
        sys.exit(2)


if __name__ == "__main__":
    main()
