// The Hint button (docs/HINTS.md) driven as a person drives it: the F2 key and mouse clicks on the
// button, graded hints on (the default: a nudge, then the cells, then the step). The JS API is only
// read: appHint() and appPlayState() for what the app shows, and the pure
// Module.hint() for what the engine says about the same board. Screenshots of a hint on a 9x9 and a
// 16x16 board go to tests/e2e/artifacts/ (docs/HINTS.md shows them; SUDOLAB_UPDATE_DOCS=1 refreshes them).
import { copyFile } from 'node:fs/promises';
import { join } from 'node:path';
import { assert, decodePng, encodePuzzle, valuesOfLine } from './harness.mjs';
import { click, frames, hintToStep, layout, waitForWidget } from './input.mjs';

// coly013 (the ant-colony paper's set): its first step is a pointing pair.
const COLY013 = '....9..5..1.....3...23..7....45...7.8.....2.......64...9..1.....8..6......54....7';
// tests/data/hints/unique_16x16.txt, line 6, after the first 26 of its 29 hidden singles (`sudolab explain`
// places them in this order): three singles more, then a pointing pair that clears a column. The walk
// from the line itself took more than a hundred F2 presses on a 16x16 board, each drawn in software GL; three singles
// walk the same way.
const UNIQUE16 = '.A.E4.325.6.9.......E.7A.9..C....2.4B...GA7EF.6.B9.8.56F..42G7EAC.2..89BAEG.1F5651F67AGE98.B...4.89B.F5.C...A..E.EA....4....89.B8..9F615.32..EA..5.FA.E...893.2..........GEA56.FE..A23...51F.B.99B......2...E..7.6.5GE..8.9D...3A.EG.423.6...89..3..9..DE.AG6.F5';
// magictour_top1465 line 182 after its first two steps (hidden singles): the next step is an X-chain of 1s.
const XCHAIN = '......87..7..9.31...3..7..51..6......5..2..4...8..9..74.....2...6..1..5......6..3';
// magictour_top1465 line 696 after its first three steps (singles): the next step is a multi-colouring
// of 8s, two clusters in four colours.
const MULTICOLOUR = '7.2.1....35...4...4.92..58.6....82.....7.....1.5..3..65....93..........48.7..2.6.';
// tests/data/hints/hard_sample_9x9.txt line 14 after the first two placements of its logic path: the next step is an
// ALS-XZ, r2c9 and r4c9 (1, 3, 6) joined by 1 to r3c5, r3c7 and r3c8 (1, 3, 4, 7); one holds 3, so r1c9 loses it.
const ALSXZ = '.....1.....7.2.....926.8..5..12.7....6.9....42.9.........8...59.8....4....6.3...8';
const HINT_GREEN = [90, 220, 120];
// The two sides of a colouring's first cluster and of its second (shell/hint_overlay.cpp).
const CLUSTER_COLOURS = [[40, 100, 220], [190, 50, 190], [20, 140, 150], [100, 130, 30]];
const HINT_RED = [220, 70, 70];
const CHAIN_ORANGE = [245, 160, 40];

const appHint = (page) => page.evaluate(() => Module.appHint());
const playState = (page) => page.evaluate(() => Module.appPlayState());
/// The engine's hint for the player's board as the app holds it (givens + entries, pencil marks).
const engineHint = (page) => page.evaluate(() => {
  const play = Module.appPlayState();
  const size = Math.round(Math.sqrt(play.board.length));
  const symbols = '123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
  const any = play.marks.some((m) => m.length > 0);
  const candidates = play.marks.map((m) => [...m].map((c) => symbols.indexOf(c) + 1));
  // Cells without marks keep every value (the engine narrows them to what the peers allow).
  const all = Array.from({ length: size }, (_, i) => i + 1);
  const options = any ? { candidates: candidates.map((c) => (c.length ? c : all)) } : {};
  return Module.hint(play.board, options);
});

