// Browser end-to-end tests of the web app: `node tests/e2e/run.mjs [SITE_DIR]` (default: the wasm
// preset's build/wasm/site). Each test opens the page in headless chromium and drives it with real
// mouse and keyboard events or the JS API. Ends with "N passed, M failed[, K skipped]".
// SUDOLAB_E2E_JOBS=N runs up to N tests at once (default 1). Tests that measure time (registered with
// { alone: true }) and tests that use the clipboard (one per browser, shared by every context) run first,
// one at a time. The suite keeps a pool of contexts (page_reuse.mjs) whose app pages openApp reuses from
// test to test, cleared between them: each running test gets a 1280x800 one, and the others it asks for
// with contextWith(options) (phones, tablets, HiDPI, a second browser); a test registered with
// { freshContext: true } gets a new context of its own, as a first visit (service workers allowed).
// Contexts block service workers unless asked.
// Screenshots go to tests/e2e/artifacts/; SUDOLAB_UPDATE_DOCS=1 also refreshes docs/app-25x25.png.
// A test that fails runs once more, alone, after the others: failing again fails the suite; passing
// the second time marks it FLAKY, named in its line and in a `flaky:` line at the end (and in the count).
// SUDOLAB_E2E_SECOND_RUN=0 counts a first failure at once.
// SUDOLAB_E2E_ONLY='A|B' runs only the tests whose name holds A or B.
// SUDOLAB_E2E_PROFILE=FILE writes per test its wall and CPU seconds (chromium's processes, node) and the
// frames drawn and ticks of its pages, and the browser contexts it opened with their options, to FILE
// (tests/e2e/profile.mjs; run it with SUDOLAB_E2E_JOBS=1).
import { copyFile, mkdir, readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import {
  AI_ESCARGOT_FRAGMENT, appState, assert, checkSolution, decodePng, encodePuzzle, launchBrowser, percentile, pixelAt, serveDirectory,
  valuesOfLine, waitForApp, waitForEnd,
} from './harness.mjs';
import { frames, openLab, openOwnPuzzle } from './input.mjs';
import { ContextPool } from './page_reuse.mjs';
import { childrenCpuSeconds, nodeCpuSeconds, watchBrowser } from './profile.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, '../..');
const siteDir = resolve(process.argv[2] || process.env.SUDOLAB_SITE_DIR || join(root, 'build/wasm/site'));
const artifacts = join(here, 'artifacts');

// aiescargot (tests/data/named), as one line.
const AI_ESCARGOT = '1....7.9..3..2...8..96..5....53..9...1..8...26....4...3......1..41.....7..7...3..';
const SKIP = Symbol('skip');

const tests = [];
/// Registers a test: test(name, body) or test(name, options, body); options.alone: it must run while no
/// other test runs (it measures time; a test whose code mentions the clipboard always runs alone);
/// options.freshContext: it gets a new context (a first visit: nothing reused, service workers allowed).
function test(name, ...rest) {
  const body = rest.pop();
  const options = rest[0] || {};
  tests.push({ name, body, alone: Boolean(options.alone) || /clipboard/i.test(body.toString()),
               freshContext: Boolean(options.freshContext) });
}

/// A fresh page of the app at `fragment`, with clipboard access granted: a new document in the context's
/// reused page when the test does not hold it already (page_reuse.mjs), else a new page. The page opens
/// on the player's game; with `options.lab` the test goes on in the solver lab, reached as a person does:
/// a click on "Watch solvers". `options.address`: a whole address of the site to open instead (a copied
/// link, a ?bd= query).
async function openApp(context, fragment = '', options = {}) {
  const page = (context.reusablePage && context.reusablePage()) || await context.newPage();
  const errors = [];
  page.on('pageerror', (error) => errors.push(String(error)));
  page.errors = errors;
  await page.goto(options.address || context.baseUrl + (fragment ? `#${fragment}` : ''));
  await waitForApp(page, options.timeout);
  if (options.lab) await openLab(page);
  return page;
}

/// The registered solvers, read once per suite from a page that is closed again (the list is the built
/// app's: every page of it gives the same one). Each page load costs a few seconds of CPU (a renderer, a
/// WebGL context and its first frames in software GL), so the tests that need the list before they open
/// their own page share this one.
let solverList = null;
async function listSolvers(context) {
  if (!solverList) {
    const page = await openApp(context);
    solverList = page.evaluate(() => Module.listSolvers()).finally(() => page.close());
  }
  return solverList;
}

// Alone: the time to first frame it reports goes into docs/APP.md; in a fresh context, as a first visit
// (in a reused renderer the app starts warm: its start phases are several times shorter).
test('page loads: canvas fills the window, loading indicator gone, no scroll bars', { alone: true, freshContext: true }, async ({ context }) => {
  const page = await openApp(context);
  const layout = await page.evaluate(() => {
    const canvas = document.getElementById('canvas');
    return {
      loading: !!document.getElementById('loading'),
      cssWidth: canvas.clientWidth, cssHeight: canvas.clientHeight,
      width: canvas.width, height: canvas.height, dpr: devicePixelRatio,
      innerWidth, innerHeight,
      scrollWidth: document.documentElement.scrollWidth, scrollHeight: document.documentElement.scrollHeight,
      firstFrameMs: Module.firstFrameMs,
    };
  });
  assert(!layout.loading, 'the loading indicator is still shown');
  assert(layout.cssWidth === layout.innerWidth && layout.cssHeight === layout.innerHeight, `canvas ${layout.cssWidth}x${layout.cssHeight} does not fill ${layout.innerWidth}x${layout.innerHeight}`);
  assert(layout.width === Math.round(layout.cssWidth * layout.dpr), `drawing buffer ${layout.width} != css ${layout.cssWidth} x dpr ${layout.dpr}`);
  assert(layout.scrollWidth <= layout.innerWidth && layout.scrollHeight <= layout.innerHeight, 'the page scrolls');
  assert(page.errors.length === 0, `page errors: ${page.errors.join('; ')}`);
  context.report.firstFrameMs = layout.firstFrameMs;
  // Resizing the window resizes the canvas and its drawing buffer.
  await page.setViewportSize({ width: 1000, height: 700 });
  await page.waitForFunction(() => document.getElementById('canvas').width === 1000, null, { timeout: 5000 });
  await page.close();
  return `first frame after ${layout.firstFrameMs.toFixed(0)} ms`;
});

test('HiDPI: the drawing buffer follows devicePixelRatio', async ({ contextWith }) => {
  const context = await contextWith({ viewport: { width: 900, height: 640 }, deviceScaleFactor: 2 });
  const page = await openApp(context);
  const size = await page.evaluate(() => [document.getElementById('canvas').width, document.getElementById('canvas').height]);
  assert(size[0] === 1800 && size[1] === 1280, `drawing buffer ${size} for 900x640 css at dpr 2`);
  await page.screenshot({ path: join(artifacts, 'hidpi.png') });
  await context.close();
});

test('a link carrying puzzle, algorithm, parameters and seed restores exactly that', async ({ context }) => {
  const solvers = await listSolvers(context);
  const algorithm = solvers.find((s) => s.id === 'backtrack') || solvers[0];
  // A non-default value for the first parameter that has room for one (if any).
  const param = algorithm.params.find((p) => p.kind === 'boolean' || p.kind === 'choice' || p.max > p.default);
  const params = {};
  if (param) {
    params[param.name] = param.kind === 'boolean' ? (param.default ? 'off' : 'on')
      : param.kind === 'choice' ? param.choices[(param.default + 1) % param.choices.length]
        : String(param.kind === 'integer' ? param.default + 1 : Math.min(param.max, param.default + (param.max - param.default) / 2));
  }
  const puzzle = encodePuzzle(3, valuesOfLine(AI_ESCARGOT));
  const fragment = `p=${puzzle}&a=${algorithm.id}` +
    Object.entries(params).map(([k, v]) => `&x.${k}=${encodeURIComponent(v)}`).join('') + '&s=42';
  const page = await openApp(context, fragment);
  const state = await appState(page);
  assert(state.puzzle === AI_ESCARGOT, `puzzle ${state.puzzle}`);
  assert(state.algorithm === algorithm.id, `algorithm ${state.algorithm}`);
  assert(state.seed === '42', `seed ${state.seed}`);
  for (const [name, value] of Object.entries(params)) {
    const shown = state.nonDefaultParams[name];
    assert(shown !== undefined && (shown === value || Number(shown) === Number(value)), `param ${name}=${shown}, want ${value}`);
  }
  assert(state.lastError === '', `error: ${state.lastError}`);
  assert(state.status === 'idle', `status ${state.status}`);
  await page.close();
  return `${algorithm.id}${param ? ` with ${param.name}=${params[param.name]}` : ''}, seed 42`;
});

test('a plain 81-character fragment is a 9x9 puzzle', async ({ context }) => {
  const page = await openApp(context, AI_ESCARGOT.replaceAll('.', '0'));
  const state = await appState(page);
  assert(state.puzzle === AI_ESCARGOT && state.lastError === '', `puzzle ${state.puzzle}, error ${state.lastError}`);
  await page.close();
});

test('run to completion: the solution is valid; the copied link replays the same run', async ({ context }) => {
  const solvers = (await listSolvers(context)).map((s) => s.id);
  // A stochastic solver shows replay best; fall back to whatever is registered.
  const algorithm = ['anneal', 'hill-climb', 'tabu', 'acs', 'backtrack', 'dlx'].find((id) => solvers.includes(id));
  const page = await openApp(context, `p=${encodePuzzle(3, valuesOfLine(AI_ESCARGOT))}&a=${algorithm}&s=7`);
  await page.evaluate(() => Module.appSetFrameBudget(20));
  // Press Run with the mouse.
  const run = (await appState(page)).layout.run;
  await page.mouse.click(run.x + run.width / 2, run.y + run.height / 2);
  const first = await waitForEnd(page, 90000);
  assert(first.status === 'solved', `status ${first.status}: ${first.run && first.run.verdict}`);
  const problem = checkSolution(first.puzzle, first.grid);
  assert(problem === '', `invalid solution: ${problem}`);
  assert(first.run.verdict === 'solution checked: valid', first.run.verdict);

  // Copy link with the mouse; read it back from the clipboard.
  const copy = first.layout['copy-link'];
  await page.mouse.click(copy.x + copy.width / 2, copy.y + copy.height / 2);
  await page.waitForFunction(() => Module.lastCopiedText, null, { timeout: 5000 });
  let copied = await page.evaluate(async () => {
    try { return await navigator.clipboard.readText(); } catch { return ''; }
  });
  const viaClipboard = copied !== '';
  if (!viaClipboard) copied = await page.evaluate(() => Module.lastCopiedText);
  assert(copied.startsWith(context.baseUrl) && /#c=[0-9a-f]{8}&p=3\./.test(copied), `copied ${copied}`);
  await page.close();  // everything the replay is compared with is read; a page left open keeps drawing

  const replay = await openApp(context, '', { address: copied });
  const opened = await appState(replay);
  assert(opened.algorithm === algorithm && opened.seed === '7' && opened.puzzle === AI_ESCARGOT, 'link state differs');
  // A different frame budget changes how the work is sliced, never the run.
  await replay.evaluate(() => { Module.appSetFrameBudget(5); Module.appRun(); });
  const second = await waitForEnd(replay, 90000);
  assert(second.status === 'solved', `replay status ${second.status}`);
  assert(second.iteration === first.iteration, `replay took ${second.iteration} iterations, first run ${first.iteration}`);
  assert(second.run.work === first.run.work && second.grid === first.grid, 'replay differs in work or grid');
  await replay.close();
  return `${algorithm}: solved in ${first.iteration} iterations both times (link ${viaClipboard ? 'read from the clipboard' : 'from the copy hook'})`;
});

test('editing with mouse and keyboard changes the puzzle and the URL', async ({ context }) => {
  const page = await openApp(context, `p=${encodePuzzle(3, valuesOfLine(AI_ESCARGOT))}&a=dlx&s=1`);
  const before = await appState(page);
  const board = before.layout.board;
  const cell = board.width / 9;
  const empty = [...AI_ESCARGOT].findIndex((c, i) => c === '.' && i % 9 < 8 && AI_ESCARGOT[i + 1] === '.');
  const click = (index) => page.mouse.click(board.x + (index % 9 + 0.5) * cell, board.y + (Math.floor(index / 9) + 0.5) * cell);
  // Typing makes the player's entries; the "Edit givens" box makes it change the puzzle itself.
  const editGivens = before.layout['edit-givens'];
  await page.mouse.click(editGivens.x + 8, editGivens.y + editGivens.height / 2);
  await page.waitForFunction(() => Module.appPlayState().editGivens, null, { timeout: 5000 });
  await click(empty);
  await page.waitForFunction((i) => Module.appState().selectedCell === i, empty, { timeout: 5000 });
  await page.keyboard.type('4');
  await page.waitForFunction((i) => Module.appState().puzzle[i] === '4', empty, { timeout: 5000 });
  await page.keyboard.press('ArrowRight');
  await page.keyboard.type('6');
  await page.waitForFunction((i) => Module.appState().puzzle[i + 1] === '6', empty, { timeout: 5000 });
  let state = await appState(page);
  assert(state.selectedCell === empty + 1, `selection ${state.selectedCell}`);
  const expected = [...AI_ESCARGOT];
  expected[empty] = '4';
  expected[empty + 1] = '6';
  assert(state.puzzle === expected.join(''), `puzzle ${state.puzzle}`);
  await page.waitForFunction((link) => location.hash === `#${link}`, state.link, { timeout: 5000 });
  assert(page.url().includes(encodePuzzle(3, valuesOfLine(expected.join('')))), `URL ${page.url()} does not hold the edit`);
  // Backspace clears, and the URL follows.
  await page.keyboard.press('Backspace');
  await page.waitForFunction((i) => Module.appState().puzzle[i + 1] === '.', empty, { timeout: 5000 });
  state = await appState(page);
  await page.waitForFunction((link) => location.hash === `#${link}`, state.link, { timeout: 5000 });
  // The edited state survives a reload from the URL.
  await page.reload();
  await waitForApp(page);
  const reloaded = await appState(page);
  assert(reloaded.puzzle === state.puzzle, 'reload lost the edit');
  await page.close();
});

test('a broken fragment shows a clear error and the app keeps working', async ({ context }) => {
  const good = encodePuzzle(3, valuesOfLine(AI_ESCARGOT));
  const cases = [
    [`p=${good.slice(0, 20)}`, /truncated/],
    ['p=3.AB!C', /unexpected '!'/],
    [`p=${good}&a=no-such-solver`, /unknown algorithm/],
    [`p=${good}&a=dlx&x.nonsense=3`, /unknown parameter/],
    [`p=${good}&s=banana`, /seed/],
    [`p=9.${'A'.repeat(100)}`, /not supported/],
    ['p=' + '_'.repeat(200000), /too long/],
  ];
  const page = await openApp(context, cases[0][0]);
  const shown = [];
  for (const [fragment, pattern] of cases) {
    await page.evaluate((f) => { location.hash = f; }, fragment);
    await page.waitForFunction((p) => new RegExp(p).test(Module.appState().lastError), pattern.source, { timeout: 5000 })
      .catch(async () => { throw new Error(`#${fragment.slice(0, 40)}: error shown is '${(await appState(page)).lastError}'`); });
    shown.push((await appState(page)).lastError);
  }
  await page.screenshot({ path: join(artifacts, 'broken-link.png') });
  // Still alive: the main loop ticks (an idle page draws only when something changes), and a good link
  // and a run still work.
  const tick = (await appState(page)).tick;
  await page.waitForFunction((t) => Module.appState().tick > t + 5, tick, { timeout: 5000 });
  await page.evaluate((f) => { location.hash = f; }, `p=${good}&a=dlx&s=3`);
  await page.waitForFunction(() => Module.appState().lastError === '' && Module.appState().algorithm === 'dlx', null, { timeout: 5000 });
  await page.evaluate(() => Module.appRun());
  const end = await waitForEnd(page);
  assert(end.status === 'solved', `after errors the run ended ${end.status}`);
  assert(page.errors.length === 0, `page errors: ${page.errors.join('; ')}`);
  await page.close();
  return `e.g. "${shown[0]}"`;
});

test('pasted puzzle errors carry line and column', async ({ context }) => {
  const page = await openApp(context);
  const result = await page.evaluate(() => {
    const ok = Module.appLoadPuzzle('1 2 3\n4 5 x 6\n');
    return { ok, state: Module.appState(), parsed: Module.parsePuzzles('12345678.\n........x\n') };
  });
  assert(!result.ok && /line|column/.test(result.state.lastError), `error '${result.state.lastError}'`);
  assert(!result.parsed.ok && result.parsed.line > 0, `parsePuzzles ${JSON.stringify(result.parsed)}`);
  await page.close();
  return `"${result.state.lastError}"`;
});

test('pasting a puzzle: the Paste button and Ctrl+V into the text box', async ({ context }) => {
  const page = await openApp(context);
  // A 16x16 instance file in the clipboard, loaded by the Paste button (navigator.clipboard.readText).
  const instance = await readFile(join(root, 'assets/puzzles/instances/inst16x16_45_0.txt'), 'utf8');
  await page.evaluate((text) => navigator.clipboard.writeText(text), instance);
  await openOwnPuzzle(page);  // the play view's "Your own puzzle", closed at first
  let layout = (await appState(page)).layout;
  const button = layout['paste-button'];
  await page.mouse.click(button.x + button.width / 2, button.y + button.height / 2);
  await page.waitForFunction(() => Module.appState().size === 16, null, { timeout: 5000 });
  const state = await appState(page);
  assert(state.puzzleSource === 'pasted' && state.lastError === '', `source ${state.puzzleSource}, error ${state.lastError}`);
  // Ctrl+V in the text box, then Load.
  await page.evaluate((text) => navigator.clipboard.writeText(text), AI_ESCARGOT);
  const box = layout.paste;
  // Each action gets frames of its own, as a person's keystrokes do: a fixed wait can be shorter than
  // one frame on a loaded machine (the click must activate the box before Ctrl+A selects its text).
  await page.mouse.click(box.x + 20, box.y + 10);
  await frames(page, 2);
  await page.keyboard.press('Control+A');  // replace the 16x16 text the Paste button put there
  await frames(page, 2);
  await page.keyboard.press('Control+V');
  await frames(page, 2);
  layout = (await appState(page)).layout;
  await page.mouse.click(layout.load.x + layout.load.width / 2, layout.load.y + layout.load.height / 2);
  await page.waitForFunction(() => Module.appState().size === 9, null, { timeout: 5000 })
    .catch(async () => { throw new Error(`Ctrl+V + Load did not load the puzzle (error: '${(await appState(page)).lastError}')`); });
  const after = await appState(page);
  assert(after.puzzle === AI_ESCARGOT, `pasted ${after.puzzle}`);
  await page.close();
});

test('the screenshot shows the drawn grid', async ({ context }) => {
  const page = await openApp(context, `p=${encodePuzzle(3, valuesOfLine(AI_ESCARGOT))}&a=dlx&s=1`);
  await page.evaluate(() => Module.appRun());
  await waitForEnd(page);
  await frames(page, 3);  // the frames after the run's end are drawn (a fixed time could be too short)
  const path = join(artifacts, 'solved-9x9.png');
  await page.screenshot({ path });
  const image = decodePng(await readFile(path));
  const { board } = (await appState(page)).layout;
  const dpr = await page.evaluate(() => devicePixelRatio);
  // The thick box lines are light on a dark page: sample along them and inside the cells.
  let onLines = 0, samples = 0;
  for (let k = 0; k <= 3; k++) {
    for (let t = 0.05; t < 0.95; t += 0.05) {
      const x = (board.x + (board.width * k) / 3) * dpr, y = (board.y + board.height * t) * dpr;
      const [r, g, b] = pixelAt(image, Math.min(x, image.width - 1), y);
      samples++;
      if (r > 150 && g > 150 && b > 150) onLines++;
    }
  }
  const colours = new Set();
  for (let y = board.y; y < board.y + board.height; y += 3)
    for (let x = board.x; x < board.x + board.width; x += 3) colours.add(pixelAt(image, x * dpr, y * dpr).join(','));
  assert(onLines / samples > 0.8, `only ${onLines}/${samples} samples on the box lines are light`);
  assert(colours.size > 20, `the board has only ${colours.size} colours`);
  await page.close();
  return `${onLines}/${samples} box-line samples light, ${colours.size} colours on the board`;
});

test('race mode: several solvers on one puzzle, results for each', async ({ context }) => {
  const solvers = (await listSolvers(context)).map((s) => s.id);
  const entrants = ['dlx', 'backtrack', 'anneal', 'hill-climb'].filter((id) => solvers.includes(id)).slice(0, 3);
  const page = await openApp(context, `p=${encodePuzzle(3, valuesOfLine(AI_ESCARGOT))}&a=${entrants[0]}&s=5&r=${entrants.join(',')}`);
  let state = await appState(page);
  assert(state.mode === 'race' && state.raceEntrants.join() === entrants.join(), `race ${state.mode} ${state.raceEntrants}`);
  await page.evaluate(() => { Module.appSetFrameBudget(24); Module.appRun(); });
  state = await waitForEnd(page, 120000);
  assert(state.race.length === entrants.length, `${state.race.length} lanes`);
  for (const lane of state.race) {
    assert(lane.status === 'solved', `${lane.id} ended ${lane.status}`);
    assert(checkSolution(state.puzzle, lane.grid) === '', `${lane.id}: invalid solution`);
  }
  await page.screenshot({ path: join(artifacts, 'race.png') });
  await page.close();
  return state.race.map((lane) => `${lane.id} ${lane.iteration} it / ${lane.endMs.toFixed(0)} ms`).join(', ');
});

test('JS API: list solvers, create one, step it to the end', async ({ context }) => {
  const page = await openApp(context);
  const result = await page.evaluate((puzzle) => {
    const solvers = Module.listSolvers();
    const solver = Module.createSolver('dlx', puzzle, {}, 1);
    let steps = 0;
    while (solver.status() === 'running' && steps < 100000) { solver.step(1000); steps++; }
    const snapshot = solver.snapshot();
    solver.delete();
    let error = '';
    try { Module.createSolver('no-such', puzzle, {}, 1); } catch (e) { error = e.message; }
    return { ids: solvers.map((s) => s.id), status: snapshot.status, grid: snapshot.grid, error };
  }, AI_ESCARGOT);
  assert(result.ids.includes('dlx'), `solvers ${result.ids}`);
  assert(result.status === 'solved' && checkSolution(AI_ESCARGOT, result.grid) === '', `dlx ${result.status}`);
  assert(/unknown solver/.test(result.error), `createSolver error '${result.error}'`);
  await page.close();
  return `solvers: ${result.ids.join(', ')}`;
});

test('frame times while acs runs on a 25x25 instance', { alone: true }, async ({ context }) => {
  const page = await openApp(context, AI_ESCARGOT_FRAGMENT, { lab: true });
  const solvers = (await page.evaluate(() => Module.listSolvers())).map((s) => s.id);
  if (!solvers.includes('acs')) return [SKIP, 'acs is not in the registry yet'];
  await page.evaluate(() => {
    Module.appLoadExample('inst25x25_45_0');
    Module.appSelectAlgorithm('acs');
    Module.appRun();
    Module.resetFrameStats();
  });
  // The colony may solve this instance in well under a second: keep it busy with new seeds and count
  // only the frames in which it ran.
  const shot = join(artifacts, 'app-25x25.png');
  let runs = 1, solved = 0, screenshotTaken = false;
  // At least 6 s and 30 frames with the colony running, at most 60 s: on a loaded machine 6 s can hold
  // fewer frames than the sample needs (a time standing for a frame count).
  const start = Date.now();
  const solvingFrames = () => page.evaluate(() => Module.frameStats().whileSolving.workMs.count);
  while (Date.now() < start + 60000 && (Date.now() < start + 6000 || await solvingFrames() < 30)) {
    await page.waitForTimeout(100);
    const state = await appState(page);
    if (state.status === 'running') continue;
    if (state.status === 'solved') solved++;
    if (!screenshotTaken && state.status === 'solved') {
      await page.screenshot({ path: shot });
      screenshotTaken = true;
    }
    await page.evaluate((seed) => { Module.appSetSeed(seed); Module.appRun(); }, String(++runs));
  }
  const stats = await page.evaluate(() => Module.frameStats());
  await page.evaluate(() => Module.appPause());
  if (!screenshotTaken) await page.screenshot({ path: shot });
  if (process.env.SUDOLAB_UPDATE_DOCS === '1') await copyFile(shot, join(root, 'docs/app-25x25.png'));
  context.report.frames25 = stats;
  const solving = stats.whileSolving;
  assert(solving.workMs.count > 20, `only ${solving.workMs.count} frames with acs running in ${((Date.now() - start) / 1000).toFixed(0)} s`);
  assert(solving.workMs.p95 < 1000, `p95 time in a frame ${solving.workMs.p95} ms`);
  await page.close();
  return `acs on inst25x25_45_0, ${runs} runs (${solved} solved), ${solving.workMs.count} frames while solving: ` +
    `time in a frame median ${solving.workMs.median.toFixed(1)} ms, p95 ${solving.workMs.p95.toFixed(1)} ms (target p95 < 20 ms); ` +
    `of which the model's work (solver slice, check) median ${solving.advanceMs.median.toFixed(1)} ms, p95 ${solving.advanceMs.p95.toFixed(1)} ms; ` +
    `interval between frames median ${solving.intervalMs.median.toFixed(1)} ms, p95 ${solving.intervalMs.p95.toFixed(1)} ms`;
});

/// Every file of the site: the page, the app, and what makes it offline and installable.
const SITE_FILES = ['sudolab_app.wasm', 'sudolab_app.js', 'index.html', 'sw.js', 'manifest.webmanifest', 'icon-192.png', 'icon-512.png'];

async function pageWeight() {
  const out = {};
  for (const name of SITE_FILES) {
    const body = await readFile(join(siteDir, name));
    out[name] = { raw: body.length, gzip: gzipSync(body, { level: 9 }).length };
  }
  return out;
}

/// Tests in other files: every tests/e2e/*.test.mjs exports a default function that registers its tests
/// with test(name, body) and gets {test, skip, openApp, root, artifacts, siteDir} (siteDir: the site under
/// test, the one this run serves); bodies get the same {context, browser, baseUrl, contextWith} (context:
/// 1280x800; contextWith(options): another reused context, see runTest).
async function loadTestFiles() {
  const files = (await readdir(here)).filter((name) => name.endsWith('.test.mjs')).sort();
  for (const file of files) {
    const module = await import(pathToFileURL(join(here, file)).href);
    module.default({ test, skip: SKIP, openApp, root, artifacts, siteDir });
  }
}

/// How many tests run at once: SUDOLAB_E2E_JOBS, a whole number >= 1 (default 1).
function jobsWanted() {
  const text = process.env.SUDOLAB_E2E_JOBS ?? '1';
  if (!/^[1-9][0-9]*$/.test(text)) {
    console.error(`e2e: SUDOLAB_E2E_JOBS='${text}' is not a whole number >= 1`);
    console.log('0 passed, 1 failed');
    process.exit(2);
  }
  return Number(text);
}

/// Whether a failed test runs a second time: SUDOLAB_E2E_SECOND_RUN, 1 (the default) or 0.
function secondRunsWanted() {
  const text = process.env.SUDOLAB_E2E_SECOND_RUN ?? '1';
  if (text !== '0' && text !== '1') {
    console.error(`e2e: SUDOLAB_E2E_SECOND_RUN='${text}' is neither 0 nor 1`);
    console.log('0 passed, 1 failed');
    process.exit(2);
  }
  return text === '1';
}

/// A new 1280x800 context with clipboard access, as a first visit (service workers allowed).
async function freshContext(browser, baseUrl) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, serviceWorkers: 'allow' });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl.replace(/\/$/, '') });
  context.baseUrl = baseUrl;
  return context;
}

