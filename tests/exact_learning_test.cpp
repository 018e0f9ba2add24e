// Conflict weights kept across restarts (backtrack/auto `learning=weights`, dom/wdeg): the search stays
// exact (solves, proves unsolvability, counts), the weights change where it branches, and runs repeat
// with the seed.
#include <memory>
#include <string>
#include <vector>

#include "doctest.h"
#include "grid/validate.hpp"
#include "run/registry.hpp"
#include "search/exact.hpp"
#include "solver_checks.hpp"
#include "solvers/backtrack.hpp"
#include "test_data.hpp"

using namespace sudolab;
using solvers::BacktrackSolverStats;

namespace {

using testing::startedSolver;
using testing::finishRun;

const std::vector<std::string> kLearning = {"restarts=luby", "restart-base=16", "learning=weights"};

}  // namespace

TEST_CASE("exact learning: backtrack with conflict weights solves hard puzzles and repeats with its seed") {
    for (const Grid& puzzle : {testing::namedPuzzle("platinumblond"), testing::instance("inst16x16_45_1")}) {
        auto first = startedSolver("backtrack", puzzle, kLearning, 7);
        finishRun(*first);
        REQUIRE(first->status() == Status::Solved);
        CHECK(checkSolution(puzzle, first->bestGrid()).empty());
        auto again = startedSolver("backtrack", puzzle, kLearning, 7);
        finishRun(*again);
        CHECK(again->snapshot().work == first->snapshot().work);
        CHECK(again->bestGrid() == first->bestGrid());
    }
}

TEST_CASE("exact learning: the weights change the search (same seed, same restarts, other nodes)") {
    // With short restarts the hard 9x9 needs several restarts; from the second one on, branching follows
    // the weights, so the node count differs from the weightless run with the same seed.
    const Grid puzzle = testing::namedPuzzle("platinumblond");
    auto plain = startedSolver("backtrack", puzzle, {"restarts=luby", "restart-base=16"}, 3);
    auto learning = startedSolver("backtrack", puzzle, kLearning, 3);
    finishRun(*plain);
    finishRun(*learning);
    REQUIRE(plain->status() == Status::Solved);
    REQUIRE(learning->status() == Status::Solved);
    REQUIRE(countersOf<BacktrackSolverStats>(plain->snapshot()).restarts > 1);
    CHECK(plain->snapshot().work != learning->snapshot().work);
}

TEST_CASE("exact learning: a puzzle without solution still ends as failed (backtrack and auto)") {
    const Grid puzzle = testing::withWrongGiven(testing::namedPuzzle("platinumblond"));
    auto backtrack = startedSolver("backtrack", puzzle, kLearning);
    finishRun(*backtrack);
    CHECK(backtrack->status() == Status::Failed);
    auto portfolio = startedSolver("auto", puzzle, {"learning=weights", "members=exact"});
    finishRun(*portfolio);
    CHECK(portfolio->status() == Status::Failed);
}

TEST_CASE("exact learning: weights without restarts steer the one search and keep it exact") {
    // dom/wdeg within a single depth-first search: still counts every solution of a puzzle.
    const Grid puzzle = testing::instance("inst9x9_40_0");
    const SolutionCount count = countSolutions(puzzle, 1000);
    REQUIRE(count.complete);
    auto solver = startedSolver("backtrack", puzzle, {"learning=weights", "solutions=1000"});
    finishRun(*solver);
    CHECK(solver->snapshot().solutionsFound == count.solutions);
}
