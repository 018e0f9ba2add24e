#!/usr/bin/env bash
# What the ASan preset's debug information costs to compile (docs/TESTING.md): a few of the suite's
# files compiled as the native-asan preset does (g++ -O1, ASan + UBSan) with -g, -g1 (line tables only:
# what symbolized stack traces need) and none; CPU seconds (user + system) of each compile, in
# bench/results/suite/debug-info.tsv. Usage: bench/suite/debug_info_cost.sh [FILE...] (default: three)
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
cd "$root"
files=("$@")
((${#files[@]})) || files=(core/search/backtrack_engine.cpp tests/anneal_test.cpp cli/bench_command.cpp)
out=bench/results/suite/debug-info.tsv
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
cp /usr/include/doctest/doctest.h "$tmp/"
mkdir -p bench/results/suite
{
    echo "# bench/suite/debug_info_cost.sh: commit $(git rev-parse --short HEAD), $(date -u '+%Y-%m-%d %H:%M UTC'), load average $(cut -d' ' -f1-3 /proc/loadavg)"
    printf 'file\tdebug_flag\tcpu_s\n'
} >"$out"
for file in "${files[@]}"; do
    for flag in -g -g1 none; do
        [[ $flag == none ]] && debug=() || debug=("$flag")
        /usr/bin/time -f '%U %S' -o "$tmp/time" g++ -std=c++20 -O1 "${debug[@]}" -fsanitize=address,undefined \
            -fno-omit-frame-pointer -fno-sanitize-recover=undefined -ffp-contract=off -Wall -Wextra \
            -DSUDOLAB_TEST_SOLVER -DSUDOLAB_TEST_DATA_DIR='"tests/data"' -I"$tmp" -Icore -Icli -Itests -Ishell \
            -c "$file" -o "$tmp/out.o"
        read -r user sys <"$tmp/time"
        printf '%s\t%s\t%s\n' "$file" "$flag" "$(echo "$user + $sys" | bc)" >>"$out"
    done
done
cat "$out"
