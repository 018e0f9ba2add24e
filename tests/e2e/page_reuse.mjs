// One browser context per worker of the browser tests, and in it one page that openApp hands from test
// to test. A page in a new context starts a renderer process, and that start is most of a page load's
// CPU in the tests' chromium (docs/TESTING.md, sixth round: about 2.3 s a load, 1.2 s of it for a blank
// page); the same page taken to the app's address again is a new document in the same renderer (about
// 1 s). Each test still sees only its own state: between tests the page is parked
// on a blank document of the site, every kind of the site's storage is cleared, the page's listeners are
// dropped and its viewport, mouse buttons and modifier keys are put back; pages a test opened itself are
// closed. A page that a test wants to change for good (init scripts, routes, exposed functions) must come
// from context.newPage(): the reused page refuses those.

import { PARKING_PAGE } from './harness.mjs';

const VIEWPORT = { width: 1280, height: 800 };
const MODIFIERS = ['Shift', 'Control', 'Alt', 'Meta'];
const BUTTONS = ['left', 'middle', 'right'];
// Page methods whose effect outlives a navigation: a later test would inherit it.
const LASTING = ['addInitScript', 'route', 'routeFromHAR', 'exposeFunction', 'exposeBinding'];

/// A worker's context (1280x800, clipboard granted, service workers blocked) with its reused page:
/// context.reusablePage() gives the page to openApp when no test holds it, and endTest() makes it
/// clean for the next test.
export async function reusingContext(browser, baseUrl) {
  const context = await browser.newContext({ viewport: VIEWPORT, serviceWorkers: 'block' });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl.replace(/\/$/, '') });
  context.baseUrl = baseUrl;
  const parking = `${baseUrl}${PARKING_PAGE}`;
  const page = await context.newPage();
  await page.goto(parking);
  const realClose = page.close.bind(page);
  for (const name of LASTING) {
    page[name] = () => { throw new Error(`page.${name} on the page openApp reuses: open the page with context.newPage() instead`); };
  }
  let held = false;

  /// Takes the page to the parking document and puts back what a test may have changed on it.
  async function park() {
    for (const name of page.eventNames()) if (name !== 'close') page.removeAllListeners(name);
    for (const button of BUTTONS) await page.mouse.up({ button });
    for (const key of MODIFIERS) await page.keyboard.up(key);
    await page.goto(parking);
    const size = page.viewportSize();
    if (!size || size.width !== VIEWPORT.width || size.height !== VIEWPORT.height) await page.setViewportSize(VIEWPORT);
    held = false;
  }
  // A test's page.close() parks the page: its app stops as it would closed, and the renderer stays.
  page.close = async () => { if (held) await park(); };

  return {
    context,
    /// The reused page (parked, clean), or null while a test holds it.
    reusablePage() {
      if (held) return null;
      held = true;
      return page;
    },
    /// After a test: closes the pages it opened, parks the reused page and clears the site's storage.
    async endTest() {
      for (const other of context.pages()) if (other !== page) await other.close();
      await context.setOffline(false);
      await park();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Storage.clearDataForOrigin', { origin: baseUrl.replace(/\/$/, ''), storageTypes: 'all' });
      await cdp.detach();
      // The tab's own session storage is not the origin's: cleared from the parked document.
      await page.evaluate(() => { localStorage.clear(); sessionStorage.clear(); });
    },
    async close() {
      await realClose();
      await context.close();
    },
  };
}
