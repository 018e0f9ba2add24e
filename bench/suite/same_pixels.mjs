// Compares the pictures of two builds of the page (docs/TESTING.md, fifth round): opens each site in the
// same screens and states, takes a screenshot of each, and counts the pixels that differ, with their
// bounding box. A change meant to draw the same picture more cheaply must report 0 everywhere (a clock
// that ticked between the two screenshots shows up as a small box on its text).
//   node bench/suite/same_pixels.mjs SITE_A SITE_B [OUT_DIR]
import { mkdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { AI_ESCARGOT_FRAGMENT, decodePng, encodePuzzle, launchBrowser, serveDirectory, valuesOfLine, waitForApp, waitForEnd } from '../../tests/e2e/harness.mjs';

const [siteA, siteB, outDir = '/tmp/same-pixels'] = process.argv.slice(2);
if (!siteA || !siteB) {
  console.error('usage: same_pixels.mjs SITE_A SITE_B [OUT_DIR]');
  process.exit(2);
}
const ESCARGOT = '1....7.9..3..2...8..96..5....53..9...1..8...26....4...3......1..41.....7..7...3..';
const link = (extra) => `p=${encodePuzzle(3, valuesOfLine(ESCARGOT))}${extra}`;
const DESKTOP = { viewport: { width: 1280, height: 800 } };
const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, hasTouch: true, isMobile: true };
// name, context options, fragment, and whether to run the solver to its end first.
const SCREENS = [
  ['play-desktop', DESKTOP, '', false],
  ['lab-solved-desktop', DESKTOP, link('&a=dlx&s=1'), true],
  ['race-desktop', DESKTOP, link('&a=dlx&s=5&r=dlx,backtrack'), true],
  ['lab-1024x768', { viewport: { width: 1024, height: 768 } }, AI_ESCARGOT_FRAGMENT, false],
  ['hidpi-900x640', { viewport: { width: 900, height: 640 }, deviceScaleFactor: 2 }, '', false],
  ['play-phone', PHONE, '', false],
  ['race-phone', PHONE, link('&a=dlx&s=5&r=dlx,backtrack'), true],
];

async function shoot(site, name, options, fragment, run) {
  const server = await serveDirectory(site);
  const browser = await launchBrowser();
  try {
    const context = await browser.newContext(options);
    const page = await context.newPage();
    await page.goto(server.url + (fragment ? `#${fragment}` : ''));
    await waitForApp(page);
    if (run) {
      await page.evaluate(() => Module.appRun());
      await waitForEnd(page);
    }
    // Wait for the page to settle: half a second without a frame (the game clock draws one a second).
    await page.waitForFunction(() => {
      const s = Module.appState();
      window.lastFrames = window.lastFrames || [];
      window.lastFrames.push(s.frame);
      return window.lastFrames.length > 10 && window.lastFrames[window.lastFrames.length - 10] === s.frame;
    }, null, { timeout: 30000, polling: 50 });
    const path = join(outDir, `${name}-${site === siteA ? 'a' : 'b'}.png`);
    await page.screenshot({ path });
    return decodePng(await readFile(path));
  } finally {
    await browser.close();
    await server.close();
  }
}

await mkdir(outDir, { recursive: true });
let differing = 0;
for (const [name, options, fragment, run] of SCREENS) {
  const a = await shoot(siteA, name, options, fragment, run);
  const b = await shoot(siteB, name, options, fragment, run);
  if (a.width !== b.width || a.height !== b.height) {
    console.log(`${name}: sizes differ (${a.width}x${a.height}, ${b.width}x${b.height})`);
    differing++;
    continue;
  }
  let count = 0, x0 = Infinity, y0 = Infinity, x1 = -1, y1 = -1;
  for (let y = 0; y < a.height; y++) {
    for (let x = 0; x < a.width; x++) {
      const i = (y * a.width + x) * a.channels, j = (y * b.width + x) * b.channels;
      if (a.pixels[i] !== b.pixels[j] || a.pixels[i + 1] !== b.pixels[j + 1] || a.pixels[i + 2] !== b.pixels[j + 2]) {
        count++;
        x0 = Math.min(x0, x); y0 = Math.min(y0, y); x1 = Math.max(x1, x); y1 = Math.max(y1, y);
      }
    }
  }
  if (count) differing++;
  console.log(`${name} (${a.width}x${a.height}): ${count} pixels differ${count ? ` in x ${x0}..${x1}, y ${y0}..${y1}` : ''}`);
}
console.log(`${differing} of ${SCREENS.length} screens differ`);
