#!/usr/bin/env bash
# The paper-table campaigns of issue 11 part B (acs, reseda, anneal): each one `sudolab bench` run into
# bench/results/<campaign>/ (records *.jsonl, summaries, load.txt with the load average and the bench
# process's CPU time), and bench/campaigns/paper_tables.py turns the records into the tables of the solver pages.
#
# Usage: bench/campaigns/paper_tables.sh [PATH/TO/sudolab] CAMPAIGN...
#   acs_trivial   fraction of the general instances solved by propagating the givens: singles vs the
#                 paper code's peers rule (orders 3-5, every fraction, k = 0..9; one reset + one walk each)
#   acs_fig8      the paper's Figure 8: trivial instances and mean value-set size per cell after propagating
#                 the givens, every general instance of orders 3-5 (21 fractions x 50 instances each),
#                 the paper code's peers rule and singles; one reset + one walk each
#   acs_bve       the BVE ablation on 25x25 at 45 % (k = 0..9), fast mode and paper-code mode
#                 (propagation=peers, ant-moves=lock-step), BVE on/off, one run per instance, an
#                 iteration budget worth about 20 CPU s per run (see the function)
#   acs_named     the paper's Table 1 (BVE on/off) on its six hard named puzzles in the paper-code mode,
#                 10 runs each, an iteration budget worth about the paper's 5 s
#   reseda_t1     Maire & Prissette Table 1: easy puzzle, 3 strategies x alpha 0.99/0.9/0.7/0.5, 100 runs,
#                 no restart (plus tournament selection at alpha 0.7)
#   reseda_t2     Table 2: medium puzzle, alpha 0.99 ... 0.1, 100 runs, no restart
#   reseda_t3     Table 3: hard puzzle, no partial restart / 3 / 9 / 27 zones, one attempt, 1000 runs
#   reseda_t5     Table 5: AI Escargot (23 givens), 3 / 9 / 27 zones, one attempt, 1000 runs
#   reseda_gap    the hard puzzle's gap to Table 3 (no partial restart, 1000 runs per variant): the three
#                 readings of the box sampler's cell order (cell-rank), alpha 0.9 and beta 0.9, and the
#                 same variants on the easy and medium puzzles (100 runs each, alpha 0.7 as Table 3);
#                 then reseda_gap_zones: Table 3's 3 / 9 / 27-zone rows under cell-rank raw;
#                 reseda_gap_list: all of it for cell-rank=list
#   reseda_bf     section 5.2: AI Escargot (23 givens), brute force on the top-left box (24 attempts = every
#                 permutation once), zones 3 and zones 27, 100 runs each
#   anneal_t1     Lewis Table 1 at the paper's CPU limits (2 / 40 / 450 s; order 3 as work budgets,
#                 orders 4-5 as CPU-time limits, see the functions), SA and hybrid, 10 runs per
#                 instance; long (days of CPU for all of it): resumable, run it with nice -n 15 and
#                 re-run the same command to continue (bench --resume keeps the finished runs of each
#                 part). One part alone: anneal_t1_order3_graded, anneal_t1_order3_17clue,
#                 anneal_t1_order4_unique, anneal_t1_order5_45; anneal_t1_order5_45_r1 is the order-5 part
#                 with one run per instance (the paper's limit, a tenth of the runs)
# Environment: JOBS (default 1: one core, the machine is shared), SHARED=../shared.
# Limits: with a `sudolab bench` that has --cpu-limit the limits are CPU seconds (with a wall-clock
# safety limit of 10x); without it they are wall-clock seconds (stated in load.txt).
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
sudolab=sudolab
if [ $# -gt 0 ] && [[ $1 == */* || -x $1 ]]; then sudolab=$1; shift; fi
case $sudolab in */*) sudolab=$(cd "$(dirname "$sudolab")" && pwd)/$(basename "$sudolab") ;; esac
jobs=${JOBS:-1}
cd "$root"
shared=${SHARED:-../shared}
inst=$shared/instances
results=bench/results
named=assets/puzzles/named

# limit SECONDS: the bench options for a per-run limit (CPU time when the tool supports it).
limit() {
    if "$sudolab" bench --help | grep -q -- --cpu-limit; then
        echo "--cpu-limit $1 --time-limit $(( $1 * 10 ))"
    else
        echo "--time-limit $1"
    fi
}
# calibrate: --calibrate when the tool has it (a fixed reference workload timed before the runs, printed
# with the summary, so that the campaign's times can be compared with another machine's).
calibrate() { "$sudolab" bench --help | grep -q -- --calibrate && echo --calibrate || true; }
# note CAMPAIGN TEXT: one line into the campaign's load.txt (date, load average, text).
note() { mkdir -p "$results/$1"; echo "$(date -u +%FT%TZ) load $(cut -d' ' -f1-3 /proc/loadavg) $2" >>"$results/$1/load.txt"; }
# run CAMPAIGN NAME SECONDS RUNS ARGS...: one bench into $results/CAMPAIGN/NAME.jsonl (resumable), with the
# bench process's user+sys CPU time and the limit kind noted in load.txt. LIMIT (environment), when set,
# replaces the limit options that SECONDS gives.
run() {
    local campaign=$1 name=$2 seconds=$3 runs=$4 out=$results/$1 resume=() lim
    shift 4
    mkdir -p "$out"
    lim=${LIMIT:-$(limit "$seconds")}
    [ -s "$out/$name.jsonl" ] && resume=(--resume)
    note "$campaign" "$name start ($lim, jobs $jobs)"
    # shellcheck disable=SC2086
    /usr/bin/time -f "%U %S" -o "$out/$name.cpu" "$sudolab" bench --runs "$runs" $lim --seed 1 --jobs "$jobs" \
        $(calibrate) "${resume[@]}" --out "$out/$name.jsonl" --summary-json "$out/${name}_summary.json" "$@" \
        >"$out/${name}_summary.txt" || [ $? -eq 1 ]
    note "$campaign" "$name end (bench process user sys CPU s: $(cat "$out/$name.cpu"))"
    rm -f "$out/$name.cpu"
}

# acs_general_run CAMPAIGN NAME LAST_K: one acs run of at most one walk (--max-work 1; the reset's statistics
# are what is read), default (singles) and peers propagation, on the shared set's general instances of orders
# 3-5, every fraction, k = 0..LAST_K.
acs_general_run() {
    local campaign=$1 name=$2 last_k=$3 files=() n f k side
    for n in 3 4 5; do
        side=$(( n * n ))
        for f in $(seq 0 5 100); do for k in $(seq 0 "$last_k"); do files+=("$inst/general/inst${side}x${side}_${f}_${k}.txt"); done; done
    done
    run "$campaign" "$name" 60 1 --max-work 1 --set-name strip-index \
        --algo singles=acs,peers=acs --param peers.propagation=peers "${files[@]}"
}

acs_trivial() { acs_general_run acs_trivial trivial 9; }

# Figure 8 reads only the statistics of the reset (the propagated givens). Every instance the shared set has
# (k = 0..49 per order and fraction).
acs_fig8() { acs_general_run acs_fig8 fig8 49; }

# The ablation's budget is in colony iterations (--param max-iterations, one iteration = 10 full ant walks
# in both modes), so that it does not depend on the machine's load: 56,000 iterations for the fast mode
# and 3,900 for the paper-code mode, each about 20 s of CPU (the 20 s limit used with the paper's code in
# ../shared/instances/README.md) at the rates measured here (about 2,800 and 190 iterations per CPU
# second on 25x25 at 45 %). The wall-clock limit is only a safety net.
acs_bve() {
    local files=() k
    for k in $(seq 0 9); do files+=("$inst/general/inst25x25_45_$k.txt"); done
    run acs_bve bve_25x25_45 600 1 --set-name strip-index \
        --algo fast=acs,fast-nobve=acs,paper=acs,paper-nobve=acs \
        --param fast.max-iterations=56000 --param fast-nobve.max-iterations=56000 --param fast-nobve.bve-rate=0 \
        --param paper.max-iterations=3900 --param paper-nobve.max-iterations=3900 --param paper-nobve.bve-rate=0 \
        --param paper.propagation=peers --param paper.ant-moves=lock-step \
        --param paper-nobve.propagation=peers --param paper-nobve.ant-moves=lock-step "${files[@]}"
}

# The paper's Table 1 ablation on its six hard named puzzles, in the paper-code mode: 10 runs per puzzle
# (the paper: 100), a budget of 23,000 iterations = about 5 CPU s (the paper's timeout) at the paper-code
# mode's measured 4,600 iterations per CPU second on 9x9.
acs_named() {
    local names=(aiescargot platinumblond goldennugget reddwarf coly013 tarx0134) files=() n
    for n in "${names[@]}"; do files+=("$inst/logic-solvable/$n.txt"); done
    run acs_named named_paper_mode 300 10 --algo paper=acs,paper-nobve=acs \
        --param paper.max-iterations=23000 --param paper-nobve.max-iterations=23000 --param paper-nobve.bve-rate=0 \
        --param paper.propagation=peers --param paper.ant-moves=lock-step \
        --param paper-nobve.propagation=peers --param paper-nobve.ant-moves=lock-step "${files[@]}"
}

# add_variants PREFIX ALPHAS EXTRA...: one reseda label per alpha (no restart: one attempt, no zone, no
# generation cap, as the paper's Tables 1-2), appended to the arrays `algos` and `params`.
add_variants() {
    local prefix=$1 alphas=$2 a label extra
    shift 2
    for a in $alphas; do
        label=$prefix-a${a/./}
        algos+=("$label=reseda")
        params+=(--param "$label.alpha=$a" --param "$label.max-attempts=1" --param "$label.zones=none"
                 --param "$label.run-generations=0")
        for extra in "$@"; do params+=(--param "$label.$extra"); done
    done
}
reseda_t1() {
    local algos=() params=()
    add_variants perm "0.99 0.9 0.7 0.5" precompute=none sampling=permutations
    add_variants pre "0.99 0.9 0.7 0.5" precompute=givens sampling=cells
    add_variants both "0.99 0.9 0.7 0.5"
    add_variants tour "0.7" selection=tournament
    run reseda_t1 table1 60 100 --algo "$(IFS=,; echo "${algos[*]}")" "${params[@]}" "$named/reseda-easy.txt"
}
reseda_t2() {
    local algos=() params=()
    add_variants both "0.99 0.9 0.7 0.5 0.3 0.1"
    run reseda_t2 table2 60 100 --algo "$(IFS=,; echo "${algos[*]}")" "${params[@]}" "$named/reseda-medium.txt"
}
reseda_t3() {
    # One bench per method, so that the bench process's CPU time (load.txt) is the method's.
    local z
    for z in none 3 9 27; do
        run reseda_t3 "table3_z$z" 60 1000 --algo "z$z=reseda" --param "zones=$z" --param max-attempts=1 \
            "$named/reseda-hard.txt"
    done
}
# §5.2's brute force: every admissible permutation of AI Escargot's (23 givens) top-left box fixed in turn,
# with 3 zones (the records of brute_force) and with the 27 zones the paper recommends for this puzzle.
reseda_bf() {
    run reseda_bf brute_force 120 100 --algo bf=reseda --param bf.brute-force=on --param bf.brute-force-box=top-left \
        --param bf.zones=3 --param bf.max-attempts=24 "$named/aiescargot.txt"
    run reseda_bf brute_force_z27 120 100 --algo bf27=reseda --param bf27.brute-force=on \
        --param bf27.brute-force-box=top-left --param bf27.zones=27 --param bf27.max-attempts=24 "$named/aiescargot.txt"
}
# The cause of the hard puzzle's gap (docs/solvers/reseda.md): Table 3's first row (one run, no partial
# restart) under each reading of the sampler and the two parameters that lengthen runs, and the same
# variants on the paper's easy and medium puzzles, whose Tables 1-2 they must still match. One bench per
# puzzle, every variant a label (a label's seeds do not depend on the others).
reseda_gap() {
    local algos=() params=() v
    for v in renormalised raw reading random; do
        algos+=("$v=reseda")
        params+=(--param "$v.cell-rank=$v")
    done
    algos+=("alpha09=reseda" "beta09=reseda")
    params+=(--param alpha09.alpha=0.9 --param beta09.beta=0.9)
    for v in renormalised raw reading random alpha09 beta09; do
        params+=(--param "$v.zones=none" --param "$v.max-attempts=1")
    done
    run reseda_gap hard 60 1000 --algo "$(IFS=,; echo "${algos[*]}")" "${params[@]}" "$named/reseda-hard.txt"
    run reseda_gap medium 60 100 --algo "$(IFS=,; echo "${algos[*]}")" "${params[@]}" "$named/reseda-medium.txt"
    run reseda_gap easy 60 100 --algo "$(IFS=,; echo "${algos[*]}")" "${params[@]}" "$named/reseda-easy.txt"
    reseda_gap_zones
}
# Table 3's partial-restart rows (one attempt, 3 / 9 / 27 zones, 1000 runs) with cell-rank=raw (the default's
# are Table 3's records; reading and random, 30 % without restart, are left out: the list order's are
# reseda_gap_list's).
reseda_gap_zones() {
    local algos=() params=() rank z
    for rank in raw; do
        for z in 3 9 27; do
            algos+=("$rank-z$z=reseda")
            params+=(--param "$rank-z$z.cell-rank=$rank" --param "$rank-z$z.zones=$z" --param "$rank-z$z.max-attempts=1")
        done
    done
    run reseda_gap hard_zones 60 1000 --algo "$(IFS=,; echo "${algos[*]}")" "${params[@]}" "$named/reseda-hard.txt"
}
# The list order (cell-rank=list) on the same protocols, into files of its own (the other labels' records
# stay as they are: a label's seeds do not depend on the others).
reseda_gap_list() {
    local params=(--param list.cell-rank=list --param list.zones=none --param list.max-attempts=1) z zparams=() zalgos=()
    run reseda_gap list_hard 60 1000 --algo list=reseda "${params[@]}" "$named/reseda-hard.txt"
    run reseda_gap list_medium 60 100 --algo list=reseda "${params[@]}" "$named/reseda-medium.txt"
    run reseda_gap list_easy 60 100 --algo list=reseda "${params[@]}" "$named/reseda-easy.txt"
    for z in 3 9 27; do
        zalgos+=("list-z$z=reseda")
        zparams+=(--param "list-z$z.cell-rank=list" --param "list-z$z.zones=$z" --param "list-z$z.max-attempts=1")
    done
    run reseda_gap list_hard_zones 60 1000 --algo "$(IFS=,; echo "${zalgos[*]}")" "${zparams[@]}" "$named/reseda-hard.txt"
}
# Table 5: AI Escargot (23 givens), one attempt with partial restarts over 3, 9 or 27 zones, 1000 runs each as
# the paper; one bench per zone count, so that the bench process's CPU time (load.txt) is that method's.
reseda_t5() {
    local z
    for z in 3 9 27; do
        run reseda_t5 "table5_z$z" 60 1000 --algo "z$z=reseda" --param "zones=$z" --param max-attempts=1 \
            "$named/aiescargot.txt"
    done
}

# Lewis Table 1's CPU limits: 2 / 40 / 450 s for orders 3 / 4 / 5.
# The order-3 parts started before `bench --cpu-limit` existed: their limit is a work budget, --max-work =
# 2 s x RATE proposed moves (RATE = 36 million per CPU second, anneal's rate on this machine: 35.6 million
# measured over the order-3 graded part, process CPU time; that part ran with 30 million, its longest run
# used 5.4 million moves, so its records are the same with either budget), with a wall-clock safety limit
# of 100x. They keep exactly those options so that --resume finds the same campaign id.
# The order-4 and order-5 parts use the paper's limit as a CPU-time limit (the worker thread's CPU time,
# `bench --cpu-limit`), with a wall-clock safety limit of 100x; CPU time does not depend on the load.
anneal_t1_work_part() {
    local name=$1 seconds=$2 rate=$3
    shift 3
    anneal_t1_bench "$name" "--time-limit $(( seconds * 100 ))" --max-work $(( seconds * rate )) "$@"
}
anneal_t1_cpu_part() {
    local name=$1 seconds=$2
    shift 2
    anneal_t1_bench "$name" "--cpu-limit $seconds --time-limit $(( seconds * 100 ))" "$@"
}
# anneal_t1_bench NAME LIMIT-OPTIONS ARGS...: SA and hybrid, 10 runs per instance.
anneal_t1_bench() {
    local name=$1 lim=$2
    shift 2
    LIMIT="$lim" run anneal_t1 "$name" 0 10 --algo sa=anneal,hybrid=anneal --param sa.cp=off --param hybrid.cp=on "$@"
}
anneal_t1_order3_graded() { anneal_t1_work_part order3_graded 2 30000000 bench/data/graded/sudoku_{medium,hard,fiendish}.txt; }
anneal_t1_order3_17clue() { anneal_t1_work_part order3_17clue 2 36000000 bench/data/17_clue_first100.txt; }
anneal_t1_order4_unique() { anneal_t1_cpu_part order4_unique 40 bench/data/16x16_unique_103.txt; }
anneal_t1_order5_45() {
    local f25=() k
    for k in $(seq 0 9); do f25+=("$inst/general/inst25x25_45_$k.txt"); done
    anneal_t1_cpu_part order5_45 450 --set-name strip-index "${f25[@]}"
}
# The reduced order-5 part: the paper's 450 s CPU limit kept, but one run per instance instead of ten
# (10 + 10 runs, at most 2.5 CPU hours; the full part is about 25): same instances and seeds as the
# first run of each instance in anneal_t1_order5_45.
anneal_t1_order5_45_r1() {
    local f25=() k
    for k in $(seq 0 9); do f25+=("$inst/general/inst25x25_45_$k.txt"); done
    LIMIT="--cpu-limit 450 --time-limit 45000" run anneal_t1 order5_45_r1 0 1 --algo sa=anneal,hybrid=anneal \
        --param sa.cp=off --param hybrid.cp=on --set-name strip-index "${f25[@]}"
}
anneal_t1() {
    anneal_t1_order3_graded
    anneal_t1_order3_17clue
    anneal_t1_order4_unique
    anneal_t1_order5_45
}

for campaign in "$@"; do
    case $campaign in
        acs_trivial | acs_fig8 | acs_bve | acs_named | reseda_t1 | reseda_t2 | reseda_t3 | reseda_t5 | reseda_gap | reseda_gap_zones | reseda_gap_list | reseda_bf | anneal_t1 | \
        anneal_t1_order3_graded | anneal_t1_order3_17clue | anneal_t1_order4_unique | anneal_t1_order5_45 | anneal_t1_order5_45_r1) "$campaign" ;;
        *) echo "paper_tables.sh: unknown campaign '$campaign'" >&2; exit 2 ;;
    esac
done
