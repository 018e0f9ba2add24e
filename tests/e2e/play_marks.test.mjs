// Issue 26's play features, driven as a person plays: corner and centre marks, cell colours, several
// cells selected by mouse drag, Ctrl+click, Shift+arrows and a finger, the player's settings, a pointing
// hint applied over the player's own marks, and hexadecimal and mistyped pastes. Real mouse, keyboard
// and touch only; the JS API is only read (appState, appPlayState, appHint, appLayout). What is drawn is
// checked in the page's pixels.
import { copyFile } from 'node:fs/promises';
import { join } from 'node:path';
import { appState, assert, decodePng, encodePuzzle, valuesOfLine, waitForApp } from './harness.mjs';
import { click, clickAt, clickCell, frames, hintToStep, layout, openOwnPuzzle, swipe, waitForWidget } from './input.mjs';

// The example (unique solution; r1c1 is 4).
const PUZZLE = '003020600900305001001806400008102900700000008006708200002609500800203009005010300';
// The ant-colony paper's coly013: its first logical step is a pointing pair (box 3's 2s, column 9).
const COLY013 = '....9..5..1.....3...23..7....45...7.8.....2.......64...9..1.....8..6......54....7';
// A phone at devicePixelRatio 2: its layout is that of 3 (CSS pixels), with 4/9 of the pixels to draw.
const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, hasTouch: true, isMobile: true };

// The board's colours (shell/palette.hpp), as the page draws them.
const MARK_TEXT = [200, 208, 228];
const PEER_CELL = [106, 122, 164];
const SAME_DIGIT_CELL = [44, 120, 120];
const CONFLICT_CELL = [120, 36, 44];
const PLAIN_CELL = [30, 33, 40];
/// Cell colour `index` (0-8) laid over a plain cell at 36 % (palette::kCellColours).
const CELL_COLOURS = [[230, 159, 0], [86, 180, 233], [0, 158, 115], [240, 228, 66], [0, 114, 178], [213, 94, 0],
  [204, 121, 167], [153, 153, 153], [240, 240, 240]];
const cellColour = (i) => CELL_COLOURS[i].map((v, k) => Math.round(PLAIN_CELL[k] + (v - PLAIN_CELL[k]) * 0.36));

const playState = (page) => page.evaluate(() => Module.appPlayState());

async function press(page, keys) {
  await page.keyboard.press(keys);
  await frames(page, 2);
}

async function shot(page) {
  await frames(page, 2);
  return decodePng(await page.screenshot());
}

/// Pixels within 16 of `colour` in the part of a cell between fractions (fx0, fy0) and (fx1, fy1) of it.
function count(image, board, cell, colour, [fx0, fy0, fx1, fy1] = [0.1, 0.1, 0.9, 0.9]) {
  const scale = image.width / board.viewportWidth;
  const row = Math.floor(cell / board.size), column = cell % board.size;
  const x0 = (board.gridX + (column + fx0) * board.cell) * scale, x1 = (board.gridX + (column + fx1) * board.cell) * scale;
  const y0 = (board.gridY + (row + fy0) * board.cell) * scale, y1 = (board.gridY + (row + fy1) * board.cell) * scale;
  let n = 0;
  for (let y = Math.round(y0); y < y1; y++) {
    for (let x = Math.round(x0); x < x1; x++) {
      const i = (y * image.width + x) * image.channels;
      if (colour.every((v, k) => Math.abs(image.pixels[i + k] - v) <= 16)) n++;
    }
  }
  return n;
}

/// Pixels of `colour` in `cell` with `select` clicked (the pointer then moved off the board), before and
/// after a click on the setting `name`: [before, after].
async function colourAroundToggle(page, board, name, { select, cell, colour }) {
  const measure = async () => {
    await clickCell(page, select);
    await page.mouse.move(5, 795);
    return count(await shot(page), board, cell, colour);
  };
  const before = await measure();
  await toggleSetting(page, name);
  return [before, await measure()];
}

async function boardOf(page) {
  const board = (await layout(page)).board;
  board.viewportWidth = page.viewportSize().width;
  return board;
}

/// The centre of a cell on screen.
function centreOf(board, cell) {
  return { x: board.gridX + (cell % board.size + 0.5) * board.cell, y: board.gridY + (Math.floor(cell / board.size) + 0.5) * board.cell };
}

