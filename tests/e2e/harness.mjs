// Shared pieces of the browser tests: a static file server on 127.0.0.1, Debian's chromium through
// playwright-core (software WebGL), a PNG decoder for screenshots, and helpers that talk to the app's
// JavaScript API (docs/JS_API.md).
import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, resolve } from 'node:path';
import { inflateSync } from 'node:zlib';
import { chromium } from 'playwright-core';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.wasm': 'application/wasm',
  '.png': 'image/png',
  // A service worker must come as JavaScript (browsers refuse it otherwise); the manifest has a type of its own.
  '.webmanifest': 'application/manifest+json',
};

/// A blank page that every served site has, where a reused test page waits between tests (page_reuse.mjs).
export const PARKING_PAGE = 'e2e-parked.html';
const PARKING_HTML = '<!doctype html><title>parked</title>';

/// Serves `root` on 127.0.0.1 (a free port), and PARKING_PAGE; resolves to {url, close()}.
export async function serveDirectory(root) {
  const base = resolve(root);
  const server = createServer(async (request, response) => {
    try {
      const path = decodeURIComponent(new URL(request.url, 'http://127.0.0.1').pathname);
      if (path === `/${PARKING_PAGE}`) {
        response.writeHead(200, { 'Content-Type': TYPES['.html'], 'Cache-Control': 'no-store' });
        response.end(PARKING_HTML);
        return;
      }
      let file = normalize(join(base, path));
      if (!file.startsWith(base)) throw new Error('outside the site');
      if ((await stat(file)).isDirectory()) file = join(file, 'index.html');
      const body = await readFile(file);
      response.writeHead(200, { 'Content-Type': TYPES[extname(file)] || 'application/octet-stream', 'Content-Length': body.length, 'Cache-Control': 'no-store' });
      response.end(body);
    } catch {
      response.writeHead(404, { 'Content-Type': 'text/plain' });
      response.end('not found');
    }
  });
  await new Promise((ok) => server.listen(0, '127.0.0.1', ok));
  const { port } = server.address();
  return { url: `http://127.0.0.1:${port}/`, close: () => new Promise((ok) => server.close(ok)) };
}

/// Chromium's switches for the tests: headless WebGL2 on SwiftShader (no GPU on CI machines), nothing
/// that phones home.
export const CHROMIUM_ARGS = [
  '--no-sandbox', '--use-gl=angle', '--use-angle=swiftshader', '--enable-unsafe-swiftshader',
  '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
  '--disable-component-update', '--disable-sync',
];

/// Debian's chromium (SUDOLAB_CHROMIUM), headless, with `args` (default CHROMIUM_ARGS). playwright gives
/// every launch a fresh profile directory of its own (it refuses --user-data-dir).
export async function launchBrowser(args = CHROMIUM_ARGS) {
  return chromium.launch({
    executablePath: process.env.SUDOLAB_CHROMIUM || '/usr/bin/chromium',
    headless: true,
    args,
  });
}

/// Waits until the app has drawn a few frames (its JS API is then ready).
export async function waitForApp(page, timeout = 30000) {
  await page.waitForFunction(
    () => typeof Module !== 'undefined' && typeof Module.appState === 'function' && Module.appState() &&
          Module.appState().frame > 3,
    null, { timeout, polling: 50 });
}

export const appState = (page) => page.evaluate(() => Module.appState());

/// Waits for the single run (or race) to end; returns the final state.
export async function waitForEnd(page, timeout = 60000) {
  await page.waitForFunction(() => {
    const status = Module.appState().status;
    return status === 'solved' || status === 'failed' || status === 'gave up' || status === 'finished';
  }, null, { timeout, polling: 100 });
  return appState(page);
}

/// The same compact cell encoding as core/links/share_link.cpp (written independently, so the test checks the
/// format itself): base64url symbols, index < 36 = value + 1, index >= 36 = a run of index - 35 empties.
export function encodePuzzle(order, values) {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
  let out = `${order}.`;
  let run = 0;
  const flush = () => {
    while (run > 0) {
      const chunk = Math.min(run, 28);
      out += alphabet[36 + chunk - 1];
      run -= chunk;
    }
  };
  for (const value of values) {
    if (value === 0) { run++; continue; }
    flush();
    out += alphabet[value - 1];
  }
  flush();
  return out;
}

