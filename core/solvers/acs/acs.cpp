// Ant Colony System with Best Value Evaporation (Lloyd & Amos, "Solving Sudoku with Ant Colony
// Optimisation"), following the authors' public code where the paper is silent.
//
// One work unit = one ant walk; a colony iteration = `ants` units, and the global pheromone update
// plus Best Value Evaporation run at the end of the iteration's last walk.
//
// Choices where paper and code leave room (written down here, they become the closing notes):
// - `propagation`: singles (default, the fast one) = full naked + hidden singles to the fixed point
//   (incremental, AntBoard) after the givens and after every value an ant sets. peers = the authors'
//   code (PeerBoard): only the peers of a newly fixed cell are re-examined (rule 1 then rule 2 of the
//   paper's section 3.1, recursively), so fewer cells are fixed per placement and fewer instances are
//   solved by propagating the givens alone. The paper's text ("applied to a cell's peers when it has
//   its value fixed ... recursive, terminates when no further changes are possible") fits both; the
//   default stays the stronger, faster reading and the code's rule is the named option.
// - `ant-moves`: one-by-one (default) = ants walk one after another within an iteration; a later ant
//   sees the earlier ants' local updates on every cell, not only on cells already passed; one work
//   unit = one ant walk. lock-step = the authors' code: every ant starts (random cells drawn for all
//   ants first), then all ants advance one cell at a time in ant order, over all cells (fixed ones
//   included, as the code does), so local updates interleave cell by cell; one work unit = one colony
//   step (every ant advances one cell; an iteration = `cells` units). The paper's text says neither.
// - Start cells are drawn uniformly and independently per ant (the code does the same; the paper says
//   "different" cells).
// - Greedy choice ties go to the lowest value; if rounding leaves the roulette draw at the total, the
//   last candidate is taken (the code would leave the cell open).
// - An ant that fixes every cell stops the run at once (the code finishes the iteration first).
// - The global update only touches cells that were open after the initial propagation: the pheromone
//   of the other cells is never read, so skipping them changes nothing.
// - Pheromone bounds: every update is a convex combination of the old value with tau0 (local) or with
//   the best value b (global), and b >= 1 whenever it is used (a deposit cells/(cells - fixed) is >= 1),
//   so tau0 <= tau <= highest deposit ever adopted <= cells/(cells - (cells - 1)) = cells = 1/tau0.
// - Heat = pheromone of the shown value of each searched cell divided by the largest pheromone of the
//   matrix, so the cells the colony keeps reinforcing glow; 0 for cells it never decides.
// - Pheromone and deposits are doubles (the code uses floats); every value is rounded the same way
//   natively and in wasm, so runs stay reproducible.
// - Beyond the paper, off by default: restart-after (stagnation restarts, see the parameter).
// - Footprint for 25x25: pheromone 625 x 25 doubles (125 KB), two ant boards (~18 KB each), shared
//   bitboard layout (~55 KB), a few grids: about 0.25 MB (0.24 MB of heap measured after reset and
//   2000 walks, layout and geometry included), far below the 64 MiB wasm heap.
#include <algorithm>
#include <memory>
#include <string>
#include <vector>

#include "base/errors.hpp"
#include "base/rng.hpp"
#include "grid/validate.hpp"
#include "propagation/propagation.hpp"
#include "run/config_table.hpp"
#include "run/run_record.hpp"
#include "solvers/acs/acs_board.hpp"
#include "solvers/acs/acs_peer_board.hpp"
#include "solvers/acs/acs_stats.hpp"
#include "solvers/solver_infos.hpp"

