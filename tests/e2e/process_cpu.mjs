// The CPU time of the processes under this node (the browser a test or a probe launched, and its
// helpers), from /proc: what the suite's profile (profile.mjs) and the cost probes of bench/suite/ read.
import { readdir, readFile } from 'node:fs/promises';

// Linux reports process times in clock ticks of 1/100 s (sysconf(_SC_CLK_TCK) on every Linux the suite runs on).
const CLOCK_TICKS_PER_SECOND = 100;

/// {pid, ppid, own, reaped} of every process: own = its user + system seconds, reaped = those of the
/// children it waited for.
async function processTable() {
  const rows = [];
  for (const name of await readdir('/proc')) {
    if (!/^[0-9]+$/.test(name)) continue;
    let text;
    try {
      text = await readFile(`/proc/${name}/stat`, 'utf8');
    } catch {
      continue;  // ended between the listing and the read
    }
    // The command name (field 2) may hold spaces and parentheses: the fields after it follow the last ')'.
    const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
    rows.push({
      pid: Number(name),
      ppid: Number(fields[1]),
      own: (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS_PER_SECOND,
      reaped: (Number(fields[13]) + Number(fields[14])) / CLOCK_TICKS_PER_SECOND,
    });
  }
  return rows;
}

/// Chromium's kind of a process from its command line: its --type (`browser` for none; a utility
/// process as `utility:` and the last part of its sub-type), or `other` for a process not chromium's.
async function processKind(pid) {
  let cmdline;
  try {
    cmdline = await readFile(`/proc/${pid}/cmdline`, 'utf8');
  } catch {
    return 'other';  // ended since its stat was read
  }
  if (!/chrom/.test(cmdline)) return 'other';
  const type = (cmdline.match(/--type=([a-z-]+)/) || [, 'browser'])[1];
  const utility = (cmdline.match(/--utility-sub-type=([A-Za-z.]+)/) || [, ''])[1];
  return type === 'utility' ? `utility:${utility.split('.').pop()}` : type;
}

/// The rows of processTable for every process under this one (children, theirs, ...). A process that
/// ended is in the `reaped` seconds of the one that waited for it, which is in the tree (chromium's
/// double-forked helpers are reaped by chromium_reaper.py when the suite runs as scripts/test.sh runs it;
/// without it, the helpers that end before the browser are lost).
async function descendantRows() {
  const children = new Map();
  for (const row of await processTable()) {
    if (!children.has(row.ppid)) children.set(row.ppid, []);
    children.get(row.ppid).push(row);
  }
  const mine = [];
  const stack = [...(children.get(process.pid) || [])];
  while (stack.length) {
    const row = stack.pop();
    mine.push(row);
    stack.push(...(children.get(row.pid) || []));
  }
  return mine;
}

/// Every process under this one, keyed by pid: {ppid, own, reaped, kind} (kind: processKind).
export async function descendantProcesses() {
  const mine = new Map();
  for (const row of await descendantRows())
    mine.set(row.pid, { ppid: row.ppid, own: row.own, reaped: row.reaped, kind: await processKind(row.pid) });
  return mine;
}

/// CPU seconds used so far by this process's descendants, ended ones included (their own and reaped time).
export async function childrenCpuSeconds() {
  return (await descendantRows()).reduce((total, row) => total + row.own + row.reaped, 0);
}

/// Node's own CPU seconds so far (user + system).
export function nodeCpuSeconds() {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1e6;
}
