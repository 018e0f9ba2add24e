// The player's page at six screens (issue 26, F4): desktops 1280x800 and 1024x768, tablets 1180x820
// (landscape) and 820x1180 (portrait), phones 390x844 and 360x640. The layout is read through the JS API
// (appLayout): in portrait the board takes at least 70 % of the width (85 % on phones) and is drawn
// centred over the digit pad (by its pixels), touch layouts have every button, box and slider at least
// 44 CSS px high, and the play buttons follow the digit pad.
// Screenshots go to tests/e2e/artifacts/ (and to docs/app-WxH.png with SUDOLAB_UPDATE_DOCS=1).
import { copyFile } from 'node:fs/promises';
import { join } from 'node:path';
import { assert, decodePng, pixelAt } from './harness.mjs';
import { frames, layout } from './input.mjs';

const PUZZLE = '003020600900305001001806400008102900700000008006708200002609500800203009005010300';

/// Where the drawn board begins and ends on the row through its middle, in CSS pixels: the first and
/// last pixel from each side of [from, to) that differs from the page's background (taken at `from`).
function drawnSpan(image, dpr, y, from, to) {
  const row = Math.round(y * dpr);
  const background = pixelAt(image, from * dpr, row);
  const differs = (x) => pixelAt(image, x, row).some((c, i) => Math.abs(c - background[i]) > 12);
  let left = Math.round(from * dpr), right = Math.round(to * dpr) - 1;
  while (left < right && !differs(left)) left++;
  while (right > left && !differs(right)) right--;
  return { left: left / dpr, right: (right + 1) / dpr };
}

const SCREENS = [
  { width: 1280, height: 800, dpr: 1 },
  { width: 1024, height: 768, dpr: 1 },
  { width: 1180, height: 820, dpr: 2, touch: true },
  { width: 820, height: 1180, dpr: 2, touch: true, portrait: true, minShare: 0.7 },
  { width: 390, height: 844, dpr: 3, touch: true, portrait: true, phone: true, minShare: 0.85 },
  { width: 360, height: 640, dpr: 3, touch: true, portrait: true, phone: true, minShare: 0.85 },
];

export default function register({ test, openApp, root, artifacts }) {
  for (const screen of SCREENS) {
    const name = `${screen.width}x${screen.height}`;
    test(`layout ${name}: the board's share of the width, touch targets, the play buttons under the pad`, async ({ contextWith }) => {
      const context = await contextWith({
        viewport: { width: screen.width, height: screen.height }, deviceScaleFactor: screen.dpr,
        hasTouch: !!screen.touch, isMobile: !!screen.phone,
      });
      try {
        const page = await openApp(context, PUZZLE);
        await frames(page, 3);
        const { board, widgets } = await layout(page);
        const share = board.w / screen.width;
        const visible = widgets.filter((w) => w.visible && w.y + w.h <= screen.height);
        for (const w of visible)
          assert(w.x >= -0.5 && w.x + w.w <= screen.width + 0.5, `${w.kind} "${w.label}" sticks out: x ${w.x}, w ${w.w}`);
        if (screen.portrait) {
          assert(share >= screen.minShare, `the board is ${board.w.toFixed(0)} px of ${screen.width} (${(share * 100).toFixed(0)} %, want >= ${screen.minShare * 100} %)`);
          const targets = widgets.filter((w) => w.visible && ['button', 'checkbox', 'radio', 'slider', 'combo'].includes(w.kind));
          const small = targets.filter((w) => w.h < 44 - 0.5);
          assert(targets.length > 0 && small.length === 0, `touch targets under 44 CSS px: ${small.map((w) => `${w.label || w.id} ${w.h.toFixed(0)}`).join(', ')}`);
          // Undo and Check right under the digit pad (no solver controls between them).
          const pad = widgets.find((w) => w.id === 'pad-9'), undo = widgets.find((w) => w.label === 'Undo');
          const run = widgets.find((w) => w.id === 'run');
          assert(pad && undo && undo.y > pad.y && undo.y - (pad.y + pad.h) < 120, `Undo at ${undo && undo.y}, the pad's 9 at ${pad && pad.y}`);
          assert(!run || run.y > undo.y, 'the solver controls come before Undo');
          // Centred in the column the pad spans (820x1180: left-aligned, it left a band of ~80 px at the
          // right), checked on the drawn pixels of the row through the board's middle.
          const keys = widgets.filter((w) => /^pad-/.test(w.id));
          const columnLeft = Math.min(...keys.map((w) => w.x)), columnRight = Math.max(...keys.map((w) => w.x + w.w));
          const image = decodePng(await page.screenshot());
          const span = drawnSpan(image, screen.dpr, board.y + board.h / 2, 1, columnRight + 1);
          const offCentre = (span.left + span.right) / 2 - (columnLeft + columnRight) / 2;
          assert(Math.abs(offCentre) <= 3, `the board is drawn from ${span.left} to ${span.right} px, the pad's column from ${columnLeft} to ${columnRight}: ${offCentre.toFixed(1)} px off centre`);
          assert(Math.abs(span.left - board.x) <= 3, `the board is drawn from ${span.left} px, its layout says ${board.x}`);
        } else {
          assert(board.w >= 400, `the board is ${board.w} px wide on ${name}`);
        }
        const file = join(artifacts, `layout-${name}.png`);
        await page.screenshot({ path: file });
        if (process.env.SUDOLAB_UPDATE_DOCS === '1') await copyFile(file, join(root, 'docs', `app-${name}.png`));
        return `board ${board.w.toFixed(0)} of ${screen.width} CSS px (${(share * 100).toFixed(0)} %), cell ${board.cell.toFixed(0)} px`;
      } finally {
        await context.close();
      }
    });
  }
}
