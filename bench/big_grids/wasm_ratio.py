#!/usr/bin/env python3
"""wasm vs native: the same `sudolab solve` of the same puzzles by the native binary and by sudolab.js
under node. One process per side solves every puzzle (node's start-up and the wasm compilation would
otherwise dwarf a 10 ms solve); CPU time of the whole process (user + system, wait4), nice 15, repeated
REPEATS times, sides alternating. A one-puzzle process on a full grid (no search) measures each side's
start-up, which is subtracted. Appends one CSV record per process; prints the ratio summary.

Usage: wasm_ratio.py --out RECORDS.csv --native BIN --js sudolab.js --repeats 3 [--algo auto] FILE...
"""
import argparse
import csv
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time

FIELDS = ["side", "repeat", "kind", "puzzles", "solved", "cpu_s", "wall_s", "solve_s_sum"]


def run(argv, out_path):
    """Runs argv under nice 15; returns (cpu seconds, wall seconds)."""
    start = time.monotonic()
    with open(out_path, "w") as out:
        proc = subprocess.Popen(argv, stdout=out, stderr=subprocess.DEVNULL, preexec_fn=lambda: os.nice(15))
        _, _, usage = os.wait4(proc.pid, 0)
    return usage.ru_utime + usage.ru_stime, time.monotonic() - start


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--out", required=True)
    parser.add_argument("--native", required=True)
    parser.add_argument("--js", required=True)
    parser.add_argument("--node", default="node")
    parser.add_argument("--node-flag", action="append", default=[],
                        help="a flag for node before the script, e.g. --no-liftoff (repeatable)")
    parser.add_argument("--repeats", type=int, default=3)
    parser.add_argument("--algo", default="auto")
    parser.add_argument("--startup", required=True, help="a full grid: solving it measures start-up only")
    parser.add_argument("files", nargs="+")
    args = parser.parse_args()
    sides = {"native": [args.native], "wasm": [args.node, *args.node_flag, args.js]}
    solve = ["solve", "--algo", args.algo, "--time-limit", "0", "--format", "json"]
    rows = []
    with open(args.out, "w", newline="") as f, tempfile.TemporaryDirectory() as tmp:
        writer = csv.DictWriter(f, FIELDS)
        writer.writeheader()
        out = os.path.join(tmp, "out.json")
        for repeat in range(args.repeats):
            for side, prefix in sides.items():
                for kind, files in (("startup", [args.startup]), ("puzzles", args.files)):
                    cpu, wall = run(prefix + solve + files, out)
                    records = [json.loads(line) for line in open(out) if line.strip()]
                    row = {"side": side, "repeat": repeat, "kind": kind, "puzzles": len(files),
                           "solved": sum(r.get("status") == "solved" for r in records),
                           "cpu_s": "%.4f" % cpu, "wall_s": "%.3f" % wall,
                           "solve_s_sum": "%.4f" % sum(r.get("time_s", 0) for r in records)}
                    writer.writerow(row)
                    f.flush()
                    rows.append(row)
                    print(side, kind, repeat, row["solved"], row["cpu_s"], file=sys.stderr)
    net = {}
    for side in sides:
        per = []
        for repeat in range(args.repeats):
            get = lambda kind: next(float(r["cpu_s"]) for r in rows
                                    if r["side"] == side and r["repeat"] == repeat and r["kind"] == kind)
            per.append(get("puzzles") - get("startup"))
        net[side] = per
        print("%s: net CPU s per repeat %s, median %.3f" % (side, " ".join("%.3f" % x for x in per),
                                                             statistics.median(per)))
    print("wasm / native (median net CPU): %.2f" % (statistics.median(net["wasm"]) / statistics.median(net["native"])))


if __name__ == "__main__":
    main()
