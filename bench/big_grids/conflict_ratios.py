#!/usr/bin/env python3
"""The clause learner's conflicts against each peer's on the instances both solved, from conflicts.py's
records (docs/BIG_GRIDS_ROUNDS.md, round 9): per peer the ratios learner / peer, their geometric mean with a 95 %
bootstrap interval (2000 resamples of the ratios, seeded) and their median.

Usage: conflict_ratios.py RECORDS.csv   (one learner run per instance: the first seed's is used)
"""
import csv
import statistics
import sys

from stats import bootstrap_geometric_mean, geometric_mean

PEERS = ["cadical2", "kissat"]


def runs_by_instance(path):
    """{instance: {solver: record}}; the learner's runs (auto:...) are named "learner", its first kept."""
    runs = {}
    with open(path, newline="") as handle:
        for row in csv.DictReader(handle):
            solver = "learner" if row["solver"].startswith("auto") else row["solver"]
            runs.setdefault(row["instance"], {}).setdefault(solver, row)
    return runs


def main(path):
    """Prints one line per peer."""
    runs = runs_by_instance(path)
    for peer in PEERS:
        ratios = [int(r["learner"]["conflicts"]) / int(r[peer]["conflicts"]) for _, r in sorted(runs.items())
                  if "learner" in r and peer in r and r["learner"]["status"] == r[peer]["status"] == "solved"]
        if not ratios:
            print(f"{peer}: no instance solved by both")
            continue
        low, high = bootstrap_geometric_mean(ratios)
        median = statistics.median(ratios)
        print(f"{peer}: {len(ratios)} instances solved by both; learner / {peer} conflicts: geometric mean "
              f"{geometric_mean(ratios):.2f} [95 % bootstrap {low:.2f}-{high:.2f}], median {median:.2f}, "
              f"range {min(ratios):.2f}-{max(ratios):.2f}")


if __name__ == "__main__":
    if len(sys.argv) != 2:
        sys.exit("usage: conflict_ratios.py RECORDS.csv")
    main(sys.argv[1])
