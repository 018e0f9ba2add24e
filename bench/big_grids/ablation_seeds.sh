#!/bin/sh
# Seed ablation of the exact member of `auto` on chosen instances (docs/BIG_GRIDS.md, "Ablation"): every
# solver spec (auto:name=value...) on every instance with seeds 1..SEEDS, one process per run, CPU time
# of the whole process (wait4), RLIMIT_CPU, nice 19 or RUN_NICE (run_limited of bench/big_grids/run.py). The
# records keep run.py's columns; the seed is in the note column ("seed=N"), followed by the signal of a run
# RLIMIT_CPU stopped ("seed=N signal SIGXCPU", status "cpu limit").
# A spec `kissat` or `cadical2` runs that SAT solver (KISSAT, CADICAL2: its binary) on the instance's CNF
# (encode_cnf.py, written once per instance, not timed) with `--seed=N`, its answer decoded and checked.
#   bench/big_grids/ablation_seeds.sh SEEDS CPU_LIMIT SOLVERS FILE...
# Records: $OUT (default bench/results/big_grids/ablation_seeds.csv, rewritten).
set -eu
cd "$(dirname "$0")/../.."
seeds=$1 limit=$2 solvers=$3
shift 3
out=${OUT:-bench/results/big_grids/ablation_seeds.csv}
rm -f "$out"
run_nice=${RUN_NICE:-19}
RUN_NICE=$run_nice nice -n "$run_nice" python3 - "$out" "$seeds" "$limit" "$solvers" "${SUDOLAB:-build/native-release/sudolab}" "$@" <<'PY'
import csv, json, math, os, re, sys, tempfile
sys.path.insert(0, "bench/big_grids")
from puzzle_io import read_puzzle  # noqa: E402
from run import FIELDS, encode, fraction_of, run_limited, run_sat, stopped  # noqa: E402

out, seeds, limit, solvers, binary, files = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), sys.argv[4], sys.argv[5], sys.argv[6:]
peers = {"kissat": os.environ.get("KISSAT", ""), "cadical2": os.environ.get("CADICAL2", "")}
for spec in solvers.split(","):
    if spec in peers and not (peers[spec] and os.access(peers[spec], os.X_OK)):
        sys.exit("ablation_seeds: %s needs %s set to its binary" % (spec, spec.upper()))


def run_sudolab(spec, seed, path, order, tmp):
    """One sudolab run: (status, cpu, wall, note, work, rss)."""
    algo, *params = spec.split(":")
    argv = [binary, "solve", "--algo", algo, "--seed", str(seed), "--time-limit", "0", "--format", "json"]
    for p in params:
        argv += ["-p", p]
    if order and int(order) >= 6:  # 36 values and more: the standard alphabet cannot write them
        argv += ["--alphabet", "wide"]
    code, cpu, wall, rss = run_limited(argv + [path], limit, os.path.join(tmp, "out.txt"))
    text = open(os.path.join(tmp, "out.txt")).read().strip()
    try:
        work = str(json.loads(text.splitlines()[0]).get("work", ""))
    except (ValueError, IndexError):
        work = ""
    status, why = ("solved", "") if code == 0 else stopped(code, cpu, limit)
    return status, cpu, wall, why if code < 0 else "", work, rss


with open(out, "w", newline="") as f, tempfile.TemporaryDirectory() as tmp:
    writer = csv.DictWriter(f, FIELDS)
    writer.writeheader()
    for path in files:
        name = os.path.basename(path)
        size = re.match(r"\D*(\d+)x", name)
        order = str(math.isqrt(int(size.group(1)))) if size else ""
        cnf = None
        for seed in range(1, seeds + 1):
            for spec in solvers.split(","):
                if spec in peers:
                    if cnf is None:
                        cnf = encode(path, tmp)
                    values, n = read_puzzle(path)
                    status, cpu, wall, why, rss = run_sat(peers[spec], *cnf, limit, tmp, values, n,
                                                          options=["--seed=%d" % seed])
                    work = ""
                else:
                    status, cpu, wall, why, work, rss = run_sudolab(spec, seed, path, order, tmp)
                note = "seed=%d" % seed + (" " + why if why else "")
                writer.writerow({"solver": spec, "instance": name, "order": order, "fraction": fraction_of(path),
                                 "status": status, "cpu_s": "%.4f" % cpu, "wall_s": "%.3f" % wall,
                                 "note": note, "work": work, "rss_mb": "%.1f" % rss})
                f.flush()
                print(spec, name, seed, status, "%.3f" % cpu, flush=True)
PY
