// Candidate colouring (issue 26's Missing list: "cell and candidate colouring"), played as a person does:
// in Colour mode the colour key last pressed is the pen; Shift+digit on the keyboard, or a click or a tap
// on a pencil mark, paints that candidate with it. Checked by the screenshot's pixels (the mark's backdrop
// in its colour, no other mark or cell painted), undone by Ctrl+Z, kept by a reload and by the progress
// link. The JS API only reads state (appPlayState, appLayout).
import { join } from 'node:path';
import { assert, decodePng, waitForApp } from './harness.mjs';
import { click, clickAt, clickCell, frames, layout, tapAt } from './input.mjs';

// Issue 26's example: r1c1 and r1c2 are open.
const PUZZLE = '003020600900305001001806400008102900700000008006708200002609500800203009005010300';
const SKY_BLUE = [86, 180, 233];
const YELLOW = [240, 228, 66];
// Where the first two corner marks sit in a cell (SudokuPad's order: top-left, then top-right).
const SLOT_TOP_LEFT = [0.2, 0.2], SLOT_TOP_RIGHT = [0.8, 0.2];

const playState = (page) => page.evaluate(() => Module.appPlayState());

async function press(page, keys) {
  await page.keyboard.press(keys);
  await frames(page, 2);
}

async function boardOf(page) {
  const board = (await layout(page)).board;
  board.viewportWidth = page.viewportSize().width;
  return board;
}

/// A point of a cell on screen at fractions (fx, fy) of it.
function pointIn(board, cell, [fx, fy]) {
  return { x: board.gridX + (cell % board.size + fx) * board.cell, y: board.gridY + (Math.floor(cell / board.size) + fy) * board.cell };
}

/// Pixels within 24 of `colour` in a square of a sixth of a cell around the point (fx, fy) of `cell`.
function pixelsNear(image, board, cell, slot, colour) {
  const scale = image.width / board.viewportWidth;
  const { x, y } = pointIn(board, cell, slot);
  const half = board.cell / 6;
  let n = 0;
  for (let py = Math.round((y - half) * scale); py < (y + half) * scale; py++) {
    for (let px = Math.round((x - half) * scale); px < (x + half) * scale; px++) {
      const i = (py * image.width + px) * image.channels;
      if (colour.every((v, k) => Math.abs(image.pixels[i + k] - v) <= 24)) n++;
    }
  }
  return n;
}

async function shot(page, path) {
  await frames(page, 2);
  return decodePng(await page.screenshot(path ? { path } : {}));
}

