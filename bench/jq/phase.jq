# Shared definitions of the phase-transition tools (bench/campaigns/tables.sh phase, scripts/bench_plots.sh phase,
# bench/phase/cost.sh), loaded with `jq -L bench/jq 'include "phase"; ...'`.

# The nominal fixed-cell percentage of a record, read from its set name. The paper's files benched with
# `--set-name strip-index` are named inst<N>x<N>_<PERCENT> (inst25x25_45); `--generate` names its sets
# gen<N>x<N>_<PROBABILITY> (gen25x25_0.45, and gen25x25_1 for every cell kept), so the two sources of one
# fraction pool into one point. A set name without that ending is an error that names it (capture alone
# would yield nothing, and every tool would silently leave the record out).
def pct: .set as $set | [$set | capture("^(?<src>.*)_(?<f>[0-9.]+)$")] |
    if length == 0 then error("set \"\($set)\" does not end in _<percent> or _<fraction>: not a phase-campaign record")
    else .[0] | if (.src | startswith("gen")) then (.f | tonumber) * 100 | round else .f | tonumber end end;

# A run's time: CPU seconds when the record has them (campaigns with --cpu-limit), else wall seconds.
def secs: if .cpu_s != null then .cpu_s else .time_s end;

# The 95 % Wilson score interval [low, high] of $s successes in $n runs.
def wilson($s; $n): 1.959963984540054 as $z | ($s / $n) as $p | (1 + $z * $z / $n) as $d |
    (($p + $z * $z / (2 * $n)) / $d) as $c | ($z * (($p * (1 - $p) / $n + $z * $z / (4 * $n * $n)) | sqrt) / $d) as $h |
    [(if $s == 0 then 0 else ([0, $c - $h] | max) end), (if $s == $n then 1 else ([1, $c + $h] | min) end)];
