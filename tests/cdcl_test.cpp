// The CDCL engine (core/solvers/cdcl_core.*), its Sudoku encoding and `auto`'s clause-learning member:
// answers checked against brute force and against the puzzles' rules, proofs of unsatisfiability,
// determinism and resumable stepping.
#include <cstdint>
#include <string>
#include <vector>

#include "cdcl_formulas.hpp"
#include "doctest.h"
#include "grid/validate.hpp"
#include "solver_checks.hpp"
#include "solvers/auto_stats.hpp"
#include "solvers/cdcl/cdcl_core.hpp"
#include "solvers/cdcl/cdcl_encode.hpp"
#include "test_data.hpp"

namespace sudolab {
namespace {

using sat::CdclCore;
using sat::Formula;
using sat::Lit;
using sat::makeLit;
using sat::SatResult;
using solvers::AutoStats;
using testing::checkRandomFormulas;
using testing::modelOf;
using testing::satisfies;
using testing::solveFormula;
using testing::startedSolver;

/// Pigeons into holes: pigeon p in hole h is variable p*holes + h. Each pigeon sits somewhere; each
/// hole holds at most one pigeon, as pairwise clauses or as at-most-one groups.
Formula pigeonhole(int pigeons, int holes, bool groups) {
    Formula formula;
    formula.varCount = pigeons * holes;
    for (int p = 0; p < pigeons; ++p) {
        std::vector<Lit> somewhere;
        for (int h = 0; h < holes; ++h) somewhere.push_back(makeLit(p * holes + h));
        formula.clauses.push_back(somewhere);
    }
    for (int h = 0; h < holes; ++h) {
        std::vector<int> hole;
        for (int p = 0; p < pigeons; ++p) hole.push_back(p * holes + h);
        if (groups) {
            formula.atMostOne.push_back(hole);
            continue;
        }
        for (std::size_t a = 0; a < hole.size(); ++a)
            for (std::size_t b = a + 1; b < hole.size(); ++b)
                formula.clauses.push_back({makeLit(hole[a], true), makeLit(hole[b], true)});
    }
    return formula;
}

}  // namespace

TEST_CASE("cdcl: pigeonhole 5 -> 4 is unsatisfiable, with pairwise clauses and with at-most-one groups") {
    for (bool groups : {false, true}) {
        CAPTURE(groups);
        CdclCore core;
        CHECK(solveFormula(core, pigeonhole(5, 4, groups)) == SatResult::Unsatisfiable);
        CHECK(core.stats().conflicts > 0);  // derived by learning, not by the input units
        CdclCore fits;
        REQUIRE(solveFormula(fits, pigeonhole(4, 4, groups)) == SatResult::Satisfiable);
        CHECK(satisfies(pigeonhole(4, 4, groups), modelOf(fits)));
    }
}

TEST_CASE("cdcl: random 3-SAT with groups agrees with brute force over every assignment") {
    constexpr int kVars = 12;
    int sat = 0, unsat = 0;
    checkRandomFormulas(60, kVars, 44, {}, [&](const CdclCore&, bool exists) { (exists ? sat : unsat) += 1; });
    CHECK(sat > 5);  // the sample covers both answers
    CHECK(unsat > 5);
}

/// Options that switch between focused and stable phases after every few conflicts, restarting often
/// in both, so small formulas exercise every path of the stable phases (scores, heap, target phases).
sat::CdclOptions busyModes() {
    sat::CdclOptions options;
    options.restartBase = 2;
    options.stableAfter = 2;
    options.stableRestartBase = 3;
    return options;
}

TEST_CASE("cdcl stable phases: pigeonhole and random 3-SAT answers agree with brute force") {
    for (bool groups : {false, true}) {
        CdclCore core;
        CHECK(solveFormula(core, pigeonhole(6, 5, groups), 1, 1000, busyModes()) == SatResult::Unsatisfiable);
        CHECK(core.stats().stablePhases > 0);  // the proof went through stable phases
    }
    int stableRuns = 0;
    checkRandomFormulas(60, 12, 44, busyModes(),
                        [&](const CdclCore& core, bool) { stableRuns += core.stats().stablePhases > 0 ? 1 : 0; });
    CHECK(stableRuns > 10);  // enough of them reached a stable phase to mean something
}

TEST_CASE("cdcl stable phases: a 25x25 solved and checked, chunked stepping gives the run of one step") {
    const Grid puzzle = testing::instance("inst25x25_45_0");
    const sat::SudokuEncoding encoding = sat::encodeSudoku(puzzle);
    sat::CdclOptions options;
    options.stableAfter = 50;
    const auto runOf = [&](std::uint64_t chunk) {
        CdclCore core;
        REQUIRE(solveFormula(core, encoding.formula, 7, chunk, options) == SatResult::Satisfiable);
        CHECK(checkSolution(puzzle, sat::decodeAssignment(encoding, core)).empty());
        const sat::CdclStats& stats = core.stats();
        return std::vector<std::uint64_t>{stats.conflicts, stats.decisions, stats.propagations, stats.stablePhases};
    };
    const std::vector<std::uint64_t> big = runOf(100'000'000);
    CHECK(big == runOf(3));
    CHECK(big[3] > 0);  // the run alternated
    auto member = startedSolver("auto", puzzle, {"members=cdcl", "cdcl-modes=alternate"}, 7);
    testing::finishRun(*member, 1000);
    REQUIRE(member->status() == Status::Solved);
    CHECK(checkSolution(puzzle, member->bestGrid()).empty());
}

TEST_CASE("cdcl: empty clause and contradicting units are unsatisfiable at once") {
    Formula empty;
    empty.varCount = 2;
    empty.clauses = {{makeLit(0)}, {}};
    CdclCore core;
    CHECK(solveFormula(core, empty) == SatResult::Unsatisfiable);
    Formula units;
    units.varCount = 1;
    units.clauses = {{makeLit(0)}, {makeLit(0, true)}};
    CHECK(solveFormula(core, units) == SatResult::Unsatisfiable);
    CHECK(core.stats().decisions == 0);
}

TEST_CASE("cdcl member: hard 9x9s, 16x16 and 25x25 instances solved and checked") {
    std::vector<Grid> puzzles;
    for (const auto& named : testing::namedPuzzles()) puzzles.push_back(named.puzzle);
    for (const char* name : {"inst16x16_45_0", "inst16x16_45_1", "inst25x25_45_0", "inst25x25_40_0"})
        puzzles.push_back(testing::instance(name));
    for (const Grid& puzzle : puzzles) {
        auto solver = startedSolver("auto", puzzle, {"members=cdcl"});
        testing::finishRun(*solver, 1000);
        REQUIRE(solver->status() == Status::Solved);
        CHECK(checkSolution(puzzle, solver->bestGrid()).empty());
        const Snapshot snap = solver->snapshot();
        CHECK(countersOf<AutoStats>(snap).solvedBy == 3);
        CHECK(snap.message.find("clause learning") != std::string::npos);
        CHECK(countersOf<AutoStats>(snap).cdclUnits == static_cast<double>(snap.work));
    }
}

TEST_CASE("cdcl: an unsolvable puzzle is proven, by the engine alone and by the member") {
    const Grid puzzle = testing::withWrongGiven(testing::namedPuzzle("aiescargot"));
    // The plain direct encoding (no root filter): the proof is the engine's conflict at level 0.
    const sat::SudokuEncoding plain = sat::encodeSudoku(puzzle, sat::RootFilter::Givens);
    REQUIRE_FALSE(plain.unsolvable);
    CdclCore core;
    CHECK(solveFormula(core, plain.formula) == SatResult::Unsatisfiable);
    auto solver = startedSolver("auto", puzzle, {"members=cdcl"});
    testing::finishRun(*solver, 100);
    CHECK(solver->status() == Status::Failed);
    CHECK(solver->snapshot().message.find("no solution") != std::string::npos);
}

TEST_CASE("cdcl: the encoding keeps the givens and makes variables only for open candidates") {
    const Grid puzzle = testing::instance("inst16x16_45_0");
    for (auto filter : {sat::RootFilter::Givens, sat::RootFilter::Domain}) {
        const sat::SudokuEncoding encoding = sat::encodeSudoku(puzzle, filter);
        int candidates = 0;
        for (int cell = 0; cell < puzzle.cellCount(); ++cell)
            if (puzzle.at(cell) == 0) candidates += countOf(puzzle.candidates(cell));
        CHECK(encoding.formula.varCount <= candidates);
        CHECK(encoding.fixed.agreesWith(puzzle));
        for (int var = 0; var < encoding.formula.varCount; ++var) {
            const int cell = encoding.varCell[static_cast<std::size_t>(var)];
            CHECK(puzzle.at(cell) == 0);
            CHECK((puzzle.candidates(cell) & bitOf(encoding.varValue[static_cast<std::size_t>(var)])) != 0);
        }
        if (filter == sat::RootFilter::Givens) CHECK(encoding.formula.varCount == candidates);
    }
}

TEST_CASE("cdcl: same seed, same run; chunked stepping gives the run of one big step") {
    const Grid puzzle = testing::instance("inst25x25_45_0");
    const auto runOf = [&](std::uint64_t seed, std::uint64_t chunk) {
        auto solver = startedSolver("auto", puzzle, {"members=cdcl"}, seed);
        testing::finishRun(*solver, chunk);
        const Snapshot snap = solver->snapshot();
        const AutoStats& stats = countersOf<AutoStats>(snap);
        return std::vector<std::uint64_t>{snap.grid == solver->bestGrid() ? 1u : 0u, snap.work, stats.cdclConflicts,
                                          stats.cdclDecisions, stats.cdclPropagations};
    };
    const std::vector<std::uint64_t> big = runOf(7, 100'000'000);
    CHECK(big == runOf(7, 100'000'000));
    CHECK(big == runOf(7, 3));
    CHECK(big[2] > 0);  // the instance needs conflicts, so the comparison covers learning and backjumps
}

TEST_CASE("cdcl: golden run, the same natively and in wasm") {
    // Recorded from the native build; integer heuristics and the project's RNG make wasm match it.
    auto solver = startedSolver("auto", testing::instance("inst25x25_45_0"), {"members=cdcl"}, 7);
    testing::finishRun(*solver, 1000);
    const Snapshot snap = solver->snapshot();
    CHECK(snap.work == 4767);
    CHECK(countersOf<AutoStats>(snap).cdclConflicts == 822);
    CHECK(countersOf<AutoStats>(snap).cdclDecisions == 3944);
    CHECK(countersOf<AutoStats>(snap).cdclPropagations == 190623);
    CHECK(countersOf<AutoStats>(snap).cdclVariables == 1923);
}

TEST_CASE("cdcl: the engine's work unit is one conflict or one decision") {
    const sat::SudokuEncoding encoding = sat::encodeSudoku(testing::instance("inst25x25_40_0"));
    CdclCore core;
    core.reset(encoding.formula, sat::CdclOptions{}, 3);
    std::uint64_t work = 0;
    while (core.result() == SatResult::Unknown) work += core.step(17);
    // The last unit found the model (no decision left) or the conflict at level 0.
    CHECK(work == core.stats().conflicts + core.stats().decisions + 1);
    CHECK(core.result() == SatResult::Satisfiable);
    CHECK(core.step(10) == 0);
}

TEST_CASE("auto exact+cdcl: the exact member leads, clause learning finishes hard ones; proofs from either") {
    const Grid easy = testing::instance("inst16x16_45_0");
    auto quick = startedSolver("auto", easy, {"members=exact+cdcl"});
    testing::finishRun(*quick, 64);
    REQUIRE(quick->status() == Status::Solved);
    CHECK(countersOf<AutoStats>(quick->snapshot()).cdclUnits == 0);  // solved inside the exact member's first slice
    const Grid hard = testing::instance("inst25x25_45_0");
    auto both = startedSolver("auto", hard, {"members=exact+cdcl", "exact-slice=1", "cdcl-slice=50", "cdcl-after=0"});
    testing::finishRun(*both, 1000);
    REQUIRE(both->status() == Status::Solved);
    CHECK(checkSolution(hard, both->bestGrid()).empty());
    const Snapshot snap = both->snapshot();
    CHECK(countersOf<AutoStats>(snap).exactNodes + countersOf<AutoStats>(snap).cdclUnits ==
          static_cast<double>(snap.work));
    const Grid puzzle = testing::withWrongGiven(testing::namedPuzzle("aiescargot"));
    auto proof = startedSolver("auto", puzzle, {"members=exact+cdcl"});
    testing::finishRun(*proof, 100);
    CHECK(proof->status() == Status::Failed);
}

TEST_CASE("auto: settings of a member left out are refused") {
    const ParamSet cdclAlone = testing::paramsWith(requireSolver("auto"), {"members=cdcl", "propagation=hall"});
    CHECK(testing::inputErrorOf([&] { validateParams(requireSolver("auto"), cdclAlone); }).find("propagation") !=
          std::string::npos);
    const ParamSet slice = testing::paramsWith(requireSolver("auto"), {"members=portfolio", "cdcl-slice=9"});
    CHECK(testing::inputErrorOf([&] { validateParams(requireSolver("auto"), slice); }).find("cdcl-slice") !=
          std::string::npos);
    const ParamSet exactSlice = testing::paramsWith(requireSolver("auto"), {"members=exact+cdcl", "exact-slice=9"});
    CHECK(testing::inputErrorOf([&] { validateParams(requireSolver("auto"), exactSlice); }).empty());
    const ParamSet noColony = testing::paramsWith(requireSolver("auto"), {"members=exact+cdcl", "acs-slice=9"});
    CHECK(testing::inputErrorOf([&] { validateParams(requireSolver("auto"), noColony); }).find("acs-slice") !=
          std::string::npos);
    const ParamSet three =
        testing::paramsWith(requireSolver("auto"), {"members=all", "exact-slice=9", "acs-slice=9", "cdcl-slice=9"});
    CHECK(testing::inputErrorOf([&] { validateParams(requireSolver("auto"), three); }).empty());
}

TEST_CASE("auto members=all: the three members share the budget in rounds") {
    const Grid puzzle = testing::instance("inst25x25_45_0");
    auto solver = startedSolver("auto", puzzle,
                                {"members=all", "exact-slice=5", "acs-slice=1", "cdcl-slice=20", "cdcl-after=0"}, 2);
    testing::finishRun(*solver, 13);
    REQUIRE(solver->status() == Status::Solved);
    CHECK(checkSolution(puzzle, solver->bestGrid()).empty());
    const Snapshot snap = solver->snapshot();
    const double exact = countersOf<AutoStats>(snap).exactNodes, walks = countersOf<AutoStats>(snap).antWalks;
    const double units = countersOf<AutoStats>(snap).cdclUnits, rounds = countersOf<AutoStats>(snap).rounds;
    CHECK(exact + walks + units == static_cast<double>(snap.work));
    // Round r (from 0) ends after 5 nodes, 1 walk and 20 units each; the run stops inside round `rounds`.
    CHECK(exact <= 5 * (rounds + 1));
    CHECK(exact >= 5 * rounds);
    CHECK(units <= 20 * (rounds + 1));
    CHECK(units >= 20 * rounds);
    CHECK(walks >= rounds);
}

}  // namespace sudolab

