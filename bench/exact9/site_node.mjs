// The page's solver API under node, on the very files the page loads (the wasm preset's
// build/wasm/site/sudolab_app.js and .wasm): the same passes as page_api.mjs runs in Chromium
// (page_api_pass.mjs), so that a gap between the two is Chromium's, not the build's (docs/EXACT.md,
// round 6), loaded by tests/web/site_module.mjs (the app itself is not started, only its Embind API is
// used).
// Usage: node bench/exact9/site_node.mjs SITE_DIR SOLUTIONS PASSES REUSE FILE...   (REUSE: new or reuse)
// Prints one line per pass: set, solutions, puzzles, solved, wall us per puzzle, process CPU us per
// puzzle, main-thread CPU us per puzzle (/proc/self/task/PID/schedstat, nanoseconds).
import { readFile } from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { loadSiteModule } from '../../tests/web/site_module.mjs';
import { apiPass } from './page_api_pass.mjs';

const [siteDir, solutions, passesText, reuseText, ...files] = process.argv.slice(2);
if (!siteDir || !solutions || !passesText || !['new', 'reuse'].includes(reuseText) || files.length === 0) {
  console.error('usage: node bench/exact9/site_node.mjs SITE_DIR SOLUTIONS PASSES new|reuse FILE...');
  process.exit(2);
}
const passes = Number(passesText);
const reuse = reuseText === 'reuse';

/// CPU seconds of this process's main thread: the scheduler's run time in nanoseconds (schedstat), finer
/// than the stat file's 10 ms ticks.
function mainThreadCpuSeconds() {
  const schedstat = readFileSync(`/proc/self/task/${process.pid}/schedstat`, 'utf8');
  return Number(schedstat.split(' ')[0]) / 1e9;
}

await loadSiteModule(siteDir);
for (const file of files) {
  const lines = (await readFile(file, 'utf8')).split('\n').filter((line) => /^[0-9.]{81}/.test(line))
    .map((line) => line.slice(0, 81));
  apiPass({ lines, solutions, reuse });  // untimed: the engine tiers up from its baseline compiler
  for (let pass = 0; pass < passes; pass++) {
    const main0 = mainThreadCpuSeconds();
    const cpu0 = process.cpuUsage();
    const { solved, ms } = apiPass({ lines, solutions, reuse });
    const cpu = process.cpuUsage(cpu0);
    const main = mainThreadCpuSeconds() - main0;
    console.log([basename(file).replace(/\.txt$/, ''), solutions, lines.length, solved,
      (ms * 1e3 / lines.length).toFixed(3), ((cpu.user + cpu.system) / lines.length).toFixed(3),
      (main * 1e6 / lines.length).toFixed(3)].join('\t'));
  }
}
