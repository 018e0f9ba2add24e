#!/usr/bin/env python3
"""The rounds 6-7 tables of docs/EXACT.md from bench/exact9/page_api.sh's record: per set, mode and API use
(a new solver per puzzle, or one restarted), the median over the passes of native CPU us per puzzle, of
Chromium's renderer main-thread CPU and of node's main-thread CPU (both on the site's own files), and
Chromium/native. Chromium's whole renderer (all its threads) is given in brackets.
Usage: bench/exact9/page_api_table.py [RECORD]   (default bench/results/exact9/round7/page_api.tsv)"""
import csv
import statistics
import sys
from collections import defaultdict

SETS = {'17_clue_first2000': '17_clue first 2000', 'forum_hardest_1106': 'forum_hardest_1106',
        'forum_hardest_1905_11plus_first2000': 'forum_hardest_1905_11plus first 2000',
        'magictour_top1465': 'magictour_top1465'}


def main() -> None:
    path = sys.argv[1] if len(sys.argv) > 1 else 'bench/results/exact9/round7/page_api.tsv'
    with open(path) as handle:
        rows = list(csv.DictReader((line for line in handle if not line.startswith('#')), delimiter='\t'))
    values = defaultdict(list)
    for row in rows:
        key = (row['build'], row['mode'], row['set'], row['solutions'])
        values[key + ('main',)].append(float(row['main_thread_cpu_us_per_puzzle']))
        values[key + ('all',)].append(float(row['cpu_us_per_puzzle']))
    median = {key: statistics.median(found) for key, found in values.items()}
    print('| set | mode | API use | native µs | Chromium µs main thread (all threads) | node µs | Chromium/native |')
    print('|---|---|---|---:|---:|---:|---:|')
    for mode in ('new', 'reuse'):
        for name, title in SETS.items():
            for solutions in ('1', '2'):
                key = (mode, name, solutions)
                if any((build,) + key + ('main',) not in median for build in ('native', 'chromium', 'node')):
                    continue
                native = median[('native',) + key + ('main',)]
                chromium = median[('chromium',) + key + ('main',)]
                chromium_all = median[('chromium',) + key + ('all',)]
                node = median[('node',) + key + ('main',)]
                use = 'new solver' if mode == 'new' else 'restart'
                print(f"| {title} | {'first' if solutions == '1' else 'count 2'} | {use} | {native:.1f} | "
                      f"{chromium:.1f} ({chromium_all:.1f}) | {node:.1f} | **{chromium / native:.2f}×** |")


if __name__ == '__main__':
    main()