export default function register({ test, openApp, artifacts }) {
  test('candidate colours: Shift+digit and a click on a mark paint it with the pen (pixels); Ctrl+Z, a reload and the progress link', async ({ context, contextWith }) => {
    const page = await openApp(context, PUZZLE);
    await clickCell(page, 0);
    await press(page, 'Shift+Digit5');
    await press(page, 'Shift+Digit7');
    await clickCell(page, 1);
    await press(page, 'Shift+Digit5');  // a control: the same mark, never painted
    await click(page, 'mode-colour');
    await press(page, 'Escape');  // no cell selected: the colour key only picks the pen
    await press(page, '2');
    let state = await playState(page);
    assert(state.penColour === 2 && state.colours[0] === '' && state.colours[1] === '', `pen ${state.penColour}, cells ${state.colours[0]} ${state.colours[1]}`);
    await clickCell(page, 0);
    await press(page, 'Shift+Digit5');
    state = await playState(page);
    assert(state.markColours[0] === '5:2' && state.marks[0] === '57' && state.colours[0] === '', `after Shift+5: '${state.markColours[0]}', marks ${state.marks[0]}`);
    // The mouse on the 7 (top-right slot) paints it too.
    const board = await boardOf(page);
    const seven = pointIn(board, 0, SLOT_TOP_RIGHT);
    await clickAt(page, seven.x, seven.y);
    await page.mouse.move(5, 795);
    state = await playState(page);
    assert(state.markColours[0] === '5:2 7:2', `after a click on the 7: '${state.markColours[0]}'`);
    let image = await shot(page, join(artifacts, 'candidate-colours.png'));
    const five = pixelsNear(image, board, 0, SLOT_TOP_LEFT, SKY_BLUE), sevenPx = pixelsNear(image, board, 0, SLOT_TOP_RIGHT, SKY_BLUE);
    const control = pixelsNear(image, board, 1, SLOT_TOP_LEFT, SKY_BLUE), middle = pixelsNear(image, board, 0, [0.5, 0.6], SKY_BLUE);
    assert(five >= 20 && sevenPx >= 20 && control === 0 && middle === 0,
      `sky-blue pixels: the 5 ${five}, the 7 ${sevenPx}, r1c2's uncoloured 5 ${control}, r1c1's middle ${middle}`);
    // Ctrl+Z takes the click's colour off, and only it.
    await press(page, 'Control+z');
    state = await playState(page);
    image = await shot(page);
    const sevenAfterUndo = pixelsNear(image, board, 0, SLOT_TOP_RIGHT, SKY_BLUE);
    assert(state.markColours[0] === '5:2' && sevenAfterUndo === 0, `after Ctrl+Z: '${state.markColours[0]}', the 7 has ${sevenAfterUndo} sky-blue pixels`);
    // A reload keeps it (saved game), drawn again.
    await page.reload();
    await waitForApp(page);
    await frames(page, 3);
    state = await playState(page);
    image = await shot(page);
    const fiveAfterReload = pixelsNear(image, board, 0, SLOT_TOP_LEFT, SKY_BLUE);
    assert(state.markColours[0] === '5:2' && fiveAfterReload >= 20, `after a reload: '${state.markColours[0]}', ${fiveAfterReload} px`);
    // The progress link carries it to another browser (a context of the suite's pool whose storage was
    // cleared: no saved game there).
    const link = state.progressLink;
    const other = await contextWith({ viewport: { width: 1280, height: 800 } });
    try {
      const elsewhere = await openApp(other, link.replace(/^#/, ''));
      const there = await elsewhere.evaluate(() => Module.appPlayState());
      assert(there.markColours[0] === '5:2' && there.marks[0] === '57', `through the progress link: '${there.markColours[0]}'`);
    } finally {
      await other.close();
    }
    await page.close();
    return `the 5 ${five} px and the 7 ${sevenPx} px sky blue, r1c2's 5 ${control}; after a reload ${fiveAfterReload} px; link ${link.length} characters`;
  });

  test('candidate colours by touch: a tap on a mark in Colour mode paints it with the colour key last tapped', async ({ contextWith }) => {
    const context = await contextWith({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, hasTouch: true, isMobile: true });
    try {
      const page = await openApp(context, PUZZLE);
      const board = await boardOf(page);
      const r1c1 = pointIn(board, 0, [0.5, 0.5]);
      await tapAt(page, r1c1.x, r1c1.y);
      await click(page, 'mode-corner', { touch: true });
      await click(page, 'pad-5', { touch: true });
      await click(page, 'mode-colour', { touch: true });
      await click(page, 'pad-4', { touch: true });  // paints r1c1 yellow and picks the pen...
      await click(page, 'pad-4', { touch: true });  // ...the same key again takes the cell's colour off
      let state = await playState(page);
      assert(state.penColour === 4 && state.colours[0] === '', `pen ${state.penColour}, r1c1 colours '${state.colours[0]}'`);
      // Where the board is now (the taps on the pad may have scrolled the page).
      const now = await boardOf(page);
      const five = pointIn(now, 0, SLOT_TOP_LEFT);
      assert(five.y > 0 && five.y < 844, `r1c1's 5 is off the screen (y ${five.y.toFixed(0)})`);
      await tapAt(page, five.x, five.y);
      state = await playState(page);
      assert(state.markColours[0] === '5:4', `after the tap on the 5: '${state.markColours[0]}'`);
      const image = await shot(page, join(artifacts, 'candidate-colours-phone.png'));
      const yellow = pixelsNear(image, now, 0, SLOT_TOP_LEFT, YELLOW);
      assert(yellow >= 20, `the tapped 5 has ${yellow} yellow pixels`);
      return `a tap painted the 5 (${yellow} yellow pixels at devicePixelRatio 2)`;
    } finally {
      await context.close();
    }
  });
}
