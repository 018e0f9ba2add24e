#include "grid/validate.hpp"

#include <cstdint>

#include "base/errors.hpp"

namespace sudolab {

std::vector<Conflict> findConflicts(const Grid& grid) {
    // A bit mask of the values seen so far per unit: no allocation and one pass on a valid grid (the
    // common case, checked for every puzzle read and every solution found); the earlier cell holding a
    // repeated value is looked up only when there is a conflict.
    std::vector<Conflict> conflicts;
    const Geometry& geo = grid.geometry();
    for (int unit = 0; unit < 3 * geo.size; ++unit) {
        std::uint64_t seen = 0;
        const auto& cells = geo.units[unit];
        for (std::size_t i = 0; i < cells.size(); ++i) {
            const Value v = grid.at(cells[i]);
            if (v == 0) continue;
            const std::uint64_t bit = std::uint64_t{1} << (v - 1);
            if (!(seen & bit)) {
                seen |= bit;
                continue;
            }
            std::size_t first = 0;
            while (grid.at(cells[first]) != v) ++first;
            conflicts.push_back({unit, cells[first], cells[i], v});
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
    if (!conflicts.empty()) throw ConflictingGivensError(describeConflict(puzzle, conflicts.front()));
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
