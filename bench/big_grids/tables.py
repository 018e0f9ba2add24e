#!/usr/bin/env python3
"""Markdown tables of docs/BIG_GRIDS.md from the committed big-grid records (run.py CSV files; one
campaign may be spread over several files, a (solver, instance) pair recorded twice is an error):

- per (order, fraction of givens): each solver's solved n/N with its 95 % Clopper-Pearson interval and
  median / max CPU s (whole process); `>=` marks a lower bound (unsolved runs count at their recorded CPU
  time, i.e. about the CPU limit), `-` a cell with no records (not yet run);
- on the hard band: each solver against the anchor (CaDiCaL) on the same instances: median and max CPU s,
  their ratios, and the 95 % bootstrap interval of the median ratio (2000 resamples, seed 1).
- the targets of issue 13 on that band, met or missed and by how much (bench/big_grids/targets.py).

Usage: tables.py [--matrix FILE...] [--orders FILE...] [--matrix-band "35 40 45 50"]
                 [--orders-band "40 45 50"] [--anchor cadical]
Defaults: the 25x25 matrix in bench/results/big_grids/matrix25*.csv (bench/big_grids/matrix25.sh, possibly one file per
solver), the orders 6-8 campaign in bench/results/big_grids/orders_campaign*.csv (bench/big_grids/orders.sh);
with no such file the section says "not yet run"; a named file that does not exist is an error.
"""
import argparse
import glob
import os
import sys

from stats import RecordsError, bootstrap_median_ratio, read_records
from summarize import by_order_fraction, paired_runs, solvers_of, summarize
from targets import SOLVER, matrix_targets, orders_targets

HERE = os.path.dirname(os.path.abspath(__file__))
RESULTS = os.path.join(HERE, "..", "results", "big_grids")  # the committed records of the campaigns
DEFAULT_MATRIX = sorted(glob.glob(os.path.join(RESULTS, "matrix25*.csv"))) or [os.path.join(RESULTS, "matrix25.csv")]
DEFAULT_ORDERS = sorted(glob.glob(os.path.join(RESULTS, "orders_campaign*.csv"))) or [os.path.join(RESULTS, "orders_campaign.csv")]


def seconds(x, lower_bound=False):
    """CPU seconds with 3 significant digits; '>=' when the true value may be larger."""
    return ("≥" if lower_bound else "") + "%.3g" % x


def cell(runs):
    """One table cell: solved n/N [interval] · median / max CPU s."""
    g = summarize(runs)
    text = "%d/%d [%.3g-%.3g %%] · %s / %s" % (g.solved, g.runs, 100 * g.rate_low, 100 * g.rate_high,
                                                seconds(g.median, g.median_censored),
                                                seconds(g.maximum, g.max_censored))
    if g.wrong:
        text += " **%d wrong**" % g.wrong
    return text


def band_label(band):
    """'35-50' for the band 35 40 45 50."""
    ends = sorted(band, key=float)
    return ends[0] if len(ends) == 1 else "%s-%s" % (ends[0], ends[-1])


def grid(order):
    size = order * order
    return "%d×%d" % (size, size)


def fraction_table(rows):
    """Rows per (order, fraction), one column per solver; after each order a row over all its fractions."""
    solvers = solvers_of(rows)
    lines = ["| grid | givens % | " + " | ".join(solvers) + " |", "|---|---|" + "---|" * len(solvers)]
    groups = by_order_fraction(rows)
    for order in sorted({o for o, _ in groups}):
        for (o, fraction), by in groups.items():
            if o == order:
                lines.append("| %s | %s | " % (grid(order), fraction)
                             + " | ".join(cell(by[s]) if by.get(s) else "-" for s in solvers) + " |")
        mine = [r for r in rows if int(r["order"]) == order]
        lines.append("| %s | **all** | " % grid(order) + " | ".join(
            cell([r for r in mine if r["solver"] == s]) if any(r["solver"] == s for r in mine) else "-"
            for s in solvers) + " |")
    return lines


def bound(mine_censored, anchor_censored):
    """Mark of a ratio: a lower bound of the solver's time makes it >=, of the anchor's <=, both: ?."""
    return "?" if mine_censored and anchor_censored else "≥" if mine_censored else "≤" if anchor_censored else ""


