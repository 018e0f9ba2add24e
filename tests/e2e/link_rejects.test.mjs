// Links and pastes the app refuses (issue 31, R10), driven as a person does it: a link typed into the
// address bar (a same-page navigation, which fires hashchange), the Paste button clicked with the mouse
// while the clipboard holds a file. The JS API only reads the state (appState); the clipboard is filled
// as another program would fill it (navigator.clipboard.writeText), not through the app.
import { join } from 'node:path';
import { appState, assert, encodePuzzle, valuesOfLine, waitForApp } from './harness.mjs';
import { clickAt } from './input.mjs';

const AI_ESCARGOT = '1....7.9..3..2...8..96..5....53..9...1..8...26....4...3......1..41.....7..7...3..';
const PASTE_LIMIT = 1 << 20;

/// What a reload must give back: the state a link defines.
const kept = (s) => ({ puzzle: s.puzzle, algorithm: s.algorithm, seed: s.seed, mode: s.mode,
  race: s.raceEntrants.join(','), link: s.link });

/// Types `fragment` into the address bar of the open page (same document: only the fragment changes).
async function typeIntoAddressBar(page, baseUrl, fragment) {
  await page.goto(`${baseUrl}#${fragment}`);
}

async function waitForError(page, pattern, what) {
  await page.waitForFunction((p) => new RegExp(p).test(Module.appState().lastError), pattern.source, { timeout: 10000 })
    .catch(async () => { throw new Error(`${what}: error shown is '${(await appState(page)).lastError}'`); });
  return (await appState(page)).lastError;
}

/// Lines of AI Escargot (82 bytes each with the newline), `count` of them.
const puzzleFile = (count) => `${AI_ESCARGOT}\n`.repeat(count);

export default function register({ test, openApp, artifacts }) {
  test('a rejected link puts the kept state back in the address bar, so a reload keeps it', async ({ context }) => {
    const start = `p=${encodePuzzle(3, valuesOfLine(AI_ESCARGOT))}&a=dlx&s=7`;
    const page = await openApp(context, start);
    const before = await appState(page);
    assert(before.algorithm === 'dlx' && before.seed === '7' && before.lastError === '', `opened ${JSON.stringify(kept(before))}`);
    await page.waitForFunction((link) => location.hash === `#${link}`, before.link, { timeout: 5000 });
    const grid80 = AI_ESCARGOT.slice(0, 80);
    const wide = `\uFF11${AI_ESCARGOT.slice(1)}`;  // the first given, 1, typed as a full-width digit
    const cases = [
      ['a race naming one solver twice', `p=${encodePuzzle(3, valuesOfLine(AI_ESCARGOT))}&r=acs,acs`,
        /race solver 'acs' appears twice \(a race lists each solver once\)/],
      ['an 80-character grid', grid80, /the grid has 80 cells, 1 short/],
      ['a full-width digit', wide, /cell 1 of the grid is '\uFF11' \(U\+FF11\), a full-width digit \(type it as the digit 1\)/],
    ];
    const shown = [];
    for (const [what, fragment, pattern] of cases) {
      await typeIntoAddressBar(page, context.baseUrl, fragment);
      const message = await waitForError(page, pattern, what);
      assert(!/key=value/.test(message), `${what}: '${message}'`);
      shown.push(message);
      // The address bar is set back to the kept state's link (it held the rejected one).
      await page.waitForFunction((link) => location.hash === `#${link}`, before.link, { timeout: 5000 })
        .catch(async () => { throw new Error(`${what}: the address bar holds ${await page.evaluate(() => location.hash)}`); });
      const now = await appState(page);
      assert(JSON.stringify(kept(now)) === JSON.stringify(kept(before)), `${what}: state changed to ${JSON.stringify(kept(now))}`);
      assert(now.race.length === 0, `${what}: ${now.race.length} race lanes`);
    }
    await page.screenshot({ path: join(artifacts, 'link-rejected.png') });
    // A reload opens what the address bar holds: the kept state, with no error.
    await page.reload();
    await waitForApp(page);
    const reloaded = await appState(page);
    assert(JSON.stringify(kept(reloaded)) === JSON.stringify(kept(before)), `reload opened ${JSON.stringify(kept(reloaded))}`);
    assert(reloaded.lastError === '', `reload shows '${reloaded.lastError}'`);
    // A race of two different solvers still opens, one lane each.
    await typeIntoAddressBar(page, context.baseUrl, `p=${encodePuzzle(3, valuesOfLine(AI_ESCARGOT))}&r=acs,dlx`);
    await page.waitForFunction(() => Module.appState().mode === 'race', null, { timeout: 5000 });
    const race = await appState(page);
    assert(race.raceEntrants.join() === 'acs,dlx' && race.lastError === '', `race ${race.raceEntrants} error '${race.lastError}'`);
    assert(page.errors.length === 0, `page errors: ${page.errors.join('; ')}`);
    await page.close();
    return shown.map((m) => `"${m}"`).join('\n       ');
  });

  test('the Paste button refuses clipboard text over 1 MiB with its size, and loads text at the limit', async ({ context }) => {
    const page = await openApp(context, `p=${encodePuzzle(3, valuesOfLine(AI_ESCARGOT))}&a=dlx&s=7`);
    const before = await appState(page);
    const button = before.layout['paste-button'];
    assert(button, 'no Paste button on screen');
    const press = () => clickAt(page, button.x + button.width / 2, button.y + button.height / 2);
    // 12,800 puzzle lines: 1,049,600 bytes. Cut at 1 MiB, line 12,788 would hold 42 cells.
    const over = puzzleFile(12800);
    assert(over.length > PASTE_LIMIT, 'the file is not over the limit');
    await page.evaluate((text) => navigator.clipboard.writeText(text), over);
    await press();
    const message = await waitForError(page, /too long/, 'over the limit');
    assert(message.includes(`${over.length} bytes, at most ${PASTE_LIMIT}`), `message '${message}'`);
    assert(!/line \d+|cells/.test(message), `the message blames the data: '${message}'`);
    let now = await appState(page);
    assert(JSON.stringify(kept(now)) === JSON.stringify(kept(before)) && now.puzzleSource === before.puzzleSource,
      `the refused paste changed the state: ${now.puzzleSource}`);
    // 12,787 lines (1,048,534 bytes) fit: every puzzle is read, none cut.
    const fits = puzzleFile(12787);
    assert(fits.length <= PASTE_LIMIT, 'the file does not fit');
    await page.evaluate((text) => navigator.clipboard.writeText(text), fits);
    await press();
    await page.waitForFunction(() => Module.appState().puzzleSource === 'pasted', null, { timeout: 20000 })
      .catch(async () => { throw new Error(`text at the limit was not loaded: '${(await appState(page)).lastError}'`); });
    now = await appState(page);
    assert(now.lastError === '' && now.puzzle === AI_ESCARGOT, `error '${now.lastError}', puzzle ${now.puzzle}`);
    assert(now.notice.includes('Read 12787 puzzles'), `notice '${now.notice}'`);
    assert(page.errors.length === 0, `page errors: ${page.errors.join('; ')}`);
    await page.close();
    return `"${message}"`;
  });
}
