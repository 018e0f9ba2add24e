// Reduction of the clause learner's learned clauses by usage tiers (core/solvers/cdcl/cdcl_reduce.cpp, option
// usageTiers): the integer log10 and sqrt its schedule uses, the fraction it deletes, answers against brute force
// with a reduction every few conflicts, and a 25x25 whose run is the same however stepped, with tiers that follow
// the glue of the clauses used.
#include <cmath>

#include "base/integer_math.hpp"
#include "cdcl_formulas.hpp"
#include "doctest.h"
#include "solvers/cdcl/cdcl_core.hpp"
#include "test_data.hpp"

namespace sudolab {

using sat::CdclCore;

// A named namespace, not an anonymous one: the unity build may put this file in one translation unit with
// the other cdcl tests, whose anonymous helpers have the same names.
namespace cdcl_usage {

/// Usage tiers with a reduction every `interval` x sqrt(k) conflicts, restarting every few conflicts.
sat::CdclOptions usage(std::uint64_t interval, bool stable) {
    sat::CdclOptions options;
    options.usageTiers = true;
    options.usageInterval = interval;
    options.restartBase = 3;
    options.stableOnly = stable;
    return options;
}

}  // namespace cdcl_usage

TEST_CASE("integer sqrt and log10 agree with the floating-point ones") {
    for (std::uint64_t x = 1; x < 3'000'000; x = x * 3 / 2 + 1) {
        CAPTURE(x);
        CHECK(integerSqrt(x) == static_cast<std::uint64_t>(std::sqrt(static_cast<double>(x))));
        const auto exact = static_cast<std::int64_t>(std::floor(1000 * std::log10(static_cast<double>(x))));
        const auto approx = static_cast<std::int64_t>(log10Milli(x));
        CHECK(approx <= exact);
        CHECK(approx >= exact - 1);
    }
    CHECK(integerSqrt(1'000'000 * 7) == 2645);  // 1000 x sqrt(7) = 2645.75
}

TEST_CASE("cdcl usage tiers: the fraction deleted grows from 50 % towards 90 %") {
    CHECK(sat::usageDeletePerMille(1) == 500);   // log10(10) = 1
    CHECK(sat::usageDeletePerMille(91) == 700);  // log10(100) = 2
    std::uint64_t before = 0;
    for (std::uint64_t reductions = 1; reductions < 100'000; reductions = reductions * 2 + 1) {
        const std::uint64_t now = sat::usageDeletePerMille(reductions);
        CHECK(now >= before);
        CHECK(now < 900);
        before = now;
    }
}

TEST_CASE("cdcl usage tiers: random formulas' answers agree with brute force, reducing every few conflicts") {
    for (bool stable : {false, true}) {
        CAPTURE(stable);
        int reducedRuns = 0;
        std::uint64_t deleted = 0;
        testing::checkRandomFormulas(120, 16, 62, cdcl_usage::usage(1, stable), [&](const CdclCore& core, bool) {
            reducedRuns += core.stats().reductions > 0 ? 1 : 0;
            deleted += core.stats().deleted;
            CHECK(core.stats().tier1Glue <= core.stats().tier2Glue);
        });
        CHECK(reducedRuns > 10);  // enough runs reduced to mean something
        CHECK(deleted > 0);
    }
}

TEST_CASE("cdcl usage tiers: a 25x25 solved and checked, the same run however stepped, tiers from the uses") {
    const Grid puzzle = testing::instance("inst25x25_45_0");
    for (bool stable : {false, true}) {
        CAPTURE(stable);
        const sat::CdclStats stats = testing::solvedSudokuSameHoweverStepped(puzzle, cdcl_usage::usage(50, stable));
        CHECK(stats.reductions > 2);
        CHECK(stats.deleted > 0);
        CHECK(stats.promoted > 0);  // glue recomputed lower on use
        // Tiers computed from uses, not Kissat's fallback 2 and 6 before any use, and tier 1 within tier 2.
        CHECK(stats.tier1Glue <= stats.tier2Glue);
        CHECK((stats.tier1Glue != 2 || stats.tier2Glue != 6));
        // The schedule: k reductions need 50 x (sqrt(1) + ... + sqrt(k - 1)) conflicts at least.
        std::uint64_t needed = 0;
        for (std::uint64_t k = 1; k < stats.reductions; ++k) needed += integerSqrt(2500 * k);
        CHECK(stats.conflicts >= needed);
    }
}

}  // namespace sudolab
