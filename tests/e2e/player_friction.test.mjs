// Friction a player met on the page (issue 26), each driven with real input: the notice of an opened
// link goes away by itself; on a keyboard that types digits with Shift (AZERTY) Shift+digit is an entry
// with one undo step and no mark hidden under it (on QWERTY it still toggles a mark); a digit placed
// nine times is greyed on the digit pad; the legend's colour samples stand out from the page (3:1); the
// export buttons keep their whole labels on the narrowest sidebar; a race on a phone keeps its lanes and
// the solvers' names whole; a failure reason is drawn in the error colour, never green (by pixels).
import { join } from 'node:path';
import { assert, appState, decodePng, pixelAt } from './harness.mjs';
import { click, clickCell, findWidget, frames, layout, openLab, pickFromCombo, scrollIntoView, waitForWidget } from './input.mjs';

const SOLUTION = '483921657967345821251876493548132976729564138136798245372689514814253769695417382';
const OPEN_CELLS = [0, 1, 40, 80];
const NEARLY_SOLVED = [...SOLUTION].map((digit, cell) => (OPEN_CELLS.includes(cell) ? '.' : digit)).join('');

const playState = (page) => page.evaluate(() => Module.appPlayState());

// The page's message colours (shell/palette.hpp: kError, kWarn, kGood).
const ERROR_RGB = [255, 110, 110], WARN_RGB = [255, 200, 90], GOOD_RGB = [130, 224, 150];
const ERROR_HEX = '#ff6e6e', WARN_HEX = '#ffc85a';
// Issue 26's example: its unique solution has 4 in r1c1.
const SOLVED_ONCE_PUZZLE = '003020600900305001001806400008102900700000008006708200002609500800203009005010300';

/// WCAG 2's contrast ratio of two [r, g, b] colours (8-bit sRGB).
function contrast(a, b) {
  const luminance = ([r, g, bl]) => {
    const linear = (c) => (c / 255 <= 0.04045 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4);
    return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(bl);
  };
  const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (high + 0.05) / (low + 0.05);
}

/// Shift + the key in the digit row's first place, as an AZERTY keyboard sends it: the key's code is
/// Digit1 and, with Shift, its character is '1' (without Shift it is '&').
async function azertyShiftOne(page) {
  const client = await page.context().newCDPSession(page);
  const SHIFT = 8;
  await client.send('Input.dispatchKeyEvent', { type: 'rawKeyDown', modifiers: SHIFT, key: 'Shift', code: 'ShiftLeft', windowsVirtualKeyCode: 16 });
  await client.send('Input.dispatchKeyEvent', { type: 'keyDown', modifiers: SHIFT, key: '1', code: 'Digit1', windowsVirtualKeyCode: 49, text: '1', unmodifiedText: '&' });
  await client.send('Input.dispatchKeyEvent', { type: 'keyUp', modifiers: SHIFT, key: '1', code: 'Digit1', windowsVirtualKeyCode: 49 });
  await client.send('Input.dispatchKeyEvent', { type: 'keyUp', modifiers: 0, key: 'Shift', code: 'ShiftLeft', windowsVirtualKeyCode: 16 });
  await client.detach();
  await frames(page, 2);
}

