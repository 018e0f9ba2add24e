#!/usr/bin/env bash
# Unpacks the Dear ImGui sources (Debian bookworm's source package `imgui`, 1.86) into the directory
# given as $1 (default: third_party/imgui). Debian's libimgui-dev only ships a host library, useless for
# the wasm build, so the app compiles ImGui itself. The deb-src entry is derived from this machine's own
# apt configuration, so no host name is written anywhere. Called by setup.sh when the sources are missing.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
dest="${1:-$root/third_party/imgui}"
[[ -f "$dest/imgui.cpp" ]] && exit 0

SUDO=""
if [[ $(id -u) -ne 0 ]]; then SUDO="sudo"; fi
export DEBIAN_FRONTEND=noninteractive

# Prints "URIs|Signed-By" of the first deb822 stanza of $1 whose Suites list holds plain "bookworm".
bookworm_stanza() {
  awk 'BEGIN { RS = ""; FS = "\n" }
       { uris = ""; suites = ""; key = ""
         for (i = 1; i <= NF; i++) {
           if ($i ~ /^URIs:/) { uris = $i; sub(/^URIs:[ \t]*/, "", uris) }
           if ($i ~ /^Suites:/) { suites = " " $i " "; sub(/^Suites:/, "", suites) }
           if ($i ~ /^Signed-By:/) { key = $i; sub(/^Signed-By:[ \t]*/, "", key) }
         }
         if (uris != "" && suites ~ /[ \t]bookworm[ \t]/) { print uris "|" key; exit } }' "$1"
}

if ! apt-cache showsrc imgui 2>/dev/null | grep -q '^Package: imgui'; then
  src_list=/etc/apt/sources.list.d/sudolab-deb-src.sources
  if [[ -f /etc/apt/sources.list.d/debian.sources ]]; then
    entry="$(bookworm_stanza /etc/apt/sources.list.d/debian.sources)"
    [[ -n "$entry" ]] || { echo "fetch_imgui: no bookworm entry in debian.sources" >&2; exit 1; }
    {
      echo "Types: deb-src"
      echo "URIs: ${entry%%|*}"
      echo "Suites: bookworm"
      echo "Components: main"
      if [[ -n "${entry#*|}" ]]; then echo "Signed-By: ${entry#*|}"; fi
    } | $SUDO tee "$src_list" >/dev/null
  elif [[ -f /etc/apt/sources.list ]]; then
    # One-line format: the same lines, as deb-src, for the bookworm suite only.
    grep -E '^deb[[:space:]]+([^[:space:]]+[[:space:]]+)?[^[:space:]]+[[:space:]]+bookworm[[:space:]]' /etc/apt/sources.list |
      sed -E 's/^deb([[:space:]])/deb-src\1/' | $SUDO tee /etc/apt/sources.list.d/sudolab-deb-src.list >/dev/null
  fi
  echo "fetch_imgui: updating apt lists (with deb-src)" >&2
  $SUDO apt-get update -qq >/dev/null
fi

cache="$root/third_party/.cache/imgui"
mkdir -p "$cache"
if ! compgen -G "$cache/imgui_*.orig.tar.*" >/dev/null; then
  echo "fetch_imgui: downloading Debian's imgui source package" >&2
  (cd "$cache" && apt-get source --download-only -qq imgui >/dev/null 2>&1) ||
    (cd "$cache" && apt-get source --download-only imgui)
fi
tarball="$(compgen -G "$cache/imgui_*.orig.tar.*" | head -n 1)"
unpack="$(mktemp -d "$cache/unpack.XXXXXX")"
tar -xf "$tarball" -C "$unpack"
top="$(find "$unpack" -mindepth 1 -maxdepth 1 -type d | head -n 1)"
[[ -f "$top/imgui.cpp" && -f "$top/backends/imgui_impl_glfw.cpp" ]] ||
  { echo "fetch_imgui: unexpected layout in $tarball" >&2; exit 1; }
mkdir -p "$(dirname "$dest")"
rm -rf "$dest"
mv "$top" "$dest"
rm -rf "$unpack"
echo "fetch_imgui: Dear ImGui sources in $dest" >&2
