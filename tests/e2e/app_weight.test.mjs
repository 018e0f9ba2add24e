// Page weight as the browser sees it: every response the page loads until its first frames (index.html,
// the js, the wasm with the embedded font and puzzles), summed uncompressed. Sizes are deterministic for
// a build, so the 2 MB target of issue 10 is asserted here (times are only reported, elsewhere).
import { assert } from './harness.mjs';

const LIMIT = 2_000_000;

export default function register({ test }) {
  test('page weight: everything the page loads is at most 2 MB raw', async ({ context }) => {
    const page = await context.newPage();
    const loaded = [];
    // The bytes of every body the browser received (Content-Length of the test server's responses; the
    // body itself when the header is missing).
    page.on('response', async (response) => {
      const url = new URL(response.url()).pathname;
      const length = Number(response.headers()['content-length']);
      if (Number.isFinite(length)) {
        loaded.push({ url, bytes: length });
        return;
      }
      try {
        loaded.push({ url, bytes: (await response.body()).length });
      } catch {
        loaded.push({ url, bytes: NaN });  // a body we could not measure: fails below
      }
    });
    await page.goto(context.baseUrl);
    await page.waitForFunction(() => typeof Module !== 'undefined' && Module.appState && Module.appState() && Module.appState().frame > 3,
                               null, { timeout: 30000 });
    await page.waitForTimeout(500);
    const total = loaded.reduce((sum, r) => sum + r.bytes, 0);
    const list = loaded.map((r) => `${r.url} ${r.bytes} B`).join(', ');
    assert(loaded.some((r) => r.url.endsWith('.wasm')), `the wasm was not among the responses: ${list}`);
    assert(Number.isFinite(total) && total <= LIMIT, `page weight ${total} B > ${LIMIT} B: ${list}`);
    if (context.report) context.report.pageWeightLoaded = { total, files: loaded };
    await page.close();
    return `${total} B raw loaded (${(total / 1e6).toFixed(3)} MB; target <= 2 MB): ${list}`;
  });
}
