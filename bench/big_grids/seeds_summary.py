#!/usr/bin/env python3
"""Summary of a seed ablation (bench/big_grids/ablation_seeds.sh records: the seed in the note column,
"seed=N"): per solver spec and seed, the runs, how many solved, median and max CPU s, median, max and
sum of the work; then per spec over all seeds, the same over every run and the worst seed's max.

Usage: seeds_summary.py [--only TEXT] [--base CAMPAIGN.csv ...] RECORDS.csv...
--only keeps the records whose instance name contains TEXT (one band of files that hold several).
With several files, their records together (lanes run at once). When `auto` is among the specs, each other
spec's CPU time against it run by run (same instance and seed, both solved): the geometric mean of the
ratios with a 95 % bootstrap interval (2000 resamples, seeded) and how many runs it was faster in; and per
instance how many runs each solved, with Fisher's exact test of the two rates. --base takes `auto`'s runs from
campaign records of run.py (peers.sh, orders.sh: no seed in the note, so the CLI's default seed 1), on the
instances the other files have.
"""
import csv
import re
import statistics
import sys
from collections import defaultdict

from stats import bootstrap_geometric_mean, fisher_exact, geometric_mean


def line(label, rows):
    cpu = [float(r["cpu_s"]) for r in rows]
    work = [int(r["work"]) for r in rows if r["work"]]
    solved = sum(r["status"] == "solved" for r in rows)
    return "%s runs %d solved %d cpu median %.4f max %.3f sum %.2f work median %.0f max %d sum %d" % (
        label, len(rows), solved, statistics.median(cpu), max(cpu), sum(cpu),
        statistics.median(work) if work else 0, max(work) if work else 0, sum(work))


def against_auto(by):
    """Per spec, its CPU time over `auto`'s on the same (instance, seed), both solved: geometric mean, faster count."""
    base = {(r["instance"], seed): r for seed, rows in by.get("auto", {}).items() for r in rows}
    for spec in sorted(s for s in by if s != "auto"):
        ratios = [float(r["cpu_s"]) / float(base[r["instance"], seed]["cpu_s"]) for seed, rows in by[spec].items()
                  for r in rows if (r["instance"], seed) in base and r["status"] == "solved"
                  and base[r["instance"], seed]["status"] == "solved"]
        if ratios:
            mean = geometric_mean(ratios)
            low, high = bootstrap_geometric_mean(ratios)
            print("%s vs auto: CPU ratio geometric mean %.2f [95 %% bootstrap %.2f-%.2f] over %d runs, faster in %d"
                  % (spec, mean, low, high, len(ratios), sum(x < 1 for x in ratios)))


def solved_counts(runs_by_seed):
    """Per instance, [runs solved, runs] over every seed of one spec."""
    counts = defaultdict(lambda: [0, 0])
    for rows in runs_by_seed.values():
        for r in rows:
            counts[r["instance"]][0] += r["status"] == "solved"
            counts[r["instance"]][1] += 1
    return counts


def solved_per_instance(by):
    """Per instance and spec other than `auto`, how many of its seeds each solved, and Fisher's exact test."""
    if "auto" not in by:
        return
    mine = solved_counts(by["auto"])
    for spec in sorted(s for s in by if s != "auto"):
        theirs = solved_counts(by[spec])
        for instance in sorted(i for i in mine if i in theirs):
            (a, runs_a), (b, runs_b) = mine[instance], theirs[instance]
            print("%s: auto solved %d of %d, %s %d of %d (Fisher's exact test, two-sided, p = %.3f)"
                  % (instance, a, runs_a, spec, b, runs_b, fisher_exact(a, runs_a, b, runs_b)))


def campaign_auto(paths, instances):
    """`auto`'s runs of campaign records (seed 1, the CLI's default) on the given instances."""
    return [r for path in paths for r in csv.DictReader(open(path))
            if r["solver"] == "auto" and r["instance"] in instances and not r["note"].startswith("seed=")]


def main():
    args, bases, only = sys.argv[1:], [], ""
    while len(args) >= 2 and args[0] in ("--base", "--only"):
        if args[0] == "--base":
            bases.append(args[1])
        else:
            only = args[1]
        args = args[2:]
    by = defaultdict(lambda: defaultdict(list))
    for path in args:
        for r in csv.DictReader(open(path)):
            if only not in r["instance"]:
                continue
            seed = re.match(r"seed=(\d+)", r["note"])  # a stopped run's signal may follow
            if not seed:
                sys.exit("%s: a record without its seed in the note column: %s" % (path, r))
            by[r["solver"]][int(seed.group(1))].append(r)
    if bases:
        if "auto" in by:
            sys.exit("seeds_summary: --base gives auto's runs; the other files have their own")
        instances = {r["instance"] for spec in by.values() for rows in spec.values() for r in rows}
        by["auto"][1] = campaign_auto(bases, instances)
        if len(by["auto"][1]) != len(instances):
            sys.exit("seeds_summary: the --base files have auto runs on %d of the %d instances"
                     % (len(by["auto"][1]), len(instances)))
    for spec in sorted(by):
        for seed in sorted(by[spec]):
            print(line("%s seed %d" % (spec, seed), by[spec][seed]))
        print(line("%s all seeds" % spec, [r for seed in by[spec] for r in by[spec][seed]]))
    against_auto(by)
    solved_per_instance(by)


if __name__ == "__main__":
    main()
