#!/usr/bin/env python3
"""Conflicts the clause learner needs against Kissat's and CaDiCaL 2's on the same instances
(docs/BIG_GRIDS_ROUNDS.md, "Side by side with Kissat 4 and CaDiCaL 2"): `auto` with members=cdcl in each
cdcl-modes setting, and the two SAT solvers on encode_cnf.py's CNF (written before, not timed); one
process per run, CPU time of the whole process (wait4), RLIMIT_CPU, nice 15 (run.py's run_limited).
Appends one CSV record per run: solver, instance, status, cpu_s, conflicts, decisions, seed, note, and for the
clause learner its learned clauses, their literals and glue (LBD) summed, and the Hall sets' implied
literals and their explanations' literals summed (empty for the peers and for builds without them). A run
that RLIMIT_CPU stopped before it could report (the kernel's CPU-time sample can reach the limit before the
solver's own 95 % cap does) is a row "cpu limit" at >= its CPU time, without counts, its signal in the note.

Usage: conflicts.py --out RECORDS.csv [--cpu-limit 60] [--modes focused,alternate] [--peers kissat,cadical2] FILE...
A mode may carry more of auto's parameters after colons: alternate:cdcl-restarts=glue:cdcl-rephase=best.
--peers '' runs the clause learner only.
KISSAT and CADICAL2 (or --kissat, --cadical2) give the SAT solvers' binaries, SUDOLAB (--sudolab) sudolab's.
"""
import argparse
import csv
import json
import os
import re
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from run import encode, header_of, run_limited, stopped  # noqa: E402

FIELDS = ["solver", "instance", "status", "cpu_s", "conflicts", "decisions", "seed", "note"]
# The learner's own counters (auto's statistics), recorded as they are.
COUNTERS = {"learned": "cdcl learned clauses", "learned_lits": "cdcl learned literals",
            "learned_glue": "cdcl learned glue", "explained": "cdcl explained literals",
            "explanation_lits": "cdcl explanation literals"}


def member_run(binary, mode, path, limit, tmp, seed=1):
    """auto's clause learner alone in one cdcl-modes setting (MODE[:NAME=VALUE...]): (status, cpu, conflicts,
    decisions, counters, note)."""
    out = os.path.join(tmp, "member.txt")
    mode, *extra = mode.split(":")
    argv = [binary, "solve", "--algo", "auto", "--seed", str(seed), "-p", "members=cdcl", "-p", "cdcl-modes=" + mode]
    for param in extra:
        argv += ["-p", param]
    # The solver's own CPU limit, a little below RLIMIT_CPU, so that a run it stops still reports its
    # conflicts (RLIMIT_CPU stays as the guard).
    argv += ["--alphabet", "wide", "--time-limit", "0", "--cpu-limit", "%g" % (0.95 * limit), "--format", "json", path]
    code, cpu, _, _ = run_limited(argv, limit, out)
    try:
        record = json.loads(open(out).readline())
        stats = record["stats"]
    except (ValueError, KeyError):  # stopped before it could write its record: no counts
        status, note = stopped(code, cpu, limit)
        return status, cpu, "", "", {}, note
    status = "solved" if code == 0 and record.get("status") == "solved" else "cpu limit"
    counters = {field: int(stats[name]) for field, name in COUNTERS.items() if name in stats}
    return status, cpu, int(stats["cdcl conflicts"]), int(stats["cdcl decisions"]), counters, ""


def sat_run(binary, cnf, limit, tmp, options=()):
    """A SAT solver with its statistics (no -q) and its command-line `options`: (status, cpu, conflicts,
    decisions, {} (no learner counters), note) from its `c` lines."""
    out = os.path.join(tmp, "sat.txt")
    code, cpu, _, _ = run_limited([binary, *options, cnf], limit, out)
    text = open(out).read()
    found = {k: re.search(r"^c %s:\s+(\d+)" % k, text, re.M) for k in ("conflicts", "decisions")}
    status, note = ("solved", "") if code == 10 else ("no solution", "") if code == 20 else stopped(code, cpu, limit)
    return (status, cpu) + tuple(int(m.group(1)) if m else "" for m in found.values()) + ({}, note)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--out", required=True)
    parser.add_argument("--cpu-limit", type=int, default=60)
    parser.add_argument("--modes", default="focused,alternate")
    parser.add_argument("--peers", default="kissat,cadical2")
    parser.add_argument("--seeds", default="1", help="seeds of the clause learner's runs, comma-separated (the peers run once)")
    parser.add_argument("--sudolab", default=os.environ.get("SUDOLAB", "build/native-release/sudolab"))
    parser.add_argument("--kissat", default=os.environ.get("KISSAT", ""))
    parser.add_argument("--cadical2", default=os.environ.get("CADICAL2", ""))
    parser.add_argument("files", nargs="+")
    args = parser.parse_args()
    peers = [name for name in args.peers.split(",") if name]
    for name in peers:
        if name not in ("kissat", "cadical2"):
            sys.exit("conflicts.py: --peers: unknown solver %r (kissat, cadical2)" % name)
        if not os.access(getattr(args, name), os.X_OK):
            sys.exit("conflicts.py: %s: no executable (got %r); give --%s PATH or %s=PATH"
                     % (name, getattr(args, name), name, name.upper()))
    new = not os.path.exists(args.out) or os.path.getsize(args.out) == 0
    # Records of an older layout (without the note or the counters) keep their columns.
    columns = FIELDS + list(COUNTERS) if new else header_of(args.out)
    with open(args.out, "a", newline="") as f, tempfile.TemporaryDirectory() as tmp:
        writer = csv.DictWriter(f, columns, extrasaction="ignore")
        if new:
            writer.writeheader()
        for path in args.files:
            runs = [("auto:members=cdcl:cdcl-modes=" + m, seed,
                     lambda m=m, seed=seed: member_run(args.sudolab, m, path, args.cpu_limit, tmp, seed))
                    for seed in args.seeds.split(",") for m in args.modes.split(",")]
            if peers:
                cnf, _ = encode(path, tmp)
                runs += [(name, "", lambda b=getattr(args, name): sat_run(b, cnf, args.cpu_limit, tmp)) for name in peers]
            for solver, seed, run in runs:
                status, cpu, conflicts, decisions, counters, note = run()
                writer.writerow({"solver": solver, "instance": os.path.basename(path), "status": status,
                                 "cpu_s": "%.3f" % cpu, "conflicts": conflicts, "decisions": decisions, "seed": seed,
                                 "note": note, **counters})
                f.flush()
                print(solver, seed, os.path.basename(path), status, "%.2f" % cpu, conflicts, file=sys.stderr)


if __name__ == "__main__":
    main()
