#!/bin/sh
# Kissat 4 with its techniques switched off one at a time, on the CNF of chosen puzzles (docs/BIG_GRIDS_ROUNDS.md,
# round 10: which of them its lead over `auto` at 49x49 rests on). Each option set of CONFIGS ('|' between
# sets; "default" = none, "--plain" = Kissat's own plain CDCL preset) on each instance with seeds 1..SEEDS
# (`--seed=N`), one process per run, RLIMIT_CPU, CPU of the whole process (run.py's run_limited), nice RUN_NICE
# (default 0), Kissat's conflict count from its statistics (-s; conflicts.py's sat_run). The CNF is
# encode_cnf.py's, written once per instance and not timed; PAIRWISE_MAX (see encode_cnf.py) picks the at-most-one encoding and is recorded.
#   KISSAT=PATH bench/big_grids/kissat_options.sh SEEDS CPU_LIMIT "CONFIG|CONFIG..." FILE...
# Records: OUT (CSV: config, instance, encoding, seed, status, cpu_s, conflicts), appended to (a header first
# when new), so several calls may build one record.
set -eu
cd "$(dirname "$0")/../.."
seeds=$1 limit=$2 configs=$3
shift 3
if [ -z "${KISSAT:-}" ] || [ ! -x "$KISSAT" ]; then
  echo "kissat_options: KISSAT is not set to an executable (got '${KISSAT:-}')" >&2
  exit 2
fi
out=${OUT:-bench/results/big_grids/kissat_options.csv}
RUN_NICE=${RUN_NICE:-0} python3 - "$out" "$seeds" "$limit" "$configs" "$KISSAT" "$@" <<'PY'
import csv, os, sys, tempfile
sys.path.insert(0, "bench/big_grids")
from conflicts import sat_run  # noqa: E402
from run import encode  # noqa: E402

out, seeds, limit, configs, kissat, files = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), sys.argv[4], sys.argv[5], sys.argv[6:]
encoding = "pairwise up to %s literals; sequential counters above" % os.environ.get("PAIRWISE_MAX", "6")
fields = ["config", "instance", "encoding", "seed", "status", "cpu_s", "conflicts"]
new = not os.path.exists(out) or os.path.getsize(out) == 0
with open(out, "a", newline="") as f, tempfile.TemporaryDirectory() as tmp:
    writer = csv.DictWriter(f, fields)
    if new:
        writer.writeheader()
    for path in files:
        cnf, _ = encode(path, tmp)
        for config in configs.split("|"):
            options = [] if config.strip() == "default" else config.split()
            for seed in range(1, seeds + 1):
                status, cpu, conflicts, *_ = sat_run(kissat, cnf, limit, tmp, ["-s", "--seed=%d" % seed, *options])
                writer.writerow({"config": config, "instance": os.path.basename(path), "encoding": encoding,
                                 "seed": seed, "status": status, "cpu_s": "%.3f" % cpu, "conflicts": conflicts})
                f.flush()
                print(config, os.path.basename(path), seed, status, "%.2f" % cpu, conflicts, flush=True)
PY
