// The hybrid alldifferent + tabu search of Soto et al. (2015): a tabu search over partial assignments
// whose domains are filtered by the alldifferent constraints of the 3N units, before the search and after
// every move. Declared here (not only registered) so tests can look at the filtered domains.
// Two modes (tabu.cpp's header): `paper` (default, Algorithm 2 reconstructed from the paper's prose,
// tabu_paper.*; step() counts iterations) and `dfs-learning` (this class's own engine; step() counts filter passes).
#pragma once

#include <cstdint>
#include <deque>
#include <string>
#include <utility>
#include <vector>

#include "base/rng.hpp"
#include "propagation/domain_filter.hpp"
#include "run/solver.hpp"
#include "solvers/tabu/tabu_paper.hpp"

namespace sudolab::solvers {

/// Which search the `mode` parameter selects.
enum class TabuMode { Paper, DfsLearning };

/// Counters of a dfs-learning run (converted to name/value in the snapshot).
struct TabuStats : TabuRootCounters {
    std::uint64_t iterations = 0;           ///< completed iterations (the 10,000 cap counts these)
    std::uint64_t assignments = 0;          ///< Assign moves taken
    std::uint64_t clears = 0;               ///< Clear moves (repairs of dead ends)
    std::uint64_t deadEnds = 0;             ///< iterations whose state the filter proved dead (then a Clear)
    std::uint64_t idleIterations = 0;       ///< iterations without a move or a learned value (all tabu)
    std::uint64_t candidatesEvaluated = 0;  ///< candidate moves filtered and scored
    std::uint64_t candidateWipeOuts = 0;    ///< of which the filter proved impossible
    std::uint64_t tabuExclusions = 0;       ///< candidates dropped because their (cell, value) was tabu
    std::uint64_t rootEliminations = 0;     ///< values removed for good (a wipe-out with no decision made)
    std::uint64_t stateEliminations = 0;    ///< values removed while the decisions below them stand
    std::uint64_t maxDecisions = 0;         ///< deepest partial assignment (search decisions)
    // Gauges, set when a snapshot is taken.
    std::uint64_t decisions = 0;  ///< decisions standing
    std::uint64_t tabuListSize = 0;
    std::uint64_t tenure = 0;
    std::uint64_t candidatesDrawn = 0;  ///< candidates drawn in the iteration under way
    std::uint64_t eliminationsStanding = 0;
};

/// Names and order of the statistics panel and of JSON records (mode=dfs-learning), then the filter's.
inline constexpr StatRow<TabuStats> kTabuStatRows[] = {
    statRow<&TabuStats::iterations>("iterations"),
    statRow<&TabuStats::assignments>("assignments"),
    statRow<&TabuStats::clears>("clears"),
    statRow<&TabuStats::deadEnds>("dead ends"),
    statRow<&TabuStats::decisions>("decisions"),
    statRow<&TabuStats::maxDecisions>("max decisions"),
    statRow<&TabuStats::tabuListSize>("tabu list size"),
    statRow<&TabuStats::tenure>("tenure"),
    statRow<&TabuStats::candidatesDrawn>("candidates drawn this iteration"),
    statRow<&TabuStats::candidatesEvaluated>("candidates evaluated"),
    statRow<&TabuStats::candidateWipeOuts>("candidate wipe-outs"),
    statRow<&TabuStats::tabuExclusions>("tabu exclusions"),
    statRow<&TabuStats::rootEliminations>("root eliminations"),
    statRow<&TabuStats::stateEliminations>("state eliminations"),
    statRow<&TabuStats::eliminationsStanding>("eliminations standing"),
    statRow<&TabuStats::idleIterations>("idle iterations"),
};

/// Search engine and Solver of the `tabu` registry entry.
class TabuSolver final : public Solver, private TabuCore {
public:
    void reset(const Grid& puzzle, const ParamSet& params, std::uint64_t seed) override;
    std::uint64_t step(std::uint64_t budget) override;
    Snapshot snapshot() const override;
    Status status() const override { return mode_ == TabuMode::Paper ? paper_.status() : run_.status; }
    Grid bestGrid() const override { return mode_ == TabuMode::Paper ? paper_.bestGrid() : filledGrid(puzzle_, bestValues_); }
    std::span<const RunEvent> eventsSince(std::size_t cursor) const override {
        return mode_ == TabuMode::Paper ? paper_.eventsSince(cursor) : run_.events.since(cursor);
    }

