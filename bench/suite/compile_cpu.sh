#!/usr/bin/env bash
# CPU seconds of every compile and link of a build (docs/TESTING.md): configures PRESET's build with this script
# as the compiler launcher, builds it at nice 10, and writes one line per object file or linked binary (user s, system s,
# wall s, output) to bench/results/suite/compile-LABEL.log, then the sums per target.
#   bench/suite/compile_cpu.sh PRESET LABEL [CMAKE ARGS...]   e.g. bench/suite/compile_cpu.sh native-release before
# CMAKE ARGS go to the configure step (e.g. -DCMAKE_CXX_COMPILER=clang++-14 on a fresh build directory).
# (As a launcher it is called as: compile_cpu.sh --launch LOG COMPILER ARGS...)
set -euo pipefail
if [[ ${1:-} == --launch ]]; then
    log=$2
    shift 2
    object=?
    previous=
    for arg in "$@"; do [[ $previous == -o ]] && object=$arg; previous=$arg; done
    exec /usr/bin/time -a -o "$log" -f "%U %S %e $object" "$@"
fi
preset=${1:?usage: compile_cpu.sh PRESET LABEL}
label=${2:?usage: compile_cpu.sh PRESET LABEL}
shift 2
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
source "$root/scripts/env.sh"  # sudolab_configure: the wasm preset through emcmake
cd "$root"
log=$root/bench/results/suite/compile-$label.log
mkdir -p bench/results/suite
: >"$log"
launcher="$root/bench/suite/compile_cpu.sh;--launch;$log"
sudolab_configure "$preset" -DCMAKE_CXX_COMPILER_LAUNCHER="$launcher" -DCMAKE_CXX_LINKER_LAUNCHER="$launcher" "$@" >/dev/null
nice -n 10 cmake --build --preset "$preset" -j "$(nproc)" >/dev/null
sudolab_configure "$preset" -DCMAKE_CXX_COMPILER_LAUNCHER= -DCMAKE_CXX_LINKER_LAUNCHER= >/dev/null
summarize() {
    awk '{ target = $4; sub(/\/[^\/]*$/, "", target); sub(/\/Unity$/, "", target); cpu[target] += $1 + $2; n[target]++; total += $1 + $2 }
         END { for (t in cpu) printf "%8.1f s %4d objects  %s\n", cpu[t], n[t], t; printf "%8.1f s in all\n", total }' "$1" | sort -rn
}
summarize "$log"
