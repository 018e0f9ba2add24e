#!/usr/bin/env bash
# A throw-away single-node Slurm cluster on this machine (slurmctld + slurmd on localhost, authenticated
# by its own munged), for tests/cluster/cluster_test.sh. Everything lives in one directory; nothing in
# /etc is used or changed. Needs root (slurmd runs jobs as the submitting user) and Debian's slurmctld,
# slurmd, slurm-client and munge packages.
#
#   source tests/cluster/slurm_local.sh
#   slurm_local_start DIR    starts the daemons, exports SLURM_CONF, waits until the node is idle
#   slurm_local_stop         stops them (call it from an EXIT trap)
slurm_local_pids=()

# slurm_local_port: a free TCP port on 127.0.0.1.
slurm_local_port() {
    python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])'
}

slurm_local_start() {
    local dir=$1 node ctl_port d_port cpus memory
    mkdir -p "$dir/state" "$dir/spool" "$dir/munge"
    chmod 700 "$dir/munge"
    node=$(hostname -s)
    cpus=$(nproc)
    memory=$(($(awk '/MemTotal/ {print $2}' /proc/meminfo) / 1024 / 2))
    ctl_port=$(slurm_local_port)
    d_port=$(slurm_local_port)
    mungekey --create --keyfile="$dir/munge/munge.key" --force 2>/dev/null
    chmod 600 "$dir/munge/munge.key"
    munged --force --socket="$dir/munge/socket" --key-file="$dir/munge/munge.key" \
        --pid-file="$dir/munge/munged.pid" --log-file="$dir/munge/munged.log" --seed-file="$dir/munge/seed" \
        || { echo "slurm_local: munged did not start: $(tail -3 "$dir/munge/munged.log" 2>/dev/null)" >&2; return 1; }
    slurm_local_pids+=("$(cat "$dir/munge/munged.pid")")
    cat >"$dir/slurm.conf" <<CONF
ClusterName=sudolab-test
SlurmctldHost=$node(127.0.0.1)
SlurmctldPort=$ctl_port
SlurmdPort=$d_port
SlurmUser=root
SlurmdUser=root
AuthType=auth/munge
CredType=cred/munge
AuthInfo=socket=$dir/munge/socket
StateSaveLocation=$dir/state
SlurmdSpoolDir=$dir/spool
SlurmctldPidFile=$dir/slurmctld.pid
SlurmdPidFile=$dir/slurmd.pid
SlurmctldLogFile=$dir/slurmctld.log
SlurmdLogFile=$dir/slurmd.log
ProctrackType=proctrack/linuxproc
TaskPlugin=task/none
JobAcctGatherType=jobacct_gather/none
AccountingStorageType=accounting_storage/none
JobCompType=jobcomp/none
SelectType=select/cons_tres
SelectTypeParameters=CR_CPU
MpiDefault=none
ReturnToService=2
SchedulerType=sched/backfill
SlurmctldTimeout=30
SlurmdTimeout=30
MinJobAge=300
NodeName=$node NodeAddr=127.0.0.1 CPUs=$cpus RealMemory=$memory State=UNKNOWN
PartitionName=test Nodes=$node Default=YES MaxTime=INFINITE State=UP
CONF
    export SLURM_CONF="$dir/slurm.conf"
    slurmctld -D -i -f "$SLURM_CONF" >"$dir/slurmctld.out" 2>&1 &
    slurm_local_pids+=($!)
    slurmd -D -f "$SLURM_CONF" >"$dir/slurmd.out" 2>&1 &
    slurm_local_pids+=($!)
    local waited=0
    until sinfo -h -o '%t' 2>/dev/null | grep -qx 'idle'; do
        sleep 0.5
        waited=$((waited + 1))
        if [[ $waited -gt 60 ]]; then
            echo "slurm_local: the node did not become idle in 30 s" >&2
            tail -5 "$dir/slurmctld.log" "$dir/slurmd.log" "$dir/slurmctld.out" "$dir/slurmd.out" >&2 2>/dev/null
            return 1
        fi
    done
}

slurm_local_stop() {
    local pid
    for pid in "${slurm_local_pids[@]}"; do kill "$pid" 2>/dev/null || true; done
    for pid in "${slurm_local_pids[@]}"; do
        for _ in $(seq 50); do kill -0 "$pid" 2>/dev/null || break; sleep 0.1; done
        kill -9 "$pid" 2>/dev/null || true
    done
    slurm_local_pids=()
}
