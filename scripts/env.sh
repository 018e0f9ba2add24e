# Shared environment for the project's scripts (sourced, not run).
# Debian's emcc runs on NodeSource's node, which does not search Debian's module dir: without this
# emcc fails with "Cannot find module 'acorn'".
export NODE_PATH=/usr/share/nodejs${NODE_PATH:+:$NODE_PATH}
SUDOLAB_ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
export SUDOLAB_ROOT
SUDOLAB_JOBS="${SUDOLAB_JOBS:-$(nproc)}"

# sudolab_configure PRESET [CMAKE ARGS...]: configures a CMake preset (the wasm presets through emcmake).
# A build directory left by an older checkout that used another generator (Unix Makefiles, before the
# presets named Ninja) or another compiler is cleared first: CMake refuses to switch either in place.
sudolab_configure() {
    local preset=$1 dir="$SUDOLAB_ROOT/build/$1"
    shift
    if [[ -f $dir/CMakeCache.txt ]] && ! grep -q '^CMAKE_GENERATOR:INTERNAL=Ninja$' "$dir/CMakeCache.txt"; then
        rm -rf "$dir/CMakeCache.txt" "$dir/CMakeFiles"
    fi
    if [[ $preset == wasm* ]]; then
        emcmake cmake --preset "$preset" "$@"
    else
        cmake --preset "$preset" "$@"
    fi
}
