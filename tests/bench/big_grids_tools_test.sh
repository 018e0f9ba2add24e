#!/usr/bin/env bash
# The big-grid summary tools (bench/big_grids/stats.py, tables.py, peer_bands.py, conflict_ratios.py, plot_data.py,
# encode_cnf.py, root_probe_summary.py, bench/big_grids/curves.sh)
# on handmade records split over two files: interval functions against published values, the markdown
# cells (a CPU-limit run makes the maximum a lower bound, not the median it cannot move), the ratio to
# CaDiCaL, a pair recorded twice and a file without the run.py columns are errors, the plot data and
# one PNG per order, and a run that RLIMIT_CPU stops (run.py, conflicts.py) leaves a row with its signal.
# Needs python3 and gnuplot (scripts/setup.sh). Usage: big_grids_tools_test.sh REPOSITORY
set -u
root=$1
tools=$root/bench/big_grids
failures=0
fail() { echo "FAIL: $*" >&2; failures=$((failures + 1)); }
# check NAME EXPECTED ACTUAL
check() { [ "$2" == "$3" ] || fail "$1: expected '$2', got '$3'"; }
py() { PYTHONPATH=$tools python3 -c "$1"; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# ---- interval functions ----
# Clopper-Pearson 95 %, published values: 0/10 -> [0, 0.3085], 5/10 -> [0.1871, 0.8129], 10/10 -> [0.6915, 1].
cpi() { py "from stats import clopper_pearson as c; print('%.4f %.4f' % c($1, $2))"; }
check "clopper-pearson 0/10" "0.0000 0.3085" "$(cpi 0 10)"
check "clopper-pearson 5/10" "0.1871 0.8129" "$(cpi 5 10)"
check "clopper-pearson 10/10" "0.6915 1.0000" "$(cpi 10 10)"
# All n solved: the lower bound is 0.025^(1/n) in closed form; n = 1050 (a whole 25x25 matrix) overflows
# a float binomial coefficient.
check "clopper-pearson 1050/1050" "$(py 'print("%.6f" % 0.025 ** (1 / 1050))') 1.000000" \
    "$(py "from stats import clopper_pearson as c; print('%.6f %.6f' % c(1050, 1050))")"
# Median of 10 values: order statistics 2 and 9 (P(2 <= B < 9) = 0.979 for B ~ Bin(10, 1/2)); under 6
# values no pair reaches 95 %, so the range.
check "median interval n=10" "(2, 9)" "$(py 'from stats import median_interval as m; print(m([7, 1, 9, 3, 10, 2, 5, 8, 4, 6]))')"
check "median interval n=5" "(1, 5)" "$(py 'from stats import median_interval as m; print(m([5, 1, 3, 2, 4]))')"
# Twice the anchor's time on every instance: every resample's median ratio is 2.
check "bootstrap of a constant ratio" "(2.0, 2.0)" \
    "$(py 'from stats import bootstrap_median_ratio as b; print(b([0.2, 0.8, 0.4, 1.0], [0.1, 0.4, 0.2, 0.5]))')"

# ---- records over two files ----
header=solver,instance,order,fraction,status,cpu_s,wall_s,note,work
cat >"$tmp/a.csv" <<CSV
$header
auto,inst25x25_40_0.txt,5,40,solved,0.0100,0.1,,10
cadical,inst25x25_40_0.txt,5,40,solved,0.1000,0.1,,
auto,inst25x25_40_1.txt,5,40,solved,0.0200,0.1,,20
cadical,inst25x25_40_1.txt,5,40,solved,0.2000,0.1,,
auto,inst25x25_40_2.txt,5,40,solved,0.0300,0.1,,30
cadical,inst25x25_40_2.txt,5,40,solved,0.3000,0.1,,
auto,inst25x25_40_3.txt,5,40,cpu limit,60.0100,90,,99
cadical,inst25x25_40_3.txt,5,40,solved,0.4000,0.1,,
CSV
cat >"$tmp/b.csv" <<CSV
$header
auto,inst25x25_100_0.txt,5,100,solved,0.0040,0.1,,0
cadical,inst25x25_100_0.txt,5,100,solved,0.0020,0.1,,
auto,gen36x36_45_s45001.txt,6,45,no solution,1.5000,2,no solution,7
CSV
tables=$(python3 "$tools/tables.py" --matrix "$tmp/a.csv" "$tmp/b.csv" --orders --matrix-band "40" 2>&1)
check "tables exit" "0" "$?"
# 3 of 4 solved [19.4-99.4 %]; median 0.025 whatever the unsolved run needs; maximum >= 60.
check "row 40" "| 25×25 | 40 | 3/4 [19.4-99.4 %] · 0.025 / ≥60 | 4/4 [39.8-100 %] · 0.25 / 0.4 |" \
    "$(grep '^| 25×25 | 40 | [0-9]' <<<"$tables")"
check "row 100" "| 25×25 | 100 | 1/1 [2.5-100 %] · 0.004 / 0.004 | 1/1 [2.5-100 %] · 0.002 / 0.002 |" \
    "$(grep '^| 25×25 | 100 ' <<<"$tables")"
# Over 5 runs the unsolved one sits above the median of [0.004 .. 0.03]: still a plain median.
check "row all" "| 25×25 | **all** | 4/5 [28.4-99.5 %] · 0.02 / ≥60 | 5/5 [47.8-100 %] · 0.2 / 0.4 |" \
    "$(grep '^| 25×25 | \*\*all' <<<"$tables")"
check "row 36x36: wrong answer flagged, no cadical" "| 36×36 | 45 | 0/1 [0-97.5 %] · ≥1.5 / ≥1.5 **1 wrong** | - |" \
    "$(grep '^| 36×36 | 45 ' <<<"$tables")"
ratio=$(grep '^| 25×25 | 40 | auto ' <<<"$tables")
check "ratio: medians, ratio 0.10 (the median is not censored)" "| 25×25 | 40 | auto | 4 | 3 / 4 | 0.025 / 0.25 | 0.10" \
    "$(cut -d'[' -f1 <<<"$ratio" | sed 's/ $//')"
check "ratio: max, a lower bound" "| ≥60 / 0.4 | ≥150.02 |" "$(grep -o '| ≥60 / 0.4 | .*|$' <<<"$ratio")"

# Targets: 3/4 solved misses 100 %; median ratio 0.10 meets 0.2x; the maximum (>= 150x) misses 0.5x.
check "target solved" "- auto solves 3/4 (95 %: 19.4-99.4 %): **missed**" "$(grep '^- auto solves' <<<"$tables")"
check "target median" "- median vs cadical: 0.10× (target ≤ 0.2×): met" "$(grep '^- median vs' <<<"$tables" | sed 's/ (95 % bootstrap.*//')"
check "target max" "- maximum vs cadical: ≥150.02× (target ≤ 0.5×): **missed** by at least 300.0× (60 / 0.4 s)" \
    "$(grep '^- maximum vs' <<<"$tables")"
check "orders target" "- 36×36: auto solves 0/1 within 60 s CPU: **missed**" \
    "$(python3 "$tools/tables.py" --matrix "$tmp/a.csv" "$tmp/b.csv" --orders --matrix-band "40 45" | grep '^- 36×36')"

# ---- errors: a run recorded twice, a file that is not run.py's ----
cp "$tmp/b.csv" "$tmp/twice.csv"
out=$(python3 "$tools/tables.py" --matrix "$tmp/b.csv" "$tmp/twice.csv" --orders 2>&1)
check "duplicate exit" "2" "$?"
check "duplicate message" "tables.py: $tmp/twice.csv:2: auto on inst25x25_100_0.txt already recorded at $tmp/b.csv:2" "$out"
printf 'solver,instance,cpu_s\nauto,x.txt,1\n' >"$tmp/other.csv"
out=$(python3 "$tools/plot_data.py" "$tmp" "$tmp/other.csv" 2>&1)
check "foreign file exit" "2" "$?"
check "foreign file message" "plot_data.py: $tmp/other.csv: not a run.py records file (missing columns: order, fraction, status, wall_s, note, work)" "$out"

# ---- plot data and curves ----
mkdir "$tmp/plot"
python3 "$tools/plot_data.py" "$tmp/plot" "$tmp/a.csv" "$tmp/b.csv" || fail "plot_data exit $?"
check "curves index" "$(printf '5\t0\tauto\n5\t1\tcadical\n6\t0\tauto')" "$(cat "$tmp/plot/curves.tsv")"
# fraction rate rate95 median median95 (4 values: the range) min max runs
check "curve auto 25x25" "$(printf '40\t0.7500\t0.1941\t0.9937\t0.025\t0.01\t60.01\t0.01\t60.01\t4\n100\t1.0000\t0.0250\t1.0000\t0.004\t0.004\t0.004\t0.004\t0.004\t1')" \
    "$(cat "$tmp/plot/curve_5_0.tsv")"
files=$(bash "$root/bench/big_grids/curves.sh" "$tmp/curves" "$tmp/a.csv" "$tmp/b.csv" 2>&1)
check "curves exit" "0" "$?"
check "curves files" "$tmp/curves-25x25.png $tmp/curves-36x36.png" "$(echo $files)"
for f in $files; do
    check "$f is a PNG" "PNG" "$(head -c 4 "$f" 2>/dev/null | tail -c 3)"
done

# ---- seed ablation summary (seed in the note column) ----
cat >"$tmp/seeds.csv" <<CSV
$header
auto:x=1,inst25x25_40_0.txt,5,40,solved,0.0100,0.1,seed=1,10
auto:x=1,inst25x25_40_1.txt,5,40,solved,0.0300,0.1,seed=1,30
auto:x=1,inst25x25_40_0.txt,5,40,cpu limit,2.0000,2.1,seed=2,
auto:x=1,inst25x25_40_1.txt,5,40,solved,0.0200,0.1,seed=2,20
CSV
check "seeds summary" "$(printf '%s\n' \
    'auto:x=1 seed 1 runs 2 solved 2 cpu median 0.0200 max 0.030 sum 0.04 work median 20 max 30 sum 40' \
    'auto:x=1 seed 2 runs 2 solved 1 cpu median 1.0100 max 2.000 sum 2.02 work median 20 max 20 sum 20' \
    'auto:x=1 all seeds runs 4 solved 3 cpu median 0.0250 max 2.000 sum 2.06 work median 20 max 30 sum 60')" \
    "$(python3 "$tools/seeds_summary.py" "$tmp/seeds.csv")"
sed 's/seed=2//' "$tmp/seeds.csv" >"$tmp/noseed.csv"
python3 "$tools/seeds_summary.py" "$tmp/noseed.csv" >/dev/null 2>&1
check "seeds summary without a seed" "1" "$?"
# --base: auto's runs from campaign records (no seed: the CLI's seed 1), only on the instances of the ablation.
cat >"$tmp/campaign.csv" <<CSV
$header
auto,inst25x25_40_0.txt,5,40,solved,0.0200,0.1,,20
kissat,inst25x25_40_0.txt,5,40,solved,0.5000,0.6,,
auto,inst25x25_40_1.txt,5,40,solved,0.0600,0.1,,60
auto,inst25x25_45_0.txt,5,45,solved,9.0000,9.1,,900
CSV
grep -v 'seed=2' "$tmp/seeds.csv" >"$tmp/seed1.csv"
check "seeds summary against a campaign's auto" "$(printf '%s\n' \
    'auto seed 1 runs 2 solved 2 cpu median 0.0400 max 0.060 sum 0.08 work median 40 max 60 sum 80' \
    'auto:x=1 vs auto: CPU ratio geometric mean 0.50 [95 % bootstrap 0.50-0.50] over 2 runs, faster in 2')" \
    "$(python3 "$tools/seeds_summary.py" --base "$tmp/campaign.csv" "$tmp/seed1.csv" | grep -e '^auto seed' -e 'vs auto')"
check "seeds summary of one instance" \
    "auto:x=1 all seeds runs 2 solved 1 cpu median 1.0050 max 2.000 sum 2.01 work median 10 max 10 sum 10" \
    "$(python3 "$tools/seeds_summary.py" --only 25x25_40_0 "$tmp/seeds.csv" | grep 'all seeds')"
grep -v 'inst25x25_40_1' "$tmp/campaign.csv" >"$tmp/campaign_short.csv"
python3 "$tools/seeds_summary.py" --base "$tmp/campaign_short.csv" "$tmp/seed1.csv" >/dev/null 2>&1
check "seeds summary with a base missing an instance" "1" "$?"

# Fisher's exact test, two-sided: the lady tasting tea (3 of 4 against 1 of 4: p = 34/70) and equal rates.
check "fisher exact, tea tasting" "0.4857" "$(py 'from stats import fisher_exact as f; print("%.4f" % f(3, 4, 1, 4))')"
check "fisher exact, equal rates" "1.0000" "$(py 'from stats import fisher_exact as f; print("%.4f" % f(0, 5, 0, 5))')"
# Per instance, how many seeds each solver solved: 4 of 4 against 0 of 4 is p = 2/70.
{
    echo "$header"
    for seed in 1 2 3 4; do
        echo "auto,inst25x25_40_0.txt,5,40,solved,0.0100,0.1,seed=$seed,10"
        echo "kissat,inst25x25_40_0.txt,5,40,cpu limit,60.0000,60.1,seed=$seed signal SIGXCPU,"
    done
} >"$tmp/flips.csv"
check "seeds summary: solved per instance" \
    "inst25x25_40_0.txt: auto solved 4 of 4, kissat 0 of 4 (Fisher's exact test, two-sided, p = 0.029)" \
    "$(python3 "$tools/seeds_summary.py" "$tmp/flips.csv" | grep '^inst')"

# ---- run.py with built SAT solvers (cadical2, kissat): paths, answers decoded and checked, peak RSS ----
# A 4x4 instance with one open cell: the CNF has one variable (that cell's only candidate, 4).
printf '2\n1\n1 2 3 -1\n3 4 1 2\n2 1 4 3\n4 3 2 1\n' >"$tmp/gen4x4_75_s1.txt"
fake() {  # fake NAME EXIT MODEL: a solver that ignores its CNF and answers MODEL with exit code EXIT
    printf '#!/bin/sh\necho "s ANSWER"\n[ -n "%s" ] && echo "v %s 0"\nexit %s\n' "$3" "$3" "$2" >"$tmp/$1"
    chmod +x "$tmp/$1"
}
fake right 10 1
fake wrong 10 -1
fake unsat 20 ""
runpy() { python3 "$tools/run.py" --out "$tmp/$1.csv" --solvers "$2" --cpu-limit 5 "$tmp/gen4x4_75_s1.txt" 2>/dev/null; }
KISSAT=$tmp/right runpy sat kissat
CADICAL2=$tmp/wrong runpy sat cadical2
KISSAT=$tmp/unsat runpy unsat kissat
check "run.py: the model decoded and checked" "kissat,gen4x4_75_s1.txt,2,75,solved" "$(sed -n 2p "$tmp/sat.csv" | cut -d, -f1-5)"
check "run.py: a wrong model is flagged" "cadical2,gen4x4_75_s1.txt,2,75,wrong" "$(sed -n 3p "$tmp/sat.csv" | cut -d, -f1-5)"
check "run.py: exit 20 is no solution" "kissat,gen4x4_75_s1.txt,2,75,no solution" "$(sed -n 2p "$tmp/unsat.csv" | cut -d, -f1-5)"
check "run.py: header with peak RSS" "$header,rss_mb" "$(head -n 1 "$tmp/sat.csv" | tr -d "\r")"
rss=$(sed -n 2p "$tmp/sat.csv" | cut -d, -f10 | tr -d '\r')
python3 -c "import sys; sys.exit(0 if 0 < float('$rss') < 1000 else 1)" || fail "run.py: peak RSS '$rss' MB not a plausible size"
out=$(KISSAT=$tmp/absent python3 "$tools/run.py" --out "$tmp/none.csv" --solvers auto,kissat --cpu-limit 5 "$tmp/gen4x4_75_s1.txt" 2>&1)
check "run.py: missing solver exit" "1" "$?"
check "run.py: missing solver message" "run.py: kissat: no executable (got '$tmp/absent'); give --kissat PATH or KISSAT=PATH (built from its sources, docs/BIG_GRIDS.md)" "$out"
[ -e "$tmp/none.csv" ] && fail "run.py: records written although a solver is missing"
# An older file without rss_mb gets records in its own columns.
printf '%s\n' "$header" >"$tmp/old.csv"
KISSAT=$tmp/right runpy old kissat
check "run.py: older records keep their columns" "kissat,gen4x4_75_s1.txt,2,75,solved" "$(sed -n 2p "$tmp/old.csv" | cut -d, -f1-5)"
check "run.py: older records, 9 columns" "9" "$(sed -n 2p "$tmp/old.csv" | awk -F, '{ print NF }')"

# ---- a run RLIMIT_CPU stops leaves a row: unsolved at >= its CPU time, the signal in the note ----
# `spin` burns CPU until RLIMIT_CPU (1 s here) stops it with SIGXCPU, as a solver past the campaign's limit;
# `segv` dies of another signal at once (a crash, not a CPU limit). Both stand for any solver: run.py's
# sudolab runs (auto) and SAT runs (kissat), and conflicts.py's learner and peer runs.
printf '#!/bin/sh\nwhile :; do :; done\n' >"$tmp/spin"
printf '#!/bin/sh\nkill -SEGV $$\n' >"$tmp/segv"
chmod +x "$tmp/spin" "$tmp/segv"
limited() {  # limited FILE ARGS...: run.py at a 1 s CPU limit into FILE.csv
    local file=$1
    shift
    python3 "$tools/run.py" --out "$tmp/$file.csv" --cpu-limit 1 "$@" "$tmp/gen4x4_75_s1.txt" 2>/dev/null
}
limited xcpu --solvers auto,kissat --sudolab "$tmp/spin" --kissat "$tmp/spin"
limited segv --solvers kissat --kissat "$tmp/segv"
for solver in auto kissat; do
    row=$(grep "^$solver," "$tmp/xcpu.csv")
    check "run.py: $solver stopped by RLIMIT_CPU" "$solver,gen4x4_75_s1.txt,2,75,cpu limit" "$(cut -d, -f1-5 <<<"$row")"
    check "run.py: $solver's signal" "signal SIGXCPU" "$(cut -d, -f8 <<<"$row")"
    cpu=$(cut -d, -f6 <<<"$row")
    python3 -c "import sys; sys.exit(0 if 0.5 < float('$cpu') < 3 else 1)" || fail "run.py: $solver's CPU '$cpu' s is not about the 1 s limit"
done
check "run.py: another signal is a crash" "kissat,gen4x4_75_s1.txt,2,75,crashed,signal SIGSEGV" \
    "$(sed -n 2p "$tmp/segv.csv" | cut -d, -f1-5,8)"
python3 "$tools/conflicts.py" --out "$tmp/conflicts.csv" --cpu-limit 1 --modes alternate --peers kissat \
    --sudolab "$tmp/spin" --kissat "$tmp/spin" "$tmp/gen4x4_75_s1.txt" 2>/dev/null
check "conflicts.py: header with the note and the learner's counters" \
    "solver,instance,status,cpu_s,conflicts,decisions,seed,note,learned,learned_lits,learned_glue,explained,explanation_lits" \
    "$(head -n 1 "$tmp/conflicts.csv" | tr -d '\r')"
check "conflicts.py: the learner stopped by RLIMIT_CPU" \
    "auto:members=cdcl:cdcl-modes=alternate,gen4x4_75_s1.txt,cpu limit,,,1,signal SIGXCPU,,,,," \
    "$(sed -n 2p "$tmp/conflicts.csv" | cut -d, -f1-3,5- | tr -d '\r')"
check "conflicts.py: the peer stopped by RLIMIT_CPU" "kissat,gen4x4_75_s1.txt,cpu limit,,,,signal SIGXCPU,,,,," \
    "$(sed -n 3p "$tmp/conflicts.csv" | cut -d, -f1-3,5- | tr -d '\r')"
OUT=$tmp/seeds_stopped.csv SUDOLAB=$tmp/spin RUN_NICE=0 sh "$tools/ablation_seeds.sh" 1 1 auto:cdcl-after=0 \
    "$tmp/gen4x4_75_s1.txt" >/dev/null
check "ablation_seeds.sh: a run stopped by RLIMIT_CPU" "auto:cdcl-after=0,gen4x4_75_s1.txt,2,75,cpu limit,seed=1 signal SIGXCPU" \
    "$(sed -n 2p "$tmp/seeds_stopped.csv" | cut -d, -f1-5,8)"
# A peer with seeds: its options reach it (the fake Kissat writes them down, then spins to the limit).
printf '#!/bin/sh\necho "$@" >"%s/peer_argv"\nwhile :; do :; done\n' "$tmp" >"$tmp/peer_spin"
chmod +x "$tmp/peer_spin"
OUT=$tmp/seeds_peer.csv KISSAT=$tmp/peer_spin RUN_NICE=0 sh "$tools/ablation_seeds.sh" 2 1 kissat \
    "$tmp/gen4x4_75_s1.txt" >/dev/null
check "ablation_seeds.sh: a peer's run with its seed, stopped by RLIMIT_CPU" \
    "kissat,gen4x4_75_s1.txt,2,75,cpu limit,seed=2 signal SIGXCPU" "$(sed -n 3p "$tmp/seeds_peer.csv" | cut -d, -f1-5,8)"
check "ablation_seeds.sh: the peer got the seed and the CNF" "-q --seed=2 p.cnf" \
    "$(sed 's|[^ ]*/p.cnf|p.cnf|' "$tmp/peer_argv")"
# kissat_options.sh: a fake Kissat that reports its options' count as its conflicts and answers SAT (exit 10).
printf '#!/bin/sh\necho "c conflicts: $#"\nexit 10\n' >"$tmp/peer_sat"
chmod +x "$tmp/peer_sat"
OUT=$tmp/kopts.csv KISSAT=$tmp/peer_sat sh "$tools/kissat_options.sh" 2 5 "default|--chrono=false --stable=0" \
    "$tmp/gen4x4_75_s1.txt" >/dev/null
check "kissat_options.sh: one row per (config, seed), the conflicts from Kissat's statistics" \
    "default,1,solved,3|default,2,solved,3|--chrono=false --stable=0,1,solved,5|--chrono=false --stable=0,2,solved,5" \
    "$(tail -n +2 "$tmp/kopts.csv" | tr -d '\r' | cut -d, -f1,4,5,7 | paste -sd'|')"
check "seeds summary: a stopped run's seed" "auto:cdcl-after=0 seed 1 runs 1 solved 0" \
    "$(python3 "$tools/seeds_summary.py" "$tmp/seeds_stopped.csv" | sed -n 1p | cut -d' ' -f1-7)"
# A file written before the note keeps its seven columns.
printf 'solver,instance,status,cpu_s,conflicts,decisions,seed\n' >"$tmp/conflicts_old.csv"
python3 "$tools/conflicts.py" --out "$tmp/conflicts_old.csv" --cpu-limit 1 --modes alternate --peers '' \
    --sudolab "$tmp/segv" "$tmp/gen4x4_75_s1.txt" 2>/dev/null
check "conflicts.py: older records keep their columns" "auto:members=cdcl:cdcl-modes=alternate,gen4x4_75_s1.txt,crashed,,,1" \
    "$(sed -n 2p "$tmp/conflicts_old.csv" | cut -d, -f1-3,5- | tr -d '\r')"

# ---- memory.py: peak RSS per grid and solver, the 1 GB target at 64x64 ----
cat >"$tmp/rss.csv" <<CSV
$header,rss_mb
auto,gen64x64_45_s45001.txt,8,45,solved,1.0,1,,5,300.0
auto,gen64x64_45_s45002.txt,8,45,cpu limit,60.0,61,,9,1100.5
kissat,gen64x64_45_s45001.txt,8,45,solved,2.0,2,,,80.0
CSV
mem=$(python3 "$tools/memory.py" "$tmp/rss.csv" "$tmp/a.csv")
check "memory: auto row" "| 64×64 | auto | 2 | 700.2 | 1100.5 |" "$(grep '^| 64×64 | auto' <<<"$mem")"
check "memory: target" "- 64×64: auto's peak RSS 1100.5 MB (target ≤ 1 GB): **missed**" "$(grep '^- 64×64' <<<"$mem")"
check "memory: older records skipped" "(8 records without rss_mb skipped)" "$(tail -n 1 <<<"$mem")"

# ---- peer_bands.py: issue 30's targets per band, auto beside Kissat and CaDiCaL 2 ----
# 45 %: auto misses s45002, which Kissat solves; medians 3 (the unsolved run sits above it), 6 and 4 s;
# s45004 lacks a cadical2 run and is left out. 50 %: auto's 5 s against Kissat's 4 s. 40 %: every run
# stopped by the limit, so no verdict on the medians.
cat >"$tmp/peers.csv" <<CSV
$header,rss_mb
auto,gen36x36_45_s45001.txt,6,45,solved,1.0,1,,5,10
kissat,gen36x36_45_s45001.txt,6,45,solved,2.0,2,,,10
cadical2,gen36x36_45_s45001.txt,6,45,solved,4.0,4,,,10
auto,gen36x36_45_s45002.txt,6,45,cpu limit,60.0,61,signal SIGXCPU,9,10
kissat,gen36x36_45_s45002.txt,6,45,solved,30.0,30,,,10
cadical2,gen36x36_45_s45002.txt,6,45,cpu limit,60.0,61,signal SIGXCPU,,10
auto,gen36x36_45_s45003.txt,6,45,solved,3.0,3,,5,10
kissat,gen36x36_45_s45003.txt,6,45,solved,6.0,6,,,10
cadical2,gen36x36_45_s45003.txt,6,45,solved,2.0,2,,,10
auto,gen36x36_45_s45004.txt,6,45,solved,0.5,1,,5,10
kissat,gen36x36_45_s45004.txt,6,45,solved,0.5,1,,,10
auto,gen36x36_50_s50001.txt,6,50,solved,5.0,5,,5,10
kissat,gen36x36_50_s50001.txt,6,50,solved,4.0,4,,,10
cadical2,gen36x36_50_s50001.txt,6,50,solved,8.0,8,,,10
auto,gen36x36_40_s40001.txt,6,40,cpu limit,59.0,61,signal SIGXCPU,9,10
kissat,gen36x36_40_s40001.txt,6,40,cpu limit,58.0,61,signal SIGXCPU,,10
cadical2,gen36x36_40_s40001.txt,6,40,cpu limit,57.0,61,signal SIGXCPU,,10
CSV
bands=$(python3 "$tools/peer_bands.py" "$tmp/peers.csv")
check "peer_bands: exit" "0" "$?"
check "peer_bands: row 45 up to the ratios" "| 36×36 | 45 | 3 | 2 / 3 / 2 | s45002 | 3 [1-60] | 6 [2-30] | 4 [2-60] | 0.50 [0.50-2.00] | 0.75" \
    "$(grep '^| 36×36 | 45 ' <<<"$bands" | sed 's/ \[[0-9.-]*\] |$//')"
check "peer_bands: row all" "| 36×36 | **all** | 5 | 3 / 4 / 3 | s45002" \
    "$(grep '^| 36×36 | \*\*all' <<<"$bands" | cut -d'|' -f1-6 | sed 's/ $//')"
check "peer_bands: 45 % solves" "- 36×36, 45 %: \`auto\` solves every instance Kissat solves (2 of 3): **missed** (s45002)" \
    "$(grep '^- 36×36, 45 %: `auto`' <<<"$bands")"
check "peer_bands: 45 % median" "- 36×36, 45 %: median 3 s against Kissat's 6 s: met" "$(grep '^- 36×36, 45 %: median' <<<"$bands")"
check "peer_bands: 50 % median" "- 36×36, 50 %: median 5 s against Kissat's 4 s: **missed**" "$(grep '^- 36×36, 50 %: median' <<<"$bands")"
check "peer_bands: 40 % median" "- 36×36, 40 %: median ≥59 s against Kissat's ≥58 s: undecided (both medians are decided by runs stopped by the limit)" \
    "$(grep '^- 36×36, 40 %: median' <<<"$bands")"
check "peer_bands: 40 % solves" "- 36×36, 40 %: \`auto\` solves every instance Kissat solves (0 of 0): vacuous (Kissat solves none)" \
    "$(grep '^- 36×36, 40 %: `auto`' <<<"$bands")"
out=$(python3 "$tools/peer_bands.py" "$tmp/peers.csv" "$tmp/peers.csv" 2>&1)
check "peer_bands: duplicate exit" "2" "$?"

# ---- conflict_ratios.py: the learner's conflicts / each peer's on the instances both solved ----
# Ratios to CaDiCaL 2: 2 and 0.5 (geometric mean 1, median 1.25); the stopped learner run and the instance
# Kissat did not solve are left out (Kissat: 1 instance, ratio 4).
cat >"$tmp/conflicts.csv" <<'CSV'
solver,instance,status,cpu_s,conflicts,decisions,seed,note
auto:members=cdcl:cdcl-modes=auto,a.txt,solved,1,200,0,1,
kissat,a.txt,solved,1,50,0,,
cadical2,a.txt,solved,1,100,0,,
auto:members=cdcl:cdcl-modes=auto,b.txt,solved,1,100,0,1,
kissat,b.txt,cpu limit,60,900,0,,
cadical2,b.txt,solved,1,200,0,,
auto:members=cdcl:cdcl-modes=auto,c.txt,cpu limit,60,999,0,1,
kissat,c.txt,solved,1,10,0,,
cadical2,c.txt,solved,1,10,0,,
CSV
ratios=$(python3 "$tools/conflict_ratios.py" "$tmp/conflicts.csv")
check "conflict_ratios: cadical2" "cadical2: 2 instances solved by both; learner / cadical2 conflicts: geometric mean 1.00" \
    "$(grep '^cadical2' <<<"$ratios" | sed 's/ \[.*//')"
check "conflict_ratios: cadical2 median and range" "median 1.25, range 0.50-2.00" "$(grep '^cadical2' <<<"$ratios" | sed 's/.*\], //')"
check "conflict_ratios: kissat" "kissat: 1 instances solved by both; learner / kissat conflicts: geometric mean 4.00 [95 % bootstrap 4.00-4.00], median 4.00, range 4.00-4.00" \
    "$(grep '^kissat' <<<"$ratios")"

# ---- encode_cnf.py with SEGMENTS=1: the direct clauses kept, segment variables added, the solution extended to
# them satisfies every clause, and anything but 0 or 1 is refused ----
puzzle=53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79
solution=534678912672195348198342567859761423426853791713924856961537284287419635345286179
grid() { sed 's/./& /g; s/\./0/g' <<<"$1" | fold -w 18; }
grid "$puzzle" >"$tmp/p9.txt"
grid "$solution" >"$tmp/s9.txt"
PAIRWISE_MAX=100 python3 "$tools/encode_cnf.py" "$tmp/p9.txt" "$tmp/plain.cnf" "$tmp/plain.map"
PAIRWISE_MAX=100 SEGMENTS=1 python3 "$tools/encode_cnf.py" "$tmp/p9.txt" "$tmp/seg.cnf" "$tmp/seg.map"
check "encode_cnf segments: same map" "" "$(cmp "$tmp/plain.map" "$tmp/seg.map")"
check "encode_cnf segments: direct clauses kept" "0" \
    "$(comm -23 <(tail -n +2 "$tmp/plain.cnf" | sort) <(tail -n +2 "$tmp/seg.cnf" | sort) | wc -l)"
segment_check() {
    PYTHONPATH=$tools python3 - "$tmp/seg.cnf" "$tmp/seg.map" "$tmp/s9.txt" <<'PY'
import sys
from puzzle_io import read_puzzle
clauses = [list(map(int, l.split()[:-1])) for l in open(sys.argv[1]).read().splitlines()[1:]]
mapping = open(sys.argv[2]).read().splitlines()[2:]
solution, _ = read_puzzle(sys.argv[3])
true = {i + 1 for i, (cell, value) in enumerate(m.split() for m in mapping) if solution[int(cell)] == int(value)}
direct = len(mapping)
# A segment variable y appears in exactly one clause (-y, x...) defining it: true iff one of its x is.
for c in clauses:
    if c[0] < 0 and -c[0] > direct and all(0 < x <= direct for x in c[1:]):
        if any(x in true for x in c[1:]):
            true.add(-c[0])
sat = all(any((l > 0) == (abs(l) in true) for l in c) for c in clauses)
extra = max(abs(l) for c in clauses for l in c) - direct
print("satisfied" if sat else "violated", extra > 0)
PY
}
check "encode_cnf segments: the solution satisfies every clause" "satisfied True" "$(segment_check)"
check "encode_cnf segments: a bad value refused" "encode_cnf.py: SEGMENTS must be 0 or 1, not 'yes'" \
    "$(SEGMENTS=yes python3 "$tools/encode_cnf.py" "$tmp/p9.txt" "$tmp/x.cnf" "$tmp/x.map" 2>&1)"

# ---- root_probe_summary.py: the probes per band beside the campaign's solved counts ----
probe_header=instance,order,givens,open_filtered,candidates_filtered,open_probed,candidates_probed,probes,removed,passes,wiped_out,cpu_s
cat >"$tmp/probe.csv" <<CSV
$probe_header
gen36x36_45_s45001.txt,6,583,700,7000,698,6930,14000,70,2,no,0.50
gen36x36_45_s45002.txt,6,583,710,7100,710,7100,14200,0,1,no,0.70
gen36x36_45_s45003.txt,6,583,720,7920,719,7900,15000,20,2,no,0.60
CSV
cat >"$tmp/probe_runs.csv" <<CSV
$header
auto,gen36x36_45_s45001.txt,6,45,solved,1.0,1.0,,1
auto,gen36x36_45_s45002.txt,6,45,cpu limit,60.0,60.0,,1
auto,gen36x36_45_s45003.txt,6,45,solved,2.0,2.0,,1
kissat,gen36x36_45_s45001.txt,6,45,solved,3.0,3.0,,
kissat,gen36x36_45_s45002.txt,6,45,cpu limit,60.0,60.0,,
kissat,gen36x36_45_s45003.txt,6,45,cpu limit,60.0,60.0,,
CSV
# Open cells: median of 700, 710, 720; candidates per open cell: median of 10, 10, 11; removed: 1 %, 0 %, 0.25 %;
# cells fixed: 2 + 0 + 1.
check "root_probe_summary: a band's row" "| 36×36, 45 % | 3 | 710 | 10.0 | 0.25 %, 1.00 % | 3 | 0.60 | 2 / 1 |" \
    "$(python3 "$tools/root_probe_summary.py" "$tmp/probe.csv" "$tmp/probe_runs.csv" | tail -1)"
grep -v "s45003.txt,6,45,cpu" "$tmp/probe_runs.csv" >"$tmp/probe_missing.csv"
check "root_probe_summary: an instance without a Kissat record" \
    "root_probe_summary: gen36x36_45_s45003.txt: no kissat record in the campaign's files" \
    "$(python3 "$tools/root_probe_summary.py" "$tmp/probe.csv" "$tmp/probe_missing.csv" 2>&1)"
sed 's/gen36x36_45_s45002.txt,6/puzzle.txt,6/' "$tmp/probe.csv" >"$tmp/probe_badname.csv"
check "root_probe_summary: a name not of the campaign" \
    "root_probe_summary: $tmp/probe_badname.csv:3: puzzle.txt is not a campaign instance name (genNxN_P_sS.txt)" \
    "$(python3 "$tools/root_probe_summary.py" "$tmp/probe_badname.csv" "$tmp/probe_runs.csv" 2>&1)"

if [ "$failures" -gt 0 ]; then echo "$failures failure(s)" >&2; exit 1; fi
echo "big grids tools: all checks passed"
