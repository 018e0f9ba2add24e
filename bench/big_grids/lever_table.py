#!/usr/bin/env python3
"""The clause learner's conflicts per (instance, seed) and setting, from conflicts.py records (docs/BIG_GRIDS.md,
"The learner's next lever"): one row per (instance, seed), one column per setting of the member, and the
geometric mean of each setting's conflicts relative to the first column's (alternate), over the pairs
both finished. Records without a seed column are seed 1; peers' rows are left out. A run stopped by the limit
shows as "≥ CPU s".

Usage: lever_table.py RECORDS.csv...
"""
import csv
import math
import sys

PREFIX = "auto:members=cdcl:cdcl-modes="


def main():
    cells, settings, pairs = {}, [], []
    for path in sys.argv[1:]:
        for row in csv.DictReader(open(path)):
            if not row["solver"].startswith(PREFIX):
                continue
            setting = row["solver"][len(PREFIX):]
            pair = (row["instance"].replace(".txt", ""), int(row.get("seed") or 1))
            if setting not in settings:
                settings.append(setting)
            if pair not in pairs:
                pairs.append(pair)
            cells[pair, setting] = row
    settings = [s for s in settings if s == "alternate"] + [s for s in settings if s != "alternate"]
    pairs.sort()
    print("| instance | seed | " + " | ".join(s.replace(":", " ") for s in settings) + " |")
    print("|---|---|" + "---|" * len(settings))
    for pair in pairs:
        shown = []
        for setting in settings:
            row = cells.get((pair, setting))
            if row is None:
                shown.append("-")
            elif row["status"] == "solved":
                shown.append("{:,}".format(int(row["conflicts"])))
            else:
                shown.append("≥ %.0f s" % float(row["cpu_s"]))
        print("| %s | %d | %s |" % (pair[0], pair[1], " | ".join(shown)))
    base = settings[0]
    means = []
    for setting in settings:
        logs = [math.log(int(cells[p, setting]["conflicts"]) / int(cells[p, base]["conflicts"]))
                for p in pairs if all((p, s) in cells and cells[p, s]["status"] == "solved" for s in (base, setting))]
        means.append("%.2f× (%d pairs)" % (math.exp(sum(logs) / len(logs)), len(logs)) if logs else "-")
    print("| geometric mean vs %s | | %s |" % (base, " | ".join(means)))


if __name__ == "__main__":
    main()
