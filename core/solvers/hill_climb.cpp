// Steepest-ascent hill climbing on box swaps with plateau detection and random restarts (Jones, Roach
// & Perkins, "Construction of Heuristics for a Search-Based Approach to Solving Sudoku").
//
// Objective f = w1·f1 + w2·f2 with w1 = 1, w2 = −1: f1 = Σ over rows and columns of the number of
// distinct values, f2 = pairs (given, non-given) of one row or column holding the same value. The
// reported cost is f_max − f = (2N² − f1) + f2, which is 0 exactly when the grid is solved (f1 = 2N²
// forces f2 = 0) and never negative.
//
// One work unit = one iteration = one expansion of a state: every swap of two non-given cells of one
// box is evaluated from the per-row/column counts (O(1) each, see BoxSwapState).
//
// Choices where the paper leaves room (they become the closing notes):
// - Ascent: the first strictly best successor in scan order (boxes in order, then cell pairs in
//   reading order) is taken, as in the paper's pseudo-code ("if it is better than Best-successor").
// - Plateau detection (section 4.5) is rendered as a bounded best-first search over states of the
//   plateau score: a state with no strictly better successor is "expanded at the plateau"; its
//   successors of equal score that were not seen at this score go into a queue, and the next state
//   is drawn uniformly (seeded) from that queue (the paper's Java priority queue breaks ties in heap
//   order; random is our stand-in). Once `plateau-states` (10) states of one score have been expanded
//   without a better successor, the top of the queue "shares one score and none has a better
//   successor": the search restarts. A state without any equal or better successor (a strict local
//   maximum) restarts at once: the only queue entries left would be worse states, which the paper
//   found did not help. Any strictly better successor found on the plateau ends the plateau.
//   Measured: with 10 this restarts far more often than the paper's figure 5 (about 50 restarts per
//   solve on `sudoku -c fiendish` puzzles against the paper's 3.4 for its hardest class), so its queue
//   must have explored plateaus longer; plateau-states=100 roughly halves the iterations on qqwing's
//   expert puzzles.
//   States are recognised by a Zobrist hash of the open cells' values (64 bits, fixed table). Moving
//   to a queued state whose parent is not the current state restores the parent first; the move log
//   then shows only the swap that made the queued state from its parent.
// - Greedy initial placement (figure 3): in each box, each empty cell in reading order gets the first
//   value of the box's remaining missing values that clashes with no given in its row or column, or
//   the first remaining value if all clash. Only clashes with givens are considered, so the order of
//   the boxes does not matter. The first start offers the missing values in ascending order (the
//   paper's "next available number"); every restart shuffles that order per box (seeded) so that
//   restarts differ.
// - Post-swapping: one pass over each box's cells in reading order; a cell whose value clashes with a
//   given tries the box's other non-given cells in a seeded random order and swaps with the first one
//   for which neither cell's new value clashes with a given.
#include <algorithm>
#include <climits>
#include <memory>
#include <set>
#include <string>
#include <vector>

#include "box_swap_state.hpp"
#include "rng.hpp"
#include "solver_infos.hpp"
#include "validate.hpp"