/// Opens the Settings section of the sidebar (if closed) and clicks the check box labelled `label`.
async function toggleSetting(page, label) {
  const box = (await layout(page)).widgets.find((w) => w.label === label);
  if (!box) await click(page, { label: 'Settings' });
  await click(page, { label });
  await frames(page, 2);
}

export default function register({ test, openApp, root, artifacts }) {
  test('features, marks: Shift+digit draws corner marks in the corners, Centre mode and Ctrl+digit centre marks in the middle', async ({ context }) => {
    const page = await openApp(context, PUZZLE);
    const values = valuesOfLine(PUZZLE);
    const open = values.map((v, i) => (v ? -1 : i)).filter((i) => i >= 0);
    const [corner, centre, both] = [open[0], open[1], open[2]];
    await clickCell(page, corner);
    await press(page, 'Shift+Digit1');
    await press(page, 'Shift+Digit2');
    await clickCell(page, centre);
    await click(page, 'mode-centre');
    assert((await playState(page)).entryMode === 'centre', 'the Centre button did not switch to centre marks');
    await press(page, '5');
    await click(page, 'mode-digit');
    await clickCell(page, both);
    await press(page, 'Control+Digit3');
    await press(page, 'Shift+Digit9');
    await page.mouse.move(5, 795);
    const state = await playState(page);
    assert(state.marks[corner] === '12' && state.centreMarks[corner] === '', `corner cell: ${state.marks[corner]} / ${state.centreMarks[corner]}`);
    assert(state.centreMarks[centre] === '5' && state.marks[centre] === '', `centre cell: ${state.marks[centre]} / ${state.centreMarks[centre]}`);
    assert(state.centreMarks[both] === '3' && state.marks[both] === '9', `both: ${state.marks[both]} / ${state.centreMarks[both]}`);
    // Select a given far away, so no highlight sits behind the three cells.
    await clickCell(page, 80);
    const image = await shot(page);
    const board = await boardOf(page);
    const TL = [0.05, 0.05, 0.38, 0.38], TR = [0.62, 0.05, 0.95, 0.38], MID = [0.35, 0.35, 0.65, 0.65];
    const BL = [0.05, 0.62, 0.38, 0.95];
    const c = {
      cornerTL: count(image, board, corner, MARK_TEXT, TL), cornerTR: count(image, board, corner, MARK_TEXT, TR),
      cornerMid: count(image, board, corner, MARK_TEXT, MID), cornerBL: count(image, board, corner, MARK_TEXT, BL),
      centreMid: count(image, board, centre, MARK_TEXT, MID), centreTL: count(image, board, centre, MARK_TEXT, TL),
      centreTR: count(image, board, centre, MARK_TEXT, TR), bothTL: count(image, board, both, MARK_TEXT, TL),
      bothMid: count(image, board, both, MARK_TEXT, MID),
    };
    // Corner marks 1 and 2: the first two corner slots (top left, top right); nothing in the middle.
    assert(c.cornerTL > 3 && c.cornerTR > 3 && c.cornerMid === 0 && c.cornerBL === 0, `corner cell pixels ${JSON.stringify(c)}`);
    // A centre mark: in the middle, nothing in the corners.
    assert(c.centreMid > 3 && c.centreTL === 0 && c.centreTR === 0, `centre cell pixels ${JSON.stringify(c)}`);
    assert(c.bothTL > 3 && c.bothMid > 3, `corner 9 and centre 3 in one cell: ${JSON.stringify(c)}`);
    // For the picture in docs: two colours (one on a given) and the selection back on r9c9.
    await clickCell(page, 2);
    await click(page, 'mode-colour');
    await press(page, '2');
    await clickCell(page, 19);
    await press(page, '6');
    await click(page, 'mode-digit');
    await clickCell(page, 80);
    await page.mouse.move(5, 795);
    await frames(page, 2);
    const path = join(artifacts, 'app-marks.png');
    await page.screenshot({ path });
    if (process.env.SUDOLAB_UPDATE_DOCS === '1') await copyFile(path, join(root, 'docs', 'app-marks.png'));
    assert(page.errors.length === 0, page.errors.join('; '));
    await page.close();
    return `mark pixels ${JSON.stringify(c)}`;
  });

  test('features, colours: Colour mode paints the selected cell (pixels), the colour survives a reload, Delete takes it off', async ({ context }) => {
    const page = await openApp(context, PUZZLE);
    const open = valuesOfLine(PUZZLE).indexOf(0, 10);
    const given = 2;  // r1c3 holds a 3
    await clickCell(page, open);
    await click(page, 'mode-colour');
    await click(page, 'pad-2');  // sky blue
    await clickCell(page, given);
    await press(page, '4');      // yellow on a given, from the keyboard
    await clickCell(page, 80);
    await page.mouse.move(5, 795);
    let state = await playState(page);
    assert(state.colours[open] === '2' && state.colours[given] === '4', `colours ${state.colours[open]} ${state.colours[given]}`);
    let image = await shot(page);
    let board = await boardOf(page);
    const blue = count(image, board, open, cellColour(1)), yellow = count(image, board, given, cellColour(3));
    const area = (board.cell * 0.8) ** 2;
    assert(blue > area * 0.5 && yellow > area * 0.3, `painted pixels: blue ${blue}, yellow ${yellow} of ${area.toFixed(0)}`);
    await page.reload();
    await waitForApp(page);
    await frames(page, 3);
    state = await playState(page);
    image = await shot(page);
    board = await boardOf(page);
    const blueAfter = count(image, board, open, cellColour(1));
    assert(state.colours[open] === '2' && state.colours[given] === '4' && blueAfter > area * 0.5,
      `after reload: colours ${state.colours[open]} ${state.colours[given]}, blue pixels ${blueAfter}`);
    await clickCell(page, open);
    await click(page, 'mode-colour');
    await press(page, 'Delete');
    assert((await playState(page)).colours[open] === '', 'Delete in colour mode left the colour');
    await press(page, 'Control+z');
    assert((await playState(page)).colours[open] === '2', 'Ctrl+Z did not bring the colour back');
    await page.close();
    return `blue ${blue} px, yellow ${yellow} px, after reload ${blueAfter} px`;
  });

  test('features, multi-select: a mouse drag, Ctrl+click and Shift+arrows select cells; one digit fills them all as one undo step', async ({ context }) => {
    const page = await openApp(context, PUZZLE);
    const board = await boardOf(page);
    // Row 5 (cells 37-43) is open but for 36 and 44: drag from r5c2 to r5c4, then Ctrl+click r5c6.
    const from = centreOf(board, 37), to = centreOf(board, 39);
    await page.mouse.move(from.x, from.y);
    await frames(page, 1);
    await page.mouse.down();
    await frames(page, 1);
    for (let i = 1; i <= 4; i++) {
      await page.mouse.move(from.x + (to.x - from.x) * i / 4, from.y);
      await frames(page, 1);
    }
    await page.mouse.up();
    await frames(page, 1);
    await page.keyboard.down('Control');
    const extra = centreOf(board, 41);
    await clickAt(page, extra.x, extra.y);
    await page.keyboard.up('Control');
    let state = await playState(page);
    assert(JSON.stringify([...state.selection].sort((a, b) => a - b)) === '[37,38,39,41]', `selection ${state.selection}`);
    const depth = state.undoDepth;
    await press(page, '7');
    state = await playState(page);
    const sevens = [37, 38, 39, 41].filter((c) => state.entries[c] === '7').length;
    assert(sevens === 4 && state.undoDepth === depth + 1, `after 7: ${sevens} sevens, undo depth ${depth} -> ${state.undoDepth}`);
    await press(page, 'Control+z');
    state = await playState(page);
    assert([37, 38, 39, 41].every((c) => state.entries[c] === '.'), 'one Ctrl+Z did not take all four back');
    // Shift+arrows from r3c1 (open, as are r3c2 and r4c2): right, then down.
    await clickCell(page, 18);
    await press(page, 'Shift+ArrowRight');
    await press(page, 'Shift+ArrowDown');
    state = await playState(page);
    assert(JSON.stringify(state.selection) === '[18,19,28]', `Shift+arrows: selection ${state.selection}`);
    await press(page, 'Shift+Digit8');
    state = await playState(page);
    assert([18, 19, 28].every((c) => state.marks[c] === '8'), `corner 8 in three cells: ${[18, 19, 28].map((c) => state.marks[c])}`);
    await page.close();
    return 'drag + Ctrl+click: 4 cells, one 7 each, one undo step; Shift+arrows: 3 cells marked';
  });

  test('features, multi-select by touch: a finger dragged along a row on a phone selects it; the pad fills it in one step', async ({ contextWith }) => {
    const context = await contextWith(PHONE);
    const page = await openApp(context, PUZZLE);
    const board = await boardOf(page);
    const from = centreOf(board, 37), to = centreOf(board, 39);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [from] });
    await frames(page, 1);
    for (let i = 1; i <= 6; i++) {
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: from.x + (to.x - from.x) * i / 6, y: from.y }] });
      await frames(page, 1);
    }
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await frames(page, 3);
    await cdp.detach();
    let state = await playState(page);
    assert(JSON.stringify(state.selection) === '[37,38,39]', `finger selection ${state.selection}`);
    assert((await layout(page)).sidebar.scrollY === 0, 'the drag on the board scrolled the page');
    const depth = state.undoDepth;
    await click(page, { id: 'pad-2', kind: 'button' }, { touch: true });
    state = await playState(page);
    assert([37, 38, 39].every((c) => state.entries[c] === '2') && state.undoDepth === depth + 1,
      `pad 2 on three cells: ${[37, 38, 39].map((c) => state.entries[c])}, depth ${state.undoDepth}`);
    // The same three cells painted with the pad in colour mode, then a corner and a centre mark elsewhere.
    await click(page, { id: 'mode-colour', kind: 'button' }, { touch: true });
    await click(page, { id: 'pad-2', kind: 'button' }, { touch: true });
    assert((await playState(page)).colours[38] === '2', 'the colour key did not paint the selection');
    await clickCell(page, 41, { touch: true });
    await click(page, { id: 'mode-corner', kind: 'button' }, { touch: true });
    await click(page, { id: 'pad-1', kind: 'button' }, { touch: true });
    await click(page, { id: 'pad-5', kind: 'button' }, { touch: true });
    await click(page, { id: 'mode-centre', kind: 'button' }, { touch: true });
    await clickCell(page, 42, { touch: true });
    await click(page, { id: 'pad-4', kind: 'button' }, { touch: true });
    await click(page, { id: 'pad-6', kind: 'button' }, { touch: true });
    state = await playState(page);
    assert(state.marks[41] === '15' && state.centreMarks[42] === '46', `phone marks ${state.marks[41]} / ${state.centreMarks[42]}`);
    // Back to the top with a swipe beside the board (a swipe on the board selects cells).
    for (let i = 0; i < 2; i++) await swipe(page, { x: 386, y: 200 }, { x: 386, y: 800 });
    await page.screenshot({ path: join(artifacts, 'app-marks-phone.png') });
    await context.close();
    return 'three cells by one finger, one undo step';
  });

  test('features, settings: each one changes what is drawn or done, and they survive a reload', async ({ context }) => {
    const page = await openApp(context, PUZZLE);
    const values = valuesOfLine(PUZZLE);
    let board = await boardOf(page);
    const results = {};
    // Highlight row/column/box (on by default): r5c5 selected lights its peers.
    [results.housesOn, results.housesOff] =
      await colourAroundToggle(page, board, 'Highlight row, column, box', { select: 40, cell: 41, colour: PEER_CELL });
    assert(results.housesOn > 100 && results.housesOff === 0, `houses highlight ${results.housesOn} -> ${results.housesOff}`);
    // Highlight same digits (on by default): a given 3 selected lights the other 3s.
    const threes = values.map((v, i) => (v === 3 ? i : -1)).filter((i) => i >= 0);
    [results.sameOn, results.sameOff] = await colourAroundToggle(page, board, 'Highlight same digits',
      { select: threes[0], cell: threes[3], colour: SAME_DIGIT_CELL });
    assert(results.sameOn > 100 && results.sameOff === 0, `same digits ${results.sameOn} -> ${results.sameOff}`);
    // Show conflicts (on): a 2 typed in r1c1 repeats r1c5's 2 and turns red; off, it does not.
    await clickCell(page, 0);
    await press(page, '2');
    [results.conflictOn, results.conflictOff] =
      await colourAroundToggle(page, board, 'Show conflicts', { select: 80, cell: 0, colour: CONFLICT_CELL });
    assert(results.conflictOn > 100 && results.conflictOff === 0, `conflict ${results.conflictOn} -> ${results.conflictOff}`);
    // Show mistakes (off): a 5 in r1c1 clashes with nothing but is wrong (the solution has 4); on, red at once.
    await clickCell(page, 0);
    await press(page, '5');
    [results.mistakeOff, results.mistakeOn] =
      await colourAroundToggle(page, board, 'Show mistakes', { select: 80, cell: 0, colour: CONFLICT_CELL });
    assert(results.mistakeOff === 0 && results.mistakeOn > 100, `mistake ${results.mistakeOff} -> ${results.mistakeOn}`);
    // Auto-remove pencil marks (on): turned off, a 7 placed in r1c2 leaves r1c4's corner 7.
    await clickCell(page, 3);
    await press(page, 'Shift+Digit7');
    await toggleSetting(page, 'Auto-remove pencil marks');
    await clickCell(page, 1);
    await press(page, '7');
    assert((await playState(page)).marks[3] === '7', 'with auto-remove off, placing 7 in r1c2 removed r1c4\'s mark');
    const chosen = (await playState(page)).settings;
    // Reload: the settings come back and still act (no row/column/box highlight, mistakes shown).
    await page.reload();
    await waitForApp(page);
    await page.waitForFunction(() => Module.appPlayState().solvability.verdict === 'unique', null, { timeout: 10000 });
    board = await boardOf(page);
    const after = (await playState(page)).settings;
    assert(JSON.stringify(after) === JSON.stringify(chosen), `settings after reload ${JSON.stringify(after)} vs ${JSON.stringify(chosen)}`);
    await clickCell(page, 40);
    await page.mouse.move(5, 795);
    const image = await shot(page);
    results.housesAfterReload = count(image, board, 41, PEER_CELL);
    results.mistakeAfterReload = count(image, board, 0, CONFLICT_CELL);
    assert(results.housesAfterReload === 0 && results.mistakeAfterReload > 100, `after reload ${JSON.stringify(results)}`);
    await page.close();
    return JSON.stringify(results);
  });

  test('features, settings: with storage switched off they still apply and the page says they will not be remembered', async ({ browser, baseUrl }) => {
    // A context of its own: its init script (storage switched off) would outlive the test in a reused one.
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    await context.addInitScript(() => {
      Storage.prototype.setItem = function () { throw new DOMException('storage is off', 'SecurityError'); };
    });
    const page = await context.newPage();
    await page.goto(`${baseUrl}#${PUZZLE}`);
    await waitForApp(page);
    await toggleSetting(page, 'Highlight row, column, box');
    const state = await playState(page);
    assert(!state.settings.highlightHouses, 'the setting did not apply');
    assert(/not remembered/.test(state.settingsProblem), `problem: '${state.settingsProblem}'`);
    const shown = (await appState(page)).layout['settings-problem'];
    assert(shown && shown.height > 0, 'the settings section does not say they are not remembered');
    await context.close();
    return state.settingsProblem;
  });

  test('features, hint: applying a pointing pair over the player\'s marks changes only the cells it eliminates from', async ({ context }) => {
    const page = await openApp(context, `p=${encodePuzzle(3, valuesOfLine(COLY013))}&a=dlx&s=1`);
    await page.waitForFunction(() => Module.appHint().grade.finished, null, { timeout: 10000 });
    // The player's marks in r9c1 (its candidates 1 2 3 6, found by hand) and a colour in r5c5.
    const far = 72;
    await clickCell(page, far);
    for (const d of [1, 2, 3, 6]) await press(page, `Shift+Digit${d}`);
    await clickCell(page, 40);
    await click(page, 'mode-colour');
    await press(page, '3');
    await click(page, 'mode-digit');
    const before = await playState(page);
    const shown = await hintToStep(page);
    assert(shown.shown && shown.hint.technique === 'pointing', `hint: ${JSON.stringify(shown.hint)}`);
    // The tooltip of the Hint button sits above it, off the sentence.
    await page.mouse.move(5, 795);
    await press(page, 'F2');
    const after = await playState(page);
    const touched = new Set(shown.hint.eliminations.map((e) => e.cell));
    const changed = [];
    for (let cell = 0; cell < 81; cell++) {
      const same = after.marks[cell] === before.marks[cell] && after.centreMarks[cell] === before.centreMarks[cell] &&
        after.colours[cell] === before.colours[cell];
      if (!same && !touched.has(cell)) changed.push(cell);
    }
    assert(changed.length === 0, `cells outside the step changed: ${changed}`);
    assert(after.marks[far] === '1236' && after.colours[40] === '3', `player's marks ${after.marks[far]}, colour ${after.colours[40]}`);
    assert(after.undoDepth === before.undoDepth + 1, 'the hint was not one undo step');
    await page.close();
    return `eliminated in ${[...touched].length} cells; nothing else changed`;
  });

  test('features, hint: the Hint button\'s tooltip does not cover the hint sentence', async ({ context }) => {
    const page = await openApp(context, `p=${encodePuzzle(3, valuesOfLine(COLY013))}&a=dlx&s=1`);
    await page.waitForFunction(() => Module.appHint().grade.finished, null, { timeout: 10000 });
    await press(page, 'F2');
    const hint = await waitForWidget(page, { id: 'hint', kind: 'button' });
    await page.mouse.move(hint.x + hint.w / 2, hint.y + hint.h / 2);
    await frames(page, 3);
    const tip = (await layout(page)).widgets.find((w) => w.kind === 'tooltip' && w.label.startsWith('F2.'));
    const rect = (await appState(page)).layout['hint-sentence'];
    assert(tip, 'no tooltip over the Hint button');
    assert(rect, 'no hint sentence on screen');
    const sentence = { x: rect.x, y: rect.y, w: rect.width, h: rect.height };
    const overlap = tip.x < sentence.x + sentence.w && sentence.x < tip.x + tip.w && tip.y < sentence.y + sentence.h && sentence.y < tip.y + tip.h;
    assert(!overlap, `tooltip ${JSON.stringify(tip)} covers the sentence ${JSON.stringify(sentence)}`);
    await page.close();
    return `tooltip at y ${tip.y.toFixed(0)}-${(tip.y + tip.h).toFixed(0)}, sentence at ${sentence.y.toFixed(0)}`;
  });

  // The puzzle goes in as a person would enter a long one: most of it pasted with Ctrl+V (text put in
  // the clipboard beforehand), the last row typed key by key. Typing all 256 characters drew hundreds of
  // 16x16 frames in software GL; the typed row still holds hex letters (F, 1, 3, ..., B, D).
  test('features, paste: a hexadecimal 0-F 16x16 puzzle pasted and typed in is read as one; a stray letter is explained with line and column', async ({ context }) => {
    const page = await openApp(context, PUZZLE);
    // A valid 16x16 grid (value (4r + r/4 + c) mod 16 + 1), every other cell kept, in hex digits 0-F.
    const symbols = '123456789ABCDEFG';
    let hex = '', expected = '';
    for (let cell = 0; cell < 256; cell++) {
      const r = Math.floor(cell / 16), c = cell % 16;
      const value = (4 * r + Math.floor(r / 4) + c) % 16 + 1;
      const keep = cell % 2 === 0;
      hex += keep ? (value - 1).toString(16).toUpperCase() : '.';
      expected += keep ? symbols[value - 1] : '.';
    }
    const pasted = hex.slice(0, 240), typed = hex.slice(240);
    await page.evaluate((text) => navigator.clipboard.writeText(text), pasted);
    await openOwnPuzzle(page);
    await click(page, { id: 'paste' });
    await press(page, 'Control+A');
    await press(page, 'Control+V');
    await page.keyboard.type(typed);
    await click(page, { label: 'Load' });
    let state = await appState(page);
    assert(state.puzzle === expected, `read as ${state.puzzle.slice(0, 32)}..., expected ${expected.slice(0, 32)}...`);
    assert(/Read as a hexadecimal puzzle/.test(state.notice) && !state.lastError, `notice '${state.notice}' error '${state.lastError}'`);
    // A 9x9 line with an 'x' in column 41, pasted.
    const line = `${PUZZLE.slice(0, 40)}x${PUZZLE.slice(41)}`;
    await page.evaluate((text) => navigator.clipboard.writeText(text), line);
    await click(page, { id: 'paste' });
    await press(page, 'Control+A');
    await press(page, 'Control+V');
    await click(page, { label: 'Load' });
    state = await appState(page);
    assert(/line 1, column 41: 'x' is not a digit of a 9x9 puzzle, which uses 1-9/.test(state.lastError), `error '${state.lastError}'`);
    assert(state.puzzle === expected, 'the refused paste changed the puzzle');
    await page.close();
    return `hex read (notice "${state.notice.slice(0, 40)}..."); error "${state.lastError.slice(0, 80)}"`;
  });
}
