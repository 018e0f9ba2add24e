#!/usr/bin/env python3
"""The tables of docs/EXACT.md's "Round 2" from the committed records of bench/exact9 (peers.sh's runs.tsv,
inprocess.sh's inprocess.tsv, startup.tsv), printed in this order:
  1. whole processes, first solution; 2. whole processes, count to 2 (puzzles per CPU second, medians over
     the rounds, CPU time over tdoku's, the per-round ratios' range, qqwing);
  3. in-process µs per puzzle, native and wasm, with tdoku's whole process per puzzle minus its start-up
     (singles, then box-line);
  4. where the time goes: sudolab's whole process per puzzle minus start-up, its search, the difference
     (singles, then box-line).
Usage: python3 bench/exact9/tables.py [RECORDS_DIR]   (default bench/results/exact9; tools "before", "now" and
"now-box-line" (propagation=box-line); in-process records inprocess.tsv and inprocess-box-line.tsv)
"""
import os
import statistics
import sys
from collections import defaultdict

SETS = {
    '17_clue_first2000': '17_clue first 2000',
    'forum_hardest_1106': 'forum_hardest_1106',
    'forum_hardest_1905_11plus_first2000': 'forum_hardest_1905_11plus first 2000',
    'magictour_top1465': 'magictour_top1465',
}
MODES = {'first': 'first', 'count2': 'count 2'}


def tsv_rows(path):
    header = None
    for line in open(path):
        if line.startswith('#'):
            continue
        fields = line.rstrip('\n').split('\t')
        if header is None:
            header = fields
            continue
        yield dict(zip(header, fields))


def whole_runs(records):
    """CPU ms by (mode, set, tool) and round, and the puzzles of each set."""
    runs, puzzles = defaultdict(dict), {}
    for row in tsv_rows(os.path.join(records, 'runs.tsv')):
        runs[(row['mode'], row['set'], row['tool'])][row['round']] = float(row['cpu_ms'])
        puzzles[row['set']] = int(row['puzzles'])
    return runs, puzzles


def startup_ms(records):
    """Median CPU ms of each tool's whole process on one puzzle (start-up + one short search)."""
    times = defaultdict(list)
    for row in tsv_rows(os.path.join(records, 'startup.tsv')):
        times[row['tool']].append(float(row['cpu_ms']))
    return {tool: statistics.median(values) for tool, values in times.items()}


def inprocess_us(records, name='inprocess.tsv'):
    return {(r['build'], r['set'], r['kernel'], r['mode']): float(r['us_per_puzzle'])
            for r in tsv_rows(os.path.join(records, name))}


def whole_table(runs, puzzles, mode):
    med = lambda name, tool: statistics.median(runs[(mode, name, tool)].values())
    print('| set | tdoku | sudolab before | now | now, box-line | × tdoku (before → now → box-line) | '
          'now: per-round × tdoku (min–max) | box-line: per-round × tdoku (min–max) | qqwing | box-line vs qqwing |')
    print('|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|')
    for name, label in SETS.items():
        rate = lambda tool: puzzles[name] / (med(name, tool) / 1000)
        tdoku = runs[(mode, name, 'tdoku')]
        spread = lambda tool: [ms / tdoku[r] for r, ms in runs[(mode, name, tool)].items()]
        now, box = spread('now'), spread('now-box-line')
        times = lambda tool: med(name, tool) / med(name, 'tdoku')
        print(f"| {label} ({puzzles[name]}) | {rate('tdoku'):,.0f} | {rate('before'):,.0f} | {rate('now'):,.0f} | "
              f"{rate('now-box-line'):,.0f} | {times('before'):.2f} → {times('now'):.2f} → **{times('now-box-line'):.2f}** | "
              f"{min(now):.2f}–{max(now):.2f} | {min(box):.2f}–{max(box):.2f} | {rate('qqwing'):,.0f} | "
              f"{med(name, 'qqwing') / med(name, 'now-box-line'):.0f}× |")
    print()


def tdoku_us(runs, puzzles, startup, mode, name):
    return (statistics.median(runs[(mode, name, 'tdoku')].values()) - startup['tdoku']) * 1000 / puzzles[name]


def inprocess_table(ip, runs, puzzles, startup):
    print('| set | mode | native SIMD (`-march=native`) | native scalar kernel | generic x86-64 (SSE2) | wasm SIMD128 | '
          'wasm/native | wasm without SIMD128 | wasm/native | tdoku whole process, minus start-up |')
    print('|---|---|---:|---:|---:|---:|---:|---:|---:|---:|')
    for mode, mode_label in MODES.items():
        for name, label in SETS.items():
            native = ip[('native', name, 'simd', mode)]
            simd128 = ip[('wasm-simd128', name, 'simd', mode)]
            scalar = ip[('wasm-scalar', name, 'simd', mode)]
            print(f"| {label} | {mode_label} | {native:.1f} | {ip[('native', name, 'scalar', mode)]:.1f} | "
                  f"{ip[('native-generic', name, 'simd', mode)]:.1f} | {simd128:.1f} | {simd128 / native:.2f}× | "
                  f"{scalar:.1f} | {scalar / native:.2f}× | {tdoku_us(runs, puzzles, startup, mode, name):.1f} |")
    print()


def where_table(ip, runs, puzzles, startup, tool):
    print('| set | mode | `sudolab` whole | its search (in-process) | outside the search | tdoku whole | search × tdoku | whole × tdoku |')
    print('|---|---|---:|---:|---:|---:|---:|---:|')
    for mode, mode_label in MODES.items():
        for name, label in SETS.items():
            whole = (statistics.median(runs[(mode, name, tool)].values()) - startup['sudolab']) * 1000 / puzzles[name]
            search = ip[('native', name, 'simd', mode)]
            tdoku = tdoku_us(runs, puzzles, startup, mode, name)
            print(f"| {label} | {mode_label} | {whole:.1f} | {search:.1f} | {whole - search:.1f} | {tdoku:.1f} | "
                  f"{search / tdoku:.2f} | {whole / tdoku:.2f} |")
    print()


def main(records):
    runs, puzzles = whole_runs(records)
    startup = startup_ms(records)
    ip = inprocess_us(records)
    ip_box = inprocess_us(records, 'inprocess-box-line.tsv')
    for mode in MODES:
        whole_table(runs, puzzles, mode)
    inprocess_table(ip, runs, puzzles, startup)
    inprocess_table(ip_box, runs, puzzles, startup)
    where_table(ip, runs, puzzles, startup, 'now')
    where_table(ip_box, runs, puzzles, startup, 'now-box-line')


if __name__ == '__main__':
    main(sys.argv[1] if len(sys.argv) > 1 else 'bench/results/exact9')
