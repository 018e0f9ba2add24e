// Checks on puzzles and solutions that name the cells at fault.
#pragma once

#include <string>
#include <vector>

#include "grid/grid.hpp"

namespace sudolab {

/// Two cells of one unit holding the same value.
struct Conflict {
    int unit;
    int cellA;
    int cellB;
    Value value;
};

/// Every pair of equal values in a unit (each duplicate reported against the first occurrence).
std::vector<Conflict> findConflicts(const Grid& grid);

/// "value 5 appears twice in row 3: r3c1 and r3c7".
std::string describeConflict(const Grid& grid, const Conflict& conflict);

/// Throws InputError describing the first conflict among the givens, if any.
void requireNoConflictingGivens(const Grid& puzzle);

/// Empty string if `solution` is a complete valid grid that keeps every given of `puzzle`; otherwise
/// why not, naming a cell ("r2c5 is empty", "r1c1 is 3 but the given is 4", a conflict).
std::string checkSolution(const Grid& puzzle, const Grid& solution);

}  // namespace sudolab
