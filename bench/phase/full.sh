#!/usr/bin/env bash
# The ant-colony paper's phase-transition experiment at its full size, resumable: for order N, every
# fixed-cell fraction F (0..100 % step 5 by default), 100 instances per fraction, one run per instance,
# the paper's limits (5 / 20 / 120 s for orders 3 / 4 / 5) as CPU time of the run's thread.
#   Instances: the paper's files inst<N²>x<N²>_<F>_<k>.txt, k = 0..49 (../shared/instances/general;
#   exactly ceil(F·cells) givens, from its public set), plus 50 of `sudolab generate`'s Lewis generator
#   (`--generate N:F/100:50:100`, puzzles k = 50..99 with seeds 100..149: each cell kept with
#   probability F/100, so the number of givens varies around F·cells instead of being exact).
# Usage: bench/phase/full.sh [--sudolab PATH] [--jobs J] [--fractions "30 35 ..."] [--limit S]
#                            ORDER SOLVERS [TAG]
#   SOLVERS: registry ids or LABEL=ID, comma-separated; `acs-nobve` means acs with bve-rate=0
#   TAG: the record file's name part (default: all); records: bench/results/phase-full/order<N>_<TAG>.jsonl
# Re-running the same command resumes: runs already in the record file are kept and skipped, so a
# campaign can be cut anywhere and continued in another session (commit the records as they grow).
# Another command into the same file (other solvers, fractions or limits) is refused by `bench --resume`.
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
sudolab=${SUDOLAB:-sudolab} jobs=2 fractions=$(seq -s' ' 0 5 100) limit=""
while [[ $# -gt 0 && $1 == --* ]]; do
    case $1 in
    --sudolab) sudolab=$2; shift 2 ;;
    --jobs) jobs=$2; shift 2 ;;
    --fractions) fractions=$2; shift 2 ;;
    --limit) limit=$2; shift 2 ;;
    *) echo "phase_full.sh: unknown option $1" >&2; exit 2 ;;
    esac
done
[[ $# -ge 2 ]] || { echo "usage: bench/phase/full.sh [options] ORDER SOLVERS [TAG]" >&2; exit 2; }
order=$1 solvers=$2 tag=${3:-all}
case $order in 3) paper_limit=5 ;; 4) paper_limit=20 ;; 5) paper_limit=120 ;; *) echo "phase_full.sh: ORDER is 3, 4 or 5" >&2; exit 2 ;; esac
limit=${limit:-$paper_limit}
case $sudolab in */*) sudolab=$(cd "$(dirname "$sudolab")" && pwd)/$(basename "$sudolab") ;; esac
cd "$root"   # file names in the records are relative to the repository
inst=${SHARED:-../shared}/instances/general
out=bench/results/phase-full
mkdir -p "$out"
side=$((order * order))
files=() generated=()
for f in $fractions; do
    for k in $(seq 0 49); do files+=("$inst/inst${side}x${side}_${f}_${k}.txt"); done
    generated+=(--generate "$order:$(awk -v f="$f" 'BEGIN { printf "%g", f / 100 }'):50:100")
done
params=()
[[ ,$solvers, == *,acs-nobve=acs,* ]] && params=(--param acs-nobve.bve-rate=0)
echo "phase_full order $order [$solvers] start $(date -u +%FT%TZ) load $(cut -d' ' -f1-3 /proc/loadavg)" >>"$out/load.txt"
"$sudolab" bench --algo "$solvers" "${params[@]}" --runs 1 --cpu-limit "$limit" --time-limit 0 --seed 1 \
    --jobs "$jobs" --set-name strip-index --resume --out "$out/order${order}_$tag.jsonl" \
    --summary-json "$out/order${order}_${tag}_summary.json" "${files[@]}" "${generated[@]}" \
    | tee "$out/order${order}_${tag}_summary.txt"
echo "phase_full order $order [$solvers] end $(date -u +%FT%TZ) load $(cut -d' ' -f1-3 /proc/loadavg)" >>"$out/load.txt"
