// Where a drawn frame's CPU goes in the browser tests' chromium (docs/TESTING.md, fifth round): opens a
// page, makes it draw at every animation frame for a while, and reports the CPU seconds of each kind of
// chromium process (browser, GPU process, renderer, others: /proc/PID/stat of every process under this
// node) and of node, per frame drawn. Pages: `app` (the built site, a mouse button held on the sidebar's
// empty space: the app draws at every tick while a button is down), `clear` (a bare WebGL2 canvas of the
// same size cleared every animation frame: the control), `blank` (the app page loaded, then left idle),
// `raf` (an empty requestAnimationFrame loop), `timer` (the same on a 16 ms setTimeout), `still` (the clear page drawn once, then nothing), `quads` (the clear page with LAYERS, default 4,
// full-screen fills drawn as ImGui draws its fills: a texture sample times a colour, alpha blended),
// `load` (one page load as the tests make one, then SECONDS of quiet: CPU seconds by process kind).
//   node bench/suite/frame_cost_probe.mjs SITE_DIR PAGE WIDTHxHEIGHT DPR SECONDS [CHROMIUM_FLAG...]
// A flag written !FLAG drops FLAG from the tests' own. Prints one TSV line: page, viewport, dpr, flags,
// WebGL's renderer, frames, seconds, then CPU ms per frame by process kind.
import { CHROMIUM_ARGS, launchBrowser, serveDirectory, waitForApp } from '../../tests/e2e/harness.mjs';
import { descendantProcesses } from '../../tests/e2e/process_cpu.mjs';

const [site, kind, viewportText, dprText, secondsText, ...flags] = process.argv.slice(2);
const [width, height] = viewportText.split('x').map(Number);
const dpr = Number(dprText);
const seconds = Number(secondsText);
if (!['app', 'clear', 'blank', 'raf', 'timer', 'still', 'quads', 'load'].includes(kind) || !(width > 0 && height > 0 && dpr > 0 && seconds > 0)) {
  console.error('usage: frame_cost_probe.mjs SITE_DIR app|clear|blank|raf|timer|still|quads|load WIDTHxHEIGHT DPR SECONDS [CHROMIUM_FLAG...]');
  process.exit(2);
}

/// CPU seconds (user + system, the process's own) used between two samples of descendantProcesses,
/// summed by chromium's kind; keyed by pid, so that a process seen twice counts its difference only.
function cpuByKind(before, after) {
  const out = {};
  for (const [pid, row] of after) out[row.kind] = (out[row.kind] || 0) + row.own - (before.get(pid)?.own || 0);
  return out;
}

// The WebGL context attributes of the control pages (CONTEXT, JSON; default: what the app's GLFW asks for).
const ATTRIBUTES = process.env.CONTEXT || '{"antialias":false,"depth":true,"stencil":true,"alpha":true}';
const CLEAR_PAGE = `<!doctype html><style>html,body{margin:0;overflow:hidden}canvas{display:block;width:100vw;height:100vh}</style>
<canvas id="c"></canvas><script>
const ATTRIBUTES = ${ATTRIBUTES};
const c = document.getElementById('c');
c.width = Math.round(innerWidth * devicePixelRatio); c.height = Math.round(innerHeight * devicePixelRatio);
const gl = c.getContext('webgl2', ATTRIBUTES);
window.frames = 0;
(function draw() { gl.clearColor(0.1, 0.1, 0.12 + (frames % 2) * 0.01, 1); gl.clear(gl.COLOR_BUFFER_BIT); frames++; requestAnimationFrame(draw); })();
</script>`;

// Controls of an idle page: an empty animation-frame loop, and a page that draws once and stops.
const RAF_PAGE = '<!doctype html><script>window.frames = 0; (function tick() { frames++; requestAnimationFrame(tick); })();</script>';
const STILL_PAGE = CLEAR_PAGE.replace('requestAnimationFrame(draw);', '');
// The same empty loop on a 16 ms timer instead of animation frames: what a tick costs without a frame.
const TIMER_PAGE = '<!doctype html><script>window.frames = 0; (function tick() { frames++; setTimeout(tick, 16); })();</script>';

