#!/usr/bin/env bash
# Line coverage that the committed seed corpora (tests/fuzz/corpus) reach in the parsers: builds the
# harnesses with clang's source-based coverage, runs every corpus input once, prints llvm-cov's report
# for core/text/format.cpp, core/text/format_write.cpp and core/links/share_link.cpp (and the params/number files).
# Usage: scripts/fuzz_coverage.sh
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/env.sh"
cd "$SUDOLAB_ROOT"

build=$SUDOLAB_ROOT/build/fuzz-coverage
cmake -S tests/fuzz -B "$build" -DCMAKE_CXX_COMPILER=clang++-14 -DSUDOLAB_FUZZ_COVERAGE=ON >/dev/null
cmake --build "$build" -j "$SUDOLAB_JOBS" >/dev/null
rm -rf "$build/profiles"
mkdir -p "$build/profiles"
objects=()
for name in reader share_link params exact; do
    LLVM_PROFILE_FILE="$build/profiles/$name.profraw" "$build/${name}_fuzz" -runs=0 "tests/fuzz/corpus/$name" \
        >"$build/$name.log" 2>&1
    objects+=(-object "$build/${name}_fuzz")
done
llvm-profdata-14 merge -sparse "$build"/profiles/*.profraw -o "$build/merged.profdata"
# Only the files the harnesses are about (the report covers every linked file).
llvm-cov-14 report "${objects[@]:1}" -instr-profile="$build/merged.profdata" |
    grep -E '^(Filename|core/(text/format|text/format_write|links/share_link|run/params|text/number_text|text/text_excerpt)\.cpp) '
