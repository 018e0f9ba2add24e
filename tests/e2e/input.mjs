// Real-input helpers for the browser tests: find a widget by its visible label or id in
// Module.appLayout() (read only, docs/JS_API.md) and drive it the way a person does — Playwright's mouse,
// wheel, keyboard and touchscreen, and raw touch sequences through the DevTools protocol for swipes.
// Nothing here calls a command of the app's JS API.

/// The last frame's layout (see docs/JS_API.md, appLayout).
export const layout = (page) => page.evaluate(() => Module.appLayout());

/// Waits until the app's main loop has ticked `count` more times. The app draws only when something can
/// have changed (docs/APP.md): a tick after an input event draws with that input handled, and a tick of
/// an idle page draws nothing, so the wait never hangs on an idle page.
export async function frames(page, count = 1) {
  await page.evaluate(async (n) => {
    const start = Module.appLayout().tick;
    const deadline = performance.now() + 5000 + n * 500;
    while (Module.appLayout().tick < start + n && performance.now() < deadline) {
      await new Promise((ok) => requestAnimationFrame(ok));
    }
  }, count);
}

/// True if widget `w` matches `query`: a string (label or id) or {label, id, kind, labelIncludes}.
export function matches(w, query) {
  if (typeof query === 'string') return w.label === query || w.id === query;
  if (query.label !== undefined && w.label !== query.label) return false;
  if (query.id !== undefined && w.id !== query.id) return false;
  if (query.kind !== undefined && w.kind !== query.kind) return false;
  if (query.labelIncludes !== undefined && !w.label.includes(query.labelIncludes)) return false;
  return true;
}

const describe = (query) => (typeof query === 'string' ? `"${query}"` : JSON.stringify(query));

/// The widget matching `query` in the last frame (the `index`-th of several, default the first), or null.
export async function findWidget(page, query, index = 0) {
  const { widgets } = await layout(page);
  return widgets.filter((w) => matches(w, query))[index] || null;
}

/// Like findWidget, but waits up to `timeout` ms and throws listing what is on screen if it never shows.
export async function waitForWidget(page, query, timeout = 5000) {
  const deadline = Date.now() + timeout;
  for (;;) {
    const widget = await findWidget(page, query);
    if (widget) return widget;
    if (Date.now() > deadline) {
      const { widgets } = await layout(page);
      const seen = widgets.map((w) => `${w.kind}:${w.label || '#' + w.id}`).join(', ');
      throw new Error(`no widget ${describe(query)} on screen; drawn: ${seen}`);
    }
    await frames(page, 1);
  }
}

export const centre = (r) => ({ x: r.x + r.w / 2, y: r.y + r.h / 2 });

/// Mouse wheel over (x, y): `deltaY` CSS pixels (positive scrolls down, as a browser reports a notch).
export async function wheel(page, x, y, deltaY) {
  await page.mouse.move(x, y);
  await page.mouse.wheel(0, deltaY);
  await frames(page, 2);
}

/// A finger from `from` to `to` ({x, y} in CSS pixels) in `steps` moves, one frame apart.
export async function swipe(page, from, to, steps = 8) {
  const cdp = await page.context().newCDPSession(page);
  const point = (t) => ({ x: from.x + (to.x - from.x) * t, y: from.y + (to.y - from.y) * t });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [point(0)] });
  await frames(page, 1);
  for (let i = 1; i <= steps; i++) {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [point(i / steps)] });
    await frames(page, 1);
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await frames(page, 2);
  await cdp.detach();
}

/// Where a finger can start a scrolling swipe in the sidebar: its middle, or, when the board is there (a
/// finger drawn over the board selects cells, as players expect), the middle of the larger free band
/// above or below the board. Takes appLayout()'s result.
export function swipeStart({ sidebar, board }) {
  const middle = { x: sidebar.x + sidebar.w / 2, y: sidebar.y + sidebar.h / 2 };
  const onBoard = board && middle.x >= board.x && middle.x <= board.x + board.w && middle.y >= board.y &&
    middle.y <= board.y + board.h;
  if (!onBoard) return middle;
  const top = sidebar.y;
  const bottom = sidebar.y + sidebar.h;
  const above = Math.max(0, board.y - top);
  const below = Math.max(0, bottom - (board.y + board.h));
  return below >= above ? { x: middle.x, y: board.y + board.h + below / 2 } : { x: middle.x, y: top + above / 2 };
}

