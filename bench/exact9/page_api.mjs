// The web page's solver API in headless Chromium, per puzzle (docs/EXACT.md, round 5): for every puzzle,
// Module.createSolver('backtrack', line, {solutions}) , step() to the end, outcome(), delete() — what a
// page script does to solve or check a puzzle — on the built site (the wasm preset's build/wasm/site).
// One untimed pass per set (the engine tiers up from its baseline compiler), then PASSES timed passes,
// each one page.evaluate: wall time from performance.now() inside the page (the main thread runs nothing
// else meanwhile), and the CPU time of this browser's renderer processes over the same pass (/proc, 10 ms
// ticks: the page's wasm runs there; the browser and GPU processes are left out).
// bench/exact9/page_api_native.cpp makes the same calls natively; bench/exact9/page_api.sh runs both.
// Usage: node bench/exact9/page_api.mjs SITE_DIR SOLUTIONS PASSES FILE...
// Prints one line per pass: set, solutions, puzzles, solved, wall us per puzzle, renderer CPU us per puzzle.
import { readdir, readFile } from 'node:fs/promises';
import { basename } from 'node:path';
import { launchBrowser, serveDirectory } from '../../tests/e2e/harness.mjs';

// Linux reports process times in clock ticks of 1/100 s.
const CLOCK_TICKS_PER_SECOND = 100;

/// CPU seconds (user + system) of the renderer processes among this process's descendants.
async function rendererCpuSeconds() {
  const rows = [];
  for (const name of await readdir('/proc')) {
    if (!/^[0-9]+$/.test(name)) continue;
    try {
      const stat = await readFile(`/proc/${name}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const cmdline = await readFile(`/proc/${name}/cmdline`, 'utf8');
      rows.push({ pid: Number(name), ppid: Number(fields[1]), renderer: cmdline.includes('--type=renderer'),
        cpu: (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS_PER_SECOND });
    } catch {
      // ended between the listing and the read
    }
  }
  const children = new Map();
  for (const row of rows) children.set(row.ppid, [...(children.get(row.ppid) || []), row]);
  let total = 0;
  const stack = [...(children.get(process.pid) || [])];
  while (stack.length) {
    const row = stack.pop();
    if (row.renderer) total += row.cpu;
    stack.push(...(children.get(row.pid) || []));
  }
  return total;
}

const [siteDir, solutions, passesText, ...files] = process.argv.slice(2);
if (!siteDir || !solutions || !passesText || files.length === 0) {
  console.error('usage: node bench/exact9/page_api.mjs SITE_DIR SOLUTIONS PASSES FILE...');
  process.exit(2);
}
const passes = Number(passesText);

const server = await serveDirectory(siteDir);
const browser = await launchBrowser();
try {
  const page = await browser.newPage();
  await page.goto(server.url);
  await page.waitForFunction(() => typeof Module !== 'undefined' && typeof Module.createSolver === 'function',
    null, { timeout: 60000, polling: 50 });
  for (const file of files) {
    const lines = (await readFile(file, 'utf8')).split('\n').filter((line) => /^[0-9.]{81}/.test(line))
      .map((line) => line.slice(0, 81));
    await page.evaluate(({ lines, solutions }) => {
      window.benchLines = lines;
      window.benchPass = () => {
        let solved = 0;
        const start = performance.now();
        for (const line of window.benchLines) {
          const solver = Module.createSolver('backtrack', line, { solutions }, '1');
          while (solver.step(1e12) > 0) { /* one call runs to the end */ }
          if (solver.outcome() === 'solved') solved++;
          solver.delete();
        }
        return { solved, ms: performance.now() - start };
      };
    }, { lines, solutions });
    await page.evaluate(() => window.benchPass());  // untimed
    for (let pass = 0; pass < passes; pass++) {
      const cpuBefore = await rendererCpuSeconds();
      const { solved, ms } = await page.evaluate(() => window.benchPass());
      const cpu = (await rendererCpuSeconds()) - cpuBefore;
      const name = basename(file).replace(/\.txt$/, '');
      console.log([name, solutions, lines.length, solved, (ms * 1e3 / lines.length).toFixed(3),
        (cpu * 1e6 / lines.length).toFixed(3)].join('\t'));
    }
  }
} finally {
  await browser.close();
  await server.close();
}
