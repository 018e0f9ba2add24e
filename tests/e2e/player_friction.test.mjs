// Friction a player met on the page (issue 26), each driven with real input: the notice of an opened
// link goes away by itself; on a keyboard that types digits with Shift (AZERTY) Shift+digit is an entry
// with one undo step and no mark hidden under it (on QWERTY it still toggles a mark); a digit placed
// nine times is greyed on the digit pad; the legend's colour samples stand out from the page (3:1); the
// export buttons keep their whole labels on the narrowest sidebar; a race on a phone keeps its lanes whole.
import { join } from 'node:path';
import { assert, appState, decodePng, pixelAt, waitForApp } from './harness.mjs';
import { click, clickCell, findWidget, frames, layout, scrollIntoView, waitForWidget } from './input.mjs';

const SOLUTION = '483921657967345821251876493548132976729564138136798245372689514814253769695417382';
const OPEN_CELLS = [0, 1, 40, 80];
const NEARLY_SOLVED = [...SOLUTION].map((digit, cell) => (OPEN_CELLS.includes(cell) ? '.' : digit)).join('');

const playState = (page) => page.evaluate(() => Module.appPlayState());

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

  test('friction: the export buttons keep their whole labels on the narrowest sidebar (1024x768)', async ({ browser, baseUrl }) => {
    const context = await browser.newContext({ viewport: { width: 1024, height: 768 } });
    try {
      const page = await context.newPage();
      await page.goto(`${baseUrl}#${NEARLY_SOLVED}`);
      await waitForApp(page);
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

  test('friction: "Race solvers" on a 390x844 phone opens the race at its top, every lane inside the screen', async ({ browser, baseUrl }) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, hasTouch: true, isMobile: true });
    try {
      const page = await context.newPage();
      await page.goto(`${baseUrl}#${NEARLY_SOLVED}`);
      await waitForApp(page);
      await click(page, { id: 'race-solvers' }, { touch: true });
      await waitForWidget(page, { id: 'run' });
      await frames(page, 2);
      const { widgets } = await layout(page);
      const lanes = widgets.filter((w) => w.kind === 'board' && w.id.startsWith('lane-'));
      const entrants = (await appState(page)).raceEntrants;
      assert(lanes.length === entrants.length && lanes.length > 1, `${lanes.length} lane boards for ${entrants.length} entrants`);
      // The lab opens at its top, the lanes in sight (it kept the game's scroll, the lanes above the screen).
      for (const lane of lanes)
        assert(lane.visible && lane.x >= 0 && lane.x + lane.w <= 390 && lane.w >= 80, `lane ${lane.label}: x ${lane.x}, y ${lane.y}, w ${lane.w}, visible ${lane.visible} on a 390x844 screen`);
      await page.screenshot({ path: join(artifacts, 'race-390x844.png') });
      await scrollIntoView(page, { id: 'run' }, { touch: true });
      await click(page, { id: 'run' }, { touch: true });
      await page.waitForFunction(() => Module.appState().raceEntrants.length > 0 && !Module.appState().running, null, { timeout: 30000, polling: 250 });
      return `${lanes.length} lanes of ${Math.min(...lanes.map((l) => l.w)).toFixed(0)} px`;
    } finally {
      await context.close();
    }
  });
}
