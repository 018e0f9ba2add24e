#!/usr/bin/env bash
# Runs a `sudolab bench` campaign as N shards with GNU parallel, on this machine or over ssh, then
# merges them. Resumable: re-running the same command skips shards that succeeded (parallel's
# --joblog + --resume-failed) and a shard that was cut resumes its own records (`bench --resume`).
#
# Usage: bench/cluster/parallel_campaign.sh --shards N --dir DIR [--sshloginfile FILE] [--jobs-per-host J]
#                                           [--sudolab PATH] -- BENCH-ARGUMENTS...
#   --shards N          shards (default 8); each runs `sudolab bench ... --shard I/N --jobs 1`
#   --dir DIR           DIR/shard_I.jsonl, DIR/joblog, DIR/merged.jsonl, DIR/summary.{txt,json}; with
#                       remote hosts DIR must be the same path on every host (a shared file system)
#   --sshloginfile F    GNU parallel's host list (one `[ncpus/]host` per line, `:` = this machine);
#                       default: this machine only
#   --jobs-per-host J   shards at once per host (default: one per CPU core, parallel's -j100%)
#   --sudolab PATH      the tool's path on every host (default: `sudolab` on their PATH)
# BENCH-ARGUMENTS are those of `sudolab bench` without --shard/--out/--jobs.
set -euo pipefail
shards=8 dir="" hosts=() perhost=100% sudolab=sudolab
while [[ $# -gt 0 ]]; do
    case $1 in
    --shards) shards=$2; shift 2 ;;
    --dir) dir=$2; shift 2 ;;
    --sshloginfile) hosts=(--sshloginfile "$2"); shift 2 ;;
    --jobs-per-host) perhost=$2; shift 2 ;;
    --sudolab) sudolab=$2; shift 2 ;;
    --) shift; break ;;
    *) echo "parallel_campaign.sh: unknown option '$1' (bench arguments go after --)" >&2; exit 2 ;;
    esac
done
[[ -n $dir ]] || { echo "parallel_campaign.sh: give --dir DIR" >&2; exit 2; }
[[ $shards =~ ^[1-9][0-9]*$ ]] || { echo "parallel_campaign.sh: --shards must be a positive integer" >&2; exit 2; }
[[ $# -gt 0 ]] || { echo "parallel_campaign.sh: give the bench arguments after --" >&2; exit 2; }
command -v parallel >/dev/null || { echo "parallel_campaign.sh: GNU parallel is not installed (apt-get install parallel)" >&2; exit 2; }
mkdir -p "$dir"
dir="$(cd "$dir" && pwd)"
[[ ${#hosts[@]} -gt 0 ]] || hosts=(-S :)

# parallel quotes every argument for the remote shell; {} is the shard number.
status=0
seq "$shards" | parallel --will-cite --joblog "$dir/joblog" --resume-failed "${hosts[@]}" -j "$perhost" \
    "$sudolab" bench "$@" --shard "{}/$shards" --jobs 1 --out "$dir/shard_{}.jsonl" --resume || status=$?
if [[ $status -ne 0 ]]; then
    echo "parallel_campaign.sh: $status shard(s) failed (see $dir/joblog); run the same command again to resume" >&2
    exit 1
fi
files=()
for i in $(seq "$shards"); do files+=("$dir/shard_$i.jsonl"); done
"$sudolab" bench --merge "${files[@]}" --out "$dir/merged.jsonl" --summary-json "$dir/summary.json" | tee "$dir/summary.txt"
