#!/usr/bin/env python3
"""Per (order, fraction band, solver): solved count, median and max CPU seconds over the runs."""
import csv
import statistics
import sys
from collections import defaultdict

rows = list(csv.DictReader(open(sys.argv[1])))
groups = defaultdict(list)
for r in rows:
    groups[(int(r["order"]), r["fraction"], r["solver"])].append(r)
print("order fraction solver runs solved median_cpu_s max_cpu_s")
for key in sorted(groups, key=lambda k: (k[0], int(k[1] or 0), k[2])):
    runs = groups[key]
    cpu = [float(r["cpu_s"]) for r in runs]
    solved = sum(r["status"] == "solved" for r in runs)
    print(key[0], key[1], key[2], len(runs), solved, "%.3f" % statistics.median(cpu), "%.3f" % max(cpu))
