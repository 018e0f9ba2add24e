// The JS Solver's limits (Solver.setLimits, the CLI's --max-work, --time-limit and --cpu-limit): a run
// stops exactly at its work limit with the typed outcome 'work limit', steps after it do nothing, and a
// bad limits object is an Error that names the key and the value.
import { assert } from './harness.mjs';

// aiescargot (tests/data/named), as one line.
const AI_ESCARGOT = '1....7.9..3..2...8..96..5....53..9...1..8...26....4...3......1..41.....7..7...3..';

export default function register({ test, openApp }) {
  test('JS Solver: setLimits stops at the work limit with its outcome; bad limits are named', async ({ context }) => {
    const page = await openApp(context);
    try {
      const result = await page.evaluate((puzzle) => {
        const limited = Module.createSolver('dlx', puzzle, {}, 1);
        limited.setLimits({ maxWork: 25, timeLimit: 0 });
        const steps = [];
        for (let step = limited.step(10); step > 0; step = limited.step(10)) steps.push(step);
        const afterEnd = limited.step(10);
        const ended = { steps, afterEnd, work: limited.snapshot().work, outcome: limited.outcome(), status: limited.status() };
        limited.delete();
        // Without a limit (0 = none, as in the CLI) the same run goes on to solve.
        const free = Module.createSolver('dlx', puzzle, {}, 1);
        free.setLimits({ maxWork: 0 });
        while (free.step(1000) > 0) {}
        const freeEnd = { work: free.snapshot().work, outcome: free.outcome() };
        const errors = [{ maxwork: 5 }, { maxWork: -1 }, { maxWork: 2.5 }, { timeLimit: 'soon' }, 7].map((limits) => {
          try { free.setLimits(limits); return ''; } catch (e) { return e.message; }
        });
        free.delete();
        return { ended, freeEnd, errors };
      }, AI_ESCARGOT);
      const { ended, freeEnd, errors } = result;
      assert(ended.steps.join() === '10,10,5', `steps under a 25-unit limit: ${ended.steps}`);
      assert(ended.afterEnd === 0 && ended.work === 25, `after the limit: step ${ended.afterEnd}, work ${ended.work}`);
      assert(ended.outcome === 'work limit' && ended.status === 'running', `outcome ${ended.outcome}, status ${ended.status}`);
      assert(freeEnd.outcome === 'solved' && freeEnd.work > 25, `without a limit: ${JSON.stringify(freeEnd)}`);
      assert(/unknown limit 'maxwork'/.test(errors[0]), `unknown key: '${errors[0]}'`);
      assert(/maxWork must be a whole number .* got -1/.test(errors[1]), `negative: '${errors[1]}'`);
      assert(/maxWork must be a whole number .* got 2\.5/.test(errors[2]), `fraction: '${errors[2]}'`);
      assert(/timeLimit must be a number of seconds .* got soon/.test(errors[3]), `text: '${errors[3]}'`);
      assert(/expected an object/.test(errors[4]), `not an object: '${errors[4]}'`);
      return `dlx on AI Escargot: work limit at 25 units; solved in ${freeEnd.work} without one`;
    } finally {
      await page.close();
    }
  });
}
