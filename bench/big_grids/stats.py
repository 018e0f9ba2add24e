"""Statistics shared by the big-grid summaries (compare.py, tables.py, lever_table.py, conflict_ratios.py,
curves data, seeds_summary.py): reading records from one or several CSV files, exact binomial intervals, the
median's order-statistic interval, the seeded bootstrap interval of a median ratio and of a geometric mean,
Fisher's exact test of two solve rates. Python's standard library only (no scipy on the machine)."""
import csv
import random
import statistics
from math import comb, exp, lgamma, log

FIELDS = ["solver", "instance", "order", "fraction", "status", "cpu_s", "wall_s", "note", "work"]


class RecordsError(Exception):
    """A records file that cannot be used: missing columns or the same run recorded twice."""


def read_records(paths):
    """The records of several run.py CSV files as dicts, each with its file in `file`. The same
    (solver, instance) in two places is an error (two measurements of one run: which one counts?)."""
    rows, seen = [], {}
    for path in paths:
        with open(path, newline="") as f:
            reader = csv.DictReader(f)
            missing = [c for c in FIELDS if c not in (reader.fieldnames or [])]
            if missing:
                raise RecordsError("%s: not a run.py records file (missing columns: %s)" % (path, ", ".join(missing)))
            for line, row in enumerate(reader, start=2):
                key = (row["solver"], row["instance"])
                where = "%s:%d" % (path, line)
                if key in seen:
                    raise RecordsError("%s: %s on %s already recorded at %s" % (where, key[0], key[1], seen[key]))
                seen[key] = where
                row["file"] = path
                rows.append(row)
    return rows


def clopper_pearson(k, n, alpha=0.05):
    """Exact binomial interval of k successes in n trials, by bisection on the binomial tails."""

    def cdf(x, p):  # in logarithms: comb(n, i) overflows a float from n = 1030 on (a whole matrix)
        return sum(exp(lgamma(n + 1) - lgamma(i + 1) - lgamma(n - i + 1) + i * log(p) + (n - i) * log(1 - p))
                   for i in range(x + 1))

    def solve(f):
        lo, hi = 0.0, 1.0
        for _ in range(60):
            mid = (lo + hi) / 2
            if f(mid):
                lo = mid
            else:
                hi = mid
        return (lo + hi) / 2

    lower = 0.0 if k == 0 else solve(lambda p: 1 - cdf(k - 1, p) < alpha / 2)
    upper = 1.0 if k == n else solve(lambda p: cdf(k, p) > alpha / 2)
    return lower, upper


def median_interval(values, alpha=0.05):
    """Distribution-free interval of the median: the order statistics x(j) <= x(k) (1-based) with
    P(j <= B < k) >= 1 - alpha for B ~ Binomial(n, 1/2), the narrowest symmetric such pair. With fewer
    than 6 values no pair reaches 95 %: the whole range (min, max) is returned."""
    xs = sorted(values)
    n = len(xs)
    pmf = [comb(n, i) / 2**n for i in range(n + 1)]
    for j in range(n // 2, 0, -1):
        k = n + 1 - j
        if sum(pmf[j:k]) >= 1 - alpha:
            return xs[j - 1], xs[k - 1]
    return xs[0], xs[-1]


def bootstrap_median_ratio(mine, theirs, resamples=2000, seed=1):
    """95 % bootstrap interval of median(mine) / median(theirs), paired values (same instances),
    resampling the instances with a seeded generator (same numbers on every run)."""
    rng = random.Random(seed)
    ratios = []
    for _ in range(resamples):
        pick = [rng.randrange(len(mine)) for _ in mine]
        ratios.append(statistics.median([mine[k] for k in pick]) / statistics.median([theirs[k] for k in pick]))
    ratios.sort()
    return ratios[int(0.025 * resamples)], ratios[int(0.975 * resamples) - 1]


def geometric_mean(values):
    """The geometric mean of positive numbers."""
    return exp(sum(log(v) for v in values) / len(values))


def bootstrap_geometric_mean(values, resamples=2000, seed=1):
    """95 % percentile interval of the geometric mean of positive `values`, resampled with replacement by
    a seeded generator (same numbers on every run)."""
    logs = [log(v) for v in values]
    rng = random.Random(seed)
    means = sorted(exp(sum(rng.choice(logs) for _ in logs) / len(logs)) for _ in range(resamples))
    return means[int(0.025 * resamples)], means[int(0.975 * resamples) - 1]


def fisher_exact(solved_a, runs_a, solved_b, runs_b):
    """Two-sided p-value of Fisher's exact test that two solve rates differ: the probability, with the margins
    fixed, of every 2x2 table no more likely than the observed one (the usual two-sided definition)."""
    solved, runs = solved_a + solved_b, runs_a + runs_b
    total = comb(runs, solved)
    tables = {k: comb(runs_a, k) * comb(runs_b, solved - k) / total
              for k in range(max(0, solved - runs_b), min(solved, runs_a) + 1)}
    observed = tables[solved_a]
    return min(1.0, sum(p for p in tables.values() if p <= observed * (1 + 1e-9)))
