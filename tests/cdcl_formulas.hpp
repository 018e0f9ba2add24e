// Test helpers for the CDCL engine's tests (cdcl_test.cpp, cdcl_rephase_test.cpp, cdcl_reduce_test.cpp): running a formula to its
// end in chunks, random small formulas, checking an assignment or the engine's model by brute force, and
// the engine's answers on a run of random formulas.
#pragma once

#include <algorithm>
#include <cstdint>
#include <vector>

#include "base/rng.hpp"
#include "doctest.h"
#include "grid/validate.hpp"
#include "solvers/cdcl/cdcl_core.hpp"
#include "solvers/cdcl/cdcl_encode.hpp"

namespace sudolab::testing {

/// Runs the engine to the end in chunks of `chunk` units (a cap keeps a bug from hanging the suite).
inline sat::SatResult solveFormula(sat::CdclCore& core, const sat::Formula& formula, std::uint64_t seed = 1,
                                   std::uint64_t chunk = 1000, const sat::CdclOptions& options = {}) {
    core.reset(formula, options, seed);
    std::uint64_t total = 0;
    while (core.result() == sat::SatResult::Unknown && total < 10'000'000) total += core.step(chunk);
    return core.result();
}

/// True if the assignment (bit v = variable v) satisfies every clause and group.
inline bool satisfies(const sat::Formula& formula, std::uint32_t assignment) {
    const auto isTrue = [&](sat::Lit lit) {
        return (((assignment >> sat::varOf(lit)) & 1u) != 0) != ((lit & 1u) != 0);
    };
    for (const auto& clause : formula.clauses) {
        bool any = false;
        for (sat::Lit lit : clause) any = any || isTrue(lit);
        if (!any) return false;
    }
    for (const auto& group : formula.atMostOne) {
        int count = 0;
        for (int var : group) count += (assignment >> var) & 1u;
        if (count > 1) return false;
    }
    return true;
}

/// True if some assignment of the formula's variables satisfies it, by trying each one (small formulas).
inline bool satisfiableByBruteForce(const sat::Formula& formula) {
    for (std::uint32_t assignment = 0; assignment < (1u << formula.varCount); ++assignment)
        if (satisfies(formula, assignment)) return true;
    return false;
}

/// A random formula over `vars` variables: 3-literal clauses over distinct variables, then `groups`
/// at-most-one groups of 3.
inline sat::Formula randomFormula(std::uint64_t seed, int vars, int clauses, int groups) {
    Rng rng(seed);
    sat::Formula formula;
    formula.varCount = vars;
    const auto distinctVars = [&] {
        std::vector<int> picked;
        while (picked.size() < 3) {
            const int var = static_cast<int>(rng.below(static_cast<std::uint32_t>(vars)));
            if (std::find(picked.begin(), picked.end(), var) == picked.end()) picked.push_back(var);
        }
        return picked;
    };
    for (int c = 0; c < clauses; ++c) {
        std::vector<sat::Lit> clause;
        for (int var : distinctVars()) clause.push_back(sat::makeLit(var, rng.below(2) == 1));
        formula.clauses.push_back(clause);
    }
    for (int g = 0; g < groups; ++g) formula.atMostOne.push_back(distinctVars());
    return formula;
}

/// The engine's model as a bitset of true variables.
inline std::uint32_t modelOf(const sat::CdclCore& core) {
    std::uint32_t assignment = 0;
    for (int var = 0; var < core.varCount(); ++var)
        if (core.isTrue(var)) assignment |= 1u << var;
    return assignment;
}

/// Solves the random formulas of seeds 1 to `seeds` (`vars` variables, `baseClauses` + seed % 16 clauses,
/// two at-most-one groups: around the threshold of 4.26 clauses per variable, so both answers occur) with
/// `options`, checks each answer against brute force and each model, then calls `after(core, exists)`
/// with the finished engine, for the caller's own counts.
template <class After>
void checkRandomFormulas(std::uint64_t seeds, int vars, int baseClauses, const sat::CdclOptions& options, After after) {
    for (std::uint64_t seed = 1; seed <= seeds; ++seed) {
        CAPTURE(seed);
        const sat::Formula formula = randomFormula(seed, vars, baseClauses + static_cast<int>(seed % 16), 2);
        const bool exists = satisfiableByBruteForce(formula);
        sat::CdclCore core;
        const sat::SatResult result = solveFormula(core, formula, seed, 1000, options);
        CHECK(result == (exists ? sat::SatResult::Satisfiable : sat::SatResult::Unsatisfiable));
        if (result == sat::SatResult::Satisfiable) CHECK(satisfies(formula, modelOf(core)));
        after(core, exists);
    }
}

/// The counters of a run that say whether two runs went the same way.
inline std::vector<std::uint64_t> runCounters(const sat::CdclStats& stats) {
    return {stats.decisions, stats.conflicts,       stats.propagations,      stats.restarts,          stats.learned,
            stats.deleted,   stats.reductions,      stats.learnedLits,       stats.stablePhases,      stats.rephases,
            stats.walks,     stats.chronological,   stats.shrunkLits,        stats.minimizedLits,     stats.learnedGlue,
            stats.promoted,  stats.tier1Glue,       stats.tier2Glue,         stats.reorders,          stats.reasonBumps,
            stats.vivified,  stats.vivifyShortened, stats.vivifyRemovedLits, stats.vivifyPropagations};
}

/// Solves the puzzle's encoding with `options` (seed 7) in one step and in steps of 3 units; checks that
/// both models are its solution and that both runs went the same way; returns the run's counters.
inline sat::CdclStats solvedSudokuSameHoweverStepped(const Grid& puzzle, const sat::CdclOptions& options) {
    const sat::SudokuEncoding encoding = sat::encodeSudoku(puzzle);
    const auto runOf = [&](std::uint64_t chunk) {
        sat::CdclCore core;
        REQUIRE(solveFormula(core, encoding.formula, 7, chunk, options) == sat::SatResult::Satisfiable);
        CHECK(checkSolution(puzzle, sat::decodeAssignment(encoding, core)).empty());
        return core.stats();
    };
    const sat::CdclStats whole = runOf(100'000'000);
    CHECK(runCounters(whole) == runCounters(runOf(3)));
    return whole;
}

}  // namespace sudolab::testing
