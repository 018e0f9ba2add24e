// The `backtrack` solver's parameters as a typed config, shared with `auto`, whose exact member is a
// restarted backtrack search configured by auto's own parameters.
#pragma once

#include <cstdint>

#include "run/config_table.hpp"
#include "run/stat_table.hpp"
#include "search/backtrack_engine.hpp"
#include "search/restart_search.hpp"

namespace sudolab::solvers {

/// Ties between equally good branching cells: first in reading order, or a seeded random order.
enum class CellTies { First, Random };

/// backtrack's `propagation`: the engine's four choices in their order, then Auto (the default), which is
/// box-line on 9x9 grids and singles on every other order (see backtrack.cpp).
enum class BacktrackPropagation { Singles, BoxLine, Hall, BoxLineHall, Auto };

/// One of the engine's choices as backtrack's (the same four, in the same order).
constexpr BacktrackPropagation backtrackPropagation(search::Propagation propagation) {
    return static_cast<BacktrackPropagation>(propagation);
}
static_assert(static_cast<int>(BacktrackPropagation::BoxLineHall) ==
              static_cast<int>(search::Propagation::BoxLineHall));

/// The parameters of `backtrack` as typed values, filled from backtrackParams().
struct BacktrackConfig {
    std::uint64_t solutions = 0;
    search::ValueOrder valueOrder = search::ValueOrder::Ascending;
    std::uint64_t maxNodes = 0;
    search::Restarts restarts = search::Restarts::None;
    std::uint64_t restartBase = 0;
    CellTies cellTies = CellTies::First;
    BacktrackPropagation propagation = BacktrackPropagation::Auto;
    search::Learning learning = search::Learning::None;
    std::uint64_t restartFirst = 0;
};

/// The parameter table of `backtrack` (its specs are the registry entry's parameters).
const ConfigTable<BacktrackConfig>& backtrackParams();

/// The solver's statistics: the search engine's counters plus the restarted search's, as of a snapshot.
struct BacktrackSolverStats : search::BacktrackStats {
    std::uint64_t propagationFixes = 0;  ///< naked + hidden singles
    std::uint64_t nogoods = 0;           ///< nogoods recorded (learning = nogoods)
    std::uint64_t restarts = 0;
    std::uint64_t restartCutoff = 0;  ///< nodes the current restart may use
};

/// Names and order of the statistics panel and of JSON records.
inline constexpr StatRow<BacktrackSolverStats> kBacktrackStatRows[] = {
    statRow<&BacktrackSolverStats::nodes, BacktrackSolverStats>("nodes"),
    statRow<&BacktrackSolverStats::branchings, BacktrackSolverStats>("branchings"),
    statRow<&BacktrackSolverStats::deadEnds, BacktrackSolverStats>("dead ends"),
    statRow<&BacktrackSolverStats::solutions, BacktrackSolverStats>("solutions"),
    statRow<&BacktrackSolverStats::nakedSingles, BacktrackSolverStats>("naked singles"),
    statRow<&BacktrackSolverStats::hiddenSingles, BacktrackSolverStats>("hidden singles"),
    statRow<&BacktrackSolverStats::propagationFixes>("propagation fixes"),
    statRow<&BacktrackSolverStats::boxLineRemovals, BacktrackSolverStats>("box-line removals"),
    statRow<&BacktrackSolverStats::hallRemovals, BacktrackSolverStats>("hall removals"),
    statRow<&BacktrackSolverStats::nogoods>("nogoods"),
    statRow<&BacktrackSolverStats::nogoodRemovals, BacktrackSolverStats>("nogood removals"),
    statRow<&BacktrackSolverStats::depth, BacktrackSolverStats>("depth"),
    statRow<&BacktrackSolverStats::maxDepth, BacktrackSolverStats>("max depth"),
    statRow<&BacktrackSolverStats::restarts>("restarts"),
    statRow<&BacktrackSolverStats::restartCutoff>("restart cutoff"),
};

}  // namespace sudolab::solvers
