// Shrinking of the clause learner's learned clauses (core/solvers/cdcl/cdcl_core.*, option shrink): answers still
// agree with brute force (with the trail in order and after chronological backtracking), literals are shrunk,
// chunked stepping gives the run of one step on a 25x25, and the learned clauses get shorter there.
#include "cdcl_formulas.hpp"
#include "doctest.h"
#include "solvers/cdcl/cdcl_core.hpp"
#include "test_data.hpp"

namespace sudolab {

using sat::CdclCore;

// A named namespace, not an anonymous one: the unity build may put this file in one translation unit with
// the other cdcl tests, whose anonymous helpers have the same names.
namespace cdcl_shrink {

/// Shrinking on, restarting every few conflicts, optionally with chronological backtracking over one level.
sat::CdclOptions shrinking(bool chrono) {
    sat::CdclOptions options;
    options.shrink = true;
    options.restartBase = 3;
    options.chronoLevels = chrono ? 1 : 0;
    return options;
}

}  // namespace cdcl_shrink

TEST_CASE("cdcl shrinking: random formulas' answers agree with brute force") {
    for (bool chrono : {false, true}) {
        CAPTURE(chrono);
        int shrunkRuns = 0;
        testing::checkRandomFormulas(120, 16, 62, cdcl_shrink::shrinking(chrono), [&](const CdclCore& core, bool) {
            shrunkRuns += core.stats().shrunkLits > 0 ? 1 : 0;
        });
        CHECK(shrunkRuns > 10);  // enough runs shrank a clause to mean something
    }
}

TEST_CASE("cdcl shrinking: a 25x25 solved and checked, the same run however stepped, shorter clauses") {
    const Grid puzzle = testing::instance("inst25x25_45_0");
    const sat::CdclStats shrunk = testing::solvedSudokuSameHoweverStepped(puzzle, cdcl_shrink::shrinking(false));
    CHECK(shrunk.shrunkLits > 0);
    sat::CdclOptions withoutShrinking = cdcl_shrink::shrinking(false);
    withoutShrinking.shrink = false;
    const sat::CdclStats plain = testing::solvedSudokuSameHoweverStepped(puzzle, withoutShrinking);
    CHECK(plain.shrunkLits == 0);
    // Mean learned length with shrinking against without (cross-multiplied): shorter with it.
    CHECK(shrunk.learnedLits * plain.learned < plain.learnedLits * shrunk.learned);
}

}  // namespace sudolab
