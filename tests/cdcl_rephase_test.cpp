// The clause learner's glue-driven restarts and rephasing (core/solvers/cdcl/cdcl_core.*, options
// glueRestarts, rephaseInterval and rephase): answers still agree with brute force, the policies do act
// (restarts, rephases counted), chunked stepping gives the run of one step, and `auto` exposes them.
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

// A named namespace, not an anonymous one: the unity build may put this file in one translation unit with
// cdcl_test.cpp, whose anonymous helpers have the same names.
namespace cdcl_rephase {

/// Alternating phases that switch, restart and rephase every few conflicts, so small formulas use all of it.
sat::CdclOptions busyPolicies(sat::Rephase rephase) {
    sat::CdclOptions options;
    options.restartBase = 2;
    options.stableAfter = 3;
    options.stableRestartBase = 3;
    options.glueRestarts = true;
    options.rephaseInterval = 2;
    options.rephase = rephase;
    return options;
}

}  // namespace cdcl_rephase

TEST_CASE("cdcl glue restarts and rephasing: random 3-SAT answers agree with brute force") {
    for (sat::Rephase rephase : {sat::Rephase::Best, sat::Rephase::Cycle}) {
        int rephasedRuns = 0;
        testing::checkRandomFormulas(60, 14, 52, cdcl_rephase::busyPolicies(rephase), [&](const CdclCore& core, bool) {
            rephasedRuns += core.stats().rephases > 0 ? 1 : 0;
        });
        CHECK(rephasedRuns > 5);  // enough runs rephased to mean something
    }
}

TEST_CASE("cdcl glue restarts and rephasing: a 25x25 solved and checked, chunked stepping gives the run of one step") {
    const Grid puzzle = testing::instance("inst25x25_45_0");
    const sat::SudokuEncoding encoding = sat::encodeSudoku(puzzle);
    sat::CdclOptions options;
    options.stableAfter = 50;
    options.glueRestarts = true;
    options.rephaseInterval = 20;
    options.rephase = sat::Rephase::Cycle;
    const auto runOf = [&](std::uint64_t chunk) {
        CdclCore core;
        REQUIRE(testing::solveFormula(core, encoding.formula, 7, chunk, options) == SatResult::Satisfiable);
        CHECK(checkSolution(puzzle, sat::decodeAssignment(encoding, core)).empty());
        const sat::CdclStats& stats = core.stats();
        return std::vector<std::uint64_t>{stats.conflicts, stats.decisions, stats.propagations, stats.restarts,
                                          stats.rephases};
    };
    const std::vector<std::uint64_t> big = runOf(100'000'000);
    CHECK(big == runOf(3));
    CHECK(big[3] > 0);  // it restarted
    CHECK(big[4] > 0);  // and rephased
}

TEST_CASE("auto: cdcl-restarts and cdcl-rephase reach the clause learner, and only when it takes part") {
    const Grid puzzle = testing::instance("inst25x25_45_0");
    for (const char* rephase : {"cdcl-rephase=best", "cdcl-rephase=cycle"}) {
        CAPTURE(rephase);
        auto member = testing::startedSolver(
            "auto", puzzle, {"members=cdcl", "cdcl-modes=alternate", "cdcl-restarts=glue", rephase}, 7);
        testing::finishRun(*member, 1000);
        REQUIRE(member->status() == Status::Solved);
        CHECK(checkSolution(puzzle, member->bestGrid()).empty());
    }
    const SolverInfo& info = requireSolver("auto");
    const ParamSet portfolio = testing::paramsWith(info, {"members=portfolio", "cdcl-rephase=best"});
    CHECK(testing::inputErrorOf([&] { validateParams(info, portfolio); }).find("cdcl-rephase") != std::string::npos);
    const ParamSet exact = testing::paramsWith(info, {"members=exact", "cdcl-restarts=glue"});
    CHECK(testing::inputErrorOf([&] { validateParams(info, exact); }).find("cdcl-restarts") != std::string::npos);
    const ParamSet all = testing::paramsWith(info, {"members=all", "cdcl-restarts=glue", "cdcl-rephase=cycle"});
    CHECK(testing::inputErrorOf([&] { validateParams(info, all); }).empty());
}

}  // namespace sudolab
