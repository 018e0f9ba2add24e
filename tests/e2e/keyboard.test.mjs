// Keyboard-only play and the board a screen reader gets (issue 26, F5): no mouse in these tests. The
// page opens with the keyboard on the board (r1c1 selected, the hidden DOM grid's cell focused), arrows
// and digits play a game to the end, Tab reaches the page's buttons, and the accessibility tree holds a
// named gridcell per cell that follows every change. The JS API is only read.
import { join } from 'node:path';
import { assert } from './harness.mjs';
import { frames } from './input.mjs';

// The puzzle and its unique solution; the link gives all but four cells.
const SOLUTION = '483921657967345821251876493548132976729564138136798245372689514814253769695417382';
const OPEN_CELLS = [0, 1, 40, 80];
const NEARLY_SOLVED = [...SOLUTION].map((digit, cell) => (OPEN_CELLS.includes(cell) ? '.' : digit)).join('');

const playState = (page) => page.evaluate(() => Module.appPlayState());
const focusedName = (page) => page.evaluate(() => {
  const active = document.activeElement;
  return active ? `${active.getAttribute('role') || active.tagName.toLowerCase()}: ${active.getAttribute('aria-label') || active.textContent}` : '';
});

async function press(page, key, times = 1) {
  for (let i = 0; i < times; i++) await page.keyboard.press(key);
  await frames(page, 2);
}

/// Waits until the focused element's role and name read `expected`.
async function waitForFocus(page, expected) {
  const deadline = Date.now() + 5000;
  let seen = '';
  while (Date.now() < deadline) {
    seen = await focusedName(page);
    if (seen === expected) return;
    await frames(page, 1);
  }
  throw new Error(`focus on "${seen}", expected "${expected}"`);
}

