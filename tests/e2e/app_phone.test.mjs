// The app on a phone: 390x844 CSS pixels at devicePixelRatio 2, touch only (no mouse, no keyboard). The
// layout is the same at any ratio (it is decided in CSS pixels); 2 keeps CSS and device pixels apart, as on
// a phone, and draws 4/9 of the pixels of 3 (software GL's cost is per pixel; the layout tests keep 3).
// Board first and as wide as the screen; taps select cells and press buttons without leaving tooltips;
// the on-screen digit pad enters values; swipes scroll the page; dropdowns work with taps.
import { AI_ESCARGOT_FRAGMENT, assert, appState } from './harness.mjs';
import { centre, click, clickCell, findWidget, layout, openLab, pickFromCombo, swipe } from './input.mjs';

const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, hasTouch: true, isMobile: true };

/// The app on AI Escargot (a puzzle the solvers need work for) in a phone context of the suite's pool.
async function openPhone(contextWith, openApp) {
  const context = await contextWith(PHONE);
  const page = await openApp(context, AI_ESCARGOT_FRAGMENT);
  return { context, page };
}

async function noTooltip(page, after) {
  const tip = await findWidget(page, { kind: 'tooltip' });
  assert(!tip, `a tooltip stays up after ${after}: "${tip && tip.label}"`);
}

export default function register({ test, openApp }) {
  test('phone 390x844 touch: board first, tap a cell and the digit pad, swipe to scroll, no sticky tooltips', async ({ contextWith }) => {
    const { context, page } = await openPhone(contextWith, openApp);
    const { board: rect } = await layout(page);
    assert(rect.y < 160 && rect.w >= 340 && rect.x + rect.w <= 390, `board at ${rect.x},${rect.y} size ${rect.w} on a 390 px phone`);
    const before = await appState(page);
    const empty = [...before.puzzle].indexOf('.');
    await clickCell(page, empty, { touch: true });
    assert((await appState(page)).selectedCell === empty, `tapped cell ${empty}, selected ${(await appState(page)).selectedCell}`);
    await click(page, { id: 'pad-5', kind: 'button' }, { touch: true });
    const after = await appState(page);
    const board = await page.evaluate(() => Module.appPlayState().board);
    assert(board[empty] === '5', `digit pad 5 on cell ${empty}: the cell holds '${board[empty]}'`);
    await noTooltip(page, 'tapping the digit pad');

    // A swipe up scrolls the page by about the finger's travel; a swipe down comes back.
    const mid = { x: 195, y: 600 };
    await swipe(page, mid, { x: 195, y: 300 });
    const scrolled = (await layout(page)).sidebar.scrollY;
    assert(scrolled > 200 && scrolled < 400, `a 300 px swipe scrolled ${scrolled} px`);
    assert((await appState(page)).puzzle === after.puzzle, 'the swipe changed the puzzle (it pressed something)');
    // The swipe back starts beside the board: a finger drawn over the board selects cells (multi-select).
    const { board: nowBoard } = await layout(page);
    const start = Math.max(nowBoard.y + nowBoard.h + 20, 300);
    await swipe(page, { x: 195, y: start }, { x: 195, y: Math.min(start + scrolled + 80, 840) });
    assert((await layout(page)).sidebar.scrollY === 0,
           `a swipe down from y ${start.toFixed(0)} (board ${nowBoard.y.toFixed(0)}-${(nowBoard.y + nowBoard.h).toFixed(0)}) did not scroll back to the top`);

    // Step by tap (in the solver lab, one tap away); no tooltip stays after the tap.
    await openLab(page, { touch: true });
    await click(page, 'Step', { touch: true });
    const stepped = await appState(page);
    assert(stepped.status === 'paused' && stepped.run.work > 0, `tapping Step: ${stepped.status}`);
    await noTooltip(page, 'tapping Step');
    await context.close();
    return `scrolled ${scrolled.toFixed(0)} px by a 300 px swipe`;
  });

  test('phone 390x844 touch: picking a solver from the dropdown by taps shows no error', async ({ contextWith }) => {
    const { context, page } = await openPhone(contextWith, openApp);
    await openLab(page, { touch: true });
    await pickFromCombo(page, { id: 'algorithm', kind: 'combo' }, { labelIncludes: '(tabu)' }, { touch: true });
    let state = await appState(page);
    assert(state.algorithm === 'tabu' && state.lastError === '', `after tapping tabu: ${state.algorithm}, "${state.lastError}"`);
    await pickFromCombo(page, { id: 'algorithm', kind: 'combo' }, { labelIncludes: '(dlx)' }, { touch: true });
    state = await appState(page);
    assert(state.algorithm === 'dlx' && state.lastError === '', `after tapping dlx: ${state.algorithm}, "${state.lastError}"`);
    const combo = await findWidget(page, { id: 'algorithm', kind: 'combo' });
    assert(combo && combo.x + combo.w <= 390, 'the dropdown sticks out of the screen');
    await context.close();
    return `algorithm dropdown at y ${centre(combo).y.toFixed(0)} after scrolling`;
  });
}
