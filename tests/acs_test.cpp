// The ant-colony solver (Lloyd & Amos, ACS + Best Value Evaporation) and its propagation engine.
#include <algorithm>
#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "base/errors.hpp"
#include "base/rng.hpp"
#include "doctest.h"
#include "generate/generate.hpp"
#include "grid/validate.hpp"
#include "propagation/propagation.hpp"
#include "run/registry.hpp"
#include "solver_checks.hpp"
#include "solvers/acs/acs_board.hpp"
#include "solvers/acs/acs_stats.hpp"
#include "test_data.hpp"
#include "text/format.hpp"

// This file's cases and helpers live in a namespace of their own: the test files are compiled eight to a
// unit, and another file's helper of the same name (acs(), errorOf(...), kTable) would clash with these.
namespace acs_test_cases {

using namespace sudolab;
using solvers::AcsStats;
using testing::instance;

namespace {

const SolverInfo& acs() { return requireSolver("acs"); }

/// Runs until the run ends or `maxWalks` ant walks are done; returns the walks done.
std::uint64_t runFor(Solver& solver, std::uint64_t maxWalks, std::uint64_t chunk = 64) {
    std::uint64_t walks = 0;
    while (solver.status() == Status::Running && walks < maxWalks) walks += solver.step(std::min(chunk, maxWalks - walks));
    return walks;
}

std::string errorOf(const std::function<void()>& action) {
    try {
        action();
    } catch (const InputError& e) {
        return e.what();
    }
    return "";
}

/// Checks the propagation fixed point: every open cell's candidates are exactly the values no peer
/// holds, none is single, and every value missing from a unit has at least two open places there.
void checkFixedPoint(const solvers::AntBoard& board, const Geometry& geo) {
    int fixed = 0, empty = 0;
    for (int cell = 0; cell < geo.cellCount; ++cell) {
        if (board.value(cell) != 0) {
            ++fixed;
            CHECK(board.candidates(cell) == bitOf(board.value(cell)));
            continue;
        }
        Candidates allowed = allValues(geo.size);
        for (int peer : geo.peers[cell])
            if (board.value(peer) != 0) allowed &= ~bitOf(board.value(peer));
        REQUIRE(board.candidates(cell) == allowed);
        if (allowed == 0) ++empty;
        CHECK_FALSE(isSingle(allowed));
    }
    CHECK(board.fixedCount() == fixed);
    CHECK(board.emptyCount() == empty);
    for (int unit = 0; unit < 3 * geo.size; ++unit) {
        Candidates placed = 0, once = 0, twice = 0;
        for (int cell : geo.units[unit]) {
            if (board.value(cell) != 0) {
                CHECK_FALSE((placed & bitOf(board.value(cell))));  // never two equal values in a unit
                placed |= bitOf(board.value(cell));
                continue;
            }
            twice |= once & board.candidates(cell);
            once |= board.candidates(cell);
        }
        CHECK((once & ~twice & ~placed) == 0);  // no hidden single left behind
    }
}

}  // namespace

TEST_CASE("acs: propagation engine reaches the same fixed point as propagate()") {
    for (const auto& named : testing::namedPuzzles()) {
        CAPTURE(named.name);
        Grid expected;
        REQUIRE_FALSE(propagateGrid(named.puzzle, expected).contradiction);
        solvers::AntBoard board;
        board.load(named.puzzle);
        CHECK(board.values() == expected.values());
        checkFixedPoint(board, named.puzzle.geometry());
    }
}

TEST_CASE("acs: propagation engine keeps its fixed point through random placements") {
    // Random walks like an ant's (values drawn uniformly from the candidates), on a 9x9, a 16x16 and a
    // 25x25 puzzle: after every placement the incremental state must equal a from-scratch check.
    Rng rng(5);
    for (const char* name : {"inst9x9_30_0", "inst16x16_45_0", "inst25x25_45_0"}) {
        CAPTURE(name);
        const Grid puzzle = instance(name);
        solvers::AntBoard base, ant;
        base.load(puzzle);
        for (int walk = 0; walk < 3; ++walk) {
            ant.copyFrom(base);
            for (int cell = 0; cell < puzzle.cellCount(); ++cell) {
                if (!ant.isOpen(cell)) continue;
                Candidates c = ant.candidates(cell);
                for (auto skip = rng.below(static_cast<std::uint32_t>(countOf(c))); skip > 0; --skip) c &= c - 1;
                const int before = ant.fixedCount();
                const int propagated = ant.place(cell, lowestValue(c));
                CHECK(ant.fixedCount() == before + 1 + propagated);
                if (puzzle.order() < 5 || cell % 25 == 0) checkFixedPoint(ant, puzzle.geometry());
            }
            checkFixedPoint(ant, puzzle.geometry());
            CHECK(ant.fixedCount() + ant.emptyCount() == puzzle.cellCount());
        }
    }
}

TEST_CASE("acs: solves the named 9x9 puzzles") {
    for (const auto& named : testing::namedPuzzles()) {
        CAPTURE(named.name);
        auto solver = acs().create();
        solver->reset(named.puzzle, ParamSet(acs().params), 11);
        runFor(*solver, 30000);  // 3000 iterations; the hardest take a few hundred walks
        testing::requireSolvedRun(named.puzzle, *solver);
    }
}

TEST_CASE("acs: solves 16x16 instances and 25x25 ones") {
    for (const char* name : {"inst16x16_30_0", "inst16x16_40_0", "inst16x16_45_0", "inst16x16_45_1",
                             "inst16x16_50_0", "inst25x25_40_0", "inst25x25_45_0", "inst25x25_60_0",
                             "inst25x25_70_0"}) {
        CAPTURE(name);
        const Grid puzzle = instance(name);
        auto solver = acs().create();
        solver->reset(puzzle, ParamSet(acs().params), 3);
        runFor(*solver, 5000);
        REQUIRE(solver->status() == Status::Solved);
        CHECK(checkSolution(puzzle, solver->bestGrid()) == "");
    }
}

TEST_CASE("acs: solves generated 16x16 instances within a bounded number of walks") {
    // Lewis-style instances (random full grid, each cell kept with probability p) across the 16x16
    // difficulty range: none falls to propagation alone (each needs 1 to ~20 walks with these seeds);
    // the bound is generous.
    for (double keep : {0.3, 0.4, 0.45, 0.5}) {
        for (std::uint64_t seed = 1; seed <= 3; ++seed) {
            CAPTURE(keep);
            CAPTURE(seed);
            const Grid puzzle = generateFixedFraction(4, keep, seed);
            auto solver = acs().create();
            solver->reset(puzzle, ParamSet(acs().params), seed + 100);
            const std::uint64_t walks = runFor(*solver, 1000);
            REQUIRE(solver->status() == Status::Solved);
            CHECK(walks >= 1);
            CHECK(walks == solver->snapshot().work);
            CHECK(checkSolution(puzzle, solver->bestGrid()) == "");
            CHECK(checkSolution(puzzle, solver->snapshot().grid) == "");
        }
    }
}

TEST_CASE("acs: an empty grid of each order 2 to 5 is filled") {
    for (int order = 2; order <= 5; ++order) {
        CAPTURE(order);
        const Grid puzzle(order);
        auto solver = acs().create();
        solver->reset(puzzle, ParamSet(acs().params), 1);
        runFor(*solver, 20000);
        REQUIRE(solver->status() == Status::Solved);
        CHECK(checkSolution(puzzle, solver->bestGrid()) == "");
    }
}

TEST_CASE("acs: pheromone stays within [tau0, highest deposit adopted] and that is at most cells") {
    // Local update: convex combination with tau0; global update: with the best value, which is at least
    // 1 (> tau0) whenever used and at most the highest deposit adopted, itself at most
    // cells / (cells - (cells - 1)) = cells. So tau0 <= tau <= max deposit <= cells, up to rounding.
    for (const char* bve : {"0.005", "0"}) {
        CAPTURE(bve);
        const Grid puzzle = testing::namedPuzzles()[1].puzzle;  // platinumblond: a few hundred walks
        ParamSet params(acs().params);
        params.set("bve-rate", bve);
        auto solver = acs().create();
        solver->reset(puzzle, params, 21);
        const double cells = puzzle.cellCount();
        const double rate = std::stod(bve);
        double previousBest = 0, previousReplacements = 0;
        std::uint64_t previousIteration = 0;
        while (solver->status() == Status::Running && solver->snapshot().work < 3000) {
            solver->step(1);
            const Snapshot snap = solver->snapshot();
            const double tau0 = countersOf<AcsStats>(snap).tau0;
            CHECK(tau0 == doctest::Approx(1 / cells));
            CHECK(countersOf<AcsStats>(snap).tauMin >= tau0 * (1 - 1e-12));
            CHECK(countersOf<AcsStats>(snap).tauMax <=
                  std::max(tau0, countersOf<AcsStats>(snap).bestDepositEver) * (1 + 1e-12));
            CHECK(countersOf<AcsStats>(snap).bestDepositEver <= cells);
            if (snap.iteration != previousIteration) {
                // Best Value Evaporation: the best value ends each iteration as (1 - rate) times either
                // the previous one or a higher deposit that replaced it.
                const double best = countersOf<AcsStats>(snap).bestValue,
                             replacements = countersOf<AcsStats>(snap).bestReplacements;
                if (replacements == previousReplacements)
                    CHECK(best == doctest::Approx(previousBest * (1 - rate)));
                else
                    CHECK(best > previousBest * (1 - rate));
                if (rate == 0) CHECK(best >= previousBest);  // without BVE it never falls
                previousBest = best;
                previousReplacements = replacements;
                previousIteration = snap.iteration;
            }
        }
    }
}

TEST_CASE("acs: restart-after resets a stagnating colony and says so") {
    const Grid puzzle = instance("inst25x25_45_0");
    ParamSet params(acs().params);
    params.set("restart-after", "3");
    auto solver = acs().create();
    solver->reset(puzzle, params, 8);
    double restarts = 0;
    while (solver->status() == Status::Running && solver->snapshot().iteration < 80) {
        solver->step(10);  // one iteration per call: the snapshot sees the state right after its end
        const Snapshot snap = solver->snapshot();
        if (countersOf<AcsStats>(snap).restarts == restarts) continue;
        restarts = countersOf<AcsStats>(snap).restarts;
        CHECK(countersOf<AcsStats>(snap).tauMax == countersOf<AcsStats>(snap).tau0);
        CHECK(countersOf<AcsStats>(snap).bestValue == 0);
        const auto events = solver->eventsSince(0);
        REQUIRE_FALSE(events.empty());
        CHECK(events.back().kind == EventKind::Restart);
        CHECK(events.back().iteration == snap.iteration);
        CHECK(static_cast<double>(snap.restarts) == countersOf<AcsStats>(snap).restarts);
    }
    CHECK(restarts > 0);
    // Restarts keep the best grid found so far.
    CHECK(solver->bestGrid().isConsistent());
    CHECK(static_cast<int>(solver->snapshot().bestCost) == puzzle.cellCount() - solver->bestGrid().filledCount());
}

TEST_CASE("acs: one work unit is one ant walk, seven ants to an iteration") {
    // The budget contract itself is checked for every solver in tests/solver_contract_test.cpp.
    const Grid puzzle = instance("inst25x25_45_0");
    ParamSet params(acs().params);
    params.set("ants", "7");
    params.set("max-iterations", "40");
    auto solver = acs().create();
    solver->reset(puzzle, params, 4);
    std::uint64_t total = 0;
    for (std::uint64_t budget : {1, 2, 3, 5, 13, 1, 0, 4}) {
        total += solver->step(budget);
        const Snapshot snap = solver->snapshot();
        CHECK(countersOf<AcsStats>(snap).antWalks == static_cast<double>(total));
        if (snap.status == Status::Running) CHECK(snap.iteration == total / 7);
    }
}

TEST_CASE("acs: golden runs on AI Escargot and a 25x25; another seed, another path") {
    const Grid puzzle = testing::namedPuzzles()[0].puzzle;  // aiescargot
    // That the same seed gives the same run under any slicing is checked for every solver in
    // tests/solver_contract_test.cpp; here, the numbers of two particular runs.
    auto a = acs().create(), b = acs().create();
    a->reset(puzzle, ParamSet(acs().params), 2024);
    runFor(*a, 100000, 3);
    REQUIRE(a->status() == Status::Solved);
    // Golden numbers, measured natively: the wasm build must reproduce them exactly.
    const Snapshot snap = a->snapshot();
    CHECK(snap.work == 126u);
    CHECK(snap.iteration == 12u);
    CHECK(countersOf<AcsStats>(snap).decisions == 502);

    // A longer golden run, on a 25x25 (more draws and more floating-point updates to diverge on).
    const Grid large = instance("inst25x25_45_0");
    a->reset(large, ParamSet(acs().params), 5);
    runFor(*a, 5000);
    REQUIRE(a->status() == Status::Solved);
    CHECK(a->snapshot().work == 1155u);
    CHECK(countersOf<AcsStats>(a->snapshot()).decisions == 39697);

    // Another seed takes another path (checked on a 25x25, where two runs cannot plausibly agree).
    a->reset(large, ParamSet(acs().params), 1);
    b->reset(large, ParamSet(acs().params), 2);
    a->step(20);
    b->step(20);
    CHECK(a->snapshot().grid != b->snapshot().grid);
}

TEST_CASE("acs: snapshot shows origins, heat, costs and the best ant's moves") {
    const Grid puzzle = instance("inst25x25_45_0");
    auto solver = acs().create();
    solver->reset(puzzle, ParamSet(acs().params), 9);
    Grid propagated;
    propagateGrid(puzzle, propagated);
    solver->step(35);
    const Snapshot snap = solver->snapshot();
    REQUIRE(snap.status == Status::Running);
    REQUIRE(snap.origin.size() == static_cast<std::size_t>(puzzle.cellCount()));
    REQUIRE(snap.heat.size() == static_cast<std::size_t>(puzzle.cellCount()));
    CHECK(snap.grid.agreesWith(puzzle));
    CHECK(snap.grid.isConsistent());
    int searched = 0, empty = 0;
    for (int cell = 0; cell < puzzle.cellCount(); ++cell) {
        CAPTURE(cell);
        CHECK(snap.heat[cell] >= 0.0f);
        CHECK(snap.heat[cell] <= 1.0f);
        if (puzzle.isGiven(cell)) {
            CHECK(snap.origin[cell] == CellOrigin::Given);
        } else if (propagated.at(cell) != 0) {
            CHECK(snap.origin[cell] == CellOrigin::Propagated);
            CHECK(snap.grid.at(cell) == propagated.at(cell));
        } else if (snap.grid.at(cell) != 0) {
            CHECK(snap.origin[cell] == CellOrigin::Search);
            CHECK(snap.heat[cell] > 0.0f);
            ++searched;
        } else {
            CHECK(snap.origin[cell] == CellOrigin::Empty);
            CHECK(snap.heat[cell] == 0.0f);
            ++empty;
        }
    }
    CHECK(searched > 0);
    CHECK(snap.cost == empty);
    CHECK(snap.bestCost <= snap.cost);
    CHECK(snap.iteration == 3);
    REQUIRE_FALSE(snap.recentMoves.empty());
    for (const Move& move : snap.recentMoves) {
        CHECK(move.kind == MoveKind::Assign);
        CHECK(move.value >= 1);
        CHECK(propagated.at(move.cellA) == 0);  // a cell the colony decides
    }
    CHECK(countersOf<AcsStats>(snap).openCells == puzzle.cellCount() - propagated.filledCount());
    CHECK(countersOf<AcsStats>(snap).initialPropagationFixes == propagated.filledCount() - puzzle.filledCount());
    CHECK(countersOf<AcsStats>(snap).failedCells >= snap.cost);
    const Grid best = solver->bestGrid();
    CHECK(best.filledCount() == puzzle.cellCount() - static_cast<int>(snap.bestCost));
    CHECK(best.isConsistent());
}

TEST_CASE("acs: bad parameters and puzzles are refused with clear messages") {
    ParamSet params(acs().params);
    const std::string rho = errorOf([&] { params.set("rho", "1.5"); });
    CHECK(rho.find("rho") != std::string::npos);
    CHECK(rho.find("[0, 1]") != std::string::npos);
    const std::string ants = errorOf([&] { params.set("ants", "0"); });
    CHECK(ants.find("ants") != std::string::npos);
    CHECK(ants.find("[1, 1000]") != std::string::npos);
    CHECK(errorOf([&] { params.set("q0", "-0.1"); }).find("q0") != std::string::npos);
    CHECK(errorOf([&] { params.set("ants", "ten"); }).find("ants") != std::string::npos);
    CHECK(errorOf([&] { params.set("alpha", "1"); }).find("alpha") != std::string::npos);

    // Each parameter just outside its range and clashing givens: tests/solver_contract_test.cpp.
    auto solver = acs().create();

    // No two givens clash, but r1c9 has no value left: propagation proves there is no solution.
    Grid dead(3);
    for (int column = 0; column < 8; ++column) dead.setGivenValue(column, static_cast<Value>(column + 1));
    dead.setGivenValue(dead.geometry().cellAt(5, 8), 9);
    solver->reset(dead, ParamSet(acs().params), 1);
    CHECK(solver->status() == Status::Failed);
    CHECK(solver->snapshot().message.find("no solution") != std::string::npos);
    CHECK(solver->step(5) == 0);

    // max-iterations gives up with a reason.
    params = ParamSet(acs().params);
    params.set("max-iterations", "2");
    solver->reset(instance("inst25x25_45_0"), params, 1);
    runFor(*solver, 1000);
    CHECK(solver->status() == Status::GaveUp);
    CHECK(solver->snapshot().work == 20);
    CHECK(solver->snapshot().message.find("2 iterations") != std::string::npos);
}

}  // namespace acs_test_cases
