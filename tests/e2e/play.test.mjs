// Play mode, links, the load-time solution check, exports, shortcuts and the legend (issue 10 part B),
// driven as a person drives the app: real mouse clicks, keys and clipboard pastes. The JS API is only
// read (appState, appPlayState, appLayout); the puzzles' solutions are computed here, independently.
import { copyFile, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { appState, assert, decodePng, encodePuzzle, valuesOfLine } from './harness.mjs';
import { clickAt, frames, openOwnPuzzle } from './input.mjs';

const AI_ESCARGOT = '1....7.9..3..2...8..96..5....53..9...1..8...26....4...3......1..41.....7..7...3..';
const AMBER = [255, 214, 110];
const GIVEN_TEXT = [245, 246, 250];
const WRONG_CELL = [120, 36, 44];

const playState = (page) => page.evaluate(() => Module.appPlayState());

/// The rectangle of a widget of the last frame, by the name the app gives it (appState().layout), or
/// by its label in appLayout() where that exists.
async function widget(page, name, label) {
  const found = await page.evaluate(([n, l]) => {
    const named = Module.appState().layout[n];
    if (named) return named;
    if (typeof Module.appLayout !== 'function') return null;
    const w = Module.appLayout().widgets.find((x) => x.id === n || x.label === l);
    return w ? { x: w.x, y: w.y, width: w.w, height: w.h } : null;
  }, [name, label || name]);
  assert(found, `no widget '${name}' on screen`);
  return found;
}

/// Clicks a widget and waits two of the app's ticks, as press() does: the click is handled at the next
/// tick, so what the caller reads next is its outcome (a Load whose text is an error leaves the puzzle as
/// it was: there is no change to wait for).
async function click(page, name, label) {
  const r = await widget(page, name, label);
  await clickAt(page, r.x + r.width / 2, r.y + r.height / 2);
  await frames(page, 2);
}

/// The centre of a board cell and the cell's side, from appLayout()'s board geometry (zoom aware).
async function cellCentre(page, cell) {
  const board = await page.evaluate(() => Module.appLayout().board);
  assert(board, 'no board on screen');
  const row = Math.floor(cell / board.size), column = cell % board.size;
  return { x: board.gridX + (column + 0.5) * board.cell, y: board.gridY + (row + 0.5) * board.cell, side: board.cell };
}

async function clickCell(page, cell) {
  const { x, y } = await cellCentre(page, cell);
  await clickAt(page, x, y);
  await page.waitForFunction((c) => Module.appState().selectedCell === c, cell, { timeout: 5000 });
}

async function press(page, keys) {
  await page.keyboard.press(keys);
  await frames(page, 2);
}

const near = (pixel, colour, tolerance = 24) => pixel.every((v, i) => Math.abs(v - colour[i]) <= tolerance);

/// Counts the pixels of a board cell (its inner 70 %) close to `colour` in a fresh screenshot.
async function cellPixels(page, cell, colour) {
  const { x, y, side } = await cellCentre(page, cell);
  const image = decodePng(await page.screenshot());
  let count = 0;
  for (let py = Math.round(y - side * 0.35); py < y + side * 0.35; py++) {
    for (let px = Math.round(x - side * 0.35); px < x + side * 0.35; px++) {
      const i = (py * image.width + px) * image.channels;
      if (near([image.pixels[i], image.pixels[i + 1], image.pixels[i + 2]], colour)) count++;
    }
  }
  return count;
}

// ---- an independent 9x9 solver (bit masks, fewest candidates first) for the tests' expectations ----

function solveAll(values, limit) {
  const grid = [...values];
  const solutions = [];
  const peers = (i) => {
    const r = Math.floor(i / 9), c = i % 9, out = [];
    for (let k = 0; k < 9; k++) { out.push(r * 9 + k, k * 9 + c); }
    const br = r - (r % 3), bc = c - (c % 3);
    for (let k = 0; k < 9; k++) out.push((br + Math.floor(k / 3)) * 9 + bc + (k % 3));
    return out.filter((j) => j !== i);
  };
  const candidates = (i) => {
    let used = 0;
    for (const j of peers(i)) if (grid[j]) used |= 1 << grid[j];
    return [1, 2, 3, 4, 5, 6, 7, 8, 9].filter((v) => !(used & (1 << v)));
  };
  const search = () => {
    if (solutions.length >= limit) return;
    let best = -1, bestCands = null;
    for (let i = 0; i < 81; i++) {
      if (grid[i]) continue;
      const cands = candidates(i);
      if (!bestCands || cands.length < bestCands.length) { best = i; bestCands = cands; }
      if (cands.length === 0) return;
    }
    if (best < 0) { solutions.push([...grid]); return; }
    for (const v of bestCands) { grid[best] = v; search(); grid[best] = 0; }
  };
  search();
  return { solutions, candidates: (i) => { const saved = grid[i]; grid[i] = 0; const c = candidates(i); grid[i] = saved; return c; } };
}

const lineOf = (values) => values.map((v) => (v ? String(v) : '.')).join('');
const linkOf = (values, rest = '&a=dlx&s=1') => `p=${encodePuzzle(3, values)}${rest}`;

/// aiescargot with the first open cell given a value its peers allow but the solution does not.
function unsolvablePuzzle() {
  const puzzle = valuesOfLine(AI_ESCARGOT);
  const { solutions, candidates } = solveAll(puzzle, 1);
  for (let i = 0; i < 81; i++) {
    if (puzzle[i]) continue;
    const other = candidates(i).find((v) => v !== solutions[0][i]);
    if (other) { puzzle[i] = other; return puzzle; }
  }
  throw new Error('no second candidate anywhere');
}

/// A full grid with the four cells of one "unique rectangle" emptied: exactly two solutions.
function twoSolutionPuzzle() {
  const full = solveAll(valuesOfLine(AI_ESCARGOT), 1).solutions[0];
  for (let r1 = 0; r1 < 9; r1++) for (let r2 = r1 + 1; r2 < 9; r2++) {
    if (Math.floor(r1 / 3) !== Math.floor(r2 / 3)) continue;
    for (let c1 = 0; c1 < 9; c1++) for (let c2 = c1 + 1; c2 < 9; c2++) {
      if (Math.floor(c1 / 3) === Math.floor(c2 / 3)) continue;
      const a = full[r1 * 9 + c1], b = full[r1 * 9 + c2];
      if (full[r2 * 9 + c1] !== b || full[r2 * 9 + c2] !== a) continue;
      const puzzle = [...full];
      for (const i of [r1 * 9 + c1, r1 * 9 + c2, r2 * 9 + c1, r2 * 9 + c2]) puzzle[i] = 0;
      return puzzle;
    }
  }
  throw new Error('no unique rectangle in the solution');
}

async function waitForVerdict(page) {
  await page.waitForFunction(() => { const s = Module.appPlayState && Module.appPlayState(); return s && s.solvability && s.solvability.verdict !== 'checking'; },
    null, { timeout: 15000 });
  return (await playState(page)).solvability;
}

async function clipboardText(page) {
  return page.evaluate(() => navigator.clipboard.readText());
}

/// Pastes `text` into the puzzle box with a real Ctrl+V and presses Load.
async function pasteIntoPuzzleBox(page, text) {
  await page.evaluate((t) => navigator.clipboard.writeText(t), text);
  await openOwnPuzzle(page);
  const box = await widget(page, 'paste');
  await clickAt(page, box.x + 20, box.y + 10);
  await press(page, 'Control+A');
  await press(page, 'Control+V');
  await click(page, 'load', 'Load');
}

export default function register({ test, openApp, root, artifacts }) {
  registerScreenshots({ test, openApp, root, artifacts });
  test('play: typed digits are amber entries (not givens), undo/redo by keys and buttons', async ({ context }) => {
    const page = await openApp(context, linkOf(valuesOfLine(AI_ESCARGOT)));
    const before = await appState(page);
    const solution = solveAll(valuesOfLine(AI_ESCARGOT), 1).solutions[0].map(String);
    const open = [...AI_ESCARGOT].indexOf('.');
    const second = [...AI_ESCARGOT].indexOf('.', open + 1);
    // Right values, so that no conflict colours the cells red.
    const [first, next] = [solution[open], solution[second]];
    await clickCell(page, open);
    await page.keyboard.type(first);
    await page.waitForFunction(([i, v]) => Module.appPlayState().entries[i] === v, [open, first], { timeout: 5000 })
      .catch(async () => { throw new Error(`typing 4 did not make an entry: ${JSON.stringify((await playState(page)).entries)}`); });
    let state = await appState(page);
    assert(state.puzzle === before.puzzle && state.givens === before.givens, 'typing changed the givens');
    assert(state.link === before.link, 'an entry changed the share link (entries are not the puzzle)');
    await page.mouse.move(5, 5);  // no hover highlight over the board
    await frames(page, 2);
    const amber = await cellPixels(page, open, AMBER);
    const white = await cellPixels(page, open, GIVEN_TEXT);
    assert(amber > 10 && white === 0, `the entry is drawn with ${amber} amber and ${white} white pixels`);
    const givenWhite = await cellPixels(page, 0, GIVEN_TEXT);
    assert(givenWhite > 10, 'the given in r1c1 is not white');
    // Undo / redo with the keyboard.
    await press(page, 'ArrowRight');
    await page.keyboard.type(next);
    await page.waitForFunction(([i, v]) => Module.appPlayState().entries[i] === v, [second, next], { timeout: 5000 });
    await press(page, 'Control+z');
    let play = await playState(page);
    assert(play.entries[second] === '.' && play.entries[open] === first, `Ctrl+Z: ${play.entries.slice(0, 12)}`);
    await press(page, 'Control+y');
    assert((await playState(page)).entries[second] === next, 'Ctrl+Y did not redo');
    await press(page, 'Control+z');
    await press(page, 'Control+Shift+z');
    assert((await playState(page)).entries[second] === next, 'Ctrl+Shift+Z did not redo');
    // And with the buttons.
    await click(page, 'undo', 'Undo');
    await click(page, 'undo', 'Undo');
    play = await playState(page);
    assert(play.entryCount === 0 && !play.canUndo, `after two Undo clicks: ${play.entryCount} entries`);
    await click(page, 'redo', 'Redo');
    play = await playState(page);
    assert(play.entries[open] === first && play.entryCount === 1, 'the Redo button did not bring the entry back');
    await page.close();
    return `entry drawn amber (${amber} px), undo/redo by Ctrl+Z/Ctrl+Y/Ctrl+Shift+Z and buttons`;
  });

  test('play: pencil marks (Shift+digit, Corner mode), auto-fill = the candidates, undone in one step', async ({ context }) => {
    const page = await openApp(context, linkOf(valuesOfLine(AI_ESCARGOT)));
    const open = [...AI_ESCARGOT].indexOf('.');
    await clickCell(page, open);
    await press(page, 'Shift+Digit3');
    assert((await playState(page)).marks[open] === '3', `Shift+3: marks '${(await playState(page)).marks[open]}'`);
    await click(page, 'mode-corner', 'Corner');
    assert((await playState(page)).pencilMode, 'the Corner mode button did not switch corner marks on');
    await page.keyboard.type('5');
    await frames(page, 2);
    let play = await playState(page);
    assert(play.marks[open] === '35' && play.entries[open] === '.', `pencil mode typed an entry or wrong marks '${play.marks[open]}'`);
    await click(page, 'mode-digit', 'Digit');
    await click(page, 'autofill', 'Auto-fill');
    play = await playState(page);
    const { candidates } = solveAll(valuesOfLine(AI_ESCARGOT), 0);
    const puzzle = valuesOfLine(AI_ESCARGOT);
    for (let i = 0; i < 81; i++) {
      const want = puzzle[i] ? '' : candidates(i).join('');
      assert(play.marks[i] === want, `auto-fill r${Math.floor(i / 9) + 1}c${i % 9 + 1}: '${play.marks[i]}', candidates '${want}'`);
    }
    await press(page, 'Control+z');
    play = await playState(page);
    assert(play.marks[open] === '35' && play.marks.filter((m) => m).length === 1, 'Ctrl+Z did not undo the whole auto-fill');
    await page.close();
  });

  test('play: Check compares the entries with the solution and marks the wrong one red', async ({ context }) => {
    const puzzle = valuesOfLine(AI_ESCARGOT);
    const solution = solveAll(puzzle, 1).solutions[0];
    const page = await openApp(context, linkOf(puzzle));
    const open = puzzle.indexOf(0);
    const other = puzzle.indexOf(0, open + 1);
    await clickCell(page, open);
    await page.keyboard.type(String(solution[open]));
    await clickCell(page, other);
    await page.keyboard.type(String(solution[other] % 9 + 1));
    await page.mouse.move(5, 5);
    await click(page, 'check', 'Check');
    const play = await playState(page);
    assert(JSON.stringify(play.wrongCells) === JSON.stringify([other]), `wrong cells ${JSON.stringify(play.wrongCells)}, want [${other}]`);
    assert(/1 of 2 entries are wrong/.test(play.checkMessage), `message '${play.checkMessage}'`);
    await clickAt(page, 5, 790);  // deselect nothing: click outside the board so no highlight covers the cell
    const red = await cellPixels(page, other, WRONG_CELL, 16);
    const redRight = await cellPixels(page, open, WRONG_CELL, 16);
    assert(red > 50 && redRight === 0, `wrong cell ${red} red pixels, right cell ${redRight}`);
    await page.close();
    return `"${play.checkMessage}"`;
  });

  test('solution check on load: unique, 2 solutions, none; anneal is not left running on no solution', async ({ context }) => {
    const cases = [
      ['unique', valuesOfLine(AI_ESCARGOT), /^unique solution/, 1],
      ['multiple', twoSolutionPuzzle(), /^2 solutions/, 2],
      ['none', unsolvablePuzzle(), /^no solution/, 0],
    ];
    const seen = [];
    for (const [verdict, puzzle, pattern, count] of cases) {
      assert(solveAll(puzzle, 3).solutions.length === count, `test puzzle for '${verdict}' has the wrong count`);
      const page = await openApp(context, linkOf(puzzle, '&a=anneal&s=3'));
      const found = await waitForVerdict(page);
      assert(found.verdict === verdict && pattern.test(found.message), `${verdict}: got ${JSON.stringify(found)}`);
      assert((await appState(page)).status === 'idle', 'something ran before the check');
      seen.push(found.message);
      if (verdict === 'none') {
        await click(page, 'run', 'Run');
        await frames(page, 5);
        const state = await appState(page);
        assert(state.status === 'idle' && !state.running, `anneal is ${state.status} on a puzzle without solution`);
        assert(/no solution/.test(state.lastError), `no word about it: '${state.lastError}'`);
      }
      await page.close();
    }
    return seen.join(' | ');
  });

  test('links: a share link and SudokuWiki bd= boards pasted into the puzzle box (Ctrl+V), ?bd= in the address', async ({ context }) => {
    const puzzle = twoSolutionPuzzle();
    const source = await openApp(context, linkOf(valuesOfLine(AI_ESCARGOT), '&a=backtrack&s=5'));
    await click(source, 'copy-link', 'Copy link');
    const copied = await clipboardText(source);
    assert(/#c=[0-9a-f]{8}&p=/.test(copied), `copied link ${copied}`);
    await source.close();

    const page = await openApp(context, linkOf(puzzle, '&a=dlx&s=1'));
    await pasteIntoPuzzleBox(page, copied);
    let state = await appState(page);
    assert(state.lastError === '' && state.puzzle === AI_ESCARGOT && state.algorithm === 'backtrack' && state.seed === '5',
      `pasted share link: ${state.lastError} ${state.algorithm} ${state.seed}`);

    const digits = AI_ESCARGOT.replaceAll('.', '0');
    await pasteIntoPuzzleBox(page, `https://www.sudokuwiki.org/sudoku.htm?bd=${digits}`);
    state = await appState(page);
    assert(state.lastError === '' && state.puzzle === AI_ESCARGOT && /SudokuWiki/.test(state.puzzleSource), `bd= 81: ${state.lastError}`);

    // The 162-character form: clue r1c1, a solved cell and candidates, encoded as SudokuWiki documents it.
    const b32 = '0123456789abcdefghijklmnopqrstuv';
    const cells = valuesOfLine(AI_ESCARGOT).map((v) => (v ? { bits: 1 << (v - 1), clue: 1 } : { bits: 0x1ff, clue: 0 }));
    const solvedAt = valuesOfLine(AI_ESCARGOT).indexOf(0);
    cells[solvedAt] = { bits: 1 << 1, clue: 0 };  // the player's 2
    const marksAt = valuesOfLine(AI_ESCARGOT).indexOf(0, solvedAt + 1);
    cells[marksAt] = { bits: (1 << 3) | (1 << 5), clue: 0 };  // candidates 4 and 6
    const wide = cells.map(({ bits, clue }) => { const n = (bits << 1) | clue; return b32[n >> 5] + b32[n & 31]; }).join('');
    await pasteIntoPuzzleBox(page, `https://www.sudokuwiki.org/sudoku.htm?bd=${wide}`);
    const play = await playState(page);
    state = await appState(page);
    assert(state.lastError === '' && state.puzzle === AI_ESCARGOT, `bd= 162: '${state.lastError}'`);
    assert(play.entries[solvedAt] === '2' && play.marks[marksAt] === '46', `bd= 162: entry '${play.entries[solvedAt]}', marks '${play.marks[marksAt]}'`);

    // What cannot be read is an error that says where, and the board stays.
    const prefix = 'https://www.sudokuwiki.org/sudoku.htm?bd=';
    await pasteIntoPuzzleBox(page, `${prefix}${digits.slice(0, 70)}x${digits.slice(71)}`);
    state = await appState(page);
    const at = new RegExp(`unexpected 'x'.*at character ${prefix.length + 71}\\)`);
    assert(at.test(state.lastError) && state.puzzle === AI_ESCARGOT, `bad bd=: '${state.lastError}'`);
    await page.close();

    const opened = await openApp(context, '', { address: `${context.baseUrl}?bd=${lineOf(puzzle).replaceAll('.', '0')}` });
    state = await appState(opened);
    assert(state.puzzle === lineOf(puzzle) && state.lastError === '', `?bd= address: ${state.puzzle} '${state.lastError}'`);
    await opened.close();
  });

  test('keys: a quick Ctrl+A whose Ctrl went down a frame earlier selects all in the puzzle box, and Ctrl+V replaces it', async ({ context }) => {
    // Ctrl down in one frame, then A down, A up and Ctrl up before the next: the Ctrl must still be held
    // in the frame that sees the A (a person's quick chord at a slow frame).
    const page = await openApp(context, linkOf(valuesOfLine(AI_ESCARGOT)));
    const puzzle = twoSolutionPuzzle();
    await pasteIntoPuzzleBox(page, lineOf(puzzle));
    let state = await appState(page);
    assert(state.puzzle === lineOf(puzzle) && state.lastError === '', `first paste: '${state.lastError}'`);
    await page.evaluate((t) => navigator.clipboard.writeText(t), AI_ESCARGOT);
    const box = await widget(page, 'paste');
    await clickAt(page, box.x + 20, box.y + 10);
    await page.keyboard.down('Control');
    await frames(page, 2);
    await page.keyboard.down('KeyA');
    await page.keyboard.up('KeyA');
    await page.keyboard.up('Control');
    await frames(page, 2);
    await press(page, 'Control+V');
    await click(page, 'load', 'Load');
    state = await appState(page);
    assert(state.lastError === '' && state.puzzle === AI_ESCARGOT, `after Ctrl+A and Ctrl+V: '${state.lastError}', puzzle ${state.puzzle}`);
    await page.close();
  });

  test('links: a link cut after "&x.cooling=0.995&" is an error, not seed 1', async ({ context }) => {
    const source = await openApp(context, linkOf(valuesOfLine(AI_ESCARGOT), '&a=anneal&x.cooling=0.995&s=7'));
    assert((await appState(source)).nonDefaultParams.cooling === '0.995', 'the link did not set cooling');
    await click(source, 'copy-link', 'Copy link');
    const copied = await clipboardText(source);
    await source.close();
    const cut = copied.slice(0, copied.indexOf('&x.cooling=0.995&') + '&x.cooling=0.995&'.length);
    assert(cut.length < copied.length, `copied link ${copied} has no '&x.cooling=0.995&'`);
    for (const link of [cut, cut.replace(/#c=[0-9a-f]{8}&/, '#')]) {
      const page = await openApp(context, '', { address: link });
      const state = await appState(page);
      assert(/cut short/.test(state.lastError), `cut link ${link.slice(-40)} opened without an error (seed ${state.seed})`);
      assert(state.seed !== '7' || state.algorithm !== 'anneal', 'the cut link was opened anyway');
      await page.close();
    }
    // Pasted into the puzzle box, the same cut link is refused too.
    const page = await openApp(context);
    const before = await appState(page);
    await pasteIntoPuzzleBox(page, cut);
    const state = await appState(page);
    assert(/cut short/.test(state.lastError) && state.puzzle === before.puzzle, `pasted cut link: '${state.lastError}'`);
    await page.close();
    return `"${state.lastError}"`;
  });

  test('export: solution text, board PNG, trace CSV and stats JSON are downloaded', async ({ context }) => {
    const puzzle = valuesOfLine(AI_ESCARGOT);
    const solution = solveAll(puzzle, 1).solutions[0];
    const page = await openApp(context, linkOf(puzzle, '&a=dlx&s=1'));
    await waitForVerdict(page);
    await click(page, 'export-header', 'Export');
    const download = async (name, label) => {
      const [file] = await Promise.all([page.waitForEvent('download', { timeout: 10000 }), click(page, name, label)]);
      return { name: file.suggestedFilename(), body: await readFile(await file.path()) };
    };
    const text = await download('export-solution', 'Solution');
    assert(text.name === 'sudolab-solution.txt', `name ${text.name}`);
    const lines = text.body.toString().trim().split('\n');
    assert(lines[lines.length - 1] === solution.join(''), `solution line ${lines[lines.length - 1]}`);
    const png = await download('export-board', 'Board PNG');
    const image = decodePng(png.body);
    const board = await widget(page, 'board');
    assert(png.name === 'sudolab-board.png' && Math.abs(image.width - board.width) <= 2 && Math.abs(image.height - board.height) <= 2,
      `PNG ${png.name} ${image.width}x${image.height}, board ${board.width}x${board.height}`);
    // A run, then its trace and statistics (Ctrl+Enter runs: the shortcut).
    await page.mouse.move(5, 790);
    await press(page, 'Control+Enter');
    await page.waitForFunction(() => Module.appState().status === 'solved', null, { timeout: 30000 });
    const csv = await download('export-trace', 'Trace CSV');
    const rows = csv.body.toString().trim().split('\n');
    assert(rows[0] === 'solver,iteration,solver_seconds,cost,best_cost' && rows.length >= 2, `CSV ${rows.slice(0, 2)}`);
    assert(rows.slice(1).every((row) => { const [id, ...numbers] = row.split(','); return id === 'dlx' && numbers.length === 4 && numbers.every((v) => Number.isFinite(Number(v))); }), 'CSV rows');
    const json = JSON.parse((await download('export-stats', 'Stats JSON')).body.toString());
    const state = await appState(page);
    assert(json.algorithm === 'dlx' && json.status === 'solved' && json.grid === solution.join('') &&
           json.iteration === state.run.iteration && json.link.includes('p='), `stats ${JSON.stringify(json).slice(0, 200)}`);
    // A race: the trace holds every lane's rows, the statistics one record per lane.
    await click(page, 'mode-race', 'Race');
    await press(page, 'Control+Enter');
    await page.waitForFunction(() => Module.appState().race.filter((lane) => lane.iteration > 0).length >= 2, null, { timeout: 20000 });
    await press(page, 'Control+Enter');
    const raceRows = (await download('export-trace', 'Trace CSV')).body.toString().trim().split('\n').slice(1);
    const lanes = new Set(raceRows.map((row) => row.split(',')[0]));
    assert(lanes.size >= 2, `race trace lanes: ${[...lanes]}`);
    const raceJson = JSON.parse((await download('export-stats', 'Stats JSON')).body.toString());
    assert(Array.isArray(raceJson.race) && raceJson.race.length === (await appState(page)).race.filter((lane) => lane.status !== undefined).length,
      `race stats ${JSON.stringify(raceJson).slice(0, 120)}`);
    await page.close();
    return `${rows.length - 1} trace rows, ${image.width}x${image.height} PNG; race trace of ${lanes.size} lanes`;
  });

  test('shortcuts: Ctrl+Enter runs/pauses, Enter steps, Shift+Backspace resets, ? shows the help overlay', async ({ context }) => {
    // A 25x25 instance: anneal needs far longer than this test to solve it, so Pause has a run to pause.
    const instance = await readFile(join(root, 'assets/puzzles/instances/inst25x25_45_0.txt'), 'utf8');
    const values = instance.trim().split(/\s+/).slice(2).map(Number).map((v) => (v < 0 ? 0 : v));
    const page = await openApp(context, `p=${encodePuzzle(5, values)}&a=anneal&s=1`);
    const until = (predicate, what) => page.waitForFunction(predicate, null, { timeout: 10000 })
      .catch(async () => { throw new Error(`${what}: status ${(await appState(page)).status}`); });
    await page.mouse.move(5, 790);
    await press(page, 'Enter');
    await until(() => Module.appState().status === 'paused' && Module.appState().run.work > 0, 'Enter did not step');
    await press(page, 'Control+Enter');
    await until(() => Module.appState().running, 'Ctrl+Enter did not run');
    await press(page, 'Control+Enter');
    await until(() => !Module.appState().running && Module.appState().status === 'paused', 'Ctrl+Enter again did not pause');
    await press(page, 'Shift+Backspace');
    await until(() => Module.appState().status === 'idle', 'Shift+Backspace did not reset');
    await page.keyboard.type('?');
    await frames(page, 3);
    assert((await playState(page)).helpShown, '? did not open the help');
    const overlay = await widget(page, 'help-overlay');
    assert(overlay.width > 200 && overlay.height > 150, `help overlay ${JSON.stringify(overlay)}`);
    await page.screenshot({ path: join(artifacts, 'help-overlay.png') });
    await press(page, 'Escape');
    assert(!(await playState(page)).helpShown, 'Escape did not close the help');
    // Typing in the puzzle box is text, not shortcuts.
    await openOwnPuzzle(page);
    const box = await widget(page, 'paste');
    await clickAt(page, box.x + 20, box.y + 10);
    await page.keyboard.type('? ');
    await frames(page, 2);
    const state = await appState(page);
    assert(!(await playState(page)).helpShown && state.status === 'idle', 'typing in the text box fired shortcuts');
    await page.close();
  });

  test('legend: every colour of the board is named under it', async ({ context }) => {
    const page = await openApp(context, linkOf(valuesOfLine(AI_ESCARGOT), '&a=acs&s=1'));
    const legend = await widget(page, 'legend');
    const board = await widget(page, 'board');
    assert(legend.y >= board.y + board.height - 1 && legend.width > 200, `legend ${JSON.stringify(legend)} board ${JSON.stringify(board)}`);
    // Amber "your entry" swatch text is drawn inside the legend.
    const image = decodePng(await page.screenshot());
    let amber = 0;
    for (let y = Math.round(legend.y); y < legend.y + legend.height; y++) {
      for (let x = Math.round(legend.x); x < legend.x + legend.width; x++) {
        const i = (y * image.width + x) * image.channels;
        if (near([image.pixels[i], image.pixels[i + 1], image.pixels[i + 2]], AMBER)) amber++;
      }
    }
    assert(amber > 20, `the legend shows ${amber} amber pixels (no 'your entry' entry?)`);
    await page.close();
  });

  test('loading: a progress bar counts the wasm bytes as they arrive', async ({ context }) => {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 20, downloadThroughput: 2 * 1024 * 1024, uploadThroughput: 1e6 });
    // The page records every value the bar shows (a MutationObserver in the page, installed before its
    // scripts run): polling from here missed the whole download when one round trip to a loaded machine's
    // page took longer than the download.
    await page.addInitScript(() => {
      window.loadingSamples = [];
      new MutationObserver(() => {
        const bar = document.getElementById('loading-progress');
        const bytes = document.getElementById('loading-bytes');
        if (bar) window.loadingSamples.push({ now: Number(bar.getAttribute('aria-valuenow')), text: bytes ? bytes.textContent : '' });
      }).observe(document, { subtree: true, attributes: true, attributeFilter: ['aria-valuenow'] });
    });
    await page.goto(context.baseUrl);
    await page.waitForFunction(() => typeof Module !== 'undefined' && Module.appState && Module.appState() && Module.appState().frame > 3, null, { timeout: 60000 });
    const samples = await page.evaluate(() => window.loadingSamples);
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
    const partial = samples.filter((s) => s.now > 0 && s.now < 100);
    assert(partial.length >= 2, `no partial progress seen: ${JSON.stringify(samples.slice(-5))}`);
    assert(/MB of [0-9.]+ MB/.test(partial[0].text), `bytes text '${partial[0].text}'`);
    assert(!(await page.evaluate(() => !!document.getElementById('loading'))), 'the loading screen stayed');
    await page.close();
    return `the bar showed ${new Set(partial.map((s) => s.now)).size} values from ${partial[0].now} % to ${partial[partial.length - 1].now} %`;
  });
}

/// A SudokuWiki 162-character board of aiescargot: clues, a few of the player's entries and the
/// candidates of the other open cells, to show play mode in screenshots.
function playBoardLink() {
  const puzzle = valuesOfLine(AI_ESCARGOT);
  const { solutions, candidates } = solveAll(puzzle, 1);
  const b32 = '0123456789abcdefghijklmnopqrstuv';
  const open = puzzle.map((v, i) => (v ? -1 : i)).filter((i) => i >= 0);
  const entries = new Set(open.filter((_, k) => k % 5 === 0));
  return puzzle.map((v, i) => {
    let n;
    if (v) n = ((1 << (v - 1)) << 1) | 1;
    else if (entries.has(i)) n = (1 << (solutions[0][i] - 1)) << 1;
    else n = candidates(i).reduce((bits, c) => bits | (1 << (c - 1)), 0) << 1;
    return b32[n >> 5] + b32[n & 31];
  }).join('');
}

function registerScreenshots({ test, openApp, root, artifacts }) {
  test('screenshots: play mode on a desktop (1280x800) and a phone (390x844, DPR 3)', async ({ context: desktop, contextWith, baseUrl }) => {
    const shots = [];
    for (const [name, options] of [
      ['app-play-desktop.png', null],  // the test's own 1280x800 context
      ['app-play-phone.png', { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true }],
    ]) {
      const context = options ? await contextWith(options) : desktop;
      const page = await openApp(context, '', { address: `${baseUrl}?bd=${playBoardLink()}` });
      await waitForVerdict(page);
      const play = await playState(page);
      assert(play.entryCount > 5 && play.marks.filter((m) => m).length > 20, `play board: ${play.entryCount} entries`);
      await frames(page, 3);
      const path = join(artifacts, name);
      await page.screenshot({ path });
      if (process.env.SUDOLAB_UPDATE_DOCS === '1') await copyFile(path, join(root, 'docs', name));
      shots.push(name);
      await page.close();
    }
    return `${shots.join(', ')} in tests/e2e/artifacts`;
  });
}
