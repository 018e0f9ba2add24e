// The game clock (issue 25 item 7): on screen it draws its next second once a second; scrolled out of
// view it draws nothing, yet it keeps counting the seconds as the wall clock passes them.
// On a phone (touch, devicePixelRatio 2) with real input only: a tap on a cell and the digit pad starts
// the game, finger swipes scroll. The JS API is only read (appState, appPlayState, appLayout).
import { assert, decodePng } from './harness.mjs';
import { click, clickCell, frames, layout, swipe, swipeStart } from './input.mjs';

const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, hasTouch: true, isMobile: true };
// The example (unique solution; r1c1 is 4 and open).
const PUZZLE = '003020600900305001001806400008102900700000008006708200002609500800203009005010300';

const clockState = (page) => page.evaluate(() => ({
  seconds: Module.appPlayState().secondsPlayed, frame: Module.appState().frame, rect: Module.appState().layout['play-time'],
}));
const onScreen = (rect) => Boolean(rect) && rect.y + rect.height > 0 && rect.y < PHONE.viewport.height;

/// Device pixels that differ (by more than 24 in a channel) between two screenshots inside a CSS rect.
function changedPixels(a, b, rect, scale) {
  let changed = 0;
  for (let y = Math.max(0, Math.round(rect.y * scale)); y < Math.min(a.height, (rect.y + rect.height) * scale); y++) {
    for (let x = Math.max(0, Math.round(rect.x * scale)); x < Math.min(a.width, (rect.x + rect.width) * scale); x++) {
      const i = (y * a.width + x) * a.channels;
      if ([0, 1, 2].some((k) => Math.abs(a.pixels[i + k] - b.pixels[i + k]) > 24)) changed++;
    }
  }
  return changed;
}

/// Swipes the page (finger moving `up` or down, beside the board) until `wanted(rect of the clock)` holds.
async function swipeUntil(page, up, wanted) {
  for (let i = 0; i < 12; i++) {
    if (wanted((await clockState(page)).rect)) return;
    const start = swipeStart(await layout(page));
    await swipe(page, start, { x: start.x, y: Math.min(Math.max(start.y + (up ? -350 : 350), 4), PHONE.viewport.height - 4) }, 4);
  }
  throw new Error(`the clock never came ${up ? 'off' : 'on'} the screen: ${JSON.stringify((await clockState(page)).rect)}`);
}

/// Waits until the clock has counted `seconds` more seconds; returns the frames drawn meanwhile and the
/// wall seconds it took.
async function countedSeconds(page, seconds) {
  const before = await clockState(page);
  const started = Date.now();
  await page.waitForFunction((target) => Module.appPlayState().secondsPlayed >= target, before.seconds + seconds,
    { timeout: 20000, polling: 100 });
  const after = await clockState(page);
  return { frames: after.frame - before.frame, counted: after.seconds - before.seconds, wall: (Date.now() - started) / 1000 };
}

export default function register({ test, openApp }) {
  test('game clock: a second drawn each second on screen, none scrolled away while it keeps counting (phone, touch)', async ({ contextWith }) => {
    const page = await openApp(await contextWith(PHONE), PUZZLE);
    await clickCell(page, 0, { touch: true });
    await click(page, { id: 'pad-4', kind: 'button' }, { touch: true });
    assert((await page.evaluate(() => Module.appPlayState().entries))[0] === '4', 'the tapped 4 is not in r1c1');
    await swipeUntil(page, true, (rect) => onScreen(rect) && rect.y + rect.height < PHONE.viewport.height);
    await frames(page, 3);

    // On screen: the clock's frames show the seconds (its pixels change).
    const rect = (await clockState(page)).rect;
    const scale = await page.evaluate(() => devicePixelRatio);
    const before = decodePng(await page.screenshot());
    const shown = await countedSeconds(page, 2.5);
    await frames(page, 1);
    const after = decodePng(await page.screenshot());
    const changed = changedPixels(before, after, rect, scale);
    assert(shown.frames >= 2, `the clock on screen drew ${shown.frames} frames while it counted ${shown.counted.toFixed(1)} s`);
    assert(changed >= 10, `the clock's text changed ${changed} pixels in ${shown.counted.toFixed(1)} s`);

    // Scrolled out of view (the Settings and Export sections opened below it, so that there is room to
    // scroll): no frame, and the seconds go on as the wall clock does.
    await click(page, { label: 'Settings', kind: 'header' }, { touch: true });
    await click(page, { label: 'Export', kind: 'header' }, { touch: true });
    await swipeUntil(page, true, (r) => !onScreen(r));
    await frames(page, 3);
    const away = await countedSeconds(page, 3);
    assert(away.frames <= 1, `the clock off screen drew ${away.frames} frames in ${away.wall.toFixed(1)} s`);
    assert(away.counted >= 0.8 * away.wall, `off screen the clock counted ${away.counted.toFixed(1)} s in ${away.wall.toFixed(1)} s`);

    // Back on screen: it draws its seconds again.
    await swipeUntil(page, false, (r) => onScreen(r) && r.y >= 0 && r.y + r.height < PHONE.viewport.height);
    const back = await countedSeconds(page, 2);
    assert(back.frames >= 1, `back on screen the clock drew ${back.frames} frames in ${back.counted.toFixed(1)} s`);
    const seconds = (await clockState(page)).seconds;
    return `on screen ${shown.frames} frames in ${shown.counted.toFixed(1)} s (${changed} px of the clock changed); ` +
      `scrolled away ${away.frames} frames while it counted ${away.counted.toFixed(1)} s in ${away.wall.toFixed(1)} s; ` +
      `back on screen ${back.frames} frames; ${seconds.toFixed(1)} s played`;
  });
}
