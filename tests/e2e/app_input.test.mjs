// The app driven as a person drives it (issue 10 part A): real mouse, wheel and keyboard only; the JS
// API is used to read state (appState, appLayout, listSolvers), never to act.
import { join } from 'node:path';
import { readFile } from 'node:fs/promises';
import { AI_ESCARGOT_FRAGMENT, assert, appState, decodePng, pixelAt } from './harness.mjs';
import {
  click, clickAt, centre, findWidget, frames, layout, pickFromCombo, scrollIntoView, typeInto, waitForWidget, wheel,
} from './input.mjs';

const solverList = (page) => page.evaluate(() => Module.listSolvers().map((s) => s.id));

/// Picks every solver from the Algorithm dropdown; after each pick the app shows no error banner.
async function pickEverySolver(page) {
  const ids = await solverList(page);
  // Start from the last so that every pick is a switch to another solver.
  for (const id of [...ids.slice(1), ids[0]]) {
    await pickFromCombo(page, { id: 'algorithm', kind: 'combo' }, { labelIncludes: `(${id})` });
    await frames(page, 3);
    const state = await appState(page);
    assert(state.lastError === '', `after picking ${id}: error banner "${state.lastError}"`);
    assert(!(await findWidget(page, { kind: 'banner' })), `after picking ${id}: a banner is drawn`);
    assert(state.algorithm === id, `picked ${id} from the dropdown, the app has ${state.algorithm}`);
  }
  return ids.length;
}

