"""Per (order, fraction, solver) summaries of big-grid records, shared by tables.py (markdown) and
plot_data.py (gnuplot input). A run counts as solved only with status `solved`; any other status (CPU
limit, unsolved, `no solution` or `wrong` on these solvable instances) is unsolved, and its CPU time is a
lower bound of the time it would have needed, so statistics that an unsolved run can move are marked
as lower bounds (`censored`)."""
import statistics
from collections import defaultdict
from dataclasses import dataclass

from stats import clopper_pearson, median_interval

SOLVER_ORDER = ["auto", "acs", "backtrack", "dlx", "cadical", "cpsat"]
WRONG = ("no solution", "wrong")  # answers that contradict a solvable instance


@dataclass
class Group:
    """Summary of the runs of one solver on one set of instances."""
    runs: int
    solved: int
    wrong: int  # runs that answered "no solution" or a wrong grid
    rate_low: float  # 95 % Clopper-Pearson interval of the solved rate
    rate_high: float
    median: float  # CPU s over all runs, unsolved ones at their recorded CPU time
    median_low: float  # 95 % order-statistic interval of that median
    median_high: float
    median_censored: bool  # an unsolved run sits at or below the median: the true median is >= median
    minimum: float
    maximum: float
    max_censored: bool  # some run is unsolved: the true maximum is >= maximum


def summarize(runs):
    """The Group of a non-empty list of records of one solver."""
    cpu = [float(r["cpu_s"]) for r in runs]
    ok = [r["status"] == "solved" for r in runs]
    solved = sum(ok)
    low, high = clopper_pearson(solved, len(runs))
    median = statistics.median(cpu)
    # Unsolved runs as infinitely long: if the median moves, an unsolved run decides it.
    censored = statistics.median([c if s else float("inf") for c, s in zip(cpu, ok)]) != median
    mlow, mhigh = median_interval(cpu)
    return Group(len(runs), solved, sum(r["status"] in WRONG for r in runs), low, high, median, mlow, mhigh,
                 censored, min(cpu), max(cpu), solved < len(runs))


def solvers_of(rows):
    """Solver specs in the records, the usual five first (table columns, plot lines)."""
    names = {r["solver"] for r in rows}
    return [s for s in SOLVER_ORDER if s in names] + sorted(names - set(SOLVER_ORDER))


def fraction_key(fraction):
    """Numeric sort key of a fraction column ("45"), non-numbers last."""
    try:
        return (0, float(fraction))
    except ValueError:
        return (1, fraction)


def by_order_fraction(rows):
    """{(order, fraction): {solver: [records]}}, keys sorted by order then numeric fraction."""
    groups = defaultdict(lambda: defaultdict(list))
    for r in rows:
        groups[(int(r["order"]), r["fraction"])][r["solver"]].append(r)
    return {k: groups[k] for k in sorted(groups, key=lambda k: (k[0], fraction_key(k[1])))}


def paired_runs(rows, solver, anchor):
    """The records of solver and anchor on the instances both ran, in the same (instance) order."""
    by = defaultdict(dict)
    for r in rows:
        by[r["solver"]][r["instance"]] = r
    common = sorted(set(by[solver]) & set(by[anchor]))
    return [by[solver][i] for i in common], [by[anchor][i] for i in common]
