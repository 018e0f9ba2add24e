// Where the browser tests' time goes: per test, the CPU seconds of chromium (every process of the browser
// the suite launched, dead or alive), of node, and the frames the app drew and the ticks of its main loop
// in the test's pages. Turned on by SUDOLAB_E2E_PROFILE=FILE (run.mjs), which writes one TSV line per
// test; the CPU columns mean something only with SUDOLAB_E2E_JOBS=1 (tests running side by side share
// the browser).
export { childrenCpuSeconds, nodeCpuSeconds } from './process_cpu.mjs';

/// Counts the frames drawn and ticks of every page a context opens. Each page is sampled every 250 ms and
/// when it closes; a sample lower than the one before means the page loaded again (its counters restart),
/// so the one before is banked into the totals of the test running then (`totalsNow()`). What a page drew
/// after its last sample before a reload is not counted. `pages` counts new pages: a reused page
/// (page_reuse.mjs) counts once, in the test that opened its context.
export function watchFrames(context, totalsNow) {
  const last = new Map();
  const bank = (page) => {
    const counts = last.get(page);
    if (counts) {
      totalsNow().frames += counts.frame;
      totalsNow().ticks += counts.tick;
    }
    last.delete(page);
  };
  const sample = async (page) => {
    let counts = null;
    try {
      counts = await page.evaluate(() => (typeof Module !== 'undefined' && typeof Module.appState === 'function' ?
        { frame: Module.appState().frame, tick: Module.appState().tick } : null));
    } catch {
      return;  // the page is gone or between loads: its last sample stands
    }
    // No app (the page left it, e.g. a reused page parked between tests): what it drew is banked.
    if (!counts) { bank(page); return; }
    const before = last.get(page);
    if (before && counts.tick < before.tick) bank(page);
    last.set(page, counts);
  };
  context.on('page', (page) => {
    totalsNow().pages++;
    const timer = setInterval(() => sample(page), 250);
    const close = page.close.bind(page);
    page.close = async (...args) => {
      await sample(page);
      return close(...args);
    };
    page.on('close', () => { clearInterval(timer); bank(page); });
  });
  const close = context.close.bind(context);
  context.close = async (...args) => {
    for (const page of context.pages()) await sample(page);
    return close(...args);
  };
}

/// The options of a new context that make it differ from the suite's 1280x800 one, as short text
/// ("390x844 dpr2 touch mobile"), for the profile's context column.
export function contextOptionsText(options = {}) {
  const parts = [];
  if (options.viewport) parts.push(`${options.viewport.width}x${options.viewport.height}`);
  if (options.deviceScaleFactor && options.deviceScaleFactor !== 1) parts.push(`dpr${options.deviceScaleFactor}`);
  if (options.hasTouch) parts.push('touch');
  if (options.isMobile) parts.push('mobile');
  if (options.serviceWorkers === 'allow') parts.push('service-workers');
  return parts.join(' ') || 'default';
}

/// Watches every context `browser` opens from now on (the test's own and those a test makes itself) into
/// `current().totals`: its pages, frames and ticks, and the contexts themselves (`contexts`, and their
/// options in `contextOptions`).
export function watchBrowser(browser, current) {
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (...args) => {
    const context = await newContext(...args);
    current().totals.contexts++;
    current().totals.contextOptions.push(contextOptionsText(args[0]));
    // The running test's totals at each count: a pooled context outlives its first test (page_reuse.mjs).
    watchFrames(context, () => current().totals);
    return context;
  };
}
