#!/usr/bin/env python3
"""Tables of bench/paper_tables.sh's records (docs/solvers/{acs,reseda,anneal}.md).

Usage: bench/paper_tables.py KIND RECORDS.jsonl...
  KIND = runs     one row per (solver label, set): runs, solved, rate with its 95 % Wilson interval,
                  mean generations / iterations of the successes, mean and median time of the successes
                  (CPU seconds when the records have cpu_s, else wall seconds), mean time of all runs
  KIND = trivial  per (label, order, fraction): instances solved by propagating the givens alone
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


def main():
    tables = {"runs": runs_table, "trivial": trivial_table, "lewis": lewis_table}
    if len(sys.argv) < 3 or sys.argv[1] not in tables:
        sys.exit(__doc__)
    tables[sys.argv[1]](load(sys.argv[2:]))


if __name__ == "__main__":
    main()
