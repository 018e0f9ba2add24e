// CandidateGrid's starting candidates (from the units' values) are each empty cell's Grid::candidates.
#include "base/rng.hpp"
#include "doctest.h"
#include "propagation/propagation.hpp"
#include "test_data.hpp"

using namespace sudolab;

TEST_CASE("candidate grid: starting candidates are the values no peer holds, on random partial grids") {
    Rng rng(13);
    for (int order = 2; order <= 6; ++order) {
        const Grid full = testing::canonicalGrid(order);
        for (int trial = 0; trial < 20; ++trial) {
            Grid grid = full;
            for (int cell = 0; cell < grid.cellCount(); ++cell)
                if (rng.below(100) < 40 + 2 * static_cast<unsigned>(trial)) grid.set(cell, 0);
            // A few values that clash, too: candidates are defined by the peers' values whatever they are.
            if (trial % 4 == 0) grid.set(static_cast<int>(rng.below(static_cast<std::uint32_t>(grid.cellCount()))), 1);
            CAPTURE(order);
            CAPTURE(trial);
            const CandidateGrid candidates(grid);
            for (int cell = 0; cell < grid.cellCount(); ++cell) {
                if (grid.at(cell) != 0) {
                    CHECK(candidates.candidates(cell) == bitOf(grid.at(cell)));
                } else if (candidates.candidates(cell) != grid.candidates(cell)) {
                    CAPTURE(cell);
                    FAIL_CHECK("candidates differ from Grid::candidates");
                }
            }
        }
    }
}