namespace sudolab::solvers {
namespace {

/// After every fixed cell: naked + hidden singles to the fixed point, or the authors' peers-only rule.
enum class AcsPropagation { Singles, Peers };
/// Ants walk one after another, or all advance one cell at a time (the authors' code).
enum class AntMoves { OneByOne, LockStep };

/// The parameters as typed values, filled from kAcsParams.
struct AcsConfig {
    int ants = 0;
    double q0 = 0, rho = 0, localRate = 0, bveRate = 0;
    std::uint64_t restartAfter = 0;
    AcsPropagation propagation = AcsPropagation::Singles;
    AntMoves antMoves = AntMoves::OneByOne;
    std::uint64_t maxIterations = 0;
};

const ConfigTable<AcsConfig> kAcsParams = {
    integerParam<&AcsConfig::ants>("ants", 10, 1, 1000, "ants per colony iteration (one work unit = one ant walk)"),
    realParam<&AcsConfig::q0>(
        "q0", 0.9, 0, 1,
        "greediness as in the authors' code: the highest-pheromone value is taken with probability 1 - q0, "
        "a pheromone-weighted roulette choice otherwise"),
    realParam<&AcsConfig::rho>(
        "rho", 0.9, 0, 1,
        "global update weight: tau <- (1 - rho) tau + rho * best value, on the values of the best ant"),
    realParam<&AcsConfig::localRate>(
        "local-rate", 0.1, 0, 1,
        "local update weight: tau <- (1 - xi) tau + xi * tau0 after every choice (tau0 = 1/cells)"),
    realParam<&AcsConfig::bveRate>(
        "bve-rate", 0.005, 0, 1,
        "Best Value Evaporation: the best value shrinks by this fraction every iteration (0 = off)"),
    integerParam<&AcsConfig::restartAfter>(
        "restart-after", 0, 0, 1e9,
        "beyond the paper: restart the colony (pheromone back to tau0, best value to 0) after this many "
        "iterations without a better ant since the last restart (0 = never, the paper's behaviour)"),
    choiceParam<&AcsConfig::propagation>(
        "propagation", AcsPropagation::Singles, {"singles", "peers"},
        "after every fixed cell: singles = naked + hidden singles to the fixed point (fast, default); peers = the "
        "authors' code: only the fixed cell's peers are re-examined, recursively"),
    choiceParam<&AcsConfig::antMoves>(
        "ant-moves", AntMoves::OneByOne, {"one-by-one", "lock-step"},
        "one-by-one = each ant walks the whole grid in turn (work unit = one ant walk, default); lock-step = the "
        "authors' code: all ants advance one cell at a time (work unit = one colony step)"),
    integerParam<&AcsConfig::maxIterations>("max-iterations", 0, 0, 1e12,
                                            "give up after this many colony iterations (0 = never)"),
};

class AcsSolver final : public RecordingSolver<> {
public:
    void reset(const Grid& puzzle, const ParamSet& params, std::uint64_t seed) override;
    std::uint64_t step(std::uint64_t budget) override;
    Snapshot snapshot() const override;
    Grid bestGrid() const override { return puzzle_.withValues(bestEverValues_); }

private:
    /// One ant (one-by-one): fresh copy of the propagated puzzle, one pass over the open cells from a
    /// random start.
    template <class Board>
    void walkAnt(const Board& base, Board& ant);
    /// One colony step (lock-step): every ant advances one cell; the last step ends the iteration.
    template <class Board>
    void lockStep(const Board& base, std::vector<Board>& ants);
    /// The ant on `board` decides `cell` if it is still open: choice, propagation, local update.
    template <class Board>
    void decide(Board& board, int cell, std::vector<int>& decisions);
    /// Bookkeeping of a finished walk: statistics, iteration best, best ever, solved.
    template <class Board>
    void finishAnt(const Board& board, std::vector<int>& decisions);
    /// Pheromone-only choice among the cell's candidates (greedy or roulette).
    Value chooseValue(int cell, Candidates candidates);
    /// Global update with the (maybe replaced) best ant, then Best Value Evaporation.
    void endIteration();
    double& tau(int cell, Value v) { return tau_[static_cast<std::size_t>(cell) * size_ + v - 1]; }
    /// The value-set statistics of the propagated puzzle (the paper's Figure 8), from `board`.
    template <class Board>
    void countInitialValueSets(const Board& board);