export default function register({ test, openApp, artifacts }) {
  test('keyboard: a game from load to solved with keys only; focus follows the selection', async ({ context }) => {
    const page = await openApp(context, NEARLY_SOLVED);
    // No click: the board has the keyboard at load, r1c1 selected.
    await waitForFocus(page, 'gridcell: row 1, column 1, empty');
    await press(page, '4');
    await waitForFocus(page, 'gridcell: row 1, column 1, 4');
    await press(page, 'ArrowRight');
    await waitForFocus(page, 'gridcell: row 1, column 2, empty');
    await press(page, '8');
    await press(page, 'ArrowDown', 4);
    await press(page, 'ArrowRight', 3);
    await waitForFocus(page, 'gridcell: row 5, column 5, empty');
    // A wrong digit, taken back with Ctrl+Z, then the right one.
    await press(page, '1');
    await waitForFocus(page, 'gridcell: row 5, column 5, 1');
    await press(page, 'Control+z');
    await waitForFocus(page, 'gridcell: row 5, column 5, empty');
    await press(page, '6');
    await press(page, 'ArrowDown', 4);
    await press(page, 'ArrowRight', 4);
    await waitForFocus(page, 'gridcell: row 9, column 9, empty');
    // Pencil marks with Space, then the entry.
    await press(page, 'Space');
    await press(page, '2');
    await press(page, '7');
    await waitForFocus(page, 'gridcell: row 9, column 9, empty, marks 2 7');
    // Space cycles the modes: corner (above), centre, colour, then digits again.
    await press(page, 'Space');
    await press(page, 'Space');
    await press(page, 'Space');
    await press(page, '2');
    await waitForFocus(page, 'gridcell: row 9, column 9, 2');
    await page.waitForFunction(() => Module.appPlayState().playerSolved, null, { timeout: 5000 });
    const state = await playState(page);
    assert(state.board === SOLUTION, `board ${state.board}`);
    // Time in a frame while a person plays (no solver ran): measured, reported, not asserted (bench figure).
    const playing = (await page.evaluate(() => Module.frameStats())).workMs;
    if (context.report) context.report.framesPlaying = playing;
    await page.screenshot({ path: join(artifacts, 'keyboard-solved.png') });
    await page.close();
    return 'solved with 4 digits, 15 arrows, Ctrl+Z, Space (4 mode changes) and 2 marks; focus named each cell on the way; ' +
           `time in a frame while playing: ${playing.count} frames, median ${playing.median.toFixed(1)} ms, p95 ${playing.p95.toFixed(1)} ms`;
  });

  test('keyboard: Tab leaves the board for the page\'s buttons; Enter there presses the button, not the app\'s Step', async ({ context }) => {
    const page = await openApp(context, NEARLY_SOLVED);
    await waitForFocus(page, 'gridcell: row 1, column 1, empty');
    await press(page, '5');  // wrong (the solution has 4)
    await press(page, 'Tab');
    await waitForFocus(page, 'button: Undo');
    const bar = await page.evaluate(() => document.getElementById('page-controls').getBoundingClientRect().height);
    assert(bar >= 44, `the focused toolbar is ${bar} px high (hidden?)`);
    await page.screenshot({ path: join(artifacts, 'keyboard-toolbar.png') });
    await press(page, 'Tab', 3);
    await waitForFocus(page, 'button: Check');
    const before = (await page.evaluate(() => Module.appState())).status;
    await press(page, 'Enter');
    await page.waitForFunction(() => Module.appPlayState().wrongCells.length === 1, null, { timeout: 5000 });
    let state = await playState(page);
    assert(state.wrongCells[0] === 0, `wrong cells ${state.wrongCells}`);
    assert((await page.evaluate(() => Module.appState())).status === before, 'Enter on Check also stepped a solver');
    // The wrong entry is named so in the grid.
    assert(await page.getByRole('gridcell', { name: 'row 1, column 1, 5, wrong' }).count() === 1, 'no cell named wrong');
    // Space on the pencil button presses it (aria-pressed follows the app), and types no mark.
    await press(page, 'Shift+Tab');
    await waitForFocus(page, 'button: Pencil marks');
    await press(page, 'Space');
    await page.waitForFunction(() => document.querySelector('[data-control="pencil"]').getAttribute('aria-pressed') === 'true', null, { timeout: 5000 });
    state = await playState(page);
    assert(state.pencilMode, 'pencil mode not on after the button');
    // Shift+Tab back to the board: the keyboard plays there again.
    await press(page, 'Shift+Tab', 3);
    await waitForFocus(page, 'gridcell: row 1, column 1, 5, wrong');
    await press(page, 'Delete');
    await waitForFocus(page, 'gridcell: row 1, column 1, empty');
    await page.close();
  });

  test('keyboard: every play button has a key (Alt+C checks, Alt+A fills marks, ? lists the keys)', async ({ context }) => {
    const page = await openApp(context, NEARLY_SOLVED);
    await waitForFocus(page, 'gridcell: row 1, column 1, empty');
    await press(page, '9');
    await press(page, 'Alt+c');
    await page.waitForFunction(() => Module.appPlayState().wrongCells.length === 1, null, { timeout: 5000 });
    let state = await playState(page);
    assert(state.entries[0] === '9', `Alt+C typed into the board: ${state.entries.slice(0, 9)}`);
    await press(page, 'Delete');
    await press(page, 'Alt+a');
    state = await playState(page);
    assert(state.marks[1] === '8' && state.marks[40] === '6', `auto-filled marks r1c2 "${state.marks[1]}", r5c5 "${state.marks[40]}"`);
    await press(page, '?');
    assert((await playState(page)).helpShown, '? did not open the key list');
    await page.screenshot({ path: join(artifacts, 'keyboard-help.png') });
    await press(page, 'Escape');
    assert(!(await playState(page)).helpShown, 'Escape did not close the key list');
    await page.close();
  });

  test('screen reader: the accessibility tree holds a grid with a named gridcell per cell, kept in sync', async ({ context }) => {
    const page = await openApp(context, '003020600900305001001806400008102900700000008006708200002609500800203009005010300');
    await waitForFocus(page, 'gridcell: row 1, column 1, empty');
    const grid = page.getByRole('grid', { name: /Sudoku board, 9 by 9/ });
    assert(await grid.count() === 1, 'no grid named "Sudoku board" in the accessibility tree');
    assert(await page.getByRole('row').count() === 9, 'not 9 rows');
    assert(await page.getByRole('gridcell').count() === 81, `${await page.getByRole('gridcell').count()} gridcells`);
    assert(await page.getByRole('gridcell', { name: 'row 1, column 3, 3, given' }).count() === 1, 'r1c3 not named "3, given"');
    assert(await page.getByRole('gridcell', { name: 'row 9, column 7, 3, given' }).count() === 1, 'r9c7 not named "3, given"');
    // Every cell has a name of its own.
    const names = await page.getByRole('gridcell').evaluateAll((cells) => cells.map((c) => c.getAttribute('aria-label')));
    assert(new Set(names).size === 81 && names.every((n) => /^row \d, column \d, /.test(n)), 'unnamed or repeated cells');
    // The tree a screen reader reads (CDP), not only the DOM: named gridcells, and the canvas is not in it.
    const client = await page.context().newCDPSession(page);
    const { nodes } = await client.send('Accessibility.getFullAXTree');
    const axCells = nodes.filter((n) => n.role && n.role.value === 'gridcell' && n.name && n.name.value);
    assert(axCells.length === 81, `${axCells.length} named gridcells in the accessibility tree`);
    await press(page, '7');
    await page.getByRole('gridcell', { name: 'row 1, column 1, 7' }).waitFor({ state: 'attached', timeout: 5000 });
    await press(page, 'Control+z');
    await page.getByRole('gridcell', { name: 'row 1, column 1, empty' }).waitFor({ state: 'attached', timeout: 5000 });
    await page.close();
    return `81 named gridcells (CDP tree), e.g. "${names[2]}"`;
  });
}
