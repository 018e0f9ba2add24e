// Steepest-ascent hill climbing with plateau restarts (Jones, Roach & Perkins). Declared here (not only
// registered) so tests can look at the queue, the start and the counters. The paper's rules and our
// choices are in the block at the top of hill_climb.cpp; the two searches are in hill_climb_search.cpp.
#pragma once

#include <cstdint>
#include <set>
#include <string>
#include <unordered_set>
#include <vector>

#include "base/rng.hpp"
#include "run/run_record.hpp"
#include "run/solver.hpp"
#include "run/stat_table.hpp"
#include "solvers/box_swap_state.hpp"
#include "solvers/hill_climb/hill_climb_queue.hpp"

namespace sudolab::solvers {

/// `search`: the paper's best-first queue, or the bounded plateau walk this solver had before.
enum class HillSearch { Queue, PlateauWalk };
/// `start` (section 4.4, Fig. 4): greedy + post-swapping, the greedy placement, or random box permutations
/// (the order of the `start` choices).
enum class HillStart { GreedyPostSwap, Greedy, Random };

/// Counters of a run and gauges of the moment (named by kHillClimbStatRows in the snapshot).
struct HillClimbStats {
    std::uint64_t iterations = 0;           ///< expansions (one per work unit)
    std::uint64_t restarts = 0;
    std::uint64_t ascents = 0;              ///< moves to a strictly better state than the current one
    std::uint64_t sidewaysMoves = 0;        ///< moves to an equal-score state
    std::uint64_t downhillMoves = 0;        ///< queue: moves to a worse state (the best queued one)
    std::uint64_t jumps = 0;                ///< queue: expanded states that are not a child of the previous one
    std::uint64_t plateausDetected = 0;     ///< restarts caused by the plateau test
    std::uint64_t queueExhausted = 0;       ///< restarts because no unexplored state was left
    std::uint64_t localMaxima = 0;          ///< walk: restarts at a state with only worse successors
    std::uint64_t plateauChecks = 0;        ///< queue: queued states whose successors the plateau test scanned
    std::uint64_t successorsEvaluated = 0;  ///< swap deltas computed (plateau checks included)
    std::uint64_t duplicates = 0;           ///< successors not queued: already queued or expanded since the start
    std::uint64_t walkDrops = 0;            ///< walk: equal successors dropped at its 4096-entry frontier
    int startF1 = 0;                        ///< f1 of the latest start
    int startCost = 0;                      ///< cost of the latest start
    int startGivenClashes = 0;              ///< f2 of the latest start
    int greedyGivenClashes = 0;             ///< f2 of the latest greedy placement before post-swapping
    int postSwaps = 0;                      ///< swaps made by the latest post-swapping pass
    // Gauges, set when a snapshot is taken.
    std::uint64_t queueSize = 0;       ///< unexplored states queued
    std::uint64_t queueEvictions = 0;  ///< worst states dropped at queue-capacity
    std::uint64_t queueParents = 0;    ///< parent states kept for the queued ones
    std::uint64_t walkFrontier = 0;    ///< walk: equal-score states waiting
    double f = 0;                      ///< objective of the current state
    int f1Distinct = 0;                ///< its f1
    int f2GivenClashes = 0;            ///< its f2
    int openCells = 0;                 ///< cells the swaps move
};

/// Names and order of the statistics panel and of JSON records.
inline constexpr StatRow<HillClimbStats> kHillClimbStatRows[] = {
    statRow<&HillClimbStats::iterations>("iterations"),
    statRow<&HillClimbStats::restarts>("restarts"),
    statRow<&HillClimbStats::ascents>("ascents"),
    statRow<&HillClimbStats::sidewaysMoves>("sideways moves"),
    statRow<&HillClimbStats::downhillMoves>("downhill moves"),
    statRow<&HillClimbStats::jumps>("jumps"),
    statRow<&HillClimbStats::plateausDetected>("plateaus detected"),
    statRow<&HillClimbStats::queueExhausted>("queue exhausted"),
    statRow<&HillClimbStats::localMaxima>("local maxima"),
    statRow<&HillClimbStats::plateauChecks>("plateau checks"),
    statRow<&HillClimbStats::successorsEvaluated>("successors evaluated"),
    statRow<&HillClimbStats::duplicates>("duplicates"),
    statRow<&HillClimbStats::queueSize>("queue size"),
    statRow<&HillClimbStats::queueEvictions>("queue evictions"),
    statRow<&HillClimbStats::queueParents>("queue parents"),
    statRow<&HillClimbStats::walkFrontier>("walk frontier"),
    statRow<&HillClimbStats::walkDrops>("walk drops"),
    statRow<&HillClimbStats::f>("f"),
    statRow<&HillClimbStats::f1Distinct>("f1 distinct"),
    statRow<&HillClimbStats::f2GivenClashes>("f2 given clashes"),
    statRow<&HillClimbStats::startF1>("start f1"),
    statRow<&HillClimbStats::startCost>("start cost"),
    statRow<&HillClimbStats::greedyGivenClashes>("greedy given clashes"),
    statRow<&HillClimbStats::startGivenClashes>("start given clashes"),
    statRow<&HillClimbStats::postSwaps>("post swaps"),
    statRow<&HillClimbStats::openCells>("open cells"),
};

/// Search engine and Solver of the `hill-climb` registry entry.
class HillClimbSolver final : public RecordingSolver<> {
public:
    void reset(const Grid& puzzle, const ParamSet& params, std::uint64_t seed) override;
    std::uint64_t step(std::uint64_t budget) override;
    Snapshot snapshot() const override;
    Grid bestGrid() const override { return puzzle_.withValues(bestValues_); }

