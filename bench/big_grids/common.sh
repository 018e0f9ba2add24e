# Shared steps of the big-grid campaign scripts (bench/big_grids/*.sh), sourced from the repository root.
# POSIX sh. Records are run.py CSV files: resumable (finished (solver, instance) pairs are skipped), so a
# script run again with the same arguments continues; FRESH=1 deletes the records file first.

# bg_need_cadical: installs Debian's cadical when it is missing (the anchor of every campaign).
bg_need_cadical() {
  command -v cadical >/dev/null || apt-get install -y -qq cadical >/dev/null
}

# bg_fresh OUT: deletes OUT when FRESH=1 (starting over), keeps it otherwise (resuming).
bg_fresh() {
  if [ "${FRESH:-0}" = 1 ]; then rm -f "$1"; fi
}

# bg_paper_files PER FRACTIONS: the ant-colony set's 25x25 files, instances 0..PER-1 of each fraction.
bg_paper_files() {
  for f in $2; do
    i=0
    while [ "$i" -lt "$1" ]; do
      file=../shared/instances/general/inst25x25_${f}_$i.txt
      [ -r "$file" ] || { echo "big_grids: $file: cannot read (instances 0-49 per fraction exist)" >&2; return 2; }
      echo "$file"
      i=$((i + 1))
    done
  done
}

# bg_run OUT SOLVERS CPU_LIMIT FILE...: one run.py record per (solver, file) not yet in OUT. SUDOLAB picks
# the binary (default build/native-release/sudolab), CPSAT_PYTHON an interpreter that imports ortools.
bg_run() {
  out=$1 solvers=$2 limit=$3
  shift 3
  python3 bench/big_grids/run.py --out "$out" --solvers "$solvers" --cpu-limit "$limit" \
    ${CPSAT_PYTHON:+--python-cpsat "$CPSAT_PYTHON"} ${SUDOLAB:+--sudolab "$SUDOLAB"} "$@"
}

# bg_summary OUT SUMMARY: the plain-text summary of a records file.
bg_summary() {
  python3 bench/big_grids/summary.py "$1" > "$2"
}
