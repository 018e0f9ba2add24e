#!/usr/bin/env python3
"""Writes a DIMACS CNF for a Sudoku puzzle (one puzzle per call), for CaDiCaL.

Encoding (direct, with the givens applied first): one variable per (open cell, candidate value), the
candidates being the values no given peer holds. Clauses: each open cell takes at least one and at most
one of its candidates; in each unit, each value not given there takes at least one and at most one of
the open cells that allow it. At-most-one is pairwise for groups of at most 6 literals and Sinz's
sequential counter (3n clauses, n-1 auxiliary variables) above, so a 64x64 grid stays a few million
clauses instead of tens of millions. An empty candidate set or an unplaceable value gives the empty
clause (the puzzle has no solution).

With PAIRWISE_MAX=N in the environment the pairwise form is used up to N literals instead of 6 (a large N:
pairwise throughout, no auxiliary variables, the clause learner's own encoding with its at-most-one groups as
binary clauses; docs/BIG_GRIDS_ROUNDS.md round 10).

With SEGMENTS=1 the encoding gains one variable per (line, box, value) that can meet: "the value lies in
the cells the row or column shares with the box", defined as the disjunction of those cells' variables,
with "exactly one segment" per (line, value) and per (box, value, direction). Unit propagation then makes
the box-line deductions (pointing and claiming). Tried as an encoding lever on Kissat
(docs/BIG_GRIDS_ROUNDS.md round 13).

Usage: encode_cnf.py PUZZLE_LINE_OR_INSTANCE_FILE OUT.cnf OUT.map
The map file lists the order, the puzzle's values, then per variable of the direct encoding (variable 1 first) its
"cell value", so a model can be decoded.
"""
import os
import sys

from puzzle_io import read_puzzle

PAIRWISE_MAX = int(os.environ.get("PAIRWISE_MAX", "6"))
SEGMENTS = os.environ.get("SEGMENTS", "0")
if SEGMENTS not in ("0", "1"):
    sys.exit("encode_cnf.py: SEGMENTS must be 0 or 1, not %r" % SEGMENTS)


def encode(values, order):
    size = order * order
    cells = size * size
    rows = [[r * size + c for c in range(size)] for r in range(size)]
    cols = [[r * size + c for r in range(size)] for c in range(size)]
    boxes = [[(br * order + i) * size + bc * order + j for i in range(order) for j in range(order)]
             for br in range(order) for bc in range(order)]
    units = rows + cols + boxes
    unit_of = [[] for _ in range(cells)]
    for u, unit in enumerate(units):
        for cell in unit:
            unit_of[cell].append(u)
    placed = [set() for _ in units]
    for cell, v in enumerate(values):
        if v:
            for u in unit_of[cell]:
                placed[u].add(v)
    var = {}
    mapping = []
    for cell, v in enumerate(values):
        if v:
            continue
        used = set()
        for u in unit_of[cell]:
            used |= placed[u]
        for value in range(1, size + 1):
            if value not in used:
                var[(cell, value)] = len(mapping) + 1
                mapping.append((cell, value))
    clauses = []
    next_var = [len(mapping)]

    def at_most_one(lits):
        n = len(lits)
        if n <= PAIRWISE_MAX:
            for i in range(n):
                for j in range(i + 1, n):
                    clauses.append((-lits[i], -lits[j]))
            return
        s = list(range(next_var[0] + 1, next_var[0] + n))  # s_1..s_{n-1}
        next_var[0] += n - 1
        clauses.append((-lits[0], s[0]))
        for i in range(1, n - 1):
            clauses.append((-lits[i], s[i]))
            clauses.append((-s[i - 1], s[i]))
            clauses.append((-lits[i], -s[i - 1]))
        clauses.append((-lits[n - 1], -s[n - 2]))

    def exactly_one(lits):
        clauses.append(tuple(lits))  # empty tuple = empty clause: no solution
        at_most_one(lits)

    for cell, v in enumerate(values):
        if not v:
            exactly_one([var[(cell, value)] for value in range(1, size + 1) if (cell, value) in var])
    for u, unit in enumerate(units):
        for value in range(1, size + 1):
            if value in placed[u]:
                continue
            exactly_one([var[(cell, value)] for cell in unit if (cell, value) in var])
    if SEGMENTS == "1":
        add_segments(size, units, placed, var, clauses, next_var, exactly_one)
    return next_var[0], clauses, mapping


def add_segments(size, units, placed, var, clauses, next_var, exactly_one):
    """Segment variables y(line, box, value) <=> OR of the shared cells' x(cell, value), and exactly one
    segment per (line, value) and per (box, value) among the rows and among the columns."""
    segment = {}
    for line in range(2 * size):  # units 0..size-1 are the rows, size..2*size-1 the columns
        for box in range(2 * size, 3 * size):
            shared = sorted(set(units[line]) & set(units[box]))
            for value in range(1, size + 1):
                xs = [var[(cell, value)] for cell in shared if (cell, value) in var]
                if not xs:
                    continue
                next_var[0] += 1
                y = next_var[0]
                segment[(line, box, value)] = y
                clauses.append(tuple([-y] + xs))
                clauses.extend((-x, y) for x in xs)
    for line in range(2 * size):
        for value in range(1, size + 1):
            if value not in placed[line]:
                exactly_one([segment[(line, box, value)] for box in range(2 * size, 3 * size)
                             if (line, box, value) in segment])
    for box in range(2 * size, 3 * size):
        for value in range(1, size + 1):
            if value in placed[box]:
                continue
            for lines in (range(size), range(size, 2 * size)):
                exactly_one([segment[(line, box, value)] for line in lines if (line, box, value) in segment])


def main():
    values, order = read_puzzle(sys.argv[1])
    nvars, clauses, mapping = encode(values, order)
    with open(sys.argv[2], "w") as out:
        out.write("p cnf %d %d\n" % (nvars, len(clauses)))
        out.write("".join(" ".join(map(str, c)) + " 0\n" for c in clauses))
    with open(sys.argv[3], "w") as out:
        out.write("%d\n" % order)
        out.write(" ".join(str(v) for v in values) + "\n")
        out.write("".join("%d %d\n" % m for m in mapping))


if __name__ == "__main__":
    main()
