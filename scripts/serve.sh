#!/usr/bin/env bash
# The README's first command: installs what building and serving the page needs (setup.sh serve, not the
# test tools), builds the web app (WebAssembly, Release) and serves it at http://127.0.0.1:8080/ with a
# static server on the loopback address. Ctrl-C stops it.
# SUDOLAB_PORT picks another port.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/env.sh"
cd "$SUDOLAB_ROOT"

"$SUDOLAB_ROOT/scripts/setup.sh" serve   # only what building and serving the page needs

echo "serve: building the web app (first build: a few minutes)" >&2
# Warnings stay warnings here: -Werror is for the suite (test.sh), not for a person serving the page.
sudolab_configure wasm -DSUDOLAB_WERROR=OFF >/dev/null
cmake --build --preset web-app -j "$SUDOLAB_JOBS"

site="$SUDOLAB_ROOT/build/wasm/site"
port="${SUDOLAB_PORT:-8080}"
echo
echo "sudolab is served at http://127.0.0.1:$port/  (Ctrl-C stops)"
# The page is index.html + sudolab_app.js + sudolab_app.wasm: any static server works.
exec python3 -m http.server --bind 127.0.0.1 --directory "$site" "$port"
