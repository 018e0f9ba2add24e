// One pass of the page's solver API over a list of puzzles, as a page script does it, shared by the
// Chromium bench (page_api.mjs, run inside the page through page.evaluate) and the node bench
// (site_node.mjs, on the same site files): self-contained, it reads only the global Module.
// reuse = false: Module.createSolver per puzzle, step() to the end, outcome(), delete();
// reuse = true: one solver, solver.restart(line) for every puzzle after the first.
// Returns {solved, ms} (ms from performance.now()).
export function apiPass({ lines, solutions, reuse }) {
  let solved = 0;
  const start = performance.now();
  if (reuse) {
    const solver = Module.createSolver('backtrack', lines[0], { solutions }, '1');
    for (let i = 0; i < lines.length; i++) {
      if (i > 0) solver.restart(lines[i]);
      while (solver.step(1e12) > 0) { /* one call runs to the end */ }
      if (solver.outcome() === 'solved') solved++;
    }
    solver.delete();
  } else {
    for (const line of lines) {
      const solver = Module.createSolver('backtrack', line, { solutions }, '1');
      while (solver.step(1e12) > 0) { /* one call runs to the end */ }
      if (solver.outcome() === 'solved') solved++;
      solver.delete();
    }
  }
  return { solved, ms: performance.now() - start };
}
