// The tabu solver's default mode (`mode=paper`): Soto et al.'s Algorithm 2 reconstructed from the paper's prose, a tabu search over
// partial assignments whose domains are filtered once before the search and once per iteration. The rules
// and the choices where the paper is silent are listed at the top of tabu.cpp; this file is the loop.
#pragma once

#include <cstdint>
#include <deque>
#include <string>
#include <utility>
#include <vector>

#include "base/rng.hpp"
#include "propagation/domain_filter.hpp"
#include "run/solver.hpp"
#include "solvers/tabu/tabu_core.hpp"

namespace sudolab::solvers {

/// Counters of a paper-mode run (shown in the statistics panel, name/value in the snapshot).
struct TabuPaperStats : TabuRootCounters {
    std::uint64_t iterations = 0;           ///< completed iterations (the 10,000 cap counts these)
    std::uint64_t assignments = 0;          ///< moves to the best admissible candidate
    std::uint64_t candidatesEvaluated = 0;  ///< candidates drawn and scored (admissible or not)
    std::uint64_t tabuExclusions = 0;       ///< candidates excluded: a new element of theirs is tabu
    std::uint64_t bestImprovements = 0;     ///< iterations whose state beat the best (elements made tabu)
    std::uint64_t tabuAdded = 0;            ///< elements that entered the tabu list
    std::uint64_t tabuExpired = 0;          ///< elements that left it (oldest first)
    std::uint64_t deadEnds = 0;             ///< iterations that ran the dead-end rule
    std::uint64_t wipeOutDeadEnds = 0;      ///< of which: the iteration's filtering emptied a domain
    std::uint64_t noCandidateDeadEnds = 0;  ///< of which: no admissible candidate (with decisions to undo)
    std::uint64_t rootIdleIterations = 0;   ///< no admissible candidate and no decision to undo
    std::uint64_t decisionsUndone = 0;      ///< decisions the dead-end rule removed (Clear moves)
    std::uint64_t maxDecisions = 0;         ///< deepest partial assignment
    // Gauges, set when a snapshot is taken.
    std::uint64_t decisions = 0;  ///< decisions standing
    std::uint64_t tabuListSize = 0;
    std::uint64_t tenure = 0;
};

/// Names and order of the statistics panel and of JSON records (mode=paper), then the filter's.
inline constexpr StatRow<TabuPaperStats> kTabuPaperStatRows[] = {
    statRow<&TabuPaperStats::iterations>("iterations"),
    statRow<&TabuPaperStats::assignments>("assignments"),
    statRow<&TabuPaperStats::decisions>("decisions"),
    statRow<&TabuPaperStats::maxDecisions>("max decisions"),
    statRow<&TabuPaperStats::bestImprovements>("best improvements"),
    statRow<&TabuPaperStats::tabuListSize>("tabu list size"),
    statRow<&TabuPaperStats::tabuAdded>("tabu added"),
    statRow<&TabuPaperStats::tabuExpired>("tabu expired"),
    statRow<&TabuPaperStats::tenure>("tenure"),
    statRow<&TabuPaperStats::candidatesEvaluated>("candidates evaluated"),
    statRow<&TabuPaperStats::tabuExclusions>("tabu exclusions"),
    statRow<&TabuPaperStats::deadEnds>("dead ends"),
    statRow<&TabuPaperStats::wipeOutDeadEnds>("wipe-out dead ends"),
    statRow<&TabuPaperStats::noCandidateDeadEnds>("no-candidate dead ends"),
    statRow<&TabuPaperStats::rootIdleIterations>("root idle iterations"),
    statRow<&TabuPaperStats::decisionsUndone>("decisions undone"),
};

/// The dead-end rule's first choice: indices (descending) of the decisions at `emptyCell` or at one of
/// its peers, the assignments that constrain the emptied cell directly.
std::vector<std::size_t> decisionsConstraining(const Geometry& geometry, const std::vector<std::pair<int, Value>>& decisions,
                                               int emptyCell);

/// What a dead end undoes in mode=paper (the paper is silent; `local` is our choice, the others its ablation).
enum class TabuDeadEnd : std::uint8_t {
    Local,    ///< the decisions at the emptied cell or its peers (else one at random), then random ones
    Latest,   ///< the most recent decision, then the next most recent while the filter still wipes out
    Random,   ///< one decision drawn at random, then another while the filter still wipes out
    Restart,  ///< every decision: back to the filtered givens
};

/// Algorithm 2 of Soto et al.: one work unit = one iteration = one filter pass (more on a dead end).
class TabuPaperSearch : private TabuCore {
public:
    struct Settings {
        FilterKind filter = FilterKind::Bounds;
        std::uint64_t maxIterations = 10000;
        std::uint64_t tenure = 10;
        int neighbours = 0;  ///< open cells proposing a candidate per iteration (0 = all)
        TabuDeadEnd deadEnd = TabuDeadEnd::Local;
    };
    /// A (cell, value) pair of an assignment: the paper's "solution element".
    struct Element {
        int cell;
        Value value;
        bool operator==(const Element&) const = default;
    };

