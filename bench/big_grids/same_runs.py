#!/usr/bin/env python3
"""Do two builds of sudolab make the same runs? Each binary solves the same puzzles with the same solver,
parameters and seed (`sudolab solve --format json`, one process per binary); per puzzle the status, the
work units and the solver's statistics are compared. Runs are deterministic (same seed, same run), so a
change that must leave them alone (a policy that only acts from 36x36 on, say) shows here as "same".
Prints one line per puzzle and a verdict; exits 1 if any run differs.

Usage: same_runs.py --before BIN --after BIN [--algo auto] [-p NAME=VALUE ...] [--seed 1] [--alphabet wide] FILE...
(--alphabet wide for 36x36 and up: the standard alphabet cannot write their answers.)
"""
import argparse
import json
import subprocess
import sys


def runs_of(binary, args):
    """The JSON record of each puzzle, in order."""
    argv = [binary, "solve", "--algo", args.algo, "--seed", str(args.seed), "--time-limit", "0", "--format", "json"]
    if args.alphabet:
        argv += ["--alphabet", args.alphabet]
    for param in args.param:
        argv += ["-p", param]
    run = subprocess.run(argv + args.files, capture_output=True, text=True)
    if run.returncode not in (0, 1):  # 1: some puzzle unsolved (max-work, say), its record still compared
        sys.exit("same_runs: %s exited with %d: %s" % (binary, run.returncode, run.stderr.strip()[:300]))
    out = run.stdout
    return [json.loads(line) for line in out.splitlines() if line.strip()]


def key_of(record, names):
    """What must match: status, work units and the statistics named in both records (a build may add
    counters; those are listed, not compared)."""
    stats = record.get("stats") or {}
    return {"status": record.get("status"), "work": record.get("work"), "stats": {k: stats.get(k) for k in names}}


def names_of(a, b):
    """The statistics both records have, and those only one has."""
    sa, sb = set(a.get("stats") or {}), set(b.get("stats") or {})
    return sa & sb, sorted(sa ^ sb)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--before", required=True)
    parser.add_argument("--after", required=True)
    parser.add_argument("--algo", default="auto")
    parser.add_argument("-p", "--param", action="append", default=[])
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--alphabet", default="", help="passed to sudolab solve (wide for 36x36 and up)")
    parser.add_argument("files", nargs="+")
    args = parser.parse_args()
    before, after = runs_of(args.before, args), runs_of(args.after, args)
    if len(before) != len(after):
        sys.exit("same_runs: %d records before, %d after" % (len(before), len(after)))
    differ, only = 0, set()
    for a, b in zip(before, after):
        common, one_side = names_of(a, b)
        only.update(one_side)
        same = key_of(a, common) == key_of(b, common)
        differ += not same
        print("%s %s: %s, %s work units%s" % (a.get("file"), "same" if same else "DIFFERENT", a.get("status"),
                                               a.get("work"), "" if same else " vs %s, %s" % (b.get("status"), b.get("work"))))
    print("%d of %d runs the same (status, work units, statistics); algo %s, params %s, seed %d"
          % (len(before) - differ, len(before), args.algo, " ".join(args.param) or "defaults", args.seed))
    if only:
        print("statistics in one build only (not compared): " + ", ".join(sorted(only)))
    sys.exit(1 if differ else 0)


if __name__ == "__main__":
    main()
