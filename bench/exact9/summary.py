#!/usr/bin/env python3
"""Summary of bench/exact9/peers.sh's records: per mode and set, each tool's median CPU ms over the rounds,
puzzles per CPU second, its CPU time as a multiple of tdoku's (the ratio of the medians), and the range of
the per-round ratios (the tool's CPU time over tdoku's in the same round, which the interleaving makes
comparable under a changing load). With n rounds, [min, max] of the per-round ratios holds their median
with probability 1 - 2^(1-n) (distribution-free: 94 % for 5 rounds, 97 % for 6)."""
import statistics
import sys
from collections import defaultdict

def main(path):
    runs = defaultdict(list)
    by_round = defaultdict(dict)
    puzzles = {}
    order = []
    header = None
    for line in open(path):
        if line.startswith('#'):
            print(line.rstrip())
            continue
        fields = line.rstrip('\n').split('\t')
        if header is None:
            header = fields
            continue
        row = dict(zip(header, fields))
        key = (row['mode'], row['set'], row['tool'])
        if key not in runs:
            order.append(key)
        runs[key].append(float(row['cpu_ms']))
        by_round[key][row['round']] = float(row['cpu_ms'])
        puzzles[key] = int(row['puzzles'])
    print('mode\tset\ttool\truns\tmedian CPU ms\tpuzzles/CPU-s\tx tdoku CPU\tper-round x tdoku (min-max)')
    for key in order:
        mode, name, tool = key
        median = statistics.median(runs[key])
        base = statistics.median(runs[(mode, name, 'tdoku')])
        rate = puzzles[key] / (median / 1000)
        tdoku = by_round[(mode, name, 'tdoku')]
        ratios = [ms / tdoku[r] for r, ms in by_round[key].items() if r in tdoku]
        print(f'{mode}\t{name}\t{tool}\t{len(runs[key])}\t{median:.1f}\t{rate:,.0f}\t{median / base:.2f}'
              f'\t{min(ratios):.2f}-{max(ratios):.2f}')

if __name__ == '__main__':
    main(sys.argv[1])
