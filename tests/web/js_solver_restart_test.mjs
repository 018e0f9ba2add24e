// The page's Solver.restart(puzzleText) (docs/JS_API.md), on the site's own module under node
// (site_module.mjs): a solver restarted on each puzzle of a batch runs exactly as a new solver made for
// that puzzle with the same parameters, seed and limits (outcome, grid, work, counters), across a change
// of order too; text that is not a puzzle is an Error that says what and where, and the solver keeps its
// run. Usage: node tests/web/js_solver_restart_test.mjs SITE_DIR   (ctest runs it in the wasm build)
import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadSiteModule } from './site_module.mjs';

const dataDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'data');
let failures = 0;
function check(condition, what) {
  if (!condition) {
    failures++;
    console.error(`FAILED: ${what}`);
  }
}

/// Steps a solver to its end (or its limit) in slices; what a caller can read of the run afterwards.
function finish(solver) {
  let steps = 0;
  while (solver.step(997) > 0) steps++;
  const snapshot = solver.snapshot();
  return { outcome: solver.outcome(), grid: solver.bestGrid(), steps, work: snapshot.work,
    bestCost: snapshot.bestCost, solutionsFound: snapshot.solutionsFound, stats: JSON.stringify(snapshot.stats) };
}

/// Runs `puzzles` through one restarted solver and through a new solver each; compares every field.
function compareReuseWithNew(Module, id, params, seed, limits, puzzles) {
  const reused = Module.createSolver(id, puzzles[puzzles.length - 1], params, seed);
  reused.setLimits(limits);
  reused.step(3);  // the previous puzzle left half-way
  let solved = 0;
  for (const [index, puzzle] of puzzles.entries()) {
    reused.restart(puzzle);
    const again = finish(reused);
    const fresh = Module.createSolver(id, puzzle, params, seed);
    fresh.setLimits(limits);
    const expected = finish(fresh);
    fresh.delete();
    for (const key of Object.keys(expected))
      check(again[key] === expected[key], `${id} puzzle ${index}: ${key} after restart ${again[key]}, new solver ${expected[key]}`);
    if (again.outcome === 'solved') solved++;
  }
  reused.delete();
  return solved;
}

const Module = await loadSiteModule(process.argv[2] || 'build/wasm/site');
const lines = (await readFile(join(dataDir, 'exact9', 'puzzles.txt'), 'utf8')).split('\n')
  .filter((line) => /^[0-9.]{81}$/.test(line));
check(lines.length === 80, `80 puzzles in tests/data/exact9/puzzles.txt, read ${lines.length}`);
const order4 = await readFile(join(dataDir, 'instances', 'inst16x16_45_0.txt'), 'utf8');
// 17-clue and hard 9x9s, then a 16x16 (a new run of that order inside the solver), then 9x9s again.
const batch = [...lines.slice(0, 6), ...lines.slice(40, 46), order4, ...lines.slice(6, 8)];

// The exact search counting to 2: every puzzle solved and proved unique, as a new solver does it.
const exactSolved = compareReuseWithNew(Module, 'backtrack', { solutions: 2 }, 1, {}, batch);
check(exactSolved === batch.length, `backtrack solved ${exactSolved} of ${batch.length} after restarts`);
// A seeded metaheuristic under a work limit: same seed => same run, the limit kept across restarts.
compareReuseWithNew(Module, 'anneal', {}, '12345', { maxWork: 4000 }, batch.slice(0, 4));

// Text that is not a puzzle: an Error that says what and where; the solver keeps its run.
const solver = Module.createSolver('backtrack', lines[0], { solutions: 2 }, 1);
const errors = ['1.2', lines[1].replace(/^\.\./, '11'), 42, `${lines[1]}x`].map((text) => {
  try {
    solver.restart(text);
    return '';
  } catch (error) {
    return error.message;
  }
});
check(/^restart: line 1: this line holds 3 cells/.test(errors[0]), `short line: '${errors[0]}'`);
check(/^restart: line 1, column 2: conflicting givens: value 1 appears twice in row 1/.test(errors[1]),
  `clashing givens: '${errors[1]}'`);
check(/^restart: expected the puzzle as a string/.test(errors[2]), `a number: '${errors[2]}'`);
check(/^restart: line 1: this line holds 82 cells/.test(errors[3]), `a stray character: '${errors[3]}'`);
const kept = finish(solver);
const first = Module.createSolver('backtrack', lines[0], { solutions: 2 }, 1);
const expected = finish(first);
first.delete();
check(kept.outcome === 'solved' && kept.grid === expected.grid && kept.work === expected.work,
  `after the refused texts the solver still runs its puzzle: ${JSON.stringify(kept)}`);
solver.delete();

if (failures > 0) {
  console.error(`${failures} check(s) failed`);
  process.exit(1);
}
console.log(`restart: ${batch.length} puzzles (9x9 and 16x16) as new solvers would run them; bad text refused`);
