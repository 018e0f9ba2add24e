// Zooming a 25x25 board the way people do: two fingers pinching on a phone (raw DevTools touch events
// with two touch points), the mouse wheel over the board and a drag to pan on a desktop. The JS API is
// only read (appLayout, appState); the puzzle is opened as a shared link (a navigation).
import { join } from 'node:path';
import { readFile } from 'node:fs/promises';
import { assert, appState, encodePuzzle } from './harness.mjs';
import { frames, layout } from './input.mjs';

async function bigBoardLink(root) {
  const text = await readFile(join(root, 'assets/puzzles/instances/inst25x25_45_0.txt'), 'utf8');
  const cells = text.trim().split(/\s+/).slice(2).map(Number).map((v) => (v < 0 ? 0 : v));
  return `p=${encodePuzzle(5, cells)}&a=anneal&s=1`;
}

/// Two fingers on the board, `from` and then `to` CSS px apart (horizontally, around `c`), in `steps` moves.
async function pinch(page, c, from, to, steps = 8) {
  const cdp = await page.context().newCDPSession(page);
  const points = (d) => [{ x: c.x - d / 2, y: c.y, id: 0 }, { x: c.x + d / 2, y: c.y, id: 1 }];
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [points(from)[0]] });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: points(from) });
  await frames(page, 1);
  for (let i = 1; i <= steps; i++) {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: points(from + ((to - from) * i) / steps) });
    await frames(page, 1);
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await frames(page, 3);
  await cdp.detach();
}

const boardCentre = (b) => ({ x: b.x + b.w / 2, y: b.y + b.h / 2 });

export default function register({ test, openApp, root }) {
  test('pinch zoom: two fingers spread on a 25x25 board zoom it in, pinched together zoom it out (phone, touch)', async ({ contextWith }) => {
    // devicePixelRatio 2: a phone's layout (CSS pixels) with 4/9 of the pixels of 3 to draw.
    const context = await contextWith({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, hasTouch: true, isMobile: true });
    const page = await openApp(context, await bigBoardLink(root));
    await frames(page, 3);
    const before = (await layout(page)).board;
    assert(before.size === 25 && before.zoom === 1, `board ${JSON.stringify(before)}`);
    const c = boardCentre(before);
    const selectedBefore = (await appState(page)).selectedCell;  // r1c1 at load
    await pinch(page, c, 60, 180);
    const zoomed = (await layout(page)).board;
    assert(zoomed.zoom > 2, `spreading two fingers from 60 to 180 px zoomed to ${zoomed.zoom}`);
    assert(zoomed.cell > before.cell * 2, `cells ${before.cell} -> ${zoomed.cell} CSS px`);
    const state = await appState(page);
    assert(state.selectedCell === selectedBefore, `the pinch selected cell ${state.selectedCell} (a pinch is not a tap)`);
    await pinch(page, boardCentre(zoomed), 180, 90);
    const back = (await layout(page)).board;
    assert(back.zoom < zoomed.zoom * 0.7 && back.zoom >= 1, `pinching from 180 to 90 px: zoom ${zoomed.zoom} -> ${back.zoom}`);
    await context.close();
    return `zoom 1 -> ${zoomed.zoom.toFixed(2)} (spread 60 -> 180 px) -> ${back.zoom.toFixed(2)} (pinch 180 -> 90 px)`;
  });

  test('wheel zoom and drag pan on a 25x25 board (desktop, mouse)', async ({ context }) => {
    const page = await openApp(context, await bigBoardLink(root));
    await frames(page, 3);
    const before = (await layout(page)).board;
    const c = boardCentre(before);
    await page.mouse.move(c.x, c.y);
    await frames(page, 1);
    for (let i = 0; i < 3; i++) {
      await page.mouse.wheel(0, -100);  // a notch up: zoom in
      await frames(page, 2);
    }
    const zoomed = (await layout(page)).board;
    assert(zoomed.zoom > 1.5, `three wheel notches up over the board: zoom ${zoomed.zoom}`);
    await page.mouse.down();
    await frames(page, 1);
    for (let i = 1; i <= 6; i++) {
      await page.mouse.move(c.x + 20 * i, c.y + 15 * i);
      await frames(page, 1);
    }
    await page.mouse.up();
    await frames(page, 2);
    const panned = (await layout(page)).board;
    assert(panned.gridX > zoomed.gridX + 40 && panned.gridY > zoomed.gridY + 30,
           `dragging right and down moved the grid from (${zoomed.gridX}, ${zoomed.gridY}) to (${panned.gridX}, ${panned.gridY})`);
    await page.close();
    return `zoom ${zoomed.zoom.toFixed(2)} after 3 notches; a drag of 120x90 px moved the grid by ` +
      `${(panned.gridX - zoomed.gridX).toFixed(0)}x${(panned.gridY - zoomed.gridY).toFixed(0)} px`;
  });
}
