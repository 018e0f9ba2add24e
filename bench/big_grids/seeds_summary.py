#!/usr/bin/env python3
"""Summary of a seed ablation (bench/big_grids/ablation_seeds.sh records: the seed in the note column,
"seed=N"): per solver spec and seed, the runs, how many solved, median and max CPU s, median, max and
sum of the work; then per spec over all seeds, the same over every run and the worst seed's max.

Usage: seeds_summary.py RECORDS.csv
"""
import csv
import re
import statistics
import sys
from collections import defaultdict


def line(label, rows):
    cpu = [float(r["cpu_s"]) for r in rows]
    work = [int(r["work"]) for r in rows if r["work"]]
    solved = sum(r["status"] == "solved" for r in rows)
    return "%s runs %d solved %d cpu median %.4f max %.3f sum %.2f work median %.0f max %d sum %d" % (
        label, len(rows), solved, statistics.median(cpu), max(cpu), sum(cpu),
        statistics.median(work) if work else 0, max(work) if work else 0, sum(work))


def main():
    rows = list(csv.DictReader(open(sys.argv[1])))
    by = defaultdict(lambda: defaultdict(list))
    for r in rows:
        seed = re.match(r"seed=(\d+)", r["note"])  # a stopped run's signal may follow
        if not seed:
            sys.exit("%s: a record without its seed in the note column: %s" % (sys.argv[1], r))
        by[r["solver"]][int(seed.group(1))].append(r)
    for spec in sorted(by):
        for seed in sorted(by[spec]):
            print(line("%s seed %d" % (spec, seed), by[spec][seed]))
        print(line("%s all seeds" % spec, [r for seed in by[spec] for r in by[spec][seed]]))


if __name__ == "__main__":
    main()