/// Values of a one-line puzzle ('.' empty, 1-9 then A.. for 10..).
export function valuesOfLine(line) {
  return [...line].map((c) => (c === '.' || c === '0' ? 0 : /[1-9]/.test(c) ? Number(c) : c.toUpperCase().charCodeAt(0) - 55));
}

/// Empty string if `solution` is a complete valid grid keeping the givens of `puzzle` (one-line texts).
export function checkSolution(puzzleLine, solutionLine) {
  const puzzle = valuesOfLine(puzzleLine);
  const grid = valuesOfLine(solutionLine);
  const size = Math.round(Math.sqrt(grid.length));
  const order = Math.round(Math.sqrt(size));
  if (grid.length !== puzzle.length || size * size !== grid.length) return 'sizes differ';
  for (let i = 0; i < grid.length; i++) {
    if (grid[i] < 1 || grid[i] > size) return `cell ${i} holds ${grid[i]}`;
    if (puzzle[i] !== 0 && puzzle[i] !== grid[i]) return `cell ${i} lost its given`;
  }
  const units = [];
  for (let r = 0; r < size; r++) units.push([...Array(size).keys()].map((c) => r * size + c));
  for (let c = 0; c < size; c++) units.push([...Array(size).keys()].map((r) => r * size + c));
  for (let b = 0; b < size; b++) {
    const r0 = Math.floor(b / order) * order, c0 = (b % order) * order;
    units.push([...Array(size).keys()].map((k) => (r0 + Math.floor(k / order)) * size + c0 + (k % order)));
  }
  for (const unit of units) {
    if (new Set(unit.map((i) => grid[i])).size !== size) return `unit ${units.indexOf(unit)} repeats a value`;
  }
  return '';
}

/// Decodes an 8-bit RGB/RGBA PNG (what chromium writes) into {width, height, channels, pixels}.
export function decodePng(buffer) {
  if (buffer.readUInt32BE(0) !== 0x89504e47) throw new Error('not a PNG');
  let offset = 8, width = 0, height = 0, colourType = 0;
  const idat = [];
  while (offset < buffer.length) {
    const length = buffer.readUInt32BE(offset);
    const type = buffer.toString('ascii', offset + 4, offset + 8);
    const data = buffer.subarray(offset + 8, offset + 8 + length);
    if (type === 'IHDR') {
      width = data.readUInt32BE(0);
      height = data.readUInt32BE(4);
      if (data[8] !== 8 || data[12] !== 0) throw new Error('unsupported PNG (bit depth or interlace)');
      colourType = data[9];
    } else if (type === 'IDAT') {
      idat.push(data);
    }
    offset += 12 + length;
  }
  const channels = colourType === 6 ? 4 : colourType === 2 ? 3 : 0;
  if (!channels) throw new Error(`unsupported PNG colour type ${colourType}`);
  const raw = inflateSync(Buffer.concat(idat));
  const stride = width * channels;
  const pixels = Buffer.alloc(stride * height);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)];
    const line = raw.subarray(y * (stride + 1) + 1, (y + 1) * (stride + 1));
    for (let x = 0; x < stride; x++) {
      const a = x >= channels ? pixels[y * stride + x - channels] : 0;
      const b = y > 0 ? pixels[(y - 1) * stride + x] : 0;
      const c = x >= channels && y > 0 ? pixels[(y - 1) * stride + x - channels] : 0;
      let value = line[x];
      if (filter === 1) value += a;
      else if (filter === 2) value += b;
      else if (filter === 3) value += Math.floor((a + b) / 2);
      else if (filter === 4) {
        const p = a + b - c, pa = Math.abs(p - a), pb = Math.abs(p - b), pc = Math.abs(p - c);
        value += pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
      }
      pixels[y * stride + x] = value & 0xff;
    }
  }
  return { width, height, channels, pixels };
}

/// [r, g, b] of a pixel.
export function pixelAt(image, x, y) {
  const i = (Math.round(y) * image.width + Math.round(x)) * image.channels;
  return [image.pixels[i], image.pixels[i + 1], image.pixels[i + 2]];
}

export function percentile(values, q) {
  if (!values.length) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.round(q * (sorted.length - 1)))];
}

export function assert(condition, message) {
  if (!condition) throw new Error(message);
}

/// AI Escargot (tests/data/named) as a page fragment: the lab's tests open the page on it (a puzzle the
/// solvers need work for; the page itself opens on an easy one).
export const AI_ESCARGOT_FRAGMENT = '100007090030020008009600500005300900010080002600004000300000010041000007007000300';
