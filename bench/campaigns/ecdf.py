#!/usr/bin/env python3
"""Runtime ECDFs and Dolan-Moré performance profiles from `sudolab bench` records (JSON lines).

    bench/campaigns/ecdf.py [--title TEXT] [--data DIR] OUT_PREFIX RECORDS.jsonl...

Writes three plots (gnuplot, the project's one terminal set-up), one line per solver label:
  OUT_PREFIX-cpu.png      fraction of runs solved against CPU seconds (the ECDF of the runtime to success;
                          runs that did not solve count in the denominator and never reach the curve)
  OUT_PREFIX-work.png     the same against the solver's own work units (the records' `work`; each solver's
                          unit is its own: iterations, nodes, samples, conflicts, so compare shapes, not x)
  OUT_PREFIX-profile.png  Dolan-Moré performance profile on CPU seconds: for each (instance, run index) that
                          every label ran, the ratio of a label's time to the best label's time; rho(tau) is
                          the fraction of those problems a label solved within tau times the best. Problems
                          that no label solved are left out (their ratio is undefined); a label that did not
                          solve a problem never reaches it.
With --data DIR the curves are also written as tab-separated files (DIR/cpu.tsv, work.tsv, profile.tsv:
label, x, fraction), which the tests read. CPU seconds come from `cpu_s`; records without it use `time_s`
(wall clock) and the axis says so. Times below 1 microsecond are counted as 1 microsecond (the clock's
resolution), so a ratio never divides by zero.
"""
import argparse
import json
import os
import subprocess
import sys
from collections import defaultdict

TIME_FLOOR = 1e-6


def read_records(paths):
    """Every record of the files; an unreadable line is an error naming file and line."""
    records = []
    for path in paths:
        with open(path, encoding="utf-8") as f:
            for number, line in enumerate(f, 1):
                if not line.strip():
                    continue
                try:
                    record = json.loads(line)
                except json.JSONDecodeError as e:
                    sys.exit(f"ecdf: {path}: line {number}: not a JSON record ({e.msg})")
                for field in ("solver", "solved"):
                    if field not in record:
                        sys.exit(f"ecdf: {path}: line {number}: the record has no '{field}'")
                records.append(record)
    if not records:
        sys.exit("ecdf: no records in " + ", ".join(paths))
    return records


def run_time(record, use_cpu):
    """The run's time in seconds: CPU when every record has it, else wall clock."""
    value = record["cpu_s"] if use_cpu else record["time_s"]
    return max(float(value), TIME_FLOOR)


def ecdf(records, key):
    """label -> [(x, fraction of the label's runs solved within x)], one point per solved run."""
    by_label = defaultdict(list)
    totals = defaultdict(int)
    for record in records:
        totals[record["solver"]] += 1
        if record["solved"]:
            by_label[record["solver"]].append(key(record))
    curves = {}
    for label in sorted(totals):
        xs = sorted(by_label[label])
        curves[label] = [(x, (i + 1) / totals[label]) for i, x in enumerate(xs)]
    return curves


def problem_key(record):
    """One problem of the profile: the instance (file and index within it, or the set and index) and run index."""
    return (record.get("file", record.get("set")), record.get("index"), record.get("line"), record.get("run_index", 0))


def performance_profile(records, use_cpu):
    """label -> [(tau, rho)] over the problems every label ran and at least one solved; and the count left out."""
    labels = sorted({r["solver"] for r in records})
    times = defaultdict(dict)
    for record in records:
        times[problem_key(record)][record["solver"]] = run_time(record, use_cpu) if record["solved"] else None
    shared = {p: t for p, t in times.items() if len(t) == len(labels)}
    solved = {p: t for p, t in shared.items() if any(v is not None for v in t.values())}
    ratios = defaultdict(list)
    for per_label in solved.values():
        best = min(v for v in per_label.values() if v is not None)
        for label, value in per_label.items():
            if value is not None:
                ratios[label].append(value / best)
    curves = {}
    for label in labels:
        rs = sorted(ratios[label])
        curves[label] = [(r, (i + 1) / len(solved)) for i, r in enumerate(rs)] if solved else []
    return curves, len(times) - len(solved)


