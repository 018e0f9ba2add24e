// What the page's solver API costs per puzzle outside the search, under node on the site's own files
// (docs/EXACT.md, round 6): the 17-clue set's first 2000 puzzles, ten times over; per puzzle the CPU of
// Module.createSolver + delete() with and without a parameter object, of solver.restart(line) alone,
// and of restart + step to the end + outcome().
// Usage: node bench/exact9/page_api_calls.mjs SITE_DIR FILE   (FILE: one 81-character puzzle per line)
// Prints one line per call pattern: name, puzzles, CPU us per puzzle of node's process (one untimed
// round first, then one timed).
import { readFileSync } from 'node:fs';
import { loadSiteModule } from '../../tests/web/site_module.mjs';

const [siteDir, file] = process.argv.slice(2);
if (!siteDir || !file) {
  console.error('usage: node bench/exact9/page_api_calls.mjs SITE_DIR FILE');
  process.exit(2);
}
const Module = await loadSiteModule(siteDir);
const one = readFileSync(file, 'utf8').split('\n').filter((line) => /^[0-9.]{81}/.test(line)).map((line) => line.slice(0, 81));
const lines = Array.from({ length: 10 }, () => one).flat();

/// Runs `body` once untimed, then once timed; prints its CPU per puzzle.
function measure(name, body) {
  body();
  const start = process.cpuUsage();
  body();
  const used = process.cpuUsage(start);
  console.log([name, lines.length, ((used.user + used.system) / lines.length).toFixed(2)].join('\t'));
}

measure('createSolver with {solutions} + delete', () => {
  for (const line of lines) Module.createSolver('backtrack', line, { solutions: '1' }, '1').delete();
});
measure('createSolver without parameters + delete', () => {
  for (const line of lines) Module.createSolver('backtrack', line).delete();
});
const solver = Module.createSolver('backtrack', lines[0], { solutions: '1' }, '1');
measure('restart', () => {
  for (const line of lines) solver.restart(line);
});
measure('restart + step to the end + outcome', () => {
  for (const line of lines) {
    solver.restart(line);
    while (solver.step(1e12) > 0) { /* one call runs to the end */ }
    solver.outcome();
  }
});
solver.delete();
