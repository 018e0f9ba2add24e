// The cost trace is sampled inside frames (issue 10, problem 5): a fast solver started with real clicks
// gets many trace points per frame, the trace stays within its bound, and its minimum is kept. The JS API
// is only read (appState, appLayout).
import { AI_ESCARGOT_FRAGMENT, assert, appState } from './harness.mjs';
import { readFile } from 'node:fs/promises';
import { click, clickAt, frames, pickFromCombo, scrollIntoView } from './input.mjs';

/// Waits (one check per animation frame) until the run is no longer running; returns the frame then.
const waitForEnd = (page, timeoutMs) => page.evaluate(async (timeout) => {
  const deadline = performance.now() + timeout;
  while (Module.appState().status === 'running' && performance.now() < deadline) {
    await new Promise((ok) => requestAnimationFrame(ok));
  }
  return Module.appLayout().frame;
}, timeoutMs);

export default function register({ test, openApp }) {
  test('cost trace: anneal started by a click records many points per frame, bounded, minimum kept', async ({ context }) => {
    const page = await openApp(context, AI_ESCARGOT_FRAGMENT, { lab: true });
    await pickFromCombo(page, { id: 'algorithm', kind: 'combo' }, { labelIncludes: '(anneal)' });
    await frames(page, 2);
    // Frames in which a solver ran (frameStats counts them; read only).
    const solvingFrames = () => page.evaluate(() => Module.frameStats().whileSolving.workMs.count || 0);
    const solvingBefore = await solvingFrames();
    const before = (await page.evaluate(() => Module.appLayout().frame));
    await click(page, { id: 'run', kind: 'button' });
    const end = await waitForEnd(page, 60000);
    const state = await appState(page);
    const run = state.run;
    assert(run && run.status !== 'running', `anneal still ${run && run.status} after 60 s`);
    const frameCount = await solvingFrames() - solvingBefore;
    assert(frameCount >= 1 && frameCount <= end - before, `${frameCount} solving frames of ${end - before}`);
    // The trace as a person gets it: Export > Trace CSV, clicked.
    await click(page, { label: 'Export', kind: 'header' });
    const [file] = await Promise.all([page.waitForEvent('download', { timeout: 10000 }), click(page, { label: 'Trace CSV' })]);
    const rows = (await readFile(await file.path(), 'utf8')).trim().split('\n').slice(1);
    const costs = rows.map((row) => Number(row.split(',')[3]));
    assert(rows.length >= 4 * frameCount,
           `the exported trace has ${rows.length} rows for ${frameCount} frames of solving: not sampled inside frames`);
    assert(Math.min(...costs) === run.cost, `the exported trace's lowest cost ${Math.min(...costs)}, the run ended at ${run.cost}`);
    assert(rows.length === run.tracePoints, `${rows.length} CSV rows, ${run.tracePoints} trace points`);
    assert(run.tracePoints <= run.traceLimit, `${run.tracePoints} trace points, more than the bound ${run.traceLimit}`);
    assert(run.tracePoints >= 4 * frameCount,
           `${run.tracePoints} trace points over ${frameCount} frames of solving: not sampled inside frames`);
    assert(run.traceSamples >= run.tracePoints, `${run.traceSamples} samples < ${run.tracePoints} points`);
    assert(run.traceMinCost === run.traceSampledMinCost && run.traceMinCost === run.cost,
           `the trace's lowest cost ${run.traceMinCost}: lowest sampled ${run.traceSampledMinCost}, final ${run.cost}`);
    await page.close();
    return `anneal on aiescargot ${run.outcome} in ${run.iteration} iterations; ${run.tracePoints} trace points (as many CSV rows) ` +
      `(${run.traceSamples} samples, bound ${run.traceLimit}) over ${frameCount} frames of solving (${end - before} frames from the click to the end); lowest cost ${run.traceMinCost}`;
  });

  test('cost trace: a long 25x25 run keeps at most the bound and still its minimum', async ({ context }) => {
    const page = await openApp(context, AI_ESCARGOT_FRAGMENT, { lab: true });
    await pickFromCombo(page, { id: 'examples', kind: 'combo' }, { labelIncludes: '25\u00d725, 45%' });
    await pickFromCombo(page, { id: 'algorithm', kind: 'combo' }, { labelIncludes: '(anneal)' });
    // The speed slider at its right end (30 ms of solver time per frame): more samples per frame.
    const slider = await scrollIntoView(page, { id: 'speed', kind: 'slider' });
    await clickAt(page, slider.x + slider.w - 3, slider.y + slider.h / 2);
    await click(page, { id: 'run', kind: 'button' });
    const read = () => page.evaluate(() => Module.appState().run);
    let run = await read();
    // A patience, not a measure: the samples come with frames, and a loaded machine draws fewer per second.
    const deadline = Date.now() + 120000;
    while (run && run.traceSamples <= run.traceLimit && run.status === 'running' && Date.now() < deadline) {
      await page.waitForTimeout(500);
      run = await read();
    }
    assert(run && run.traceSamples > run.traceLimit,
           `only ${run && run.traceSamples} trace samples in 120 s (bound ${run && run.traceLimit}): the bound was never reached`);
    assert(run.tracePoints <= run.traceLimit, `${run.tracePoints} trace points, more than the bound ${run.traceLimit}`);
    assert(run.tracePoints >= run.traceLimit / 4, `only ${run.tracePoints} points kept of ${run.traceSamples}`);
    assert(run.traceMinCost === run.traceSampledMinCost,
           `after thinning, the trace's lowest cost ${run.traceMinCost} is not the lowest sampled ${run.traceSampledMinCost}`);
    await page.close();
    return `${run.traceSamples} samples thinned to ${run.tracePoints} points (bound ${run.traceLimit}); lowest cost ${run.traceMinCost}`;
  });
}
