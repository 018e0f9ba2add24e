// Browser contexts reused by the browser tests, each with one page that openApp hands from test
// to test. A page in a new context starts a renderer process, and that start is most of a page load's
// CPU in the tests' chromium (docs/TESTING.md, sixth round: about 2.3 s a load, 1.2 s of it for a blank
// page); the same page taken to the app's address again is a new document in the same renderer (about
// 1 s). Each test still sees only its own state: between tests the page is parked
// on a blank document of the site, every kind of the site's storage is cleared, the page's listeners are
// dropped and its viewport, mouse buttons and modifier keys are put back; pages a test opened itself are
// closed. A page that a test wants to change for good (init scripts, routes, exposed functions) must come
// from context.newPage(): the reused page refuses those.
//
// The same holds for the other kinds of context a test asks for (a phone, a tablet, a HiDPI screen, a
// second "browser" with storage of its own): ContextPool keeps, for the workers together, such contexts
// keyed by what a context fixes when it is made (device scale factor, touch, mobile), each with its
// reused page; the viewport is set on the page per test.

import { PARKING_PAGE } from './harness.mjs';

const VIEWPORT = { width: 1280, height: 800 };
const MODIFIERS = ['Shift', 'Control', 'Alt', 'Meta'];
const BUTTONS = ['left', 'middle', 'right'];
// Page and context methods whose effect outlives a navigation: a later test would inherit it.
const LASTING = ['addInitScript', 'route', 'routeFromHAR', 'exposeFunction', 'exposeBinding'];
const LASTING_IN_CONTEXT = [...LASTING, 'setExtraHTTPHeaders', 'setGeolocation', 'grantPermissions', 'clearPermissions'];

/// A reused context (1280x800 unless `options` say otherwise, clipboard granted, service workers
/// blocked) with its reused page: context.reusablePage() gives the page to openApp when no test holds it,
/// setViewport() sizes it for a test, and endTest() makes it clean for the next test. `options`: those of
/// browser.newContext that a context fixes for good (deviceScaleFactor, hasTouch, isMobile).
export async function reusingContext(browser, baseUrl, options = {}) {
  const context = await browser.newContext({ ...options, viewport: VIEWPORT, serviceWorkers: 'block' });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl.replace(/\/$/, '') });
  context.baseUrl = baseUrl;
  for (const name of LASTING_IN_CONTEXT) {
    context[name] = () => { throw new Error(`context.${name} on a reused context: make one with browser.newContext instead`); };
  }
  // playwright's clock (a fixed date, fake timers) stays installed for the context's life (its pages
  // share the context's clock object).
  for (const name of ['install', 'setFixedTime', 'setSystemTime', 'fastForward', 'runFor', 'pauseAt', 'resume']) {
    context.clock[name] = () => { throw new Error(`clock.${name} on a reused context: make one with browser.newContext instead`); };
  }
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
    /// Sizes the reused page for the test (between tests it goes back to 1280x800).
    async setViewport(size = VIEWPORT) {
      const now = page.viewportSize();
      if (!now || now.width !== size.width || now.height !== size.height) await page.setViewportSize(size);
    },
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
    /// Closes the page and the context (`closeContext`: the context's own close, when it was replaced).
    async close(closeContext = () => context.close()) {
      await realClose();
      await closeContext();
    },
  };
}

/// What a context fixes when it is made, as the key of its pool entry: a test's options differ from a
/// pooled context's in nothing else but the viewport, which is set per test.
function fixedOptions({ deviceScaleFactor = 1, hasTouch = false, isMobile = false } = {}) {
  return { deviceScaleFactor, hasTouch, isMobile };
}

/// Options a pooled context cannot honour: the test needs a context of its own (browser.newContext).
const UNPOOLED = ['serviceWorkers', 'locale', 'timezoneId', 'colorScheme', 'geolocation', 'permissions', 'storageState',
  'userAgent', 'offline', 'javaScriptEnabled', 'extraHTTPHeaders', 'httpCredentials', 'recordVideo', 'screen'];

/// The suite's reused contexts, shared by its workers: 1280x800 desktop ones (each running test has one)
/// and the others tests asked for. A test uses the pool through a lease (lease()): its requests get
/// contexts no other running test holds, and within the test every request gets another one (two
/// requests with the same options are two "browsers", each with storage of its own); when the test ends
/// (lease.end()), each context it used is cleared and goes back to the pool.
export class ContextPool {
  constructor(browser, baseUrl) {
    this.browser = browser;
    this.baseUrl = baseUrl;
    this.entries = [];  // { key, reuse, closeForGood }
    this.leased = new Set();
  }

  /// One test's use of the pool: acquire(options) a context, end() when the test is over (returns the
  /// errors of contexts that could not be cleared; those are closed and dropped from the pool).
  lease() {
    const held = new Set();
    return { acquire: (options) => this.acquire(options, held), end: () => this.release(held) };
  }

  /// A clean context with `options` (browser.newContext's: viewport, deviceScaleFactor, hasTouch,
  /// isMobile) and its parked page sized to the viewport, held by no running test; added to `held`.
  async acquire(options = {}, held) {
    const refused = Object.keys(options).filter((name) => UNPOOLED.includes(name));
    if (refused.length) throw new Error(`a pooled context cannot have ${refused.join(', ')}: use browser.newContext`);
    const key = JSON.stringify(fixedOptions(options));
    // Found and leased with no await between: two tests never get the same context.
    let entry = this.entries.find((e) => e.key === key && !this.leased.has(e));
    if (!entry) {
      const reuse = await reusingContext(this.browser, this.baseUrl, fixedOptions(options));
      reuse.context.reusablePage = reuse.reusablePage;
      // A test's context.close() ends its use of the context: the pages it opened are closed and the
      // reused page parked; the context itself stays for the next test (release clears it).
      const close = reuse.context.close.bind(reuse.context);
      reuse.context.close = () => reuse.endTest();
      entry = { key, reuse, closeForGood: async () => { await reuse.close(close); } };
      this.entries.push(entry);
    }
    this.leased.add(entry);
    held.add(entry);
    if (options.viewport) await entry.reuse.setViewport(options.viewport);
    return entry.reuse.context;
  }

  /// After a test: every context it held is cleared and goes back to the pool. One that cannot be
  /// cleared (a test left it stuck) is closed and dropped: a later request makes a new one.
  async release(held) {
    const errors = [];
    for (const entry of held) {
      try {
        await entry.reuse.endTest();
      } catch (error) {
        errors.push(error);
        await entry.closeForGood().catch(() => {});
        this.entries = this.entries.filter((e) => e !== entry);
      }
      this.leased.delete(entry);
    }
    held.clear();
    return errors;
  }

  /// Closes every context of the pool (the end of the suite).
  async close() {
    for (const entry of this.entries) await entry.closeForGood();
    this.entries = [];
  }
}
