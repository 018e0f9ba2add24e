// Bumping of the reason-side variables of the clause learner's learned clauses (core/solvers/cdcl/cdcl_analyze.cpp,
// option bumpReasons): answers agree with brute force in focused and stable mode, and a 25x25 is solved, checked
// and the same however stepped, with reason-side bumps taking part and changing the run.
#include <string>

#include "cdcl_formulas.hpp"
#include "doctest.h"
#include "grid/validate.hpp"
#include "run/registry.hpp"
#include "solver_checks.hpp"
#include "solvers/auto_stats.hpp"
#include "solvers/cdcl/cdcl_core.hpp"
#include "test_data.hpp"

namespace sudolab {

using sat::CdclCore;

// A named namespace, not an anonymous one: the unity build may put this file in one translation unit with
// the other cdcl tests, whose anonymous helpers have the same names.
namespace cdcl_bump_reasons {

/// Reason-side bumping on or off, restarting every few conflicts, in stable mode only or focused.
sat::CdclOptions bumping(bool on, bool stable) {
    sat::CdclOptions options;
    options.bumpReasons = on;
    options.restartBase = 3;
    options.stableOnly = stable;
    options.stableRestartBase = 3;
    return options;
}

}  // namespace cdcl_bump_reasons

TEST_CASE("cdcl reason-side bumping: random formulas' answers agree with brute force") {
    for (bool stable : {false, true}) {
        CAPTURE(stable);
        int bumpedRuns = 0;
        testing::checkRandomFormulas(
            120, 16, 62, cdcl_bump_reasons::bumping(true, stable),
            [&](const CdclCore& core, bool) { bumpedRuns += core.stats().reasonBumps > 0 ? 1 : 0; });
        CHECK(bumpedRuns > 10);  // enough runs bumped reason sides to mean something
    }
}

TEST_CASE("cdcl reason-side bumping: a 25x25 solved and checked, the same run however stepped, changed by it") {
    const Grid puzzle = testing::instance("inst25x25_45_0");
    for (bool stable : {false, true}) {
        CAPTURE(stable);
        const sat::CdclStats on =
            testing::solvedSudokuSameHoweverStepped(puzzle, cdcl_bump_reasons::bumping(true, stable));
        const sat::CdclStats off =
            testing::solvedSudokuSameHoweverStepped(puzzle, cdcl_bump_reasons::bumping(false, stable));
        CHECK(on.reasonBumps > 0);
        CHECK(off.reasonBumps == 0);
        CHECK(testing::runCounters(on) != testing::runCounters(off));
    }
}

TEST_CASE("auto: cdcl-bump-reasons, cdcl-reduce=usage and cdcl-reorder reach the clause learner; its counters show") {
    const Grid puzzle = testing::instance("inst25x25_45_0");
    auto member = testing::startedSolver(
        "auto", puzzle,
        {"members=cdcl", "cdcl-modes=stable", "cdcl-bump-reasons=on", "cdcl-reduce=usage", "cdcl-reorder=on"}, 7);
    testing::finishRun(*member, 1000);
    REQUIRE(member->status() == Status::Solved);
    CHECK(checkSolution(puzzle, member->bestGrid()).empty());
    const Snapshot snapshot = member->snapshot();
    const solvers::AutoStats& stats = countersOf<solvers::AutoStats>(snapshot);
    CHECK(stats.cdclReasonBumps > 0);
    CHECK(stats.cdclTier1Glue <= stats.cdclTier2Glue);
    // Below 36x36 the defaults leave all three off: the same puzzle's run counts no reason bumps.
    auto plain = testing::startedSolver("auto", puzzle, {"members=cdcl"}, 7);
    testing::finishRun(*plain, 1000);
    REQUIRE(plain->status() == Status::Solved);
    const Snapshot plainSnapshot = plain->snapshot();
    CHECK(countersOf<solvers::AutoStats>(plainSnapshot).cdclReasonBumps == 0);
    const SolverInfo& info = requireSolver("auto");
    for (const char* lever : {"cdcl-bump-reasons=on", "cdcl-reorder=on"}) {
        CAPTURE(lever);
        const ParamSet exact = testing::paramsWith(info, {"members=exact", lever});
        CHECK(testing::inputErrorOf([&] { validateParams(info, exact); }).find("cdcl-") != std::string::npos);
    }
}

}  // namespace sudolab
