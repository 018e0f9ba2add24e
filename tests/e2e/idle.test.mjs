// The app draws only when something can have changed (docs/APP.md, FramePacer): an open page nobody
// touches draws (almost) no frames, only the game clock's once a second, while its main loop keeps
// ticking; one real key press, and one real mouse move, draw again and show their result in the page's
// pixels. The JS API is only read (appState, appPlayState, appLayout).
import { assert, decodePng } from './harness.mjs';
import { cellCentre, centre, frames, waitForWidget } from './input.mjs';

// The example (unique solution; r1c1 is 4, and r1c1 is open and selected at load).
const PUZZLE = '003020600900305001001806400008102900700000008006708200002609500800203009005010300';

/// Frames drawn and main-loop ticks over `ms` milliseconds of doing nothing.
async function idleCounts(page, ms) {
  const read = () => page.evaluate(() => ({ frame: Module.appState().frame, tick: Module.appState().tick }));
  const before = await read();
  await page.waitForTimeout(ms);
  const after = await read();
  return { frames: after.frame - before.frame, ticks: after.tick - before.tick };
}

/// Waits until the page has settled (the solution check and the grade done: at most the clock's frames).
async function waitUntilIdle(page) {
  for (let i = 0; i < 20; i++) {
    const { frames: drawn } = await idleCounts(page, 1000);
    if (drawn <= 2) return;
  }
  throw new Error('the page never stopped drawing');
}

/// Device pixels that differ (by more than 24 in a channel) between two screenshots inside a CSS rect.
function changedPixels(a, b, rect, scale) {
  let changed = 0;
  for (let y = Math.round(rect.y * scale); y < (rect.y + rect.h) * scale; y++) {
    for (let x = Math.round(rect.x * scale); x < (rect.x + rect.w) * scale; x++) {
      const i = (y * a.width + x) * a.channels;
      if ([0, 1, 2].some((k) => Math.abs(a.pixels[i + k] - b.pixels[i + k]) > 24)) changed++;
    }
  }
  return changed;
}

export default function register({ test, openApp }) {
  test('idle page: draws almost no frames while its loop ticks; a key press and a mouse move draw their result', async ({ context }) => {
    const page = await openApp(context, PUZZLE);
    await waitUntilIdle(page);
    const idle = await idleCounts(page, 4000);
    // The game clock's text changes once a second: about 4 frames, never one per tick.
    assert(idle.frames <= 6, `an idle page drew ${idle.frames} frames in 4 s`);
    assert(idle.ticks >= 20, `the main loop ticked only ${idle.ticks} times in 4 s`);

    // A key press: 4 typed in the selected r1c1 shows at once.
    const { board } = await page.evaluate(() => Module.appLayout());
    const cellRect = { x: board.gridX + board.cell * 0.15, y: board.gridY + board.cell * 0.15, w: board.cell * 0.7, h: board.cell * 0.7 };
    const scale = (await page.evaluate(() => devicePixelRatio));
    const beforeKey = decodePng(await page.screenshot());
    const drawnBefore = (await page.evaluate(() => Module.appState().frame));
    await page.keyboard.press('4');
    await frames(page, 1);
    const entries = (await page.evaluate(() => Module.appPlayState().entries));
    assert(entries[0] === '4', `after the key press r1c1 holds '${entries[0]}'`);
    const afterKey = decodePng(await page.screenshot());
    const digitPixels = changedPixels(beforeKey, afterKey, cellRect, scale);
    assert(digitPixels >= 20, `the typed 4 changed only ${digitPixels} pixels of r1c1`);
    const drawnAfterKey = (await page.evaluate(() => Module.appState().frame)) - drawnBefore;
    assert(drawnAfterKey >= 1, 'the key press drew no frame');

    // Settled again, a mouse move over a button lights it (ImGui's hover colour).
    await waitUntilIdle(page);
    const button = await waitForWidget(page, { id: 'hint' });
    const away = await cellCentre(page, 40);
    await page.mouse.move(away.x, away.y);
    await frames(page, 3);
    await waitUntilIdle(page);
    const beforeHover = decodePng(await page.screenshot());
    const at = centre(button);
    await page.mouse.move(at.x, at.y);
    await frames(page, 1);
    const afterHover = decodePng(await page.screenshot());
    const lit = changedPixels(beforeHover, afterHover, { x: button.x + 2, y: button.y + 2, w: button.w - 4, h: button.h - 4 }, scale);
    assert(lit >= button.w * button.h * scale * scale * 0.3, `hovering the Hint button changed only ${lit} of its pixels`);
    // And then it stops drawing again.
    await waitUntilIdle(page);
    const after = await idleCounts(page, 2000);
    assert(after.frames <= 4, `after the input the page drew ${after.frames} frames in 2 s`);
  });
}
