#!/usr/bin/env python3
"""Tables of bench/campaigns/paper_tables.sh's records (docs/solvers/{acs,reseda,anneal}.md).

Usage: bench/campaigns/paper_tables.py KIND RECORDS.jsonl...
  KIND = runs     one row per (solver label, set): runs, solved, rate with its 95 % Wilson interval,
                  mean generations / iterations of the successes, mean and median time of the successes
                  (CPU seconds when the records have cpu_s, else wall seconds), mean time of all runs
  KIND = trivial  per (label, order, fraction): instances solved by propagating the givens alone
  KIND = fig8     the ant-colony paper's Figure 8, one table per solver label (sorted by name): per nominal
                  fixed-cell % and order, trivial instances (solved by propagating the givens) / n and the
                  mean value-set size per cell after that propagation (mean over the instances of the
                  records' "mean value-set size"; a fixed cell counts 1), and in brackets the mean size of
                  the open cells alone (pooled over the instances that have any)
  KIND = fig8-data  the same figures as tab-separated columns for gnuplot (bench/campaigns/fig8_plot.sh):
                  label, order, fraction, trivial fraction, mean value-set size per cell
  KIND = lewis_vs_paper [PART.jsonl...]  every row of Lewis's Table 1 (typed in below, PAPER_LEWIS_T1)
                  beside ours from the anneal_t1 parts (labels sa and hybrid; default: every
                  bench/results/anneal_t1/*.jsonl): each part's status ("partial: n of N runs"; a part
                  named PART_rR is "reduced: R runs per instance") and limit, success with runs and 95 %
                  Wilson interval, fixed / fixed' (after the hybrid's CP pre-pass, its "propagated cells"),
                  the successes' solution time, mean ± sd (ours: CPU s when recorded; order-3 parts ran on
                  work budgets: million proposed moves and the CPU s they stand for at the rate measured
                  on the finished graded part, load.txt; the paper's: CPU s)
  KIND = lewis    Lewis's Table 1 columns per (label, set): runs, fixed, fixed' (after CP), success with
                  its 95 % Wilson interval, million proposed moves and CPU seconds of the successes
                  (mean ± sd; CPU n/a when the records have no cpu_s, i.e. ran without --cpu-limit)
"""
import glob
import json
import math
import os
import re
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


def fig8_cells(records):
    """Per (label, order, fraction): [instances, trivial, sum of per-cell means, open-cell size sum, open cells]."""
    cells = OrderedDict()
    for r in records:
        st = r["stats"]
        key = (r["solver"], r["order"], int(r["set"].rsplit("_", 1)[1]))  # set inst<N>x<N>_<f>
        c = cells.setdefault(key, [0, 0, 0.0, 0, 0])
        c[0] += 1
        c[1] += st["open cells"] == 0
        c[2] += st["mean value-set size"]
        # open cells' sizes = total - one per fixed cell
        c[3] += st["initial value-set total"] - (r["cells"] - st["open cells"])
        c[4] += st["open cells"]
    return cells


def fig8_table(records):
    cells = fig8_cells(records)
    orders = sorted({order for (_, order, _) in cells})
    for label in sorted({label for (label, _, _) in cells}):
        print(f"\n{label}:\n")
        print("| givens % | " + " | ".join(f"{o * o}x{o * o}: trivial / n, mean size (open cells)" for o in orders) + " |")
        print("|---:|" + "---|" * len(orders))
        for fraction in sorted({f for (l, _, f) in cells if l == label}):
            row = []
            for order in orders:
                n, trivial, means, open_sizes, open_cells = cells.get((label, order, fraction), [0, 0, 0.0, 0, 0])
                open_mean = f"{open_sizes / open_cells:.2f}" if open_cells else "-"
                row.append(f"{trivial} / {n}, {means / n:.2f} ({open_mean})" if n else "")
            print(f"| {fraction} | " + " | ".join(row) + " |")


def fig8_data(records):
    print("# label\torder\tgivens_percent\ttrivial_fraction\tmean_value_set_size")
    for (label, order, fraction), (n, trivial, means, _, _) in sorted(fig8_cells(records).items()):
        print(f"{label}\t{order}\t{fraction}\t{trivial / n:.4f}\t{means / n:.4f}")


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


