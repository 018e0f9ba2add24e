#!/usr/bin/env python3
"""Table of bench/exact9/wasm_steps.sh's record (docs/EXACT.md, round 7): per set and mode (SIMD kernel),
the median over rounds of each revision's native and wasm us per puzzle, and wasm/native per revision.
Usage: bench/exact9/wasm_steps_table.py [RECORD]   (default bench/results/exact9/round7/wasm_steps.tsv)"""
import collections
import statistics
import sys

path = sys.argv[1] if len(sys.argv) > 1 else 'bench/results/exact9/round7/wasm_steps.tsv'
rows = [line.rstrip('\n').split('\t') for line in open(path) if not line.startswith(('#', 'round'))]
times = collections.defaultdict(list)
revisions, sets = [], []
for _, rev, build, name, kernel, mode, *_rest, us in rows:
    if kernel != 'simd':
        continue
    if rev not in revisions:
        revisions.append(rev)
    if (name, mode) not in sets:
        sets.append((name, mode))
    times[(name, mode, rev, build)].append(float(us))
head = ['set', 'mode'] + [f'{rev} {build} µs' for rev in revisions for build in ('native', 'wasm')]
head += [f'{rev} wasm/native' for rev in revisions]
print('| ' + ' | '.join(head) + ' |')
print('|---|---|' + '---:|' * (len(head) - 2))
for name, mode in sets:
    med = {(rev, build): statistics.median(times[(name, mode, rev, build)]) for rev in revisions for build in ('native', 'wasm')}
    cells = [name.replace('_first2000', ' first 2000'), 'first' if mode == 'first' else 'count 2']
    cells += [f'{med[(rev, build)]:.2f}' for rev in revisions for build in ('native', 'wasm')]
    cells += [f'**{med[(rev, "wasm")] / med[(rev, "native")]:.2f}×**' for rev in revisions]
    print('| ' + ' | '.join(cells) + ' |')
