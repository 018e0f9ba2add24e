// The web page's solver API in headless Chromium, per puzzle (docs/EXACT.md, rounds 5-6): for every
// puzzle, Module.createSolver('backtrack', line, {solutions}), step() to the end, outcome(), delete() —
// what a page script does to solve or check a puzzle — or one solver restarted on each puzzle
// (solver.restart(line)), on the built site (the wasm preset's build/wasm/site); page_api_pass.mjs.
// One untimed pass per set (the engine tiers up from its baseline compiler), then PASSES timed passes,
// each one page.evaluate: wall time from performance.now() inside the page (the main thread runs nothing
// else meanwhile), the CPU time of this browser's renderer processes over the same pass, and that of
// their main threads alone, where the page's wasm runs (/proc: the processes' stat files in 10 ms
// ticks, which count ended threads too; the main threads' schedstat in nanoseconds; the browser and GPU
// processes are left out, and the main-thread figure leaves out the renderer's compositor, garbage
// collector and compiler threads).
// bench/exact9/page_api_native.cpp makes the same calls natively; bench/exact9/page_api.sh runs both.
// Usage: node bench/exact9/page_api.mjs SITE_DIR SOLUTIONS PASSES new|reuse FILE...
//        (CHROMIUM_JS_FLAGS: V8 flags for the renderer, to find what makes a difference; not for records)
// Prints one line per pass: set, solutions, puzzles, solved, wall us per puzzle, renderer CPU us per
// puzzle, renderer main-thread CPU us per puzzle.
import { readFile } from 'node:fs/promises';
import { basename } from 'node:path';
import { CHROMIUM_ARGS, launchBrowser, serveDirectory } from '../../tests/e2e/harness.mjs';
import { apiPass } from './page_api_pass.mjs';
import { descendantProcesses } from '../../tests/e2e/process_cpu.mjs';

/// CPU seconds of one thread, 0 if it has ended: its scheduler's run time (/proc/PID/task/TID/schedstat,
/// nanoseconds), not the 10 ms ticks of its stat file.
async function threadCpuSeconds(pid, tid) {
  try {
    const schedstat = await readFile(`/proc/${pid}/task/${tid}/schedstat`, 'utf8');
    return Number(schedstat.split(' ')[0]) / 1e9;
  } catch {
    return 0;
  }
}

/// CPU seconds (user + system) of the renderer processes among this process's descendants: {all, main}
/// (main: their main threads only).
async function rendererCpuSeconds() {
  let all = 0;
  let main = 0;
  for (const [pid, row] of await descendantProcesses()) {
    if (row.kind !== 'renderer') continue;
    all += row.own;
    main += await threadCpuSeconds(pid, pid);
  }
  return { all, main };
}

const [siteDir, solutions, passesText, reuseText, ...files] = process.argv.slice(2);
if (!siteDir || !solutions || !passesText || !['new', 'reuse'].includes(reuseText) || files.length === 0) {
  console.error('usage: node bench/exact9/page_api.mjs SITE_DIR SOLUTIONS PASSES new|reuse FILE...');
  process.exit(2);
}
const passes = Number(passesText);
const reuse = reuseText === 'reuse';
const jsFlags = process.env.CHROMIUM_JS_FLAGS ? [`--js-flags=${process.env.CHROMIUM_JS_FLAGS}`] : [];

const server = await serveDirectory(siteDir);
const browser = await launchBrowser([...CHROMIUM_ARGS, ...jsFlags]);
try {
  const page = await browser.newPage();
  await page.goto(server.url);
  await page.waitForFunction(() => typeof Module !== 'undefined' && typeof Module.createSolver === 'function',
    null, { timeout: 60000, polling: 50 });
  for (const file of files) {
    const lines = (await readFile(file, 'utf8')).split('\n').filter((line) => /^[0-9.]{81}/.test(line))
      .map((line) => line.slice(0, 81));
    // The pass function and the puzzles go to the page once: the CPU of a pass is then the pass's
    // (handing the page thousands of lines at every pass would count their parsing in it).
    await page.evaluate(`window.benchPass = ${apiPass.toString()}`);
    await page.evaluate((work) => { window.benchWork = work; }, { lines, solutions, reuse });
    await page.evaluate(() => window.benchPass(window.benchWork));  // untimed
    for (let pass = 0; pass < passes; pass++) {
      const cpuBefore = await rendererCpuSeconds();
      const { solved, ms } = await page.evaluate(() => window.benchPass(window.benchWork));
      const cpuAfter = await rendererCpuSeconds();
      const name = basename(file).replace(/\.txt$/, '');
      const perPuzzle = (seconds) => (seconds * 1e6 / lines.length).toFixed(3);
      console.log([name, solutions, lines.length, solved, (ms * 1e3 / lines.length).toFixed(3),
        perPuzzle(cpuAfter.all - cpuBefore.all), perPuzzle(cpuAfter.main - cpuBefore.main)].join('\t'));
    }
  }
} finally {
  await browser.close();
  await server.close();
}
