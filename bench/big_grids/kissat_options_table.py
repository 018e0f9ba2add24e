#!/usr/bin/env python3
"""Table of a Kissat option ablation (bench/big_grids/kissat_options.sh records): per option set, in the
order first met, the runs, how many were solved, the median conflicts and CPU seconds over all runs (a run
stopped by the limit counts at its own figures, so a median it decides is a lower bound, marked ≥; Kissat
stopped by RLIMIT_CPU prints no conflict count, so the conflicts are over the runs with one, and the cell
says how many when not all), and the median of the conflicts over the default's ("default" row) on the same
instance and seed, over the pairs with both counts (marked ? when a stopped run is among them).

Usage: kissat_options_table.py RECORDS.csv...
"""
import csv
import statistics
import sys


def cell(values, censored, form):
    """The median in `form`, marked ≥ when a run stopped by the limit is at or above it."""
    median = statistics.median(values)
    return ("≥" if any(v >= median for v in censored) else "") + form(median)


def conflicts_cell(counted, runs):
    """The median conflicts of the runs that report them (≥ when one of those was stopped); how many they
    are when not all."""
    if not counted:
        return "-"
    stopped = [int(r["conflicts"]) for r in counted if r["status"] != "solved"]
    text = cell([int(r["conflicts"]) for r in counted], stopped, lambda v: "{:,}".format(round(v)))
    return text if len(counted) == runs else "%s (%d runs with a count)" % (text, len(counted))


def main():
    rows = [r for path in sys.argv[1:] for r in csv.DictReader(open(path, newline=""))]
    configs = list(dict.fromkeys(r["config"] for r in rows))
    base = {(r["instance"], r["seed"]): r for r in rows if r["config"] == "default"}
    print("| Kissat options | runs | solved | median conflicts | median CPU s | conflicts / default's, median |")
    print("|---|---|---|---|---|---|")
    for config in configs:
        runs = [r for r in rows if r["config"] == config]
        stopped = [r for r in runs if r["status"] != "solved"]
        counted = [r for r in runs if r["conflicts"]]  # a run stopped by RLIMIT_CPU prints no statistics
        cpu = [float(r["cpu_s"]) for r in runs]
        ratios = [int(r["conflicts"]) / int(base[(r["instance"], r["seed"])]["conflicts"])
                  for r in runs if (r["instance"], r["seed"]) in base and r["conflicts"]
                  and base[(r["instance"], r["seed"])]["conflicts"]]
        censored = any(r["status"] != "solved" for r in runs) or any(
            base.get((r["instance"], r["seed"]), {}).get("status", "solved") != "solved" for r in runs)
        print("| %s | %d | %d | %s | %s | %s |" % (
            config.replace("|", "\\|"), len(runs), len(runs) - len(stopped),
            conflicts_cell(counted, len(runs)),
            cell(cpu, [float(r["cpu_s"]) for r in stopped], lambda v: "%.3g" % v),
            ("?" if censored else "") + ("%.2f×" % statistics.median(ratios) if ratios else "-")))


if __name__ == "__main__":
    main()