    /// Filters the givens (Algorithm 2, line 1). Never ends a run as "no solution": a wipe-out here gives up.
    void reset(const Grid& puzzle, const Settings& settings, std::uint64_t seed);
    /// Runs at most `budget` iterations; 0 once the run has ended.
    std::uint64_t step(std::uint64_t budget);
    Snapshot snapshot() const;
    Status status() const { return run_.status; }
    Grid bestGrid() const { return filledGrid(puzzle_, bestValues_); }
    /// Events (none: this mode never restarts; the dead-end rule is part of the search).
    std::span<const RunEvent> eventsSince(std::size_t cursor) const { return run_.events.since(cursor); }

    /// The current state's filtered domains.
    const Domains& domains() const { return domains_; }
    const DomainFilter& filter() const { return filter_; }
    const TabuPaperStats& stats() const { return stats_; }
    /// The tabu elements, oldest first.
    std::vector<Element> tabuList() const;
    /// The search's decisions (assignments it made, in order; the dead-end rule removes some).
    std::vector<Element> decisions() const { return decisions_; }
    /// Filled cells of the best state so far (0 = open), the elements a new best is compared with.
    const std::vector<Value>& bestValues() const { return bestValues_; }
    bool isTabu(int cell, Value value) const { return tabuCount_[tabuIndex(cell, value)] != 0; }

private:
    struct Candidate {
        int cell = -1;
        Value value = 0;
        int cost = 0;
    };
    struct TabuEntry {
        Element element;
        std::uint64_t since;  ///< iteration it entered the list
    };

    void iterate();
    /// Draws one value per (sampled) open cell and returns the best admissible candidate (cell -1: none).
    Candidate bestCandidate();
    /// Scores `cell = value`: cells still to fill after it and its peers' forward check; -1 if excluded.
    int scoreCandidate(int cell, Value value);
    /// Assigns the candidate and filters the state once (Algorithm 2, line 9); false on a wipe-out.
    bool move(const Candidate& candidate);
    /// The dead-end rule: undo the decisions among the peers of `emptyCell` (or one at random), re-filter.
    void deadEnd(int emptyCell);
    /// Undoes one decision drawn uniformly at random (there is at least one).
    void undoRandomDecision();
    void undoDecision(std::size_t index);
    bool rebuildDomains();
    /// If the state beats the best: its elements that differ from the best's become tabu, it becomes best.
    void updateBest();
    void expireTabu();
    void finish();

    const Geometry* geometry_ = nullptr;
    Settings settings_;
    std::vector<Element> decisions_;
    std::deque<TabuEntry> tabu_;
    std::vector<int> open_, changed_;
    std::vector<Element> newElements_;  ///< scratch: a candidate's new elements
    std::vector<std::pair<int, Value>> pairs_;  ///< scratch: the decisions for decisionsConstraining
    TabuPaperStats stats_;
};

}  // namespace sudolab::solvers
