"""The targets of issue 13 (docs/BIG_GRIDS.md) checked on big-grid records, one markdown bullet each:
on the 25x25 hard band `auto` solves 100 %, its median is <= 0.2x and its maximum <= 0.5x CaDiCaL's on the
same instances; on 36x36-64x64 at the hard band every instance is solved within 60 s and `auto` is faster
than CaDiCaL at the median. A missed target says by how much."""
from stats import bootstrap_median_ratio, clopper_pearson
from summarize import paired_runs, summarize

SOLVER = "auto"
LIMIT_S = 60.0  # "within 60 s": solved with at most this CPU time


def ratio_verdict(name, ratio, target, censored):
    """'name: 0.42x (target <= 0.2x): missed by 2.1x' — a censored ratio that misses is only a lower bound."""
    if censored:
        return "%s: ≥%.2f× (target ≤ %g×): **missed** by at least %.1f×" % (name, ratio, target, ratio / target)
    if ratio <= target:
        return "%s: %.2f× (target ≤ %g×): met" % (name, ratio, target)
    return "%s: %.2f× (target ≤ %g×): **missed** by %.1f×" % (name, ratio, target, ratio / target)


def matrix_targets(rows, band, anchor):
    """Bullets for the 25x25 targets on the band, or [] when auto or the anchor has no records there."""
    inband = [r for r in rows if int(r["order"]) == 5 and r["fraction"] in band]
    mine, theirs = paired_runs(inband, SOLVER, anchor)
    if not mine:
        return []
    me, them = summarize(mine), summarize(theirs)
    low, high = clopper_pearson(me.solved, me.runs)
    cpu_mine, cpu_theirs = [float(r["cpu_s"]) for r in mine], [float(r["cpu_s"]) for r in theirs]
    blow, bhigh = bootstrap_median_ratio(cpu_mine, cpu_theirs)
    solved = "%s solves %d/%d (95 %%: %.1f-%.1f %%): %s" % (
        SOLVER, me.solved, me.runs, 100 * low, 100 * high, "met" if me.solved == me.runs else "**missed**")
    return ["- " + solved,
            "- " + ratio_verdict("median vs %s" % anchor, me.median / them.median, 0.2, me.median_censored)
            + " (95 %% bootstrap %.2f-%.2f×; %s / %s s)" % (blow, bhigh, "%.3g" % me.median, "%.3g" % them.median),
            "- " + ratio_verdict("maximum vs %s" % anchor, me.maximum / them.maximum, 0.5, me.max_censored)
            + " (%.3g / %.3g s)" % (me.maximum, them.maximum)]


def orders_targets(rows, band, anchor):
    """Bullets per order >= 6 for the hard-band targets."""
    lines = []
    for order in sorted({int(r["order"]) for r in rows if int(r["order"]) >= 6}):
        inband = [r for r in rows if int(r["order"]) == order and r["fraction"] in band]
        runs = [r for r in inband if r["solver"] == SOLVER]
        if not runs:
            continue
        size = order * order
        within = sum(r["status"] == "solved" and float(r["cpu_s"]) <= LIMIT_S for r in runs)
        lines.append("- %d×%d: %s solves %d/%d within %g s CPU: %s" % (
            size, size, SOLVER, within, len(runs), LIMIT_S, "met" if within == len(runs) else "**missed**"))
        mine, theirs = paired_runs(inband, SOLVER, anchor)
        if mine:
            me, them = summarize(mine), summarize(theirs)
            ratio = me.median / them.median
            mark = "?" if me.median_censored and them.median_censored else \
                "≥" if me.median_censored else "≤" if them.median_censored else ""
            lines.append("- %d×%d: median vs %s %s%.2f× on %d instances (target < 1×): %s" % (
                size, size, anchor, mark, ratio, len(mine), faster_verdict(ratio, me.median_censored,
                                                                          them.median_censored)))
    return lines


def faster_verdict(ratio, mine_censored, anchor_censored):
    """Faster at the median? A censored median is a lower bound of the true one."""
    if mine_censored and anchor_censored:
        return "undecided (both medians are runs stopped by the limit)"
    if mine_censored:
        return "**missed**"  # auto's median run hit the limit, the anchor's did not
    if ratio < 1:
        return "met"
    return "undecided (the anchor's median is a lower bound)" if anchor_censored else "**missed**"
