// The clause learner's tier-2 reduction (core/solvers/cdcl/cdcl_core.*, option tier2Glue; `auto -p
// cdcl-reduce=tiers`): answers still agree with brute force when reductions are frequent, tier 2 first
// acts at a reduction and keeps more clauses there, chunked stepping gives the run of one step, and `auto` exposes it
// only where the learner takes part.
#include <cstdint>
#include <string>
#include <vector>

#include "cdcl_formulas.hpp"
#include "doctest.h"
#include "grid/validate.hpp"
#include "solver_checks.hpp"
#include "solvers/cdcl/cdcl_core.hpp"
#include "solvers/cdcl/cdcl_encode.hpp"
#include "test_data.hpp"

namespace sudolab {

using sat::CdclCore;
using sat::SatResult;

// A named namespace (the unity build may join this file with other cdcl tests).
namespace cdcl_reduce {

/// Reductions every few learned clauses, so that small formulas reduce often; tier 2 on or off.
sat::CdclOptions frequentReductions(bool tiers) {
    sat::CdclOptions options;
    options.restartBase = 2;
    options.reduceFirst = 4;
    options.reduceStep = 1;
    options.tier2Glue = tiers ? 6 : 0;
    return options;
}

}  // namespace cdcl_reduce

TEST_CASE("cdcl tier-2 reduction: random 3-SAT answers agree with brute force") {
    int reducedRuns = 0;
    testing::checkRandomFormulas(80, 14, 52, cdcl_reduce::frequentReductions(true), [&](const CdclCore& core, bool) {
        reducedRuns += core.stats().reductions > 0 ? 1 : 0;
    });
    CHECK(reducedRuns > 10);  // enough runs reduced to mean something
}

TEST_CASE("cdcl tier-2 reduction: it acts first at a reduction, keeping more clauses; same run when chunked") {
    const Grid puzzle = testing::instance("inst25x25_45_0");
    const sat::SudokuEncoding encoding = sat::encodeSudoku(puzzle);
    sat::CdclOptions glue;
    glue.reduceFirst = 60;
    glue.reduceStep = 20;
    sat::CdclOptions tiers = glue;
    tiers.tier2Glue = 6;
    // Unit by unit side by side: the runs are the same until a reduction where tier 2 spares a clause.
    CdclCore a, b;
    a.reset(encoding.formula, glue, 3);
    b.reset(encoding.formula, tiers, 3);
    const auto state = [](const CdclCore& core) {
        const sat::CdclStats& stats = core.stats();
        return std::vector<std::uint64_t>{stats.conflicts, stats.decisions,  stats.propagations,
                                          stats.deleted,   stats.reductions, core.learnedCount()};
    };
    std::uint64_t reductionsBefore = 0;
    while (state(a) == state(b) && a.result() == SatResult::Unknown) {
        reductionsBefore = a.stats().reductions;
        a.step(1);
        b.step(1);
    }
    REQUIRE(a.result() == SatResult::Unknown);            // they parted before the end
    CHECK(a.stats().reductions == reductionsBefore + 1);  // at a reduction
    CHECK(b.stats().reductions == reductionsBefore + 1);
    CHECK(b.learnedCount() > a.learnedCount());  // where tier 2 spared clauses
    const auto runOf = [&](std::uint64_t chunk) {
        CdclCore core;
        REQUIRE(testing::solveFormula(core, encoding.formula, 3, chunk, tiers) == SatResult::Satisfiable);
        CHECK(checkSolution(puzzle, sat::decodeAssignment(encoding, core)).empty());
        return state(core);
    };
    CHECK(runOf(100'000'000) == runOf(3));
}

TEST_CASE("auto: cdcl-reduce reaches the clause learner, and only when it takes part") {
    const Grid puzzle = testing::instance("inst25x25_45_0");
    auto member = testing::startedSolver("auto", puzzle, {"members=cdcl", "cdcl-reduce=tiers"}, 7);
    testing::finishRun(*member, 1000);
    REQUIRE(member->status() == Status::Solved);
    CHECK(checkSolution(puzzle, member->bestGrid()).empty());
    const SolverInfo& info = requireSolver("auto");
    const ParamSet portfolio = testing::paramsWith(info, {"members=portfolio", "cdcl-reduce=tiers"});
    CHECK(testing::inputErrorOf([&] { validateParams(info, portfolio); }).find("cdcl-reduce") != std::string::npos);
    const ParamSet all = testing::paramsWith(info, {"members=all", "cdcl-reduce=tiers"});
    CHECK(testing::inputErrorOf([&] { validateParams(info, all); }).empty());
}

}  // namespace sudolab
