#!/usr/bin/env python3
"""Tables of bench/paper_tables.sh's records (docs/solvers/{acs,reseda,anneal}.md).

Usage: bench/paper_tables.py KIND RECORDS.jsonl...
  KIND = runs     one row per (solver label, set): runs, solved, rate with its 95 % Wilson interval,
                  mean generations / iterations of the successes, mean and median time of the successes
                  (CPU seconds when the records have cpu_s, else wall seconds), mean time of all runs
  KIND = trivial  per (label, order, fraction): instances solved by propagating the givens alone
  KIND = lewis_vs_paper  the same records (labels sa and hybrid) row by row beside Lewis's Table 1 (its
                  values are typed in below, PAPER_LEWIS_T1): success with runs and 95 % Wilson interval,
                  fixed / fixed', and the successes' solution time (ours: CPU s when recorded, else
                  million proposed moves; the paper's: CPU s, mean ± sd)
  KIND = lewis    Lewis's Table 1 columns per (label, set): runs, fixed, fixed' (after CP), success with
                  its 95 % Wilson interval, million proposed moves and CPU seconds of the successes
                  (mean ± sd; CPU n/a when the records have no cpu_s, i.e. ran without --cpu-limit)
"""
import json
import math
import statistics
import sys
from collections import OrderedDict


def wilson(successes, n, z=1.959963984540054):
    """95 % Wilson score interval of a binomial proportion."""
    if n == 0:
        return (0.0, 1.0)
    p = successes / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z / (1 + z * z / n) * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n))
    return (max(0.0, centre - half), min(1.0, centre + half))


def load(paths):
    records = []
    for path in paths:
        with open(path) as f:
            records.extend(json.loads(line) for line in f if line.strip())
    return records


def seconds(record):
    cpu = record.get("cpu_s")
    return (cpu, "CPU") if cpu is not None else (record["time_s"], "wall")


def fmt(x, digits=3):
    return "n/a" if x is None else f"{x:.{digits}g}"


def runs_table(records):
    groups = OrderedDict()
    for r in records:
        groups.setdefault((r["solver"], r["set"]), []).append(r)
    kind = seconds(records[0])[1] if records else "wall"
    print(f"| label | set | runs | solved | rate [95 % Wilson] | mean gen./it. of successes | "
          f"{kind} s of successes: mean / median | {kind} s of all runs: mean |")
    print("|---|---|---:|---:|---|---:|---|---:|")
    for (label, name), rs in groups.items():
        ok = [r for r in rs if r["solved"]]
        lo, hi = wilson(len(ok), len(rs))
        gens = [r["stats"].get("generations", r.get("iterations", 0)) for r in ok]
        t_ok = [seconds(r)[0] for r in ok]
        t_all = [seconds(r)[0] for r in rs]
        print(f"| {label} | {name} | {len(rs)} | {len(ok)} | {len(ok) / len(rs):.2f} [{lo:.2f}, {hi:.2f}] | "
              f"{fmt(statistics.mean(gens) if gens else None, 4)} | "
              f"{fmt(statistics.mean(t_ok) if t_ok else None)} / {fmt(statistics.median(t_ok) if t_ok else None)} | "
              f"{fmt(statistics.mean(t_all))} |")


def trivial_table(records):
    counts = OrderedDict()
    for r in records:
        key = (r["order"], int(r["set"].rsplit("_", 1)[1]))  # set inst<N>x<N>_<f>: the nominal fraction
        cell = counts.setdefault(key, {})
        n, t, open_cells = cell.get(r["solver"], (0, 0, 0))
        cell[r["solver"]] = (n + 1, t + (r["stats"].get("open cells", 1) == 0), open_cells + r["stats"]["open cells"])
    labels = sorted({r["solver"] for r in records})
    print("| order | givens % | " + " | ".join(f"{l}: trivial / n, mean open cells" for l in labels) + " |")
    print("|---:|---:|" + "---:|" * len(labels))
    for (order, fraction), cell in sorted(counts.items()):
        row = []
        for l in labels:
            n, t, open_cells = cell.get(l, (0, 0, 0))
            row.append(f"{t} / {n}, {open_cells / n:.1f}" if n else "")
        print(f"| {order * order}x{order * order} | {fraction} | " + " | ".join(row) + " |")


def lewis_table(records):
    groups = OrderedDict()
    for r in records:
        groups.setdefault((r["solver"], r["set"]), []).append(r)
    print("| label | set | runs | fixed | fixed' | success [95 % Wilson] | million moves of successes, mean ± sd | "
          "CPU s of successes, mean ± sd |")
    print("|---|---|---:|---:|---:|---|---|---|")
    for (label, name), rs in groups.items():
        ok = [r for r in rs if r["solved"]]
        lo, hi = wilson(len(ok), len(rs))
        fixed = statistics.mean(r["givens"] / r["cells"] for r in rs)
        after = statistics.mean((r["givens"] + r["stats"].get("propagated cells", 0)) / r["cells"] for r in rs)
        moves = [r["work"] / 1e6 for r in ok]
        cpu = [r["cpu_s"] for r in ok if r.get("cpu_s") is not None]
        print(f"| {label} | {name} | {len(rs)} | {fixed:.2f} | {after:.2f} | {len(ok)}/{len(rs)} = {len(ok) / len(rs):.2f} "
              f"[{lo:.2f}, {hi:.2f}] | {mean_sd(moves)} | {mean_sd(cpu) if len(cpu) == len(ok) else 'n/a'} |")