namespace sudolab::solvers {
namespace {

const std::vector<ParamSpec> kHillClimbParams = {
    {"plateau-states", ParamKind::Integer, 10, 1, 10000,
     "restart once this many states of one score were expanded without a better successor (the paper's "
     "top-10 plateau test)"},
    {"max-iterations", ParamKind::Integer, 0, 0, 1e12, "give up after this many iterations (0 = never)"},
};

/// Counters shown in the statistics panel (converted to name/value in the snapshot).
struct HillClimbStats {
    std::uint64_t iterations = 0;
    std::uint64_t restarts = 0;
    std::uint64_t ascents = 0;              ///< moves to a strictly better successor
    std::uint64_t sidewaysMoves = 0;        ///< moves to an equal-score state while on a plateau
    std::uint64_t plateauExpansions = 0;    ///< states expanded without a better successor
    std::uint64_t plateausDetected = 0;     ///< restarts caused by the plateau test
    std::uint64_t localMaxima = 0;          ///< restarts at a state with only worse successors
    std::uint64_t successorsEvaluated = 0;  ///< swap deltas computed
    int startCost = 0;                      ///< cost of the latest initial state
    int startGivenClashes = 0;              ///< f2 of the latest initial state (after post-swapping)
    int greedyGivenClashes = 0;             ///< f2 of the latest greedy placement before post-swapping
    int postSwaps = 0;                      ///< swaps made by the latest post-swapping pass
};

constexpr std::size_t kRecentMoves = 64;
/// Queue entries kept per plateau; more equal successors are ignored (only `plateau-states` of them
/// can ever be expanded, so a bounded queue loses nothing that matters).
constexpr std::size_t kFrontierCapacity = 4096;

/// A state waiting on the plateau: `parent` (an expanded state) with cells a and b swapped.
struct FrontierEntry {
    int parent;
    int cellA, cellB;
};

class HillClimbSolver final : public Solver {
public:
    void reset(const Grid& puzzle, const ParamSet& params, std::uint64_t seed) override;
    std::uint64_t step(std::uint64_t budget) override;
    Snapshot snapshot() const override;
    Status status() const override { return status_; }
    Grid bestGrid() const override { return gridOf(bestValues_); }
    std::span<const RunEvent> eventsSince(std::size_t cursor) const override { return events_.since(cursor); }

private:
    /// Greedy placement + post-swapping; `shuffled` offers each box's missing values in random order.
    void makeInitialState(bool shuffled);
    /// One expansion: scan the neighbourhood, then ascend, walk the plateau or restart.
    void iterate();
    /// Handles a state without a strictly better successor; `bestGain` is its best successor's gain.
    void expandOnPlateau(int bestGain);
    /// New initial state (shuffled greedy + post-swapping); logs a "restart" event.
    void restart();
    void swapCells(int a, int b);
    void clearPlateau();
    void noteCost();
    int cost() const { return 2 * size_ * size_ - state_.distinct() + state_.fixedClashes(); }
    std::uint64_t zobrist(int cell, Value v) const { return zobrist_[static_cast<std::size_t>(cell) * size_ + v - 1]; }
    std::uint64_t hashAll() const;
    Grid gridOf(const std::vector<Value>& values) const;

    Grid puzzle_;
    int size_ = 0;
    int plateauLimit_ = 10;
    std::uint64_t maxIterations_ = 0;
    Rng rng_;
    BoxSwapState state_;
    std::vector<std::uint64_t> zobrist_;
    std::uint64_t hash_ = 0;  ///< Zobrist hash of the current values

    int plateauScore_ = -1;                       ///< cost of the plateau being explored, -1 = none
    std::vector<std::vector<Value>> expanded_;    ///< plateau states expanded so far (parents of the queue)
    std::vector<FrontierEntry> frontier_;
    std::set<std::uint64_t> seen_;                ///< hashes expanded or queued at this plateau

