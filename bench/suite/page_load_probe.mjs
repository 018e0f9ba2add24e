// What one page load of the browser tests costs, and of what (docs/TESTING.md, sixth round): in one
// chromium launched as the tests launch it (CHROMIUM_ARGS), opens ROUNDS pages per variant, the variants
// interleaved (so the machine's load falls on each alike), each in a new 1280x800 browser context as
// tests/e2e/run.mjs makes one, waits for the app (or the control's end), then QUIET_MS of nothing, closes
// the context and waits for its renderer to end. The CPU seconds of every process under this node
// (/proc/PID/stat, by chromium's --type) and of node itself are summed per variant.
//   node bench/suite/page_load_probe.mjs SITE_DIR ROUNDS QUIET_MS VARIANT... [-- CHROMIUM_FLAG...]
// Variants: blank (a tiny served page: a renderer's start), shell (index.html with sudolab_app.js and the
// wasm refused: the page and its loading indicator), app (the app as the tests open it), app-nosw (the app
// in a context whose service workers are blocked: the page registers none), app-keep (the app in one
// context kept over the rounds, storage and service worker included: what reusing a context buys),
// app-goto (the app loaded again in one page kept over the rounds, service workers blocked: a new document
// in the same renderer process; each round's address differs in its query, so it is a new document).
// Prints one TSV line per variant: variant, rounds, CPU s per load by process kind, and the app's
// Module.startupMs phases of the last load.
import { CHROMIUM_ARGS, launchBrowser, serveDirectory, waitForApp } from '../../tests/e2e/harness.mjs';
import { descendantProcesses } from '../../tests/e2e/process_cpu.mjs';

const [site, roundsText, quietText, ...rest] = process.argv.slice(2);
const split = rest.indexOf('--');
const variants = split < 0 ? rest : rest.slice(0, split);
const flags = split < 0 ? [] : rest.slice(split + 1);
const KNOWN = ['blank', 'shell', 'app', 'app-nosw', 'app-keep', 'app-goto'];
const rounds = Number(roundsText);
const quietMs = Number(quietText);
if (!(rounds > 0) || !(quietMs >= 0) || !variants.length || variants.some((v) => !KNOWN.includes(v))) {
  console.error(`usage: page_load_probe.mjs SITE_DIR ROUNDS QUIET_MS ${KNOWN.join('|')}... [-- CHROMIUM_FLAG...]`);
  process.exit(2);
}

/// CPU seconds (own + reaped children) of every process under this one, keyed by pid, with its kind.
async function processCpu() {
  const mine = new Map();
  for (const [pid, row] of await descendantProcesses()) mine.set(pid, { cpu: row.own + row.reaped, kind: row.kind });
  return mine;
}

/// Adds the CPU used between two samples to `sums` by process kind. A process that ended in between is
/// counted in its reaper's children columns (chromium_reaper.py or the zygote), under that reaper's kind.
function addCpu(sums, before, after) {
  for (const [pid, row] of after) sums[row.kind] = (sums[row.kind] || 0) + row.cpu - (before.get(pid)?.cpu || 0);
}

const server = await serveDirectory(site);
const browser = await launchBrowser([...CHROMIUM_ARGS, ...flags]);
const TINY = '<!doctype html><title>blank</title><p>blank</p>';
const kept = { context: null, page: null, loads: 0 };
const results = Object.fromEntries(variants.map((v) => [v, { sums: {}, node: 0, phases: '' }]));

/// One load of `variant`; resolves when its context is closed (or, app-keep, its page).
async function loadOnce(variant) {
  if (variant === 'app-goto') return loadInKeptPage();
  const keep = variant === 'app-keep';
  let context = keep ? kept.context : null;
  if (!context) {
    context = await browser.newContext({ viewport: { width: 1280, height: 800 },
                                         serviceWorkers: variant === 'app-nosw' ? 'block' : 'allow' });
    if (keep) kept.context = context;
  }
  const page = await context.newPage();
  let phases = '';
  if (variant === 'blank') {
    await page.route('**/blank.html', (route) => route.fulfill({ contentType: 'text/html', body: TINY }));
    await page.goto(`${server.url}blank.html`);
  } else if (variant === 'shell') {
    await page.route(/sudolab_app\.(js|wasm)$/, (route) => route.abort());
    await page.goto(server.url);
    await page.waitForFunction(() => document.getElementById('loading')?.className === 'failed', null, { timeout: 30000 });
  } else {
    await page.goto(server.url);
    await waitForApp(page);
  }
  await page.waitForTimeout(quietMs);
  if (variant.startsWith('app')) phases = await page.evaluate(() => JSON.stringify(Module.startupMs || {}));
  if (keep) await page.close(); else await context.close();
  // Let the closed renderer end, so that its CPU is counted here and not in the next variant.
  await new Promise((ok) => setTimeout(ok, 500));
  return phases;
}

/// One load of the app in the page kept for app-goto (opened, in its own context, by the first).
async function loadInKeptPage() {
  if (!kept.page) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, serviceWorkers: 'block' });
    kept.page = await context.newPage();
  }
  await kept.page.goto(`${server.url}?load=${++kept.loads}`);
  await waitForApp(kept.page);
  await kept.page.waitForTimeout(quietMs);
  const phases = await kept.page.evaluate(() => JSON.stringify(Module.startupMs || {}));
  // The page stays open (its app idles on) until the next round navigates it: park it on a blank document
  // of the same site, so that its idle cost is not counted with the other variants.
  await kept.page.goto(`${server.url}sw.js`);
  return phases;
}

for (let round = 0; round < rounds; round++) {
  for (const variant of variants) {
    const before = await processCpu();
    const node0 = process.cpuUsage();
    const phases = await loadOnce(variant);
    const after = await processCpu();
    const node = process.cpuUsage(node0);
    addCpu(results[variant].sums, before, after);
    results[variant].node += (node.user + node.system) / 1e6;
    results[variant].phases = phases;
  }
}
if (kept.context) await kept.context.close();
if (kept.page) await kept.page.context().close();
await browser.close();
await server.close();
for (const variant of variants) {
  const { sums, node, phases } = results[variant];
  sums.node = node;
  const total = Object.values(sums).reduce((a, b) => a + b, 0);
  console.log([variant, rounds, flags.join(' ') || '-', `total=${(total / rounds).toFixed(3)} s/load`,
    ...Object.entries(sums).filter(([, v]) => v / rounds > 0.005).sort((a, b) => b[1] - a[1])
      .map(([k, v]) => `${k}=${(v / rounds).toFixed(3)}`), phases].join('\t'));
}
