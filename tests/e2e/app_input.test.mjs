// The app driven as a person drives it (issue 10 part A): real mouse, wheel and keyboard only; the JS
// API is used to read state (appState, appLayout, listSolvers), never to act.
import { assert, appState } from './harness.mjs';
import {
  click, clickAt, centre, findWidget, frames, layout, pickFromCombo, scrollIntoView, typeInto, waitForWidget, wheel,
} from './input.mjs';

const solverList = (page) => page.evaluate(() => Module.listSolvers().map((s) => s.id));

/// Picks every solver from the Algorithm dropdown; after each pick the app shows no error banner.
async function pickEverySolver(page) {
  const ids = await solverList(page);
  // Start from the last so that every pick is a switch to another solver.
  for (const id of [...ids.slice(1), ids[0]]) {
    await pickFromCombo(page, { id: 'algorithm', kind: 'combo' }, { labelIncludes: `(${id})` });
    await frames(page, 3);
    const state = await appState(page);
    assert(state.lastError === '', `after picking ${id}: error banner "${state.lastError}"`);
    assert(!(await findWidget(page, { kind: 'banner' })), `after picking ${id}: a banner is drawn`);
    assert(state.algorithm === id, `picked ${id} from the dropdown, the app has ${state.algorithm}`);
  }
  return ids.length;
}

export default function register({ test, openApp }) {
  test('appLayout: board cells and labelled widgets of the last frame, a click on "Step" steps', async ({ context }) => {
    const page = await openApp(context);
    const first = await layout(page);
    assert(first.board && first.board.size === 9 && first.board.cell > 20, `board ${JSON.stringify(first.board)}`);
    assert(Math.abs(first.board.w - 9 * first.board.cell) < 1, 'board width is 9 cells');
    for (const [label, kind] of [['Step', 'button'], ['Reset', 'button'], ['Race', 'radio'], ['Puzzle', 'header']]) {
      const widget = first.widgets.find((w) => w.label === label);
      assert(widget && widget.kind === kind, `no ${kind} "${label}" in ${JSON.stringify(first.widgets.slice(0, 6))}`);
    }
    assert(first.sidebar && first.sidebar.scrollY === 0, `sidebar ${JSON.stringify(first.sidebar)}`);
    await click(page, 'Step');
    const state = await appState(page);
    assert(state.status === 'paused' && state.run.work > 0, `after clicking Step: ${state.status}, work ${state.run && state.run.work}`);
    await page.close();
  });
}
