// Offline and installable (issue 26, F6): after one visit the page opens with the network cut and a game
// can be played (real clicks and keys); the cache is named after the build's files, and a new build
// replaces it; the servers (this harness's and scripts/serve.sh's python http.server) send the worker as
// JavaScript and the manifest as a manifest.
import { spawn, execFileSync } from 'node:child_process';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { assert, serveDirectory, waitForApp } from './harness.mjs';
import { clickCell, frames } from './input.mjs';

const PUZZLE = '003020600900305001001806400008102900700000008006708200002609500800203009005010300';

/// Waits until a service worker controls the page; returns the names of the site's caches.
async function waitForWorker(page) {
  await page.waitForFunction(() => navigator.serviceWorker && navigator.serviceWorker.controller, null, { timeout: 30000 });
  return page.evaluate(async () => (await caches.keys()).filter((name) => name.startsWith('sudolab-')));
}

/// The cache name the site's sw.js declares.
async function cacheNameOf(siteDir) {
  const text = await readFile(join(siteDir, 'sw.js'), 'utf8');
  const match = /var CACHE = '(sudolab-[0-9a-f]+)'/.exec(text);
  assert(match, 'sw.js names no cache');
  return match[1];
}

async function freePort() {
  const server = createServer();
  await new Promise((ok) => server.listen(0, '127.0.0.1', ok));
  const { port } = server.address();
  await new Promise((ok) => server.close(ok));
  return port;
}

