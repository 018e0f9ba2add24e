#!/usr/bin/env python3
"""Cost of the CNF that CaDiCaL's runs need (bench/big_grids/encode_cnf.py): run.py does not time the
encoding, but every CaDiCaL run pays it in wall time. For each (order, percent of givens) the orders
campaign's first instance (seed 1000 * P + 1, as bench/big_grids/orders.sh generates it) is encoded in
its own process; one CSV line per instance: variables, clauses, CNF size, and the encoder's CPU s (user +
system, wait4), wall s and maximum resident size.

Usage: encode_cost.py OUT.csv SUDOLAB ORDER... [--percents "0 45 100"]
"""
import argparse
import csv
import os
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))


def measure(argv):
    """Runs argv at nice 15; returns (CPU s, wall s, max RSS KB)."""
    start = time.monotonic()
    proc = subprocess.Popen(argv, preexec_fn=lambda: os.nice(15))
    _, status, usage = os.wait4(proc.pid, 0)
    if os.waitstatus_to_exitcode(status) != 0:
        sys.exit("encode_cost.py: %s failed" % " ".join(argv))
    return usage.ru_utime + usage.ru_stime, time.monotonic() - start, usage.ru_maxrss


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("out")
    parser.add_argument("sudolab")
    parser.add_argument("orders", nargs="+", type=int)
    parser.add_argument("--percents", default="0 45 100")
    args = parser.parse_args()
    fields = ["order", "percent", "seed", "variables", "clauses", "cnf_bytes", "encode_cpu_s", "encode_wall_s",
              "encode_max_rss_kb"]
    with open(args.out, "w", newline="") as f, tempfile.TemporaryDirectory() as tmp:
        writer = csv.DictWriter(f, fields)
        writer.writeheader()
        for order in args.orders:
            for percent in map(int, args.percents.split()):
                seed = 1000 * percent + 1
                puzzle, cnf, mapping = (os.path.join(tmp, n) for n in ("p.txt", "p.cnf", "p.map"))
                with open(puzzle, "w") as p:
                    subprocess.run([args.sudolab, "generate", "--order", str(order), "--fixed", str(percent / 100),
                                    "--seed", str(seed), "--format", "instance"], stdout=p, check=True)
                cpu, wall, rss = measure([sys.executable, os.path.join(HERE, "encode_cnf.py"), puzzle, cnf, mapping])
                with open(cnf) as c:
                    _, _, variables, clauses = c.readline().split()
                writer.writerow({"order": order, "percent": percent, "seed": seed, "variables": variables,
                                 "clauses": clauses, "cnf_bytes": os.path.getsize(cnf), "encode_cpu_s": "%.3f" % cpu,
                                 "encode_wall_s": "%.3f" % wall, "encode_max_rss_kb": rss})
                f.flush()


if __name__ == "__main__":
    main()
