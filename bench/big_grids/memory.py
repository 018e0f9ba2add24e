#!/usr/bin/env python3
"""Peak resident memory per (grid, solver) from run.py records that have the rss_mb column (older records
lack it and are skipped with a note): median and maximum MB of the whole process over its runs, and the
issue's target of at most 1 GB at 64x64.

Usage: memory.py RECORDS.csv...
"""
import statistics
import sys
from collections import defaultdict

from stats import RecordsError, read_records

LIMIT_MB = 1024.0  # "peak memory <= 1 GB at 64x64"


def main():
    try:
        rows = read_records(sys.argv[1:])
    except (RecordsError, OSError) as e:
        sys.exit("memory.py: %s" % e)
    groups = defaultdict(list)
    skipped = 0
    for r in rows:
        if not r.get("rss_mb"):
            skipped += 1
            continue
        groups[(int(r["order"]), r["solver"])].append(float(r["rss_mb"]))
    print("Peak RSS of the whole process (MB), per grid and solver, over all its runs:\n")
    print("| grid | solver | runs | median MB | max MB |")
    print("|---|---|---|---|---|")
    for (order, solver), mbs in sorted(groups.items()):
        size = order * order
        print("| %d×%d | %s | %d | %.1f | %.1f |" % (size, size, solver, len(mbs), statistics.median(mbs), max(mbs)))
    top = [max(mbs) for (order, solver), mbs in groups.items() if order == 8 and solver == "auto"]
    if top:
        verdict = "met" if top[0] <= LIMIT_MB else "**missed**"
        print("\n- 64×64: auto's peak RSS %.1f MB (target ≤ 1 GB): %s" % (top[0], verdict))
    if skipped:
        print("\n(%d records without rss_mb skipped)" % skipped)


if __name__ == "__main__":
    main()