/// Runs one test in a reused 1280x800 context of the suite's pool (setting.pool, page_reuse.mjs), or a
/// fresh one, and prints its line; counts go to setting.counts, and with setting.profile a line of its
/// costs to setting.profile.rows. The body gets `contextWith(options)`: another reused context of the
/// pool (a phone, a tablet, a second browser), cleared after the test as the main one is.
/// A first failure with setting.secondRuns set is not yet counted: the test goes to setting.secondRuns
/// with its error, to run again alone at the end (`firstError` is that error on the second run).
async function runTest(entry, { browser, baseUrl, report, counts, profile, pool, secondRuns }, firstError = null) {
  const { name, body, freshContext: fresh } = entry;
  const before = profile && await profile.start();
  const lease = pool.lease();
  const context = fresh ? await freshContext(browser, baseUrl) : await lease.acquire();
  context.report = report;
  const contextWith = (options) => lease.acquire(options);
  const started = Date.now();
  try {
    const result = await body({ context, browser, baseUrl, contextWith });
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    if (Array.isArray(result) && result[0] === SKIP) {
      counts.skipped++;
      console.log(`skip - ${name}: ${result[1]}`);
    } else if (firstError) {
      counts.flaky.push({ name, firstError });
      console.log(`ok   - ${name} (${seconds} s; FLAKY: passed on its second run, alone, after failing once)` +
                  `${result ? `\n       ${result}` : ''}`);
    } else {
      counts.passed++;
      console.log(`ok   - ${name} (${seconds} s)${result ? `\n       ${result}` : ''}`);
    }
  } catch (error) {
    const text = String(error && error.stack || error).split('\n').slice(0, 4).join('\n       ');
    if (secondRuns && !firstError) {
      secondRuns.push({ entry, firstError: text });
      console.log(`again - ${name}: failed once; runs again alone after the others\n       ${text}`);
    } else {
      counts.failed++;
      counts.failedNames.push(name);
      console.log(`FAIL - ${name}${firstError ? ' (failed on both runs)' : ''}\n       ${text}`);
    }
  }
  if (fresh) await context.close();
  // A page that could not be cleared (a test left it stuck): its context is dropped, a new one follows.
  for (const error of await lease.end())
    console.log(`       (a reused page could not be cleared after this test: ${String(error).split('\n')[0]}; a new context follows)`);
  if (profile) await profile.finish(name, before);
}

