#include "grid/validate.hpp"

#include <array>
#include <cstdint>

#include "base/errors.hpp"

namespace sudolab {

namespace {

/// Every repeated value of one unit: the cell holding it first and each later one, in unit order.
void addConflicts(const Grid& grid, int unit, std::vector<Conflict>& conflicts) {
    const auto& cells = grid.geometry().units[unit];
    std::uint64_t seen = 0;
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

/// True when a value repeats in a unit of a 9x9 (or a value above 15 stands in it, which the general pass
/// then names). It runs for every puzzle and every solution of a batch of 9x9 puzzles, where the general
/// pass (192 words to clear, each cell's units read from the geometry) took ~5 % of solving an easy one:
/// here a band at a time in reading order, so the row, its three boxes and the nine columns stay in
/// registers.
bool nineValuesRepeat(const std::vector<Value>& values) {
    unsigned repeated = 0, all = 0;
    std::array<unsigned, 9> columns{};
    for (int band = 0; band < 3; ++band) {
        std::array<unsigned, 3> boxes{};
        for (int rowInBand = 0; rowInBand < 3; ++rowInBand) {
            unsigned row = 0;
            for (int column = 0; column < 9; ++column) {
                const unsigned value = values[static_cast<std::size_t>((band * 3 + rowInBand) * 9 + column)];
                all |= value;
                const unsigned bit = (1u << (value & 15)) & ~1u;  // an empty cell (0) sets no bit
                repeated |= (row | columns[column] | boxes[column / 3]) & bit;
                row |= bit;
                columns[column] |= bit;
                boxes[column / 3] |= bit;
            }
        }
    }
    return repeated != 0 || all > 15;
}

}  // namespace

std::vector<Conflict> findConflicts(const Grid& grid) {
    if (grid.order() == 3 && !nineValuesRepeat(grid.values())) return {};
    // One pass over the cells with a bit mask of the values seen so far per unit: no allocation, and no
    // branch on the cells' values (empty or not is unpredictable in a puzzle: an empty cell's bit is
    // masked to nothing). It runs for every puzzle read and every solution found, so it is kept cheap;
    // the conflicts themselves are listed, unit by unit, only when the pass saw a value repeated.
    const Geometry& geo = grid.geometry();
    std::array<std::uint64_t, 3 * kMaxOrder * kMaxOrder> seen{};  // per unit
    std::uint64_t repeated = 0;
    for (int cell = 0; cell < geo.cellCount; ++cell) {
        const Value v = grid.at(cell);
        const std::uint64_t bit = (std::uint64_t{1} << ((v - 1) & 63)) & (std::uint64_t{0} - (v != 0));
        const auto& units = geo.unitsOfCell[cell];
        repeated |= (seen[units[0]] | seen[units[1]] | seen[units[2]]) & bit;
        seen[units[0]] |= bit;
        seen[units[1]] |= bit;
        seen[units[2]] |= bit;
    }
    std::vector<Conflict> conflicts;
    if (repeated == 0) return conflicts;
    for (int unit = 0; unit < 3 * geo.size; ++unit) addConflicts(grid, unit, conflicts);
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