    TabuMode mode() const { return mode_; }
    /// The paper-mode engine (its state is meaningful when mode() == TabuMode::Paper).
    const TabuPaperSearch& paper() const { return paper_; }

    // The accessors below describe the dfs-learning engine (mode=dfs-learning).
    /// The current filtered domains, one per cell: every Assign move draws its value from these.
    const Domains& domains() const { return domains_; }
    /// The filter in use (its counters: calls, revisions, values removed, wipe-outs).
    const DomainFilter& filter() const { return filter_; }
    /// Counters of this run.
    const TabuStats& stats() const { return stats_; }
    /// The (cell, value) pairs now tabu, oldest first (at most `tenure` of them between work units).
    std::vector<std::pair<int, Value>> tabuList() const;
    /// True between the first and the last work unit of an iteration (candidates evaluated, no move yet).
    bool midIteration() const { return inIteration_; }

private:
    struct Decision {
        int cell;
        Value value;
    };
    /// A value whose candidate wiped out while `depth` decisions stood: impossible as long as they stay.
    struct Elimination {
        int cell;
        Value value;
        std::size_t depth;
    };
    struct TabuEntry {
        int cell;
        Value value;
        std::uint64_t since;  ///< iteration it became tabu
    };
    enum class Repair { Latest, Random };

    /// One work unit: the next admissible candidate's filtering, or the iteration's closing move.
    void workUnit();
    void beginIteration();
    void evaluateCandidate(int cell, Value value);
    void finishIteration();
    void expireTabu();
    void makeTabu(int cell, Value value);
    bool isTabu(int cell, Value value) const { return tabuCount_[tabuIndex(cell, value)] != 0; }
    /// Picks the open cells whose candidates this iteration evaluates.
    void sampleCells();
    /// Undoes one decision (which one: `repair_`) and rebuilds the domains from the remaining ones.
    void clearDecision();
    /// Removes the values whose candidates wiped out in this iteration from the state; false if the
    /// state's domains then wipe out (no solution extends the current decisions).
    bool applyLearned();
    /// Domains = root domains + every decision + the eliminations still valid, filtered; false on a wipe-out.
    bool rebuildDomains();
    void afterMove();

    TabuMode mode_ = TabuMode::Paper;
    TabuPaperSearch paper_;
    FilterKind filterKind_ = FilterKind::Bounds;
    std::uint64_t maxIterations_ = 0;
    std::uint64_t tenure_ = 0;
    int neighbours_ = 0;
    Repair repair_ = Repair::Latest;
    bool learnUndone_ = true;

    Domains trial_, bestTrial_;      ///< scratch for candidate evaluation
    std::vector<Decision> decisions_;
    std::vector<Elimination> eliminations_;  ///< learned under decisions (depth >= 1), oldest first
    std::deque<TabuEntry> tabu_;     ///< oldest first
    std::vector<int> open_;

    // The iteration in progress (kept between step() calls so the budget can end it anywhere).
    bool inIteration_ = false;
    std::size_t nextCandidate_ = 0;  ///< index into open_ of the next candidate to draw
    int trialBestCost_ = 0, trialBestCell_ = -1;
    Value trialBestValue_ = 0;
    std::uint32_t ties_ = 0;
    std::vector<Decision> learned_;  ///< candidates that wiped out in this iteration
    std::vector<Decision> pendingLearned_;  ///< the decision undone last iteration, learned in the next
    std::vector<int> narrowed_;      ///< scratch: cells whose domains were narrowed before a re-filtering

    TabuStats stats_;
};

}  // namespace sudolab::solvers