/// The per-test cost record of SUDOLAB_E2E_PROFILE (null when it is not set).
function profiler(browser) {
  const file = process.env.SUDOLAB_E2E_PROFILE;
  if (!file) return null;
  let current = null;
  watchBrowser(browser, () => current);
  const rows = ['test\twall_s\tchromium_cpu_s\tnode_cpu_s\tpages\tframes\tticks\tcontexts\tcontext_options'];
  return {
    async start() {
      current = { totals: { frames: 0, ticks: 0, pages: 0, contexts: 0, contextOptions: [] } };
      return { ...current, wall: Date.now(), chromium: await childrenCpuSeconds(), node: nodeCpuSeconds() };
    },
    async finish(name, before) {
      // Let the closed pages' processes end so that their CPU time is counted with this test.
      await new Promise((ok) => setTimeout(ok, 300));
      const chromium = await childrenCpuSeconds() - before.chromium;
      const { frames: drawn, ticks, pages, contexts, contextOptions } = before.totals;
      rows.push([name, ((Date.now() - before.wall) / 1000).toFixed(1), chromium.toFixed(2),
        (nodeCpuSeconds() - before.node).toFixed(2), pages, drawn, ticks, contexts, contextOptions.join(', ')].join('\t'));
      await writeFile(file, rows.join('\n') + '\n');
    },
  };
}

