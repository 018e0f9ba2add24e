// The player's page (issue 26), driven as a person plays: real mouse clicks and keys, a reload, the
// browser's Back, storage that is full. The JS API is only read (appState, appPlayState, appHint,
// appLayout); outputs are checked by content (the exported PNG's pixels, the board after a reload).
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { appState, assert, decodePng, encodePuzzle, valuesOfLine } from './harness.mjs';
import { click, clickCell, frames, layout, openOwnPuzzle, pickFromCombo, waitForWidget } from './input.mjs';

// The example: its unique solution has 4 in r1c1; a 5 there clashes with no peer.
const PUZZLE = '003020600900305001001806400008102900700000008006708200002609500800203009005010300';
const LINK = `#${PUZZLE}`;
const GIVEN_TEXT = [245, 246, 250];

// A board with four open cells (r1c1, r1c2, r5c5, r9c9) and its solution, for a game finished in a few keys.
const SOLUTION = '483921657967345821251876493548132976729564138136798245372689514814253769695417382';
const FOUR_OPEN = [0, 1, 40, 80];
const NEARLY_SOLVED = [...SOLUTION].map((digit, cell) => (FOUR_OPEN.includes(cell) ? '.' : digit)).join('');

const playState = (page) => page.evaluate(() => Module.appPlayState());
const hintState = (page) => page.evaluate(() => Module.appHint());

async function press(page, keys) {
  await page.keyboard.press(keys);
  await frames(page, 2);
}

/// Clicks a cell and types `keys` into it.
async function typeInCell(page, cell, keys) {
  await clickCell(page, cell);
  await page.waitForFunction((c) => Module.appState().selectedCell === c, cell, { timeout: 5000 });
  await press(page, keys);
}

const near = (image, i, colour, tolerance = 24) =>
  colour.every((v, k) => Math.abs(image.pixels[i + k] - v) <= tolerance);

/// Pixels near `colour` in the inner 70 % of a cell of `image`, whose top-left is (originX, originY).
function cellCount(image, originX, originY, side, row, column, colour) {
  let count = 0;
  const x0 = originX + (column + 0.15) * side, y0 = originY + (row + 0.15) * side;
  for (let y = Math.round(y0); y < y0 + side * 0.7; y++) {
    for (let x = Math.round(x0); x < x0 + side * 0.7; x++) {
      if (near(image, (y * image.width + x) * image.channels, colour)) count++;
    }
  }
  return count;
}

