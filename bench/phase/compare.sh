#!/usr/bin/env bash
# Paired tests of two solvers of the phase-transition campaigns, one per fixed-cell percentage, with the
# paper's files and the generated instances of that percentage pooled (100 pairs at the full size).
# `sudolab bench --merge … --compare A,B` pairs runs by instance and run index within a set; here every
# record's set is renamed to pct<PERCENT> (bench/jq/phase.jq's pct) first, so both instance kinds of a
# fraction form one set. Records of different campaigns may be given together (e.g. order5_hard_acs.jsonl
# with order5_hard_dlx.jsonl): only instances that both solvers ran are paired.
# Usage: bench/phase/compare.sh [--sudolab PATH] A,B [A,B ...] -- RECORDS.jsonl...
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
sudolab=${SUDOLAB:-sudolab}
if [[ ${1:-} == --sudolab ]]; then sudolab=$2; shift 2; fi
pairs=()
while [[ $# -gt 0 && $1 != -- ]]; do pairs+=(--compare "$1"); shift; done
[[ $# -gt 1 && ${#pairs[@]} -gt 0 ]] || { echo "usage: bench/phase/compare.sh [--sudolab PATH] A,B [A,B ...] -- RECORDS.jsonl..." >&2; exit 2; }
shift
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
jq -L "$root/bench/jq" -c 'include "phase"; .set = "pct\(pct)"' "$@" >"$tmp/pooled.jsonl"
status=0
"$sudolab" bench --merge "${pairs[@]}" "$tmp/pooled.jsonl" >"$tmp/out" 2>"$tmp/err" || status=$?
# --merge warns per campaign whose runs are not all present: expected here (several campaigns, partial
# ones), so only those lines are dropped; any other message is passed on.
grep -v '^bench --merge: campaign .* runs present (missing shards?)$' "$tmp/err" >&2 || true
[[ $status -eq 0 ]] || exit "$status"
grep -E '^# (compare|  )' "$tmp/out"