/// Scrolls the sidebar (mouse wheel, or finger swipes with `touch`) until the widget is entirely
/// visible; returns it. Throws if the sidebar does not bring it into view.
export async function scrollIntoView(page, query, { touch = false, attempts = 40 } = {}) {
  for (let i = 0; i < attempts; i++) {
    const found = await waitForWidget(page, query);
    if (found.visible) return found;
    const now = await layout(page);
    const { sidebar } = now;
    if (!sidebar) throw new Error(`${describe(query)} is not visible and there is no sidebar to scroll`);
    const down = found.y > sidebar.y;
    const middle = { x: sidebar.x + sidebar.w / 2, y: sidebar.y + sidebar.h / 2 };
    if (touch) {
      const start = swipeStart(now);
      const distance = Math.min(sidebar.h * 0.45, 400) * (down ? -1 : 1);
      const end = Math.min(Math.max(start.y + distance, sidebar.y + 2), sidebar.y + sidebar.h - 2);
      // Two moves a swipe: each move is a frame drawn (a phone's device pixels in software GL), the app
      // scrolls by the finger's travel between frames, and a swipe that only has to bring a widget into
      // view needs no finer track.
      await swipe(page, start, { x: start.x, y: end }, 2);
    } else {
      await wheel(page, middle.x, middle.y, down ? 100 : -100);
    }
  }
  throw new Error(`${describe(query)} never became visible in the sidebar`);
}

/// Clicks a point with a real mouse: move, press and release, each seen by a frame of its own. (Sending
/// them together, as playwright's mouse.click does, saved about 25 s of the lane's CPU but failed one test in
/// a fresh clone: a Shift+digit right after such a click did not act on the clicked cell; docs/TESTING.md.)
export async function clickAt(page, x, y) {
  await page.mouse.move(x, y);
  await frames(page, 1);
  await page.mouse.down();
  await frames(page, 1);
  await page.mouse.up();
  await frames(page, 2);
}

/// Taps a point with a finger (the context needs hasTouch).
export async function tapAt(page, x, y) {
  await page.touchscreen.tap(x, y);
  await frames(page, 3);
}

/// Clicks (or taps, with `touch`) the widget matching `query`, scrolling it into view first.
export async function click(page, query, { touch = false } = {}) {
  const widget = await scrollIntoView(page, query, { touch });
  if (!widget.enabled) throw new Error(`${describe(query)} is disabled`);
  const { x, y } = centre(widget);
  if (touch) await tapAt(page, x, y);
  else await clickAt(page, x, y);
  return widget;
}

/// Clicks a text field, selects all its text, types `text` and (by default) presses Enter.
export async function typeInto(page, query, text, { enter = true, touch = false } = {}) {
  await click(page, query, { touch });
  await page.keyboard.press('Control+A');
  await frames(page, 1);
  await page.keyboard.type(text, { delay: 20 });
  if (enter) await page.keyboard.press('Enter');
  await frames(page, 2);
}

