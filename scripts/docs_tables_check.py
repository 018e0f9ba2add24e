#!/usr/bin/env python3
"""Checks that every docs table made from committed records still agrees with them.

Usage: scripts/docs_tables_check.py [FILE.md ...]   (default: README.md, docs/**/*.md, bench/README.md)

A table made from records carries a marker on the line above it (blank lines between are allowed):

    <!-- table: bench/campaigns/tables.sh soto bench/results/soto/soto.jsonl -->
    <!-- table 3: python3 bench/big_grids/tables.py -->      (the third table the command prints)

The marker's command is run from the repository root (only the table makers below may be named),
and the rows of its table (its first, or the K-th it prints) (lines starting with "|", the separator row left out) must equal the doc's table
rows, in order; the header may name its columns in other words but must have as many. A table whose
few lines above name a table maker but which has no marker is an error too: a generated table is
either checked or says why it is not, with `<!-- table: not generated: REASON -->` (e.g. a table that sets
the paper's numbers beside ours, made by hand from a maker's output). Prints one line per disagreement (FILE:LINE: what) and
exits 1 if there is any; exits 0 with a summary line otherwise.
"""
import functools
import glob
import os
import re
import shlex
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
MAKERS = {
    'bench/campaigns/tables.sh': ['bash'],
    'bench/campaigns/paper_tables.py': ['python3'],
    'bench/big_grids/tables.py': ['python3'],
    'bench/big_grids/memory.py': ['python3'],
    'bench/big_grids/peer_bands.py': ['python3'],
    'bench/big_grids/root_probe_summary.py': ['python3'],
    'bench/big_grids/lever_table.py': ['python3'],
    'bench/big_grids/kissat_options_table.py': ['python3'],
    'bench/exact9/tables.py': ['python3'],
    'bench/exact9/page_api_table.py': ['python3'],
    'bench/exact9/wasm_steps_table.py': ['python3'],
    'bench/logic/sets.sh': ['bash'],
    'bench/logic/browser_summary.py': ['python3'],
    'bench/irace/cost_table.py': ['python3'],
}
MARKER = re.compile(r'^\s*<!--\s*table(?:\s+(\d+))?:\s*(.*?)\s*-->\s*$')
LOOKBACK = 4  # lines above a table searched for a maker's name


def table_at(lines, start):
    """The table rows beginning at index `start` (consecutive lines starting with '|')."""
    rows = []
    while start + len(rows) < len(lines) and lines[start + len(rows)].lstrip().startswith('|'):
        rows.append(lines[start + len(rows)].rstrip())
    return rows


def is_separator(row):
    """True for a markdown table's |---|:--:| row."""
    return re.fullmatch(r'\|(\s*:?-+:?\s*\|)+', row.replace(' ', '')) is not None


def columns(row):
    """The number of cells of a table row."""
    return len(row.strip().strip('|').split('|'))


@functools.cache
def run_once(argv):
    """The finished process of a maker's command line, run once per check: several markers name the same
    command (one command printing several tables; bench/big_grids/tables.py takes 1.6 s a run)."""
    return subprocess.run(list(argv), cwd=ROOT, capture_output=True, text=True)


def run_maker(command, which, where):
    """The rows of the which-th table (from 1) a marker's command prints, or an error text."""
    try:
        words = shlex.split(command)
    except ValueError as error:
        return None, f'{where}: the marker\'s command cannot be read: {error}'
    if words and words[0] == 'python3':
        words = words[1:]  # the makers are run with their interpreter anyway
    if not words or words[0] not in MAKERS:
        return None, f'{where}: the marker names "{words[0] if words else ""}"; only {", ".join(MAKERS)} may be named'
    result = run_once(tuple(MAKERS[words[0]] + words))
    if result.returncode != 0:
        return None, f'{where}: `{command}` failed (exit {result.returncode}): {result.stderr.strip()[:300]}'
    tables = [[]]
    for line in result.stdout.splitlines():
        if line.lstrip().startswith('|'):
            tables[-1].append(line.rstrip())
        elif tables[-1]:
            tables.append([])
    tables = [table for table in tables if table]
    if which > len(tables):
        return None, f'{where}: `{command}` prints {len(tables)} table(s), the marker asks for table {which}'
    return tables[which - 1], None


def compare(doc_rows, made_rows, where, command):
    """Disagreements between a doc's table and the rows its command makes."""
    if not made_rows:
        return [f'{where}: `{command}` printed no table']
    if columns(doc_rows[0]) != columns(made_rows[0]):
        return [f'{where}: the table has {columns(doc_rows[0])} columns, `{command}` makes {columns(made_rows[0])}']
    doc_data = [row for row in doc_rows[1:] if not is_separator(row)]
    made_data = [row for row in made_rows[1:] if not is_separator(row)]
    for index, (doc_row, made_row) in enumerate(zip(doc_data, made_data)):
        if doc_row.strip() != made_row.strip():
            return [f'{where}: row {index + 1} differs from the records\n    doc:     {doc_row.strip()}\n'
                    f'    records: {made_row.strip()}']
    if len(doc_data) != len(made_data):
        return [f'{where}: the table has {len(doc_data)} rows, `{command}` makes {len(made_data)}']
    return []


def check_file(path):
    """(tables checked, disagreements) of one markdown file."""
    lines = open(path, encoding='utf-8').read().splitlines()
    name = os.path.relpath(path, ROOT)
    checked, problems, index, fenced = 0, [], 0, False
    while index < len(lines):
        if lines[index].lstrip().startswith('```'):
            fenced = not fenced  # examples inside code blocks are not markers or tables
        if fenced or lines[index].lstrip().startswith('```'):
            index += 1
            continue
        marker = MARKER.match(lines[index])
        if marker:
            start = index + 1
            while start < len(lines) and not lines[start].strip():
                start += 1
            rows = table_at(lines, start)
            where = f'{name}:{index + 1}'
            command = marker.group(2)
            if command.startswith('not generated:'):
                pass
            elif not rows:
                problems.append(f'{where}: the marker is not followed by a table')
            else:
                made, error = run_maker(command, int(marker.group(1) or 1), where)
                problems += [error] if error else compare(rows, made, f'{name}:{start + 1}', command)
                checked += 1
            index = start + max(len(rows), 1)
            continue
        if lines[index].lstrip().startswith('|'):
            problems += unmarked(lines, index, name)
            index += len(table_at(lines, index))
            continue
        index += 1
    return checked, problems


def unmarked(lines, start, name):
    """An error if the lines just above an unmarked table name a table maker."""
    above = '\n'.join(lines[max(0, start - LOOKBACK):start])
    for maker in MAKERS:
        if os.path.basename(maker) in above:
            return [f'{name}:{start + 1}: the text above names {maker} but the table has no '
                    f'"<!-- table: ... -->" marker (add one, or say the table is not generated)']
    return []


def main(paths):
    """Checks the given files (or every doc) and prints the result."""
    if not paths:
        paths = [os.path.join(ROOT, 'README.md'), os.path.join(ROOT, 'bench/README.md')]
        paths += sorted(glob.glob(os.path.join(ROOT, 'docs/**/*.md'), recursive=True))
    total, problems = 0, []
    for path in paths:
        checked, found = check_file(path)
        total += checked
        problems += found
    for problem in problems:
        print(problem)
    if problems:
        print(f'docs tables: {len(problems)} disagreement(s) with the records')
        return 1
    print(f'docs tables: {total} tables agree with their records')
    return 0


if __name__ == '__main__':
    sys.exit(main(sys.argv[1:]))
