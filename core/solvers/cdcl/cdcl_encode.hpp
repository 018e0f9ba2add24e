// A Sudoku as a SAT formula in memory (no text CNF): the direct encoding over the candidates left after
// root filtering, with native at-most-one groups (core/solvers/cdcl/cdcl_core.hpp).
#pragma once

#include <string>
#include <vector>

#include "grid/grid.hpp"
#include "solvers/cdcl/cdcl_core.hpp"

namespace sudolab::sat {

/// How much the encoder filters the candidates before making variables.
enum class RootFilter {
    Givens,  ///< only the values of the givens' peers are removed (the plain direct encoding)
    Domain,  ///< Régin's alldifferent domain consistency on every unit to the fixed point (the default)
};

/// The formula of one puzzle and how its variables map back to cells.
struct SudokuEncoding {
    Formula formula;
    std::vector<int> varCell;     ///< per variable: its cell (a cell's variables are consecutive, in cell order)
    std::vector<Value> varValue;  ///< per variable: its value
    Grid fixed;                   ///< the puzzle with the cells the root filter fixed (givens kept as givens)
    std::vector<int> rootFixedCells;  ///< empty cells of the puzzle that the root filter fixed
    bool unsolvable = false;      ///< the root filter proved there is no solution
    std::string reason;           ///< why, when unsolvable
};

/// Encodes a puzzle whose givens do not conflict: one variable per (open cell, candidate); clauses "each
/// cell takes a value" and "each unit holds each value"; at-most-one groups "one value per cell" and
/// "each value once per unit". Priorities: variables of cells with fewer candidates first.
SudokuEncoding encodeSudoku(const Grid& puzzle, RootFilter filter = RootFilter::Domain);

/// The grid where every cell whose variable is true in `core` holds that value (the others as `fixed`).
Grid decodeAssignment(const SudokuEncoding& encoding, const CdclCore& core);

}  // namespace sudolab::sat
