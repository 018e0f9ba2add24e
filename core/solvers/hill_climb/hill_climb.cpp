// Steepest-ascent hill climbing on box swaps with plateau detection and random restarts (Jones, Roach
// & Perkins, "Construction of Heuristics for a Search-Based Approach to Solving Sudoku").
//
// What the paper fixes, quoted, and how the default (search=queue) renders it:
// - State and move (sections 3, 4.2): "place in each mini-grid only those digits which are missing from
//   that mini-grid"; "the operators are restricted to swaps of pairs of values within a mini-grid
//   (excluding given values from any swap)". BoxSwapState keeps per-row/column counts: O(1) per swap.
// - Objective (4.3, Fig. 2): f = w1·f1 + w2·f2, f1 = Σ over rows and columns of the number of distinct
//   digits, f2 = clashes between a given and a non-given digit of one row or column; "The pairing w1=1
//   and w2=-1 was chosen". `w1`, `w2` are parameters (defaults 1, -1). The reported cost is
//   (2N² − f1) + f2 whatever the weights: 0 exactly when solved (f1 = 2N² forces f2 = 0), never negative.
// - Search (4.1): "a best-first search approach was employed, using a priority queue of as-yet unexplored
//   states ordered by objective function score ... The highest scored state in such a queue is the state
//   to be expanded next"; expanding = "For each operator that applies to current state: Apply operator to
//   determine a successor ... Evaluate successor. If it matches goal state, return with success". Every
//   successor goes into the queue (StateQueue); the next state expanded is the queue's best, which is the
//   best successor when descent is continuous (steepest ascent) and an older, more promising state
//   otherwise. One work unit = one iteration = one expansion.
// - Plateau test and restart (4.5): "once the first 10, highest scoring solutions all shared the same
//   score, and none of those solutions had successors with better scores, it was assumed that a plateau
//   had been reached. At such a point, the queue was cleared and a new initial state was generated (as
//   described in Section 4.4 above)": after each expansion, plateauReached() looks at the first
//   `plateau-states` (10) entries; if they share one score it scans the neighbourhood of each (once per
//   entry, cached) for a strictly better successor; none → clear the queue, draw a new start.
// - Start (4.4, Figs. 3-4): greedy placement ("filling each empty cell with the next available number that
//   produced no clashes with the givens"), then post-swapping ("All values which clash with a given are
//   swapped with another value in that mini-grid that does not produce a new such clash (selecting other
//   non-given values from the mini-grid, ordered randomly ...)"). `start` = greedy-post-swap (default),
//   greedy, or random (each box's missing digits in random order, the paper's "random insertion").
//
// Choices where the paper is silent:
// - Queue ties: equal scores leave in the order of a random key drawn at push (a Java PriorityQueue's heap
//   order is arbitrary; a seeded key keeps runs reproducible without favouring old or new states).
// - Duplicates: a successor already queued or expanded since the latest start (Zobrist hash of the open
//   cells, 64 bits, fixed table) is not queued again ("as-yet unexplored states"); counted.
// - Memory: the queue holds at most `queue-capacity` entries (default 100,000). At the bound the worst
//   entry is evicted — the new one if it is the worst — and counted ("queue evictions"); an evicted state
//   is forgotten (it may be queued again if met again). States are stored as (parent, swap); parents are
//   freed when no queued child refers to them, so memory follows the queue, not the run.
// - Restarts: the first greedy start offers each box's missing digits in ascending order (the paper's
//   "next available number"); every restart shuffles that order per box (seeded), so restarts differ, and
//   post-swapping draws its random order from the run's generator. A queue emptied without a plateau (small
//   grids) also restarts ("queue exhausted").
// - Greedy: each box, each empty cell in reading order, gets the first of the box's remaining digits that
//   clashes with no given in its row or column, or the first remaining one if all clash. Post-swapping:
//   one pass over each box's cells in reading order.
//
// search=plateau-walk (the variant, this solver's earlier search): no queue of all successors; a state
// without a strictly better successor is "expanded on the plateau", its equal-score successors not seen at
// this score go to a frontier (at most 4096 entries; further ones are dropped and counted in "walk drops"),
// the next state is drawn uniformly from it; after `plateau-states` such expansions, or at once at a state
// with only worse successors, it restarts. Ascent takes the first strictly best successor in scan order.
// Measured (docs/solvers/hill-climb.md): it restarts far more often than the paper's Fig. 5.
#include "solvers/hill_climb/hill_climb.hpp"

