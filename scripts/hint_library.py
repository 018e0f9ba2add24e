#!/usr/bin/env python3
"""Regression library of hint positions (tests/data/hints/library.txt) from real puzzles.

    scripts/hint_library.py SUDOLAB PUZZLES.txt... > tests/data/hints/library.txt

For every technique and grid order, the first board (in file order) on which `sudolab explain --logic-only` uses it:
the puzzle's givens plus the values placed so far, the candidates removed so far (as `remove:` lines),
and the step the engine took there (technique, placement or eliminations). The positions come from
the engine's own path, so the file records behaviour: a later change that finds another step (or an
unsound one) on these boards fails tests/hint_test.cpp. Every path used here is checked against the
puzzle's unique solution by `sudolab rate --verify` in bench/logic/sets.sh.
"""
import json
import subprocess
import sys


# Techniques that argue from the puzzle's unique solution: the engine uses them only once it is proved.
UNIQUENESS = {"unique-rectangle-1", "unique-rectangle-2", "unique-rectangle-3", "unique-rectangle-4", "bug-plus-1"}


SYMBOLS = "123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ"


def cell_index(name, size):
    r, c = name[1:].split("c")
    return (int(r) - 1) * size + int(c) - 1


def peers(cell, size):
    order = int(round(size ** 0.5))
    r, c = divmod(cell, size)
    out = set()
    for k in range(size):
        out.add(r * size + k)
        out.add(k * size + c)
    br, bc = r // order * order, c // order * order
    for i in range(order):
        for j in range(order):
            out.add((br + i) * size + bc + j)
    out.discard(cell)
    return out


def main():
    sudolab, paths = sys.argv[1], sys.argv[2:]
    seen = set()  # (size, technique): the first position of each technique on each order
    print("# Regression library: real positions for each technique and order (scripts/hint_library.py); format as techniques.txt.")
    for path in paths:
        for line in [l.strip() for l in open(path) if l.strip() and not l.startswith("#")]:
            walk(sudolab, line, seen)


def walk(sudolab, line, seen):
    size = int(round(len(line) ** 0.5))
    out = subprocess.run([sudolab, "explain", "--logic-only", "--format", "json", "-"], input=line,
                         capture_output=True, text=True).stdout
    record = json.loads(out)
    values = [0 if ch in ".0" else SYMBOLS.index(ch) + 1 for ch in line]
    removed = [set() for _ in range(size * size)]
    for step in record["steps"]:
        technique = step["technique"]
        if (size, technique) not in seen:
            seen.add((size, technique))
            emit(size, values, removed, step)
        if step["place"]:
            values[cell_index(step["place"]["cell"], size)] = step["place"]["value"]
        for e in step["eliminations"]:
            removed[cell_index(e["cell"], size)].update(e["values"])


def emit(size, values, removed, step):
    print()
    where = "" if size == 9 else f" {size}x{size}"
    print(f"name: first {step['technique']} on a real{where} puzzle's path")
    print("puzzle: " + "".join(SYMBOLS[v - 1] if v else "." for v in values))
    for cell in range(size * size):
        if values[cell]:
            continue
        used = {values[p] for p in peers(cell, size)}
        gone = sorted(removed[cell] - used)
        if gone:
            print(f"remove: r{cell // size + 1}c{cell % size + 1} : " + " ".join(map(str, gone)))
    if step["technique"] in UNIQUENESS:
        # explain used it, so it proved the puzzle's solution unique; the test proves it again.
        print("unique: proved")
    print(f"technique: {step['technique']}")
    if step["place"]:
        print(f"place: {step['place']['cell']}={step['place']['value']}")
    for e in step["eliminations"]:
        print(f"eliminate: {e['cell']} : " + " ".join(map(str, e["values"])))


main()
