// The clause learner's chronological backtracking (core/solvers/cdcl/cdcl_core.*, option chronoLevels): with a
// threshold of one level nearly every backjump goes back one level only, so small formulas run on an out-of-order
// trail all the time; the answers still agree with brute force, the models are checked, chunked stepping gives
// the run of one step, and a 25x25 is solved and checked.
#include "cdcl_formulas.hpp"
#include "doctest.h"
#include "solvers/cdcl/cdcl_core.hpp"
#include "test_data.hpp"

namespace sudolab {

using sat::CdclCore;

// A named namespace, not an anonymous one: the unity build may put this file in one translation unit with
// the other cdcl tests, whose anonymous helpers have the same names.
namespace cdcl_chrono {

/// Chronological backtracking over any backjump of more than one level, in focused-only or alternating runs.
sat::CdclOptions chronoOptions(bool alternate) {
    sat::CdclOptions options;
    options.chronoLevels = 1;
    options.restartBase = 3;
    if (alternate) {
        options.stableAfter = 3;
        options.stableRestartBase = 4;
        options.rephaseInterval = 3;
    }
    return options;
}

}  // namespace cdcl_chrono

TEST_CASE("cdcl chronological backtracking: random formulas' answers agree with brute force") {
    for (bool alternate : {false, true}) {
        CAPTURE(alternate);
        int chronoRuns = 0, sat = 0, unsat = 0;
        testing::checkRandomFormulas(120, 16, 62, cdcl_chrono::chronoOptions(alternate),
                                     [&](const CdclCore& core, bool exists) {
                                         chronoRuns += core.stats().chronological > 0 ? 1 : 0;
                                         (exists ? sat : unsat) += 1;
                                     });
        CHECK(chronoRuns > 20);  // enough runs backtracked chronologically to mean something
        CHECK(sat > 5);
        CHECK(unsat > 5);
    }
}

TEST_CASE("cdcl chronological backtracking: a 25x25 solved and checked, chunked stepping gives the run of one step") {
    const sat::CdclStats stats =
        testing::solvedSudokuSameHoweverStepped(testing::instance("inst25x25_45_0"), cdcl_chrono::chronoOptions(true));
    CHECK(stats.chronological > 0);  // it backtracked chronologically
}

}  // namespace sudolab