    int bestCost_ = 0;
    std::vector<Value> bestValues_;
    std::uint64_t work_ = 0;
    Status status_ = Status::Running;
    std::string message_;
    RecentLog<Move> moves_{kRecentMoves};
    EventLog events_;
    HillClimbStats stats_;
};

void HillClimbSolver::reset(const Grid& puzzle, const ParamSet& params, std::uint64_t seed) {
    requireNoConflictingGivens(puzzle);
    plateauLimit_ = static_cast<int>(params.integer("plateau-states"));
    maxIterations_ = static_cast<std::uint64_t>(params.integer("max-iterations"));
    rng_.reseed(seed);
    puzzle_ = puzzle;
    size_ = puzzle.size();
    work_ = 0;
    stats_ = HillClimbStats{};
    moves_.clear();
    events_.clear();
    status_ = Status::Running;
    message_.clear();
    clearPlateau();

    // The hash table is fixed (not drawn from the run's seed) so that hashing never shifts the
    // run's random stream.
    Rng zobristRng(0x5EED2A0B0B0B1u);
    zobrist_.resize(static_cast<std::size_t>(puzzle.cellCount()) * size_);
    for (auto& word : zobrist_) word = zobristRng.next();

    state_.load(puzzle);
    makeInitialState(false);
    bestCost_ = cost();
    bestValues_ = state_.values();
    if (cost() == 0) {
        status_ = Status::Solved;
        message_ = "solved by the initial placement";
    } else if (state_.movableBoxes().empty()) {
        status_ = Status::Failed;
        message_ = "the puzzle has no solution: no box has two open cells, so every value is forced, and "
                   "the forced values clash";
    }
}

std::uint64_t HillClimbSolver::hashAll() const {
    std::uint64_t hash = 0;
    for (int cell = 0; cell < state_.cellCount(); ++cell)
        if (!state_.isFixed(cell)) hash ^= zobrist(cell, state_.value(cell));
    return hash;
}

void HillClimbSolver::makeInitialState(bool shuffled) {
    std::vector<Value> values = state_.values();
    for (int box = 0; box < size_; ++box) {
        std::vector<Value> available = state_.missingValues(box);
        if (shuffled) rng_.shuffle(available.begin(), available.end());
        for (int k = 0; k < state_.openCount(box); ++k) {
            const int cell = state_.openCells(box)[k];
            auto pick = std::find_if(available.begin(), available.end(),
                                     [&](Value v) { return !state_.clashesWithFixed(cell, v); });
            if (pick == available.end()) pick = available.begin();
            values[cell] = *pick;
            available.erase(pick);
        }
    }
    state_.assign(values);
    stats_.greedyGivenClashes = state_.fixedClashes();

    stats_.postSwaps = 0;
    std::vector<int> others;
    for (int box = 0; box < size_; ++box) {
        const int* open = state_.openCells(box);
        const int count = state_.openCount(box);
        for (int k = 0; k < count; ++k) {
            const int a = open[k];
            if (!state_.clashesWithFixed(a, state_.value(a))) continue;
            others.clear();
            for (int m = 0; m < count; ++m)
                if (m != k) others.push_back(open[m]);
            rng_.shuffle(others.begin(), others.end());
            for (int b : others) {
                if (state_.clashesWithFixed(a, state_.value(b)) || state_.clashesWithFixed(b, state_.value(a)))
                    continue;
                state_.applySwap(a, b);
                ++stats_.postSwaps;
                break;
            }
        }
    }
    hash_ = hashAll();
    stats_.startGivenClashes = state_.fixedClashes();
    stats_.startCost = cost();
}

std::uint64_t HillClimbSolver::step(std::uint64_t budget) {
    std::uint64_t done = 0;
    while (done < budget && status_ == Status::Running) {
        iterate();
        ++done;
        ++work_;
        if (status_ == Status::Running && maxIterations_ > 0 && stats_.iterations >= maxIterations_) {
            status_ = Status::GaveUp;
            message_ = "no solution after " + std::to_string(stats_.iterations) + " iterations and " +
                       std::to_string(stats_.restarts) + " restarts (best cost " + std::to_string(bestCost_) + ")";
        }
    }
    return done;
}

void HillClimbSolver::iterate() {
    ++stats_.iterations;
    int bestGain = INT_MIN, bestA = -1, bestB = -1;
    for (int box : state_.movableBoxes()) {
        const int* open = state_.openCells(box);
        const int count = state_.openCount(box);
        stats_.successorsEvaluated += static_cast<std::uint64_t>(count) * (count - 1) / 2;
        for (int i = 0; i + 1 < count; ++i)
            for (int j = i + 1; j < count; ++j) {
                const int gain = state_.distinctDelta(open[i], open[j]) - state_.fixedClashDelta(open[i], open[j]);
                if (gain > bestGain) {
                    bestGain = gain;
                    bestA = open[i];
                    bestB = open[j];
                }
            }
    }
    if (bestGain > 0) {
        swapCells(bestA, bestB);
        ++stats_.ascents;
        clearPlateau();
        noteCost();
        return;
    }
    expandOnPlateau(bestGain);
}

void HillClimbSolver::expandOnPlateau(int bestGain) {
    const int current = cost();
    if (plateauScore_ != current) {
        clearPlateau();
        plateauScore_ = current;
    }
    ++stats_.plateauExpansions;
    seen_.insert(hash_);
    expanded_.push_back(state_.values());
    const int parent = static_cast<int>(expanded_.size()) - 1;
    if (static_cast<int>(expanded_.size()) >= plateauLimit_) {
        ++stats_.plateausDetected;
        restart();
        return;
    }
    if (bestGain == 0) {
        for (int box : state_.movableBoxes()) {
            const int* open = state_.openCells(box);
            const int count = state_.openCount(box);
            for (int i = 0; i + 1 < count; ++i)
                for (int j = i + 1; j < count; ++j) {
                    const int a = open[i], b = open[j];
                    if (state_.distinctDelta(a, b) - state_.fixedClashDelta(a, b) != 0) continue;
                    if (frontier_.size() >= kFrontierCapacity) continue;
                    const Value x = state_.value(a), y = state_.value(b);
                    const std::uint64_t hash = hash_ ^ zobrist(a, x) ^ zobrist(a, y) ^ zobrist(b, y) ^ zobrist(b, x);
                    if (seen_.insert(hash).second) frontier_.push_back({parent, a, b});
                }
        }
    }
    if (frontier_.empty()) {
        ++stats_.localMaxima;
        restart();
        return;
    }
    const std::size_t pick = rng_.below(static_cast<std::uint32_t>(frontier_.size()));
    const FrontierEntry next = frontier_[pick];
    frontier_[pick] = frontier_.back();
    frontier_.pop_back();
    if (next.parent != parent) {
        state_.assign(expanded_[next.parent]);
        hash_ = hashAll();
    }
    swapCells(next.cellA, next.cellB);
    ++stats_.sidewaysMoves;
}

void HillClimbSolver::swapCells(int a, int b) {
    const Value x = state_.value(a), y = state_.value(b);
    hash_ ^= zobrist(a, x) ^ zobrist(a, y) ^ zobrist(b, y) ^ zobrist(b, x);
    state_.applySwap(a, b);
    moves_.push({MoveKind::Swap, a, b, 0, stats_.iterations});
}

void HillClimbSolver::restart() {
    ++stats_.restarts;
    events_.push(stats_.iterations, EventKind::Restart);
    clearPlateau();
    makeInitialState(true);
    noteCost();
}

void HillClimbSolver::clearPlateau() {
    plateauScore_ = -1;
    expanded_.clear();
    frontier_.clear();
    seen_.clear();
}

void HillClimbSolver::noteCost() {
    const int now = cost();
    if (now < bestCost_) {
        bestCost_ = now;
        bestValues_ = state_.values();
    }
    if (now == 0) {
        status_ = Status::Solved;
        message_ = "solved in " + std::to_string(stats_.iterations) + " iterations after " +
                   std::to_string(stats_.restarts) + " restarts";
    }
}

Grid HillClimbSolver::gridOf(const std::vector<Value>& values) const {
    Grid grid = puzzle_;
    for (int cell = 0; cell < grid.cellCount(); ++cell) grid.set(cell, values[cell]);
    return grid;
}

Snapshot HillClimbSolver::snapshot() const {
    Snapshot snap;
    snap.grid = state_.toGrid(puzzle_);
    snap.origin.assign(puzzle_.cellCount(), CellOrigin::Search);
    snap.heat.assign(puzzle_.cellCount(), 0.0f);
    for (int cell = 0; cell < puzzle_.cellCount(); ++cell) {
        if (puzzle_.isGiven(cell))
            snap.origin[cell] = CellOrigin::Given;
        else if (state_.inConflict(cell))
            snap.heat[cell] = 1.0f;  // heat marks the open cells whose value repeats in a row or column
    }
    snap.cost = cost();
    snap.bestCost = bestCost_;
    snap.iteration = stats_.iterations;
    copyRunRecord(snap, work_, status_, message_, moves_, &events_);
    snap.stats = {
        {"iterations", statValue(stats_.iterations)},
        {"restarts", statValue(stats_.restarts)},
        {"ascents", statValue(stats_.ascents)},
        {"sideways moves", statValue(stats_.sidewaysMoves)},
        {"plateau expansions", statValue(stats_.plateauExpansions)},
        {"plateaus detected", statValue(stats_.plateausDetected)},
        {"local maxima", statValue(stats_.localMaxima)},
        {"successors evaluated", statValue(stats_.successorsEvaluated)},
        {"f1 distinct", statValue(state_.distinct())},
        {"f2 given clashes", statValue(state_.fixedClashes())},
        {"plateau queue", statValue(frontier_.size())},
        {"start cost", statValue(stats_.startCost)},
        {"greedy given clashes", statValue(stats_.greedyGivenClashes)},
        {"start given clashes", statValue(stats_.startGivenClashes)},
        {"post swaps", statValue(stats_.postSwaps)},
        {"open cells", statValue(state_.openTotal())},
    };
    return snap;
}

}  // namespace

const SolverInfo& hillClimbInfo() {
    static const SolverInfo info{
        "hill-climb",
        "Steepest-ascent hill climbing",
        "Jones, Roach & Perkins, Construction of Heuristics for a Search-Based Approach to Solving Sudoku",
        "box swaps, objective distinct values minus clashes with givens, greedy start, plateau restarts",
        "iterations",
        false,
        kHillClimbParams,
        [] { return std::unique_ptr<Solver>(std::make_unique<HillClimbSolver>()); },
    };
    return info;
}

}  // namespace sudolab::solvers
