// Simulated annealing on box swaps with the optional propagation pre-pass (Lewis).
#include <algorithm>
#include <cmath>
#include <string>
#include <vector>

#include "base/portable_exp.hpp"
#include "base/rng.hpp"
#include "box_swap_checks.hpp"
#include "doctest.h"
#include "generate/generate.hpp"
#include "grid/validate.hpp"
#include "propagation/propagation.hpp"
#include "run/registry.hpp"
#include "solvers/anneal_stats.hpp"
#include "test_data.hpp"
#include "text/format.hpp"

// This file's cases and helpers live in a namespace of their own: the test files are compiled eight to a
// unit, and another file's helper of the same name (acs(), errorOf(...), kTable) would clash with these.
namespace anneal_test_cases {

using namespace sudolab;
using solvers::AnnealStats;
using testing::checkBoxSwapSnapshot;
using testing::inputErrorOf;
using testing::instance;
using testing::namedPuzzle;
using testing::stepUntilEnd;

namespace {

const SolverInfo& anneal() { return requireSolver("anneal"); }

ParamSet paramsWith(std::initializer_list<std::string> assignments) { return testing::paramsWith(anneal(), assignments); }

/// Runs to the end (or `maxMoves`) and checks the solution against the puzzle.
void requireSolves(const Grid& puzzle, const ParamSet& params, std::uint64_t seed, std::uint64_t maxMoves) {
    const int order = puzzle.order(), givens = puzzle.givenCount();
    CAPTURE(order);
    CAPTURE(givens);
    auto solver = anneal().create();
    solver->reset(puzzle, params, seed);
    stepUntilEnd(*solver, maxMoves, 1 << 16);
    testing::requireSolvedRun(puzzle, *solver);
    const Snapshot snap = solver->snapshot();
    CHECK(snap.iteration <= maxMoves);
}

}  // namespace

TEST_CASE("anneal: solves the named 9x9 puzzles") {
    // The hybrid solves six of them by propagation alone. Platinum Blond, Golden Nugget, Red Dwarf,
    // coly013 and tarx0134 usually need more than 8 million moves (a few tenths of a second each) and
    // are left out to keep the suite fast; the seeds below were picked among 0..5 for short runs and
    // each cap is about 2.5x what its seed needs.
    struct Case {
        const char* name;
        std::uint64_t seed;
        std::uint64_t maxMoves;
    };
    const Case cases[] = {
        {"aiescargot", 1, 2000000}, {"sabuncu1", 0, 0},        {"sabuncu2", 0, 0},        {"sabuncu3", 0, 2000000},
        {"sabuncu4", 3, 1000000},   {"sabuncu5", 0, 0},        {"sabuncu6", 4, 2500000},  {"sabuncu7", 0, 2200000},
        {"sabuncu8", 0, 0},         {"sabuncu9", 1, 1500000},  {"sabuncu10", 0, 0},
    };
    for (const Case& c : cases) {
        CAPTURE(c.name);
        requireSolves(namedPuzzle(c.name), ParamSet(anneal().params), c.seed, c.maxMoves);
    }
    // The plain SA (no propagation) on two of those propagation solves alone.
    requireSolves(namedPuzzle("sabuncu1"), paramsWith({"cp=off"}), 1, 1500000);
    requireSolves(namedPuzzle("sabuncu5"), paramsWith({"cp=off"}), 1, 1500000);
}

TEST_CASE("anneal: solves generated 9x9 and 16x16 instances, with and without propagation") {
    for (std::uint64_t seed = 1; seed <= 4; ++seed) {
        CAPTURE(seed);
        requireSolves(generateFixedFraction(3, 0.45, seed), ParamSet(anneal().params), seed, 2000000);
    }
    for (std::uint64_t seed = 1; seed <= 2; ++seed) {
        CAPTURE(seed);
        requireSolves(generateFixedFraction(3, 0.3, seed), ParamSet(anneal().params), seed, 4000000);
        requireSolves(generateFixedFraction(3, 0.45, seed), paramsWith({"cp=off"}), seed, 2000000);
    }
    for (std::uint64_t seed = 1; seed <= 3; ++seed) {
        CAPTURE(seed);
        requireSolves(generateFixedFraction(4, 0.5, seed), ParamSet(anneal().params), seed, 2000000);
    }
    requireSolves(instance("inst16x16_50_0"), ParamSet(anneal().params), 1, 2000000);
    requireSolves(Grid(2), paramsWith({"cp=off"}), 1, 10000);
    requireSolves(generateFixedFraction(5, 0.6, 1), ParamSet(anneal().params), 1, 10000);
    requireSolves(generateFixedFraction(6, 0.75, 1), ParamSet(anneal().params), 1, 10000);
}

TEST_CASE("anneal: snapshots keep the box invariant, origins and cost = missing values") {
    const Grid puzzle = generateFixedFraction(3, 0.45, 11);
    Grid propagated;
    REQUIRE_FALSE(propagateGrid(puzzle, propagated).contradiction);
    REQUIRE(propagated.filledCount() > puzzle.filledCount());
    REQUIRE_FALSE(propagated.isComplete());
    for (const bool cp : {true, false}) {
        CAPTURE(cp);
        auto solver = anneal().create();
        solver->reset(puzzle, paramsWith({cp ? "cp=on" : "cp=off"}), 6);
        std::uint64_t lastMoveIteration = 0;
        for (int k = 0; k < 300 && solver->status() == Status::Running; ++k) {
            solver->step(997);
            const Snapshot snap = solver->snapshot();
            checkBoxSwapSnapshot(puzzle, snap);
            CHECK(snap.cost == testing::missingValuesCost(snap.grid));
            for (int cell = 0; cell < puzzle.cellCount(); ++cell) {
                if (puzzle.isGiven(cell)) continue;
                const bool fixedByCp = cp && propagated.at(cell) != 0;
                CHECK(snap.origin[cell] == (fixedByCp ? CellOrigin::Propagated : CellOrigin::Search));
                if (fixedByCp) CHECK(snap.grid.at(cell) == propagated.at(cell));
            }
            for (const Move& move : snap.recentMoves) {
                CHECK(move.iteration >= lastMoveIteration);
                CHECK(move.iteration <= snap.iteration);
                lastMoveIteration = move.iteration;
                if (cp) CHECK(propagated.at(move.cellA) == 0);
            }
            CHECK(countersOf<AnnealStats>(snap).acceptedMoves <= countersOf<AnnealStats>(snap).proposedMoves);
            CHECK(countersOf<AnnealStats>(snap).proposedMoves == static_cast<double>(snap.iteration));
        }
        const Grid best = solver->bestGrid();
        CHECK(best.agreesWith(puzzle));
        CHECK(testing::missingValuesCost(best) == solver->snapshot().bestCost);
        CHECK(countersOf<AnnealStats>(solver->snapshot()).propagatedCells ==
              (cp ? propagated.filledCount() - puzzle.filledCount() : 0));
    }
}

TEST_CASE("anneal: cooling schedule, chain length, t0 and reheats follow the parameters") {
    // Plain SA (every non-given cell open) on a puzzle hard enough to stay unsolved for a while.
    const Grid puzzle = namedPuzzle("platinumblond");
    const int open = puzzle.cellCount() - puzzle.givenCount();

    auto solver = anneal().create();
    solver->reset(puzzle, paramsWith({"cp=off", "reheat-after=0"}), 3);
    Snapshot snap = solver->snapshot();
    const double t0 = countersOf<AnnealStats>(snap).t0;
    CHECK(countersOf<AnnealStats>(snap).propagatedCells == 0);
    CHECK(countersOf<AnnealStats>(snap).chainLength == open * open);
    CHECK(countersOf<AnnealStats>(snap).temperature == t0);
    CHECK(countersOf<AnnealStats>(snap).trialMoves == 100);
    CHECK(snap.work == 0);  // the trial moves belong to reset()
    double t = t0;
    for (int level = 1; level <= 5; ++level) {
        REQUIRE(solver->step(static_cast<std::uint64_t>(open) * open) == static_cast<std::uint64_t>(open) * open);
        t *= 0.99;
        snap = solver->snapshot();
        CHECK(countersOf<AnnealStats>(snap).temperatures == level);
        CHECK(countersOf<AnnealStats>(snap).temperature == t);
    }

    // Same seed, same trial walk: the standard deviation is the square root of the variance.
    solver->reset(puzzle, paramsWith({"cp=off", "t0-from=std-dev"}), 3);
    CHECK(countersOf<AnnealStats>(solver->snapshot()).t0 == doctest::Approx(std::sqrt(t0)).epsilon(1e-12));

    // Σ over boxes of (open cells in the box)².
    solver->reset(puzzle, paramsWith({"cp=off", "chain=box-squares"}), 3);
    double boxSquares = 0;
    for (int box = 0; box < puzzle.size(); ++box) {
        int inBox = 0;
        for (int cell : puzzle.geometry().units[2 * puzzle.size() + box]) inBox += !puzzle.isGiven(cell);
        boxSquares += inBox * inBox;
    }
    CHECK(countersOf<AnnealStats>(solver->snapshot()).chainLength == boxSquares);

    // Reheat after one temperature without improvement: each reheat puts t back to t0 and is an event.
    solver->reset(puzzle, paramsWith({"cp=off", "reheat-after=1", "chain=box-squares"}), 4);
    const double chain = countersOf<AnnealStats>(solver->snapshot()).chainLength;
    double reheats = 0;
    for (int level = 0; level < 60 && solver->status() == Status::Running; ++level) {
        solver->step(static_cast<std::uint64_t>(chain));
        snap = solver->snapshot();
        if (countersOf<AnnealStats>(snap).reheats == reheats) continue;
        reheats = countersOf<AnnealStats>(snap).reheats;
        CHECK(countersOf<AnnealStats>(snap).temperature == countersOf<AnnealStats>(snap).t0);
        const auto events = solver->eventsSince(0);
        REQUIRE_FALSE(events.empty());
        CHECK(events.back().kind == EventKind::Reheat);
        CHECK(events.back().iteration == snap.iteration);
    }
    CHECK(reheats > 0);
}

TEST_CASE("anneal: one work unit is one proposed move") {
    // The budget contract itself is checked for every solver in tests/solver_contract_test.cpp.
    auto solver = anneal().create();
    solver->reset(namedPuzzle("platinumblond"), ParamSet(anneal().params), 5);
    std::uint64_t total = 0;
    for (std::uint64_t budget : {1, 2, 3, 0, 7, 5000, 1, 100000}) {
        total += solver->step(budget);
        CHECK(solver->snapshot().iteration == total);
    }
}

TEST_CASE("anneal: golden move count on AI Escargot; another seed, another path") {
    const Grid puzzle = namedPuzzle("aiescargot");
    // That the same seed gives the same run under any slicing is checked for every solver in
    // tests/solver_contract_test.cpp; here, the numbers of one particular run.
    auto a = anneal().create(), b = anneal().create();
    a->reset(puzzle, ParamSet(anneal().params), 1);
    stepUntilEnd(*a, 10'000'000, 4099);
    REQUIRE(a->status() == Status::Solved);
    // Golden numbers measured natively: the wasm build must reproduce them exactly.
    const Snapshot snap = a->snapshot();
    CHECK(snap.iteration == 765872u);
    CHECK(countersOf<AnnealStats>(snap).acceptedMoves == 353961);

    // Another seed takes another path.
    a->reset(puzzle, ParamSet(anneal().params), 2);
    b->reset(puzzle, ParamSet(anneal().params), 3);
    a->step(1000);
    b->step(1000);
    CHECK(a->snapshot().grid != b->snapshot().grid);
}

TEST_CASE("anneal: bad parameters and puzzles are refused with clear messages") {
    auto solver = anneal().create();
    const Grid puzzle = namedPuzzle("aiescargot");
    for (const char* alpha : {"1", "0"}) {
        const std::string assignment = "cooling=" + std::string(alpha);
        const std::string error = inputErrorOf([&] { solver->reset(puzzle, paramsWith({assignment.c_str()}), 1); });
        CAPTURE(error);
        CHECK(error.find("cooling") != std::string::npos);
        CHECK(error.find("a number in (0, 1)") != std::string::npos);  // declared open: 0 and 1 refused up front
    }
    ParamSet params(anneal().params);
    const std::string above = inputErrorOf([&] { params.set("cooling", "1.5"); });
    CHECK(above.find("cooling") != std::string::npos);
    CHECK(above.find("(0, 1)") != std::string::npos);
    const std::string trials = inputErrorOf([&] { params.set("trial-moves", "1"); });
    CHECK(trials.find("trial-moves") != std::string::npos);
    CHECK(trials.find("[2, 1000000]") != std::string::npos);
    CHECK(inputErrorOf([&] { params.set("t0-from", "mean"); }).find("variance, std-dev") != std::string::npos);
    CHECK(inputErrorOf([&] { params.set("reheat-after", "-1"); }).find("reheat-after") != std::string::npos);

    // Each parameter just outside its range and clashing givens: tests/solver_contract_test.cpp.

    // Every box has one open cell and the forced values clash: propagation finds a cell without a value
    // (the message names it); without propagation the forced fill itself proves it.
    const Grid forced = readPuzzle(".213342.13424.3.");
    solver->reset(forced, ParamSet(anneal().params), 1);
    CHECK(solver->status() == Status::Failed);
    CHECK(solver->snapshot().message.find("no solution") != std::string::npos);
    Grid unused;
    const PropagationResult dead = propagateGrid(forced, unused);
    REQUIRE(dead.contradiction);
    CHECK(solver->snapshot().message.find(dead.reason) != std::string::npos);
    CHECK(solver->snapshot().grid == forced);  // the failed run shows the puzzle, nothing searched
    CHECK(solver->bestGrid() == forced);
    CHECK(solver->step(3) == 0);
    solver->reset(forced, paramsWith({"cp=off"}), 1);
    CHECK(solver->status() == Status::Failed);
    CHECK(solver->step(3) == 0);

    // max-moves gives up with a reason.
    solver->reset(puzzle, paramsWith({"max-moves=5000"}), 1);
    CHECK(stepUntilEnd(*solver, 100000, 999) == 5000);
    CHECK(solver->status() == Status::GaveUp);
    CHECK(solver->snapshot().message.find("5000 moves") != std::string::npos);
    CHECK(solver->step(3) == 0);
}

TEST_CASE("anneal: the portable exp agrees with std::exp") {
    // Acceptance uses exp(-delta/t) computed without libm so that native and wasm runs agree bit for bit.
    for (double x = -745.0; x <= 709.0; x += 0.37) {
        CAPTURE(x);
        const double expected = std::exp(x);
        CHECK(std::abs(solvers::portableExp(x) - expected) <= 4e-16 * expected + 1e-322);  // + a few subnormal steps
    }
    for (double x : {0.0, -1.0, -0.25, -4.0 / 3.0, -1e-300, 1e-10})
        CHECK(solvers::portableExp(x) == doctest::Approx(std::exp(x)).epsilon(1e-15));
    CHECK(solvers::portableExp(0.0) == 1.0);
    CHECK(solvers::portableExp(-800.0) == 0.0);
    CHECK(std::isinf(solvers::portableExp(800.0)));
}

namespace {

/// A full 9x9 grid (its cells as givens) with the cells `open` emptied.
Grid fullGridWithout(std::uint64_t seed, const std::vector<int>& open) {
    Rng rng(seed);
    std::vector<Value> values = randomFullGrid(3, rng).values();
    for (int cell : open) values[cell] = 0;
    return Grid::fromValues(3, values);
}

}  // namespace

TEST_CASE("anneal: the trial walk that sets t0 stops at cost 0 and the run ends solved") {
    // Two open cells in box 0 (plain SA): a wrong fill is one swap from the solution, and two swaps
    // undo each other, so a 100-move walk that did not stop would end where it began (cost > 0).
    const Grid puzzle = fullGridWithout(11, {0, 1});
    int walkedToZero = 0;
    for (std::uint64_t seed = 1; seed <= 20; ++seed) {
        CAPTURE(seed);
        auto solver = anneal().create();
        solver->reset(puzzle, paramsWith({"cp=off"}), seed);
        REQUIRE(solver->status() == Status::Solved);
        const Snapshot snap = solver->snapshot();
        CHECK(snap.cost == 0);
        CHECK(snap.bestCost == 0);
        CHECK(checkSolution(puzzle, solver->bestGrid()).empty());
        CHECK(snap.grid == solver->bestGrid());
        // 0 trial moves if the random fill was already right, else exactly one (the swap that solves).
        const double trial = countersOf<AnnealStats>(snap).trialMoves;
        CHECK((trial == 0 || trial == 1));
        if (trial == 1) {
            ++walkedToZero;
            CHECK(snap.message.find("trial move 1") != std::string::npos);
        }
    }
    CHECK(walkedToZero > 0);
}

TEST_CASE("anneal: no stale t0 or temperature when no box has two open cells") {
    auto solver = anneal().create();
    solver->reset(namedPuzzle("platinumblond"), paramsWith({"cp=off"}), 1);
    REQUIRE(countersOf<AnnealStats>(solver->snapshot()).t0 > 0);
    // One open cell per box: every value is forced, no move exists, so there is no walk and no
    // temperature (the same solver object must not show the previous run's t0).
    solver->reset(fullGridWithout(5, {0, 4, 8}), paramsWith({"cp=off"}), 1);
    const Snapshot snap = solver->snapshot();
    CHECK(solver->status() == Status::Solved);
    CHECK(countersOf<AnnealStats>(snap).t0 == 0);
    CHECK(countersOf<AnnealStats>(snap).temperature == 0);
    CHECK(countersOf<AnnealStats>(snap).trialMoves == 0);
}

}  // namespace anneal_test_cases