#include <algorithm>
#include <memory>
#include <string>
#include <vector>

#include "base/errors.hpp"
#include "grid/validate.hpp"
#include "run/config_table.hpp"
#include "solvers/solver_infos.hpp"

namespace sudolab::solvers {
namespace {

/// The parameters as typed values, filled from kHillClimbParams.
struct HillClimbConfig {
    HillSearch search = HillSearch::Queue;
    HillStart start = HillStart::GreedyPostSwap;
    double w1 = 0, w2 = 0;
    int plateauStates = 0;
    std::size_t queueCapacity = 0;
    std::uint64_t maxIterations = 0;
};

const ConfigTable<HillClimbConfig> kHillClimbParams = {
    choiceParam<&HillClimbConfig::search>(
        "search", HillSearch::Queue, {"queue", "plateau-walk"},
        "queue = the paper's best-first priority queue of unexplored states with its plateau test; "
        "plateau-walk = the earlier bounded walk over equal-score successors (restarts far more often)"),
    choiceParam<&HillClimbConfig::start>(
        "start", HillStart::GreedyPostSwap, {"greedy-post-swap", "greedy", "random"},
        "initial state and every restart's (section 4.4, Fig. 4): greedy-post-swap (the paper's), greedy "
        "(without post-swapping), random (each box's missing digits in random order)"),
    realParam<&HillClimbConfig::w1>("w1", 1, -100, 100,
                                    "weight of f1, the distinct digits per row and column (Fig. 2; paper: 1)"),
    realParam<&HillClimbConfig::w2>("w2", -1, -100, 100, "weight of f2, the clashes with givens (Fig. 2; paper: -1)"),
    integerParam<&HillClimbConfig::plateauStates>(
        "plateau-states", 10, 1, 10000,
        "queue: restart when this many first queue entries share one score and none has a better successor "
        "(the paper's 10); plateau-walk: restart after this many expansions at one score"),
    integerParam<&HillClimbConfig::queueCapacity>(
        "queue-capacity", 100000, 1, 1e8,
        "search=queue only: most unexplored states kept; at the bound the worst is evicted (counted in 'queue "
        "evictions')"),
    integerParam<&HillClimbConfig::maxIterations>("max-iterations", 0, 0, 1e12,
                                                  "give up after this many iterations (0 = never)"),
};

// The plateau walk keeps no queue: a queue bound set with it is refused, not silently ignored.
const std::vector<ParamRule> kHillClimbRules = {
    {.lesser = "queue-capacity", .greater = "search", .onlyWhen = "queue"},
};

}  // namespace

void HillClimbSolver::reset(const Grid& puzzle, const ParamSet& params, std::uint64_t seed) {
    requireNoConflictingGivens(puzzle);
    checkParamRules(params, kHillClimbRules);  // callers validate up front; a direct reset is checked too
    const HillClimbConfig config = kHillClimbParams.read(params);
    search_ = config.search;
    start_ = config.start;
    w1_ = config.w1;
    w2_ = config.w2;
    plateauLimit_ = config.plateauStates;
    queue_.setCapacity(config.queueCapacity);
    maxIterations_ = config.maxIterations;
    rng_.reseed(seed);
    puzzle_ = puzzle;
    size_ = puzzle.size();
    stats_ = HillClimbStats{};
    run_.start();
    queue_.clear();
    seen_.clear();
    clearWalk();

    // The hash table is fixed (not drawn from the run's seed) so that hashing never shifts the
    // run's random stream.
    Rng zobristRng(0x5EED2A0B0B0B1u);
    zobrist_.resize(static_cast<std::size_t>(puzzle.cellCount()) * size_);
    for (auto& word : zobrist_) word = zobristRng.next();

    state_.load(puzzle);
    probe_.load(puzzle);
    makeInitialState(false);
    bestCost_ = cost();
    bestValues_ = state_.values();
    if (cost() == 0) {
        run_.finish(Status::Solved, "solved by the initial placement");
    } else if (state_.movableBoxes().empty()) {
        run_.finish(Status::Failed, "the puzzle has no solution: no box has two open cells, so every value is forced, and "
                                    "the forced values clash");
    }
}

std::uint64_t HillClimbSolver::hashAll() const {
    std::uint64_t hash = 0;
    for (int cell = 0; cell < state_.cellCount(); ++cell)
        if (!state_.isFixed(cell)) hash ^= zobrist(cell, state_.value(cell));
    return hash;
}

std::uint64_t HillClimbSolver::swapHash(std::uint64_t hash, const BoxSwapState& state, int a, int b) const {
    const Value x = state.value(a), y = state.value(b);
    return hash ^ zobrist(a, x) ^ zobrist(a, y) ^ zobrist(b, y) ^ zobrist(b, x);
}

void HillClimbSolver::makeInitialState(bool shuffled) {
    if (start_ == HillStart::Random) {
        state_.fillRandomly(rng_);
        stats_.greedyGivenClashes = state_.fixedClashes();
        stats_.postSwaps = 0;
    } else {
        greedyPlacement(shuffled);
        stats_.greedyGivenClashes = state_.fixedClashes();
        stats_.postSwaps = 0;
        if (start_ == HillStart::GreedyPostSwap) postSwap();
    }
    hash_ = hashAll();
    freshStart_ = true;
    stats_.startF1 = state_.distinct();
    stats_.startGivenClashes = state_.fixedClashes();
    stats_.startCost = cost();
}

void HillClimbSolver::greedyPlacement(bool shuffled) {
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
}

void HillClimbSolver::postSwap() {
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
}

std::uint64_t HillClimbSolver::step(std::uint64_t budget) {
    std::uint64_t done = 0;
    while (done < budget && run_.running()) {
        ++stats_.iterations;
        if (search_ == HillSearch::Queue)
            iterateQueue();
        else
            iterateWalk();
        ++done;
        ++run_.work;
        if (run_.running() && maxIterations_ > 0 && stats_.iterations >= maxIterations_) {
            run_.finish(Status::GaveUp, "no solution after " + std::to_string(stats_.iterations) + " iterations and " +
                                        std::to_string(stats_.restarts) + " restarts (best cost " + std::to_string(bestCost_) + ")");
        }
    }
    return done;
}

void HillClimbSolver::swapCells(int a, int b) {
    hash_ = swapHash(hash_, state_, a, b);
    state_.applySwap(a, b);
    run_.moves.push({MoveKind::Swap, a, b, 0, stats_.iterations});
}

void HillClimbSolver::restart() {
    ++stats_.restarts;
    run_.events.push(stats_.iterations, EventKind::Restart);
    queue_.clear();
    seen_.clear();
    clearWalk();
    makeInitialState(true);
    noteCost();
}

void HillClimbSolver::noteCost() {
    const int now = cost();
    if (now < bestCost_) {
        bestCost_ = now;
        bestValues_ = state_.values();
    }
    if (now == 0) {
        run_.finish(Status::Solved, "solved in " + std::to_string(stats_.iterations) + " iterations after " +
                                    std::to_string(stats_.restarts) + " restarts");
    }
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
    run_.copyTo(snap);
    HillClimbStats shown = stats_;
    shown.queueSize = queue_.size();
    shown.queueEvictions = queue_.evictions();
    shown.queueParents = queue_.parentsInUse();
    shown.walkFrontier = frontier_.size();
    shown.f = objective();
    shown.f1Distinct = state_.distinct();
    shown.f2GivenClashes = state_.fixedClashes();
    shown.openCells = state_.openTotal();
    setStats(snap, shown, kHillClimbStatRows);
    return snap;
}

const SolverInfo& hillClimbInfo() {
    static const SolverInfo info{
        .id = "hill-climb",
        .name = "Steepest-ascent hill climbing",
        .reference = "Jones, Roach & Perkins, Construction of Heuristics for a Search-Based Approach to Solving Sudoku",
        .description =
            "box swaps, objective w1·(distinct digits) + w2·(clashes with givens), greedy start with post-swapping, "
            "best-first queue of unexplored states, restart when the first 10 share a score with no better successor",
        .workUnit = "iterations",
        .exact = false,
        .params = kHillClimbParams.specs(),
        .create = makeSolver<HillClimbSolver>,
        .paramRules = kHillClimbRules,
    };
    return info;
}

}  // namespace sudolab::solvers
