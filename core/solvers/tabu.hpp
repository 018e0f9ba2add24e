// The hybrid alldifferent + tabu search of Soto et al. (2015): a tabu search over partial assignments
// whose domains are filtered by the alldifferent constraints of the 3N units, before the search and after
// every move. Declared here (not only registered) so tests can look at the filtered domains.
#pragma once

#include <cstdint>
#include <deque>
#include <string>
#include <vector>

#include "../domain_filter.hpp"
#include "../rng.hpp"
#include "../solver.hpp"

namespace sudolab::solvers {

/// Counters shown in the statistics panel (converted to name/value in the snapshot).
struct TabuStats {
    std::uint64_t iterations = 0;
    std::uint64_t assignments = 0;          ///< Assign moves taken
    std::uint64_t clears = 0;               ///< Clear moves (repairs of dead ends)
    std::uint64_t deadEnds = 0;             ///< iterations without an admissible candidate
    std::uint64_t candidatesEvaluated = 0;  ///< candidate moves filtered and scored
    std::uint64_t candidateWipeOuts = 0;    ///< of which the filter proved impossible
    std::uint64_t tabuExclusions = 0;       ///< candidates dropped because their (cell, value) was tabu
    std::uint64_t rootEliminations = 0;     ///< values removed for good (a wipe-out with no decision made)
    std::uint64_t maxDecisions = 0;         ///< deepest partial assignment (search decisions)
    int initialOpenCells = 0;               ///< cells left to fill after filtering the givens
    double initialPercentRemoved = 0;       ///< share of domain values the first filtering removed
};

/// Search engine and Solver of the `tabu` registry entry.
class TabuSolver final : public Solver {
public:
    void reset(const Grid& puzzle, const ParamSet& params, std::uint64_t seed) override;
    std::uint64_t step(std::uint64_t budget) override;
    Snapshot snapshot() const override;
    Status status() const override { return status_; }
    Grid bestGrid() const override { return gridOf(bestValues_); }

    /// The current filtered domains, one per cell: every Assign move draws its value from these.
    const Domains& domains() const { return domains_; }
    /// The filter in use (its counters: calls, revisions, values removed, wipe-outs).
    const DomainFilter& filter() const { return filter_; }
    /// Counters of this run.
    const TabuStats& stats() const { return stats_; }

private:
    struct Decision {
        int cell;
        Value value;
    };
    struct TabuEntry {
        int cell;
        Value value;
        std::uint64_t since;  ///< iteration it became tabu
    };
    enum class Repair { Latest, Random };

    void iterate();
    void expireTabu();
    void makeTabu(int cell, Value value);
    bool isTabu(int cell, Value value) const { return tabuCount_[tabuIndex(cell, value)] != 0; }
    std::size_t tabuIndex(int cell, Value value) const { return static_cast<std::size_t>(cell) * size_ + value - 1; }
    /// Picks the open cells whose candidates this iteration evaluates.
    void sampleCells();
    /// Undoes one decision (which one: `repair_`) and rebuilds the domains from the remaining ones.
    void clearDecision();
    /// Domains = root domains + every decision, filtered; false on a wipe-out.
    bool rebuildDomains();
    void afterMove();
    int openCount(const Domains& domains) const;
    Grid gridOf(const std::vector<Value>& values) const;
    std::vector<Value> valuesOf(const Domains& domains) const;

    Grid puzzle_;
    int size_ = 0, cells_ = 0;
    FilterKind filterKind_ = FilterKind::Bounds;
    std::uint64_t maxIterations_ = 0;
    std::uint64_t tenure_ = 0;
    int neighbours_ = 0;
    Repair repair_ = Repair::Latest;
    Rng rng_;
    DomainFilter filter_;

    Domains rootDomains_;            ///< givens filtered, plus values proved impossible from the givens alone
    Domains domains_;                ///< current state: root + decisions, filtered
    Domains trial_, bestTrial_;      ///< scratch for candidate evaluation
    std::vector<Decision> decisions_;
    std::vector<std::uint8_t> isDecision_;
    std::deque<TabuEntry> tabu_;     ///< oldest first
    std::vector<std::uint16_t> tabuCount_;
    std::vector<int> open_;
    int cost_ = 0, bestCost_ = 0;
    std::vector<Value> bestValues_;

    std::uint64_t work_ = 0;
    Status status_ = Status::Running;
    std::string message_;
    RecentLog<Move> moves_{64};
    RecentLog<RunEvent> events_{16};
    TabuStats stats_;
};

}  // namespace sudolab::solvers