    const HillClimbStats& stats() const { return stats_; }
    /// The queue of unexplored states (search=queue).
    const StateQueue& queue() const { return queue_; }
    /// The current state's values and objective f = w1·f1 + w2·f2.
    const std::vector<Value>& values() const { return state_.values(); }
    double objective() const { return objectiveOf(state_.distinct(), state_.fixedClashes()); }
    /// f of a state with these parts.
    double objectiveOf(int f1, int f2) const { return w1_ * f1 + w2_ * f2; }
    /// f1 and f2 of the current state.
    int f1() const { return state_.distinct(); }
    int f2() const { return state_.fixedClashes(); }

private:
    // Start (hill_climb.cpp).
    void makeInitialState(bool shuffled);
    void greedyPlacement(bool shuffled);
    void postSwap();
    /// A new §4.4 start (the `start` parameter, shuffled greedy order); logs a "restart" event.
    void restart();
    // Queue search (hill_climb_search.cpp).
    void iterateQueue();
    bool expandIntoQueue(int slotOfCurrent);
    bool hasBetterSuccessor(const QueuedState& entry);
    void moveToEntry(const QueuedState& entry, int previousSlot);
    // Plateau walk (hill_climb_search.cpp).
    void iterateWalk();
    void expandOnPlateau(double bestGain);
    void clearWalk();
    // Shared.
    double gain(const BoxSwapState& state, int a, int b) const {
        return w1_ * state.distinctDelta(a, b) + w2_ * state.fixedClashDelta(a, b);
    }
    void swapCells(int a, int b);
    void noteCost();
    int cost() const { return 2 * size_ * size_ - state_.distinct() + state_.fixedClashes(); }
    std::uint64_t zobrist(int cell, Value v) const { return zobrist_[static_cast<std::size_t>(cell) * size_ + v - 1]; }
    std::uint64_t swapHash(std::uint64_t hash, const BoxSwapState& state, int a, int b) const;
    std::uint64_t hashAll() const;

    Grid puzzle_;
    int size_ = 0;
    HillSearch search_ = HillSearch::Queue;
    HillStart start_ = HillStart::GreedyPostSwap;
    double w1_ = 1, w2_ = -1;
    int plateauLimit_ = 10;
    std::uint64_t maxIterations_ = 0;
    Rng rng_;
    BoxSwapState state_, probe_;  ///< probe_: scratch state for the plateau test's scans
    std::vector<std::uint64_t> zobrist_;
    std::uint64_t hash_ = 0;

    // search=queue
    StateQueue queue_;
    std::unordered_set<std::uint64_t> seen_;  ///< hashes queued or expanded since the latest start
    bool freshStart_ = true;                  ///< the current state is a start, not yet expanded

    // search=plateau-walk (the earlier search, kept as a variant)
    struct FrontierEntry {
        int parent;
        int cellA, cellB;
    };
    bool onPlateau_ = false;
    double plateauScore_ = 0;
    std::vector<std::vector<Value>> expanded_;
    std::vector<FrontierEntry> frontier_;
    std::set<std::uint64_t> walkSeen_;

    int bestCost_ = 0;
    std::vector<Value> bestValues_;
    HillClimbStats stats_;
};

}  // namespace sudolab::solvers
