#!/usr/bin/env bash
# CPU time an open, idle page of the web app costs in the browser tests' chromium (docs/TESTING.md): for
# each viewport, opens the built page (SITE_DIR, default build/wasm/site), waits for it, then leaves it
# idle for SECONDS (default 10) and counts the frames it draws; the CPU time is that of node and chromium
# with all its helper processes (tests/e2e/chromium_reaper.py), for the whole run and for a run that
# closes the page at once, so the difference is the idle time's cost. Appends to
# bench/results/suite/idle-page-LABEL.tsv: viewport, idle seconds, frames drawn, CPU seconds, load average.
#   bench/suite/idle_page_cost.sh LABEL [SITE_DIR] [SECONDS]
set -euo pipefail
label=${1:?usage: idle_page_cost.sh LABEL [SITE_DIR] [SECONDS]}
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
source "$root/scripts/env.sh"
site=$(cd "${2:-$root/build/wasm/site}" && pwd)
seconds=${3:-10}
out=$root/bench/results/suite/idle-page-$label.tsv
[[ -f $out ]] || printf 'viewport\tidle_s\tframes\tcpu_s\tload_average\n' >"$out"
probe=$root/tests/e2e/idle_page_probe.mjs  # next to harness.mjs and playwright-core; removed on exit
trap 'rm -f "$probe"' EXIT
cat >"$probe" <<'JS'
import { launchBrowser, serveDirectory, waitForApp } from './harness.mjs';
const [site, width, height, idleMs] = process.argv.slice(2);
const server = await serveDirectory(site);
const browser = await launchBrowser();
const context = await browser.newContext({ viewport: { width: Number(width), height: Number(height) } });
const page = await context.newPage();
await page.goto(server.url);
await waitForApp(page);
const first = await page.evaluate(() => Module.appState().frame);
await page.waitForTimeout(Number(idleMs));
console.log((await page.evaluate(() => Module.appState().frame)) - first);
await browser.close();
await server.close();
JS
# run WIDTH HEIGHT IDLE_MS: prints "frames cpu_seconds" of one probe run.
run() {
    local frames
    frames=$(SUDOLAB_CHROMIUM="$root/tests/e2e/chromium_reaper.py" /usr/bin/time -o "$out.time" -f '%U %S' \
        node "$probe" "$site" "$1" "$2" "$3")
    echo "$frames $(awk '{ print $1 + $2 }' "$out.time")"
}
for viewport in 1280x800 390x844; do
    width=${viewport%x*} height=${viewport#*x}
    read -r _ base_cpu < <(run "$width" "$height" 0)
    read -r frames cpu < <(run "$width" "$height" $((seconds * 1000)))
    printf '%s\t%s\t%s\t%s\t%s\n' "$viewport" "$seconds" "$frames" \
        "$(awk -v a="$cpu" -v b="$base_cpu" 'BEGIN { printf "%.1f", a - b }')" "$(cut -d' ' -f1-3 /proc/loadavg)" >>"$out"
done
rm -f "$out.time"
cat "$out"
