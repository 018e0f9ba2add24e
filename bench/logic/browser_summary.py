#!/usr/bin/env python3
"""The tables of docs/HINTS.md, "In the browser", from the records of bench/logic/browser.sh.

Usage: bench/logic/browser_summary.py DIR   (a records directory, e.g. bench/results/logic/browser)

Prints two markdown tables:
1. per grade: puzzles made in the page (wall ms from the first frame showing the making to the first
   not showing it: median, p90, max; the page's main-thread CPU ms meanwhile: median, max), native CPU
   ms of the same seeds through the same maker (median, p90, max), its draws (median), how many native
   puzzles equal the page's, how many the page then graded as the grade asked for;
2. hints on the puzzles of set.txt: a whole explanation per puzzle in the page (Module.grade, least of
   three runs, main-thread CPU; and wall) against native (sum of `rate --times` hint_us, CPU): median,
   p90, max, the median of the per-puzzle ratios and the ratio of the totals; per hint, Module.hint in
   the page (wall, JS API conversions included) against native hint_us: median and p99.
Quantiles are nearest-rank.
"""
import csv
import json
import math
import os
import statistics
import sys

GRADES = ['easy', 'medium', 'hard', 'expert', 'extreme']


def quantile(values, q):
    """Nearest-rank quantile of a non-empty list."""
    ordered = sorted(values)
    return ordered[max(0, math.ceil(q * len(ordered)) - 1)]


def read_tsv(path):
    with open(path, newline='') as f:
        return list(csv.DictReader(f, delimiter='\t'))


def ms(value):
    return f'{value:,.0f}' if value >= 100 else f'{value:.1f}' if value >= 1 else f'{value:.3f}'


def generation_table(out):
    page = read_tsv(os.path.join(out, 'generation.tsv'))
    native = read_tsv(os.path.join(out, 'native_maker.tsv'))
    native_by_key = {(r['grade'], r['seed']): r for r in native}
    print('| grade | puzzles | page wall median (ms) | p90 | max | page main-thread CPU median (ms) | max '
          '| native CPU median (ms) | p90 | max | draws median | same puzzle natively | graded as asked |')
    print('|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|')
    for grade in GRADES:
        rows = [r for r in page if r['grade'] == grade]
        if not rows:
            continue
        made = [float(r['made_ms']) for r in rows]
        thread = [float(r['main_thread_cpu_ms']) for r in rows]
        twins = [native_by_key.get((grade, r['seed'])) for r in rows]
        cpu = [float(t['cpu_ms']) for t in twins if t]
        same = sum(1 for r, t in zip(rows, twins) if t and t['puzzle'] == r['puzzle'])
        right = sum(1 for r in rows if r['shown_grade'] == grade)
        draws = statistics.median(int(t['draws']) for t in twins if t)
        print(f'| {grade} | {len(rows)} | {ms(quantile(made, 0.5))} | {ms(quantile(made, 0.9))} | {ms(max(made))} '
              f'| {ms(quantile(thread, 0.5))} | {ms(max(thread))} '
              f'| {ms(quantile(cpu, 0.5))} | {ms(quantile(cpu, 0.9))} | {ms(max(cpu))} '
              f'| {draws:g} | {same} of {len(rows)} | {right} of {len(rows)} |')


def hints_table(out):
    page = read_tsv(os.path.join(out, 'grades.tsv'))
    page_hints = [float(r['hint_ms']) for r in read_tsv(os.path.join(out, 'hint_times.tsv'))]
    with open(os.path.join(out, 'native.rate.jsonl')) as f:
        native = [json.loads(line) for line in f if line.strip()]
    native_ms = [sum(r['hint_us']) / 1000 for r in native]
    native_hints = [us / 1000 for r in native for us in r['hint_us']]
    page_cpu = [float(r['grade_cpu_ms']) for r in page]
    page_wall = [float(r['grade_wall_ms']) for r in page]
    if len(page_cpu) != len(native_ms):
        sys.exit(f'{out}: {len(page_cpu)} puzzles timed in the page, {len(native_ms)} natively')
    ratios = [p / n for p, n in zip(page_cpu, native_ms) if n > 0]
    print('| measure | puzzles (hints) | page (wasm) median | p90 / p99 | max | native median | p90 / p99 | max '
          '| wasm / native |')
    print('|---|---:|---:|---:|---:|---:|---:|---:|---|')
    print(f'| whole explanation per puzzle, CPU ms (p90) | {len(page_cpu)} '
          f'| {ms(quantile(page_cpu, 0.5))} | {ms(quantile(page_cpu, 0.9))} | {ms(max(page_cpu))} '
          f'| {ms(quantile(native_ms, 0.5))} | {ms(quantile(native_ms, 0.9))} | {ms(max(native_ms))} '
          f'| median per puzzle {quantile(ratios, 0.5):.2f}, totals {sum(page_cpu) / sum(native_ms):.2f} |')
    print(f'| the same, page wall ms (p90) | {len(page_wall)} | {ms(quantile(page_wall, 0.5))} '
          f'| {ms(quantile(page_wall, 0.9))} | {ms(max(page_wall))} | – | – | – | – |')
    print(f'| one hint, ms (p99; page: Module.hint wall, its JS conversions included; native CPU) '
          f'| {len(page_cpu)} ({len(page_hints)}, {len(native_hints)}) | {ms(quantile(page_hints, 0.5))} '
          f'| {ms(quantile(page_hints, 0.99))} | {ms(max(page_hints))} | {ms(quantile(native_hints, 0.5))} '
          f'| {ms(quantile(native_hints, 0.99))} | {ms(max(native_hints))} | – |')


def main():
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    out = sys.argv[1]
    generation_table(out)
    print()
    if os.path.exists(os.path.join(out, 'grades.tsv')):
        hints_table(out)


if __name__ == '__main__':
    main()
