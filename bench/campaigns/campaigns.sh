#!/usr/bin/env bash
# The benchmark campaigns behind docs/BENCHMARKS.md (reduced from the issue's sizes to fit about 35 minutes
# of wall time on a shared 2-core machine; the reductions are listed in docs/BENCHMARKS.md).
#
# Usage: bench/campaigns/campaigns.sh [PATH/TO/sudolab] [CAMPAIGN...]
#   CAMPAIGN: named | phase3 | phase4 | phase5 | phase (= phase5 phase4 phase3, then the plots) | trace | wasm
#             (phase<N>a / phase<N>b / phase_merge / phase_plots: the parts of the phase sweep one by one)
#             lewis | lewis_cp | reseda | reseda_singles | soto | soto_ablation | jones (experiments 2-5 of docs/BENCHMARKS.md, the solver pages' runs
#             as bench campaigns; not in the default; soto and jones take about 10 minutes each)
#   Default: named phase trace (wasm needs a wasm build, see below).
# Environment:
#   JOBS=2                 worker threads for the time-limited campaigns (one per idle core; default 2)
#   SHARED=../shared       the shared data (instances, datasets), relative to the repository root
#   SUDOLAB_JS=path        the wasm CLI (sudolab.js from an emcmake build) for the `wasm` campaign
#   NODE=node              the node binary for it
# Results go to bench/results/<campaign>/: records (*.jsonl), summaries (*_summary.{txt,json}), plots,
# and load.txt (the load average before and after each campaign: the machine is shared, times are wall clock).
# A re-run regenerates the records from scratch: --force lets `sudolab bench` replace an existing --out
# (without it bench refuses to empty a records file; --resume would continue one instead).
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
sudolab=sudolab
if [ $# -gt 0 ] && [[ $1 == */* || -x $1 ]]; then sudolab=$1; shift; fi
sudolab=${SUDOLAB:-$sudolab}
case $sudolab in */*) sudolab=$(cd "$(dirname "$sudolab")" && pwd)/$(basename "$sudolab") ;; esac
export SUDOLAB=$sudolab
jobs=${JOBS:-2}
cd "$root"   # file names in the records are relative to the repository
shared=${SHARED:-../shared}
inst=$shared/instances
results=bench/results
[ $# -gt 0 ] || set -- named phase trace

# load CAMPAIGN WHEN: append the load average to the campaign's load.txt.
load() { echo "$2 $(date -u +%FT%TZ) $(cut -d' ' -f1-3 /proc/loadavg)" >>"$results/$1/load.txt"; }

# 1. The 16 named puzzles x {acs, acs without BVE, backtrack, dlx} x 100 runs (as the paper), 5 s limit.
named() {
    local out=$results/named
    mkdir -p "$out"; load named start
    "$sudolab" bench --algo acs,acs-nobve=acs,backtrack,dlx --param acs-nobve.bve-rate=0 --runs 100 \
        --time-limit 5 --seed 1 --jobs "$jobs" --force --out "$out/named.jsonl" --summary-json "$out/named_summary.json" \
        "$inst"/logic-solvable/*.txt | tee "$out/named_summary.txt"
    load named end
    scripts/bench_plots.sh boxes "$out/named_times.png" "$out/named.jsonl"
}

# 2. Phase-transition sweep on the paper's instance files, every solver of the registry (read from
#    `sudolab list --ids`, so a new solver joins the sweep), one run per instance (as in the paper), one
#    set per fixed-cell fraction (--set-name strip-index). Seeds depend on the solver's label, not on the
#    list's order: the solvers already swept keep their runs.
# phase_order N LIMIT "FRACTIONS" "KS" PART: the instances inst<N²>x<N²>_<f>_<k> into phase/order<N>_<PART>.jsonl
phase_order() {
    local n=$1 limit=$2 fractions=$3 ks=$4 part=$5 out=$results/phase files=() f k side
    side=$(( $1 * $1 ))
    for f in $fractions; do for k in $ks; do files+=("$inst/general/inst${side}x${side}_${f}_${k}.txt"); done; done
    mkdir -p "$out"; load phase "order${n}_$part-start"
    "$sudolab" bench --algo "$("$sudolab" list --ids)" --runs 1 --time-limit "$limit" --seed 1 --jobs "$jobs" \
        --set-name strip-index --force --out "$out/order${n}_$part.jsonl" "${files[@]}" >/dev/null
    load phase "order${n}_$part-end"
}
# phase_merge N: the parts of order N merged into phase/order<N>.jsonl with its summary; the parts are
# removed (the merged file holds every record of them).
phase_merge() {
    local out=$results/phase
    "$sudolab" bench --merge "$out/order$1"_k*.jsonl --out "$out/order$1.jsonl" \
        --summary-json "$out/order$1_summary.json" | tee "$out/order$1_summary.txt"
    rm "$out/order$1"_k*.jsonl
}
# The issue's sizes reduced (see docs/BENCHMARKS.md). Each order was run in two parts: first the brief's
# minimum (k = 0,1 / 0,1 / 0), then more instances as the time allowed; the records do not depend on
# that split (seeds depend on the run only), only the time_s fields and the campaign ids do.
fractions3=$(seq -s' ' 0 5 100)
fractions4="0 10 20 30 35 40 45 50 60 70 80 90 100"
fractions5="0 20 30 35 40 45 50 60 80 100"
phase3() { phase_order 3 5 "$fractions3" "0 1" k0-1; phase_order 3 5 "$fractions3" "$(seq -s' ' 2 19)" k2-19; phase_merge 3; }
phase4() { phase_order 4 10 "$fractions4" "0 1" k0-1; phase_order 4 10 "$fractions4" "2 3 4" k2-4; phase_merge 4; }
phase5() { phase_order 5 20 "$fractions5" "0" k0; phase_order 5 20 "$fractions5" "1" k1; phase_merge 5; }
phase_plots() {
    local out=$results/phase n
    # One call per order: `bench --merge` (used by the plot script) refuses one solver label with
    # different time limits in one summary, and the orders have different limits.
    for n in 3 4 5; do PLOT_FORMAT=png scripts/bench_plots.sh phase "$out/phase" "$out/order$n.jsonl"; done
}
phase() { phase5; phase4; phase3; phase_plots; }

# 3. One traced run per metaheuristic on a hard 25x25 (45 % fixed cells), 20 s each; two processes.
trace() {
    local out=$results/trace file=$inst/general/inst25x25_45_0.txt
    mkdir -p "$out"; load trace start
    "$sudolab" trace --algo acs,anneal,hill-climb --time-limit 20 --seed 1 --out "$out/part1.tsv" "$file" &
    "$sudolab" trace --algo reseda,tabu --time-limit 20 --seed 1 --out "$out/part2.tsv" "$file" &
    wait
    load trace end
    { cat "$out/part1.tsv"; grep -v '^#\|^solver' "$out/part2.tsv" || true; } >"$out/trace_25x25_45_0.tsv"
    rm "$out/part1.tsv" "$out/part2.tsv"
    scripts/bench_plots.sh trace "$out/trace_25x25_45_0.png" "$out/trace_25x25_45_0.tsv"
}

# 4. Native vs wasm: the same runs, --jobs 1, natively and under node. backtrack + dlx on the first 200
#    lines of forum_hardest_1106 (198 puzzles), 20 passes so that V8 has optimised the code for most of
#    the measurement; acs with a fixed work budget (--max-work walks, no time limit that could bind) on
#    16x16 and 25x25 instances, so both builds do identical work (same seeds, same runs).
wasm() {
    local out=$results/wasm js=${SUDOLAB_JS:?set SUDOLAB_JS to the wasm sudolab.js} node=${NODE:-node}
    mkdir -p "$out"
    head -n 200 "$shared/datasets/forum_hardest_1106.txt" >"$out/forum_hardest_first200.txt"
    local exact=(bench --algo backtrack,dlx --runs 20 --time-limit 60 --seed 1 --jobs 1 "$out/forum_hardest_first200.txt")
    local acs=(bench --algo acs --runs 2 --max-work 20000 --time-limit 600 --seed 1 --jobs 1
        "$inst"/general/inst16x16_45_{0,1,2,3}.txt "$inst"/general/inst25x25_{40,45}_{0,1}.txt)
    local build
    for build in native wasm; do
        local cmd=("$sudolab")
        [ $build = wasm ] && cmd=("$node" "$js")
        load wasm "$build-start"
        "${cmd[@]}" "${exact[@]}" --force --out "$out/exact_$build.jsonl" --summary-json "$out/exact_${build}_summary.json" \
            | tee "$out/exact_${build}_summary.txt"
        "${cmd[@]}" "${acs[@]}" --force --out "$out/acs_$build.jsonl" --summary-json "$out/acs_${build}_summary.json" \
            | tee "$out/acs_${build}_summary.txt"
        load wasm "$build-end"
    done
    # Per (solver, set): total time natively and in wasm, ratio; and whether the runs were identical.
    for part in exact acs; do
        jq -s -r '(group_by(.solver + " " + .set)[] | [.[0].solver, .[0].set, length, (map(.time_s) | add)]),
            (group_by(.solver)[] | [.[0].solver, "(all)", length, (map(.time_s) | add)]) | @tsv' "$out/${part}_native.jsonl" >"$out/n.tsv"
        jq -s -r '(group_by(.solver + " " + .set)[] | [(map(.time_s) | add)]),
            (group_by(.solver)[] | [(map(.time_s) | add)]) | @tsv' "$out/${part}_wasm.jsonl" >"$out/w.tsv"
        paste "$out/n.tsv" "$out/w.tsv"
        rm "$out/n.tsv" "$out/w.tsv"
    done | awk -F'\t' 'BEGIN { print "solver\tset\truns\tnative_s\twasm_s\tratio" }
        { printf "%s\t%s\t%d\t%.4f\t%.4f\t%.2f\n", $1, $2, $3, $4, $5, $5 / $4 }' | tee "$out/ratio.tsv"
    for part in exact acs; do
        jq -c 'del(.time_s)' "$out/${part}_native.jsonl" >"$out/n.jsonl"
        jq -c 'del(.time_s)' "$out/${part}_wasm.jsonl" >"$out/w.jsonl"
        if cmp -s "$out/n.jsonl" "$out/w.jsonl"; then
            echo "$part: native and wasm records identical apart from time_s"
        else
            echo "$part: native and wasm records DIFFER (beyond time_s)"
        fi
        rm "$out/n.jsonl" "$out/w.jsonl"
    done | tee "$out/identical.txt"
}

# 5. The solver pages' experiments (issue 6, experiments 2-5) as bench campaigns (not in the default list;
#    about 3 minutes together with --jobs 2 on an idle machine: lewis 3, the others seconds). Seed 1 as everywhere.
# calibrate: --calibrate when the tool has it (a fixed reference workload timed before the runs, printed
# with the summary, so that the campaign's times can be compared with another machine's).
calibrate() { "$sudolab" bench --help | grep -q -- --calibrate && echo --calibrate || true; }
# bench1 CAMPAIGN NAME LIMIT RUNS ARGS...: one `sudolab bench` into $results/CAMPAIGN/NAME{.jsonl,_summary.*}
bench1() {
    local campaign=$1 name=$2 limit=$3 runs=$4 out=$results/$1; shift 4
    mkdir -p "$out"; load "$campaign" "$name-start"
    # shellcheck disable=SC2046
    "$sudolab" bench --runs "$runs" --time-limit "$limit" --seed 1 --jobs "$jobs" --force --out "$out/$name.jsonl" \
        --summary-json "$out/${name}_summary.json" $(calibrate) "$@" | tee "$out/${name}_summary.txt"
    load "$campaign" "$name-end"
}
# 5a. Lewis (experiment 2): anneal with (hybrid) and without CP, one run per puzzle: the graded medium / hard / fiendish
#    sets and the first 100 17-clue puzzles at 2 s (Lewis's order-3 limit), 10 generated 16x16 at 10 s.
#    bench/data/17_clue_first100.txt = `grep -v '^#' $SHARED/datasets/17_clue_first2000.txt | head -n 100`.
lewis() {
    local algo=(--algo anneal,anneal-nocp=anneal --param anneal-nocp.cp=off)
    bench1 lewis lewis_9x9 2 1 "${algo[@]}" bench/data/graded/sudoku_{medium,hard,fiendish}.txt \
        bench/data/17_clue_first100.txt
    bench1 lewis lewis_16x16 10 1 "${algo[@]}" --generate 4:0.45:10:1
    # Lewis's generator gives easy, many-solution 16x16 puzzles; the paper's have unique solutions, so also
    # the 10 unique 16x16 puzzles with 103 givens of anneal.md (bench/data/16x16_unique_103.txt =
    # `sudolab generate -n 4 --unique --clues 103 -c 10 -s 1`), 10 s.
    bench1 lewis lewis_16x16_unique 10 1 "${algo[@]}" bench/data/16x16_unique_103.txt
}
# 5a'. Lewis's Fig. 2: what the CP procedure fixes on its own, by p: 20 generated instances per (order 3-5, p = 0,
#    0.05, ..., 1), anneal (cp=on, the hybrid) stopped after 1 proposed move; the records' "propagated cells".
#    Table: bench/campaigns/tables.sh lewis_cp bench/results/lewis/lewis_cp.jsonl
lewis_cp() {
    local generate=() n p
    for n in 3 4 5; do
        for p in $(seq 0 5 100); do generate+=(--generate "$n:$(awk -v p="$p" 'BEGIN { printf "%g", p / 100 }'):20:1"); done
    done
    bench1 lewis lewis_cp 60 1 --algo anneal --max-work 1 "${generate[@]}"
}
# 5b. Maire & Prissette (experiment 3), Table 4: reseda with 27, 9 and 3 zones, one attempt per puzzle
#    (max-attempts=1), the 50 puzzles per level of bench/reseda/puzzles, 60 s safety limit.
reseda() {
    bench1 reseda reseda 60 1 --algo r27=reseda,r9=reseda,r3=reseda --param r27.zones=27 --param r9.zones=9 \
        --param r3.zones=3 --param r27.max-attempts=1 --param r9.max-attempts=1 --param r3.max-attempts=1 \
        bench/reseda/puzzles/sudoku_{very_easy,easy,medium,hard,fiendish}.txt
}
# 5b'. The same protocol with our propagated variant (precompute=singles; labels s27 / s3), run alone as
#    reseda_singles (not part of `reseda`, whose records predate it).
reseda_singles() {
    bench1 reseda reseda_singles 60 1 --algo s27=reseda,s3=reseda --param s27.zones=27 --param s3.zones=3 \
        --param s27.max-attempts=1 --param s3.max-attempts=1 --param s27.precompute=singles \
        --param s3.precompute=singles bench/reseda/puzzles/sudoku_{very_easy,easy,medium,hard,fiendish}.txt
}
# 5c. Soto et al. (experiment 4): tabu mode=paper (Algorithm 2 as written, the default) and mode=dfs-learning (the
#    variant) on the 16 named puzzles, 50 runs each: the paper's Table 3 counts the runs needed for 30 successes
#    within 10,000 iterations and prints ">50" beyond 50, so 50 runs give that count and a success rate. The
#    10,000-iteration cap (max-iterations, the default) ends the runs; 120 s wall is only a safety limit.
#    Then Table 2: the first filtering of the givens with bc / ac3 / dc, one run each stopped after 1 iteration.
#    Tables: bench/campaigns/tables.sh soto|soto_table2 bench/results/soto/{soto,soto_table2}.jsonl
# The 16 named puzzles in file-name order (not the RESEDA paper's three, which share the folder).
named16=(assets/puzzles/named/{aiescargot,coly013,goldennugget,platinumblond,reddwarf}.txt
    assets/puzzles/named/sabuncu{1,10,2,3,4,5,6,7,8,9}.txt assets/puzzles/named/tarx0134.txt)
soto() {
    bench1 soto soto 120 50 --algo paper=tabu,dfs-learning=tabu --param paper.mode=paper \
        --param dfs-learning.mode=dfs-learning "${named16[@]}"
    bench1 soto soto_table2 120 1 --algo bc=tabu,ac3=tabu,dc=tabu --param bc.filter=bc --param ac3.filter=ac3 \
        --param dc.filter=dc --param bc.max-iterations=1 --param ac3.max-iterations=1 --param dc.max-iterations=1 \
        "${named16[@]}"
}
# 5c'. Ablations of our two choices where the paper is silent, mode=paper on the six hard named puzzles, 20 runs
#    each, the 10,000-iteration cap: soto_dead_end = what a dead end undoes (local, ours; latest =
#    chronological backtracking; random; restart), soto_tenure = the tabu tenure (0 = no list, 2, 5, 10 =
#    ours, 20, 50). Tables: bench/campaigns/tables.sh soto bench/results/soto/soto_{dead_end,tenure}.jsonl
soto_hard=(assets/puzzles/named/{aiescargot,platinumblond,goldennugget,reddwarf,coly013,tarx0134}.txt)
soto_ablation() {
    bench1 soto soto_dead_end 120 20 --algo local=tabu,latest=tabu,random=tabu,restart=tabu \
        --param latest.dead-end=latest --param random.dead-end=random --param restart.dead-end=restart "${soto_hard[@]}"
    bench1 soto soto_tenure 120 20 --algo t0=tabu,t2=tabu,t5=tabu,t10=tabu,t20=tabu,t50=tabu \
        --param t0.tenure=0 --param t2.tenure=2 --param t5.tenure=5 --param t10.tenure=10 --param t20.tenure=20 \
        --param t50.tenure=50 "${soto_hard[@]}"
}
# 5d. Jones et al. (experiment 5): hill-climb search=queue (the paper's best-first queue, the default) and
#    search=plateau-walk (the earlier search). The binding limit is a work count (--max-work 200000 iterations),
#    not time: the machine is shared, so iterations are the measure; 600 s wall is only a safety limit.
#    jones:         Fig. 5 by level: the nine graded sets (30 puzzles each), 2 runs per puzzle and search.
#    jones_named:   the six hard named puzzles, 10 runs each per search.
#    jones_init:    Fig. 4: the first start of each start mode (random / greedy / greedy-post-swap) on the nine
#                   sets, stopped after 1 iteration (stats "start f1", "start given clashes"; time_s = reset +
#                   1 iteration, wall clock).
#    jones_starts:  Fig. 4: iterations to solve from each start mode, sudoku medium and hard, 1 run each.
#    jones_weights: Fig. 2: w1 = 1 with w2 = 0, -0.5, -1, -2, -5 (labels w2_0 ... w2_m5) on sudoku hard, 1 run
#                   per puzzle.
#    (jones = jones_levels jones_named jones_init jones_starts jones_weights; each part can be run alone.)
#    Tables: bench/campaigns/tables.sh jones|jones_init bench/results/jones/NAME.jsonl
jones_graded=(bench/data/graded/sudoku_{very_easy,easy,medium,hard,fiendish}.txt
    bench/data/graded/qqwing_{simple,easy,intermediate,expert}.txt)
jones_searches=(--algo queue=hill-climb,plateau-walk=hill-climb --param plateau-walk.search=plateau-walk)
jones_start_modes=(--algo random=hill-climb,greedy=hill-climb,greedy-post-swap=hill-climb --param random.start=random
    --param greedy.start=greedy)
jones_levels() { bench1 jones jones 600 2 --max-work 200000 "${jones_searches[@]}" "${jones_graded[@]}"; }
jones_named() {
    bench1 jones jones_named 600 10 --max-work 200000 "${jones_searches[@]}" \
        assets/puzzles/named/{aiescargot,platinumblond,goldennugget,reddwarf,coly013,tarx0134}.txt
}
jones_init() { bench1 jones jones_init 600 1 --max-work 1 "${jones_start_modes[@]}" "${jones_graded[@]}"; }
jones_starts() {
    bench1 jones jones_starts 600 1 --max-work 200000 "${jones_start_modes[@]}" bench/data/graded/sudoku_{medium,hard}.txt
}
jones_weights() {
    bench1 jones jones_weights 600 1 --max-work 200000 \
        --algo w2_0=hill-climb,w2_m0p5=hill-climb,w2_m1=hill-climb,w2_m2=hill-climb,w2_m5=hill-climb \
        --param w2_0.w2=0 --param w2_m0p5.w2=-0.5 --param w2_m1.w2=-1 --param w2_m2.w2=-2 --param w2_m5.w2=-5 \
        bench/data/graded/sudoku_hard.txt
}
jones() { jones_levels; jones_named; jones_init; jones_starts; jones_weights; }

for campaign in "$@"; do
    case $campaign in
        named | phase | phase3 | phase4 | phase5 | phase_plots | trace | wasm | lewis | lewis_cp | reseda | reseda_singles | soto | soto_ablation | jones) "$campaign" ;;
        jones_levels | jones_named | jones_init | jones_starts | jones_weights) "$campaign" ;;
        # the parts one by one (how the committed results were made, see docs/BENCHMARKS.md)
        phase3a) phase_order 3 5 "$fractions3" "0 1" k0-1 ;;
        phase3b) phase_order 3 5 "$fractions3" "$(seq -s' ' 2 19)" k2-19 ;;
        phase4a) phase_order 4 10 "$fractions4" "0 1" k0-1 ;;
        phase4b) phase_order 4 10 "$fractions4" "2 3 4" k2-4 ;;
        phase5a) phase_order 5 20 "$fractions5" "0" k0 ;;
        phase5b) phase_order 5 20 "$fractions5" "1" k1 ;;
        phase_merge) phase_merge 3; phase_merge 4; phase_merge 5 ;;
        *) echo "campaigns.sh: unknown campaign '$campaign'" >&2; exit 2 ;;
    esac
done