def write_tsv(path, curves):
    """label, x, fraction per line."""
    with open(path, "w", encoding="utf-8") as f:
        for label, points in curves.items():
            for x, y in points:
                f.write(f"{label}\t{x:.9g}\t{y:.6f}\n")


def gnuplot_terminal(out, width, height):
    """The lines scripts/gnuplot_terminal.sh gives every plot of the project."""
    script = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "scripts", "gnuplot_terminal.sh")
    command = f'. "{script}"; gnuplot_terminal "{out}" {width} {height}'
    return subprocess.run(["bash", "-c", command], check=True, capture_output=True, text=True).stdout


def plot(out, curves, title, xlabel, ylabel, start_at_one):
    """A step plot of each curve, log x axis; a curve starts at fraction 0 (or tau 1 for a profile)."""
    data_blocks, plots = [], []
    for i, (label, points) in enumerate(curves.items()):
        if not points:
            continue
        first_x = 1.0 if start_at_one else points[0][0]
        rows = [(first_x, 0.0)] + points
        if start_at_one and points[0][0] <= 1.0 + 1e-12:
            rows = points
        data_blocks.append("\n".join(f"{x:.9g}\t{y:.6f}" for x, y in rows) + "\ne\n")
        plots.append(f"'-' using 1:2 with steps lw 2 title '{label}'")
    if not plots:
        return
    script = gnuplot_terminal(out, 900, 560)
    script += f"set output '{out}'\nset title \"{title}\"\nset logscale x\nset format x \"10^{{%T}}\"\nset xlabel \"{xlabel}\"\n"
    script += f"set ylabel \"{ylabel}\"\nset yrange [0:1.02]\nset grid\nset key bottom right\n"
    script += "plot " + ", ".join(plots) + "\n" + "".join(data_blocks)
    done = subprocess.run(["gnuplot"], input=script, capture_output=True, text=True)
    if done.returncode != 0:  # gnuplot's warnings on a one-point curve are noise; its errors are not
        sys.exit(f"ecdf: gnuplot failed on {out}:\n{done.stderr}")


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--title", default="")
    parser.add_argument("--data", help="also write the curves as TSV files into this folder")
    parser.add_argument("out_prefix")
    parser.add_argument("records", nargs="+")
    args = parser.parse_args()
    records = read_records(args.records)
    use_cpu = all("cpu_s" in r for r in records)
    clock = "CPU seconds" if use_cpu else "wall-clock seconds"
    cpu_curves = ecdf(records, lambda r: run_time(r, use_cpu))
    work_curves = ecdf(records, lambda r: max(float(r.get("work", 0)), 1.0))
    profile_curves, left_out = performance_profile(records, use_cpu)
    if args.data:
        os.makedirs(args.data, exist_ok=True)
        write_tsv(os.path.join(args.data, "cpu.tsv"), cpu_curves)
        write_tsv(os.path.join(args.data, "work.tsv"), work_curves)
        write_tsv(os.path.join(args.data, "profile.tsv"), profile_curves)
    title = args.title or os.path.basename(args.out_prefix)
    runs = len(records)
    plot(f"{args.out_prefix}-cpu.png", cpu_curves, f"{title}: runtime ECDF ({runs} runs)", clock,
         "fraction of runs solved", False)
    plot(f"{args.out_prefix}-work.png", work_curves, f"{title}: ECDF over work units ({runs} runs)",
         "work units (each solver's own)", "fraction of runs solved", False)
    plot(f"{args.out_prefix}-profile.png", profile_curves,
         f"{title}: performance profile ({left_out} problems unsolved by all or not run by all left out)",
         f"tau (time / best time, {clock})", "fraction of problems within tau of the best", True)
    print(f"ecdf: {runs} records, {len(cpu_curves)} labels, {clock}; profile left out {left_out} problems")


if __name__ == "__main__":
    main()
