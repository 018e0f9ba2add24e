// Puzzle generators.
//
// Lewis's instance generator ("On the Combination of Constraint Programming and Stochastic Search:
// The Sudoku Case", section 3.1): take a full valid grid, shuffle it with operators that preserve
// validity, then blank each cell with probability 1 - p.
//
// Choices where the paper leaves room (they become the closing notes):
// - The starting full grid is the canonical pattern value(r, c) = (n*(r mod n) + r div n + c) mod N + 1
//   (the paper allows any full grid: a book's solution page, a "root solution", or an SA run).
// - Besides the paper's five operators (transposition, stack, band, column-in-stack and row-in-band
//   permutations) the symbols are relabelled by a random permutation, as the task asks: without it the
//   canonical first row would survive every shuffle as a permutation of a fixed pattern of symbols.
// - The random draws happen in a fixed documented order (see randomFullGrid) so that one seed gives
//   the same grid on every platform: the tests pin a golden output string.
// - The unique generator removes givens one at a time in a random order and puts a given back when the
//   puzzle without it no longer has exactly one solution. For 16x16 a uniqueness check can be very
//   expensive, so each check is capped (uniqueCheckNodeCap) and an inconclusive check keeps the given:
//   the result is always unique, but may hold a few removable givens.
#include "generate/generate.hpp"

#include <numeric>
#include <stdexcept>
#include <string>
#include <vector>

#include "base/errors.hpp"
#include "search/exact.hpp"

namespace sudolab {
namespace {

/// Node cap of one uniqueness check per order (0 = none). 4x4 and 9x9 checks are always cheap (tens of
/// nodes with propagation + MRV), so they run to completion and the result depends only on the seed.
/// 16x16 checks are capped: measured over seeds 1-5, uncapped generation took 0.38 s per puzzle with a
/// worst check of 144k nodes; with 100k nodes, 0.33 s, 2 inconclusive checks in 5 puzzles (0.2 extra
/// clues per puzzle), and the cap bounds the rare very long checks.
std::uint64_t uniqueCheckNodeCap(int order) { return order <= 3 ? 0 : 100000; }

/// A random permutation of 0..count-1.
std::vector<int> randomPermutation(int count, Rng& rng) {
    std::vector<int> perm(static_cast<std::size_t>(count));
    std::iota(perm.begin(), perm.end(), 0);
    rng.shuffle(perm.begin(), perm.end());
    return perm;
}

/// Line index map (rows or columns): groups of n permuted as blocks, then the lines inside each group.
/// Result[i] = the source line that ends up at position i.
std::vector<int> randomLineMap(int order, Rng& rng) {
    const std::vector<int> groups = randomPermutation(order, rng);
    std::vector<int> map;
    map.reserve(static_cast<std::size_t>(order * order));
    for (int group = 0; group < order; ++group) {
        const std::vector<int> inside = randomPermutation(order, rng);
        for (int line = 0; line < order; ++line) map.push_back(groups[group] * order + inside[line]);
    }
    return map;
}

void requireOrder(int order, int minOrder, int maxOrder, const char* what) {
    if (order < minOrder || order > maxOrder)
        throw InputError(std::string(what) + ": order must be in [" + std::to_string(minOrder) + ", " +
                         std::to_string(maxOrder) + "], got " + std::to_string(order));
}

}  // namespace

Grid randomFullGrid(int order, Rng& rng) {
    requireOrder(order, kMinOrder, kMaxOrder, "full grid");
    const int size = order * order;
    // Draw order (fixed, so seeds give the same grid everywhere): transpose flag, row map (bands, then
    // rows inside each band), column map (stacks, then columns inside each stack), symbol relabelling.
    const bool transpose = rng.below(2) == 1;
    const std::vector<int> rowMap = randomLineMap(order, rng);
    const std::vector<int> columnMap = randomLineMap(order, rng);
    const std::vector<int> symbols = randomPermutation(size, rng);

    Grid grid(order);
    for (int row = 0; row < size; ++row) {
        for (int column = 0; column < size; ++column) {
            int sourceRow = rowMap[row];
            int sourceColumn = columnMap[column];
            if (transpose) std::swap(sourceRow, sourceColumn);
            const int canonical = (order * (sourceRow % order) + sourceRow / order + sourceColumn) % size;
            grid.setGivenValue(grid.geometry().cellAt(row, column), static_cast<Value>(symbols[canonical] + 1));
        }
    }
    return grid;
}

Grid generateFixedFraction(int order, double keepProbability, std::uint64_t seed) {
    if (!(keepProbability >= 0.0 && keepProbability <= 1.0))
        throw InputError("keep probability must be in [0, 1], got " + std::to_string(keepProbability));
    Rng rng(seed);
    const Grid full = randomFullGrid(order, rng);
    Grid puzzle(order);
    // Cells in reading order, one draw each (even for p = 0 or 1, so the stream never depends on p's value).
    for (int cell = 0; cell < full.cellCount(); ++cell)
        if (rng.chance(keepProbability)) puzzle.setGivenValue(cell, full.at(cell));
    return puzzle;
}

Grid generateUnique(int order, int targetClues, std::uint64_t seed) {
    requireOrder(order, 2, 4, "unique generator");
    Rng rng(seed);
    Grid puzzle = randomFullGrid(order, rng);
    if (targetClues < 0 || targetClues > puzzle.cellCount())
        throw InputError("target clue count must be in [0, " + std::to_string(puzzle.cellCount()) + "], got " +
                         std::to_string(targetClues));
    const std::uint64_t nodeCap = uniqueCheckNodeCap(order);
    const std::vector<int> removalOrder = randomPermutation(puzzle.cellCount(), rng);
    int clues = puzzle.cellCount();
    for (int cell : removalOrder) {
        if (clues <= targetClues) break;
        const Value value = puzzle.at(cell);
        puzzle.setGivenValue(cell, 0);
        const SolutionCount count = countSolutions(puzzle, 2, nodeCap);
        // Keep the removal only when uniqueness is proved; two solutions found or an inconclusive
        // (capped) search both put the given back.
        if (count.complete && count.solutions == 1)
            --clues;
        else
            puzzle.setGivenValue(cell, value);
    }
    return puzzle;
}

}  // namespace sudolab