def mean_sd(values):
    """"mean ± sd" (3 and 2 significant digits), or n/a for no value."""
    if not values:
        return "n/a"
    return f"{statistics.mean(values):.3g} ± {statistics.stdev(values) if len(values) > 1 else 0:.2g}"


# Lewis (2007), Table 1, by our set name: (paper's instances, fixed, SA success, SA time, fixed', hybrid
# success, hybrid time); times are CPU seconds, mean ± sd of the successes. Two paper rows for our 16x16
# and 25x25 sets: the generator [12]'s grades with the same fraction of givens.
PAPER_LEWIS_T1 = {
    "sudoku_medium": [("LA Times gentle, 10", 0.34, 0.99, "0.67 ± 0.1", 0.94, 1.00, "0.05 ± 0.1")],
    "sudoku_hard": [("LA Times tough, 10", 0.36, 0.95, "0.76 ± 0.3", 0.59, 1.00, "0.22 ± 0.2")],
    "sudoku_fiendish": [("LA Times diabolical, 10", 0.34, 0.82, "0.80 ± 0.3", 0.48, 0.99, "0.49 ± 0.2")],
    "17_clue_first100": [("17 clues [11], 1000", 0.21, 0.01, "1.41 ± 0.2", 0.30, 0.16, "0.64 ± 0.5")],
    "16x16_unique_103": [("[12] order 4 easy, 10", 0.40, 0.04, "14.3 ± 7.5", 0.47, 0.24, "25.8 ± 10.3"),
                         ("[12] order 4 hard, 10", 0.40, 0.10, "20.3 ± 9.4", 0.48, 0.28, "16.4 ± 8.6")],
    "inst25x25_45": [("[12] order 5 easy, 10", 0.46, 0.01, "165.9 ± 0.0", 0.51, 0.04, "234.1 ± 23.2"),
                     ("[12] order 5 hard, 10", 0.45, 0.00, "n/a", 0.49, 0.00, "n/a")],
}


def lewis_vs_paper_table(records):
    groups = OrderedDict()
    for r in records:
        groups.setdefault(r["set"], {}).setdefault(r["solver"], []).append(r)
    print("| our set: runs SA / hybrid | paper's set, instances | fixed: ours / paper | SA success: ours [95 %] / paper "
          "| SA time of successes: ours / paper CPU s | fixed': ours / paper | hybrid success: ours [95 %] / paper "
          "| hybrid time of successes: ours / paper CPU s |")
    print("|---|---|---|---|---|---|---|---|")
    for name, by_label in groups.items():
        sa, hybrid = by_label.get("sa", []), by_label.get("hybrid", [])
        every = sa + hybrid
        fixed = statistics.mean(r["givens"] / r["cells"] for r in every)
        after = statistics.mean((r["givens"] + r["stats"].get("propagated cells", 0)) / r["cells"] for r in hybrid) if hybrid else None
        for paper in PAPER_LEWIS_T1.get(name, [("?", None, None, "?", None, None, "?")]):
            title, p_fixed, p_sa, p_sa_time, p_after, p_hybrid, p_hybrid_time = paper
            print(f"| {name}: {len(sa)} / {len(hybrid)} | {title} | {fixed:.2f} / {two(p_fixed)} | "
                  f"{success(sa)} / {two(p_sa)} | {solution_time(sa)} / {p_sa_time} | "
                  f"{two(after)} / {two(p_after)} | {success(hybrid)} / {two(p_hybrid)} | "
                  f"{solution_time(hybrid)} / {p_hybrid_time} |")


def two(x):
    """A rate or fraction with two decimals, or n/a."""
    return "n/a" if x is None else f"{x:.2f}"


def success(rs):
    """"k/n = rate [lo, hi]" with the 95 % Wilson interval, or n/a for no run."""
    if not rs:
        return "n/a (0 runs)"
    ok = sum(1 for r in rs if r["solved"])
    lo, hi = wilson(ok, len(rs))
    return f"{ok}/{len(rs)} = {ok / len(rs):.2f} [{lo:.2f}, {hi:.2f}]"


def solution_time(rs):
    """The successes' CPU seconds (mean ± sd) when every one has cpu_s, else their million proposed moves."""
    ok = [r for r in rs if r["solved"]]
    if ok and all(r.get("cpu_s") is not None for r in ok):
        return mean_sd([r["cpu_s"] for r in ok]) + " CPU s"
    return mean_sd([r["work"] / 1e6 for r in ok]) + " M moves" if ok else "n/a"


def main():
    tables = {"runs": runs_table, "trivial": trivial_table, "lewis": lewis_table, "lewis_vs_paper": lewis_vs_paper_table}
    if len(sys.argv) < 3 or sys.argv[1] not in tables:
        sys.exit(__doc__)
    tables[sys.argv[1]](load(sys.argv[2:]))


if __name__ == "__main__":
    main()
