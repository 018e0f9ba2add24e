// The ant colony's value-set statistics (the quantity of the paper's Figure 8): the sizes of the cells'
// value sets after propagating the givens, on boards small enough to count by hand.
#include <string>
#include <vector>

#include "doctest.h"
#include "run/registry.hpp"
#include "solver_checks.hpp"
#include "solvers/acs/acs_stats.hpp"
#include "test_data.hpp"

using namespace sudolab;
using solvers::AcsStats;

namespace {

/// The acs statistics right after reset, with the given propagation rule.
AcsStats valueSetStatsAfterReset(const Grid& puzzle, const std::string& propagation) {
    const SolverInfo& info = requireSolver("acs");
    auto solver = info.create();
    solver->reset(puzzle, testing::paramsWith(info, {"propagation=" + propagation}), 1);
    return countersOf<AcsStats>(solver->snapshot());
}

}  // namespace

TEST_CASE("acs value sets: sizes after propagating the givens, counted by hand") {
    for (const char* propagation : {"singles", "peers"}) {
        CAPTURE(propagation);
        SUBCASE("the empty 9x9 grid: every cell allows all nine values") {
            const AcsStats stats = valueSetStatsAfterReset(Grid(3), propagation);
            CHECK(stats.initialValueSetTotal == 81 * 9);
            CHECK(stats.meanValueSetSize == doctest::Approx(9.0));
        }
        SUBCASE("r1c1..r1c8 = 1..8: propagation fixes r1c9 = 9") {
            // Row 1 is then full (9 cells of size 1). Rows 2-3 lose their box's three row-1 values (18
            // cells of size 6); rows 4-9 lose only the row-1 value of their column (54 cells of size 8).
            // No value has a single place in any unit, so nothing else is fixed: 9 + 108 + 432 = 549.
            std::vector<Value> values(81, 0);
            for (int c = 0; c < 8; ++c) values[c] = static_cast<Value>(c + 1);
            const AcsStats stats = valueSetStatsAfterReset(Grid::fromValues(3, values), propagation);
            CHECK(stats.openCells == 72);
            CHECK(stats.initialValueSetTotal == 549);
            CHECK(stats.meanValueSetSize == doctest::Approx(549.0 / 81));
        }
    }
    SUBCASE("a puzzle solved by propagation: every value set is a single value") {
        const AcsStats stats = valueSetStatsAfterReset(testing::namedPuzzle("sabuncu1"), "peers");
        CHECK(stats.openCells == 0);
        CHECK(stats.initialValueSetTotal == 81);
        CHECK(stats.meanValueSetSize == doctest::Approx(1.0));
    }
}

TEST_CASE("acs value sets: the statistic is of the propagated puzzle and does not move during the run") {
    const Grid puzzle = testing::instance("inst25x25_45_0");
    const SolverInfo& info = requireSolver("acs");
    auto solver = info.create();
    solver->reset(puzzle, ParamSet(info.params), 3);
    const AcsStats before = countersOf<AcsStats>(solver->snapshot());
    CHECK(before.initialValueSetTotal > static_cast<std::uint64_t>(puzzle.cellCount()));
    solver->step(25);
    REQUIRE(solver->status() == Status::Running);  // this instance takes hundreds of walks
    const AcsStats after = countersOf<AcsStats>(solver->snapshot());
    CHECK(after.antWalks == 25);
    CHECK(after.initialValueSetTotal == before.initialValueSetTotal);
    CHECK(after.meanValueSetSize == before.meanValueSetSize);
}
