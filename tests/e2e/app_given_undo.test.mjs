// Undo/redo of edits to the givens (puzzle editing), with the real keyboard and mouse only: Ctrl+Z takes
// back a typed given, a cleared given and the player's entries in the order they were made; Ctrl+Y
// brings them back. The JS API is only read (appState, appPlayState, appLayout).
import { assert, appState } from './harness.mjs';
import { click, clickCell, frames, openOwnPuzzle } from './input.mjs';

const press = async (page, keys) => {
  await page.keyboard.press(keys);
  await frames(page, 3);
};
const puzzleOf = async (page) => (await appState(page)).puzzle;
const entriesOf = (page) => page.evaluate(() => Module.appPlayState().entries);

export default function register({ test, openApp }) {
  test('undo/redo of given edits: Ctrl+Z and Ctrl+Y walk through givens and entries in order', async ({ context }) => {
    const page = await openApp(context);
    const original = await puzzleOf(page);
    const open = [...original].findIndex((c) => c === '.');
    const given = [...original].findIndex((c) => c !== '.');
    const other = [...original].findIndex((c, i) => c === '.' && i > open);
    // A player's entry first (not a given), then two edits of the givens: a new clue and a cleared one.
    await clickCell(page, other);
    await page.keyboard.type('5');
    await frames(page, 3);
    assert((await entriesOf(page))[other] === '5', 'the player entry was not made');
    await openOwnPuzzle(page);
    await click(page, { label: 'Edit givens', kind: 'checkbox' });
    await clickCell(page, open);
    await page.keyboard.type('7');
    await frames(page, 3);
    const withClue = await puzzleOf(page);
    assert(withClue[open] === '7' && withClue !== original, `typing 7 with Edit givens: puzzle ${withClue}`);
    await clickCell(page, given);
    await press(page, 'Delete');
    const cleared = await puzzleOf(page);
    assert(cleared[given] === '.' && cleared[open] === '7', `Delete on a given: puzzle ${cleared}`);

    await press(page, 'Control+z');
    assert((await puzzleOf(page)) === withClue, 'the first Ctrl+Z did not bring the cleared given back');
    await press(page, 'Control+z');
    assert((await puzzleOf(page)) === original, 'the second Ctrl+Z did not remove the typed given');
    assert((await entriesOf(page))[other] === '5', 'undoing the givens lost the player entry made before them');
    await press(page, 'Control+z');
    assert((await entriesOf(page))[other] === '.', 'the third Ctrl+Z did not undo the player entry');
    const state = await appState(page);
    assert(state.link.length > 0 && state.puzzle === original, 'the puzzle is not the original after undo');

    await press(page, 'Control+y');
    assert((await entriesOf(page))[other] === '5', 'Ctrl+Y did not redo the entry');
    await press(page, 'Control+y');
    assert((await puzzleOf(page)) === withClue, 'Ctrl+Y did not redo the typed given');
    await press(page, 'Control+y');
    assert((await puzzleOf(page)) === cleared, 'Ctrl+Y did not redo the cleared given');
    // A new edit after an undo drops the redo branch.
    await press(page, 'Control+z');
    await clickCell(page, other);  // (a click on the selected cell would deselect it)
    await page.keyboard.type('9');
    await frames(page, 3);
    const edited = await puzzleOf(page);
    await press(page, 'Control+y');
    const after = await puzzleOf(page);
    assert(edited[other] === '9', `typing 9 with Edit givens: ${edited}`);
    assert(after === edited, `Ctrl+Y after a new edit changed the puzzle: ${edited} -> ${after}`);
    await page.close();
    return 'entry, typed given, cleared given undone with Ctrl+Z in reverse order and redone with Ctrl+Y';
  });
}