// One full-screen layer as ImGui draws its fills: a triangle pair with ImGui's shader (a texture sample
// times the vertex colour), alpha blended; LAYERS of them over the clear, every animation frame.
// SHADE: the fragment shader's body; FILTER: the texture's filter (LINEAR as ImGui's, or NEAREST).
const SHADE = {
  texture: 'o = vec4(0.2, 0.2, 0.25, 0.5) * texture(t, uv);',
  colour: 'o = vec4(0.2, 0.2, 0.25, 0.5);',
  branch: 'vec4 c = vec4(0.2, 0.2, 0.25, 0.5); if (uv.x > 2.0) c *= texture(t, uv); o = c;',
  fetch: 'o = vec4(0.2, 0.2, 0.25, 0.5) * texelFetch(t, ivec2(0, 0), 0);',
  // The sample at an explicit level 0 (no derivatives, no level choice), and the same behind the branch.
  lod: 'o = vec4(0.2, 0.2, 0.25, 0.5) * textureLod(t, uv, 0.0);',
  branchlod: 'vec4 c = vec4(0.2, 0.2, 0.25, 0.5); if (uv.x > 2.0) c *= textureLod(t, uv, 0.0); o = c;',
};
const LAYERS = Number(process.env.LAYERS || 4);
const QUADS_PAGE = CLEAR_PAGE.replace('gl.clear(gl.COLOR_BUFFER_BIT);', 'gl.clear(gl.COLOR_BUFFER_BIT); for (let i = 0; i < LAYERS; i++) gl.drawArrays(gl.TRIANGLES, 0, 6);')
  .replace("window.frames = 0;", `const LAYERS = ${LAYERS};
const vs = gl.createShader(gl.VERTEX_SHADER); gl.shaderSource(vs, '#version 300 es\\nin vec2 p; out vec2 uv; void main() { uv = p * 0.5 + 0.5; gl_Position = vec4(p, 0, 1); }'); gl.compileShader(vs);
const fs = gl.createShader(gl.FRAGMENT_SHADER); gl.shaderSource(fs, '#version 300 es\\nprecision mediump float; uniform sampler2D t; in vec2 uv; out vec4 o; void main() { ${SHADE[process.env.SHADE || 'texture']} }'); gl.compileShader(fs);
const prog = gl.createProgram(); gl.attachShader(prog, vs); gl.attachShader(prog, fs); gl.linkProgram(prog); gl.useProgram(prog);
gl.bindBuffer(gl.ARRAY_BUFFER, gl.createBuffer());
gl.bufferData(gl.ARRAY_BUFFER, new Float32Array([-1, -1, 1, -1, 1, 1, -1, -1, 1, 1, -1, 1]), gl.STATIC_DRAW);
gl.enableVertexAttribArray(0); gl.vertexAttribPointer(0, 2, gl.FLOAT, false, 0, 0);
gl.bindTexture(gl.TEXTURE_2D, gl.createTexture());
gl.texImage2D(gl.TEXTURE_2D, 0, gl.RGBA, 1, 1, 0, gl.RGBA, gl.UNSIGNED_BYTE, new Uint8Array([255, 255, 255, 255]));
gl.texParameteri(gl.TEXTURE_2D, gl.TEXTURE_MIN_FILTER, gl.${process.env.FILTER || 'LINEAR'});
gl.texParameteri(gl.TEXTURE_2D, gl.TEXTURE_MAG_FILTER, gl.${process.env.FILTER || 'LINEAR'});
if (${process.env.BLEND !== '0'}) { gl.enable(gl.BLEND); gl.blendFunc(gl.SRC_ALPHA, gl.ONE_MINUS_SRC_ALPHA); }
window.frames = 0;`);

