// The web page's module under node: the site's own sudolab_app.js and .wasm (the wasm preset's
// build/wasm/site), loaded without a page so that node scripts can call its Embind API (docs/JS_API.md).
// The loader is built for the web: it is given the binary (Module.wasmBinary, as index.html does) and a
// window and document that hold no page; the app itself is not started (Module.noInitialRun).
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import vm from 'node:vm';

/// Loads SITE_DIR's module into this node process; resolves to Module once its Embind API is ready.
export async function loadSiteModule(siteDir) {
  const wasmBinary = await readFile(join(siteDir, 'sudolab_app.wasm'));
  const loader = await readFile(join(siteDir, 'sudolab_app.js'), 'utf8');
  // The page's own scripts (web/pre.js, web/board_grid.js) find no element and listen to events that
  // never come; the loader keeps references to both objects.
  const nothing = () => null;
  globalThis.window = { addEventListener: nothing, removeEventListener: nothing, requestAnimationFrame: nothing };
  globalThis.document = { addEventListener: nothing, getElementById: nothing, querySelector: nothing };
  return new Promise((resolve, reject) => {
    globalThis.Module = {
      wasmBinary, noInitialRun: true, print: () => {}, printErr: (text) => console.error(text),
      onAbort: (what) => reject(new Error(`the module aborted: ${what}`)),
      onRuntimeInitialized: () => resolve(globalThis.Module),
    };
    vm.runInThisContext(loader, { filename: join(siteDir, 'sudolab_app.js') });
  });
}
