// Nogoods recorded at restarts (backtrack/auto `learning=nogoods`, nogood_store.hpp): the store, the
// watched-literal propagation on handmade grids (a nogood removes the value it must, and only then), the
// branch a restart turns into nogoods never excludes the solution, and the search stays exact.
#include <memory>
#include <string>
#include <vector>

#include "doctest.h"
#include "grid/validate.hpp"
#include "run/registry.hpp"
#include "search/backtrack_engine.hpp"
#include "search/exact.hpp"
#include "search/nogood_store.hpp"
#include "search/restart_search.hpp"
#include "solver_checks.hpp"
#include "solvers/backtrack.hpp"
#include "test_data.hpp"

using namespace sudolab;
using search::NogoodStore;
using solvers::BacktrackSolverStats;

namespace {

using testing::startedSolver;
using testing::finishRun;

std::uint32_t lit(int cell, Value v) { return NogoodStore::literal(cell, v - 1); }

/// A 9x9 grid with the given (cell, value) pairs and nothing else.
Grid gridWith(const std::vector<std::pair<int, Value>>& givens) {
    Grid grid(3);
    for (const auto& [cell, value] : givens) grid.setGivenValue(cell, value);
    return grid;
}

/// The root node of a search with `store` (candidates after it, and whether the root was refuted).
std::vector<std::uint64_t> rootWith(const Grid& puzzle, NogoodStore& store, bool* refuted = nullptr) {
    search::BacktrackOptions options;
    options.nogoods = &store;
    auto engine = search::makeBacktrackEngine(puzzle, options);
    REQUIRE(engine->step(1) == 1);
    if (refuted) *refuted = engine->exhausted() && engine->stats().solutions == 0;
    return engine->currentCandidates();
}

bool has(const std::vector<std::uint64_t>& candidates, int cell, Value v) { return (candidates[cell] >> (v - 1)) & 1; }

const std::vector<std::string> kNogoods = {"restarts=luby", "restart-base=4", "learning=nogoods"};

}  // namespace

TEST_CASE("exact nogoods: the store keeps units apart, watches two literals and drops past its limit") {
    NogoodStore store(81, 6);
    CHECK(store.add(std::vector<std::uint32_t>{lit(3, 2)}));
    CHECK(store.add(std::vector<std::uint32_t>{lit(0, 1), lit(10, 3), lit(20, 7)}));
    CHECK(store.units() == std::vector<std::uint32_t>{lit(3, 2)});
    CHECK(store.size() == 2);
    CHECK(store.literalCount() == 4);
    // The last two literals (deepest guess, refuted value) are watched.
    CHECK(store.watchers(lit(20, 7)) == std::vector<std::uint32_t>{0});
    CHECK(store.watchers(lit(10, 3)) == std::vector<std::uint32_t>{0});
    CHECK(store.watchers(lit(0, 1)).empty());
    CHECK_FALSE(store.add(std::vector<std::uint32_t>{lit(1, 1), lit(2, 2), lit(4, 4)}));  // 7 > 6 literals
    CHECK(store.dropped() == 1);
    CHECK(store.size() == 2);
}

TEST_CASE("exact nogoods: a nogood removes its last literal's value once all the others hold, not before") {
    NogoodStore store(81, 1000);
    store.add(std::vector<std::uint32_t>{lit(0, 1), lit(40, 5)});
    store.add(std::vector<std::uint32_t>{lit(0, 1), lit(10, 3), lit(20, 7)});
    store.add(std::vector<std::uint32_t>{lit(80, 9)});
    // Cell 0 = 1 only: the two-literal nogood removes 5 from cell 40, the three-literal one nothing.
    const auto first = rootWith(gridWith({{0, 1}}), store);
    CHECK_FALSE(has(first, 40, 5));
    CHECK(has(first, 20, 7));
    CHECK_FALSE(has(first, 80, 9));  // the unit nogood
    CHECK(has(first, 41, 5));        // untouched elsewhere
    // Cell 10 = 3 as well: now 7 leaves cell 20 (no 7 is placed, so singles would not remove it).
    const auto second = rootWith(gridWith({{0, 1}, {10, 3}}), store);
    CHECK_FALSE(has(second, 20, 7));
    // Without the nogoods every one of these values stays.
    NogoodStore empty(81, 1000);
    const auto plain = rootWith(gridWith({{0, 1}, {10, 3}}), empty);
    CHECK(has(plain, 40, 5));
    CHECK(has(plain, 20, 7));
    CHECK(has(plain, 80, 9));
}

TEST_CASE("exact nogoods: givens that make a nogood hold whole refute the root") {
    NogoodStore store(81, 1000);
    store.add(std::vector<std::uint32_t>{lit(0, 1), lit(40, 5)});
    bool refuted = false;
    rootWith(gridWith({{0, 1}, {40, 5}}), store, &refuted);
    CHECK(refuted);
    rootWith(gridWith({{0, 1}, {40, 6}}), store, &refuted);
    CHECK_FALSE(refuted);
}

