#!/usr/bin/env bash
# Submits a `sudolab bench` campaign to Slurm as a job array (one array task per shard) plus a merge job
# that runs when every task has succeeded. Records go to a directory every node can read and write.
#
# Usage: bench/cluster/slurm_submit.sh --shards N --dir DIR [--sudolab PATH] [--cpus C] [--wait]
#                                      [--sbatch-arg ARG]... -- BENCH-ARGUMENTS...
#   --shards N       array tasks 1..N, task I runs `sudolab bench ... --shard I/N` (default 8)
#   --dir DIR        shared directory: DIR/args, DIR/shard_I.jsonl, DIR/merged.jsonl, DIR/summary.txt,
#                    DIR/summary.json, DIR/logs/ (created; absolute path recommended)
#   --sudolab PATH   the tool on the compute nodes (default: `sudolab` on their PATH)
#   --cpus C         CPUs per array task, passed to `bench --jobs` (default 1: one run per core)
#   --wait           block until the merge job has ended (sbatch --wait), exit with its status
#   --sbatch-arg A   extra sbatch option for every job (repeatable): --sbatch-arg=--partition=long
# BENCH-ARGUMENTS are those of `sudolab bench` without --shard/--out/--jobs, e.g.
#   -- --algo acs,dlx --runs 1 --cpu-limit 120 --set-name strip-index /data/instances/*.txt
# A task that is requeued or re-submitted resumes its shard (`bench --resume`): finished runs are kept.
# Prints the array job id and the merge job id.
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
shards=8 dir="" sudolab=sudolab cpus=1 wait=() extra=()
while [[ $# -gt 0 ]]; do
    case $1 in
    --shards) shards=$2; shift 2 ;;
    --dir) dir=$2; shift 2 ;;
    --sudolab) sudolab=$2; shift 2 ;;
    --cpus) cpus=$2; shift 2 ;;
    --wait) wait=(--wait); shift ;;
    --sbatch-arg=*) extra+=("${1#--sbatch-arg=}"); shift ;;
    --sbatch-arg) extra+=("$2"); shift 2 ;;
    --) shift; break ;;
    *) echo "slurm_submit.sh: unknown option '$1' (bench arguments go after --)" >&2; exit 2 ;;
    esac
done
[[ -n $dir ]] || { echo "slurm_submit.sh: give --dir DIR (shared by every node)" >&2; exit 2; }
[[ $shards =~ ^[1-9][0-9]*$ ]] || { echo "slurm_submit.sh: --shards must be a positive integer, got '$shards'" >&2; exit 2; }
[[ $cpus =~ ^[1-9][0-9]*$ ]] || { echo "slurm_submit.sh: --cpus must be a positive integer, got '$cpus'" >&2; exit 2; }
[[ $# -gt 0 ]] || { echo "slurm_submit.sh: give the bench arguments after --" >&2; exit 2; }
mkdir -p "$dir/logs"
dir="$(cd "$dir" && pwd)"
printf '%s\0' "$@" >"$dir/args"   # NUL-separated: any argument survives unchanged

array=$(sbatch --parsable "${extra[@]}" --job-name=sudolab-bench --array="1-$shards" --cpus-per-task="$cpus" \
    --output="$dir/logs/shard_%a.log" "$here/slurm_task.sh" "$dir" "$shards" "$sudolab")
array=${array%%;*}
merge=$(sbatch --parsable "${wait[@]}" "${extra[@]}" --job-name=sudolab-merge --dependency="afterok:$array" \
    --kill-on-invalid-dep=yes --output="$dir/logs/merge.log" "$here/slurm_merge.sh" "$dir" "$sudolab")
echo "array job $array ($shards tasks), merge job ${merge%%;*}"
