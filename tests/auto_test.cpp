// `auto` (portfolio of the restarted exact search and the ant colony) and the restarted exact search
// behind it (backtrack restarts=luby|geometric): solutions valid, unsolvability proved, runs
// reproducible per seed, the winning member named.
#include <set>
#include <string>
#include <vector>

#include "doctest.h"
#include "generate/generate.hpp"
#include "run/registry.hpp"
#include "search/exact.hpp"
#include "solver_checks.hpp"
#include "solvers/auto_stats.hpp"
#include "solvers/backtrack.hpp"
#include "test_data.hpp"
#include "text/format.hpp"

using namespace sudolab;
using solvers::AutoStats;
using solvers::BacktrackSolverStats;
using testing::paramsWith;
using testing::stepUntilEnd;

namespace {

using testing::startedSolver;

/// A 9x9 puzzle without clashing givens and without a solution that takes search to refute: a hard
/// named puzzle with one extra given that contradicts its unique solution (the first such cell whose
/// refutation takes the baseline more than 20 nodes).
Grid unsolvableNine() {
    const Grid puzzle = testing::namedPuzzles().front().puzzle;
    const SolutionCount count = countSolutions(puzzle, 2);
    REQUIRE(count.solutions == 1);
    auto solve = requireSolver("backtrack").create();
    solve->reset(puzzle, ParamSet(requireSolver("backtrack").params), 1);
    stepUntilEnd(*solve, 1000000);
    const Grid solution = solve->bestGrid();
    for (int cell = 0; cell < puzzle.cellCount(); ++cell) {
        if (puzzle.at(cell) != 0) continue;
        for (Candidates rest = puzzle.candidates(cell) & ~bitOf(solution.at(cell)); rest; rest &= rest - 1) {
            Grid wrong = puzzle;
            wrong.setGivenValue(cell, lowestValue(rest));
            const SolutionCount refuted = countSolutions(wrong, 1);
            if (refuted.complete && refuted.solutions == 0 && refuted.nodes > 20) return wrong;
        }
    }
    FAIL("no hard wrong given found");
    return puzzle;
}

/// A 4x4 puzzle with a few solutions (the baseline enumerates them all).
Grid fewSolutionsFour() { return readPuzzle("1...\n..3.\n....\n...2\n"); }


}  // namespace

TEST_CASE("auto: solves named 9x9, 16x16 and 25x25 instances and names the member") {
    std::vector<Grid> puzzles = {testing::namedPuzzles().front().puzzle, testing::instance("inst16x16_45_0"),
                                 testing::instance("inst25x25_45_0"), testing::instance("inst25x25_40_0")};
    for (const Grid& puzzle : puzzles) {
        auto solver = startedSolver("auto", puzzle, {}, 3);
        stepUntilEnd(*solver, 2000000);
        testing::requireSolvedRun(puzzle, *solver);
        const Snapshot snap = solver->snapshot();
        const double by = countersOf<AutoStats>(snap).solvedBy;
        CHECK((by == 1 || by == 2 || by == 3));  // the default members: all three
        CHECK(snap.message.find(by == 1 ? "exact search" : by == 2 ? "ant colony" : "clause learning") != std::string::npos);
        CHECK(countersOf<AutoStats>(snap).exactNodes + countersOf<AutoStats>(snap).antWalks +
                  countersOf<AutoStats>(snap).cdclUnits ==
              static_cast<double>(snap.work));
    }
}

TEST_CASE("auto: each member alone is attributed, and the ant colony alone really runs no search") {
    const Grid puzzle = testing::instance("inst16x16_45_0");
    auto exact = startedSolver("auto", puzzle, {"members=exact"}, 5);
    stepUntilEnd(*exact, 2000000);
    testing::requireSolvedRun(puzzle, *exact);
    CHECK(countersOf<AutoStats>(exact->snapshot()).solvedBy == 1);
    CHECK(countersOf<AutoStats>(exact->snapshot()).antWalks == 0);
    auto acs = startedSolver("auto", puzzle, {"members=acs"}, 5);
    stepUntilEnd(*acs, 2000000);
    testing::requireSolvedRun(puzzle, *acs);
    CHECK(countersOf<AutoStats>(acs->snapshot()).solvedBy == 2);
    CHECK(countersOf<AutoStats>(acs->snapshot()).exactNodes == 0);
}

TEST_CASE("auto: proves unsolvability (exact), the ant colony alone cannot") {
    const Grid puzzle = unsolvableNine();
    REQUIRE(countSolutions(puzzle, 1).complete);
    REQUIRE(countSolutions(puzzle, 1).solutions == 0);
    for (std::uint64_t seed : {1, 2, 3}) {
        auto solver = startedSolver("auto", puzzle, {"restart-base=1", "exact-slice=3"}, seed);
        stepUntilEnd(*solver, 1000000);
        CHECK(solver->status() == Status::Failed);
        CHECK(solver->snapshot().message.find("no solution") != std::string::npos);
    }
    auto acs = startedSolver("auto", puzzle, {"members=acs", "max-work=300"}, 1);
    stepUntilEnd(*acs, 1000000);
    CHECK(acs->status() == Status::GaveUp);
}