async function main() {
  const jobs = jobsWanted();
  await loadTestFiles();
  try {
    await stat(join(siteDir, 'sudolab_app.wasm'));
  } catch {
    console.error(`e2e: no built site in ${siteDir} (build the wasm preset first)`);
    console.log('0 passed, 1 failed');
    process.exit(1);
  }
  await mkdir(artifacts, { recursive: true });
  const server = await serveDirectory(siteDir);
  const browser = await launchBrowser();
  // No test needs a service worker unless it asks for one (the offline tests): a page that registers one
  // makes it fetch and store the whole site, about 0.45 s of CPU a page load (docs/TESTING.md).
  const newContext = browser.newContext.bind(browser);
  browser.newContext = (options = {}) => newContext({ serviceWorkers: 'block', ...options });
  const report = {};
  const counts = { passed: 0, failed: 0, skipped: 0, failedNames: [], flaky: [] };
  // SUDOLAB_E2E_ONLY: run only the tests whose name holds one of its '|'-separated parts.
  const only = (process.env.SUDOLAB_E2E_ONLY || '').split('|').filter(Boolean);
  const selected = tests.filter(({ name }) => !only.length || only.some((part) => name.includes(part)));
  const pool = new ContextPool(browser, server.url);
  const secondRuns = secondRunsWanted() ? [] : null;
  const setting = { browser, baseUrl: server.url, report, counts, profile: profiler(browser), pool, secondRuns };
  for (const entry of selected.filter((t) => t.alone)) await runTest(entry, setting);
  const shared = selected.filter((t) => !t.alone);
  await Promise.all(Array.from({ length: Math.max(1, Math.min(jobs, shared.length)) }, async () => {
    while (shared.length) await runTest(shared.shift(), setting);
  }));
  // A test that failed once runs again, alone: one that fails twice fails the suite; one that passes
  // the second time is FLAKY, named in its line and again at the end (docs/TESTING.md).
  for (const { entry, firstError } of secondRuns || []) await runTest(entry, setting, firstError);
  await pool.close();
  const { passed, failed, skipped } = counts;
  await browser.close();
  await server.close();
  const weight = await pageWeight();
  // Everything the page loads: index.html, the js and the wasm (the font and puzzles are inside the wasm),
  // the service worker, the manifest and its icons.
  const total = (key) => Object.values(weight).reduce((sum, file) => sum + file[key], 0);
  const offline = ['sw.js', 'manifest.webmanifest', 'icon-192.png', 'icon-512.png'].reduce((sum, name) => sum + weight[name].raw, 0);
  console.log(`page weight: wasm ${weight['sudolab_app.wasm'].raw} B (gzip ${weight['sudolab_app.wasm'].gzip}), ` +
              `js ${weight['sudolab_app.js'].raw} B (gzip ${weight['sudolab_app.js'].gzip}), ` +
              `index.html ${weight['index.html'].raw} B, service worker + manifest + icons ${offline} B; total ${total('raw')} B raw ` +
              `(${(total('raw') / 1e6).toFixed(2)} MB, target <= 2 MB), ${total('gzip')} B gzip`);
  if (report.firstFrameMs !== undefined) console.log(`time to first frame: ${report.firstFrameMs.toFixed(0)} ms after navigation start`);
  if (report.framesPlaying) console.log(`time in a frame while playing (keyboard game): median ${report.framesPlaying.median.toFixed(1)} ms, p95 ${report.framesPlaying.p95.toFixed(1)} ms (${report.framesPlaying.count} frames)`);
  if (report.frames25) console.log(`time in a frame while acs solves 25x25: median ${report.frames25.whileSolving.workMs.median.toFixed(1)} ms, p95 ${report.frames25.whileSolving.workMs.p95.toFixed(1)} ms (${report.frames25.whileSolving.workMs.count} frames)`);
  await writeFile(join(artifacts, 'report.json'), JSON.stringify({ weight, ...report }, null, 2));
  // The flaky and failed tests again, last: a log cut to its tail (a CI summary) still names them.
  for (const { name, firstError } of counts.flaky) console.log(`flaky: ${name} (first run: ${firstError.split('\n')[0]})`);
  for (const name of counts.failedNames) console.log(`failed: ${name}`);
  const flaky = counts.flaky.length ? `, ${counts.flaky.length} flaky (passed on a second run)` : '';
  console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}${flaky}`);
  process.exit(failed ? 1 : 0);
}

main().catch((error) => {
  console.error(error);
  console.log('0 passed, 1 failed');
  process.exit(1);
});