# Lewis (2007), Table 1, in its order: (source, order, grade, instances, fixed, SA success, SA time, fixed',
# hybrid success, hybrid time, our set or None); times are CPU seconds, mean ± sd of the successes. Our 16x16
# and 25x25 sets stand for both of [12]'s grades with the same fraction of givens; [12]'s order-4
# "superhard" (0.49 fixed) has no set here.
PAPER_LEWIS_T1 = [
    ("[10]", 3, "gentle", 10, 0.34, 0.99, "0.67 ± 0.1", 0.94, 1.00, "0.05 ± 0.1", "sudoku_medium"),
    ("[10]", 3, "tough", 10, 0.36, 0.95, "0.76 ± 0.3", 0.59, 1.00, "0.22 ± 0.2", "sudoku_hard"),
    ("[10]", 3, "diabolical", 10, 0.34, 0.82, "0.80 ± 0.3", 0.48, 0.99, "0.49 ± 0.2", "sudoku_fiendish"),
    ("[11]", 3, "17 clues", 1000, 0.21, 0.01, "1.41 ± 0.2", 0.30, 0.16, "0.64 ± 0.5", "17_clue_first100"),
    ("[12]", 4, "easy", 10, 0.40, 0.04, "14.3 ± 7.5", 0.47, 0.24, "25.8 ± 10.3", "16x16_unique_103"),
    ("[12]", 4, "hard", 10, 0.40, 0.10, "20.3 ± 9.4", 0.48, 0.28, "16.4 ± 8.6", "16x16_unique_103"),
    ("[12]", 4, "superhard", 10, 0.49, 0.91, "8.64 ± 6.6", 0.74, 1.00, "2.18 ± 2.5", None),
    ("[12]", 5, "easy", 10, 0.46, 0.01, "165.9 ± 0.0", 0.51, 0.04, "234.1 ± 23.2", "inst25x25_45"),
    ("[12]", 5, "hard", 10, 0.45, 0.00, "n/a", 0.49, 0.00, "n/a", "inst25x25_45"),
]
PAPER_RUNS_PER_INSTANCE = 10
DEFAULT_LEWIS_RECORDS = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "results", "anneal_t1")


def lewis_parts(paths):
    """{part name: its records} for record files PART.jsonl (the part is the file's stem)."""
    parts = OrderedDict()
    for path in paths:
        parts[os.path.basename(path)[:-len(".jsonl")]] = load([path])
    return parts


def moves_per_cpu_second(paths, parts):
    """Proposed moves per CPU second of the order-3 work-budget parts, from their records' work and the
    bench processes' user + sys CPU seconds noted in load.txt beside them (start-up and CP included);
    None when no finished work-budget part has both."""
    for path in paths:
        part = os.path.basename(path)[:-len(".jsonl")]
        records = parts[part]
        if not records or records[0].get("cpu_limit_s") or len(records) != records[0]["plan_size"]:
            continue
        load_txt = os.path.join(os.path.dirname(path), "load.txt")
        if not os.path.exists(load_txt):
            continue
        cpu = 0.0
        with open(load_txt) as f:
            for line in f:
                m = re.search(r" " + re.escape(part) + r" end \(bench process user sys CPU s: ([0-9.]+) ([0-9.]+)\)", line)
                if m:
                    cpu += float(m.group(1)) + float(m.group(2))
        if cpu > 0:
            return sum(r["work"] for r in records) / cpu, part, cpu
    return None


def part_status(part, records):
    """"complete" or "partial: n of N runs", plus "reduced: R run(s) per instance" for a PART_rR part."""
    n, size = len(records), records[0]["plan_size"]
    status = "complete" if n == size else f"partial: {n} of {size} runs"
    m = re.search(r"_r(\d+)$", part)
    if m and int(m.group(1)) < PAPER_RUNS_PER_INSTANCE:
        runs = int(m.group(1))
        status += f"; reduced: {runs} run{'s' if runs > 1 else ''} per instance (paper: {PAPER_RUNS_PER_INSTANCE})"
    return status


def part_limit(records):
    """The part's per-run limit as recorded: CPU seconds, or a work budget of proposed moves."""
    r = records[0]
    if r.get("cpu_limit_s"):
        return f"{r['cpu_limit_s']:g} s CPU (worker thread), wall-clock safety limit {r['time_limit_s']:g} s"
    return (f"work budget {r['max_work'] / 1e6:g} M proposed moves standing for the paper's 2 s (records have no "
            f"CPU time), wall-clock safety limit {r['time_limit_s']:g} s")


