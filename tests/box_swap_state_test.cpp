// The box-permutation state shared by hill-climb and anneal: O(1) swap deltas against a recount.
#include <algorithm>
#include <vector>

#include "base/rng.hpp"
#include "box_swap_checks.hpp"
#include "doctest.h"
#include "generate/generate.hpp"
#include "solvers/box_swap_state.hpp"

using namespace sudolab;

namespace {

/// Checks every count the state keeps against a recount of its values.
void checkAgainstRecount(const solvers::BoxSwapState& state, const Grid& puzzle) {
    const Grid grid = state.toGrid(puzzle);
    const int n = puzzle.size();
    CHECK(state.missingCount() == testing::missingValuesCost(grid));
    CHECK(state.distinct() == 2 * n * n - testing::missingValuesCost(grid));
    CHECK(state.fixedClashes() == testing::givenClashCount(puzzle, grid));
    const Geometry& geo = puzzle.geometry();
    for (int line = 0; line < n; ++line)
        for (Value v = 1; v <= n; ++v) {
            int inRow = 0, inColumn = 0;
            for (int cell : geo.units[line]) inRow += grid.at(cell) == v;
            for (int cell : geo.units[n + line]) inColumn += grid.at(cell) == v;
            REQUIRE(state.rowCount(line, v) == inRow);
            REQUIRE(state.columnCount(line, v) == inColumn);
        }
}

}  // namespace

TEST_CASE("box-swap state: boxes hold their missing values and swap deltas match a recount") {
    for (int order = kMinOrder; order <= kMaxOrder; ++order) {
        for (double keep : {0.0, 0.3, 0.6}) {
            CAPTURE(order);
            CAPTURE(keep);
            const Grid puzzle = generateFixedFraction(order, keep, 17 + order);
            solvers::BoxSwapState state;
            state.load(puzzle);
            Rng rng(order * 100 + static_cast<int>(keep * 10));
            state.fillRandomly(rng);
            checkAgainstRecount(state, puzzle);
            const Geometry& geo = puzzle.geometry();
            int open = 0;
            for (int box = 0; box < geo.size; ++box) {
                open += state.openCount(box);
                CHECK(state.missingValues(box).size() == static_cast<std::size_t>(state.openCount(box)));
                Candidates values = 0;
                for (int cell : geo.units[2 * geo.size + box]) values |= bitOf(state.value(cell));
                CHECK(values == allValues(geo.size));
                for (int k = 0; k < state.openCount(box); ++k) CHECK_FALSE(puzzle.isGiven(state.openCells(box)[k]));
                const bool movable = std::find(state.movableBoxes().begin(), state.movableBoxes().end(), box) !=
                                     state.movableBoxes().end();
                CHECK(movable == (state.openCount(box) >= 2));
            }
            CHECK(open == puzzle.cellCount() - puzzle.givenCount());
            CHECK(state.openTotal() == open);
            if (state.movableBoxes().empty()) continue;
            const int swaps = order <= 4 ? 400 : 60;
            for (int k = 0; k < swaps; ++k) {
                const std::vector<int>& movable = state.movableBoxes();
                const int box = movable[rng.below(static_cast<std::uint32_t>(movable.size()))];
                const auto count = static_cast<std::uint32_t>(state.openCount(box));
                const int a = state.openCells(box)[rng.below(count)];
                const int b = state.openCells(box)[rng.below(count)];
                if (a == b) continue;
                const solvers::SwapDelta delta = state.swapDelta(a, b);
                const int distinct = state.distinct(), clashes = state.fixedClashes();
                state.applySwap(a, b);
                CHECK(state.distinct() == distinct + delta.distinct);
                CHECK(state.fixedClashes() == clashes + delta.fixedClashes);
                if (order <= 4 || k % 10 == 0) checkAgainstRecount(state, puzzle);
            }
            checkAgainstRecount(state, puzzle);
        }
    }
}

TEST_CASE("box-swap state: a solved grid has cost 0 and every swap raises it") {
    Rng rng(3);
    const Grid full = randomFullGrid(3, rng);
    Grid puzzle(3);
    for (int cell = 0; cell < full.cellCount(); ++cell)
        if (cell % 3 == 0) puzzle.setGivenValue(cell, full.at(cell));
    solvers::BoxSwapState state;
    state.load(puzzle);
    state.assign(full.values());
    CHECK(state.missingCount() == 0);
    CHECK(state.fixedClashes() == 0);
    for (int box : state.movableBoxes()) {
        const int a = state.openCells(box)[0], b = state.openCells(box)[1];
        CHECK(state.distinctDelta(a, b) < 0);
        CHECK(state.fixedClashDelta(a, b) >= 0);
    }
}
