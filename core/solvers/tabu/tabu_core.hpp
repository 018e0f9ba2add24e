// What the tabu solver's two modes share (tabu.cpp's dfs-learning engine and tabu_paper.cpp's Algorithm
// 2): the state over partial assignments (root and current filtered domains, decision marks, tabu counts,
// cost and best, run record), its reset at the givens (Algorithm 2, line 1), the solved check and the
// snapshot's common part; plus the small domain helpers both use.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "base/rng.hpp"
#include "propagation/domain_filter.hpp"
#include "run/run_record.hpp"
#include "run/solver.hpp"
#include "run/stat_table.hpp"

namespace sudolab::solvers {

/// The k-th (0-based) value of a non-empty set, in increasing order.
Value nthValue(Candidates set, std::uint32_t k);
/// Cells whose domain is not a single value (the cost of both modes).
int openCellCount(const Domains& domains);
/// The value of every single-valued domain, 0 elsewhere.
std::vector<Value> singleValues(const Domains& domains);
/// `puzzle` with these values filled in.
Grid filledGrid(const Grid& puzzle, const std::vector<Value>& values);
/// Algorithm 2, line 1: the givens' domains filtered to the fixed point with `filter`; false on a wipe-out.
/// `percentRemoved` = share of the starting domain values removed (the Table-2 measure).
bool filterGivens(DomainFilter& filter, const Grid& puzzle, Domains& domains, double& percentRemoved);
/// A snapshot's grid, origins (given / search decision / propagated) and heat (share of a domain removed).
void showDomains(Snapshot& snap, const Grid& puzzle, const Domains& domains, const std::vector<std::uint8_t>& isDecision);

/// The counters both modes read off the givens' filtering (the Table-2 measures).
struct TabuRootCounters {
    int initialOpenCells = 0;          ///< cells left to fill after filtering the givens
    double initialPercentRemoved = 0;  ///< share of domain values the first filtering removed
    // The filter's counters, copied in when a snapshot is taken (TabuCore::copyFilterStats).
    std::uint64_t filterCalls = 0;
    std::uint64_t filterRevisions = 0;
    std::uint64_t valuesRemoved = 0;
    std::uint64_t filterWipeOuts = 0;
};

/// The rows both modes end their statistics with (`Stats` derives from TabuRootCounters).
template <class Stats>
constexpr StatRow<Stats> kTabuFilterStatRows[] = {
    statRow<&Stats::filterCalls, Stats>("filter calls"),
    statRow<&Stats::filterRevisions, Stats>("filter revisions"),
    statRow<&Stats::valuesRemoved, Stats>("values removed"),
    statRow<&Stats::filterWipeOuts, Stats>("filter wipe-outs"),
    statRow<&Stats::initialOpenCells, Stats>("open cells after first filtering"),
    statRow<&Stats::initialPercentRemoved, Stats>("% values removed by first filtering"),
};

/// The state and the steps both tabu modes share (a base of each engine, not a solver of its own).
class TabuCore {
protected:
    /// Resets the run: a clean record and tabu counts, the givens filtered with `kind` into the root and
    /// current domains, cost = best = their open cells, status Running. False when the filter empties a
    /// domain (each mode says what that means: dfs-learning a proof, paper a give-up).
    bool resetRoot(const Grid& puzzle, FilterKind kind, std::uint64_t seed, TabuRootCounters& counters);
    /// With no open cell left: Solved ("solved in N iterations (D decisions, filter F)"), or Failed when the
    /// filled grid does not check (an internal error); true then, false while cells are open.
    bool endIfSolved(std::uint64_t iterations, std::size_t decisions, FilterKind kind);
    /// The snapshot's board, cost, best, iteration and run record (each mode adds its counters).
    Snapshot coreSnapshot(std::uint64_t iterations) const;
    /// Copies the filter's counters into `stats` (the last statistics of both modes, kTabuFilterStatRows).
    void copyFilterStats(TabuRootCounters& stats) const;
    /// Runs `unit` (one work unit of the mode) while the run goes on, at most `budget` times; the units done.
    template <class Unit>
    std::uint64_t runUnits(std::uint64_t budget, Unit unit) {
        std::uint64_t done = 0;
        for (; done < budget && run_.running(); ++done, ++run_.work) unit();
        return done;
    }
    std::size_t tabuIndex(int cell, Value value) const { return static_cast<std::size_t>(cell) * size_ + value - 1; }

    Grid puzzle_;
    int size_ = 0, cells_ = 0;
    Rng rng_;
    DomainFilter filter_;
    Domains rootDomains_;  ///< the givens filtered (dfs-learning adds values proved impossible from them alone)
    Domains domains_;      ///< current state: root + decisions, filtered
    std::vector<std::uint8_t> isDecision_;
    std::vector<std::uint16_t> tabuCount_;  ///< per (cell, value): how many tabu-list entries hold it
    int cost_ = 0, bestCost_ = 0;
    std::vector<Value> bestValues_;
    RunRecord<> run_;  ///< work, status, message, recent moves, events
};

}  // namespace sudolab::solvers