export default function register({ test, openApp, artifacts }) {
  test('appLayout: board cells and labelled widgets of the last frame, a click on "Step" steps', async ({ context }) => {
    const page = await openApp(context, AI_ESCARGOT_FRAGMENT, { lab: true });
    const first = await layout(page);
    assert(first.board && first.board.size === 9 && first.board.cell > 20, `board ${JSON.stringify(first.board)}`);
    assert(Math.abs(first.board.w - 9 * first.board.cell) < 1, 'board width is 9 cells');
    for (const [label, kind] of [['Step', 'button'], ['Reset', 'button'], ['Race', 'radio'], ['Puzzle', 'header']]) {
      const widget = first.widgets.find((w) => w.label === label);
      assert(widget && widget.kind === kind, `no ${kind} "${label}" in ${JSON.stringify(first.widgets.slice(0, 6))}`);
    }
    assert(first.sidebar && first.sidebar.scrollY === 0, `sidebar ${JSON.stringify(first.sidebar)}`);
    await click(page, 'Step');
    const state = await appState(page);
    assert(state.status === 'paused' && state.run.work > 0, `after clicking Step: ${state.status}, work ${state.run && state.run.work}`);
    await page.close();
  });

  test('Algorithm dropdown: picking every solver shows no error (single mode)', async ({ context }) => {
    const page = await openApp(context, AI_ESCARGOT_FRAGMENT, { lab: true });
    const count = await pickEverySolver(page);
    await page.close();
    return `${count} solvers picked with the mouse`;
  });

  test('Algorithm dropdown: picking every solver shows no error (race mode)', async ({ context }) => {
    const page = await openApp(context, AI_ESCARGOT_FRAGMENT, { lab: true });
    await click(page, { label: 'Race', kind: 'radio' });
    assert((await appState(page)).mode === 'race', 'the Race radio button did not switch to race mode');
    const count = await pickEverySolver(page);
    await page.close();
    return `${count} solvers picked with the mouse`;
  });

  test('mouse wheel: a notch down scrolls the sidebar down by about a notch, a notch up comes back', async ({ context }) => {
    const page = await openApp(context, AI_ESCARGOT_FRAGMENT, { lab: true });
    const { sidebar } = await layout(page);
    assert(sidebar.scrollMaxY > 200, `the sidebar does not scroll at 1280x800 (max ${sidebar.scrollMaxY})`);
    const middle = centre(sidebar);
    await wheel(page, middle.x, middle.y, 100);
    const down = (await layout(page)).sidebar.scrollY;
    assert(down > 20 && down <= 200, `one notch (deltaY 100 px) scrolled the sidebar to ${down} px of ${sidebar.scrollMaxY}`);
    await wheel(page, middle.x, middle.y, 100);
    const twice = (await layout(page)).sidebar.scrollY;
    assert(twice > down, `a second notch did not scroll further (${down} -> ${twice})`);
    await wheel(page, middle.x, middle.y, -100);
    await wheel(page, middle.x, middle.y, -100);
    const back = (await layout(page)).sidebar.scrollY;
    assert(back === 0, `two notches up left the sidebar at ${back} px`);
    // The seed field is below the fold: the wheel brings it into view.
    const seed = await scrollIntoView(page, { id: 'seed', kind: 'input' });
    await page.close();
    return `one notch = ${down.toFixed(0)} CSS px; seed field reached at y ${seed.y.toFixed(0)}`;
  });

  test('step size field: typing 2000 + Enter sets it; typing 37 and clicking Step keeps 37', async ({ context }) => {
    const page = await openApp(context, AI_ESCARGOT_FRAGMENT, { lab: true });
    await typeInto(page, { id: 'stepsize', kind: 'input' }, '2000');
    let state = await appState(page);
    assert(state.stepSize === 2000, `typed 2000 + Enter, step size is ${state.stepSize}`);
    // Typing without Enter and clicking elsewhere keeps the value too.
    await typeInto(page, { id: 'stepsize', kind: 'input' }, '37', { enter: false });
    const step = await waitForWidget(page, 'Step');
    await clickAt(page, step.x + step.w / 2, step.y + step.h / 2);
    state = await appState(page);
    assert(state.stepSize === 37, `typed 37 and clicked Step, step size is ${state.stepSize}`);
    assert(state.run && state.run.work > 0, 'Step after typing 37 did no work');
    await page.close();
  });
  test('Escape closes an open dropdown and changes nothing', async ({ context }) => {
    const page = await openApp(context, AI_ESCARGOT_FRAGMENT, { lab: true });
    const before = (await appState(page)).algorithm;
    await click(page, { id: 'algorithm', kind: 'combo' });
    assert(await findWidget(page, { kind: 'combo item' }), 'clicking the Algorithm dropdown did not open it');
    await page.keyboard.press('Escape');
    await frames(page, 3);
    assert(!(await findWidget(page, { kind: 'combo item' })), 'the dropdown is still open after Escape');
    assert((await appState(page)).algorithm === before, 'Escape changed the algorithm');
    await page.close();
  });

  test('an error banner does not move the board', async ({ context }) => {
    const page = await openApp(context, AI_ESCARGOT_FRAGMENT, { lab: true });
    const before = (await layout(page)).board;
    await typeInto(page, { id: 'paste', kind: 'input' }, '12x4', { enter: false });
    await click(page, { label: 'Load', kind: 'button' });
    const banner = await waitForWidget(page, { kind: 'banner' });
    assert(/puzzle/i.test(banner.label), `banner says "${banner.label}"`);
    const after = (await layout(page)).board;
    for (const key of ['x', 'y', 'w', 'h'])
      assert(Math.abs(after[key] - before[key]) < 0.5, `board ${key} moved from ${before[key]} to ${after[key]} with the banner`);
    await click(page, { label: 'Dismiss', kind: 'button' });
    assert((await appState(page)).lastError === '', 'Dismiss did not clear the banner');
    await page.close();
  });

  test('slow motion: the speed slider at its left end runs one work unit per frame', async ({ context }) => {
    const page = await openApp(context, AI_ESCARGOT_FRAGMENT, { lab: true });
    await pickFromCombo(page, { id: 'algorithm', kind: 'combo' }, { labelIncludes: '(anneal)' });
    const slider = await scrollIntoView(page, { id: 'speed', kind: 'slider' });
    await clickAt(page, slider.x + 3, slider.y + slider.h / 2);
    let state = await appState(page);
    assert(state.unitsPerFrame === 1, `speed slider at its left end: ${state.unitsPerFrame} units per frame`);
    await click(page, { id: 'run', kind: 'button' });
    await frames(page, 5);
    const read = () => page.evaluate(() => ({ frame: Module.appLayout().frame, work: Module.appState().run.work }));
    const first = await read();
    await frames(page, 40);
    const second = await read();
    const frameCount = second.frame - first.frame, work = second.work - first.work;
    assert(frameCount >= 40, `only ${frameCount} frames`);
    assert(work >= frameCount - 2 && work <= frameCount + 2, `${work} work units in ${frameCount} frames at 1 unit per frame`);
    state = await appState(page);
    assert(state.status === 'running', `status ${state.status}`);
    await page.close();
    return `${work} units in ${frameCount} frames`;
  });
  test('restarts: the count and the markers match the solver; markers stay apart from the curves', async ({ context }) => {
    const page = await openApp(context, AI_ESCARGOT_FRAGMENT, { lab: true });
    await pickFromCombo(page, { id: 'algorithm', kind: 'combo' }, { labelIncludes: '(reseda)' });
    const slider = await scrollIntoView(page, { id: 'speed', kind: 'slider' });
    await clickAt(page, slider.x + slider.w - 3, slider.y + slider.h / 2);  // fastest: 30 ms per frame
    await click(page, { id: 'run', kind: 'button' });
    // Until it has restarted more than 32 times (4 s on an idle machine; frames come slower under load).
    await page.waitForFunction(() => { const s = Module.appState(); return s.status !== 'running' || s.run.restarts > 40; },
      null, { timeout: 30000, polling: 100 }).catch(() => null);
    // Pause, unless it solved the puzzle already (the button would then start a new run).
    if ((await appState(page)).status === 'running') await click(page, { id: 'run', kind: 'button' });
    const state = await appState(page);
    // More than the 32 events the solvers used to keep between two frames.
    assert(['paused', 'solved'].includes(state.status) && state.run.restarts > 32,
           `reseda ${state.status} with ${state.run && state.run.restarts} restarts`);
    // The same run replayed by the solver alone (read only: the app is not touched) to the same work.
    const alone = await page.evaluate(({ puzzle, seed, work }) => {
      const solver = Module.createSolver('reseda', puzzle, {}, seed);
      let done = 0;
      while (done < work) {
        const step = solver.step(Math.min(100000, work - done));
        if (step === 0) break;
        done += step;
      }
      const snap = solver.snapshot();
      solver.delete();
      return { work: snap.work, restarts: snap.restarts, events: snap.events };
    }, { puzzle: state.puzzle, seed: state.seed, work: state.run.work });
    assert(alone.work === state.run.work, `replay reached ${alone.work} units, the app ${state.run.work}`);
    assert(state.run.restarts === alone.restarts, `the app counts ${state.run.restarts} restarts, the solver ${alone.restarts}`);
    assert(state.run.events === alone.events, `the app kept ${state.run.events} events, the solver had ${alone.events}`);
    // Markers: at mid-height of the plot, only a few pixel columns may carry a marker line.
    const shot = join(artifacts, 'restart-markers.png');
    await page.mouse.move(5, 5);
    await frames(page, 2);
    await page.screenshot({ path: shot });
    const image = decodePng(await readFile(shot));
    const plot = (await appState(page)).layout.plot;
    let marked = 0, columns = 0;
    for (let x = plot.x + 60; x < plot.x + plot.width - 20; x += 1) {
      columns++;
      const [r, g, b] = pixelAt(image, x, plot.y + plot.height * 0.55);
      if (r > 150 && g > 80 && g < 150 && b < 100) marked++;
    }
    assert(marked / columns < 0.1, `${marked} of ${columns} plot columns are covered by restart markers`);
    await page.close();
    return `${state.run.restarts} restarts in ${state.run.work} units, as the solver alone; ${marked}/${columns} plot columns marked`;
  });
  test('race at 1280x800: every lane (all seven solvers) is on screen, none clipped, its status line whole', async ({ context }) => {
    const page = await openApp(context, AI_ESCARGOT_FRAGMENT, { lab: true });
    await click(page, { label: 'Race', kind: 'radio' });
    await click(page, { id: 'run', kind: 'button' });
    // Every lane under way (each one draws its board every frame while the race runs).
    await page.waitForFunction(() => { const lanes = Module.appState().race || []; return lanes.length > 0 && lanes.every((lane) => lane.work > 0 || lane.status !== 'running'); },
      null, { timeout: 60000, polling: 100 });
    await page.mouse.move(5, 5);
    await frames(page, 2);
    const { widgets } = await layout(page);
    const lanes = widgets.filter((w) => w.kind === 'board' && w.id.startsWith('lane-'));
    const entrants = (await appState(page)).raceEntrants;
    assert(lanes.length === entrants.length, `${lanes.length} lane boards for ${entrants.length} entrants`);
    for (const lane of lanes) {
      assert(lane.visible && lane.x + lane.w <= 1280 && lane.y + lane.h <= 800, `lane ${lane.label} clipped: ${JSON.stringify(lane)}`);
      assert(lane.w >= 120, `lane ${lane.label} is only ${lane.w} px wide`);
      // Its name and its status, cost and time as drawn: whole, inside the lane's column, which ends where
      // the next lane of its row starts (two lines where one is too narrow, never a line cut short).
      const id = lane.id.slice('lane-'.length);
      const next = lanes.filter((other) => Math.abs(other.y - lane.y) < 1 && other.x > lane.x).sort((a, b) => a.x - b.x)[0];
      const columnEnd = next ? next.x : 1280;
      const title = widgets.filter((w) => w.kind === 'text' && (w.id === `lane-status-${id}` || w.id === `lane-name-${id}`));
      assert(title.some((w) => w.label.includes('cost ')), `lane ${id}: title drawn as ${JSON.stringify(title.map((w) => w.label))}`);
      for (const line of title)
        assert(line.x >= lane.x - 1 && line.x + line.w <= columnEnd && line.y + line.h <= lane.y + 1,
          `lane ${id}: "${line.label}" (x ${line.x.toFixed(0)}, w ${line.w.toFixed(0)}) leaves its column (x ${lane.x.toFixed(0)} to ${columnEnd.toFixed(0)})`);
    }
    await page.screenshot({ path: join(artifacts, 'race-1280x800.png') });
    await page.close();
    return `${lanes.length} lanes of ${Math.min(...lanes.map((l) => l.w)).toFixed(0)} px`;
  });
}
