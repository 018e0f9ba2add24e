// Vivification of the clause learner's learned clauses (core/solvers/cdcl/cdcl_vivify.cpp, option vivifyEffort):
// answers agree with brute force with reductions by glue and by usage, in focused and stable mode, with clauses
// shortened along the way; a 25x25 is solved, checked and the same however stepped, with vivification taking part
// and changing the run; `auto` passes cdcl-vivify to the learner and shows its counter.
#include <string>
#include <vector>

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
namespace cdcl_vivify {

/// Vivification with the given effort (0 = off), reductions every few conflicts (by usage) or learned clauses
/// (by glue), restarting every few conflicts, in stable mode only or focused.
sat::CdclOptions vivifying(std::uint64_t effort, bool usage, bool stable) {
    sat::CdclOptions options;
    options.vivifyEffort = effort;
    options.usageTiers = usage;
    options.usageInterval = 4;
    options.reduceFirst = 4;
    options.reduceStep = 1;
    options.restartBase = 3;
    options.stableOnly = stable;
    options.stableRestartBase = 3;
    return options;
}

}  // namespace cdcl_vivify

TEST_CASE("cdcl vivification: random formulas' answers agree with brute force, clauses shortened on the way") {
    for (bool usage : {false, true}) {
        for (bool stable : {false, true}) {
            CAPTURE(usage);
            CAPTURE(stable);
            int shortenedRuns = 0;
            // Effort 1000: a pass may take as many propagations as the search made since the last one.
            testing::checkRandomFormulas(60, 16, 62, cdcl_vivify::vivifying(1000, usage, stable),
                                         [&](const CdclCore& core, bool) {
                                             const sat::CdclStats& stats = core.stats();
                                             CHECK(stats.vivifyShortened <= stats.vivified);
                                             CHECK(stats.vivifyRemovedLits >= stats.vivifyShortened);
                                             shortenedRuns += stats.vivifyShortened > 0 ? 1 : 0;
                                         });
            CHECK(shortenedRuns > 2);  // enough runs replaced clauses to mean something
        }
    }
}

TEST_CASE("cdcl vivification: off, the engine vivifies nothing") {
    int runs = 0;
    testing::checkRandomFormulas(40, 16, 62, cdcl_vivify::vivifying(0, true, true), [&](const CdclCore& core, bool) {
        CHECK(core.stats().vivified == 0);
        CHECK(core.stats().vivifyPropagations == 0);
        ++runs;
    });
    CHECK(runs == 40);
}

TEST_CASE("cdcl vivification: a 25x25 solved and checked, the same run however stepped, changed by it") {
    const Grid puzzle = testing::instance("inst25x25_45_0");
    for (bool stable : {false, true}) {
        CAPTURE(stable);
        sat::CdclOptions on = cdcl_vivify::vivifying(100, true, stable);
        on.usageInterval = 50;
        sat::CdclOptions off = on;
        off.vivifyEffort = 0;
        const sat::CdclStats vivified = testing::solvedSudokuSameHoweverStepped(puzzle, on);
        const sat::CdclStats plain = testing::solvedSudokuSameHoweverStepped(puzzle, off);
        CHECK(vivified.vivified > 0);
        CHECK(vivified.vivifyPropagations > 0);
        CHECK(vivified.vivifyPropagations <= vivified.propagations);
        CHECK(plain.vivified == 0);
        CHECK(testing::runCounters(vivified) != testing::runCounters(plain));
    }
}

TEST_CASE("auto: cdcl-vivify-effort reaches the clause learner and its counter shows; refused without the learner") {
    // Seed 1 takes this puzzle's learner past 1000 conflicts, the first reduction by usage (seed 7 ends before).
    const Grid puzzle = testing::instance("inst25x25_45_0");
    const auto finished = [&](const std::vector<std::string>& settings) {
        auto member = testing::startedSolver("auto", puzzle, settings, 1);
        testing::finishRun(*member, 1000);
        REQUIRE(member->status() == Status::Solved);
        CHECK(checkSolution(puzzle, member->bestGrid()).empty());
        return countersOf<solvers::AutoStats>(member->snapshot());
    };
    const solvers::AutoStats vivified = finished({"members=cdcl", "cdcl-reduce=usage", "cdcl-vivify-effort=100"});
    const solvers::AutoStats plain = finished({"members=cdcl", "cdcl-reduce=usage"});
    CHECK(vivified.cdclVivifyShortened > 0);
    CHECK(plain.cdclVivifyShortened == 0);
    CHECK(vivified.cdclConflicts != plain.cdclConflicts);  // the shortened clauses changed the run
    const SolverInfo& info = requireSolver("auto");
    const ParamSet exact = testing::paramsWith(info, {"members=exact", "cdcl-vivify-effort=100"});
    CHECK(testing::inputErrorOf([&] { validateParams(info, exact); }).find("cdcl-vivify-effort") != std::string::npos);
}

}  // namespace sudolab
