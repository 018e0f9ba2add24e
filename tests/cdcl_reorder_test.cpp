// Reordering of the clause learner's stable-mode decisions by the formula's structure (core/solvers/cdcl/
// cdcl_reorder.cpp, option reorderInterval): answers agree with brute force when it reorders at nearly every
// restart, and a 25x25 is solved, checked and the same however stepped, with reorders taking part.
#include "cdcl_formulas.hpp"
#include "doctest.h"
#include "solvers/cdcl/cdcl_core.hpp"
#include "test_data.hpp"

namespace sudolab {

using sat::CdclCore;

// A named namespace, not an anonymous one: the unity build may put this file in one translation unit with
// the other cdcl tests, whose anonymous helpers have the same names.
namespace cdcl_reorder {

/// Stable mode only, restarting every few conflicts, reordering after `interval` x k conflicts.
sat::CdclOptions reordering(std::uint64_t interval) {
    sat::CdclOptions options;
    options.stableOnly = true;
    options.stableRestartBase = 2;
    options.reorderInterval = interval;
    return options;
}

}  // namespace cdcl_reorder

TEST_CASE("cdcl reorder: random formulas' answers agree with brute force, reordering at nearly every restart") {
    int reorderedRuns = 0;
    testing::checkRandomFormulas(120, 16, 62, cdcl_reorder::reordering(1), [&](const CdclCore& core, bool) {
        reorderedRuns += core.stats().reorders > 0 ? 1 : 0;
    });
    CHECK(reorderedRuns > 10);  // enough runs reordered to mean something
}

TEST_CASE("cdcl reorder: a 25x25 solved and checked, the same run however stepped, and changed by the reorders") {
    const Grid puzzle = testing::instance("inst25x25_45_0");
    const sat::CdclStats reordered = testing::solvedSudokuSameHoweverStepped(puzzle, cdcl_reorder::reordering(20));
    CHECK(reordered.reorders > 1);
    // k reorders need 20 x (1 + 2 + ... + (k - 1)) conflicts at least.
    CHECK(reordered.conflicts >= 20 * reordered.reorders * (reordered.reorders - 1) / 2);
    const sat::CdclStats plain = testing::solvedSudokuSameHoweverStepped(puzzle, cdcl_reorder::reordering(0));
    CHECK(plain.reorders == 0);
    CHECK(testing::runCounters(plain) != testing::runCounters(reordered));  // the reorders changed the run
}

}  // namespace sudolab