TEST_CASE("auto: other seeds take other paths") {
    const Grid puzzle = testing::instance("inst25x25_45_0");
    // The same seed under any slicing: tests/solver_contract_test.cpp checks it for every solver.
    std::set<std::uint64_t> works;
    for (std::uint64_t seed = 1; seed <= 6; ++seed) {
        auto run = startedSolver("auto", puzzle, {}, seed);
        stepUntilEnd(*run, 5000000);
        works.insert(run->snapshot().work);
    }
    CHECK(works.size() > 1);
}

TEST_CASE("restarted exact search: finds only and all solutions of a small puzzle over seeds") {
    const Grid puzzle = fewSolutionsFour();
    // The baseline enumerates every solution.
    auto all = startedSolver("backtrack", puzzle, {"solutions=1000"}, 1);
    stepUntilEnd(*all, 100000);
    REQUIRE(all->status() == Status::Solved);
    const auto expected = static_cast<std::size_t>(countersOf<BacktrackSolverStats>(all->snapshot()).solutions);
    REQUIRE(expected >= 2);
    // Solutions as strings of values (a set of byte vectors trips a GCC 12 -Wstringop-overread false positive).
    const auto key = [](const Grid& grid) { return std::string(grid.values().begin(), grid.values().end()); };
    std::set<std::string> baseline;
    for (std::uint64_t seed = 1; seed <= 400; ++seed) {
        auto one = startedSolver("backtrack", puzzle, {"value-order=random", "cell-ties=random"}, seed);
        stepUntilEnd(*one, 100000);
        baseline.insert(key(one->bestGrid()));
    }
    std::set<std::string> found;
    for (const char* schedule : {"restarts=luby", "restarts=geometric"})
        for (std::uint64_t seed = 1; seed <= 400; ++seed) {
            auto run = startedSolver("backtrack", puzzle, {schedule, "restart-base=1"}, seed);
            stepUntilEnd(*run, 100000);
            REQUIRE(run->status() == Status::Solved);
            CHECK(checkSolution(puzzle, run->bestGrid()) == "");
            found.insert(key(run->bestGrid()));
        }
    CHECK(found.size() == expected);
    CHECK(baseline.size() == expected);
    CHECK(found == baseline);
}

TEST_CASE("restarted exact search: restarts happen, the proof of no solution survives them") {
    const Grid puzzle = unsolvableNine();
    auto run = startedSolver("backtrack", puzzle, {"restarts=luby", "restart-base=1"}, 4);
    stepUntilEnd(*run, 1000000);
    CHECK(run->status() == Status::Failed);
    const Grid hard = testing::instance("inst25x25_45_0");
    auto restarted = startedSolver("backtrack", hard, {"restarts=luby", "restart-base=4"}, 2);
    stepUntilEnd(*restarted, 5000000);
    testing::requireSolvedRun(hard, *restarted);
    CHECK(countersOf<BacktrackSolverStats>(restarted->snapshot()).restarts >= 1);
    CHECK(countersOf<BacktrackSolverStats>(restarted->snapshot()).nodes ==
          static_cast<double>(restarted->snapshot().work));
    // Restarts find one solution: asking for a count is refused with a reason (backtrack's declared rule).
    CHECK(testing::inputErrorOf([&] { startedSolver("backtrack", hard, {"restarts=luby", "solutions=2"}, 1); }) ==
          "parameter 'solutions' (2) applies only with 'restarts' = none, not luby");
}

TEST_CASE("auto: an empty 49x49 grid and 70 % filled 49x49 and 64x64 grids within bounded work") {
    // (Not the empty 64x64 grid: the exact search and the ant colony do not finish it within 200k units;
    // the clause learner does, in about 9 s, too long for the suite: docs/BIG_GRIDS.md.)
    for (int order : {7, 8})
        for (double keep : {0.0, 0.7}) {
            if (order == 8 && keep == 0.0) continue;
            CAPTURE(order);
            CAPTURE(keep);
            const Grid puzzle = generateFixedFraction(order, keep, 1);
            auto solver = startedSolver("auto", puzzle, {}, 1);
            // A step does at most what it is asked (the ant colony's propagation of the givens at
            // reset may already have solved a well-filled grid, then it does nothing).
            CHECK(solver->step(1) <= 1);
            stepUntilEnd(*solver, 200000);
            testing::requireSolvedRun(puzzle, *solver);
        }
}

TEST_CASE("auto: cdcl-slice 0 gives clause learning 4 units per open cell below 36x36 and 64 from 36x36 on") {
    for (int order : {5, 6, 7}) {
        CAPTURE(order);
        const Grid puzzle = generateFixedFraction(order, 0.45, 1);
        const auto open = static_cast<std::uint64_t>(puzzle.cellCount() - puzzle.filledCount());
        // One exact node first (exact-slice=1, clause learning from the start): then the learner's slice is next.
        for (const char* slice : {"cdcl-slice=0", "cdcl-slice=9"}) {
            CAPTURE(slice);
            auto solver =
                startedSolver("auto", puzzle, {"members=exact+cdcl", "cdcl-after=0", "exact-slice=1", slice}, 1);
            REQUIRE(solver->step(1) == 1);
            REQUIRE(solver->status() == Status::Running);
            const WorkKind next = solver->nextWork();
            CHECK(next.kind == 2);  // clause learning (exact 0, colony 1)
            const std::uint64_t automatic = (order >= 6 ? 64 : 4) * open;
            CHECK(next.unitsLeft == (std::string(slice) == "cdcl-slice=9" ? 9 : automatic));
        }
    }
}