export default function register({ test, openApp, artifacts }) {
  test('friction: "Opened a shared link." goes away by itself', async ({ context }) => {
    const page = await openApp(context, NEARLY_SOLVED);
    assert((await appState(page)).notice === 'Opened a shared link.', `notice "${(await appState(page)).notice}"`);
    await page.waitForFunction(() => Module.appState().notice === '', null, { timeout: 15000, polling: 250 });
    await page.close();
  });

  test('friction: AZERTY Shift+digit enters the digit (one undo step, no hidden mark); QWERTY Shift+1 marks', async ({ context }) => {
    const page = await openApp(context, NEARLY_SOLVED);
    await clickCell(page, 40);
    await page.waitForFunction(() => Module.appState().selectedCell === 40, null, { timeout: 5000 });
    const before = await playState(page);
    await azertyShiftOne(page);
    let state = await playState(page);
    assert(state.entries[40] === '1', `AZERTY Shift+1: entry "${state.entries[40]}"`);
    assert(state.marks[40] === '', `AZERTY Shift+1 left a mark "${state.marks[40]}" under the entry`);
    assert(state.undoDepth === before.undoDepth + 1, `undo steps ${before.undoDepth} -> ${state.undoDepth}`);
    await page.keyboard.press('Control+z');
    await frames(page, 2);
    state = await playState(page);
    assert(state.entries[40] === '.' && state.marks[40] === '', `after one undo: entry "${state.entries[40]}", marks "${state.marks[40]}"`);
    // QWERTY: Shift+1 types '!', so the key is a pencil mark.
    await page.keyboard.press('Shift+Digit1');
    await frames(page, 2);
    state = await playState(page);
    assert(state.marks[40] === '1' && state.entries[40] === '.', `QWERTY Shift+1: marks "${state.marks[40]}", entry "${state.entries[40]}"`);
    await page.close();
  });

  test('friction: a digit placed nine times is greyed on the digit pad', async ({ context }) => {
    const page = await openApp(context, NEARLY_SOLVED);
    await clickCell(page, 0);
    await page.waitForFunction(() => Module.appState().selectedCell === 0, null, { timeout: 5000 });
    await frames(page, 2);
    const four = await findWidget(page, { id: 'pad-4', kind: 'button' });
    const six = await findWidget(page, { id: 'pad-6', kind: 'button' });
    assert(four && four.enabled && six && six.enabled, 'the pad\'s 4 or 6 is missing or greyed with eight of each placed');
    const three = await findWidget(page, { id: 'pad-3', kind: 'button' });
    assert(three && !three.enabled, 'the pad\'s 3 is not greyed with nine placed');
    await page.keyboard.press('4');
    await frames(page, 3);
    assert(!(await findWidget(page, { id: 'pad-4', kind: 'button' })).enabled, 'the pad\'s 4 is not greyed after the ninth 4');
    assert((await findWidget(page, { id: 'pad-6', kind: 'button' })).enabled, 'the pad\'s 6 was greyed with eight placed');
    await page.close();
  });

  test('friction: the legend\'s swatches have at least 3:1 contrast with the page behind them', async ({ context }) => {
    const page = await openApp(context, NEARLY_SOLVED);
    await page.mouse.move(5, 5);  // no tooltip over the legend
    await frames(page, 3);
    const swatches = (await layout(page)).widgets.filter((w) => w.kind === 'swatch' && w.visible);
    const image = decodePng(await page.screenshot());
    const results = [];
    for (const label of ['given (clue)', 'your entry', 'pencil mark', 'conflict / wrong']) {
      const swatch = swatches.find((w) => w.label === label);
      assert(swatch, `no legend swatch "${label}" (swatches: ${swatches.map((w) => w.label).join(', ')})`);
      // The page behind it: the row of pixels just above the swatch's line (the line spacing).
      const background = pixelAt(image, swatch.x + swatch.w / 2, Math.floor(swatch.y) - 1);
      let strong = 0, best = 1;
      for (let y = Math.ceil(swatch.y); y < Math.floor(swatch.y + swatch.h); y++)
        for (let x = Math.ceil(swatch.x); x < Math.floor(swatch.x + swatch.w); x++) {
          const ratio = contrast(pixelAt(image, x, y), background);
          best = Math.max(best, ratio);
          if (ratio >= 3) strong++;
        }
      // At least as many pixels as two sides of the square: a shape seen, not a stray pixel.
      assert(strong >= 2 * swatch.w, `"${label}": ${strong} pixels at 3:1 or more (best ${best.toFixed(2)}:1) against rgb(${background})`);
      results.push(`${label} ${best.toFixed(1)}:1`);
    }
    await page.close();
    return results.join(', ');
  });

  test('friction: the export buttons keep their whole labels on the narrowest sidebar (1024x768)', async ({ contextWith }) => {
    const context = await contextWith({ viewport: { width: 1024, height: 768 } });
    try {
      const page = await openApp(context, NEARLY_SOLVED);
      await click(page, { label: 'Export', kind: 'header' });
      await waitForWidget(page, { label: 'Board PNG', kind: 'button' });
      const labels = (await layout(page)).widgets.filter((w) => w.kind === 'button' && w.visible).map((w) => w.label);
      for (const label of ['Solution', 'Board PNG', 'Trace CSV', 'Stats JSON'])
        assert(labels.includes(label), `no export button "${label}" (buttons: ${labels.join(', ')})`);
      return 'Solution, Board PNG, Trace CSV, Stats JSON';
    } finally {
      await context.close();
    }
  });

  for (const [width, height] of [[390, 844], [360, 640]]) {
    test(`friction: "Race solvers" on a ${width}x${height} phone: two lanes a row, each solver's whole name drawn in its lane`, async ({ contextWith }) => {
      const context = await contextWith({ viewport: { width, height }, deviceScaleFactor: 2, hasTouch: true, isMobile: true });
      try {
        const page = await openApp(context, NEARLY_SOLVED);
        const names = new Map((await page.evaluate(() => Module.listSolvers())).map((s) => [s.id, s.name]));
        await click(page, { id: 'race-solvers' }, { touch: true });
        await waitForWidget(page, { id: 'run' });
        await frames(page, 2);
        const { widgets } = await layout(page);
        const lanes = widgets.filter((w) => w.kind === 'board' && w.id.startsWith('lane-'));
        const entrants = (await appState(page)).raceEntrants;
        assert(lanes.length === entrants.length && lanes.length > 1, `${lanes.length} lane boards for ${entrants.length} entrants`);
        // The lab opens at its top, the first row in sight (it kept the game's scroll, the lanes above the screen).
        assert(lanes[0].visible && lanes[1].visible, `first row: ${JSON.stringify(lanes.slice(0, 2))}`);
        const rows = new Map();
        for (const lane of lanes) {
          const id = lane.id.slice('lane-'.length);
          assert(lane.x >= 0 && lane.x + lane.w <= width && lane.w >= 140,
            `lane ${id}: x ${lane.x.toFixed(0)}, w ${lane.w.toFixed(0)} on a ${width} px screen`);
          rows.set(Math.round(lane.y), (rows.get(Math.round(lane.y)) || 0) + 1);
          // The name as drawn: the solver's whole name, inside its lane's column, above its board.
          const name = widgets.find((w) => w.kind === 'text' && w.id === `lane-name-${id}`);
          assert(name && name.label === names.get(id), `lane ${id}: drew "${name && name.label}", its solver is "${names.get(id)}"`);
          assert(name.x >= lane.x - 1 && name.x + name.w <= lane.x + lane.w + 1 && name.y + name.h <= lane.y,
            `lane ${id}: its name (x ${name.x.toFixed(0)}, w ${name.w.toFixed(0)}) leaves its lane (x ${lane.x.toFixed(0)}, w ${lane.w.toFixed(0)})`);
        }
        assert([...rows.values()].every((count) => count <= 2) && rows.get(Math.round(lanes[0].y)) === 2,
          `lanes per row: ${[...rows.values()].join(', ')}`);
        // The plot's options under the lanes wrap rather than run off the screen's edge.
        for (const label of ['log scale', 'vs iterations', 'vs time', 'moves', 'heat map']) {
          const option = widgets.find((w) => w.label === label);
          assert(option && option.x >= 0 && option.x + option.w <= width, `"${label}": ${option ? `x ${option.x.toFixed(0)}, w ${option.w.toFixed(0)}` : 'not drawn'}`);
        }
        await page.screenshot({ path: join(artifacts, `race-${width}x${height}.png`) });
        // The last lane is a swipe or two below, its name whole there too.
        const last = lanes[lanes.length - 1];
        const seen = await scrollIntoView(page, { id: last.id, kind: 'board' }, { touch: true });
        assert(seen.visible, `the last lane ${last.id} never came into view`);
        await page.screenshot({ path: join(artifacts, `race-${width}x${height}-scrolled.png`) });
        await scrollIntoView(page, { id: 'run' }, { touch: true });
        await click(page, { id: 'run' }, { touch: true });
        await page.waitForFunction(() => Module.appState().raceEntrants.length > 0 && !Module.appState().running, null, { timeout: 30000, polling: 250 });
        return `${lanes.length} lanes of ${Math.min(...lanes.map((l) => l.w)).toFixed(0)} px in ${rows.size} rows, every name whole`;
      } finally {
        await context.close();
      }
    });
  }

  test('friction: a failure reason is drawn in the error colour, never green (a wrong entry\'s hint, a Check that cannot check, a run with no solution)', async ({ context }) => {
    // r1c9 has no candidate (its row holds 1-8, its column 9): no solution, no two givens clash.
    const NO_SOLUTION = '12345678.........9' + '.'.repeat(63);
    const results = [];
    /// The text widget `id`'s recorded colour and its pixels near the error, warning and success colours.
    const drawnColours = async (page, id) => {
      const text = await waitForWidget(page, { id, kind: 'text' });
      const image = decodePng(await page.screenshot());
      const count = { error: 0, warn: 0, good: 0 };
      for (let y = Math.ceil(text.y); y < text.y + text.h; y++)
        for (let x = Math.ceil(text.x); x < text.x + text.w; x++) {
          const [r, g, b] = pixelAt(image, x, y);
          for (const [name, [cr, cg, cb]] of Object.entries({ error: ERROR_RGB, warn: WARN_RGB, good: GOOD_RGB }))
            if (Math.abs(r - cr) <= 30 && Math.abs(g - cg) <= 30 && Math.abs(b - cb) <= 30) count[name]++;
        }
      return { text, count };
    };
    const page = await openApp(context, SOLVED_ONCE_PUZZLE);
    await page.waitForFunction(() => Module.appPlayState().solvability.verdict === 'unique', null, { timeout: 20000 });
    await clickCell(page, 0);
    await page.keyboard.press('5');  // the solution has 4 in r1c1
    await frames(page, 2);
    await page.keyboard.press('F2');
    await frames(page, 3);
    const hint = await drawnColours(page, 'hint-sentence');
    assert(/r1c1/.test(hint.text.label) && hint.text.colour === ERROR_HEX, `hint "${hint.text.label}" in ${hint.text.colour}`);
    assert(hint.count.error >= 20 && hint.count.good === 0, `hint pixels: ${JSON.stringify(hint.count)}`);
    results.push(`mistake hint: ${hint.count.error} error-red pixels, ${hint.count.good} green`);
    await page.close();

    const none = await openApp(context, NO_SOLUTION);
    await none.waitForFunction(() => Module.appPlayState().solvability.verdict === 'none', null, { timeout: 20000 });
    await click(none, { label: 'Check' });
    const check = await drawnColours(none, 'check-message');
    assert(/^Cannot check/.test(check.text.label) && check.text.colour === WARN_HEX, `check "${check.text.label}" in ${check.text.colour}`);
    assert(check.count.warn >= 20 && check.count.good === 0, `check pixels: ${JSON.stringify(check.count)}`);
    results.push(`"Cannot check": ${check.count.warn} amber pixels, ${check.count.good} green`);
    await openLab(none);
    await pickFromCombo(none, { id: 'algorithm', kind: 'combo' }, { labelIncludes: '(backtrack)' });
    await click(none, { id: 'run', kind: 'button' });
    await none.waitForFunction(() => !Module.appState().running && Module.appState().run && Module.appState().run.outcome !== 'running',
      null, { timeout: 20000, polling: 100 });
    const verdict = await drawnColours(none, 'verdict');
    assert(verdict.text.colour === ERROR_HEX, `run verdict "${verdict.text.label}" in ${verdict.text.colour}`);
    assert(verdict.count.error >= 20 && verdict.count.good === 0, `verdict pixels: ${JSON.stringify(verdict.count)}`);
    results.push(`run verdict "${verdict.text.label}": ${verdict.count.error} error-red pixels, ${verdict.count.good} green`);
    await none.close();
    return results.join('; ');
  });
}