const server = await serveDirectory(site);
// A flag written !FLAG drops FLAG from the tests' switches.
const dropped = flags.filter((f) => f.startsWith('!')).map((f) => f.slice(1));
const browser = await launchBrowser([...CHROMIUM_ARGS.filter((a) => !dropped.includes(a)), ...flags.filter((f) => !f.startsWith('!'))]);
const context = await browser.newContext({ viewport: { width, height }, deviceScaleFactor: dpr });
const page = await context.newPage();
let frameCount;
if (kind === 'load') {
  // A page load as the tests make one (a new page, goto, waitForApp), then SECONDS of quiet: the CPU of
  // the load and of the frames the app draws when it starts. The window includes the renderer's start.
  const before = await descendantProcesses();
  const node0 = process.cpuUsage();
  const loadPage = await context.newPage();
  const start = Date.now();
  await loadPage.goto(server.url);
  await waitForApp(loadPage);
  const ready = Date.now() - start;
  await loadPage.waitForTimeout(seconds * 1000);
  const drawn = await loadPage.evaluate(() => Module.appState().frame);
  const phases = await loadPage.evaluate(() => JSON.stringify(Module.startupMs || {}));
  const after = await descendantProcesses();
  const node = process.cpuUsage(node0);
  await browser.close();
  await server.close();
  const kinds = cpuByKind(before, after);
  kinds.node = (node.user + node.system) / 1e6;
  const total = Object.values(kinds).reduce((a, b) => a + b, 0);
  console.log([kind, viewportText, dpr, flags.join(' ') || '-', `ready after ${ready} ms`, `${drawn} frames`,
    `total=${total.toFixed(2)} s`, ...Object.entries(kinds).filter(([, v]) => v > 0.005).sort((a, b) => b[1] - a[1])
      .map(([k, v]) => `${k}=${v.toFixed(2)}`), phases].join('\t'));
  process.exit(0);
}
if (['clear', 'quads', 'raf', 'timer', 'still'].includes(kind)) {
  await page.setContent({ clear: CLEAR_PAGE, quads: QUADS_PAGE, raf: RAF_PAGE, timer: TIMER_PAGE, still: STILL_PAGE }[kind]);
  frameCount = () => page.evaluate(() => window.frames);
} else {
  await page.goto(server.url);
  await waitForApp(page);
  frameCount = () => page.evaluate(() => Module.appState().frame);
  if (kind === 'app') {
    // The sidebar's lowest pixels: no widget there, so the held button only keeps the app drawing.
    await page.mouse.move(8, height - 3);
    await page.mouse.down();
  }
}
const renderer = await page.evaluate(() => {
  const gl = document.createElement('canvas').getContext('webgl2');
  const info = gl && gl.getExtension('WEBGL_debug_renderer_info');
  return info ? gl.getParameter(info.UNMASKED_RENDERER_WEBGL) : 'no WebGL2';
});
await page.waitForTimeout(1000);  // past the page's first frames and the press's own
const before = await descendantProcesses();
const node0 = process.cpuUsage();
const frames0 = await frameCount();
const start = Date.now();
await page.waitForTimeout(seconds * 1000);
const drawn = (await frameCount()) - frames0;
const wall = (Date.now() - start) / 1000;
const after = await descendantProcesses();
const node = process.cpuUsage(node0);
if (kind === 'app') await page.mouse.up();
await browser.close();
await server.close();
const kinds = cpuByKind(before, after);
kinds.node = (node.user + node.system) / 1e6;
const perFrame = Object.entries(kinds).filter(([, s]) => s > 0.005).sort((a, b) => b[1] - a[1])
  .map(([k, s]) => `${k}=${((s / Math.max(drawn, 1)) * 1000).toFixed(1)}`);
const total = Object.values(kinds).reduce((a, b) => a + b, 0);
console.log([kind, viewportText, dpr, flags.join(' ') || '-', renderer, drawn, wall.toFixed(1),
  `total=${((total / Math.max(drawn, 1)) * 1000).toFixed(1)} ms/frame (${total.toFixed(2)} s)`, ...perFrame].join('\t'));
