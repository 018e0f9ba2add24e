// Where the page's first frame waits: one line per page load with the times (ms after navigation start)
// at which the wasm and the loader script arrived (resource timing), WebAssembly.instantiate started and
// ended, main began (Module.preRun), the WebGL context was made, the font atlas was uploaded (the first
// texImage2D), the first draw call was made, and Module.firstFrameMs; then the phases the app timed itself
// (Module.startupMs, ms: its start, the font rasterisation and texture, the wait for the first tick, the
// shaders, the first frame's UI and its drawing; atlasPixels is the atlas's size). Read only: it wraps
// browser functions to note times and changes nothing in the app.
// Usage (from tests/e2e, where playwright-core is installed): node ../../bench/app/first_frame_probe.mjs SITE_DIR [RUNS]
import { serveDirectory, launchBrowser, waitForApp } from '../../tests/e2e/harness.mjs';
const [,, site, runs = '3'] = process.argv;
const server = await serveDirectory(site);
const browser = await launchBrowser();
for (let i = 0; i < +runs; i++) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await context.addInitScript(() => {
    window.probe = {};
    const wrap = (name) => {
      const original = WebAssembly[name];
      WebAssembly[name] = function (...args) {
        window.probe[name + 'Start'] = performance.now();
        return original.apply(this, args).then((r) => { window.probe[name + 'End'] = performance.now(); return r; });
      };
    };
    const gc = HTMLCanvasElement.prototype.getContext;
    HTMLCanvasElement.prototype.getContext = function (...a) { window.probe.glStart ??= performance.now(); const r = gc.apply(this, a); window.probe.glEnd ??= performance.now(); return r; };
    const tex = WebGL2RenderingContext.prototype.texImage2D;
    WebGL2RenderingContext.prototype.texImage2D = function (...a) { window.probe.tex ??= performance.now(); return tex.apply(this, a); };
    const draw = WebGL2RenderingContext.prototype.drawElements;
    WebGL2RenderingContext.prototype.drawElements = function (...a) { window.probe.draw ??= performance.now(); return draw.apply(this, a); };
    let stored;
    Object.defineProperty(window, 'Module', { configurable: true, get() { return stored; }, set(v) {
      stored = v; if (v && !v.__probed) { v.__probed = true; v.preRun = [() => { window.probe.preRun = performance.now(); }]; } } });
    wrap('instantiate'); wrap('compile'); wrap('instantiateStreaming'); wrap('compileStreaming');
  });
  const page = await context.newPage();
  await page.goto(server.url);
  await waitForApp(page);
  const t = await page.evaluate(() => {
    const res = {};
    for (const e of performance.getEntriesByType('resource')) res[e.name.split('/').pop()] = [e.startTime.toFixed(0), e.responseEnd.toFixed(0)];
    return { res, probe: Object.fromEntries(Object.entries(window.probe).map(([k, v]) => [k, v.toFixed(0)])), first: Module.firstFrameMs.toFixed(0), app: Object.fromEntries(Object.entries(Module.startupMs || {}).map(([k, v]) => [k, +v.toFixed(1)])), dcl: performance.getEntriesByType('navigation')[0].domContentLoadedEventEnd.toFixed(0) };
  });
  console.log(JSON.stringify(t));
  await context.close();
}
await browser.close(); await server.close();
