// The browser side of the 49x49 measurement of docs/BIG_GRIDS_ROUNDS.md ("In the browser: a 49×49
// hard-band run"): opens the web app in headless chromium (the e2e tests' browser and server), and
//  1. frames: loads PUZZLE_FILE in the solver lab, runs ALGORITHM with SEED as the app does (its frame
//     budget, drawing the board every frame) until the run has done UNITS work units or ended, and reads
//     the app's own frame times (Module.frameStats(): time spent in a frame, of which the model's work,
//     and the interval between frames, over the frames in which the solver ran);
//  2. cpu: REPEATS times, creates the same run with Module.createSolver(ALGORITHM, puzzle, {}, SEED) and
//     steps it CHUNK units at a time to UNITS in one synchronous script, timed by the renderer's main
//     thread CPU time (the DevTools protocol's Performance metric ThreadTime, thread ticks), and reads
//     the run's state after it (to be compared with bench/big_grids/step_cpu's native run).
// The JS API drives the page here: this is a benchmark, not a test of a UI flow. Prints one JSON object.
//   node bench/big_grids/browser_run.mjs SITE_DIR PUZZLE_FILE ALGORITHM SEED UNITS CHUNK REPEATS [FRAME_UNITS]
// FRAME_UNITS (default UNITS) is the work of the frame-time run.
import { readFile } from 'node:fs/promises';
import { launchBrowser, serveDirectory, waitForApp } from '../../tests/e2e/harness.mjs';
import { openLab } from '../../tests/e2e/input.mjs';

const [site, puzzleFile, algorithm, seedText, unitsText, chunkText, repeatsText, frameUnitsText] = process.argv.slice(2);
if (!repeatsText) {
  console.error('usage: browser_run.mjs SITE_DIR PUZZLE_FILE ALGORITHM SEED UNITS CHUNK REPEATS [FRAME_UNITS]');
  process.exit(2);
}
const units = Number(unitsText);
const chunk = Number(chunkText);
const repeats = Number(repeatsText);
const frameUnits = Number(frameUnitsText || unitsText);
const puzzle = await readFile(puzzleFile, 'utf8');

/// The renderer main thread's CPU seconds so far (thread ticks).
async function threadSeconds(cdp) {
  const { metrics } = await cdp.send('Performance.getMetrics');
  const metric = metrics.find((m) => m.name === 'ThreadTime');
  if (!metric) throw new Error('the Performance domain has no ThreadTime metric');
  return metric.value;
}

/// Runs the algorithm in the app until `frameUnits` units are done or the run ends; the app's frame times,
/// and the main thread's CPU seconds over the run (with the frames drawn, their mean CPU per frame: what
/// the frames cost apart from the waits a loaded machine adds to their wall-clock times).
async function frameRun(page, cdp) {
  const ok = await page.evaluate(({ text, id, seed }) => Module.appLoadPuzzle(text) && Module.appSelectAlgorithm(id) &&
    Module.appSetSeed(seed), { text: puzzle, id: algorithm, seed: seedText });
  if (!ok) throw new Error(`the app refused the puzzle, the solver or the seed: ${await page.evaluate(() => Module.appState().lastError)}`);
  const budgetMs = await page.evaluate(() => Module.appState().frameBudgetMs);
  const frame0 = await page.evaluate(() => Module.appState().frame);
  const cpu0 = await threadSeconds(cdp);
  await page.evaluate(() => { Module.resetFrameStats(); Module.appRun(); });
  const started = Date.now();
  // Waits in the page (polling there), so a short-lived end of the run is not missed.
  await page.waitForFunction((limit) => {
    const run = Module.appState().run;
    return run && (run.work >= limit || run.outcome !== 'running');
  }, frameUnits, { timeout: 0, polling: 200 });
  await page.evaluate(() => Module.appPause());
  const threadCpuS = await threadSeconds(cdp) - cpu0;
  const { run, order, frame } = await page.evaluate(() => Module.appState());
  const stats = await page.evaluate(() => Module.frameStats());
  return {
    order, budgetMs, wallS: (Date.now() - started) / 1000, work: run.work, iteration: run.iteration,
    outcome: run.outcome, solverMs: run.solverMs, whileSolving: stats.whileSolving,
    framesDrawn: frame - frame0, threadCpuS,
  };
}

/// One stepped run in a single synchronous script; its main-thread CPU seconds and the state after it.
async function cpuRun(page, cdp) {
  await page.evaluate(({ text, id, seed }) => { window.benchRun = Module.createSolver(id, text, {}, seed); },
    { text: puzzle, id: algorithm, seed: seedText });
  const before = await threadSeconds(cdp);
  const result = await page.evaluate(({ total, step }) => {
    const run = window.benchRun;
    const start = performance.now();
    let done = 0;
    while (done < total) {
      const did = run.step(Math.min(step, total - done));
      if (did === 0) break;
      done += did;
    }
    const wallS = (performance.now() - start) / 1000;
    const snap = run.snapshot();
    const state = { outcome: run.outcome(), iteration: snap.iteration, work: snap.work, cost: snap.cost,
      bestCost: snap.bestCost, restarts: snap.restarts, stats: snap.stats };
    run.delete();
    window.benchRun = null;
    return { units: done, wallS, state };
  }, { total: units, step: chunk });
  const cpuS = await threadSeconds(cdp) - before;
  return { ...result, cpuS };
}

const server = await serveDirectory(site);
const browser = await launchBrowser();
try {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (error) => errors.push(String(error)));
  await page.goto(server.url);
  await waitForApp(page, 60000);
  await openLab(page);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable', { timeDomain: 'threadTicks' });
  const frames = await frameRun(page, cdp);
  const cpu = [];
  for (let i = 0; i < repeats; ++i) cpu.push(await cpuRun(page, cdp));
  if (errors.length) throw new Error(`page errors: ${errors.join('; ')}`);
  console.log(JSON.stringify({ side: 'wasm', algorithm, seed: Number(seedText), units, chunk, frames, cpu }));
} finally {
  await browser.close();
  await server.close();
}
