#include "validate.hpp"

#include "errors.hpp"

namespace sudolab {

std::vector<Conflict> findConflicts(const Grid& grid) {
    std::vector<Conflict> conflicts;
    const Geometry& geo = grid.geometry();
    std::vector<int> firstCell(geo.size + 1);
    for (int unit = 0; unit < 3 * geo.size; ++unit) {
        std::fill(firstCell.begin(), firstCell.end(), -1);
        for (int cell : geo.units[unit]) {
            const Value v = grid.at(cell);
            if (v == 0) continue;
            if (firstCell[v] < 0)
                firstCell[v] = cell;
            else
                conflicts.push_back({unit, firstCell[v], cell, v});
        }
    }
    return conflicts;
}

std::string describeConflict(const Grid& grid, const Conflict& conflict) {
    const Geometry& geo = grid.geometry();
    return "value " + std::to_string(conflict.value) + " appears twice in " + geo.unitName(conflict.unit) + ": " +
           geo.cellName(conflict.cellA) + " and " + geo.cellName(conflict.cellB);
}

void requireNoConflictingGivens(const Grid& puzzle) {
    const auto conflicts = findConflicts(puzzle);
    if (!conflicts.empty()) throw InputError("conflicting givens: " + describeConflict(puzzle, conflicts.front()));
}

std::string checkSolution(const Grid& puzzle, const Grid& solution) {
    if (puzzle.order() != solution.order())
        return "the solution is " + std::to_string(solution.size()) + "x" + std::to_string(solution.size()) +
               " but the puzzle is " + std::to_string(puzzle.size()) + "x" + std::to_string(puzzle.size());
    const Geometry& geo = puzzle.geometry();
    for (int cell = 0; cell < geo.cellCount; ++cell) {
        if (solution.at(cell) == 0) return geo.cellName(cell) + " is empty";
        if (puzzle.at(cell) != 0 && puzzle.at(cell) != solution.at(cell))
            return geo.cellName(cell) + " is " + std::to_string(solution.at(cell)) + " but the given is " +
                   std::to_string(puzzle.at(cell));
    }
    const auto conflicts = findConflicts(solution);
    if (!conflicts.empty()) return describeConflict(solution, conflicts.front());
    return {};
}

}  // namespace sudolab