def lewis_time(rs, rate):
    """The successes' solution time, mean ± sd: CPU s when recorded, else million proposed moves and the CPU
    seconds they stand for at `rate` moves per CPU second."""
    ok = [r for r in rs if r["solved"]]
    if not ok:
        return "n/a"
    if all(r.get("cpu_s") is not None for r in ok):
        return mean_sd([r["cpu_s"] for r in ok]) + " CPU s"
    moves = mean_sd([r["work"] / 1e6 for r in ok]) + " M moves"
    return moves + (f" ≈ {mean_sd([r['work'] / rate for r in ok])} CPU s" if rate else "")


def lewis_vs_paper_table(paths):
    """Every row of Lewis's Table 1 beside ours, from the parts' records (default: bench/results/anneal_t1)."""
    if not paths:
        paths = sorted(glob.glob(os.path.join(DEFAULT_LEWIS_RECORDS, "*.jsonl")))
    parts = lewis_parts(paths)
    parts = OrderedDict((p, rs) for p, rs in parts.items() if rs)
    rate = moves_per_cpu_second(paths, parts)
    print("Parts (records bench/results/anneal_t1/PART.jsonl; SA = `cp=off`, hybrid = `cp=on`):\n")
    for part, rs in parts.items():
        print(f"- {part}: {part_status(part, rs)}; limit {part_limit(rs)}")
    if rate:
        print(f"- order-3 time conversion: {rate[0] / 1e6:.1f} M proposed moves per CPU s, measured on {rate[1]} "
              f"({sum(r['work'] for r in parts[rate[1]]) / 1e6:,.0f} M moves in {rate[2]:.2f} s of bench-process "
              f"user + sys CPU time, load.txt; start-up and CP included)")
    print("\n| paper's row: source, order, grade, instances | ours: part (status), set, runs SA / hybrid "
          "| fixed: ours / paper | SA success: ours [95 % Wilson] / paper | SA time of successes: ours / paper CPU s "
          "| fixed': ours / paper | hybrid success: ours [95 % Wilson] / paper "
          "| hybrid time of successes: ours / paper CPU s |")
    print("|---|---|---|---|---|---|---|---|")
    for source, order, grade, inst, p_fixed, p_sa, p_sa_time, p_after, p_hybrid, p_hybrid_time, ours in PAPER_LEWIS_T1:
        paper = f"{source}, {order}, {grade}, {inst}"
        found = [(part, rs) for part, rs in parts.items() if any(r["set"] == ours for r in rs)] if ours else []
        if not found:
            why = "no such set here" if ours is None else f"not run yet ({ours})"
            print(f"| {paper} | {why} | – / {two(p_fixed)} | – / {two(p_sa)} | – / {p_sa_time} | – / {two(p_after)} "
                  f"| – / {two(p_hybrid)} | – / {p_hybrid_time} |")
            continue
        for part, rs in found:
            mine = [r for r in rs if r["set"] == ours]
            sa = [r for r in mine if r["solver"] == "sa"]
            hybrid = [r for r in mine if r["solver"] == "hybrid"]
            fixed = statistics.mean(r["givens"] / r["cells"] for r in mine)
            after = (statistics.mean((r["givens"] + r["stats"].get("propagated cells", 0)) / r["cells"] for r in hybrid)
                     if hybrid else None)
            print(f"| {paper} | {part} ({part_status(part, rs)}), {ours}, {len(sa)} / {len(hybrid)} | "
                  f"{fixed:.2f} / {two(p_fixed)} | {success(sa)} / {two(p_sa)} | "
                  f"{lewis_time(sa, rate and rate[0]) if order == 3 else lewis_time(sa, None)} / {p_sa_time} | "
                  f"{two(after)} / {two(p_after)} | {success(hybrid)} / {two(p_hybrid)} | "
                  f"{lewis_time(hybrid, rate and rate[0]) if order == 3 else lewis_time(hybrid, None)} / {p_hybrid_time} |")


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


def main():
    tables = {"runs": runs_table, "trivial": trivial_table, "fig8": fig8_table, "fig8-data": fig8_data, "lewis": lewis_table}
    if len(sys.argv) >= 2 and sys.argv[1] == "lewis_vs_paper":
        return lewis_vs_paper_table(sys.argv[2:])  # reads its parts (files) itself: default bench/results/anneal_t1
    if len(sys.argv) < 3 or sys.argv[1] not in tables:
        sys.exit(__doc__)
    tables[sys.argv[1]](load(sys.argv[2:]))


if __name__ == "__main__":
    main()
