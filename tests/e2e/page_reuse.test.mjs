// The harness's reused page (page_reuse.mjs): within a test a reopened page keeps what the test stored
// (a page without a link resumes the last game), and the next test on the same page sees none of it: no
// saved game, its own listeners, the 1280x800 viewport, no key held. The page is the same one (the
// renderer is reused, which is what makes a page load cheap). The same for a phone context of the suite's
// pool (ContextPool, through a lease as a test has one), with taps on the digit pad; and two requests of one
// test are two browsers.
import { assert } from './harness.mjs';
import { click, clickCell, frames } from './input.mjs';
import { ContextPool, reusingContext } from './page_reuse.mjs';

const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, hasTouch: true, isMobile: true };

// The example (unique solution; r1c1 is 4 and open).
const PUZZLE = '003020600900305001001806400008102900700000008006708200002609500800203009005010300';

const playState = (page) => page.evaluate(() => Module.appPlayState());
const notice = (page) => page.evaluate(() => Module.appState().notice);

export default function register({ test, openApp }) {
  test('reused page: a test\'s saved game, listeners, viewport and held keys do not reach the next test', { freshContext: true }, async ({ browser, baseUrl }) => {
    const reuse = await reusingContext(browser, baseUrl);
    reuse.context.reusablePage = reuse.reusablePage;
    try {
      // "Test one": a move by mouse and keyboard, saved by the app.
      const page = await openApp(reuse.context, PUZZLE);
      await clickCell(page, 0);
      await page.keyboard.press('4');
      await frames(page, 2);
      assert((await playState(page)).entries[0] === '4', 'the typed 4 is not in r1c1');
      // Within the test, a page opened without a link resumes that game (the storage is there).
      await page.close();
      const reopened = await openApp(reuse.context);
      assert(reopened === page, 'openApp did not reuse the parked page');
      await reopened.waitForFunction(() => Module.appPlayState().entryCount > 0, null, { timeout: 10000 });
      assert(/Resumed your game/.test(await notice(reopened)), `within the test: notice "${await notice(reopened)}"`);
      let stray = 0;
      reopened.on('pageerror', () => stray++);
      await reopened.setViewportSize({ width: 1000, height: 700 });
      await reopened.keyboard.down('Shift');
      await reuse.endTest();

      // "Test two" on the same page: nothing of the above.
      const next = await openApp(reuse.context);
      assert(next === page, 'the next test got another page');
      assert(next.viewportSize().width === 1280 && next.viewportSize().height === 800, `viewport ${JSON.stringify(next.viewportSize())}`);
      assert(next.listenerCount('pageerror') === 1, `${next.listenerCount('pageerror')} pageerror listeners (openApp adds one)`);
      const state = await playState(next);
      assert(state.entryCount === 0 && state.entries[0] !== '4', `the next test sees the saved game: ${state.entries.slice(0, 9)}`);
      assert(!/Resumed/.test(await notice(next)), `the next test's notice: "${await notice(next)}"`);
      // A typed digit comes out as itself, not Shift's character: no modifier is held.
      const open = [...(await next.evaluate(() => Module.appState().puzzle))].findIndex((c) => c === '.');
      await clickCell(next, open);
      await next.keyboard.press('Digit8');
      await frames(next, 2);
      const after = await playState(next);
      assert(after.entries[open] === '8', `cell ${open} after "8": entry '${after.entries[open]}', marks '${after.marks[open]}'`);
      assert(stray === 0, 'a listener of the first test still runs');
      return 'one page for both tests; the first resumed its own game, the next saw none of it';
    } finally {
      await reuse.close();
    }
  });

  test('pooled phone context: a test\'s saved game, listeners and viewport do not reach the next test; two requests are two browsers', { freshContext: true }, async ({ browser, baseUrl }) => {
    const pool = new ContextPool(browser, baseUrl);
    try {
      // "Test one" on a phone: a digit typed by taps on a cell and the digit pad, saved by the app.
      let lease = pool.lease();
      const phone = await lease.acquire(PHONE);
      const page = await openApp(phone, PUZZLE);
      const device = await page.evaluate(() => ({ dpr: devicePixelRatio, touch: navigator.maxTouchPoints, width: innerWidth }));
      assert(device.dpr === 2 && device.touch > 0 && device.width === 390, `the phone page: ${JSON.stringify(device)}`);
      await clickCell(page, 0, { touch: true });
      await click(page, { id: 'pad-4', kind: 'button' }, { touch: true });
      await frames(page, 2);
      assert((await playState(page)).entries[0] === '4', 'the tapped 4 is not in r1c1');
      // A second request of the same test is another browser: no saved game there.
      const second = await lease.acquire(PHONE);
      assert(second !== phone, 'a second request of one test got the context the test holds');
      const elsewhere = await openApp(second);
      assert((await playState(elsewhere)).entryCount === 0, 'the second browser sees the first one\'s game');
      // Within the test, a page opened without a link resumes the game.
      await page.close();
      const reopened = await openApp(phone);
      assert(reopened === page, 'openApp did not reuse the parked phone page');
      await reopened.waitForFunction(() => Module.appPlayState().entryCount > 0, null, { timeout: 10000 });
      let stray = 0;
      reopened.on('pageerror', () => stray++);
      await reopened.setViewportSize({ width: 360, height: 640 });
      await lease.end();
      lease = pool.lease();

      // "Test two" asks for the phone again: the same context and page, none of the above.
      const again = await lease.acquire({ ...PHONE, viewport: { width: 360, height: 640 } });
      const next = await openApp(again);
      assert(again === phone && next === page, 'the next test got another phone context or page');
      assert(next.viewportSize().width === 360 && next.viewportSize().height === 640, `viewport ${JSON.stringify(next.viewportSize())}`);
      assert(next.listenerCount('pageerror') === 1, `${next.listenerCount('pageerror')} pageerror listeners (openApp adds one)`);
      const state = await playState(next);
      assert(state.entryCount === 0 && state.entries[0] !== '4', `the next test sees the saved game: ${state.entries.slice(0, 9)}`);
      assert(!/Resumed/.test(await notice(next)), `the next test's notice: "${await notice(next)}"`);
      const open = [...(await next.evaluate(() => Module.appState().puzzle))].findIndex((c) => c === '.');
      await clickCell(next, open, { touch: true });
      await click(next, { id: 'pad-8', kind: 'button' }, { touch: true });
      await frames(next, 2);
      assert((await playState(next)).entries[open] === '8', `cell ${open} after a tap on 8: '${(await playState(next)).entries[open]}'`);
      assert(stray === 0, 'a listener of the first test still runs');
      // What a reused context cannot undo is refused.
      let refused = '';
      try { await again.addInitScript(() => {}); } catch (error) { refused = String(error); }
      assert(/reused context/.test(refused), `addInitScript on a pooled context: '${refused}'`);
      return 'one phone context and page for both tests; the second request of a test was another browser';
    } finally {
      await pool.close();
    }
  });
}
