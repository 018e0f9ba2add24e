#!/usr/bin/env python3
"""Per-target and per-unit compile CPU from compile_cpu.sh records, as markdown tables (docs/TESTING.md).

Usage: bench/suite/compile_table.py [--top N] LABEL=LOG [LABEL=LOG ...]

Each LOG is a bench/results/suite/compile-*.log (one line per compile or link: user s, system s, wall s,
output). Prints two tables with one CPU column (user + system) per LOG: the targets (objects of a target
summed, links apart) and the N costliest outputs of the first LOG. A target or unit missing from a LOG
shows "-".
"""
import re
import sys
from collections import defaultdict


def read_log(path):
    """{output: cpu seconds} of one record (an output built twice counts twice)."""
    cpu = defaultdict(float)
    with open(path) as f:
        for number, line in enumerate(f, 1):
            if line.startswith('#'):  # a note on the record (commit, load)
                continue
            parts = line.split(maxsplit=3)
            if len(parts) != 4:
                sys.exit(f"{path}:{number}: expected 'user system wall output', got {line.strip()!r}")
            cpu[parts[3].strip()] += float(parts[0]) + float(parts[1])
    return cpu


def target_of(output):
    """The CMake target directory of an object file (Unity/ folded in), or 'link: OUTPUT'."""
    if not output.endswith('.o'):
        return 'link: ' + output
    match = re.match(r'(.*?CMakeFiles/[^/]+\.dir)/', output)
    return match.group(1) if match else output


def cell(value):
    return '-' if value is None else f'{value:.1f}'


def main(args):
    top = 15
    if args[:1] == ['--top']:
        top = int(args[1])
        args = args[2:]
    if not args or any('=' not in a for a in args):
        sys.exit(__doc__)
    labels, logs = zip(*(a.split('=', 1) for a in args))
    records = [read_log(path) for path in logs]
    per_target = []
    for record in records:
        sums = defaultdict(float)
        for output, cpu in record.items():
            sums[target_of(output)] += cpu
        per_target.append(sums)
    targets = sorted(set().union(*per_target), key=lambda t: -max(s.get(t, 0) for s in per_target))
    print('| target | ' + ' | '.join(labels) + ' |')
    print('|---|' + '---:|' * len(labels))
    for target in targets:
        print(f'| {target} | ' + ' | '.join(cell(s.get(target)) for s in per_target) + ' |')
    print('| **all** | ' + ' | '.join(f'**{sum(r.values()):.1f}**' for r in records) + ' |')
    print()
    print('| output | ' + ' | '.join(labels) + ' |')
    print('|---|' + '---:|' * len(labels))
    for output in sorted(records[0], key=lambda o: -records[0][o])[:top]:
        print(f'| {output} | ' + ' | '.join(cell(r.get(output)) for r in records) + ' |')


if __name__ == '__main__':
    main(sys.argv[1:])