export default function register({ test, openApp, root, siteDir }) {
  // A first visit in a context of its own: the service worker is what it tests (the suite's other
  // contexts block service workers).
  test('offline: after one visit the page opens with the network cut, and a game can be played', { freshContext: true }, async ({ context }) => {
    const page = await openApp(context, PUZZLE);
    const caches = await waitForWorker(page);
    assert(caches.length === 1 && caches[0] === await cacheNameOf(siteDir), `caches ${caches}`);
    await context.setOffline(true);
    // The network is really gone: a file the worker does not keep cannot be fetched.
    const reachable = await page.evaluate(() => fetch('not-in-the-cache.txt').then(() => true, () => false));
    assert(!reachable, 'the network is still there');
    await page.reload();
    await waitForApp(page);
    await clickCell(page, 0);
    await page.keyboard.press('4');
    await frames(page, 2);
    const state = await page.evaluate(() => Module.appPlayState());
    assert(state.entries[0] === '4', `offline entry: ${state.entries.slice(0, 9)}`);
    const given = await page.evaluate(() => Module.appState().puzzle);
    assert(given.replace(/[^1-9]/g, '').length === PUZZLE.replace(/0/g, '').length, 'the puzzle did not come back');
    await context.setOffline(false);
    await page.close();
    return `offline reload from cache ${caches[0]}; r1c1 = 4 typed offline`;
  });

  test('offline: a new build (another page) replaces the old cache', async ({ browser }) => {
    const copy = await mkdtemp(join(tmpdir(), 'sudolab-site-'));
    await cp(siteDir, copy, { recursive: true });
    const server = await serveDirectory(copy);
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, serviceWorkers: 'allow' });
    try {
      const page = await context.newPage();
      await page.goto(server.url);
      await waitForApp(page);
      const first = await waitForWorker(page);
      const oldName = await cacheNameOf(copy);
      assert(first.length === 1 && first[0] === oldName, `first caches ${first}`);
      // "A new build": the page changes and the build's step writes the worker again.
      const index = join(copy, 'index.html');
      await writeFile(index, (await readFile(index, 'utf8')).replace('</body>', '<!-- build 2 --></body>'));
      execFileSync('cmake', [`-DSITE_DIR=${copy}`, `-DTEMPLATE=${join(root, 'web/service_worker.js.in')}`,
                             '-DFILES=index.html;sudolab_app.js;sudolab_app.wasm;manifest.webmanifest;icon-192.png;icon-512.png',
                             '-P', join(root, 'web/write_service_worker.cmake')]);
      const newName = await cacheNameOf(copy);
      assert(newName !== oldName, 'the worker kept its cache name after the page changed');
      await page.reload();
      await waitForApp(page);
      // The browser's own check for a new worker (the page asks for one after its first frame, and
      // browsers check on navigation) stalls in this harness: Chromium under Playwright never settles a
      // page-initiated update() here, while the same call made now does. So the test makes that check
      // itself; what it tests is what a new worker does: the new cache, the old one gone, the new page.
      await page.evaluate(async () => (await navigator.serviceWorker.getRegistration()).update());
      let names = [];
      for (const deadline = Date.now() + 30000; Date.now() < deadline; await page.waitForTimeout(200)) {
        names = await page.evaluate(async () => (await caches.keys()).filter((n) => n.startsWith('sudolab-')));
        if (names.length === 1 && names[0] === newName) break;
      }
      assert(names.length === 1 && names[0] === newName, `caches ${names} after the new build (expected ${newName} alone)`);
      // Offline, the new page comes from the new cache.
      await context.setOffline(true);
      await page.reload();
      await waitForApp(page);
      const html = await page.content();
      const cached = await page.evaluate(async (name) => (await (await caches.open(name)).match('index.html')).text(), newName);
      assert(cached.includes('<!-- build 2 -->'), 'the new cache holds the old page');
      assert(html.includes('<!-- build 2 -->'), 'offline, the old page came back');
      return `cache ${oldName} replaced by ${newName}`;
    } finally {
      await context.close();
      await server.close();
      await rm(copy, { recursive: true, force: true });
    }
  });

  test('offline: the test server and serve.sh\'s python http.server send the worker as JavaScript', async ({ baseUrl }) => {
    const port = await freePort();
    // The command scripts/serve.sh ends with.
    const python = spawn('python3', ['-m', 'http.server', '--bind', '127.0.0.1', '--directory', siteDir, String(port)],
                         { stdio: 'ignore' });
    try {
      const pythonUrl = `http://127.0.0.1:${port}/`;
      let seen = [];
      for (let attempt = 0; attempt < 50; attempt++) {
        try {
          await fetch(pythonUrl);
          break;
        } catch {
          await new Promise((ok) => setTimeout(ok, 100));
        }
      }
      for (const base of [baseUrl, pythonUrl]) {
        const type = async (name) => (await fetch(base + name)).headers.get('content-type') || '';
        const worker = await type('sw.js'), manifest = await type('manifest.webmanifest'), wasm = await type('sudolab_app.wasm');
        assert(/^(text|application)\/javascript/.test(worker), `${base}sw.js served as "${worker}"`);
        assert(manifest.startsWith('application/manifest+json'), `${base}manifest.webmanifest served as "${manifest}"`);
        assert(wasm.startsWith('application/wasm'), `${base}sudolab_app.wasm served as "${wasm}"`);
        seen.push(`${base.includes(String(port)) ? 'python' : 'test server'}: ${worker}, ${manifest}`);
      }
      return seen.join('; ');
    } finally {
      python.kill();
    }
  });

  test('installable: the manifest names the app, its start page and two PNG icons that show the board', async ({ context }) => {
    const page = await openApp(context);
    const manifest = await page.evaluate(async () => {
      const link = document.querySelector('link[rel="manifest"]');
      return (await fetch(link.href)).json();
    });
    assert(manifest.name && manifest.short_name === 'sudolab' && manifest.start_url && manifest.display === 'standalone', JSON.stringify(manifest));
    const sizes = manifest.icons.map((icon) => icon.sizes).sort();
    assert(sizes.join() === '192x192,512x512', `icon sizes ${sizes}`);
    for (const icon of manifest.icons) {
      const bytes = Buffer.from(await page.evaluate(async (src) => Array.from(new Uint8Array(await (await fetch(src)).arrayBuffer())), icon.src));
      const { decodePng } = await import('./harness.mjs');
      const image = decodePng(bytes);
      assert(`${image.width}x${image.height}` === icon.sizes, `${icon.src} is ${image.width}x${image.height}`);
      // The lit centre box (palette kPeerCell) and the dark margin.
      const at = (x, y) => Array.from(image.pixels.subarray((y * image.width + x) * image.channels, (y * image.width + x) * image.channels + 3));
      const centre = at(image.width >> 1, image.height >> 1), corner = at(2, 2);
      assert(centre.join() === '106,122,164' && corner.join() === '24,26,31', `${icon.src}: centre ${centre}, corner ${corner}`);
    }
    await page.close();
    return `manifest "${manifest.name}", icons ${sizes.join(', ')}`;
  });
}
