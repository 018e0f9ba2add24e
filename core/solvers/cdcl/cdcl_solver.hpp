// The CDCL engine as a step-wise Solver over a Sudoku: `auto`'s clause-learning member (not a registry
// entry of its own). Work unit: one conflict or one decision of the engine (core/solvers/cdcl/cdcl_core.hpp).
#pragma once

#include <cstdint>
#include <memory>

#include "run/config_table.hpp"
#include "run/solver.hpp"
#include "run/stat_table.hpp"
#include "solvers/cdcl/cdcl_core.hpp"

namespace sudolab::solvers {

/// Which search phases the engine runs (`modes`).
enum class CdclModes { Auto, Focused, Alternate, Stable };
/// How focused phases restart when the engine alternates (`restarts`): on the Luby sequence, or when
/// the recent conflicts' glue runs above its long-run mean.
enum class CdclRestarts { Luby, Glue };
/// What rephasing resets the saved phases to when the engine alternates (`rephase`; sat::Rephase).
enum class CdclRephase { None, Best, Cycle, Walk, Mixed };
/// Which learned clauses a database reduction spares (`reduce`): glue = those of glue <= 2 and those used
/// since the last reduction; tiers = also those of glue <= 6 used since the one before (sat::CdclOptions::tier2Glue);
/// usage = Kissat's usage tiers on a conflict schedule (sat::CdclOptions::usageTiers); auto = usage from 36x36 on,
/// glue below.
enum class CdclReduce { Auto, Glue, Tiers, Usage };
/// Hall sets propagated inside the engine (`hall`; sat::HallSetPropagator): none, or naked and hidden sets
/// of up to 2, 3 or 4 cells.
enum class CdclHall { None, Pairs, Triples, Quads };
/// Chronological backtracking (`chrono`; sat::CdclOptions::chronoLevels).
enum class CdclChrono { Off, On };
/// Reordering of stable mode's scores by the formula's structure (`reorder`; sat::CdclOptions::reorderInterval).
enum class CdclReorder { Off, On };
/// Bumping of the learned clause's reason-side variables too (`bump-reasons`; sat::CdclOptions::bumpReasons):
/// auto = on from 36x36 on, off below.
enum class CdclBumpReasons { Auto, Off, On };
/// Shrinking of learned clauses (`shrink`; sat::CdclOptions::shrink): auto = on from 36x36 on, off below.
enum class CdclShrink { Auto, Off, On };

/// The member's parameters as typed values.
struct CdclConfig {
    std::uint64_t restartBase = 0;  ///< the Luby unit in conflicts (0 = never restart)
    CdclModes modes = CdclModes::Auto;
    std::uint64_t stableAfter = 0;  ///< conflicts of the first focused phase when alternating
    CdclRestarts restarts = CdclRestarts::Luby;
    CdclRephase rephase = CdclRephase::None;
    std::uint64_t rephaseInterval = 0;  ///< conflicts before the first rephase (the k-th waits k times that)
    CdclReduce reduce = CdclReduce::Auto;
    CdclHall hall = CdclHall::None;
    std::uint64_t hallGlue =
        0;  ///< with hall: a set is used only if its explanation spans at most this many levels (0 = any)
    CdclChrono chrono = CdclChrono::Off;
    CdclReorder reorder = CdclReorder::Off;
    CdclBumpReasons bumpReasons = CdclBumpReasons::Auto;
    CdclShrink shrink = CdclShrink::Auto;
    std::uint64_t vivifyEffort = 0;  ///< per mille of the search's propagations for vivification (0 = off)
};

/// The member's statistics: the engine's counters plus the clause database and encoding, as of a snapshot.
struct CdclMemberStats : sat::CdclStats {
    std::uint64_t keptClauses = 0;  ///< learned clauses in the database now
    std::uint64_t variables = 0;    ///< variables of the encoding
};

/// Names and order of the statistics panel and of JSON records.
inline constexpr StatRow<CdclMemberStats> kCdclStatRows[] = {
    statRow<&CdclMemberStats::conflicts, CdclMemberStats>("conflicts"),
    statRow<&CdclMemberStats::decisions, CdclMemberStats>("decisions"),
    statRow<&CdclMemberStats::propagations, CdclMemberStats>("propagations"),
    statRow<&CdclMemberStats::restarts, CdclMemberStats>("restarts"),
    statRow<&CdclMemberStats::learned, CdclMemberStats>("learned clauses"),
    statRow<&CdclMemberStats::learnedLits, CdclMemberStats>("learned literals"),
    statRow<&CdclMemberStats::learnedGlue, CdclMemberStats>("learned glue"),
    statRow<&CdclMemberStats::keptClauses>("kept clauses"),
    statRow<&CdclMemberStats::reductions, CdclMemberStats>("reductions"),
    statRow<&CdclMemberStats::rephases, CdclMemberStats>("rephases"),
    statRow<&CdclMemberStats::walks, CdclMemberStats>("walks"),
    statRow<&CdclMemberStats::chronological, CdclMemberStats>("chronological backtracks"),
    statRow<&CdclMemberStats::shrunkLits, CdclMemberStats>("shrunk literals"),
    statRow<&CdclMemberStats::promoted, CdclMemberStats>("promoted clauses"),
    statRow<&CdclMemberStats::tier1Glue, CdclMemberStats>("tier 1 glue"),
    statRow<&CdclMemberStats::tier2Glue, CdclMemberStats>("tier 2 glue"),
    statRow<&CdclMemberStats::reorders, CdclMemberStats>("reorders"),
    statRow<&CdclMemberStats::reasonBumps, CdclMemberStats>("reason bumps"),
    statRow<&CdclMemberStats::vivified, CdclMemberStats>("vivified clauses"),
    statRow<&CdclMemberStats::vivifyShortened, CdclMemberStats>("vivify shortened"),
    statRow<&CdclMemberStats::vivifyRemovedLits, CdclMemberStats>("vivify removed literals"),
    statRow<&CdclMemberStats::externalImplied, CdclMemberStats>("explained literals"),
    statRow<&CdclMemberStats::explanationLits, CdclMemberStats>("explanation literals"),
    statRow<&CdclMemberStats::variables>("variables"),
};

/// The member's parameter table; `auto` resets the member with its defaults.
const ConfigTable<CdclConfig>& cdclParams();

/// A new clause-learning member, to be reset with a parameter set of cdclParams().
std::unique_ptr<Solver> makeCdclSolver();

}  // namespace sudolab::solvers
