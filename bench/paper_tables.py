#!/usr/bin/env python3
"""Tables of bench/paper_tables.sh's records (docs/solvers/{acs,reseda,anneal}.md).

Usage: bench/paper_tables.py KIND RECORDS.jsonl...
  KIND = runs     one row per (solver label, set): runs, solved, rate with its 95 % Wilson interval,
                  mean generations / iterations of the successes, mean and median time of the successes
                  (CPU seconds when the records have cpu_s, else wall seconds), mean time of all runs
  KIND = trivial  per (label, order, fraction): instances solved by propagating the givens alone
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
        key = (r["order"], round(r["fraction"] * 100))
        cell = counts.setdefault(key, {})
        trivial = r["stats"].get("open cells", 1) == 0
        n, t = cell.get(r["solver"], (0, 0))
        cell[r["solver"]] = (n + 1, t + trivial)
    labels = sorted({r["solver"] for r in records})
    print("| order | givens % | " + " | ".join(f"{l}: trivial / n" for l in labels) + " |")
    print("|---:|---:|" + "---:|" * len(labels))
    for (order, fraction), cell in sorted(counts.items()):
        row = [f"{cell.get(l, (0, 0))[1]} / {cell.get(l, (0, 0))[0]}" for l in labels]
        print(f"| {order * order}x{order * order} | {fraction} | " + " | ".join(row) + " |")


def main():
    if len(sys.argv) < 3 or sys.argv[1] not in ("runs", "trivial"):
        sys.exit(__doc__)
    records = load(sys.argv[2:])
    (runs_table if sys.argv[1] == "runs" else trivial_table)(records)


if __name__ == "__main__":
    main()
