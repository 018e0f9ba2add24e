#!/usr/bin/env bash
# One Slurm array task of bench/cluster/slurm_submit.sh: shard $SLURM_ARRAY_TASK_ID of N.
# Arguments: DIR N SUDOLAB. Resumes the shard's records if the task ran before (requeue, re-submit).
set -euo pipefail
dir=$1 shards=$2 sudolab=$3
mapfile -d '' args <"$dir/args"
exec "$sudolab" bench "${args[@]}" --shard "$SLURM_ARRAY_TASK_ID/$shards" --jobs "${SLURM_CPUS_PER_TASK:-1}" \
    --out "$dir/shard_$SLURM_ARRAY_TASK_ID.jsonl" --resume
