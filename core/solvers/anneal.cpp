// Simulated annealing on box swaps, optionally after a constraint-propagation pre-pass (Lewis, "On the
// Combination of Constraint Programming and Stochastic Search: The Sudoku Case").
//
// Cost = Σ over rows and columns of the number of values missing (0 = solved); each box always holds
// its missing values. One work unit = one proposed move; the snapshot's iteration is the same count.
//
// Choices where the paper leaves room (they become the closing notes):
// - Move: a box drawn uniformly among the boxes with at least two unfixed cells, then two distinct
//   unfixed cells of it drawn uniformly. Accepted if the cost does not rise, else with probability
//   exp(−δ/t). δ is read from the two rows and two columns the swap touches (BoxSwapState), never by
//   recounting; δ ∈ [−4, 4], so exp(−δ/t) is tabulated once per temperature with a portable exp (same
//   bits natively and in wasm, see portable_exp.hpp).
// - t0: `trial-moves` (100) random moves are applied to the random initial solution (each one kept);
//   t0 is the population variance of the cost after each of them (the text says variance; `t0-from
//   std-dev` takes the standard deviation instead, which grows more slowly with the order). If every
//   trial move leaves the cost unchanged the spread is 0 and t0 falls back to 1. The trial moves are
//   part of reset(), not counted as work. The walk checks the cost after every move: if it reaches 0
//   the walk stops there and the run ends solved (t0 from the moves made). If no box has two open
//   cells there is no walk and no temperature: t0 and the temperature show 0.
// - Moves per temperature: the formula printed is (Σ_i Σ_j f(i,j))², the square of the total number of
//   unfixed cells (the square is outside the double sum); `chain box-squares` gives Σ f(i,j)² instead,
//   the other reading, which is roughly twice the neighbourhood size.
// - Reheat: a temperature "improves" when the lowest cost reached during it is below the lowest cost
//   reached during the previous temperature. After `reheat-after` (20) successive temperatures
//   without improvement, t is reset to t0. (Comparing with the best cost of the run instead would keep
//   reheating before the search could cool down again: it takes far more than 20 temperatures to get
//   back below the cost at which the reheat happened.) The first temperature after a reheat counts as
//   an improvement.
// - The cp pre-pass is propagate() (naked and hidden singles to a fixed point = the paper's 5 steps);
//   a contradiction ends the run as Failed with its reason; propagated cells are fixed like givens.
#include <algorithm>
#include <array>
#include <climits>
#include <cmath>
#include <memory>
#include <string>
#include <vector>

#include "base/errors.hpp"
#include "base/portable_exp.hpp"
#include "base/rng.hpp"
#include "grid/validate.hpp"
#include "propagation/propagation.hpp"
#include "run/config_table.hpp"
#include "run/run_record.hpp"
#include "solvers/anneal_stats.hpp"
#include "solvers/box_swap_state.hpp"
#include "solvers/solver_infos.hpp"

