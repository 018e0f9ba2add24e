// The page's Module.createSolver(id, puzzle, params, seed) parameter object (docs/JS_API.md), on the site's
// own module under node (site_module.mjs): the object is read in one call across the JS-wasm boundary
// (web/js_arguments.cpp, library_sudolab.js), and each key and value must still reach the solver exactly —
// numbers, numeric strings, booleans as on/off, keys in the object's order, any text (non-ASCII, ':' and
// digits, a NUL, an object bigger than the first buffer) — with the error that names the bad parameter and
// its value. Usage: node tests/web/js_solver_params_test.mjs SITE_DIR   (ctest runs it in the wasm build)
import { loadSiteModule } from './site_module.mjs';

let failures = 0;
function check(condition, what) {
  if (!condition) {
    failures++;
    console.error(`FAILED: ${what}`);
  }
}

/// Runs a new solver to its end; its outcome, solutions found, work and grid (or the Error's message).
function run(Module, id, puzzle, params, seed) {
  let solver;
  try {
    solver = Module.createSolver(id, puzzle, params, seed);
  } catch (error) {
    return { error: error.message };
  }
  while (solver.step(1e6) > 0) { /* to the end */ }
  const snapshot = solver.snapshot();
  const result = { outcome: solver.outcome(), solutionsFound: snapshot.solutionsFound, work: snapshot.work,
    grid: solver.bestGrid() };
  solver.delete();
  return result;
}
const same = (a, b) => JSON.stringify(a) === JSON.stringify(b);

const Module = await loadSiteModule(process.argv[2] || 'build/wasm/site');
const empty = '.'.repeat(81);  // every grid solves it: a count limit stops the search
const puzzle = '4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......';

// Values reach the solver: a number, a numeric string and a String object count to the same limit.
for (const value of [3, '3', new String('3')]) {
  const result = run(Module, 'backtrack', empty, { solutions: value }, 1);
  check(result.solutionsFound === 3 && result.outcome === 'solved',
    `solutions ${JSON.stringify(value)}: ${JSON.stringify(result)}`);
}
const counted = run(Module, 'backtrack', empty, { solutions: 5, 'value-order': 'ascending' }, 1);
check(counted.solutionsFound === 5, `two keys: ${JSON.stringify(counted)}`);
check(same(run(Module, 'backtrack', puzzle, {}, 1), run(Module, 'backtrack', puzzle, null, 1)) &&
  same(run(Module, 'backtrack', puzzle, {}, 1), run(Module, 'backtrack', puzzle, undefined, 1)),
  'no object, null and undefined are the defaults');
// A non-object has no own keys: the defaults, as Object.keys reads it.
check(same(run(Module, 'backtrack', puzzle, {}, 1), run(Module, 'backtrack', puzzle, 7, 1)), 'a number: the defaults');

// Booleans are on/off: true and 'on' make the same seeded run, false and 'off' the same, and the two differ.
const cpOn = run(Module, 'anneal', puzzle, { cp: true }, '5');
const cpOff = run(Module, 'anneal', puzzle, { cp: false }, '5');
check(same(cpOn, run(Module, 'anneal', puzzle, { cp: 'on' }, '5')), `cp true = 'on': ${JSON.stringify(cpOn)}`);
check(same(cpOff, run(Module, 'anneal', puzzle, { cp: 'off' }, '5')), `cp false = 'off': ${JSON.stringify(cpOff)}`);
check(!same(cpOn, cpOff), 'cp on and off make different runs');

// Errors name the parameter and the value; the first bad key in the object's order is the one reported.
const errorOf = (params, id = 'backtrack') => run(Module, id, puzzle, params, 1).error || '';
const cases = [
  [{ solutions: 3.5 }, /^parameter 'solutions' must be .*, not '3\.5'$/],
  [{ solutions: 'x', 'value-order': 'sideways' }, /^parameter 'solutions' must be .*, not 'x'$/],
  [{ 'value-order': 'sideways', solutions: 'x' }, /^parameter 'value-order' must be .*, not 'sideways'$/],
  [{ 'value-order': true }, /^parameter 'value-order' must be .*, not 'on'$/],
  [{ cp: 'maybe' }, /^parameter 'cp' must be .*, not 'maybe'$/, 'anneal'],
  // Text goes through byte for byte: a non-ASCII key (UTF-8), a key that looks like the packing, a NUL.
  [{ 'solutións': 2 }, /^unknown parameter 'soluti\\xC3\\xB3ns' \(known: solutions, value-order/],
  [{ '3:ab1:c': 2 }, /^unknown parameter '3:ab1:c' \(known: /],
  [{ 'a\u0000b': 2 }, /^unknown parameter 'a\\x00b' \(known: /],
  // An object bigger than the first buffer (256 bytes): read whole on a second call.
  [{ solutions: 2, 'value-order': 'x'.repeat(300) }, /^parameter 'value-order' must be .*, not 'x{24}\.\.\.' \(300 bytes\)$/],
];
for (const [params, pattern, id] of cases) {
  const message = errorOf(params, id);
  check(pattern.test(message), `${JSON.stringify(params).slice(0, 60)}: '${message}'`);
}
// A good key after a long one is still read: the long value is valid here.
const longKeyFirst = run(Module, 'backtrack', empty, { 'value-order': 'ascending' + ' '.repeat(0), solutions: 4,
  'max-nodes': '0'.repeat(280) }, 1);
check(longKeyFirst.solutionsFound === 4, `an object over 256 bytes: ${JSON.stringify(longKeyFirst)}`);

if (failures > 0) {
  console.error(`${failures} check(s) failed`);
  process.exit(1);
}
console.log(`createSolver parameters: ${cases.length} bad objects refused by name and value; values, booleans and ` +
  'long objects reach the solver');
