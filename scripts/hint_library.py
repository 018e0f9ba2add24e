#!/usr/bin/env python3
"""Regression library of hint positions (tests/data/hints/library.txt) from real puzzles.

    scripts/hint_library.py SUDOLAB PUZZLES.txt > tests/data/hints/library.txt

For every technique, the first board (in file order) on which `sudolab explain --logic-only` uses it:
the puzzle's givens plus the values placed so far, the candidates removed so far (as `remove:` lines),
and the step the engine took there (technique, placement or eliminations). The positions come from
the engine's own path, so the file records behaviour: a later change that finds another step (or an
unsound one) on these boards fails tests/hint_test.cpp. Every path used here is checked against the
puzzle's unique solution by `sudolab rate --verify` in bench/logic/sets.sh.
"""
import json
import subprocess
import sys


def cell_index(name):
    r, c = name[1:].split("c")
    return (int(r) - 1) * 9 + int(c) - 1


def peers(cell):
    r, c = divmod(cell, 9)
    out = set()
    for k in range(9):
        out.add(r * 9 + k)
        out.add(k * 9 + c)
    br, bc = r // 3 * 3, c // 3 * 3
    for i in range(3):
        for j in range(3):
            out.add((br + i) * 9 + bc + j)
    out.discard(cell)
    return out


def main():
    sudolab, path = sys.argv[1], sys.argv[2]
    seen = set()
    lines = [l.strip() for l in open(path) if l.strip() and not l.startswith("#")]
    print("# Regression library: real positions for each technique (scripts/hint_library.py); format as techniques.txt.")
    for line in lines:
        out = subprocess.run([sudolab, "explain", "--logic-only", "--format", "json", "-"], input=line,
                             capture_output=True, text=True).stdout
        record = json.loads(out)
        values = [0 if ch in ".0" else int(ch) for ch in line]
        removed = [set() for _ in range(81)]
        for step in record["steps"]:
            technique = step["technique"]
            if technique not in seen:
                seen.add(technique)
                emit(values, removed, step)
            if step["place"]:
                values[cell_index(step["place"]["cell"])] = step["place"]["value"]
            for e in step["eliminations"]:
                removed[cell_index(e["cell"])].update(e["values"])


def emit(values, removed, step):
    print()
    print(f"name: first {step['technique']} on a real puzzle's path")
    print("puzzle: " + "".join(str(v) if v else "." for v in values))
    for cell in range(81):
        if values[cell]:
            continue
        used = {values[p] for p in peers(cell)}
        gone = sorted(removed[cell] - used)
        if gone:
            print(f"remove: r{cell // 9 + 1}c{cell % 9 + 1} : " + " ".join(map(str, gone)))
    print(f"technique: {step['technique']}")
    if step["place"]:
        print(f"place: {step['place']['cell']}={step['place']['value']}")
    for e in step["eliminations"]:
        print(f"eliminate: {e['cell']} : " + " ".join(map(str, e["values"])))


main()