namespace sudolab::solvers {
namespace {

/// Where t0 comes from: the variance (the paper's text) or the standard deviation of the trial costs.
enum class T0From { Variance, StdDev };
/// Moves per temperature: the open cells squared (the paper's formula) or the sum over boxes.
enum class ChainLength { CellsSquared, BoxSquares };

/// The parameters as typed values, filled from kAnnealParams.
struct AnnealConfig {
    bool cp = false;
    double cooling = 0;
    int trialMoves = 0;
    T0From t0From = T0From::Variance;
    ChainLength chain = ChainLength::CellsSquared;
    int reheatAfter = 0;
    std::uint64_t maxMoves = 0;
};

const ConfigTable<AnnealConfig> kAnnealParams = {
    flagParam<&AnnealConfig::cp>(
        "cp", true,
        "propagate naked and hidden singles first and anneal only the cells left open (Lewis's hybrid); off = "
        "plain simulated annealing"),
    realParam<&AnnealConfig::cooling>(
        "cooling", 0.99, 0, 1, "geometric cooling t <- cooling * t after every temperature; strictly between 0 and 1",
        ParamBounds::Open),
    integerParam<&AnnealConfig::trialMoves>("trial-moves", 100, 2, 1e6,
                                            "random moves applied to the initial solution to set t0"),
    choiceParam<&AnnealConfig::t0From>(
        "t0-from", T0From::Variance, {"variance", "std-dev"},
        "t0 = the variance (paper's text) or the standard deviation of the cost over the trial moves"),
    choiceParam<&AnnealConfig::chain>(
        "chain", ChainLength::CellsSquared, {"cells-squared", "box-squares"},
        "moves per temperature: cells-squared = (total unfixed cells)^2 (the paper's formula), box-squares = "
        "sum over boxes of (unfixed cells in the box)^2"),
    integerParam<&AnnealConfig::reheatAfter>(
        "reheat-after", 20, 0, 1e6,
        "reset t to t0 after this many successive temperatures without improvement (0 = never)"),
    integerParam<&AnnealConfig::maxMoves>("max-moves", 0, 0, 1e15,
                                          "give up after this many proposed moves (0 = never)"),
};

/// Last accepted swaps, stored cheaply in the hot loop (RecentLog costs a division per push).
class MoveRing {
public:
    static constexpr std::size_t kCapacity = kRecentMoves;
    static_assert((kCapacity & (kCapacity - 1)) == 0, "a power of two: the index wraps with a mask");
    void clear() { count_ = 0; }
    void push(int a, int b, std::uint64_t iteration) {
        items_[count_ & (kCapacity - 1)] = {MoveKind::Swap, a, b, 0, iteration};
        ++count_;
    }
    /// Oldest first.
    std::vector<Move> ordered() const {
        std::vector<Move> out;
        const std::uint64_t first = count_ > kCapacity ? count_ - kCapacity : 0;
        for (std::uint64_t i = first; i < count_; ++i) out.push_back(items_[i & (kCapacity - 1)]);
        return out;
    }

private:
    std::array<Move, kCapacity> items_{};
    std::uint64_t count_ = 0;
};

class AnnealSolver final : public RecordingSolver<MoveRing> {
public:
    void reset(const Grid& puzzle, const ParamSet& params, std::uint64_t seed) override;
    std::uint64_t step(std::uint64_t budget) override;
    Snapshot snapshot() const override;
    Grid bestGrid() const override { return puzzle_.withValues(bestValues_); }

private:
    /// Proposes up to `count` moves at the current temperature; stops early once solved.
    std::uint64_t runMoves(std::uint64_t count);
    /// Cools (or reheats) after a full chain of moves and updates the acceptance table.
    void endTemperature();
    /// The trial walk that sets t0 (`trialMoves` random swaps, every one applied); stops early at cost 0.
    void runTrialWalk(int trialMoves, bool t0FromStdDev);
    void setTemperature(double t);
    /// Ends reset() on a puzzle that propagation proved unsolvable: the puzzle itself is shown.
    void failUnsolvable(const Grid& puzzle, const std::string& reason);
    /// Marks each cell as given, propagated (filled in `start` but not given) or searched.
    void setOrigins(const Grid& puzzle, const Grid& start);
    /// Moves per temperature: the open cells squared (`chain=open-squared`) or the sum over boxes.
    std::uint64_t chainLength(bool boxSquares) const;
    /// Solved or proved unsolvable already at the end of reset(), with the reason.
    void settleStart(bool anyMovable);

    Grid puzzle_;
    BoxSwapState state_;
    std::vector<CellOrigin> origin_;
    Rng rng_;
    double alpha_ = 0.99, t0_ = 1, temperature_ = 1;
    std::array<double, 5> accept_{};  ///< exp(−δ/t) for δ = 0..4
    std::uint64_t chainLength_ = 1, movesInLevel_ = 0, maxMoves_ = 0;
    int reheatAfter_ = 20;
    int cost_ = 0, bestCost_ = 0;
    int levelMin_ = 0, previousLevelMin_ = INT_MAX;
    std::vector<Value> bestValues_;

