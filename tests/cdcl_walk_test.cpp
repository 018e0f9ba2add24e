// The walk phase of the clause learner (core/solvers/cdcl/cdcl_walk.*, `cdcl-rephase=walk`): the phases
// it hands back name one candidate per cell, it mends a solution with cells moved back to a solution,
// and a run that walks stays exact (answer checked) and the same however it is stepped.
#include <cstdint>
#include <vector>

#include "base/rng.hpp"
#include "doctest.h"
#include "grid/validate.hpp"
#include "solver_checks.hpp"
#include "solvers/auto_stats.hpp"
#include "solvers/cdcl/cdcl_core.hpp"
#include "solvers/cdcl/cdcl_encode.hpp"
#include "solvers/cdcl/cdcl_walk.hpp"
#include "test_data.hpp"

namespace sudolab::cdcl_walk_test_cases {
namespace {

using sat::CdclCore;
using sat::SatResult;

/// The grid the phases name: each open cell holds the value of its one true variable (0 if none).
Grid gridOf(const sat::SudokuEncoding& encoding, const std::vector<std::int8_t>& phases, int* trueCounts) {
    Grid grid = encoding.fixed;
    std::vector<int> count(static_cast<std::size_t>(grid.cellCount()), 0);
    for (std::size_t var = 0; var < phases.size(); ++var) {
        if (phases[var] <= 0) continue;
        const int cell = encoding.varCell[var];
        ++count[static_cast<std::size_t>(cell)];
        grid.set(cell, encoding.varValue[var]);
    }
    *trueCounts = 0;
    for (std::size_t var = 0; var < phases.size(); ++var)
        *trueCounts = std::max(*trueCounts, count[static_cast<std::size_t>(encoding.varCell[var])]);
    return grid;
}

/// The phases of a solved run: each variable's value in the model.
std::vector<std::int8_t> solvedPhases(const sat::SudokuEncoding& encoding) {
    CdclCore core;
    core.reset(encoding.formula, sat::CdclOptions{}, 1);
    while (core.result() == SatResult::Unknown) core.step(1000);
    REQUIRE(core.result() == SatResult::Satisfiable);
    std::vector<std::int8_t> phases(static_cast<std::size_t>(encoding.formula.varCount));
    for (int var = 0; var < encoding.formula.varCount; ++var)
        phases[static_cast<std::size_t>(var)] = core.isTrue(var) ? 1 : -1;
    return phases;
}

/// A run with a walker (seed 11) in steps of `chunk` units, its model checked: conflicts, decisions, rephases,
/// walks and the walker's flips.
std::vector<std::uint64_t> walkingRun(const Grid& puzzle, const sat::SudokuEncoding& encoding,
                                      const sat::CdclOptions& options, std::uint64_t chunk) {
    sat::SudokuWalk walk;
    walk.reset(encoding, 16);
    CdclCore core;
    core.reset(encoding.formula, options, 11, nullptr, &walk);
    while (core.result() == SatResult::Unknown) core.step(chunk);
    REQUIRE(core.result() == SatResult::Satisfiable);
    CHECK(checkSolution(puzzle, sat::decodeAssignment(encoding, core)).empty());
    return {core.stats().conflicts, core.stats().decisions, core.stats().rephases, core.stats().walks,
            walk.stats().flips};
}

}  // namespace

TEST_CASE("cdcl walk: from a solution with cells moved, the walk mends every conflict; one value per cell") {
    for (const char* name : {"inst9x9_40_0", "inst16x16_45_0", "inst25x25_45_0"}) {
        CAPTURE(name);
        const Grid puzzle = testing::instance(name);
        const sat::SudokuEncoding encoding = sat::encodeSudoku(puzzle, sat::RootFilter::Givens);
        REQUIRE(encoding.formula.varCount > 0);
        std::vector<std::int8_t> phases = solvedPhases(encoding);
        // Move a tenth of the open cells to another candidate: a grid with conflicts.
        Rng rng(7);
        for (int moved = 0, tries = 0; moved < encoding.formula.varCount / 40 && tries < 100000; ++tries) {
            const auto var = static_cast<std::size_t>(rng.below(static_cast<std::uint32_t>(encoding.formula.varCount)));
            if (phases[var] > 0) continue;
            for (std::size_t other = 0; other < phases.size(); ++other)
                if (encoding.varCell[other] == encoding.varCell[var]) phases[other] = -1;
            phases[var] = 1;
            ++moved;
        }
        int most = 0;
        CHECK(!checkSolution(puzzle, gridOf(encoding, phases, &most)).empty());
        std::vector<std::int8_t> unwalked = phases;
        sat::SudokuWalk still;
        still.reset(encoding, 0);  // no flips: the start's cost
        Rng stillRng(3);
        still.walk(unwalked, stillRng);
        CHECK(unwalked == phases);  // each moved cell's phases name one value: the start is the grid above
        sat::SudokuWalk walk;
        walk.reset(encoding, 200);
        Rng walkRng(3);
        walk.walk(phases, walkRng);
        const Grid walked = gridOf(encoding, phases, &most);
        CHECK(most == 1);
        CHECK(walk.stats().flips > 0);
        CHECK(still.stats().lastBestCost > 0);
        CHECK(walk.stats().lastBestCost < still.stats().lastBestCost);
        CHECK(walk.stats().lastBestCost == 0);  // 9, 40 and 120 pairs of equal peers before
        CHECK(checkSolution(puzzle, walked).empty());
    }
}

TEST_CASE("cdcl walk: from no phases, one candidate per cell and no more conflicts than the start") {
    const Grid puzzle = testing::instance("inst25x25_45_0");
    const sat::SudokuEncoding encoding = sat::encodeSudoku(puzzle, sat::RootFilter::Givens);
    std::vector<std::int8_t> phases(static_cast<std::size_t>(encoding.formula.varCount), -1);
    sat::SudokuWalk walk;
    walk.reset(encoding, 0);  // no flips: the random start itself
    Rng rng(5);
    walk.walk(phases, rng);
    const std::uint64_t start = walk.stats().lastBestCost;
    int most = 0;
    gridOf(encoding, phases, &most);
    CHECK(most == 1);
    std::vector<std::int8_t> again(phases.size(), -1);
    sat::SudokuWalk longer;
    longer.reset(encoding, 16);
    Rng same(5);
    longer.walk(again, same);
    CHECK(longer.stats().lastBestCost <= start);
    gridOf(encoding, again, &most);
    CHECK(most == 1);
}

TEST_CASE("cdcl walk: a run that walks is exact, and the same however it is stepped") {
    {
        const char* name = "inst25x25_45_0";  // 590 conflicts: the 16x16 instances end within a few
        const Grid puzzle = testing::instance(name);
        const sat::SudokuEncoding encoding = sat::encodeSudoku(puzzle, sat::RootFilter::Givens);
        sat::CdclOptions options;
        options.stableAfter = 5;  // alternate early and rephase often, so the short run walks
        options.rephaseInterval = 2;
        options.rephase = sat::Rephase::Walk;
        const std::vector<std::uint64_t> big = walkingRun(puzzle, encoding, options, 1'000'000);
        CHECK(big == walkingRun(puzzle, encoding, options, 3));
        CHECK(big[3] > 0);  // it walked
    }
    const Grid puzzle = testing::instance("inst25x25_45_0");
    auto solver =
        testing::startedSolver("auto", puzzle, {"members=cdcl", "cdcl-modes=alternate", "cdcl-rephase=walk"}, 7);
    testing::finishRun(*solver, 1000);
    REQUIRE(solver->status() == Status::Solved);
    CHECK(checkSolution(puzzle, solver->bestGrid()).empty());
}

TEST_CASE("cdcl walk: walking every few conflicts, the 9x9 named puzzles are solved and a wrong given proven") {
    sat::CdclOptions options;
    options.stableAfter = 2;  // stable phases from the third conflict on, a rephase at every other one
    options.rephaseInterval = 1;
    options.rephase = sat::Rephase::Walk;
    const auto solve = [&](const Grid& puzzle, std::uint64_t* walks) {
        const sat::SudokuEncoding encoding = sat::encodeSudoku(puzzle, sat::RootFilter::Givens);
        sat::SudokuWalk walk;
        walk.reset(encoding, 16);
        CdclCore core;
        core.reset(encoding.formula, options, 5, nullptr, &walk);
        while (core.result() == SatResult::Unknown) core.step(1000);
        *walks += core.stats().walks;
        if (core.result() == SatResult::Satisfiable)
            CHECK(checkSolution(puzzle, sat::decodeAssignment(encoding, core)).empty());
        return core.result();
    };
    std::uint64_t walks = 0;
    for (const auto& named : testing::namedPuzzles()) {
        CAPTURE(named.name);
        CHECK(solve(named.puzzle, &walks) == SatResult::Satisfiable);
    }
    CHECK(solve(testing::withWrongGiven(testing::namedPuzzle("aiescargot")), &walks) == SatResult::Unsatisfiable);
    CHECK(walks > 10);  // the walks took part
}

TEST_CASE("cdcl mixed rephasing: best, walk, inverted, best, walk, original; exact and the same however stepped") {
    const Grid puzzle = testing::instance("inst25x25_45_0");
    const sat::SudokuEncoding encoding = sat::encodeSudoku(puzzle, sat::RootFilter::Givens);
    sat::CdclOptions options;
    options.stableOnly = true;
    options.rephaseInterval = 2;  // rephase often, so the short run goes round the schedule
    options.rephase = sat::Rephase::Mixed;
    const std::vector<std::uint64_t> big = walkingRun(puzzle, encoding, options, 1'000'000);
    CHECK(big == walkingRun(puzzle, encoding, options, 3));
    const std::uint64_t rephases = big[2], walks = big[3];
    REQUIRE(rephases >= 6);  // once round the schedule at least
    // Two walks in each six rephases (the 2nd and 5th), the others best, inverted or original.
    CHECK(walks == 2 * (rephases / 6) + (rephases % 6 >= 2 ? 1 : 0) + (rephases % 6 >= 5 ? 1 : 0));
    // The k-th rephase comes 2 x k x log10(k + 9)^3 conflicts after the one before (at least 2 x k).
    CHECK(big[0] >= rephases * (rephases - 1));
}

}  // namespace sudolab::cdcl_walk_test_cases