namespace sudolab {

TEST_CASE("auto: clause learning joins after cdcl-after units of the other members, and is built only then") {
    const Grid puzzle = testing::instance("inst25x25_45_0");
    auto early = startedSolver("auto", puzzle, {"members=all", "cdcl-after=100000"}, 2);
    testing::finishRun(*early, 97);
    REQUIRE(early->status() == Status::Solved);
    CHECK(countersOf<AutoStats>(early->snapshot()).cdclUnits == 0);
    CHECK(countersOf<AutoStats>(early->snapshot()).cdclVariables == 0);  // never built
    for (const char* members : {"members=all", "members=exact+cdcl"}) {
        CAPTURE(members);
        auto late = startedSolver("auto", puzzle, {members, "exact-slice=7", "cdcl-slice=9", "cdcl-after=40"}, 2);
        std::uint64_t others = 0;
        while (late->status() == Status::Running) {
            late->step(1);
            const Snapshot snap = late->snapshot();
            if (countersOf<AutoStats>(snap).cdclUnits == 0) {
                others = static_cast<std::uint64_t>(countersOf<AutoStats>(snap).exactNodes +
                                                    countersOf<AutoStats>(snap).antWalks);
                CHECK(countersOf<AutoStats>(snap).cdclVariables == 0);
            }
        }
        REQUIRE(late->status() == Status::Solved);
        CHECK(countersOf<AutoStats>(late->snapshot()).cdclUnits > 0);  // it joined
        CHECK(others >= 40);                                     // and not before its time
        CHECK(countersOf<AutoStats>(late->snapshot()).cdclVariables > 0);
    }
}

}  // namespace sudolab
