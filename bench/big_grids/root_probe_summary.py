#!/usr/bin/env python3
"""Root probing beside the campaign (docs/BIG_GRIDS_ROUNDS.md, "Round 14"): one markdown table, a row per
(order, percent of givens), from root_probe.cpp's CSV and the campaign's run.py records. Per row: the
instances, the median open cells and candidates per open cell after domain consistency, the candidates the
singleton probes removed (median and largest share, and the cells they fixed, summed), the probes' median
CPU seconds, and how many of the instances `auto` and Kissat solved within the campaign's limit. An instance
of the probe file that the records do not hold for both solvers is an error (the rows would not compare).

Usage: root_probe_summary.py PROBE.csv RECORDS.csv...
"""
import csv
import re
import sys
from statistics import median

from stats import RecordsError, read_records

NAME = re.compile(r"^gen(\d+)x\1_(\d+)_s\d+\.txt$")
SOLVERS = ("auto", "kissat")


def read_probes(path):
    """The probe rows, each with its (order, percent) band; a name not of the campaign's form is an error."""
    with open(path, newline="") as f:
        rows = list(csv.DictReader(f))
    for line, row in enumerate(rows, start=2):
        match = NAME.match(row["instance"])
        if not match:
            raise RecordsError("%s:%d: %s is not a campaign instance name (genNxN_P_sS.txt)" % (path, line, row["instance"]))
        row["band"] = (int(row["order"]), int(match.group(2)))
        if row["wiped_out"] != "no":
            raise RecordsError("%s:%d: %s has no solution by the probes" % (path, line, row["instance"]))
    return rows


def solved_by(records):
    """{(solver, instance): solved?} of the records."""
    return {(r["solver"], r["instance"]): r["status"] == "solved" for r in records if r["solver"] in SOLVERS}


def percent(x):
    return "%.2f %%" % (100 * x)


def table(probes, solved):
    """The markdown table, bands in order."""
    lines = ["| grid, givens | instances | open cells | candidates per open cell | removed by probes: median, largest "
             "| cells the probes fixed | probe CPU s (median) | solved in the campaign: `auto` / Kissat |",
             "|---|---|---|---|---|---|---|---|"]
    for band in sorted({p["band"] for p in probes}):
        rows = [p for p in probes if p["band"] == band]
        for p in rows:
            for s in SOLVERS:
                if (s, p["instance"]) not in solved:
                    raise RecordsError("%s: no %s record in the campaign's files" % (p["instance"], s))
        removed = [int(p["removed"]) / int(p["candidates_filtered"]) for p in rows]
        fixed = sum(int(p["open_filtered"]) - int(p["open_probed"]) for p in rows)
        size = band[0] * band[0]
        lines.append("| %d×%d, %d %% | %d | %g | %.1f | %s, %s | %d | %.2f | %d / %d |" % (
            size, size, band[1], len(rows), median(int(p["open_filtered"]) for p in rows),
            median(int(p["candidates_filtered"]) / int(p["open_filtered"]) for p in rows),
            percent(median(removed)), percent(max(removed)), fixed, median(float(p["cpu_s"]) for p in rows),
            sum(solved[("auto", p["instance"])] for p in rows), sum(solved[("kissat", p["instance"])] for p in rows)))
    return "\n".join(lines)


def main():
    if len(sys.argv) < 3:
        sys.exit(__doc__)
    try:
        print(table(read_probes(sys.argv[1]), solved_by(read_records(sys.argv[2:]))))
    except RecordsError as error:
        sys.exit("root_probe_summary: %s" % error)


if __name__ == "__main__":
    main()