def ratio_table(rows, band, anchor):
    """Per order, each solver against the anchor on the band's instances both ran."""
    lines = ["| grid | band %% | solver | instances | solved / anchor solved | median CPU s (solver / %s) | "
             "median ratio [95 %% bootstrap] | max CPU s (solver / %s) | max ratio |" % (anchor, anchor),
             "|---|---|---|---|---|---|---|---|---|"]
    for order in sorted({int(r["order"]) for r in rows}):
        inband = [r for r in rows if int(r["order"]) == order and r["fraction"] in band]
        for solver in solvers_of(inband):
            if solver == anchor:
                continue
            mine_runs, theirs_runs = paired_runs(inband, solver, anchor)
            if not mine_runs:
                continue
            mine = [float(r["cpu_s"]) for r in mine_runs]
            theirs = [float(r["cpu_s"]) for r in theirs_runs]
            me, them = summarize(mine_runs), summarize(theirs_runs)
            low, high = bootstrap_median_ratio(mine, theirs)
            lines.append("| %s | %s | %s | %d | %d / %d | %s / %s | %s%.2f [%.2f-%.2f] | %s / %s | %s%.2f |" % (
                grid(order), band_label(band), solver, len(mine), me.solved, them.solved,
                seconds(me.median, me.median_censored), seconds(them.median, them.median_censored),
                bound(me.median_censored, them.median_censored), me.median / them.median, low, high,
                seconds(me.maximum, me.max_censored), seconds(them.maximum, them.max_censored),
                bound(me.max_censored, them.max_censored), me.maximum / them.maximum))
    return lines


def section(title, paths, defaults, band, anchor):
    """One campaign's tables as markdown, or a line saying it is not yet run."""
    head = "### " + title + "\n\n"
    used = [p for p in paths if os.path.exists(p)] if paths is defaults else paths
    if not used:
        return head + "_Not yet run: no records in %s._\n" % ", ".join(os.path.relpath(p) for p in paths)
    rows = read_records(used)
    goals = matrix_targets(rows, band, anchor) + orders_targets(rows, band, anchor)
    if not rows:
        return head + "_Not yet run: %s holds no records._\n" % ", ".join(os.path.relpath(p) for p in used)
    files = ", ".join("%s (%d runs)" % (os.path.relpath(p), sum(r["file"] == p for r in rows)) for p in used)
    legend = ("Cell: solved/runs [95 % Clopper-Pearson interval] · median / max CPU s of the whole process over "
              "all runs; ≥: a lower bound (a run stopped by the CPU limit decides it); -: no records (not yet run).\n")
    return "\n".join([head + "Records: %s.\n" % files, legend] + fraction_table(rows)
                     + ["", "On the hard band (%s %% givens), against %s on the same instances (ratio marks: ≥ the "
                          "solver's figure is a lower bound, ≤ the anchor's, ? both: no conclusion):\n" % (", ".join(band), anchor)]
                     + (ratio_table(rows, band, anchor) if any(r["fraction"] in band for r in rows)
                        else ["_No runs in the band yet (not yet run)._"])
                     + (["", "Targets (%s, band %s %%):\n" % (SOLVER, band_label(band))] + goals if goals else [])) + "\n"


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--matrix", nargs="*", default=DEFAULT_MATRIX)
    parser.add_argument("--orders", nargs="*", default=DEFAULT_ORDERS)
    parser.add_argument("--matrix-band", default="35 40 45 50")
    parser.add_argument("--orders-band", default="40 45 50")
    parser.add_argument("--anchor", default="cadical")
    args = parser.parse_args()
    parts = []
    try:  # everything is read before anything is printed: an error prints no partial table
        if args.matrix:
            parts.append(section("25×25, the ant-colony set", args.matrix, DEFAULT_MATRIX,
                                 args.matrix_band.split(), args.anchor))
        if args.orders:
            parts.append(section("Orders 6-8, generated instances", args.orders, DEFAULT_ORDERS,
                                 args.orders_band.split(), args.anchor))
    except (RecordsError, OSError, ValueError, KeyError) as e:
        print("tables.py: %s" % e, file=sys.stderr)
        sys.exit(2)
    print("\n".join(parts), end="")


if __name__ == "__main__":
    main()
