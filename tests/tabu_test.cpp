// Hybrid alldifferent + tabu search (Soto et al.), mode=dfs-learning (the depth-first search with learned
// eliminations that was the default before mode=paper): solving, the work unit, snapshot invariants,
// determinism under any budget slicing, and parameter errors. mode=paper: tests/tabu_paper_test.cpp.
#include <algorithm>
#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include "base/rng.hpp"
#include "box_swap_checks.hpp"
#include "doctest.h"
#include "generate/generate.hpp"
#include "grid/validate.hpp"
#include "propagation/domain_filter.hpp"
#include "run/registry.hpp"
#include "search/exact.hpp"
#include "solvers/tabu/tabu.hpp"
#include "test_data.hpp"
#include "text/format.hpp"

// This file's cases and helpers live in a namespace of their own: the test files are compiled eight to a
// unit, and another file's helper of the same name (acs(), errorOf(...), kTable) would clash with these.
namespace tabu_test_cases {

using namespace sudolab;
using solvers::TabuSolver;
using solvers::TabuStats;
using testing::inputErrorOf;
using testing::instance;
using testing::namedPuzzle;

namespace {

const SolverInfo& tabu() { return requireSolver("tabu"); }

/// The dfs-learning mode's parameters with some changed.
ParamSet paramsWith(std::initializer_list<std::string> assignments) {
    ParamSet params = testing::paramsWith(tabu(), assignments);
    params.set("mode", "dfs-learning");
    return params;
}
ParamSet dfsParams() { return paramsWith({}); }

/// Runs to the end in large steps and checks the solution; returns the iterations it took.
std::uint64_t requireSolves(const Grid& puzzle, const ParamSet& params, std::uint64_t seed, std::uint64_t maxIterations) {
    const int order = puzzle.order(), givens = puzzle.givenCount();
    CAPTURE(order);
    CAPTURE(givens);
    CAPTURE(seed);
    TabuSolver solver;
    solver.reset(puzzle, params, seed);
    while (solver.status() == Status::Running && solver.stats().iterations < maxIterations) solver.step(100000);
    testing::requireSolvedRun(puzzle, solver);
    const Snapshot snap = solver.snapshot();
    CHECK(snap.iteration <= maxIterations);
    CHECK(solver.step(5) == 0);
    return snap.iteration;
}

/// The tabu search's own state (domains and tabu list) at the same work: the snapshot's fields are
/// compared for every solver in tests/solver_contract_test.cpp.
void requireSameState(const TabuSolver& a, const TabuSolver& b) {
    REQUIRE(a.snapshot().work == b.snapshot().work);
    REQUIRE(a.domains() == b.domains());
    REQUIRE(a.tabuList() == b.tabuList());
}

}  // namespace

TEST_CASE("tabu dfs-learning: solves the named 9x9 puzzles with the paper's filter") {
    // Caps: about twice the largest iteration count over seeds 1..30 (docs/solvers/tabu.md), far below
    // the paper's 10,000, so a regression in the search shows up. 0 = the filter alone solves it.
    struct Case {
        const char* name;
        std::uint64_t seed;
        std::uint64_t maxIterations;
    };
    const Case cases[] = {
        {"aiescargot", 1, 80},  {"platinumblond", 1, 320}, {"goldennugget", 1, 520}, {"reddwarf", 1, 230},
        {"coly013", 1, 380},    {"tarx0134", 1, 300},      {"sabuncu1", 1, 0},       {"sabuncu2", 1, 0},
        {"sabuncu3", 1, 15},    {"sabuncu4", 1, 5},        {"sabuncu5", 1, 0},       {"sabuncu6", 1, 50},
        {"sabuncu7", 1, 5},     {"sabuncu8", 1, 5},        {"sabuncu9", 1, 15},      {"sabuncu10", 1, 0},
    };
    for (const Case& c : cases) {
        CAPTURE(c.name);
        requireSolves(namedPuzzle(c.name), dfsParams(), c.seed, c.maxIterations);
    }
}

TEST_CASE("tabu dfs-learning: every filter solves hard named puzzles") {
    for (const char* filter : {"filter=ac3", "filter=dc", "filter=bc"}) {
        CAPTURE(filter);
        for (const char* name : {"aiescargot", "platinumblond"}) {
            CAPTURE(name);
            requireSolves(namedPuzzle(name), paramsWith({filter}), 2, 10000);
        }
    }
    requireSolves(namedPuzzle("goldennugget"), paramsWith({"repair=random"}), 3, 10000);
    requireSolves(namedPuzzle("reddwarf"), paramsWith({"tenure=0"}), 3, 10000);
}

TEST_CASE("tabu dfs-learning: solves generated 9x9 and 16x16 instances") {
    for (std::uint64_t seed = 1; seed <= 4; ++seed) {
        CAPTURE(seed);
        requireSolves(generateFixedFraction(3, 0.3, seed), dfsParams(), seed, 2000);
        requireSolves(generateFixedFraction(3, 0.45, seed), dfsParams(), seed, 2000);
    }
    for (std::uint64_t seed = 1; seed <= 2; ++seed) {
        CAPTURE(seed);
        requireSolves(generateFixedFraction(4, 0.5, seed), dfsParams(), seed, 2000);
    }
    requireSolves(instance("inst9x9_40_0"), dfsParams(), 1, 2000);
    requireSolves(instance("inst16x16_50_0"), dfsParams(), 1, 2000);
    requireSolves(Grid(2), dfsParams(), 1, 100);
}

TEST_CASE("tabu dfs-learning: one unit is one filter pass, never a whole iteration") {
    // The budget contract itself is checked for every solver in tests/solver_contract_test.cpp.
    TabuSolver solver;
    // 25x25 at 40 %: an iteration scores a few hundred candidates, each its own unit, so step(1) runs
    // at most two filterings (a candidate's, or the move's re-filterings) and never a whole iteration.
    solver.reset(instance("inst25x25_40_0"), dfsParams(), 1);
    const std::uint64_t open = static_cast<std::uint64_t>(solver.snapshot().cost);
    REQUIRE(open > 100);
    std::uint64_t iterationsSeen = 0, unitsInIteration = 0, longest = 0;
    for (int k = 0; k < 1500 && solver.status() == Status::Running; ++k) {
        const std::uint64_t callsBefore = solver.filter().counters().calls;
        const std::uint64_t iterationBefore = solver.stats().iterations;
        REQUIRE(solver.step(1) == 1);
        CHECK(solver.filter().counters().calls - callsBefore <= 2);
        CHECK(solver.stats().iterations - iterationBefore <= 1);
        ++unitsInIteration;
        if (solver.stats().iterations != iterationBefore) {
            ++iterationsSeen;
            longest = std::max(longest, unitsInIteration);
            unitsInIteration = 0;
        }
    }
    CHECK(iterationsSeen >= 2);
    CHECK(longest > 100);  // an iteration spans many units
    CHECK(longest <= open + 1);
}

TEST_CASE("tabu dfs-learning: snapshot invariants, unit by unit") {
    // Moves assign values from the filtered domains, never a tabu pair; the tabu list holds at most
    // `tenure` pairs; the grid shows exactly the single-valued domains; cost = cells still to fill.
    for (const char* filter : {"filter=bc", "filter=ac3", "filter=dc"}) {
        CAPTURE(filter);
        std::size_t assigns = 0, clears = 0, units = 0;
        for (const char* name : {"aiescargot", "coly013"}) {
            CAPTURE(name);
            const Grid puzzle = namedPuzzle(name);
            TabuSolver solver;
            solver.reset(puzzle, paramsWith({filter, "tenure=3"}), 7);
            std::uint64_t lastIteration = 0;
            while (solver.status() == Status::Running && solver.stats().iterations < 150) {
                const Domains before = solver.domains();
                const auto tabuBefore = solver.tabuList();
                const std::uint64_t movesBefore = solver.stats().assignments + solver.stats().clears;
                const std::uint64_t iterationBefore = solver.stats().iterations;
                REQUIRE(solver.step(1) == 1);
                ++units;
                const Snapshot snap = solver.snapshot();
                REQUIRE(solver.tabuList().size() <= 3);
                REQUIRE(countersOf<TabuStats>(snap).tabuListSize == static_cast<double>(solver.tabuList().size()));
                REQUIRE(snap.grid.agreesWith(puzzle));
                REQUIRE(findConflicts(snap.grid).empty());
                int open = 0;
                bool gridMatches = true;
                for (int cell = 0; cell < puzzle.cellCount(); ++cell) {
                    const Candidates d = solver.domains()[cell];
                    open += !isSingle(d);
                    gridMatches = gridMatches && d != 0 && snap.grid.at(cell) == (isSingle(d) ? lowestValue(d) : 0) &&
                                  (snap.origin[cell] == CellOrigin::Given) == puzzle.isGiven(cell) &&
                                  (snap.origin[cell] != CellOrigin::Search || isSingle(d));
                }
                REQUIRE(gridMatches);
                REQUIRE(snap.cost == open);
                REQUIRE(snap.bestCost <= snap.cost);
                if (solver.stats().iterations == iterationBefore) {
                    REQUIRE(solver.domains() == before);  // a candidate's unit leaves the state alone
                    REQUIRE(solver.midIteration());
                    continue;
                }
                REQUIRE_FALSE(solver.midIteration());
                if (solver.stats().assignments + solver.stats().clears == movesBefore) continue;  // narrowed only
                REQUIRE_FALSE(snap.recentMoves.empty());
                const Move& move = snap.recentMoves.back();
                CHECK(move.iteration == snap.iteration);
                CHECK(move.iteration > lastIteration);
                lastIteration = move.iteration;
                const std::pair<int, Value> pair{move.cellA, move.value};
                if (move.kind == MoveKind::Assign) {
                    ++assigns;
                    CHECK_FALSE(isSingle(before[move.cellA]));            // an open cell
                    CHECK((before[move.cellA] & bitOf(move.value)) != 0);  // from its filtered domain
                    CHECK(solver.domains()[move.cellA] == bitOf(move.value));
                    CHECK(std::find(tabuBefore.begin(), tabuBefore.end(), pair) == tabuBefore.end());
                    CHECK(snap.origin[move.cellA] == CellOrigin::Search);
                } else {
                    REQUIRE(move.kind == MoveKind::Clear);
                    ++clears;
                    CHECK(isSingle(before[move.cellA]));
                    const auto list = solver.tabuList();
                    CHECK(std::find(list.begin(), list.end(), pair) != list.end());  // the undone pair is tabu
                    CHECK(snap.origin[move.cellA] != CellOrigin::Search);
                }
            }
        }
        CAPTURE(units);
        CHECK(assigns > 20);
        CHECK(clears > 2);
    }
}

TEST_CASE("tabu dfs-learning: domains and tabu list the same whatever the budget slicing; golden run") {
    const Grid puzzle = namedPuzzle("aiescargot");
    const ParamSet params = dfsParams();
    TabuSolver fine, coarse, whole;
    fine.reset(puzzle, params, 11);
    coarse.reset(puzzle, params, 11);
    whole.reset(puzzle, params, 11);
    Rng chunks(99);
    while (coarse.status() == Status::Running) {
        coarse.step(1 + chunks.below(97));
        while (fine.snapshot().work < coarse.snapshot().work) REQUIRE(fine.step(1) == 1);
        requireSameState(fine, coarse);
    }
    REQUIRE(coarse.status() == Status::Solved);
    whole.step(1000000000);
    requireSameState(whole, coarse);
    CHECK(whole.bestGrid() == fine.bestGrid());
    // Golden numbers measured natively: the wasm build must reproduce them exactly.
    const Snapshot snap = whole.snapshot();
    CHECK(snap.iteration == 6u);
    CHECK(snap.work == 310u);

    // Another seed takes another path.
    TabuSolver other;
    other.reset(puzzle, params, 12);
    other.step(1000000000);
    CHECK((other.snapshot().work != snap.work || other.snapshot().recentMoves != snap.recentMoves));
}

TEST_CASE("tabu dfs-learning: unsolvable puzzles end, and filtering alone can solve") {
    // The filters see nothing wrong at the start (no conflict, no empty domain), but no solution exists:
    // the run must end (failed once the root eliminations prove it, or gave up), never hang or crash.
    Grid spoiled = namedPuzzle("sabuncu4");
    const Grid solution = countSolutions(spoiled, 1).first;
    for (int cell = 0; cell < spoiled.cellCount(); ++cell) {
        const Candidates other = spoiled.at(cell) ? 0 : spoiled.candidates(cell) & ~bitOf(solution.at(cell));
        if (other == 0) continue;
        spoiled.setGivenValue(cell, lowestValue(other));
        break;
    }
    REQUIRE(countSolutions(spoiled, 1).solutions == 0);
    for (const char* filter : {"filter=bc", "filter=ac3", "filter=dc"}) {
        CAPTURE(filter);
        TabuSolver solver;
        solver.reset(spoiled, paramsWith({filter, "max-iterations=3000"}), 1);
        solver.step(1000000000);
        CHECK(solver.status() != Status::Running);
        CHECK(solver.status() != Status::Solved);
        CHECK(solver.step(1) == 0);
    }

    // dc alone solves a puzzle that falls to singles propagation: Solved at reset, no work to do.
    TabuSolver solver;
    solver.reset(namedPuzzle("sabuncu1"), paramsWith({"filter=dc"}), 1);
    CHECK(solver.status() == Status::Solved);
    CHECK(checkSolution(namedPuzzle("sabuncu1"), solver.bestGrid()) == "");
    CHECK(solver.step(10) == 0);

    // A wipe-out among the givens' domains: failed at reset with a reason.
    solver.reset(readPuzzle("12345678.........9..............................................................."),
                 dfsParams(), 1);
    CHECK(solver.status() == Status::Failed);
    CHECK(solver.snapshot().message.find("no solution") != std::string::npos);
    CHECK(solver.step(1) == 0);
}

TEST_CASE("tabu dfs-learning: bad parameters and puzzles are refused with clear messages") {
    ParamSet params(tabu().params);
    const std::string tenure = inputErrorOf([&] { params.set("tenure", "-1"); });
    CAPTURE(tenure);
    CHECK(tenure.find("tenure") != std::string::npos);
    CHECK(tenure.find("[0, 1000000]") != std::string::npos);
    const std::string filter = inputErrorOf([&] { params.set("filter", "gac"); });
    CAPTURE(filter);
    CHECK(filter.find("filter") != std::string::npos);
    CHECK(filter.find("one of bc, ac3, dc") != std::string::npos);
    const std::string limit = inputErrorOf([&] { params.set("max-iterations", "-5"); });
    CHECK(limit.find("max-iterations") != std::string::npos);
    const std::string neighbours = inputErrorOf([&] { params.set("neighbours", "2.5"); });
    CHECK(neighbours.find("neighbours") != std::string::npos);
    CHECK(inputErrorOf([&] { params.set("repair", "oldest"); }).find("latest, random") != std::string::npos);
    CHECK(inputErrorOf([&] { params.set("aspiration", "on"); }).find("unknown parameter") != std::string::npos);

    // Each parameter just outside its range and clashing givens: tests/solver_contract_test.cpp.
    TabuSolver solver;

    // max-iterations gives up with a reason, counted in iterations (not work units).
    solver.reset(namedPuzzle("aiescargot"), paramsWith({"max-iterations=3"}), 1);
    solver.step(1000000000);
    CHECK(solver.status() == Status::GaveUp);
    CHECK(solver.stats().iterations == 3);
    CHECK(solver.snapshot().work > 3);
    CHECK(solver.snapshot().message.find("3 iterations") != std::string::npos);
}

}  // namespace tabu_test_cases
