// The clause learner in stable mode only (core/solvers/cdcl/cdcl_core.*, option stableOnly): answers agree with
// brute force with and without rephasing and chronological backtracking, the run never leaves stable mode,
// chunked stepping gives the run of one step on a 25x25, and `auto` takes `cdcl-modes=stable`.
#include <string>

#include "cdcl_formulas.hpp"
#include "doctest.h"
#include "grid/validate.hpp"
#include "solver_checks.hpp"
#include "solvers/cdcl/cdcl_core.hpp"
#include "test_data.hpp"

namespace sudolab {

using sat::CdclCore;

// A named namespace, not an anonymous one: the unity build may put this file in one translation unit with
// the other cdcl tests, whose anonymous helpers have the same names.
namespace cdcl_stable {

/// Stable mode only, restarting and (if asked) rephasing and backtracking chronologically every few conflicts.
sat::CdclOptions stableOnly(bool rephase, bool chrono) {
    sat::CdclOptions options;
    options.stableOnly = true;
    options.stableRestartBase = 3;
    options.rephaseInterval = rephase ? 3 : 0;
    options.chronoLevels = chrono ? 1 : 0;
    return options;
}

}  // namespace cdcl_stable

TEST_CASE("cdcl stable mode only: random formulas' answers agree with brute force") {
    for (bool rephase : {false, true}) {
        for (bool chrono : {false, true}) {
            CAPTURE(rephase);
            CAPTURE(chrono);
            int restarted = 0, rephased = 0;
            testing::checkRandomFormulas(80, 16, 62, cdcl_stable::stableOnly(rephase, chrono),
                                         [&](const CdclCore& core, bool) {
                                             CHECK(core.stats().stablePhases == 1);  // never left stable mode
                                             restarted += core.stats().restarts > 0 ? 1 : 0;
                                             rephased += core.stats().rephases > 0 ? 1 : 0;
                                         });
            CHECK(restarted > 10);
            CHECK((rephased > 10) == rephase);
        }
    }
}

TEST_CASE("cdcl stable mode only: a 25x25 solved and checked, chunked stepping gives the run of one step") {
    const sat::CdclStats stats = testing::solvedSudokuSameHoweverStepped(testing::instance("inst25x25_45_0"),
                                                                         cdcl_stable::stableOnly(true, false));
    CHECK(stats.stablePhases == 1);
    CHECK(stats.rephases > 0);
}

TEST_CASE("auto: cdcl-modes=stable and cdcl-chrono reach the clause learner, which solves a 25x25") {
    const Grid puzzle = testing::instance("inst25x25_45_0");
    for (const char* chrono : {"cdcl-chrono=off", "cdcl-chrono=on"}) {
        CAPTURE(chrono);
        auto member = testing::startedSolver("auto", puzzle, {"members=cdcl", "cdcl-modes=stable", chrono}, 7);
        testing::finishRun(*member, 1000);
        REQUIRE(member->status() == Status::Solved);
        CHECK(checkSolution(puzzle, member->bestGrid()).empty());
    }
    const SolverInfo& info = requireSolver("auto");
    const ParamSet exact = testing::paramsWith(info, {"members=exact", "cdcl-chrono=on"});
    CHECK(testing::inputErrorOf([&] { validateParams(info, exact); }).find("cdcl-chrono") != std::string::npos);
    // The Hall sets' explanations are freed level by level, which an out-of-order trail would break.
    const ParamSet hall = testing::paramsWith(info, {"members=cdcl", "cdcl-hall=pairs", "cdcl-chrono=on"});
    CHECK(testing::inputErrorOf([&] { validateParams(info, hall); }).find("cdcl-chrono") != std::string::npos);
    const ParamSet plain = testing::paramsWith(info, {"members=cdcl", "cdcl-chrono=on"});
    CHECK(testing::inputErrorOf([&] { validateParams(info, plain); }).empty());
}

}  // namespace sudolab
