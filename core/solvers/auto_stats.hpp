// The `auto` solver's statistics: its members' shares of the work and, where a member takes part, the
// counters auto shows from it; the tables that name them for display and JSON.
#pragma once

#include <cstdint>

#include "run/stat_table.hpp"

namespace sudolab::solvers {

struct AutoStats {
    int solvedBy = 0;                 ///< the member that solved the puzzle: 1 = exact, 2 = acs, 3 = cdcl, 0 = none
    std::uint64_t exactNodes = 0;     ///< work units of the exact member
    std::uint64_t antWalks = 0;       ///< work units of the ant colony
    std::uint64_t cdclUnits = 0;      ///< work units of clause learning
    std::uint64_t rounds = 0;         ///< completed rounds of the schedule
    std::uint64_t restarts = 0;       ///< the exact member's restarts (shown when it takes part)
    std::uint64_t cdclConflicts = 0;  ///< clause learning's counters (shown when it takes part; 0 before
    std::uint64_t cdclDecisions = 0;  ///< it joins)
    std::uint64_t cdclPropagations = 0;
    std::uint64_t cdclVariables = 0;
    std::uint64_t cdclLearned = 0;          ///< clauses learned; with the two sums below, their mean length and glue
    std::uint64_t cdclLearnedLits = 0;      ///< literals of the learned clauses, summed
    std::uint64_t cdclLearnedGlue = 0;      ///< glue (LBD) of the learned clauses, summed
    std::uint64_t cdclExplained = 0;        ///< literals the Hall sets implied (cdcl-hall; 0 without)
    std::uint64_t cdclExplanationLits = 0;  ///< literals of those implications' explanations, summed
    std::uint64_t cdclChronological = 0;    ///< backjumps replaced by a backtrack of one level (cdcl-chrono)
    std::uint64_t cdclShrunk = 0;           ///< literals removed from learned clauses by shrinking (cdcl-shrink)
    std::uint64_t cdclReasonBumps = 0;      ///< reason-side variables bumped (cdcl-bump-reasons)
    std::uint64_t cdclPromoted = 0;         ///< learned clauses whose glue fell when used (cdcl-reduce=usage)
    std::uint64_t cdclTier1Glue = 0;        ///< tier limits at the last reduction by usage (cdcl-reduce=usage)
    std::uint64_t cdclTier2Glue = 0;
    std::uint64_t cdclReorders = 0;         ///< scores reordered by the structure (cdcl-reorder)
    std::uint64_t cdclVivifyShortened = 0;  ///< learned clauses replaced by shorter ones (cdcl-vivify)
};

/// Names and order of the statistics panel and of JSON records: these rows always,
inline constexpr StatRow<AutoStats> kAutoStatRows[] = {
    statRow<&AutoStats::solvedBy>("solved by"), statRow<&AutoStats::exactNodes>("exact nodes"),
    statRow<&AutoStats::antWalks>("ant walks"), statRow<&AutoStats::cdclUnits>("cdcl units"),
    statRow<&AutoStats::rounds>("rounds"),
};
/// then this one when the exact member takes part,
inline constexpr StatRow<AutoStats> kAutoExactStatRows[] = {
    statRow<&AutoStats::restarts>("restarts"),
};
/// then these when clause learning takes part.
inline constexpr StatRow<AutoStats> kAutoCdclStatRows[] = {
    statRow<&AutoStats::cdclConflicts>("cdcl conflicts"),
    statRow<&AutoStats::cdclDecisions>("cdcl decisions"),
    statRow<&AutoStats::cdclPropagations>("cdcl propagations"),
    statRow<&AutoStats::cdclVariables>("cdcl variables"),
    statRow<&AutoStats::cdclLearned>("cdcl learned clauses"),
    statRow<&AutoStats::cdclLearnedLits>("cdcl learned literals"),
    statRow<&AutoStats::cdclLearnedGlue>("cdcl learned glue"),
    statRow<&AutoStats::cdclExplained>("cdcl explained literals"),
    statRow<&AutoStats::cdclExplanationLits>("cdcl explanation literals"),
    statRow<&AutoStats::cdclChronological>("cdcl chronological backtracks"),
    statRow<&AutoStats::cdclShrunk>("cdcl shrunk literals"),
    statRow<&AutoStats::cdclReasonBumps>("cdcl reason bumps"),
    statRow<&AutoStats::cdclPromoted>("cdcl promoted clauses"),
    statRow<&AutoStats::cdclTier1Glue>("cdcl tier 1 glue"),
    statRow<&AutoStats::cdclTier2Glue>("cdcl tier 2 glue"),
    statRow<&AutoStats::cdclReorders>("cdcl reorders"),
    statRow<&AutoStats::cdclVivifyShortened>("cdcl vivify shortened"),
};

}  // namespace sudolab::solvers
