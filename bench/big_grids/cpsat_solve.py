#!/usr/bin/env python3
"""OR-tools CP-SAT on one puzzle: an integer variable per cell, AllDifferent per row, column and box,
one worker (the other solvers run on one core too). Prints SOLVED, INFEASIBLE or UNKNOWN."""
import sys

from ortools.sat.python import cp_model

from puzzle_io import is_solution, read_puzzle

values, order = read_puzzle(sys.argv[1])
size = order * order
model = cp_model.CpModel()
cells = [model.NewIntVar(v, v, "") if v else model.NewIntVar(1, size, "") for v in values]
for r in range(size):
    model.AddAllDifferent([cells[r * size + c] for c in range(size)])
    model.AddAllDifferent([cells[c * size + r] for c in range(size)])
for br in range(order):
    for bc in range(order):
        model.AddAllDifferent([cells[(br * order + i) * size + bc * order + j] for i in range(order) for j in range(order)])
solver = cp_model.CpSolver()
solver.parameters.num_workers = 1
status = solver.Solve(model)
if status in (cp_model.OPTIMAL, cp_model.FEASIBLE):
    solution = [solver.Value(x) for x in cells]
    print("SOLVED" if is_solution(values, solution, order) else "WRONG")
elif status == cp_model.INFEASIBLE:
    print("INFEASIBLE")
else:
    print("UNKNOWN")
