// Shrinking of the clause learner's learned clauses (core/solvers/cdcl/cdcl_core.*, option shrink): answers still
// agree with brute force (with the trail in order and after chronological backtracking), literals are shrunk,
// chunked stepping gives the run of one step on a 25x25, and the learned clauses get shorter there.
#include <cstdint>
#include <vector>

#include "cdcl_formulas.hpp"
#include "doctest.h"
#include "grid/validate.hpp"
#include "solvers/cdcl/cdcl_core.hpp"
#include "solvers/cdcl/cdcl_encode.hpp"
#include "test_data.hpp"

namespace sudolab {

using sat::CdclCore;
using sat::SatResult;

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
    const sat::SudokuEncoding encoding = sat::encodeSudoku(puzzle);
    const auto runOf = [&](std::uint64_t chunk, bool shrink) {
        CdclCore core;
        sat::CdclOptions options = cdcl_shrink::shrinking(false);
        options.shrink = shrink;
        REQUIRE(testing::solveFormula(core, encoding.formula, 7, chunk, options) == SatResult::Satisfiable);
        CHECK(checkSolution(puzzle, sat::decodeAssignment(encoding, core)).empty());
        const sat::CdclStats& stats = core.stats();
        return std::vector<std::uint64_t>{stats.conflicts, stats.decisions, stats.propagations, stats.shrunkLits,
                                          stats.learnedLits, stats.learned};
    };
    const std::vector<std::uint64_t> big = runOf(100'000'000, true);
    CHECK(big == runOf(3, true));
    CHECK(big[3] > 0);  // it shrank
    const std::vector<std::uint64_t> plain = runOf(100'000'000, false);
    CHECK(plain[3] == 0);
    // Mean learned length, shrinking against not (cross-multiplied): shorter with it.
    CHECK(big[4] * plain[5] < plain[4] * big[5]);
}

}  // namespace sudolab