TEST_CASE("exact nogoods: the nogoods of any abandoned branch never exclude the solution") {
    // Stop a randomised search after k nodes, k = 1..60, and read the branch's refuted values as the
    // restart would: with the guesses above it, each must differ from the (unique) solution somewhere.
    for (const std::string name : {"platinumblond", "goldennugget"}) {
        const Grid puzzle = testing::namedPuzzle(name);
        const SolutionCount count = countSolutions(puzzle, 2);
        REQUIRE(count.solutions == 1);
        int nogoods = 0;
        for (std::uint64_t k = 1; k <= 60; ++k) {
            search::BacktrackOptions options;
            options.valueOrder = search::ValueOrder::Random;
            options.randomCellTies = true;
            options.seed = k;
            auto engine = search::makeBacktrackEngine(puzzle, options);
            engine->step(k);
            if (engine->finished()) continue;
            bool prefixMatches = true;  // the guesses above hold in the solution
            for (const search::PathDecision& decision : engine->pathDecisions()) {
                for (Value v = 1; v <= 9; ++v)
                    if ((decision.refuted >> (v - 1)) & 1) {
                        ++nogoods;
                        CHECK_FALSE((prefixMatches && count.first.at(decision.cell) == v));
                    }
                if (decision.value == 0) break;
                prefixMatches = prefixMatches && count.first.at(decision.cell) == decision.value;
            }
        }
        CHECK(nogoods > 20);  // the check saw real nogoods
    }
}

TEST_CASE("exact nogoods: backtrack with nogoods solves, proves unsolvability, prunes and repeats with its seed under any slicing") {
    std::uint64_t removals = 0;
    for (const auto& named : testing::namedPuzzles()) {
        auto solver = startedSolver("backtrack", named.puzzle, kNogoods, 5);
        finishRun(*solver);
        REQUIRE(solver->status() == Status::Solved);
        CHECK(checkSolution(named.puzzle, solver->bestGrid()).empty());
        removals += static_cast<std::uint64_t>(countersOf<BacktrackSolverStats>(solver->snapshot()).nogoodRemovals);
    }
    for (const char* name : {"inst16x16_45_0", "inst16x16_45_1", "inst16x16_40_0"}) {
        const Grid puzzle = testing::instance(name);
        auto first = startedSolver("backtrack", puzzle, kNogoods, 3);
        finishRun(*first);
        REQUIRE(first->status() == Status::Solved);
        CHECK(checkSolution(puzzle, first->bestGrid()).empty());
        removals += static_cast<std::uint64_t>(countersOf<BacktrackSolverStats>(first->snapshot()).nogoodRemovals);
        // Same seed, other slicing (7 nodes a step): restarts fall at the same node counts, so the
        // same nogoods are recorded and the run is the same.
        auto again = startedSolver("backtrack", puzzle, kNogoods, 3);
        std::uint64_t steps = 0;
        while (again->status() == Status::Running && steps++ < 1'000'000) again->step(7);
        CHECK(again->snapshot().work == first->snapshot().work);
        CHECK(again->bestGrid() == first->bestGrid());
        CHECK(countersOf<BacktrackSolverStats>(again->snapshot()).nogoods ==
              countersOf<BacktrackSolverStats>(first->snapshot()).nogoods);
    }
    CHECK(removals > 0);  // the nogoods did prune somewhere

    // No solution: one open cell given a value its solution does not have that no given rules out.
    const Grid puzzle = testing::withWrongGiven(testing::namedPuzzle("platinumblond"));
    for (const char* learning : {"learning=nogoods", "learning=weights+nogoods"}) {
        auto backtrack = startedSolver("backtrack", puzzle, {"restarts=luby", "restart-base=4", learning});
        finishRun(*backtrack);
        CHECK(backtrack->status() == Status::Failed);
        auto portfolio = startedSolver("auto", puzzle, {learning, "members=exact", "restart-base=4"});
        finishRun(*portfolio);
        CHECK(portfolio->status() == Status::Failed);
    }
}

TEST_CASE("exact nogoods: without restarts nothing is recorded, so the search is the one without nogoods") {
    const Grid puzzle = testing::instance("inst16x16_45_1");
    for (const std::string weights : {"none", "weights"}) {
        auto plain = startedSolver("backtrack", puzzle, {"learning=" + weights, "value-order=random"}, 4);
        auto learning = startedSolver("backtrack", puzzle,
                                {weights == "none" ? "learning=nogoods" : "learning=weights+nogoods", "value-order=random"}, 4);
        finishRun(*plain);
        finishRun(*learning);
        REQUIRE(plain->status() == Status::Solved);
        CHECK(learning->snapshot().work == plain->snapshot().work);
        CHECK(learning->bestGrid() == plain->bestGrid());
        CHECK(countersOf<BacktrackSolverStats>(learning->snapshot()).nogoods == 0);
    }
}

TEST_CASE("exact nogoods: BacktrackStats += sums the counters and keeps the larger max depth") {
    search::BacktrackStats a, b;
    a.nodes = 3;
    a.maxDepth = 7;
    a.nogoodRemovals = 2;
    b.nodes = 4;
    b.maxDepth = 5;
    b.hallRemovals = 9;
    b.nogoodRemovals = 1;
    a += b;
    CHECK(a.nodes == 7);
    CHECK(a.maxDepth == 7);
    CHECK(a.hallRemovals == 9);
    CHECK(a.nogoodRemovals == 3);
}
