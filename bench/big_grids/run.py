#!/usr/bin/env python3
"""Side-by-side campaign: sudolab solvers and SAT solvers (Debian's CaDiCaL `cadical`, and `cadical2` /
`kissat`: CaDiCaL 2 and Kissat built from their sources, paths from --cadical2 / --kissat or the
environment variables CADICAL2 / KISSAT) and OR-tools CP-SAT when importable, on the same puzzles, one
process per (solver, puzzle), CPU time of the whole process (user + system, from wait4) and its peak
resident memory (ru_maxrss), a CPU-time limit per run (RLIMIT_CPU) and niceness 15 (RUN_NICE). Appends one CSV
record per run. The SAT solvers read the CNF of encode_cnf.py, written before the run (not timed).

Usage: run.py --out RECORDS.csv --solvers auto,acs,backtrack,dlx,cadical,cadical2,kissat,cpsat --cpu-limit 60 FILE...
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
import shutil
import signal
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from puzzle_io import is_solution, read_puzzle  # noqa: E402

FIELDS = ["solver", "instance", "order", "fraction", "status", "cpu_s", "wall_s", "note", "work", "rss_mb"]
SAT_SOLVERS = ("cadical", "cadical2", "kissat")  # solvers that read encode_cnf.py's CNF
# Niceness of each run (absolute, not added to the script's, and never below it): 15, or RUN_NICE when the
# machine's other work leaves a run at 15 too little of a core to finish a campaign in time (CPU time is
# what is compared).
RUN_NICE = int(os.environ.get("RUN_NICE", "15"))


def run_limited(argv, cpu_limit, stdout_path):
    """Runs argv at niceness RUN_NICE (default 15) with an RLIMIT_CPU; returns (returncode, cpu seconds, wall seconds, peak RSS MB)."""

    def limits():
        # Never below the script's own niceness (lowering it needs privileges).
        os.setpriority(os.PRIO_PROCESS, 0, max(RUN_NICE, os.getpriority(os.PRIO_PROCESS, 0)))
        resource.setrlimit(resource.RLIMIT_CPU, (cpu_limit, cpu_limit + 1))

    start = time.monotonic()
    with open(stdout_path, "w") as out:
        proc = subprocess.Popen(argv, stdout=out, stderr=subprocess.DEVNULL, preexec_fn=limits)
        _, status, usage = os.wait4(proc.pid, 0)
    wall = time.monotonic() - start
    code = os.waitstatus_to_exitcode(status)
    return code, usage.ru_utime + usage.ru_stime, wall, usage.ru_maxrss / 1024.0  # Linux: ru_maxrss in KiB


def stopped(code, cpu, cpu_limit):
    """(status, note) of a run that gave no answer. RLIMIT_CPU's signals (SIGXCPU at the soft limit, SIGKILL
    at the hard one) or a run at the limit: "cpu limit", an unsolved run at >= its CPU time, with the signal
    in the note; the kernel's CPU-time sample can reach the limit seconds before the solver's own clock does
    (docs/BIG_GRIDS.md), so such a run may stop below it. Any other signal: "crashed"; any other exit code:
    "cpu limit" only at the limit, else "unsolved"."""
    if code < 0:
        try:
            name = signal.Signals(-code).name
        except ValueError:
            name = str(-code)
        return ("cpu limit" if -code in (signal.SIGXCPU, signal.SIGKILL) else "crashed"), "signal " + name
    return ("cpu limit" if cpu >= cpu_limit else "unsolved"), "exit %d" % code


def fraction_of(path):
    name = os.path.basename(path)
    parts = name.replace(".txt", "").split("_")
    return parts[1] if len(parts) >= 3 else ""


def run_sudolab(binary, spec, path, cpu_limit, tmp, order):
    """Runs one sudolab solve; spec = algo[:name=value...]. Returns (status, cpu, wall, note, work, rss)."""
    algo, *params = spec.split(":")
    argv = [binary, "solve", "--algo", algo, "--time-limit", "0", "--format", "json"]
    if order >= 6:  # 36 values and more: the standard alphabet cannot write the solution
        argv += ["--alphabet", "wide"]
    for p in params:
        argv += ["-p", p]
    out = os.path.join(tmp, "out.txt")
    code, cpu, wall, rss = run_limited(argv + [path], cpu_limit, out)
    text = open(out).read().strip()
    work = ""
    try:
        record = json.loads(text.splitlines()[0])
        work = str(record.get("work", ""))
        message = record.get("message", "")
    except (ValueError, IndexError):
        message = text
    if code == 0:
        return "solved", cpu, wall, "", work, rss
    if code < 0 or cpu >= cpu_limit:
        status, note = stopped(code, cpu, cpu_limit)
        return status, cpu, wall, note if code < 0 else "", work, rss
    return ("no solution" if "no solution" in message else "unsolved"), cpu, wall, message[:80], work, rss


def encode(path, tmp):
    """Writes the puzzle's CNF and variable map to tmp (not timed); returns their paths."""
    cnf, mapping = os.path.join(tmp, "p.cnf"), os.path.join(tmp, "p.map")
    subprocess.run([sys.executable, os.path.join(HERE, "encode_cnf.py"), path, cnf, mapping], check=True)
    return cnf, mapping


