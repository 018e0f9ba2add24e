// The generator and the hints in headless Chromium, through the page's wasm (docs/HINTS.md, "In the
// browser"). A benchmark, not a test: it acts through the page (a real click on a grade's New game button)
// and the JS API (Module.grade, Module.hint, Module.applyHint), and writes what it measured.
//
//   node ../../bench/logic/browser.mjs SITE_DIR OUT_DIR SET_FILE   (run from tests/e2e: playwright-core)
//   GRADES="hard extreme" (default all five), SEEDS=N puzzles per grade (default 10), PUZZLES=N first
//   puzzles of SET_FILE for the hints (default 100; 0 skips them).
//
// Records in OUT_DIR:
// - generation.tsv: grade, seed (from the puzzle's name), made_ms (the page's wall time from the first
//   frame that showed the puzzle being made to the first that did not: the wait a person sees, the page's
//   frames included), main_thread_cpu_ms (the page's main-thread CPU time from the click to that frame,
//   DevTools' ThreadTime: the maker's slices and the frames drawn meanwhile), frames drawn while
//   making, the grade the page then showed, its rating, the puzzle.
// - grades.tsv: per puzzle, Module.grade's main-thread CPU ms and wall ms (the uniqueness proof and the
//   whole explanation in one call; the least of three runs each) and the hints of the applyHint chain.
// - hint_times.tsv: per position of the applyHint chain, Module.hint's time (the mean of repeated calls
//   filling >= 2 ms, since the page's clock ticks in 0.1 ms steps) and the technique. These include the
//   JS API's conversion of the candidates and of the hint object, which the native CLI does not do.
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { serveDirectory, launchBrowser, waitForApp } from '../../tests/e2e/harness.mjs';
import { click, waitForWidget } from '../../tests/e2e/input.mjs';

const [,, site, out, setFile] = process.argv;
const grades = (process.env.GRADES || 'easy medium hard expert extreme').split(/\s+/).filter(Boolean);
const seedsPerGrade = Number(process.env.SEEDS || 10);
const puzzleCount = Number(process.env.PUZZLES ?? 100);

/// Waits until the page's solution check and grader have finished on the current puzzle.
async function waitForVerdicts(page) {
  await page.waitForFunction(() => {
    const s = Module.appPlayState(), o = Module.appOpeningState();
    return s.solvability && s.solvability.verdict !== 'checking' && o.grade.finished;
  }, null, { timeout: 120000, polling: 50 });
}

/// The page's main-thread CPU seconds so far (DevTools' Performance.getMetrics ThreadTime).
async function threadTime(cdp) {
  const { metrics } = await cdp.send('Performance.getMetrics');
  return metrics.find((m) => m.name === 'ThreadTime').value;
}

/// Clicks the grade's button and times the making frame by frame; returns one generation.tsv row.
async function makeOne(page, cdp, grade) {
  await page.evaluate(() => {
    window.made = { start: null, end: null, frames: new Set() };
    const tick = () => {
      const m = Module.appOpeningState().making, t = performance.now();
      if (m.busy) { window.made.start ??= t; window.made.frames.add(Module.appLayout().frame); }
      if (!m.busy && window.made.start !== null) { window.made.end = t; return; }
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
  const cpuBefore = await threadTime(cdp);
  await click(page, { id: `grade-${grade}` });
  await page.waitForFunction(() => window.made.end !== null, null, { timeout: 300000, polling: 50 });
  const cpu = (await threadTime(cdp)) - cpuBefore;
  await waitForVerdicts(page);
  return page.evaluate(([wanted, cpuMs]) => {
    const s = Module.appState(), o = Module.appOpeningState(), m = window.made;
    const seed = (/ puzzle (\d+)$/.exec(s.puzzleSource) || [])[1] || '';
    if (o.making.failure) throw new Error(`${wanted}: ${o.making.failure}`);
    return [wanted, seed, (m.end - m.start).toFixed(1), cpuMs.toFixed(1), m.frames.size, o.grade.grade,
      o.grade.rating.toFixed(1), s.puzzle];
  }, [grade, cpu * 1000]);
}

/// One puzzle's hint times in the page (see the header).
function hintTimesInPage(puzzle) {
  const perHint = [];
  let text = puzzle, options = {};
  for (let guard = 0; guard < 1000; ++guard) {
    let calls = 0;
    const t0 = performance.now();
    let hint;
    do { hint = Module.hint(text, options); ++calls; } while (performance.now() - t0 < 2 && calls < 200);
    perHint.push([(performance.now() - t0) / calls, hint.technique || hint.status]);
    if (hint.status !== 'step') break;
    const next = Module.applyHint(text, options);
    text = next.puzzle;
    options = { candidates: next.candidates };
  }
  return perHint;
}

/// Module.grade on `puzzle` in the page, three times: the least main-thread CPU and wall ms.
async function gradeTimes(page, cdp, puzzle) {
  let cpu = Infinity, wall = Infinity;
  for (let run = 0; run < 3; ++run) {
    const before = await threadTime(cdp);
    const ms = await page.evaluate((p) => {
      const t0 = performance.now();
      const graded = Module.grade(p);
      if (!graded.ok) throw new Error(`grade: ${JSON.stringify(graded)}`);
      return performance.now() - t0;
    }, puzzle);
    cpu = Math.min(cpu, ((await threadTime(cdp)) - before) * 1000);
    wall = Math.min(wall, ms);
  }
  return { cpu, wall };
}

const server = await serveDirectory(site);
const browser = await launchBrowser();
try {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.goto(server.url);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  await waitForApp(page, 120000);
  await waitForVerdicts(page);
  await waitForWidget(page, { id: 'grade-hard' }, 30000);
  const rows = [['grade', 'seed', 'made_ms', 'main_thread_cpu_ms', 'frames', 'shown_grade', 'rating', 'puzzle']];
  for (const grade of grades) {
    for (let i = 0; i < seedsPerGrade; ++i) {
      const row = await makeOne(page, cdp, grade);
      rows.push(row);
      console.log(row.slice(0, 7).join('\t'));
    }
  }
  await writeFile(join(out, 'generation.tsv'), rows.map((r) => r.join('\t')).join('\n') + '\n');

  const puzzles = (await readFile(setFile, 'utf8')).split('\n').map((l) => l.trim())
    .filter((l) => l && !l.startsWith('#')).slice(0, puzzleCount);
  const gradeRows = [['index', 'grade_cpu_ms', 'grade_wall_ms', 'hints']];
  const hintRows = [['index', 'step', 'hint_ms', 'technique']];
  for (const [k, puzzle] of puzzles.entries()) {
    const { cpu, wall } = await gradeTimes(page, cdp, puzzle);
    const perHint = await page.evaluate(hintTimesInPage, puzzle);
    gradeRows.push([k + 1, cpu.toFixed(1), wall.toFixed(1), perHint.length]);
    perHint.forEach(([ms, technique], step) => hintRows.push([k + 1, step + 1, ms.toFixed(4), technique]));
    if ((k + 1) % 10 === 0) console.log(`hints: ${k + 1} of ${puzzles.length} puzzles`);
  }
  await writeFile(join(out, 'grades.tsv'), gradeRows.map((r) => r.join('\t')).join('\n') + '\n');
  await writeFile(join(out, 'hint_times.tsv'), hintRows.map((r) => r.join('\t')).join('\n') + '\n');
  await context.close();
} finally {
  await browser.close();
  await server.close();
}
