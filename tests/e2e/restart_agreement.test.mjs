// Restart counts and solutions found agree between the front ends for every registered solver (issue
// 14): `sudolab solve` and a `sudolab bench` record from the wasm CLI under node, and the page's JS
// `Solver` (Module.createSolver: a solver of its own, independent of the app's run, so reading it does
// not act on the app). Same puzzle, seed and work limit; every front end drives the core's Run, and all
// three end with the same typed outcome (the work limit included).
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { assert } from './harness.mjs';

const execFileAsync = promisify(execFile);

const WORK = 20000;
// Solvers whose restarts are off by default get them switched on, so that their counts are not 0 = 0;
// `auto` restarts by default but its exact member solves this 9x9 by propagation within its first
// restart, so it runs with singles only and the shortest Luby unit.
const PARAMS = {
  acs: { 'restart-after': '2' }, backtrack: { restarts: 'luby' }, 'hill-climb': { search: 'plateau-walk' },
  auto: { propagation: 'singles', 'restart-base': '1' },
};

/// Runs the wasm CLI under node; returns stdout (a non-zero exit is fine: 1 = not solved).
async function sudolab(cli, args) {
  try {
    return (await execFileAsync(process.execPath, [cli, ...args], { maxBuffer: 1 << 24 })).stdout;
  } catch (error) {
    if (error.code === 1) return error.stdout;
    throw new Error(`sudolab ${args.join(' ')}: exit ${error.code}: ${error.stderr}`);
  }
}

const paramArgs = (id, prefix = '') => Object.entries(PARAMS[id] || {}).flatMap(([k, v]) => ['-p', `${prefix}${k}=${v}`]);

export default function register({ test, openApp, root, siteDir }) {
  test('restarts and solutions found agree: CLI solve, bench record, JS Solver, every solver', async ({ context }) => {
    const cli = join(siteDir, '..', 'sudolab.js');
    await stat(cli).catch(() => { throw new Error(`no wasm CLI at ${cli} (build the wasm preset)`); });
    // Platinum Blonde: hard enough that the local searches restart within the budget.
    const puzzleFile = join(root, 'tests/data/named/platinumblond.txt');
    const puzzle = await readFile(puzzleFile, 'utf8');
    const work = await mkdtemp(join(tmpdir(), 'sudolab-restarts-'));
    const page = await openApp(context);
    try {
      const ids = (await sudolab(cli, ['list', '--ids'])).trim().split(',');
      const pageIds = await page.evaluate(() => Module.listSolvers().map((s) => s.id));
      assert(ids.join() === pageIds.join(), `CLI solvers ${ids} but page solvers ${pageIds}`);
      const rows = [];
      const outcomes = new Set();
      for (const id of ids) {
        // bench first: its record names the run's own seed, which solve and the JS Solver then use.
        const records = join(work, `${id}.jsonl`);
        await sudolab(cli, ['bench', '--algo', id, ...paramArgs(id, `${id}.`), '--runs', '1', '--max-work', String(WORK),
          '--time-limit', '0', '--out', records, puzzleFile]);
        const record = JSON.parse((await readFile(records, 'utf8')).trim());
        const solved = JSON.parse(await sudolab(cli, ['solve', '--algo', id, ...paramArgs(id), '--seed', String(record.seed),
          '--max-work', String(WORK), '--time-limit', '0', '--format', 'json', puzzleFile]));
        const js = await page.evaluate(({ id, puzzle, params, seed, work }) => {
          const solver = Module.createSolver(id, puzzle, params, String(seed));
          try {
            // The CLI's --max-work, as the JS Solver's own limit: steps past it do nothing.
            solver.setLimits({ maxWork: work });
            while (solver.step(977) > 0) {}
            const snap = solver.snapshot();
            return { work: snap.work, restarts: snap.restarts, solutionsFound: snap.solutionsFound, outcome: solver.outcome() };
          } finally {
            solver.delete();
          }
        }, { id, puzzle, params: PARAMS[id] || {}, seed: record.seed, work: WORK });
        const views = {
          bench: { work: record.work, restarts: record.restarts, solutionsFound: record.solved ? 1 : 0 },
          solve: { work: solved.work, restarts: solved.restarts, solutionsFound: solved.solutions_found },
          js,
        };
        const say = JSON.stringify(views);
        assert(solved.work === record.work && js.work === record.work, `${id}: work differs ${say}`);
        assert(solved.restarts === record.restarts && js.restarts === record.restarts, `${id}: restarts differ ${say}`);
        assert(js.solutionsFound === solved.solutions_found, `${id}: solutions found differ ${say}`);
        assert(solved.status === record.status && js.outcome === record.status, `${id}: outcomes differ ${say}`);
        // A bench record has no solutions count; a solved run found at least one.
        assert((solved.solutions_found > 0) === record.solved, `${id}: solved ${record.solved}, solutions ${say}`);
        rows.push(`${id} ${record.restarts}`);
        outcomes.add(record.status);
      }
      const restarting = rows.filter((row) => !row.endsWith(' 0')).length;
      assert(restarting >= 5, `only ${restarting} solvers restarted within ${WORK} units: ${rows.join(', ')}`);
      // The comparison of outcomes covers the work limit: some solver stops at it.
      assert(outcomes.has('work limit'), `no run reached the work limit: outcomes ${[...outcomes]}`);
      return `${ids.length} solvers, ${WORK} units on Platinum Blonde; outcomes ${[...outcomes].join(', ')}; restarts: ${rows.join(', ')}`;
    } finally {
      await page.close();
      await rm(work, { recursive: true, force: true });
    }
  });
}
