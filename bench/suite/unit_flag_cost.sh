#!/usr/bin/env bash
# CPU seconds (user + system) of compiling one translation unit of a configured build with extra flags, the
# variants interleaved run by run so that a change of machine load falls on all of them (docs/TESTING.md).
#   bench/suite/unit_flag_cost.sh BUILD_DIR UNIT RUNS OUT.tsv NAME=FLAGS [NAME=FLAGS ...]
# UNIT is a substring of the unit's path in BUILD_DIR/compile_commands.json (the first match is used);
# FLAGS are appended to its compile command ("" for the command as configured). FLAGS of the form
# pch:HEADER compile HEADER as a precompiled header with the unit's own flags (its CPU is written as a row
# of its own, NAME/pch-build) and then the unit with -include HEADER. Each row: unit, variant, run, CPU s,
# 1-minute load average at the start. Objects go to a temporary directory.
set -euo pipefail
(($# >= 5)) || { sed -n 2,9p "$0" >&2; exit 2; }
build_dir=$1 unit=$2 runs=$3 out=$(realpath -m "$4")
shift 4
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
command=$(python3 - "$build_dir/compile_commands.json" "$unit" <<'EOF'
import json, re, sys
entries = [e for e in json.load(open(sys.argv[1])) if sys.argv[2] in e['file']]
if not entries:
    sys.exit(f"no unit matching {sys.argv[2]!r} in {sys.argv[1]}")
command = re.sub(r' -MD -MT \S+ -MF \S+', '', entries[0]['command'])
print(re.sub(r' -o \S+', ' -o OBJECT', command))
EOF
)
cd "$build_dir"
[[ -s $out ]] || printf 'unit\tvariant\trun\tcpu_s\tload1\n' >"$out"
# cpu_of COMMAND...: runs COMMAND and prints its children's user + system seconds.
cpu_of() { /usr/bin/time -f '%U %S' -o "$tmp/time" "$@" >/dev/null || return 1; awk 'END { printf "%.2f", $1 + $2 }' "$tmp/time"; }
for run in $(seq 1 "$runs"); do
    for variant in "$@"; do
        name=${variant%%=*} flags=${variant#*=}
        load=$(cut -d' ' -f1 /proc/loadavg)
        if [[ $flags == pch:* ]]; then
            header=$tmp/$(basename "${flags#pch:}")
            cp "${flags#pch:}" "$header"
            pch_command=${command/ -o OBJECT -c */ -x c++-header $header -o $header.gch}
            cpu=$(cpu_of bash -c "$pch_command")
            printf '%s\t%s\t%s\t%s\t%s\n' "$unit" "$name/pch-build" "$run" "$cpu" "$load" >>"$out"
            flags="-Winvalid-pch -include $header"
        fi
        cpu=$(cpu_of bash -c "${command/OBJECT/$tmp/unit.o} $flags") || { echo "$unit $name: the compile failed" >&2; exit 1; }
        printf '%s\t%s\t%s\t%s\t%s\n' "$unit" "$name" "$run" "$cpu" "$load" >>"$out"
        echo "$unit $name run $run: $cpu s CPU (load $load)"
    done
done
