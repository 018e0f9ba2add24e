#!/usr/bin/env bash
# The wasm CLI's optimisation level, its link cost and its tests' cost (docs/TESTING.md): relinks sudolab.js of
# each built wasm build directory given (with its own link command, as ninja would run it), then runs the
# CLI tests the wasm ctest runs (tests/cli/cli_test.sh and link_cli_test.sh under node) on each copy ROUNDS
# times, the copies in turn. With LEVELS (e.g. "-O3 -O1") each build is relinked once per level instead (the
# last -O on emcc's line wins; the compiled objects stay as they are). Records the wall, user and system
# seconds of every link and test run, each .wasm's size, and the load average before and after.
# Usage: bench/suite/wasm_tool_link.sh LABEL BUILD_DIR...   e.g. bench/suite/wasm_tool_link.sh r7 build/wasm build/wasm-bench
# (ROUNDS, default 3). Record: bench/results/suite/wasm-tool-link-LABEL.txt
set -euo pipefail
label=${1:?usage: wasm_tool_link.sh LABEL BUILD_DIR...}
shift
(($#)) || { echo "usage: wasm_tool_link.sh LABEL BUILD_DIR..." >&2; exit 2; }
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
source "$root/scripts/env.sh"
rounds=${ROUNDS:-3}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
record=$root/bench/results/suite/wasm-tool-link-$label.txt
echo "# bench/suite/wasm_tool_link.sh $label: $(date -u +%FT%TZ), $(nproc) cores, node $(node --version); load average before: $(cut -d' ' -f1-3 /proc/loadavg)" >"$record"
copies=()
for dir in "$@"; do
    build=$(cd "$dir" && pwd)
    echo "# $dir: commit $(git -C "$build" rev-parse --short HEAD 2>/dev/null || echo unknown)" >>"$record"
    # The link command ninja would run, its output moved.
    link=$(cd "$build" && ninja -t commands sudolab.js | tail -n 1 | sed -e 's/^: && //' -e 's/ && :$//')
    for level in ${LEVELS:-as-built}; do
        name="$(basename "$dir")${LEVELS:+ $level}"
        copy=$work/${#copies[@]}
        mkdir -p "$copy"
        extra=
        [[ $level == as-built ]] || extra=$level
        (cd "$build" && /usr/bin/time -a -o "$record" -f "link $name: %e s wall, %U s user, %S s system" \
            bash -c "${link/ -o sudolab.js / -o $copy/sudolab.js } $extra")
        echo "size $name: $(stat -c %s "$copy/sudolab.wasm") bytes of wasm" >>"$record"
        copies+=("$name=$copy")
    done
done
for round in $(seq "$rounds"); do
    for entry in "${copies[@]}"; do
        name=${entry%%=*} copy=${entry#*=}
        for test in cli_test link_cli_test; do
            status=0
            /usr/bin/time -a -o "$record" -f "round $round $name $test: %e s wall, %U s user, %S s system" \
                bash "$root/tests/cli/$test.sh" --emulator "$(command -v node)" "$copy/sudolab.js" \
                "$root/tests/data" >"$work/test.log" 2>&1 || status=$?
            echo "round $round $name $test: exit $status, $(tail -n 1 "$work/test.log")" >>"$record"
        done
    done
done
echo "# load average after: $(cut -d' ' -f1-3 /proc/loadavg)" >>"$record"
cat "$record"