def run_sat(binary, cnf, mapping, cpu_limit, tmp, values, order, options=()):
    """Runs a SAT solver (exit 10 SAT with `v` lines, 20 UNSAT) on the CNF, with its command-line options
    (e.g. a seed); checks the decoded grid."""
    out = os.path.join(tmp, "out.txt")
    code, cpu, wall, rss = run_limited([binary, "-q", *options, cnf], cpu_limit, out)
    if code == 20:
        return "no solution", cpu, wall, "", rss
    if code != 10:
        status, note = stopped(code, cpu, cpu_limit)
        return status, cpu, wall, note, rss
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
    return ("solved" if ok else "wrong"), cpu, wall, "", rss


def run_cpsat(python, path, cpu_limit, tmp):
    out = os.path.join(tmp, "out.txt")
    code, cpu, wall, rss = run_limited([python, os.path.join(HERE, "cpsat_solve.py"), path], cpu_limit, out)
    text = open(out).read()
    if code == 0 and "SOLVED" in text:
        return "solved", cpu, wall, "", rss
    if "INFEASIBLE" in text:
        return "no solution", cpu, wall, "", rss
    status, note = stopped(code, cpu, cpu_limit)
    return status, cpu, wall, note, rss


def sat_binaries(args):
    """Path of each SAT solver named in --solvers; exits with a message when one is not executable."""
    paths = {"cadical": shutil.which("cadical") or "cadical", "cadical2": args.cadical2, "kissat": args.kissat}
    for name in args.solvers.split(","):
        if name in ("cadical2", "kissat") and not (paths[name] and os.access(paths[name], os.X_OK)):
            sys.exit("run.py: %s: no executable (got %r); give --%s PATH or %s=PATH (built from its sources, "
                     "docs/BIG_GRIDS.md)" % (name, paths[name], name, name.upper()))
    return paths


def header_of(path):
    """The columns of an existing records file (older files lack rss_mb), or FIELDS for a new one."""
    if not os.path.exists(path) or os.path.getsize(path) == 0:
        return FIELDS
    with open(path, newline="") as f:
        return next(csv.reader(f))


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
    parser.add_argument("--cadical2", default=os.environ.get("CADICAL2", ""))
    parser.add_argument("--kissat", default=os.environ.get("KISSAT", ""))
    parser.add_argument("files", nargs="+")
    args = parser.parse_args()
    sat = sat_binaries(args)
    new = not os.path.exists(args.out) or os.path.getsize(args.out) == 0
    columns = header_of(args.out)
    done = finished_pairs(args.out)
    with open(args.out, "a", newline="") as f, tempfile.TemporaryDirectory() as tmp:
        writer = csv.DictWriter(f, columns, extrasaction="ignore")
        if new:
            writer.writeheader()
        for path in args.files:
            values, order = read_puzzle(path)
            cnf = None
            for solver in args.solvers.split(","):
                if (solver, os.path.basename(path)) in done:
                    continue
                work = ""
                if solver in SAT_SOLVERS:
                    cnf = cnf or encode(path, tmp)
                    status, cpu, wall, note, rss = run_sat(sat[solver], *cnf, args.cpu_limit, tmp, values, order)
                elif solver == "cpsat":
                    status, cpu, wall, note, rss = run_cpsat(args.python_cpsat, path, args.cpu_limit, tmp)
                else:
                    status, cpu, wall, note, work, rss = run_sudolab(args.sudolab, solver, path, args.cpu_limit,
                                                                     tmp, order)
                writer.writerow({"solver": solver, "instance": os.path.basename(path), "order": order,
                                 "fraction": fraction_of(path), "status": status, "cpu_s": "%.4f" % cpu,
                                 "wall_s": "%.3f" % wall, "note": note, "work": work, "rss_mb": "%.1f" % rss})
                f.flush()
                print(solver, os.path.basename(path), status, "%.3f" % cpu, file=sys.stderr)


if __name__ == "__main__":
    main()