/// Pixels of the hint's green (cell outlines, the placed value) inside board cell `cell`.
const greenPixels = (page, cell) => colourPixels(page, cell, HINT_GREEN);

/// Pixels within 30 per channel of `colour` inside board cell `cell`.
async function colourPixels(page, cell, colour) {
  const { board } = await layout(page);
  const row = Math.floor(cell / board.size), column = cell % board.size;
  const image = decodePng(await page.screenshot());
  const scale = image.width / (await page.evaluate(() => innerWidth));
  let count = 0;
  for (let y = board.gridY + row * board.cell; y < board.gridY + (row + 1) * board.cell; y += 1 / scale) {
    for (let x = board.gridX + column * board.cell; x < board.gridX + (column + 1) * board.cell; x += 1 / scale) {
      const i = (Math.round(y * scale) * image.width + Math.round(x * scale)) * image.channels;
      if (colour.every((v, k) => Math.abs(image.pixels[i + k] - v) <= 30)) count++;
    }
  }
  return count;
}

async function press(page, key) {
  await page.keyboard.press(key);
  await frames(page, 3);
}

async function saveShot(page, artifacts, root, name) {
  const path = join(artifacts, name);
  await page.screenshot({ path });
  if (process.env.SUDOLAB_UPDATE_DOCS === '1') await copyFile(path, join(root, 'docs', name));
}