    Grid puzzle_;
    int size_ = 0, cells_ = 0;
    int ants_ = 10;
    double q0_ = 0.9, rho_ = 0.9, localRate_ = 0.1, bveRate_ = 0.005;
    std::uint64_t maxIterations_ = 0;
    std::uint64_t restartAfter_ = 0;
    Rng rng_;

    bool peers_ = false;                  ///< propagation = peers (PeerBoard) instead of singles (AntBoard)
    bool lockStep_ = false;               ///< ant-moves = lock-step
    AntBoard base_;                       ///< the propagated puzzle every ant starts from (singles)
    AntBoard ant_;                        ///< the walking ant's board (singles, one-by-one)
    PeerBoard peerBase_, peerAnt_;        ///< the same two with the paper code's propagation
    std::vector<AntBoard> lockAnts_;      ///< one board per ant (lock-step, singles)
    std::vector<PeerBoard> lockPeerAnts_; ///< one board per ant (lock-step, peers)
    std::vector<std::vector<int>> lockDecisions_;  ///< per ant: cells it decided (lock-step)
    std::vector<int> antStart_;           ///< per ant: start cell of this iteration (lock-step)
    std::vector<int> antDepth_;           ///< per ant: cells passed in this iteration (all cells count)
    std::vector<int> openCells_;          ///< cells open after the initial propagation, ascending
    std::vector<int> firstOpenFrom_;      ///< per cell: index in openCells_ of the first open cell >= it
    std::vector<CellOrigin> baseOrigin_;  ///< Given / Propagated / Empty (open)
    std::vector<double> tau_;             ///< cells x N pheromone matrix
    double tau0_ = 0;
    double bestValue_ = 0;                ///< the best value (deposit of the colony best, evaporating)

    std::vector<Value> colonyBest_;       ///< values of the solution the global update rewards
    std::vector<Value> iterationBest_;    ///< best ant of the running iteration
    int iterationBestFixed_ = -1;
    std::vector<int> iterationBestDecisions_, antDecisions_;
    std::vector<Value> shown_;            ///< grid on display: best ant of the latest iteration with one
    int shownFixed_ = 0;
    std::vector<Value> bestEverValues_;
    int bestEverFixed_ = 0;

    int restartBestFixed_ = 0;            ///< most cells fixed by an ant since the last (re)start
    std::uint64_t lastImprovement_ = 0;   ///< iteration that set restartBestFixed_

