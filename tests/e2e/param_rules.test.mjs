// "Applies only with" parameter rules in the app, driven with the real mouse (the JS API only reads
// state): a parameter the selected mode would ignore is greyed out, a mode switch puts such a setting
// back to its default (so neither the run nor a shared link carries it), and a link that carries one
// anyway is a clear error, as on the command line.
import { AI_ESCARGOT_FRAGMENT, assert, appState } from './harness.mjs';
import { findWidget, frames, pickFromCombo, scrollIntoView } from './input.mjs';

const repair = { id: 'repair', kind: 'combo' };
const mode = { id: 'mode', kind: 'combo' };

/// The repair combo as last drawn, scrolled into view.
async function repairCombo(page) {
  await scrollIntoView(page, repair);
  return findWidget(page, repair);
}

export default function register({ test, openApp }) {
  test('parameter rules: greyed out in the wrong mode, reset on a mode switch, never in the link', async ({ context }) => {
    const page = await openApp(context, AI_ESCARGOT_FRAGMENT, { lab: true });
    await pickFromCombo(page, { id: 'algorithm', kind: 'combo' }, { labelIncludes: '(tabu)' });
    await frames(page, 2);
    let state = await appState(page);
    assert(state.algorithm === 'tabu' && state.params.mode === 'paper', `tabu at its defaults: ${JSON.stringify(state.params)}`);
    assert(!(await repairCombo(page)).enabled, 'repair (dfs-learning only) is editable with mode=paper');
    const rules = await page.evaluate(() => Module.listSolvers().find((s) => s.id === 'tabu').rules);
    assert(rules.includes('repair only with mode = dfs-learning'), `listSolvers() rules of tabu: ${JSON.stringify(rules)}`);

    await pickFromCombo(page, mode, 'dfs-learning');
    assert((await repairCombo(page)).enabled, 'repair is greyed out with mode=dfs-learning');
    await pickFromCombo(page, repair, 'random');
    state = await appState(page);
    assert(state.params.repair === 'random' && state.lastError === '', `repair=random: ${JSON.stringify(state.params)} ${state.lastError}`);
    assert(state.link.includes('x.repair=random'), `the link lacks the setting: ${state.link}`);

    // Back to the paper's mode: repair would be ignored, so it returns to its default and greys out.
    await pickFromCombo(page, mode, 'paper');
    state = await appState(page);
    assert(state.params.mode === 'paper' && state.params.repair === 'latest', `after mode=paper: ${JSON.stringify(state.params)}`);
    assert(state.lastError === '', `mode switch showed an error: ${state.lastError}`);
    assert(!state.link.includes('repair'), `the link still carries repair: ${state.link}`);
    assert(!(await repairCombo(page)).enabled, 'repair is editable again with mode=paper');
    await page.close();
  });

  test('parameter rules: a link carrying a setting its mode ignores is refused with the rule', async ({ context }) => {
    const first = await openApp(context, AI_ESCARGOT_FRAGMENT, { lab: true });
    await pickFromCombo(first, { id: 'algorithm', kind: 'combo' }, { labelIncludes: '(tabu)' });
    await frames(first, 2);
    // The app's own link, without its checksum (a hand-written link may leave it out), plus settings.
    const base = (await appState(first)).link.replace(/^#?c=[0-9a-f]{8}&/, '');
    assert(base.includes('a=tabu'), `link of the tabu state: ${base}`);
    await first.close();

    const refused = await openApp(context, `${base}&x.repair=random`);
    let state = await appState(refused);
    assert(state.lastError.includes("parameter 'repair' (random) applies only with 'mode' = dfs-learning, not paper"),
           `error banner: "${state.lastError}"`);
    assert(state.algorithm !== 'tabu' || state.params.repair === 'latest', `the refused link was applied: ${JSON.stringify(state.params)}`);
    await refused.close();

    const accepted = await openApp(context, `${base}&x.mode=dfs-learning&x.repair=random`);
    state = await appState(accepted);
    assert(state.lastError === '' && state.algorithm === 'tabu' && state.params.repair === 'random',
           `the right mode's link: "${state.lastError}" ${JSON.stringify(state.params)}`);
    await accepted.close();
  });
}
