#!/usr/bin/env bash
# The merge job of bench/cluster/slurm_submit.sh (runs after every array task succeeded): merges the
# shards' records into DIR/merged.jsonl with the summary in DIR/summary.txt and DIR/summary.json.
# Arguments: DIR SUDOLAB.
set -euo pipefail
dir=$1 sudolab=$2
"$sudolab" bench --merge "$dir"/shard_*.jsonl --out "$dir/merged.jsonl" --summary-json "$dir/summary.json" \
    | tee "$dir/summary.txt"
