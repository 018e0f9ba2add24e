#!/usr/bin/env python3
"""The clause learner's conflicts per (instance, seed) and setting, from conflicts.py records (docs/BIG_GRIDS.md,
"The learner's next lever"): one row per (instance, seed), one column per setting of the member, and the
geometric mean of each setting's conflicts relative to the first column's (alternate), over the pairs
both finished. Records without a seed column are seed 1; peers' rows are left out. A run stopped by the limit
shows as "≥ CPU s". With --cpu, each solved cell also gives the run's CPU seconds ("conflicts / CPU s") and the
last row the geometric mean of the CPU ratios too. With --lengths, a second table gives per setting the
learned clauses' mean literals and glue and the Hall sets' mean explanation literals, pooled over its runs
(records of conflicts.py with the learner's counters; runs without them are left out).

With --ci, each geometric mean also gets a 95 % bootstrap interval (pairs resampled 10,000 times, fixed
seed, so the table is the same each time it is made).

Usage: lever_table.py [--cpu] [--lengths] [--ci] RECORDS.csv...
"""
import csv
import sys

from stats import bootstrap_geometric_mean, geometric_mean

PREFIX = "auto:members=cdcl:cdcl-modes="


def ratios(cells, pairs, setting, base, field):
    """Per pair of `pairs`, the setting's `field` relative to the base setting's."""
    return [float(cells[p, setting][field]) / float(cells[p, base][field]) for p in pairs]


def geometric_ratio(cells, pairs, setting, base, field):
    """The geometric mean over `pairs` of the setting's `field` relative to the base setting's."""
    return geometric_mean(ratios(cells, pairs, setting, base, field))


def bootstrap(cells, pairs, setting, base, field, draws=10000):
    """95 % percentile interval of the geometric mean ratio, the pairs resampled with replacement."""
    return "[%.2f-%.2f]" % bootstrap_geometric_mean(ratios(cells, pairs, setting, base, field), draws)


def lengths_table(rows, settings):
    """Per setting: runs, learned literals and glue per learned clause, Hall implications per conflict and
    explanation literals per implication, CPU microseconds per conflict (all pooled over the runs)."""
    print("| setting | runs | literals per learned clause | glue per learned clause | Hall implications per conflict "
          "| explanation literals per implication | CPU µs per conflict |")
    print("|---|---|---|---|---|---|---|")
    for setting in settings:
        mine = [r for r in rows if r["solver"] == PREFIX + setting and (r.get("learned") or "").isdigit()]
        total = {k: sum(int(r[k]) for r in mine) for k in ("learned", "learned_lits", "learned_glue", "explained",
                                                          "explanation_lits", "conflicts")}
        if not mine or total["learned"] == 0:
            print("| %s | 0 | - | - | - | - | - |" % setting.replace(":", " "))
            continue
        cpu = sum(float(r["cpu_s"]) for r in mine)
        implied = ("%.1f" % (total["explained"] / total["conflicts"])) if total["explained"] else "-"
        explained = ("%.1f" % (total["explanation_lits"] / total["explained"])) if total["explained"] else "-"
        print("| %s | %d | %.1f | %.1f | %s | %s | %.0f |" % (setting.replace(":", " "), len(mine),
                                                            total["learned_lits"] / total["learned"],
                                                            total["learned_glue"] / total["learned"], implied,
                                                            explained, 1e6 * cpu / total["conflicts"]))


def main():
    args = sys.argv[1:]
    with_cpu = "--cpu" in args
    with_lengths = "--lengths" in args
    with_ci = "--ci" in args
    args = [a for a in args if a not in ("--cpu", "--lengths", "--ci")]
    rows = []
    cells, settings, pairs = {}, [], []
    for path in args:
        for row in csv.DictReader(open(path)):
            rows.append(row)
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
                shown.append("{:,}".format(int(row["conflicts"])) + (" / %.2f s" % float(row["cpu_s"]) if with_cpu else ""))
            else:
                shown.append("≥ %.0f s" % float(row["cpu_s"]))
        print("| %s | %d | %s |" % (pair[0], pair[1], " | ".join(shown)))
    base = settings[0]
    means = []
    for setting in settings:
        both = [p for p in pairs if all((p, s) in cells and cells[p, s]["status"] == "solved" for s in (base, setting))]
        if not both:
            means.append("-")
            continue
        mean = "%.2f×" % geometric_ratio(cells, both, setting, base, "conflicts")
        cpu = " / %.2f× CPU" % geometric_ratio(cells, both, setting, base, "cpu_s") if with_cpu else ""
        if with_ci and setting != base:
            mean += " " + bootstrap(cells, both, setting, base, "conflicts")
            cpu += (" " + bootstrap(cells, both, setting, base, "cpu_s")) if with_cpu else ""
        means.append("%s%s (%d pairs)" % (mean, cpu, len(both)))
    print("| geometric mean vs %s | | %s |" % (base, " | ".join(means)))
    if with_lengths:
        print()
        lengths_table(rows, settings)


if __name__ == "__main__":
    main()
