#!/usr/bin/env python3
"""Targets of docs/BIG_GRIDS.md from one records file: per solver spec, runs, solved with a 95 %
Clopper-Pearson interval, median and max CPU s, nodes (work) median and max, and the ratios to CaDiCaL's
median and max on the same instances of the same run, with a 95 % bootstrap interval of the median ratio
(2000 resamples of the instances, seeded).

Usage: compare.py RECORDS.csv [RECORDS.csv ...]
"""
import csv
import statistics
import sys
from collections import defaultdict

from stats import bootstrap_median_ratio, clopper_pearson


def main():
    for path in sys.argv[1:]:
        rows = list(csv.DictReader(open(path)))
        by = defaultdict(dict)
        for r in rows:
            by[r["solver"]][r["instance"]] = r
        cad = by.get("cadical", {})
        print("==", path)
        print("solver runs solved rate95 median_cpu max_cpu median_work max_work median/cadical max/cadical median_ratio95")
        for solver in sorted(by):
            runs = by[solver]
            cpu = [float(r["cpu_s"]) for r in runs.values()]
            solved = sum(r["status"] == "solved" for r in runs.values())
            lo, hi = clopper_pearson(solved, len(runs))
            work = [int(r["work"]) for r in runs.values() if r.get("work")]
            line = "%s %d %d [%.1f%%,%.1f%%] %.4f %.3f %s %s" % (
                solver, len(runs), solved, 100 * lo, 100 * hi, statistics.median(cpu), max(cpu),
                statistics.median(work) if work else "-", max(work) if work else "-")
            common = [i for i in runs if i in cad]
            if solver != "cadical" and common:
                mine = [float(runs[i]["cpu_s"]) for i in common]
                theirs = [float(cad[i]["cpu_s"]) for i in common]
                low, high = bootstrap_median_ratio(mine, theirs)
                line += " %.2f %.2f [%.2f,%.2f]" % (statistics.median(mine) / statistics.median(theirs),
                                                     max(mine) / max(theirs), low, high)
            print(line)


if __name__ == "__main__":
    main()
