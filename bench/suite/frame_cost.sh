#!/usr/bin/env bash
# Where a frame's CPU goes in the browser tests' chromium, and what cuts it (docs/TESTING.md, fifth
# round): bench/suite/frame_cost_probe.mjs over the app of two builds (BEFORE and AFTER site
# directories) at the tests' screen sizes, the bare WebGL controls (a clear, full-screen fills as ImGui
# draws them, with and without the texture sample and blending), chromium switches and WebGL context
# attributes, and a page load. Each line is CPU milliseconds per drawn frame by process kind; appends to
# bench/results/suite/frame-cost-LABEL.txt with the load average.
#   bench/suite/frame_cost.sh LABEL BEFORE_SITE AFTER_SITE [SECONDS]
set -euo pipefail
label=${1:?usage: frame_cost.sh LABEL BEFORE_SITE AFTER_SITE [SECONDS]}
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
before=$(cd "${2:?before site}" && pwd)
after=$(cd "${3:?after site}" && pwd)
seconds=${4:-6}
out=$root/bench/results/suite/frame-cost-$label.txt
probe() { node "$root/bench/suite/frame_cost_probe.mjs" "$@"; }
{
    echo "# $(date -u +%FT%TZ), $(nproc) cores, load average before: $(cut -d' ' -f1-3 /proc/loadavg); chromium $(chromium --version 2>/dev/null | head -n 1 | cut -d' ' -f2)"
    echo "# page viewport dpr flags webgl-renderer frames wall-s total-CPU-per-frame by-process (ms per frame)"
    for site in "$before" "$after"; do
        echo "## site $site"
        probe "$site" app 1280x800 1 "$seconds"
        probe "$site" app 390x844 3 "$seconds"
        probe "$site" app 390x844 2 "$seconds"
        probe "$site" blank 1280x800 1 "$seconds"
        probe "$site" load 1280x800 1 2
    done
    echo "## controls (bare WebGL2 canvas, 1280x800)"
    probe "$before" clear 1280x800 1 "$seconds"
    probe "$before" raf 1280x800 1 "$seconds"
    for layers in 1 4; do LAYERS=$layers probe "$before" quads 1280x800 1 "$seconds"; done
    echo "## 4 layers: no texture sample (SHADE=colour), no blending (BLEND=0), NEAREST filter"
    SHADE=colour probe "$before" quads 1280x800 1 "$seconds"
    BLEND=0 probe "$before" quads 1280x800 1 "$seconds"
    FILTER=NEAREST probe "$before" quads 1280x800 1 "$seconds"
    echo "## 4 layers: context attributes (the app's GLFW asks antialias off, depth, stencil, alpha)"
    CONTEXT='{"antialias":false,"depth":false,"stencil":false,"alpha":false}' probe "$before" quads 1280x800 1 "$seconds"
    CONTEXT='{"antialias":true,"depth":true,"stencil":true,"alpha":true}' probe "$before" quads 1280x800 1 "$seconds"
    echo "## the app (before) under other chromium switches"
    probe "$before" app 1280x800 1 "$seconds" --disable-gpu-compositing
    probe "$before" app 1280x800 1 "$seconds" --use-angle=swiftshader-webgl
    probe "$before" app 1280x800 1 "$seconds" '!--disable-gpu' '!--use-angle=swiftshader' --use-angle=gl
    echo "# load average after: $(cut -d' ' -f1-3 /proc/loadavg)"
} >>"$out" 2>&1
cat "$out"