export default function register({ test, openApp, artifacts }) {
  test('player: the exported board PNG shows the board (given digits drawn, empty cells blank)', async ({ context }) => {
    const page = await openApp(context, PUZZLE);
    await click(page, { label: 'Export' });
    await waitForWidget(page, { label: 'Board PNG' });
    const [file] = await Promise.all([page.waitForEvent('download', { timeout: 10000 }), click(page, { label: 'Board PNG' })]);
    const png = await readFile(await file.path());
    const image = decodePng(png);
    const { board } = await layout(page);
    const rect = (await appState(page)).layout.board;
    // Where the grid starts inside the exported rectangle (CSS pixels = device pixels at dpr 1).
    const ox = board.gridX - rect.x, oy = board.gridY - rect.y;
    const values = valuesOfLine(PUZZLE);
    let givenCells = 0, emptyCells = 0;
    for (let cell = 0; cell < 81; cell++) {
      const lit = cellCount(image, ox, oy, board.cell, Math.floor(cell / 9), cell % 9, GIVEN_TEXT);
      if (values[cell]) {
        assert(lit >= 8, `given r${Math.floor(cell / 9) + 1}c${cell % 9 + 1}: ${lit} digit pixels in the PNG`);
        givenCells++;
      } else {
        // A stray anti-aliased pixel of a grid line may come close to the digits' colour; a digit has dozens.
        assert(lit <= 2, `empty r${Math.floor(cell / 9) + 1}c${cell % 9 + 1}: ${lit} digit pixels in the PNG`);
        emptyCells++;
      }
    }
    // Not one colour: a board has a background, lines and digits.
    const colours = new Set();
    for (let i = 0; i < image.pixels.length; i += image.channels * 7) colours.add(image.pixels.readUIntBE(i, 3));
    assert(colours.size >= 16, `${colours.size} colours in the PNG`);
    await page.close();
    return `${image.width}x${image.height} PNG: ${givenCells} given cells with digit pixels, ${emptyCells} empty cells without`;
  });

  test('player: a hint on a board with a wrong entry names that entry first; applying it removes it', async ({ context }) => {
    const page = await openApp(context, PUZZLE);
    await page.waitForFunction(() => Module.appPlayState().solvability.verdict === 'unique', null, { timeout: 20000 });
    await typeInCell(page, 0, '5');
    assert((await playState(page)).entries[0] === '5', 'the 5 was not typed into r1c1');
    await press(page, 'F2');
    let hint = await hintState(page);
    assert(hint.shown && hint.mistake && hint.mistake.name === 'r1c1' && hint.mistake.entry === 5,
      `hint: ${JSON.stringify(hint.mistake)} ${hint.sentence}`);
    assert(/r1c1/.test(hint.sentence) && /5/.test(hint.sentence) && hint.applicable, `sentence: ${hint.sentence}`);
    await click(page, { id: 'hint' });
    const state = await playState(page);
    assert(state.entries[0] === '.' || state.entries[0] === '0', `r1c1 still holds ${state.entries[0]}`);
    // With the mistake gone the next hint is a logical step again, and it is right.
    await press(page, 'F2');
    hint = await hintState(page);
    assert(hint.shown && !hint.mistake && hint.hint && hint.hint.status === 'step', `next hint: ${hint.sentence}`);
    await page.close();
    return `"${(await Promise.resolve(hint.sentence)).slice(0, 60)}..." after the mistake`;
  });

  test('player: a reload keeps entries and marks; a page without a link resumes the last game', async ({ context }) => {
    const page = await openApp(context, PUZZLE);
    await typeInCell(page, 0, '4');
    await typeInCell(page, 1, '8');
    await typeInCell(page, 3, 'Shift+Digit7');
    const before = await playState(page);
    assert(before.entries.startsWith('48') && before.marks[3] === '7', `before: ${before.entries.slice(0, 9)} marks ${before.marks[3]}`);
    await page.reload();
    await page.waitForFunction(() => typeof Module !== 'undefined' && Module.appPlayState && Module.appState().frame > 5 &&
      Module.appPlayState().entryCount > 0, null, { timeout: 30000 });
    const after = await playState(page);
    assert(after.entries === before.entries && JSON.stringify(after.marks) === JSON.stringify(before.marks),
      `after reload: ${after.entries.slice(0, 9)} marks ${after.marks[3]}`);
    assert(/Resumed your game/.test((await appState(page)).notice), `notice: ${(await appState(page)).notice}`);
    await page.close();
    // No link at all: the last game opens.
    const fresh = await openApp(context);
    await fresh.waitForFunction(() => typeof Module !== 'undefined' && Module.appPlayState && Module.appState().frame > 5 &&
      Module.appPlayState().entryCount > 0, null, { timeout: 30000 });
    const resumed = await fresh.evaluate(() => ({ puzzle: Module.appState().puzzle, entries: Module.appPlayState().entries }));
    assert(resumed.puzzle.replaceAll('.', '0') === PUZZLE && resumed.entries === before.entries, `resumed ${resumed.puzzle}`);
    await fresh.close();
    return `entries ${before.entries.replaceAll('.', '').length} and a mark kept across a reload`;
  });

  test('player: the undo history survives a reload: Undo and Redo (keys and the button) bring the earlier boards back', async ({ context }) => {
    const page = await openApp(context, PUZZLE);
    await typeInCell(page, 0, '4');
    await typeInCell(page, 1, '8');
    await typeInCell(page, 3, 'Shift+Digit7');
    await press(page, 'Control+z');  // the mark undone: one step is left to redo
    const before = await playState(page);
    assert(before.entries.startsWith('48') && before.marks[3] === '' && before.undoDepth === 2 && before.canRedo,
      `before: ${before.entries.slice(0, 9)} mark '${before.marks[3]}' depth ${before.undoDepth} redo ${before.canRedo}`);
    await page.reload();
    await page.waitForFunction(() => typeof Module !== 'undefined' && Module.appPlayState && Module.appState().frame > 5 &&
      Module.appPlayState().entryCount > 0, null, { timeout: 30000 });
    const after = await playState(page);
    assert(after.entries === before.entries && after.undoDepth === 2 && after.canRedo,
      `after reload: ${after.entries.slice(0, 9)} depth ${after.undoDepth} redo ${after.canRedo}`);
    // Redo brings the mark back; Undo walks back past it to the empty board, and no further.
    await press(page, 'Control+y');
    let state = await playState(page);
    assert(state.marks[3] === '7' && state.entries.startsWith('48'), `after Ctrl+Y: mark '${state.marks[3]}'`);
    await press(page, 'Control+z');
    await press(page, 'Control+z');
    state = await playState(page);
    assert(state.marks[3] === '' && state.entries.startsWith('4.'), `after two Ctrl+Z: ${state.entries.slice(0, 9)}`);
    await click(page, { label: 'Undo' });
    await frames(page, 2);
    state = await playState(page);
    assert(state.entries.startsWith('..') && state.entryCount === 0 && !state.canUndo,
      `after the Undo button: ${state.entries.slice(0, 9)} canUndo ${state.canUndo}`);
    // And forward again, to the board the reload found.
    await press(page, 'Control+y');
    await press(page, 'Control+y');
    state = await playState(page);
    assert(state.entries === before.entries, `after redoing: ${state.entries.slice(0, 9)}`);
    await page.close();
    return 'after a reload: Redo put the mark back, three Undos emptied the board, two Redos gave it back';
  });

  test('player: "Share progress" copies a link that opens the entries and marks elsewhere', async ({ context, contextWith }) => {
    const page = await openApp(context, PUZZLE);
    await typeInCell(page, 0, '4');
    await typeInCell(page, 3, 'Shift+Digit7');
    await click(page, { label: 'Share progress' });
    const copied = await page.evaluate(() => Module.lastCopiedText);
    assert(/#c=[0-9a-f]{8}&p=.*&g=/.test(copied), `copied: ${copied}`);
    const before = await playState(page);
    await page.close();
    // Someone else (another context of the suite's pool: its storage cleared) opens it.
    const other = await contextWith({ viewport: { width: 1280, height: 800 } });
    const theirs = await openApp(other, copied.slice(copied.indexOf('#') + 1));
    const state = await playState(theirs);
    assert(state.entries === before.entries && state.marks[3] === '7' && !state.canUndo, `opened: ${state.entries.slice(0, 9)} ${state.marks[3]}`);
    await theirs.close();  // a page left open keeps drawing frames (CPU) while the next one loads
    // An altered progress part is refused by the check value.
    const altered = copied.replace(/g=(.)/, (m, c) => `g=${c === 'A' ? 'B' : 'A'}`);
    const bad = await other.newPage();
    await bad.goto(altered);
    await bad.waitForFunction(() => typeof Module !== 'undefined' && Module.appState && Module.appState().frame > 3, null, { timeout: 30000 });
    const error = (await appState(bad)).lastError;
    assert(/check value/.test(error), `altered link: '${error}'`);
    await other.close();
    return copied.slice(copied.indexOf('#'), copied.indexOf('#') + 40) + '...';
  });

  test('player: full storage is said once and the game goes on; a save of another version is refused by name', async ({ browser, baseUrl }) => {
    // Contexts of their own: their init scripts (storage full, a newer save) would outlive the test in a
    // reused one.
    const full = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    full.baseUrl = baseUrl;
    await full.addInitScript(() => {
      Storage.prototype.setItem = function () { throw new DOMException('quota', 'QuotaExceededError'); };
    });
    const page = await openApp(full, PUZZLE);
    await typeInCell(page, 0, '4');
    await typeInCell(page, 1, '8');
    const state = await playState(page);
    const error = (await appState(page)).lastError;
    assert(state.entries.startsWith('48'), 'the game did not go on');
    assert(/storage for this page is full/.test(error) && /storage for this page is full/.test(state.storageProblem), `error: '${error}'`);
    await full.close();
    // A save written by a newer page (format version 4) under this puzzle's key.
    const newer = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    newer.baseUrl = baseUrl;
    const key = `sudolab.game.${encodePuzzle(3, valuesOfLine(PUZZLE))}`;
    await newer.addInitScript(([k]) => {
      if (!localStorage.getItem(k)) localStorage.setItem(k, 'sudolab-game 4\npuzzle 3.A\n');
    }, [key]);
    const next = await openApp(newer, PUZZLE);
    await frames(next, 3);
    const message = (await appState(next)).lastError;
    assert(/format version 4, but this page reads versions 1 to 3 \(saved by a newer page\)/.test(message) && /kept aside/.test(message), `message: '${message}'`);
    const kept = await next.evaluate((k) => localStorage.getItem(k.replace('sudolab.game.', 'sudolab.unreadable.')), key);
    assert(kept && kept.startsWith('sudolab-game 4'), 'the unreadable save was not kept');
    await newer.close();
    return `"${message.slice(0, 90)}..."`;
  });

  test('player: Space cycles the entry modes and reveals nothing; Clear is undone by Undo; Back stays; Generate gives a new puzzle', async ({ context }) => {
    const page = await openApp(context, PUZZLE);
    await clickCell(page, 3);
    await press(page, 'Space');
    let state = await appState(page);
    assert(state.status === 'idle' && !state.running && (await playState(page)).pencilMode, `Space: status ${state.status}`);
    await press(page, '5');
    assert((await playState(page)).marks[3] === '5', 'Space did not switch to pencil marks');
    // Space cycles digit -> corner -> centre -> colour -> digit.
    for (const mode of ['centre', 'colour', 'digit']) {
      await press(page, 'Space');
      assert((await playState(page)).entryMode === mode, `Space did not switch to ${mode} mode`);
    }
    // Clear (in "Your own puzzle", closed at first), then Undo: the puzzle and the player's mark are back.
    await openOwnPuzzle(page);
    await click(page, { label: 'Clear' });
    state = await appState(page);
    assert(/^\.+$/.test(state.puzzle) && (await playState(page)).editGivens, `after Clear: ${state.puzzle.slice(0, 20)}`);
    await page.mouse.move(5, 795);
    await press(page, 'Control+z');
    state = await appState(page);
    assert(state.puzzle.replaceAll('.', '0') === PUZZLE && (await playState(page)).marks[3] === '5', `after Undo: ${state.puzzle.slice(0, 20)}`);
    // Back: still here, same game.
    const url = page.url();
    await page.goBack({ timeout: 5000 }).catch(() => null);
    await frames(page, 3);
    const back = await page.evaluate(() => ({ puzzle: Module.appState().puzzle, mark: Module.appPlayState().marks[3], notice: Module.appState().notice }));
    assert(back.puzzle.replaceAll('.', '0') === PUZZLE && back.mark === '5', `after Back: ${back.puzzle.slice(0, 20)}`);
    assert(page.url().startsWith(url.split('#')[0]), `Back left the page: ${page.url()}`);
    // Generate twice: two different puzzles.
    await click(page, { label: 'Generate' });
    const first = (await appState(page)).puzzle;
    await click(page, { label: 'Generate' });
    const second = (await appState(page)).puzzle;
    assert(first !== second && first.replaceAll('.', '0') !== PUZZLE, 'Generate gave the same puzzle twice');
    await page.screenshot({ path: join(artifacts, 'player-1280x800.png') });
    await page.close();
    return `Back notice: "${back.notice}"`;
  });

  test('player: the clock runs, Recent games reopens an earlier game, a finished board says "Solved in"', async ({ context }) => {
    const page = await openApp(context, NEARLY_SOLVED);
    await typeInCell(page, 0, '4');
    // The clock counts the time played (shown beside Share progress).
    await page.waitForFunction(() => Module.appPlayState().secondsPlayed >= 1, null, { timeout: 10000, polling: 200 });
    const clock = await waitForWidget(page, { label: 'Share progress', kind: 'button' });
    assert(clock.visible, 'Share progress (and the time beside it) is not on screen');
    // Another game: a classic from the examples list, picked with the mouse.
    await pickFromCombo(page, { id: 'examples', kind: 'combo' }, { labelIncludes: 'Golden Nugget' });
    await page.waitForFunction((p) => Module.appState().puzzle !== p, NEARLY_SOLVED, { timeout: 30000, polling: 200 });
    // Back to the first through the Recent games list: its line says one of four cells filled.
    await pickFromCombo(page, { id: 'recent', kind: 'combo' }, { labelIncludes: '1/4 filled' });
    await page.waitForFunction((p) => Module.appState().puzzle === p, NEARLY_SOLVED, { timeout: 5000, polling: 200 });
    let state = await playState(page);
    assert(state.entries[0] === '4', `the resumed game lost its entry: entries ${state.entries}`);
    // Finish it: the page says so, with the time.
    await typeInCell(page, 1, '8');
    await typeInCell(page, 40, '6');
    await typeInCell(page, 80, '2');
    await page.waitForFunction(() => Module.appPlayState().playerSolved, null, { timeout: 5000, polling: 200 });
    state = await playState(page);
    const notice = (await appState(page)).notice;
    assert(state.board === SOLUTION, `board ${state.board}`);
    assert(/^Solved in \d+:\d\d\. Well done!$/.test(notice), `notice "${notice}"`);
    await page.close();
    return `${notice} (${state.secondsPlayed.toFixed(1)} s played)`;
  });
}