/// Opens the combo matching `comboQuery` and picks the item matching `itemQuery` (the item's label or
/// a query object; kind 'combo item' is implied).
export async function pickFromCombo(page, comboQuery, itemQuery, { touch = false } = {}) {
  await click(page, comboQuery, { touch });
  const query = { ...(typeof itemQuery === 'string' ? { label: itemQuery } : itemQuery), kind: 'combo item' };
  let item = await waitForWidget(page, query);
  // Long lists scroll: wheel (or swipe) over the list until the item shows. A finger flicks the list by
  // as much as it needs, up to half the list's shown height (start and end stay inside the list): a short
  // fixed swipe took a dozen swipes of a dozen frames each on a phone.
  for (let i = 0; i < 30 && !item.visible; i++) {
    const { widgets } = await layout(page);
    const shownItems = widgets.filter((w) => w.kind === 'combo item' && w.visible);
    const shown = shownItems[0];
    if (!shown) break;
    const at = centre(shown);
    if (touch) {
      const top = Math.min(...shownItems.map((w) => w.y)), bottom = Math.max(...shownItems.map((w) => w.y + w.h));
      const middle = { x: at.x, y: (top + bottom) / 2 };
      const travel = Math.max(Math.min(Math.abs(item.y - shown.y), (bottom - top) / 2), 20);
      await swipe(page, { x: middle.x, y: middle.y + (item.y > shown.y ? travel / 2 : -travel / 2) },
        { x: middle.x, y: middle.y + (item.y > shown.y ? -travel / 2 : travel / 2) }, 2);
    } else {
      await wheel(page, at.x, at.y, item.y > shown.y ? 100 : -100);
    }
    item = await waitForWidget(page, query);
  }
  if (!item.visible) throw new Error(`combo item ${describe(itemQuery)} is not visible in the open list`);
  const { x, y } = centre(item);
  if (touch) await tapAt(page, x, y);
  else await clickAt(page, x, y);
}

/// The centre of board cell `cell` (reading order) in CSS pixels.
export async function cellCentre(page, cell) {
  const { board } = await layout(page);
  if (!board) throw new Error('no board on screen');
  const row = Math.floor(cell / board.size), column = cell % board.size;
  return { x: board.gridX + (column + 0.5) * board.cell, y: board.gridY + (row + 0.5) * board.cell };
}

/// Clicks (or taps) a board cell.
export async function clickCell(page, cell, { touch = false } = {}) {
  const { x, y } = await cellCentre(page, cell);
  if (touch) await tapAt(page, x, y);
  else await clickAt(page, x, y);
}

/// From the player's game to the solver lab over the same board: a click (or tap) on "Watch solvers",
/// then its Run button is on screen.
export async function openLab(page, { touch = false } = {}) {
  await click(page, { id: 'watch-solvers' }, { touch });
  await waitForWidget(page, { id: 'run' });
}

/// Presses F2 (or, for the first press, runs `first`) as a player with graded hints (on by default) does
/// until the hint shows its whole step: a nudge (the technique only), then its cells, then the step. A
/// mistake or a contradiction is shown whole at once. Returns what the Hint shows then (Module.appHint(),
/// read only) with `levels`, the levels seen press by press.
export async function hintToStep(page, { first } = {}) {
  const read = () => page.evaluate(() => Module.appHint());
  const pressF2 = async () => {
    await page.keyboard.press('F2');
    await frames(page, 3);
  };
  await (first ? first() : pressF2());
  let shown = await read();
  const levels = [shown.level];
  if (!shown.shown) throw new Error(`Hint showed nothing: ${JSON.stringify(shown)}`);
  if (shown.mistake || shown.hint.status !== 'step') return { ...shown, levels };
  for (const expected of ['cells', 'step']) {
    await pressF2();
    shown = await read();
    levels.push(shown.level);
    if (!shown.shown || shown.level !== expected) throw new Error(`graded hint: levels ${levels.join(', ')}, expected ${expected}`);
  }
  if (levels[0] !== 'nudge') throw new Error(`a graded hint began at '${levels[0]}', not with a nudge`);
  return { ...shown, levels };
}

/// Opens the play view's "Your own puzzle" section (closed at first; the lab's Puzzle section is open)
/// with a click on its header, unless its paste box is already on screen.
export async function openOwnPuzzle(page, { touch = false } = {}) {
  if (await findWidget(page, { id: 'paste' })) return;
  await click(page, { label: 'Your own puzzle', kind: 'header' }, { touch });
  await waitForWidget(page, { id: 'paste' });
}