export default function register({ test, openApp, root, artifacts }) {
  test('hint 9x9: F2 shows the engine\'s next step on the board, a click on "Apply hint" applies it', async ({ context }) => {
    const page = await openApp(context, `p=${encodePuzzle(3, valuesOfLine(COLY013))}&a=dlx&s=1`);
    await page.waitForFunction(() => Module.appHint().grade.finished, null, { timeout: 10000 });
    const before = await appHint(page);
    assert(!before.shown && before.gradeText.startsWith('Grade: '), `before: ${JSON.stringify(before)}`);
    const shown = await hintToStep(page);
    const expected = await engineHint(page);
    assert(shown.levels.join(', ') === 'nudge, cells, step', `levels ${shown.levels}`);
    assert(shown.shown && shown.applicable, `F2 showed no hint: ${JSON.stringify(shown)}`);
    assert(shown.hint.technique === 'pointing' && shown.hint.sentence === expected.sentence,
      `app: ${shown.hint.sentence} / engine: ${expected.sentence}`);
    assert(shown.hint.sentence === 'In box 3 the 2s lie only in column 9 (r1c9 and r2c9), so 2 leaves r7c9 and r8c9: pointing.',
      `sentence ${shown.hint.sentence}`);
    // The pattern is drawn: the hint's cells are outlined in green, a cell outside the pattern is not.
    const pattern = shown.hint.cells[0];
    assert(await greenPixels(page, pattern) > 20, `no green outline in the pattern cell ${pattern}`);
    assert(await greenPixels(page, 40) === 0, 'green pixels in r5c5, which is not in the pattern');
    await waitForWidget(page, 'Apply hint');
    await page.mouse.move(2, 790);
    await frames(page, 2);
    await saveShot(page, artifacts, root, 'hint-9x9.png');

    // Apply with the mouse: the eliminated candidates are gone from the step's cells' pencil marks, and no
    // other cell got marks (before, every open cell was filled with its candidates).
    await click(page, 'Apply hint');
    await frames(page, 3);
    const after = await appHint(page);
    const play = await playState(page);
    assert(!after.shown, 'the hint is still shown after it was applied');
    for (const e of shown.hint.eliminations) {
      assert(play.marks[e.cell].length > 0, `${e.name} has no marks to keep the elimination`);
      for (const v of e.values) assert(!play.marks[e.cell].includes(String(v)), `${e.name} still has ${v}`);
    }
    const touched = new Set(shown.hint.eliminations.map((e) => e.cell));
    const others = play.marks.filter((m, cell) => !touched.has(cell) && m.length > 0);
    assert(others.length === 0, `${others.length} cells outside the step got pencil marks`);
    assert(play.canUndo, 'applying a hint is not undoable');

    // Press on until a hint places a value; the entry appears on the board and matches the engine.
    let placed = null;
    for (let i = 0; i < 20 && !placed; i++) {
      const h = await hintToStep(page);
      assert(h.shown, `press ${i}: no hint shown`);
      if (h.hint.place) placed = h.hint.place;
      await press(page, 'F2');
    }
    assert(placed, 'no placement within 20 hints');
    const entries = (await playState(page)).entries;
    assert(entries[placed.cell] === String(placed.value), `entry ${entries[placed.cell]} at ${placed.name}, hint said ${placed.value}`);
    assert(page.errors.length === 0, page.errors.join('; '));
    await page.close();
  });

  test('hint chain 9x9: F2 draws the X-chain, strong links solid and weak links dashed, between its candidates', async ({ context }) => {
    const page = await openApp(context, `p=${encodePuzzle(3, valuesOfLine(XCHAIN))}&a=dlx&s=1`);
    const shown = await hintToStep(page);
    const expected = await engineHint(page);
    assert(shown.shown && shown.hint.technique === 'x-chain' && shown.hint.sentence === expected.sentence,
      `app: ${JSON.stringify(shown.hint)} / engine: ${expected.sentence}`);
    assert(shown.hint.sentence.startsWith('Chain (1)r3c2=(1)r3c4-(1)r1c6=(1)r5c6-(1)r5c9=(1)r7c9'), shown.hint.sentence);
    // The strong link (1)r3c2=(1)r3c4 crosses r3c3; the weak link (1)r3c4-(1)r1c6 crosses r2c5; the
    // strong link (1)r5c9=(1)r7c9 crosses r6c9. No link comes near r9c1.
    for (const [cell, name] of [[20, 'r3c3'], [13, 'r2c5'], [53, 'r6c9']])
      assert(await colourPixels(page, cell, CHAIN_ORANGE) > 5, `no chain link drawn across ${name}`);
    assert(await colourPixels(page, 72, CHAIN_ORANGE) === 0, 'chain colour in r9c1, far from the chain');
    await page.mouse.move(2, 790);
    await frames(page, 3);
    await saveShot(page, artifacts, root, 'hint-chain-9x9.png');
    assert(page.errors.length === 0, page.errors.join('; '));
    await page.close();
  });

  test('hint colouring 9x9: F2 draws each coloured candidate in its cluster colour and strikes the elimination', async ({ context }) => {
    const page = await openApp(context, `p=${encodePuzzle(3, valuesOfLine(MULTICOLOUR))}&a=dlx&s=1`);
    await hintToStep(page);
    // The pointer away from the board, so no hover tint changes a disc's colour; the picture first, so a
    // failure below can be looked at.
    await page.mouse.move(2, 790);
    await frames(page, 3);
    await saveShot(page, artifacts, root, 'hint-colouring-9x9.png');
    const shown = await appHint(page);
    const expected = await engineHint(page);
    assert(shown.shown && shown.hint.technique === 'multi-colouring' && shown.hint.sentence === expected.sentence,
      `app: ${JSON.stringify(shown.hint)} / engine: ${expected.sentence}`);
    // Cluster one: r1c2 and r5c3 one colour, r1c4 and r2c3 the other; cluster two: r5c9 and r8c7, then
    // r7c9. r5c3 sees r5c9, so r1c4/r2c3 or r7c9 holds the 8, and r7c4, seeing both, loses it.
    const sides = [[[1, 'r1c2'], [38, 'r5c3']], [[3, 'r1c4'], [11, 'r2c3']], [[44, 'r5c9'], [69, 'r8c7']], [[62, 'r7c9']]];
    for (let colour = 0; colour < 4; colour++) {
      for (const [cell, name] of sides[colour]) {
        const own = await colourPixels(page, cell, CLUSTER_COLOURS[colour]);
        assert(own > 10, `${name}: no disc in colour ${colour}`);
        // Anti-aliased edges (the outline, the dashed link) may come near another colour for a few
        // pixels; a disc of that colour would be as large as this one.
        for (let other = 0; other < 4; other++) {
          const stray = other === colour ? 0 : await colourPixels(page, cell, CLUSTER_COLOURS[other]);
          assert(stray * 4 < own, `${name}: colour ${other} (${stray} pixels) beside colour ${colour} (${own})`);
        }
      }
    }
    assert(await colourPixels(page, 57, HINT_RED) > 10, 'r7c4: the eliminated 8 is not drawn in red');
    for (const colour of CLUSTER_COLOURS)
      assert(await colourPixels(page, 72, colour) === 0, 'a cluster colour in r9c1, outside the clusters');
    assert(page.errors.length === 0, page.errors.join('; '));
    await page.close();
  });

  test('hint ALS 9x9: F2 draws the two almost locked sets in their colours and rings the value joining them', async ({ context }) => {
    const page = await openApp(context, `p=${encodePuzzle(3, valuesOfLine(ALSXZ))}&a=dlx&s=1`);
    await hintToStep(page);
    await page.mouse.move(2, 790);
    await frames(page, 3);
    await saveShot(page, artifacts, root, 'hint-als-9x9.png');
    const shown = await appHint(page);
    const expected = await engineHint(page);
    assert(shown.shown && shown.hint.technique === 'als-xz' && shown.hint.sentence === expected.sentence,
      `app: ${JSON.stringify(shown.hint)} / engine: ${expected.sentence}`);
    assert(shown.hint.sentence.startsWith('The sets r2c9 and r4c9 (column 9: 1, 3 and 6) and r3c5, r3c7 and r3c8'),
      shown.hint.sentence);
    // The first set blue, the second magenta (each cell's candidates of the set as discs in its colour),
    // the joining 1 ringed in orange in both sets, the 3 of r1c9 red; nothing of it in r9c1.
    const sets = [[[17, 'r2c9'], [35, 'r4c9']], [[22, 'r3c5'], [24, 'r3c7'], [25, 'r3c8']]];
    for (let colour = 0; colour < 2; colour++) {
      for (const [cell, name] of sets[colour]) {
        const own = await colourPixels(page, cell, CLUSTER_COLOURS[colour]);
        const other = await colourPixels(page, cell, CLUSTER_COLOURS[1 - colour]);
        assert(own > 10 && other * 4 < own, `${name}: ${own} pixels of set colour ${colour}, ${other} of the other`);
      }
    }
    assert(JSON.stringify(shown.hint.groups.map((g) => g.linked)) === '[[],[1]]', JSON.stringify(shown.hint.groups));
    // The 1s of r2c9, r3c7 and r3c8 are ringed; r4c9 and r3c5 hold no 1, so no ring.
    for (const [cell, name] of [[17, 'r2c9'], [24, 'r3c7'], [25, 'r3c8']])
      assert(await colourPixels(page, cell, CHAIN_ORANGE) > 5, `${name}: no orange ring on its 1`);
    for (const [cell, name] of [[35, 'r4c9'], [22, 'r3c5']])
      assert(await colourPixels(page, cell, CHAIN_ORANGE) === 0, `${name}: an orange ring but no 1`);
    assert(await colourPixels(page, 8, HINT_RED) > 10, 'r1c9: the eliminated 3 is not drawn in red');
    for (const colour of [...CLUSTER_COLOURS.slice(0, 2), CHAIN_ORANGE])
      assert(await colourPixels(page, 72, colour) === 0, 'a set colour in r9c1, outside the sets');
    assert(page.errors.length === 0, page.errors.join('; '));
    await page.close();
  });

  test('hint 16x16: the Hint button shows the next step; F2 presses walk to a pointing pair', async ({ context }) => {
    const page = await openApp(context, `p=${encodePuzzle(4, valuesOfLine(UNIQUE16))}&a=dlx&s=1`);
    let shown = await hintToStep(page, { first: () => click(page, 'Hint') });
    let expected = await engineHint(page);
    assert(shown.shown && shown.hint.sentence === expected.sentence,
      `app: ${JSON.stringify(shown.hint)} / engine: ${expected.sentence}`);
    assert(await greenPixels(page, shown.hint.cells[0]) > 10, 'no green in the pattern cell');
    // Apply and ask again (F2, then F2 to the whole step) until the step is more than a single.
    let walked = 0;
    for (; walked < 80 && /single|full-house/.test(shown.hint.technique); walked++) {
      await press(page, 'F2');
      shown = await hintToStep(page);
      assert(shown.shown, `press ${walked}: no hint shown`);
    }
    assert(walked > 0, `the first hint is already a ${shown.hint.technique}: F2 walked over no single`);
    expected = await engineHint(page);
    assert(shown.hint.technique === 'pointing' && shown.hint.sentence === expected.sentence,
      `app: ${shown.hint.sentence} / engine: ${expected.sentence}`);
    for (const cell of shown.hint.cells) assert(await greenPixels(page, cell) > 10, `no green outline in cell ${cell}`);
    await page.mouse.move(2, 790);  // no tooltip over the sentence in the screenshot
    await frames(page, 3);
    await saveShot(page, artifacts, root, 'hint-16x16.png');
    assert(page.errors.length === 0, page.errors.join('; '));
    await page.close();
    return `${walked} singles walked with F2, then: ${shown.hint.sentence}`;
  });
  test('hint JS API: hint, applyHint, candidates and grade agree with each other and report bad input', async ({ context }) => {
    const page = await openApp(context);
    const result = await page.evaluate((puzzle) => {
      const first = Module.hint(puzzle);
      const applied = Module.applyHint(puzzle);
      const next = Module.hint(applied.puzzle, { candidates: applied.candidates });
      const cands = Module.candidates(puzzle);
      const grade = Module.grade(puzzle);
      const logicOnly = Module.hint('.'.repeat(81), { search: false });
      const several = Module.hint('.'.repeat(81));
      const bad = Module.hint('12x' + '.'.repeat(78));
      const badMarks = Module.hint(puzzle, { candidates: [[1]] });
      return { first, applied, next, cands, grade, logicOnly, several, bad, badMarks };
    }, COLY013);
    const { first, applied, next, cands, grade, logicOnly, several, bad, badMarks } = result;
    assert(first.ok && first.technique === 'pointing', `first ${JSON.stringify(first)}`);
    assert(applied.ok && applied.hint.sentence === first.sentence && applied.puzzle === COLY013,
      'applyHint: same hint, and a pointing step places nothing');
    for (const e of first.eliminations) {
      for (const v of e.values) assert(cands.candidates[e.cell].includes(v) && !applied.candidates[e.cell].includes(v),
        `${e.name}: ${v} should be a candidate before and gone after`);
    }
    assert(next.ok && next.sentence !== first.sentence, 'the next hint repeats the applied one');
    assert(cands.candidates.length === 81 && cands.candidates[4].length === 0, 'r1c5 is a given: no candidates');
    // The same grade as `sudolab rate tests/data/named/coly013.txt` (its path takes three grouped AICs and a
    // continuous nice loop).
    assert(grade.ok && grade.solvedByLogic && grade.hardest === 'nested-forcing-net' && grade.hardestCount === 3 &&
      grade.steps === 92 && grade.eliminations === 62 && grade.openCells === 0, `grade ${JSON.stringify(grade)}`);
    assert(logicOnly.status === 'stuck' && logicOnly.problem === 'logic-only', `logic only ${JSON.stringify(logicOnly)}`);
    assert(several.status === 'stuck' && several.problem === 'several-solutions', `empty grid ${JSON.stringify(several)}`);
    assert(!bad.ok && bad.line === 1 && bad.column === 3, `bad char ${JSON.stringify(bad)}`);
    assert(!badMarks.ok && badMarks.error.includes('81'), `bad marks ${JSON.stringify(badMarks)}`);
    await page.close();
  });
}
