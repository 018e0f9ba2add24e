#!/usr/bin/env bash
# Paired comparison of two labels' best costs in a `sudolab bench` records file (the irace test bench of a
# scenario tuned on best cost, bench/irace/anneal_hard25.sh): runs are paired by instance file and run index.
# Prints the pair counts, the solved counts with McNemar's exact test on the discordant pairs, and on the
# best cost (0 when solved) the paired Wilcoxon signed-rank test and the sign test, both two-sided, from R's
# wilcox.test and binom.test (R comes with Debian's r-cran-irace).
# Usage: bench/irace/cost_test.sh RECORDS.jsonl LABEL_A LABEL_B
set -euo pipefail
[ $# -eq 3 ] || { echo "usage: cost_test.sh RECORDS.jsonl LABEL_A LABEL_B" >&2; exit 2; }
records=$1 a=$2 b=$3
[ -f "$records" ] || { echo "cost_test.sh: no records file '$records'" >&2; exit 2; }
pairs=$(jq -rs --arg a "$a" --arg b "$b" '
    map(select(.solver == $a or .solver == $b)) | group_by([.file, .run_index])[]
    | if length != 2 or (map(.solver) | sort) != ([$a, $b] | sort)
      then error("\(.[0].file) run \(.[0].run_index): expected one run of \($a) and one of \($b)") else . end
    | (map(select(.solver == $a))[0]) as $x | (map(select(.solver == $b))[0]) as $y
    | "\($x.best_cost) \($y.best_cost) \(if $x.solved then 1 else 0 end) \(if $y.solved then 1 else 0 end)"' "$records")
[ -n "$pairs" ] || { echo "cost_test.sh: no runs of $a and $b in $records" >&2; exit 2; }
Rscript --vanilla -e '
args <- commandArgs(trailingOnly = TRUE)
d <- read.table(text = args[3], col.names = c("ca", "cb", "sa", "sb"))
a <- args[1]; b <- args[2]
cat(sprintf("# paired best cost of %s vs %s: %d pairs (same instance file and run index)\n", a, b, nrow(d)))
cat(sprintf("#   solved: %s %d, %s %d; only %s %d, only %s %d", a, sum(d$sa), b, sum(d$sb), a,
            sum(d$sa & !d$sb), b, sum(d$sb & !d$sa)))
discordant <- sum(d$sa != d$sb)
if (discordant > 0) {
    cat(sprintf(", McNemar exact p = %.3g\n", binom.test(sum(d$sa & !d$sb), discordant)$p.value))
} else cat(", McNemar: no discordant pair\n")
q <- function(x) paste(signif(quantile(x, c(0, .25, .5, .75, 1), names = FALSE), 4), collapse = " / ")
cat(sprintf("#   best cost min / Q1 / median / Q3 / max: %s %s; %s %s\n", a, q(d$ca), b, q(d$cb)))
cat(sprintf("#   mean best cost: %s %.4g, %s %.4g\n", a, mean(d$ca), b, mean(d$cb)))
differ <- d$ca != d$cb
cat(sprintf("#   sign test: %d non-tied pairs, %s higher in %d, %s higher in %d", sum(differ), a,
            sum(d$ca > d$cb), b, sum(d$cb > d$ca)))
if (any(differ)) {
    cat(sprintf(", p = %.3g (exact binomial)\n", binom.test(sum(d$ca > d$cb), sum(differ))$p.value))
    w <- suppressWarnings(wilcox.test(d$ca, d$cb, paired = TRUE, exact = NULL, correct = TRUE))
    cat(sprintf("#   Wilcoxon signed-rank: V = %g (sum of ranks where %s is higher), p = %.3g (%s)\n",
                w$statistic, a, w$p.value, w$method))
} else cat("\n#   Wilcoxon signed-rank: every pair tied\n")
' "$a" "$b" "$pairs"
