// The Hall-set propagator inside the CDCL engine (core/solvers/cdcl/cdcl_hall_sets.*, `cdcl-hall`): every
// explanation clause it makes is implied by the constraints (checked by brute force), the search stays
// exact (answers and solution counts those of the formula's models), and the run is the same however it
// is stepped.
#include <cstdint>
#include <string>
#include <vector>

#include "base/rng.hpp"
#include "cdcl_formulas.hpp"
#include "doctest.h"
#include "grid/validate.hpp"
#include "solver_checks.hpp"
#include "solvers/auto_stats.hpp"
#include "solvers/cdcl/cdcl_core.hpp"
#include "solvers/cdcl/cdcl_encode.hpp"
#include "solvers/cdcl/cdcl_hall_sets.hpp"
#include "test_data.hpp"

namespace sudolab::cdcl_hall_sets_test_cases {
namespace {

using sat::CdclCore;
using sat::Lit;
using sat::SatResult;
using Clauses = std::vector<std::vector<Lit>>;

/// A 4x4 puzzle of random givens placed one by one where they clash with no earlier given: solvable
/// or not, with several solutions or one.
Grid randomSmallPuzzle(std::uint64_t seed, int givens) {
    Rng rng(seed);
    Grid puzzle(2);
    for (int placed = 0, tries = 0; placed < givens && tries < 200; ++tries) {
        const int cell = static_cast<int>(rng.below(16));
        const auto value = static_cast<Value>(1 + rng.below(4));
        if (puzzle.at(cell) != 0 || (puzzle.candidates(cell) & bitOf(value)) == 0) continue;
        puzzle.setGivenValue(cell, value);
        ++placed;
    }
    return puzzle;
}

/// Every valid full 4x4 grid (288), by trying each value in each cell in turn.
std::vector<Grid> allFullGrids() {
    std::vector<Grid> grids;
    Grid grid(2);
    const auto fill = [&](auto&& self, int cell) -> void {
        if (cell == grid.cellCount()) {
            grids.push_back(grid);
            return;
        }
        for (Candidates rest = grid.candidates(cell); rest != 0; rest &= rest - 1) {
            grid.set(cell, lowestValue(rest));
            self(self, cell + 1);
            grid.set(cell, 0);
        }
    };
    fill(fill, 0);
    return grids;
}

/// The encoding's variables as the full grid sets them: each true iff its cell holds its value.
std::vector<bool> assignmentOf(const sat::SudokuEncoding& encoding, const Grid& full) {
    std::vector<bool> values;
    for (int var = 0; var < encoding.formula.varCount; ++var)
        values.push_back(full.at(encoding.varCell[static_cast<std::size_t>(var)]) ==
                         encoding.varValue[static_cast<std::size_t>(var)]);
    return values;
}

bool holdsIn(const std::vector<Lit>& clause, const std::vector<bool>& assignment) {
    for (Lit lit : clause)
        if (assignment[static_cast<std::size_t>(sat::varOf(lit))] != ((lit & 1u) != 0)) return true;
    return false;
}

/// True if the assignment satisfies the formula's clauses and at-most-one groups.
bool satisfiesAll(const sat::Formula& formula, const std::vector<bool>& assignment) {
    for (const auto& clause : formula.clauses)
        if (!holdsIn(clause, assignment)) return false;
    for (const auto& group : formula.atMostOne) {
        int count = 0;
        for (int var : group) count += assignment[static_cast<std::size_t>(var)] ? 1 : 0;
        if (count > 1) return false;
    }
    return true;
}

/// Runs the engine with the propagator to its end, logging the explanations.
SatResult solveWithHall(const sat::SudokuEncoding& encoding, const sat::Formula& formula, int maxSize,
                        std::uint64_t seed, Clauses* log, std::uint64_t chunk = 1000) {
    sat::HallSetPropagator hall;
    hall.reset(encoding, maxSize);
    hall.setExplanationLog(log);
    CdclCore core;
    core.reset(formula, sat::CdclOptions{}, seed, &hall);
    std::uint64_t total = 0;
    while (core.result() == SatResult::Unknown && total < 10'000'000) total += core.step(chunk);
    return core.result();
}

/// Solutions found by solving again and again, each time with a clause that excludes the last model
/// (maxGlue: the propagator's bound on its explanations' levels, 0 = none).
int countByBlocking(const sat::SudokuEncoding& encoding, int maxSize, std::uint32_t maxGlue = 0) {
    sat::Formula formula = encoding.formula;
    for (int count = 0; count < 1000; ++count) {
        sat::HallSetPropagator hall;
        CdclCore core;
        if (maxSize > 0) hall.reset(encoding, maxSize, maxGlue);
        core.reset(formula, sat::CdclOptions{}, 5, maxSize > 0 ? &hall : nullptr);
        while (core.result() == SatResult::Unknown) core.step(1000);
        if (core.result() == SatResult::Unsatisfiable) return count;
        std::vector<Lit> block;
        for (int var = 0; var < formula.varCount; ++var)
            if (core.isTrue(var)) block.push_back(sat::makeLit(var, true));
        formula.clauses.push_back(block);
    }
    return -1;
}

/// True if, for a unit that holds all the clause's cells, no filling of it (each open cell one of its
/// candidates, all different) makes every literal of the clause false: that unit's alldifferent implies it.
bool impliedByItsUnit(const sat::SudokuEncoding& encoding, const std::vector<Lit>& clause) {
    const Geometry& geometry = encoding.fixed.geometry();
    const auto cellOf = [&](Lit lit) { return encoding.varCell[static_cast<std::size_t>(sat::varOf(lit))]; };
    const auto valueOf = [&](Lit lit) { return encoding.varValue[static_cast<std::size_t>(sat::varOf(lit))]; };
    bool inOneUnit = false;
    for (int unit : geometry.unitsOfCell[static_cast<std::size_t>(cellOf(clause[0]))]) {
        const std::vector<int>& cells = geometry.units[static_cast<std::size_t>(unit)];
        bool holdsAll = true;
        for (Lit lit : clause) holdsAll = holdsAll && std::find(cells.begin(), cells.end(), cellOf(lit)) != cells.end();
        if (!holdsAll) continue;
        inOneUnit = true;
        // Falsifying the clause: each negative literal's cell takes its value, no positive literal's does.
        std::vector<Candidates> allowed(static_cast<std::size_t>(geometry.cellCount), 0);
        for (int var = 0; var < encoding.formula.varCount; ++var)
            allowed[static_cast<std::size_t>(encoding.varCell[static_cast<std::size_t>(var)])] |=
                bitOf(encoding.varValue[static_cast<std::size_t>(var)]);
        for (Lit lit : clause) {
            Candidates& cell = allowed[static_cast<std::size_t>(cellOf(lit))];
            cell = (lit & 1u) ? cell & bitOf(valueOf(lit)) : cell & ~bitOf(valueOf(lit));
        }
        std::vector<int> open;
        for (int cell : cells)
            if (encoding.fixed.at(cell) == 0) open.push_back(cell);
        // Depth first: a filling of the open cells with distinct allowed values is a counterexample.
        const auto fill = [&](auto&& self, std::size_t k, Candidates used) -> bool {
            if (k == open.size()) return true;
            for (Candidates rest = allowed[static_cast<std::size_t>(open[k])] & ~used; rest != 0; rest &= rest - 1)
                if (self(self, k + 1, used | (rest & -rest))) return true;
            return false;
        };
        if (!fill(fill, 0, 0)) return true;
    }
    CHECK(inOneUnit);
    return false;
}

}  // namespace

TEST_CASE("cdcl hall sets: every explanation of 4x4 runs holds in every solution (brute force), counts unchanged") {
    // The formula's models are the puzzle's solutions: the full grids (all 288) that keep its givens.
    const std::vector<Grid> fullGrids = allFullGrids();
    REQUIRE(fullGrids.size() == 288);
    std::size_t explanations = 0, unsolvable = 0, counted = 0, several = 0;
    for (std::uint64_t seed = 1; seed <= 60; ++seed) {
        const Grid puzzle = randomSmallPuzzle(seed, static_cast<int>(seed % 7));
        // Without the root filter: the search then meets Hall sets the filter would have removed at once.
        const sat::SudokuEncoding encoding = sat::encodeSudoku(puzzle, sat::RootFilter::Givens);
        std::vector<std::vector<bool>> models;
        for (const Grid& full : fullGrids)
            if (full.agreesWith(puzzle)) models.push_back(assignmentOf(encoding, full));
        for (const auto& model : models) REQUIRE(satisfiesAll(encoding.formula, model));
        unsolvable += models.empty() ? 1 : 0;
        for (int maxSize : {2, 3}) {
            Clauses log;
            const SatResult result = solveWithHall(encoding, encoding.formula, maxSize, seed, &log);
            CHECK(result == (models.empty() ? SatResult::Unsatisfiable : SatResult::Satisfiable));
            for (const std::vector<Lit>& clause : log)
                for (const auto& model : models) REQUIRE(holdsIn(clause, model));
            explanations += log.size();
            if (models.size() <= 48) CHECK(countByBlocking(encoding, maxSize) == static_cast<int>(models.size()));
        }
        // Counting re-solves once per solution: the puzzles with many (up to 288) would take seconds.
        if (models.size() > 48) continue;
        CHECK(countByBlocking(encoding, 0) == static_cast<int>(models.size()));
        CHECK(countByBlocking(encoding, 3, 1) == static_cast<int>(models.size()));  // sets left unused: still exact
        ++counted;
        several += models.size() >= 2 ? 1 : 0;
    }
    CHECK(counted >= 30);
    CHECK(several >= 10);
    CHECK(unsolvable > 0);
    CHECK(explanations > 20);  // the propagator had something to explain, so the checks above mean something
}

TEST_CASE("cdcl hall sets: 9x9 explanations are implied by their unit's alldifferent; answers checked") {
    std::vector<Grid> puzzles;
    for (const auto& named : testing::namedPuzzles()) puzzles.push_back(named.puzzle);
    for (const char* name : {"inst9x9_30_0", "inst9x9_40_0", "inst9x9_50_1"})
        puzzles.push_back(testing::instance(name));
    std::size_t explanations = 0;
    for (const Grid& puzzle : puzzles) {
        const sat::SudokuEncoding encoding = sat::encodeSudoku(puzzle, sat::RootFilter::Givens);
        for (int maxSize : {2, 4}) {
            Clauses log;
            sat::HallSetPropagator hall;
            hall.reset(encoding, maxSize);
            hall.setExplanationLog(&log);
            CdclCore core;
            core.reset(encoding.formula, sat::CdclOptions{}, 3, &hall);
            while (core.result() == SatResult::Unknown) core.step(1000);
            REQUIRE(core.result() == SatResult::Satisfiable);
            CHECK(checkSolution(puzzle, sat::decodeAssignment(encoding, core)).empty());
            for (std::size_t k = 0; k < log.size() && k < 400; ++k) REQUIRE(impliedByItsUnit(encoding, log[k]));
            explanations += log.size();
        }
    }
    CHECK(explanations > 100);
    const Grid wrong = testing::withWrongGiven(testing::namedPuzzle("aiescargot"));
    const sat::SudokuEncoding plain = sat::encodeSudoku(wrong, sat::RootFilter::Givens);
    Clauses log;
    CHECK(solveWithHall(plain, plain.formula, 3, 1, &log) == SatResult::Unsatisfiable);
    for (const std::vector<Lit>& clause : log) REQUIRE(impliedByItsUnit(plain, clause));
}

TEST_CASE(
    "cdcl hall sets: a 25x25 solved through auto, the same run however stepped, and refused without the learner") {
    const Grid puzzle = testing::instance("inst25x25_45_0");
    const auto runOf = [&](std::uint64_t chunk) {
        auto solver = testing::startedSolver("auto", puzzle, {"members=cdcl", "cdcl-hall=triples"}, 7);
        testing::finishRun(*solver, chunk);
        REQUIRE(solver->status() == Status::Solved);
        CHECK(checkSolution(puzzle, solver->bestGrid()).empty());
        const Snapshot snap = solver->snapshot();
        const auto& stats = countersOf<solvers::AutoStats>(snap);
        return std::vector<std::uint64_t>{snap.work, static_cast<std::uint64_t>(stats.cdclConflicts),
                                          static_cast<std::uint64_t>(stats.cdclPropagations)};
    };
    const std::vector<std::uint64_t> big = runOf(100'000'000);
    CHECK(big == runOf(3));
    const sat::SudokuEncoding encoding = sat::encodeSudoku(puzzle);
    sat::HallSetPropagator hall;
    hall.reset(encoding, 3);
    CdclCore core;
    core.reset(encoding.formula, sat::CdclOptions{}, 7, &hall);
    while (core.result() == SatResult::Unknown) core.step(1000);
    CHECK(core.stats().externalImplied > 0);
    CHECK(hall.stats().nakedSets + hall.stats().hiddenSets > 0);
    CHECK(hall.stats().skippedSets == 0);
    // With a bound on the explanations' levels some sets are left unused; the answer stays right.
    sat::HallSetPropagator bounded;
    bounded.reset(encoding, 3, 2);
    CdclCore boundedCore;
    boundedCore.reset(encoding.formula, sat::CdclOptions{}, 7, &bounded);
    while (boundedCore.result() == SatResult::Unknown) boundedCore.step(1000);
    REQUIRE(boundedCore.result() == SatResult::Satisfiable);
    CHECK(checkSolution(puzzle, sat::decodeAssignment(encoding, boundedCore)).empty());
    CHECK(bounded.stats().skippedSets > 0);
    const SolverInfo& info = requireSolver("auto");
    const ParamSet portfolio = testing::paramsWith(info, {"members=portfolio", "cdcl-hall=pairs"});
    CHECK(testing::inputErrorOf([&] { validateParams(info, portfolio); }).find("cdcl-hall") != std::string::npos);
}

}  // namespace sudolab::cdcl_hall_sets_test_cases
