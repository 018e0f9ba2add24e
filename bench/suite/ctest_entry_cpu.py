#!/usr/bin/env python3
"""CPU seconds (user + system) of single ctest entries, each run alone (docs/TESTING.md, seventh round).

ctest reports wall time per entry only; this runs each chosen entry's command as ctest would (its working
directory and environment, from `ctest --show-only=json-v1`) and reads the child's CPU from wait4.

Usage: bench/suite/ctest_entry_cpu.py BUILD_DIR NAMES_FILE [ROUNDS]
  NAMES_FILE: one ctest entry name a line (e.g. the slowest ten of bench/suite/slowest_tests.sh).
Prints one line per entry and round: round, user s, system s, exit status, name; then the sum per round.
"""
import json
import os
import subprocess
import sys


def entries(build_dir):
    """The build's ctest entries by name: (command, working directory, environment)."""
    listing = subprocess.run(["ctest", "--show-only=json-v1"], cwd=build_dir, check=True,
                             capture_output=True, text=True).stdout
    found = {}
    for test in json.loads(listing)["tests"]:
        environment = dict(os.environ)
        directory = build_dir
        for prop in test.get("properties", []):
            if prop["name"] == "ENVIRONMENT":
                environment.update(item.split("=", 1) for item in prop["value"])
            elif prop["name"] == "WORKING_DIRECTORY":
                directory = prop["value"]
        found[test["name"]] = (test["command"], directory, environment)
    return found


def run_once(command, directory, environment):
    """Runs COMMAND to its end; returns (user s, system s, exit status)."""
    process = subprocess.Popen(command, cwd=directory, env=environment,
                               stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    _, status, usage = os.wait4(process.pid, 0)
    return usage.ru_utime, usage.ru_stime, os.waitstatus_to_exitcode(status)


def main():
    if len(sys.argv) not in (3, 4):
        sys.exit(__doc__)
    build_dir, names_file = sys.argv[1], sys.argv[2]
    rounds = int(sys.argv[3]) if len(sys.argv) == 4 else 1
    known = entries(build_dir)
    names = [line.rstrip("\n") for line in open(names_file, encoding="utf-8") if line.strip()]
    missing = [name for name in names if name not in known]
    if missing:
        sys.exit(f"ctest_entry_cpu: no entry named {missing[0]!r} in {build_dir}")
    for round_number in range(1, rounds + 1):
        total = 0.0
        for name in names:
            user, system, code = run_once(*known[name])
            total += user + system
            print(f"{round_number}\t{user:.2f}\t{system:.2f}\t{code}\t{name}", flush=True)
        print(f"{round_number}\tsum {total:.2f} s CPU over {len(names)} entries", flush=True)


if __name__ == "__main__":
    main()
