// Layout at four screen sizes, with real input only: a 25x25 instance under annealing at 1280x800,
// 1024x768, a 390x844 phone (devicePixelRatio 3, touch) and a 4K-class desktop (2560x1440 CSS pixels
// at devicePixelRatio 1.5 = 3840x2160 device pixels). Screenshots go to tests/e2e/artifacts/ (and to
// docs/ with SUDOLAB_UPDATE_DOCS=1); the checks are about the board using the space and nothing clipped.
import { copyFile } from 'node:fs/promises';
import { join } from 'node:path';
import { assert, appState, encodePuzzle } from './harness.mjs';
import { click, frames, layout, openLab, pickFromCombo, swipe, swipeStart } from './input.mjs';
import { readFile } from 'node:fs/promises';

export const SCREENS = [
  { name: 'desktop-1280x800', viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1, minCell: 24 },
  { name: 'desktop-1024x768', viewport: { width: 1024, height: 768 }, deviceScaleFactor: 1, minCell: 16, byLink: true },
  { name: 'phone-390x844', viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, touch: true, minCell: 14, byLink: true },
  { name: 'desktop-4k', viewport: { width: 2560, height: 1440 }, deviceScaleFactor: 1.5, minCell: 45, byLink: true },
];

/// The share fragment of inst25x25_45_0 under anneal, seed 1 (the format of docs/JS_API.md).
async function instanceLink(root) {
  const text = await readFile(join(root, 'assets/puzzles/instances/inst25x25_45_0.txt'), 'utf8');
  const cells = text.trim().split(/\s+/).slice(2).map(Number).map((v) => (v < 0 ? 0 : v));
  return `p=${encodePuzzle(5, cells)}&a=anneal&s=1`;
}

export default function register({ test, openApp, root, artifacts }) {
  for (const screen of SCREENS) {
    test(`layout ${screen.name}: 25x25 under annealing, the board uses the space, nothing clipped`, async ({ contextWith }) => {
      const touch = !!screen.touch;
      const context = await contextWith({
        viewport: screen.viewport, deviceScaleFactor: screen.deviceScaleFactor, hasTouch: touch, isMobile: touch,
      });
      // Big screens draw slowly in software GL: open the puzzle and solver as a shared link (one
      // navigation) instead of picking them from two dropdowns.
      const page = await openApp(context, screen.byLink ? await instanceLink(root) : '');
      if (!screen.byLink) {
        await pickFromCombo(page, { id: 'examples', kind: 'combo' }, { labelIncludes: '25\u00d725, 45%' }, { touch });
        await openLab(page, { touch });
        await pickFromCombo(page, { id: 'algorithm', kind: 'combo' }, { labelIncludes: '(anneal)' }, { touch });
      }
      await click(page, { id: 'run', kind: 'button' }, { touch });
      // Under way with a trace to show: every frame of a run is drawn (on a phone at devicePixelRatio 3
      // and on the 4K screen, millions of pixels in software GL), so wait for the state, not for a time.
      await page.waitForFunction(() => { const run = Module.appState().run; return run && run.traceSamples >= 20; },
        null, { timeout: 60000, polling: 100 });
      if (touch) {
        // Back to the top of the column with finger swipes.
        for (let i = 0; i < 12 && (await layout(page)).sidebar.scrollY > 0; i++) {
          const start = swipeStart(await layout(page));  // beside the board: a finger on it selects cells
          // Two moves a swipe: the run draws every tick meanwhile (DPR 3), so a finer track costs frames.
          await swipe(page, start, { x: start.x, y: Math.min(start.y + 500, screen.viewport.height - 4) }, 2);
        }
      } else {
        await page.mouse.move(10, 10);  // off the buttons: no tooltip in the picture
      }
      await frames(page, 2);
      const state = await appState(page);
      assert(state.size === 25 && state.algorithm === 'anneal' && state.run, `state: ${state.size}, ${state.algorithm}`);
      assert(state.lastError === '', `error: ${state.lastError}`);
      const { board, widgets } = await layout(page);
      const { width, height } = screen.viewport;
      assert(board.x >= 0 && board.y >= 0 && board.x + board.w <= width + 0.5, `board ${JSON.stringify(board)} outside ${width}x${height}`);
      assert(board.cell >= screen.minCell, `25x25 cells are ${board.cell.toFixed(1)} CSS px (want >= ${screen.minCell})`);
      for (const w of widgets.filter((w) => w.visible))
        assert(w.x >= -0.5 && w.x + w.w <= width + 0.5, `${w.kind} "${w.label}" sticks out: x ${w.x}, w ${w.w}`);
      const file = join(artifacts, `${screen.name}.png`);
      await page.screenshot({ path: file });
      if (process.env.SUDOLAB_UPDATE_DOCS === '1') await copyFile(file, join(root, 'docs', `app-${screen.name}.png`));
      await context.close();
      return `cells ${board.cell.toFixed(1)} CSS px, board ${board.w.toFixed(0)} of ${width}x${height}`;
    });
  }
}