    AnnealStats stats_;
};

void AnnealSolver::reset(const Grid& puzzle, const ParamSet& params, std::uint64_t seed) {
    requireNoConflictingGivens(puzzle);
    const AnnealConfig config = kAnnealParams.read(params);
    alpha_ = config.cooling;  // (0, 1): its declared bounds are open, ParamSet refuses 0 and 1
    const bool useCp = config.cp;
    const int trialMoves = config.trialMoves;
    const bool t0FromStdDev = config.t0From == T0From::StdDev;
    const bool boxSquares = config.chain == ChainLength::BoxSquares;
    reheatAfter_ = config.reheatAfter;
    maxMoves_ = config.maxMoves;
    rng_.reseed(seed);

    puzzle_ = puzzle;
    stats_ = AnnealStats{};
    run_.start();
    movesInLevel_ = 0;
    previousLevelMin_ = INT_MAX;
    // No temperature until the trial walk sets one (a run that ends in reset() shows t0 = t = 0).
    t0_ = temperature_ = 0;
    accept_ = {1, 0, 0, 0, 0};

    Grid start = puzzle;
    if (useCp) {
        const PropagationResult result = propagateGrid(puzzle, start);
        if (result.contradiction) return failUnsolvable(puzzle, result.reason);
        stats_.propagatedCells = result.fixedCells;
    }
    setOrigins(puzzle, start);
    state_.load(start);
    state_.fillRandomly(rng_);
    cost_ = state_.missingCount();

    // Initial temperature from a short random walk (every trial move applied); a walk that reaches
    // cost 0 stops there and the run ends solved (walking on would throw the solution away).
    const bool anyMovable = !state_.movableBoxes().empty();
    if (anyMovable && cost_ > 0) {
        runTrialWalk(trialMoves, t0FromStdDev);
        setTemperature(t0_);
    }
    chainLength_ = chainLength(boxSquares);
    bestCost_ = levelMin_ = cost_;
    bestValues_ = state_.values();
    settleStart(anyMovable);
}

void AnnealSolver::failUnsolvable(const Grid& puzzle, const std::string& reason) {
    // Keep a drawable state: the puzzle itself, nothing searched (snapshot() shows Empty cells empty);
    // the cost counts the values missing from its rows and columns.
    state_.load(puzzle);
    origin_.assign(puzzle.cellCount(), CellOrigin::Empty);
    for (int cell = 0; cell < puzzle.cellCount(); ++cell)
        if (puzzle.isGiven(cell)) origin_[cell] = CellOrigin::Given;
    const Geometry& geo = puzzle.geometry();
    cost_ = 0;
    for (int unit = 0; unit < 2 * geo.size; ++unit) {
        Candidates present = 0;
        for (int cell : geo.units[unit]) present |= puzzle.at(cell) != 0 ? bitOf(puzzle.at(cell)) : 0;
        cost_ += geo.size - countOf(present);
    }
    bestCost_ = levelMin_ = cost_;
    bestValues_ = puzzle.values();
    run_.finish(Status::Failed, "the puzzle has no solution (propagating the givens: " + reason + ")");
}

void AnnealSolver::setOrigins(const Grid& puzzle, const Grid& start) {
    origin_.assign(puzzle.cellCount(), CellOrigin::Search);
    for (int cell = 0; cell < puzzle.cellCount(); ++cell) {
        if (puzzle.isGiven(cell))
            origin_[cell] = CellOrigin::Given;
        else if (start.at(cell) != 0)
            origin_[cell] = CellOrigin::Propagated;
    }
}

std::uint64_t AnnealSolver::chainLength(bool boxSquares) const {
    std::uint64_t chain = 0;
    if (boxSquares) {
        for (int box = 0; box < puzzle_.size(); ++box)
            chain += static_cast<std::uint64_t>(state_.openCount(box)) * state_.openCount(box);
    } else {
        chain = static_cast<std::uint64_t>(state_.openTotal()) * state_.openTotal();
    }
    return std::max<std::uint64_t>(chain, 1);
}

void AnnealSolver::settleStart(bool anyMovable) {
    if (cost_ == 0) {
        run_.finish(Status::Solved,
                    state_.openTotal() == 0 ? "solved by propagation"
                    : stats_.trialMoves > 0 ? "solved by trial move " + std::to_string(stats_.trialMoves) +
                                                  " (the walk that sets t0)"
                                            : "solved by the initial placement");
    } else if (!anyMovable) {
        run_.finish(Status::Failed, "the puzzle has no solution: no box has two open cells, so every value is forced, and the "
                                    "forced values clash");
    }
}

void AnnealSolver::runTrialWalk(int trialMoves, bool t0FromStdDev) {
    const std::vector<int>& movable = state_.movableBoxes();
    std::vector<double> costs;
    double sum = 0;
    for (int k = 0; k < trialMoves && cost_ > 0; ++k) {
        const int box = movable[rng_.below(static_cast<std::uint32_t>(movable.size()))];
        const auto count = static_cast<std::uint32_t>(state_.openCount(box));
        const std::uint32_t i = rng_.below(count);
        std::uint32_t j = rng_.below(count - 1);
        j += j >= i;
        state_.applySwap(state_.openCells(box)[i], state_.openCells(box)[j]);
        cost_ = state_.missingCount();
        costs.push_back(cost_);
        sum += cost_;
    }
    const double mean = sum / static_cast<double>(costs.size());
    double sumSquares = 0;
    for (double c : costs) sumSquares += (c - mean) * (c - mean);
    const double variance = sumSquares / static_cast<double>(costs.size());
    t0_ = t0FromStdDev ? std::sqrt(variance) : variance;
    if (!(t0_ > 0)) t0_ = 1;
    stats_.trialMoves = static_cast<int>(costs.size());
}

void AnnealSolver::setTemperature(double t) {
    temperature_ = t;
    accept_[0] = 1;
    for (int delta = 1; delta < static_cast<int>(accept_.size()); ++delta) accept_[delta] = portableExp(-delta / t);
}

std::uint64_t AnnealSolver::step(std::uint64_t budget) {
    std::uint64_t done = 0;
    while (done < budget && run_.running()) {
        std::uint64_t chunk = std::min(budget - done, chainLength_ - movesInLevel_);
        if (maxMoves_ > 0) chunk = std::min(chunk, maxMoves_ - stats_.proposedMoves);
        const std::uint64_t ran = runMoves(chunk);
        done += ran;
        movesInLevel_ += ran;
        if (!run_.running()) break;
        if (movesInLevel_ == chainLength_) endTemperature();
        if (maxMoves_ > 0 && stats_.proposedMoves >= maxMoves_) {
            run_.finish(Status::GaveUp, "no solution after " + std::to_string(stats_.proposedMoves) + " moves and " +
                                        std::to_string(stats_.reheats) + " reheats (best cost " + std::to_string(bestCost_) + ")");
        }
    }
    run_.work += done;
    return done;
}

std::uint64_t AnnealSolver::runMoves(std::uint64_t count) {
    // The generator lives in a local for the loop: the counters are bytes, and a store through a byte
    // pointer would otherwise force the generator's state out of registers on every move.
    Rng rng = rng_;
    const std::vector<int>& movable = state_.movableBoxes();
    const auto boxes = static_cast<std::uint32_t>(movable.size());
    int cost = cost_;
    std::uint64_t done = 0;
    while (done < count) {
        ++done;
        const int box = movable[rng.below(boxes)];
        const int* open = state_.openCells(box);
        const auto cells = static_cast<std::uint32_t>(state_.openCount(box));
        const std::uint32_t i = rng.below(cells);
        std::uint32_t j = rng.below(cells - 1);
        j += j >= i;
        const int a = open[i], b = open[j];
        const int delta = -state_.distinctDelta(a, b);
        if (delta > 0) {
            if (!(rng.unit() < accept_[delta])) continue;
            ++stats_.uphillAccepted;
        } else if (delta < 0) {
            ++stats_.improvingMoves;
        }
        state_.applySwap(a, b);
        cost += delta;
        ++stats_.acceptedMoves;
        run_.moves.push(a, b, stats_.proposedMoves + done);
        if (cost < levelMin_) {
            levelMin_ = cost;
            if (cost < bestCost_) {
                bestCost_ = cost;
                bestValues_ = state_.values();
                if (cost == 0) break;
            }
        }
    }
    rng_ = rng;
    cost_ = cost;
    stats_.proposedMoves += done;
    if (cost == 0) {
        run_.finish(Status::Solved, "solved after " + std::to_string(stats_.proposedMoves) + " moves (" +
                                    std::to_string(stats_.temperatures) + " temperatures, " + std::to_string(stats_.reheats) +
                                    " reheats)");
    }
    return done;
}

void AnnealSolver::endTemperature() {
    ++stats_.temperatures;
    if (levelMin_ < previousLevelMin_)
        stats_.levelsWithoutImprovement = 0;
    else
        ++stats_.levelsWithoutImprovement;
    previousLevelMin_ = levelMin_;
    levelMin_ = cost_;
    movesInLevel_ = 0;
    if (reheatAfter_ > 0 && stats_.levelsWithoutImprovement >= reheatAfter_) {
        ++stats_.reheats;
        run_.events.push(stats_.proposedMoves, EventKind::Reheat);
        stats_.levelsWithoutImprovement = 0;
        previousLevelMin_ = INT_MAX;
        setTemperature(t0_);
    } else {
        setTemperature(alpha_ * temperature_);
    }
}

Snapshot AnnealSolver::snapshot() const {
    Snapshot snap;
    snap.grid = state_.toGrid(puzzle_);
    snap.origin = origin_;
    snap.heat.assign(puzzle_.cellCount(), 0.0f);
    for (int cell = 0; cell < puzzle_.cellCount(); ++cell) {
        if (origin_[cell] == CellOrigin::Empty) snap.grid.set(cell, 0);  // only after a failed propagation
        // Heat marks the searched cells whose value repeats in their row or column.
        if (origin_[cell] == CellOrigin::Search && state_.inConflict(cell)) snap.heat[cell] = 1.0f;
    }
    snap.cost = cost_;
    snap.bestCost = bestCost_;
    snap.iteration = stats_.proposedMoves;
    run_.copyTo(snap);
    AnnealStats shown = stats_;
    shown.temperature = temperature_;
    shown.t0 = t0_;
    shown.chainLength = chainLength_;
    shown.movesInLevel = movesInLevel_;
    shown.openCells = state_.openTotal();
    setStats(snap, shown, kAnnealStatRows);
    return snap;
}

}  // namespace

const SolverInfo& annealInfo() {
    static const SolverInfo info{
        .id = "anneal",
        .name = "Simulated annealing (CP hybrid)",
        .reference = "Lewis, On the Combination of Constraint Programming and Stochastic Search: The Sudoku Case",
        .description = "box swaps cooled geometrically with reheats, after an optional singles propagation pre-pass",
        .workUnit = "proposed moves",
        .exact = false,
        .params = kAnnealParams.specs(),
        .create = makeSolver<AnnealSolver>,
    };
    return info;
}

}  // namespace sudolab::solvers
