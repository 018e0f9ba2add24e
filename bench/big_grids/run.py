#!/usr/bin/env python3
"""Side-by-side campaign: sudolab solvers and CaDiCaL (and OR-tools CP-SAT when importable) on the same
puzzles, one process per (solver, puzzle), CPU time of the whole process (user + system, from wait4),
a CPU-time limit per run (RLIMIT_CPU) and `nice -n 15`. Appends one CSV record per run.

Usage: run.py --out RECORDS.csv --solvers auto,acs,backtrack,dlx,cadical,cpsat --cpu-limit 60 FILE...
Resumable: a (solver, instance) pair that already has a record in RECORDS.csv is skipped, so re-running
the same command after an interruption continues the campaign (the run in progress is lost).
A sudolab solver may carry parameters: `auto:propagation=hall:members=exact` runs
`sudolab solve --algo auto -p propagation=hall -p members=exact` (the record's solver is the whole spec).
The `work` column is the solver's work count (sudolab: nodes / member units; empty for the others).
"""
import argparse
import json
import csv
import os
import resource
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from puzzle_io import is_solution, read_puzzle  # noqa: E402

FIELDS = ["solver", "instance", "order", "fraction", "status", "cpu_s", "wall_s", "note", "work"]


def run_limited(argv, cpu_limit, stdout_path):
    """Runs argv under nice 15 with an RLIMIT_CPU; returns (returncode, cpu seconds, wall seconds)."""

    def limits():
        os.nice(15)
        resource.setrlimit(resource.RLIMIT_CPU, (cpu_limit, cpu_limit + 1))

    start = time.monotonic()
    with open(stdout_path, "w") as out:
        proc = subprocess.Popen(argv, stdout=out, stderr=subprocess.DEVNULL, preexec_fn=limits)
        _, status, usage = os.wait4(proc.pid, 0)
    wall = time.monotonic() - start
    code = os.waitstatus_to_exitcode(status)
    return code, usage.ru_utime + usage.ru_stime, wall


def fraction_of(path):
    name = os.path.basename(path)
    parts = name.replace(".txt", "").split("_")
    return parts[1] if len(parts) >= 3 else ""


def run_sudolab(binary, spec, path, cpu_limit, tmp, order):
    """Runs one sudolab solve; spec = algo[:name=value...]. Returns (status, cpu, wall, note, work)."""
    algo, *params = spec.split(":")
    argv = [binary, "solve", "--algo", algo, "--time-limit", "0", "--format", "json"]
    if order >= 6:  # 36 values and more: the standard alphabet cannot write the solution
        argv += ["--alphabet", "wide"]
    for p in params:
        argv += ["-p", p]
    out = os.path.join(tmp, "out.txt")
    code, cpu, wall = run_limited(argv + [path], cpu_limit, out)
    text = open(out).read().strip()
    work = ""
    try:
        record = json.loads(text.splitlines()[0])
        work = str(record.get("work", ""))
        message = record.get("message", "")
    except (ValueError, IndexError):
        message = text
    if code == 0:
        return "solved", cpu, wall, "", work
    if code < 0 or cpu >= cpu_limit:
        return "cpu limit", cpu, wall, "", work
    return ("no solution" if "no solution" in message else "unsolved"), cpu, wall, message[:80], work


def run_cadical(path, cpu_limit, tmp, values, order):
    cnf, mapping, out = (os.path.join(tmp, n) for n in ("p.cnf", "p.map", "out.txt"))
    subprocess.run([sys.executable, os.path.join(HERE, "encode_cnf.py"), path, cnf, mapping], check=True)
    code, cpu, wall = run_limited(["cadical", "-q", cnf], cpu_limit, out)
    if code == 20:
        return "no solution", cpu, wall, ""
    if code != 10:
        return "cpu limit", cpu, wall, "exit %d" % code
    true_vars = set()
    for line in open(out):
        if line.startswith("v "):
            true_vars.update(int(t) for t in line.split()[1:] if int(t) > 0)
    solution = list(values)
    with open(mapping) as m:
        m.readline()
        m.readline()
        for number, line in enumerate(m, start=1):
            if number in true_vars:
                cell, value = map(int, line.split())
                solution[cell] = value
    ok = is_solution(values, solution, order)
    return ("solved" if ok else "wrong"), cpu, wall, ""


def run_cpsat(python, path, cpu_limit, tmp):
    out = os.path.join(tmp, "out.txt")
    code, cpu, wall = run_limited([python, os.path.join(HERE, "cpsat_solve.py"), path], cpu_limit, out)
    text = open(out).read()
    if code == 0 and "SOLVED" in text:
        return "solved", cpu, wall, ""
    if "INFEASIBLE" in text:
        return "no solution", cpu, wall, ""
    return "cpu limit", cpu, wall, "exit %d" % code


def finished_pairs(path):
    """The (solver, instance) pairs that already have a record in the CSV file at path (none if absent)."""
    if not os.path.exists(path):
        return set()
    with open(path, newline="") as f:
        return {(row["solver"], row["instance"]) for row in csv.DictReader(f)}


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--out", required=True)
    parser.add_argument("--solvers", default="auto,acs,backtrack,dlx,cadical")
    parser.add_argument("--cpu-limit", type=int, default=60)
    parser.add_argument("--sudolab", default="build/native-release/sudolab")
    parser.add_argument("--python-cpsat", default="")
    parser.add_argument("files", nargs="+")
    args = parser.parse_args()
    new = not os.path.exists(args.out) or os.path.getsize(args.out) == 0
    done = finished_pairs(args.out)
    with open(args.out, "a", newline="") as f, tempfile.TemporaryDirectory() as tmp:
        writer = csv.DictWriter(f, FIELDS)
        if new:
            writer.writeheader()
        for path in args.files:
            values, order = read_puzzle(path)
            for solver in args.solvers.split(","):
                if (solver, os.path.basename(path)) in done:
                    continue
                work = ""
                if solver == "cadical":
                    status, cpu, wall, note = run_cadical(path, args.cpu_limit, tmp, values, order)
                elif solver == "cpsat":
                    status, cpu, wall, note = run_cpsat(args.python_cpsat, path, args.cpu_limit, tmp)
                else:
                    status, cpu, wall, note, work = run_sudolab(args.sudolab, solver, path, args.cpu_limit, tmp, order)
                writer.writerow({"solver": solver, "instance": os.path.basename(path), "order": order,
                                 "fraction": fraction_of(path), "status": status, "cpu_s": "%.4f" % cpu,
                                 "wall_s": "%.3f" % wall, "note": note, "work": work})
                f.flush()
                print(solver, os.path.basename(path), status, "%.3f" % cpu, file=sys.stderr)


if __name__ == "__main__":
    main()
