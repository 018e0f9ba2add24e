# Shared environment for the project's scripts (sourced, not run).
# Debian's emcc runs on NodeSource's node, which does not search Debian's module dir: without this
# emcc fails with "Cannot find module 'acorn'".
export NODE_PATH=/usr/share/nodejs${NODE_PATH:+:$NODE_PATH}
SUDOLAB_ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
export SUDOLAB_ROOT
SUDOLAB_JOBS="${SUDOLAB_JOBS:-$(nproc)}"
