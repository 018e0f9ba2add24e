#!/usr/bin/env python3
"""Issue 30's targets per band of givens (docs/BIG_GRIDS.md): `auto` beside Kissat and CaDiCaL 2 on the same
instances (run.py records; one campaign may be spread over several files). One markdown table, a row per
(order, fraction) and one per order over all its fractions: the instances all three solvers ran, each
solver's solved count, the instances Kissat solves and `auto` does not, each solver's median CPU s with its
95 % order-statistic interval (the whole range below 6 runs), and the ratios of `auto`'s median to Kissat's
and to CaDiCaL 2's with their 95 % bootstrap intervals (paired instances). Unsolved runs count at their
recorded CPU time: a median or ratio they decide is marked as a bound (≥, ≤, ? both). Then one verdict
line per row for the two targets: `auto` solves every instance Kissat solves within the limit, and its
median CPU time is at most Kissat's.

Usage: peer_bands.py RECORDS.csv...
"""
import sys

from stats import RecordsError, bootstrap_median_ratio, read_records
from summarize import by_order_fraction, summarize
from tables import bound, grid, seconds

SOLVER, KISSAT, CADICAL = "auto", "kissat", "cadical2"
SOLVERS = (SOLVER, KISSAT, CADICAL)


def common_runs(by):
    """{solver: records} on the instances all three solvers ran, in instance order; None if one is missing."""
    if not all(by.get(s) for s in SOLVERS):
        return None
    shared = set.intersection(*({r["instance"] for r in by[s]} for s in SOLVERS))
    return {s: sorted((r for r in by[s] if r["instance"] in shared), key=lambda r: r["instance"]) for s in SOLVERS}


def median_cell(g):
    """'2.38 [0.69-7.08]': the median and its 95 % interval."""
    return "%s [%s-%s]" % (seconds(g.median, g.median_censored), "%.3g" % g.median_low, "%.3g" % g.median_high)


def ratio_cell(mine, theirs):
    """auto's median over the peer's, with its bound mark and 95 % bootstrap interval."""
    me, them = summarize(mine), summarize(theirs)
    low, high = bootstrap_median_ratio([float(r["cpu_s"]) for r in mine], [float(r["cpu_s"]) for r in theirs])
    return "%s%.2f [%.2f-%.2f]" % (bound(me.median_censored, them.median_censored), me.median / them.median, low, high)


def missed(runs):
    """Names of the instances Kissat solves and auto does not."""
    solved = {r["instance"] for r in runs[KISSAT] if r["status"] == "solved"}
    return sorted(r["instance"] for r in runs[SOLVER] if r["instance"] in solved and r["status"] != "solved")


def short(instance):
    """'s45001' of gen36x36_45_s45001.txt."""
    return instance.rsplit("_", 1)[-1].replace(".txt", "")


def median_verdict(me, them):
    """Met, missed or undecided: a censored median is only a lower bound of the true one."""
    if me.median_censored and them.median_censored:
        return "undecided (both medians are decided by runs stopped by the limit)"
    if me.median_censored:  # auto's true median is >= its figure
        return "**missed**" if me.median > them.median else "undecided (auto's median is a lower bound)"
    if them.median_censored:  # Kissat's true median is >= its figure
        return "met" if me.median <= them.median else "undecided (Kissat's median is a lower bound)"
    return "met" if me.median <= them.median else "**missed**"


def verdicts(label, runs):
    """The two target lines of one row."""
    lost = missed(runs)
    me, them = summarize(runs[SOLVER]), summarize(runs[KISSAT])
    solves = ("- %s: `auto` solves every instance Kissat solves (%d of %d): %s" % (
        label, them.solved - len(lost), them.solved,
        "**missed** (%s)" % ", ".join(short(i) for i in lost) if lost
        else "met" if them.solved else "vacuous (Kissat solves none)"))
    verdict = median_verdict(me, them)
    return [solves, "- %s: median %s s against Kissat's %s s: %s" % (
        label, seconds(me.median, me.median_censored), seconds(them.median, them.median_censored), verdict)]


def row(label_grid, label_band, runs):
    """One table row."""
    g = {s: summarize(runs[s]) for s in SOLVERS}
    lost = missed(runs)
    return "| %s | %s | %d | %d / %d / %d | %s | %s | %s | %s | %s | %s |" % (
        label_grid, label_band, len(runs[SOLVER]), g[SOLVER].solved, g[KISSAT].solved, g[CADICAL].solved,
        ", ".join(short(i) for i in lost) or "none", median_cell(g[SOLVER]), median_cell(g[KISSAT]),
        median_cell(g[CADICAL]), ratio_cell(runs[SOLVER], runs[KISSAT]), ratio_cell(runs[SOLVER], runs[CADICAL]))


def main():
    if len(sys.argv) < 2:
        sys.exit("usage: peer_bands.py RECORDS.csv...")
    try:
        rows = read_records(sys.argv[1:])
    except (RecordsError, OSError, ValueError, KeyError) as e:
        print("peer_bands.py: %s" % e, file=sys.stderr)
        sys.exit(2)
    lines = ["| grid | givens % | instances | solved auto / kissat / cadical2 | Kissat solves, auto not | "
             "median CPU s auto [95 %] | kissat [95 %] | cadical2 [95 %] | auto / kissat median [95 % bootstrap] | "
             "auto / cadical2 median [95 % bootstrap] |", "|---|---|---|---|---|---|---|---|---|---|"]
    goals = []
    groups = by_order_fraction(rows)
    for order in sorted({o for o, _ in groups}):
        whole = {s: [] for s in SOLVERS}
        for (o, fraction), by in groups.items():
            runs = common_runs(by) if o == order else None
            if not runs:
                continue
            lines.append(row(grid(order), fraction, runs))
            goals += verdicts("%s, %s %%" % (grid(order), fraction), runs)
            for s in SOLVERS:
                whole[s] += runs[s]
        if whole[SOLVER] and len({r["fraction"] for r in whole[SOLVER]}) > 1:
            lines.append(row(grid(order), "**all**", whole))
            goals += verdicts("%s, all" % grid(order), whole)
    print("\n".join(lines + [""] + goals))


if __name__ == "__main__":
    main()
