#!/usr/bin/env python3
"""Prints the markdown table of a tuning scenario's test bench judged by best cost, one row per label.

Usage: bench/irace/cost_table.py RECORDS.jsonl   (a `sudolab bench` records file, e.g. the test.jsonl of
bench/irace/anneal_hard25.sh)

Columns: runs, solved, and the best cost each run reached (0 when solved; the solver's cost, for anneal the
values missing from rows and columns) as min, quartiles (the inclusive method, R's default type 7, as
bench/irace/cost_test.sh), max and mean. Labels in the order they first appear.
"""
import json
import statistics
import sys


def fail(message):
    sys.exit(f"cost_table.py: {message}")


def number(x):
    return f"{x:.4g}"


def main():
    if len(sys.argv) != 2:
        fail("usage: cost_table.py RECORDS.jsonl")
    costs, solved = {}, {}
    try:
        with open(sys.argv[1]) as f:
            for line_number, line in enumerate(f, 1):
                try:
                    record = json.loads(line)
                    label, cost = record["solver"], float(record["best_cost"])
                except (ValueError, KeyError) as error:
                    fail(f"{sys.argv[1]}:{line_number}: not a bench record with solver and best_cost ({error})")
                costs.setdefault(label, []).append(cost)
                solved[label] = solved.get(label, 0) + bool(record.get("solved"))
    except OSError as error:
        fail(str(error))
    if not costs:
        fail(f"{sys.argv[1]}: no records")
    print("| label | runs | solved | best cost: min | Q1 | median | Q3 | max | mean |")
    print("|---|---:|---:|---:|---:|---:|---:|---:|---:|")
    for label, values in costs.items():
        q1, median, q3 = statistics.quantiles(values, n=4, method="inclusive") if len(values) > 1 else values * 3
        cells = [min(values), q1, median, q3, max(values), statistics.fmean(values)]
        print(f"| {label} | {len(values)} | {solved[label]} | " + " | ".join(number(x) for x in cells) + " |")


if __name__ == "__main__":
    main()