    int antInIteration_ = 0;
    AcsStats stats_;
};

void AcsSolver::reset(const Grid& puzzle, const ParamSet& params, std::uint64_t seed) {
    requireNoConflictingGivens(puzzle);
    const AcsConfig config = kAcsParams.read(params);
    ants_ = config.ants;
    q0_ = config.q0;
    rho_ = config.rho;
    localRate_ = config.localRate;
    bveRate_ = config.bveRate;
    maxIterations_ = config.maxIterations;
    restartAfter_ = config.restartAfter;
    peers_ = config.propagation == AcsPropagation::Peers;
    lockStep_ = config.antMoves == AntMoves::LockStep;
    rng_.reseed(seed);

    puzzle_ = puzzle;
    size_ = puzzle.size();
    cells_ = puzzle.cellCount();
    tau0_ = 1.0 / cells_;
    bestValue_ = 0;
    antInIteration_ = 0;
    iterationBestFixed_ = -1;
    restartBestFixed_ = 0;
    lastImprovement_ = 0;
    stats_ = AcsStats{};
    run_.start();

    PropagationResult initial;
    Grid start = puzzle;
    if (peers_) {
        peerBase_.load(puzzle);
        initial.contradiction = peerBase_.contradiction();
        initial.reason = peerBase_.reason();
        if (!initial.contradiction) start = Grid::fromValues(puzzle.order(), peerBase_.values());
        initial.fixedCells = initial.contradiction ? 0 : start.filledCount() - puzzle.filledCount();
    } else {
        CandidateGrid propagated(puzzle);
        initial = propagate(propagated);
        start = propagated.toGrid(puzzle);
    }
    stats_.initialPropagationFixes = initial.fixedCells;
    baseOrigin_.assign(cells_, CellOrigin::Empty);
    for (int cell = 0; cell < cells_; ++cell)
        if (start.at(cell) != 0) baseOrigin_[cell] = puzzle.isGiven(cell) ? CellOrigin::Given : CellOrigin::Propagated;
    shown_ = bestEverValues_ = colonyBest_ = iterationBest_ = start.values();
    shownFixed_ = bestEverFixed_ = start.filledCount();
    openCells_.clear();
    tau_.clear();
    if (initial.contradiction) {
        run_.finish(Status::Failed, "the puzzle has no solution (propagating the givens: " + initial.reason + ")");
        return;
    }
    if (!peers_) {
        base_.load(start);
        ant_ = base_;
    } else {
        peerAnt_ = peerBase_;
    }
    for (int cell = 0; cell < cells_; ++cell)
        if (peers_ ? peerBase_.isOpen(cell) : base_.isOpen(cell)) openCells_.push_back(cell);
    antStart_.assign(ants_, 0);
    antDepth_.assign(ants_, 0);
    lockDecisions_.assign(lockStep_ ? ants_ : 0, {});
    lockAnts_.assign(lockStep_ && !peers_ ? ants_ : 0, base_);
    lockPeerAnts_.assign(lockStep_ && peers_ ? ants_ : 0, peerBase_);
    stats_.openCells = static_cast<int>(openCells_.size());
    if (peers_)
        countInitialValueSets(peerBase_);
    else
        countInitialValueSets(base_);
    firstOpenFrom_.assign(cells_, 0);
    for (int cell = cells_ - 1, next = static_cast<int>(openCells_.size()); cell >= 0; --cell) {
        if (next > 0 && openCells_[next - 1] >= cell) --next;
        firstOpenFrom_[cell] = next;
    }
    tau_.assign(static_cast<std::size_t>(cells_) * size_, tau0_);
    if (openCells_.empty()) {
        run_.finish(Status::Solved, "solved by propagating the givens");
    }
}

template <class Board>
void AcsSolver::countInitialValueSets(const Board& board) {
    // Both boards keep a fixed cell's value as its one candidate, so a fixed cell counts 1.
    std::uint64_t total = 0;
    for (int cell = 0; cell < cells_; ++cell) total += static_cast<std::uint64_t>(countOf(board.candidates(cell)));
    stats_.initialValueSetTotal = total;
    stats_.meanValueSetSize = static_cast<double>(total) / cells_;
}

std::uint64_t AcsSolver::step(std::uint64_t budget) {
    std::uint64_t done = 0;
    while (done < budget && run_.running()) {
        if (lockStep_) {
            if (peers_)
                lockStep(peerBase_, lockPeerAnts_);
            else
                lockStep(base_, lockAnts_);
            ++done;
            ++run_.work;
            continue;
        }
        if (peers_)
            walkAnt(peerBase_, peerAnt_);
        else
            walkAnt(base_, ant_);
        ++done;
        ++run_.work;
        if (!run_.running()) break;
        if (++antInIteration_ == ants_) endIteration();
    }
    return done;
}

template <class Board>
void AcsSolver::decide(Board& board, int cell, std::vector<int>& decisions) {
    // Fixed (given, propagated) or failed (no candidate left: the ant just moves on).
    if (!board.isOpen(cell)) return;
    const Value v = chooseValue(cell, board.candidates(cell));
    stats_.propagationFixes += board.place(cell, v);
    double& t = tau(cell, v);
    t = (1 - localRate_) * t + localRate_ * tau0_;
    decisions.push_back(cell);
}

template <class Board>
void AcsSolver::walkAnt(const Board& base, Board& ant) {
    ant.copyFrom(base);
    antDecisions_.clear();
    const int open = static_cast<int>(openCells_.size());
    int index = firstOpenFrom_[rng_.below(static_cast<std::uint32_t>(cells_))];
    for (int visited = 0; visited < open; ++visited, ++index) {
        if (index == open) index = 0;
        decide(ant, openCells_[index], antDecisions_);
    }
    antDepth_[antInIteration_] = cells_;
    finishAnt(ant, antDecisions_);
}

template <class Board>
void AcsSolver::lockStep(const Board& base, std::vector<Board>& ants) {
    const int depth = antDepth_[0];
    if (depth == 0) {
        // The code draws every ant's start cell first, then steps them.
        for (int a = 0; a < ants_; ++a) {
            ants[a].copyFrom(base);
            lockDecisions_[a].clear();
            antStart_[a] = static_cast<int>(rng_.below(static_cast<std::uint32_t>(cells_)));
        }
    }
    for (int a = 0; a < ants_; ++a) {
        int cell = antStart_[a] + depth;
        if (cell >= cells_) cell -= cells_;
        decide(ants[a], cell, lockDecisions_[a]);
        ++antDepth_[a];
    }
    if (depth + 1 < cells_) return;
    for (antInIteration_ = 0; antInIteration_ < ants_; ++antInIteration_) {
        finishAnt(ants[antInIteration_], lockDecisions_[antInIteration_]);
        if (!run_.running()) return;
    }
    endIteration();
}

template <class Board>
void AcsSolver::finishAnt(const Board& board, std::vector<int>& decisions) {
    ++stats_.antWalks;
    stats_.decisions += decisions.size();
    stats_.failedCells += board.emptyCount();
    if (board.emptyCount() > 0) ++stats_.failedAnts;

    const int fixed = board.fixedCount();
    if (fixed > iterationBestFixed_) {
        iterationBestFixed_ = fixed;
        iterationBest_ = board.values();
        std::swap(iterationBestDecisions_, decisions);
        shown_ = iterationBest_;
        shownFixed_ = fixed;
    }
    if (fixed > bestEverFixed_) {
        bestEverFixed_ = fixed;
        bestEverValues_ = board.values();
    }
    if (fixed == cells_) {
        run_.finish(Status::Solved, "solved in iteration " + std::to_string(stats_.iterations + 1) + " by ant " +
                                    std::to_string(antInIteration_ + 1));
        colonyBest_ = iterationBest_;
        for (int cell : iterationBestDecisions_)
            run_.moves.push({MoveKind::Assign, cell, -1, iterationBest_[cell], stats_.iterations});
    }
}

Value AcsSolver::chooseValue(int cell, Candidates candidates) {
    const double* row = &tau_[static_cast<std::size_t>(cell) * size_];
    if (rng_.unit() > q0_) {
        // Greedy: highest pheromone, lowest value on ties.
        ++stats_.greedyChoices;
        Value best = lowestValue(candidates);
        double bestTau = -1;
        for (Candidates rest = candidates; rest; rest &= rest - 1) {
            const int index = std::countr_zero(rest);
            if (row[index] > bestTau) {
                bestTau = row[index];
                best = static_cast<Value>(index + 1);
            }
        }
        return best;
    }
    // Roulette: probability proportional to pheromone, candidates in ascending order.
    double cumulative[64];
    Value values[64];
    int count = 0;
    double total = 0;
    for (Candidates rest = candidates; rest; rest &= rest - 1) {
        const int index = std::countr_zero(rest);
        total += row[index];
        cumulative[count] = total;
        values[count++] = static_cast<Value>(index + 1);
    }
    const double target = total * rng_.unit();
    for (int k = 0; k < count; ++k)
        if (cumulative[k] > target) return values[k];
    return values[count - 1];
}

void AcsSolver::endIteration() {
    const double deposit = static_cast<double>(cells_) / (cells_ - iterationBestFixed_);
    if (deposit > bestValue_) {
        colonyBest_ = iterationBest_;
        bestValue_ = deposit;
        stats_.bestDepositEver = std::max(stats_.bestDepositEver, deposit);
        ++stats_.bestReplacements;
        for (int cell : iterationBestDecisions_)
            run_.moves.push({MoveKind::Assign, cell, -1, colonyBest_[cell], stats_.iterations});
    }
    for (int cell : openCells_) {
        const Value v = colonyBest_[cell];
        if (v == 0) continue;
        double& t = tau(cell, v);
        t = (1 - rho_) * t + rho_ * bestValue_;
    }
    bestValue_ *= 1 - bveRate_;
    ++stats_.iterations;
    if (iterationBestFixed_ > restartBestFixed_) {
        restartBestFixed_ = iterationBestFixed_;
        lastImprovement_ = stats_.iterations;
    } else if (restartAfter_ > 0 && stats_.iterations - lastImprovement_ >= restartAfter_) {
        // Stagnation: forget everything the colony learned (the best-ever grid is kept for bestGrid()).
        std::fill(tau_.begin(), tau_.end(), tau0_);
        bestValue_ = 0;
        restartBestFixed_ = 0;
        lastImprovement_ = stats_.iterations;
        ++stats_.restarts;
        run_.events.push(stats_.iterations, EventKind::Restart);
    }
    antInIteration_ = 0;
    iterationBestFixed_ = -1;
    std::fill(antDepth_.begin(), antDepth_.end(), 0);
    if (maxIterations_ > 0 && stats_.iterations >= maxIterations_) {
        run_.finish(Status::GaveUp, "no solution after " + std::to_string(stats_.iterations) + " iterations (best: " +
                                    std::to_string(cells_ - bestEverFixed_) + " cells without a value)");
    }
}

Snapshot AcsSolver::snapshot() const {
    Snapshot snap;
    snap.grid = puzzle_.withValues(shown_);
    snap.origin = baseOrigin_;
    for (int cell : openCells_) snap.origin[cell] = shown_[cell] != 0 ? CellOrigin::Search : CellOrigin::Empty;
    snap.cost = cells_ - shownFixed_;
    snap.bestCost = cells_ - bestEverFixed_;
    snap.iteration = stats_.iterations;
    run_.copyTo(snap);

    // Heat: pheromone of the shown value of each searched cell over the largest pheromone of the
    // matrix (cells open after the initial propagation); 0 for cells the colony never decides.
    double tauMin = tau0_, tauMax = tau0_;
    if (!openCells_.empty()) {
        tauMin = tauMax = tau_[static_cast<std::size_t>(openCells_[0]) * size_];
        for (int cell : openCells_)
            for (int index = 0; index < size_; ++index) {
                const double t = tau_[static_cast<std::size_t>(cell) * size_ + index];
                tauMin = std::min(tauMin, t);
                tauMax = std::max(tauMax, t);
            }
    }
    snap.heat.assign(cells_, 0.0f);
    for (int cell : openCells_)
        if (shown_[cell] != 0)
            snap.heat[cell] =
                static_cast<float>(tau_[static_cast<std::size_t>(cell) * size_ + shown_[cell] - 1] / tauMax);

    AcsStats shown = stats_;
    shown.lowestAntDepth = antDepth_.empty() ? 0 : *std::min_element(antDepth_.begin(), antDepth_.end());
    shown.highestAntDepth = antDepth_.empty() ? 0 : *std::max_element(antDepth_.begin(), antDepth_.end());
    shown.bestValue = bestValue_;
    shown.tau0 = tau0_;
    shown.tauMin = tauMin;
    shown.tauMax = tauMax;
    setStats(snap, shown, kAcsStatRows);
    return snap;
}

}  // namespace

const SolverInfo& acsInfo() {
    static const SolverInfo info{
        .id = "acs",
        .name = "Ant Colony System (BVE)",
        .reference = "Lloyd & Amos, Solving Sudoku with Ant Colony Optimisation",
        .description =
            "ants fill the grid guided by pheromone, with propagation after every value; Best Value Evaporation",
        .workUnit = "ant walks (lock-step: colony steps)",
        .exact = false,
        .params = kAcsParams.specs(),
        .create = makeSolver<AcsSolver>,
    };
    return info;
}

}  // namespace sudolab::solvers
