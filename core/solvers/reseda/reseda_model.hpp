// The estimation-of-distribution core of RESEDA (Maire & Prissette): per-cell symbol probabilities,
// box-by-box permutation sampling, the missing-symbols cost, the elite set and the smoothing update.
// The restart logic lives in reseda.cpp; this part is one run's model and is tested on its own.
#pragma once

#include <cstdint>
#include <vector>

#include "base/bits.hpp"
#include "base/rng.hpp"
#include "grid/geometry.hpp"

namespace sudolab::solvers {

/// Σ over rows, columns and boxes of the symbols missing from that unit (0 = solved grid).
int missingSymbolCount(const Geometry& geo, const std::vector<Value>& values);

/// Which open cell of a box draws its symbol next in permutation sampling ("first pick a symbol in the
/// cell having the highest probability", paper section 3.1, read three ways).
enum class BoxCellRank {
    Renormalised,  ///< the highest best probability renormalised over the symbols still free (our default)
    Raw,           ///< the highest best probability as the table holds it (no renormalisation)
    Reading,       ///< no ranking: the box's open cells in reading order
    Random,        ///< no ranking: a uniformly drawn open cell of the box each time
    /// No ranking: the first cell of the box's pending list, a drawn cell's place taken by the list's last
    /// cell, so the first open cell, then the others in reverse reading order. What a search for "the
    /// highest" does when its running best starts above every candidate: kept because it is the order
    /// that reproduces the paper's Table 3 (docs/solvers/reseda.md).
    List,
};

/// Probability table p(cell, k) of one run and the sampler that draws grids from it.
class EdaModel {
public:
    /// How draw() orders a box's cells (kept across start()).
    void setBoxCellRank(BoxCellRank rank) { rank_ = rank; }

    /// Starts a run. `fixed` holds the value of every fixed cell (givens, propagated, fixed zone) and 0 for
    /// open cells; `allowed` the symbols each open cell may take (non-empty). Open cells start uniform on
    /// their allowed symbols, every other symbol at probability 0.
    void start(const Geometry& geo, const std::vector<Value>& fixed, const std::vector<Candidates>& allowed);

    /// Draws one complete grid into `out` (cellCount values), box by box as permutations; returns how many
    /// boxes could not be completed as permutations and were finished uniformly at random.
    int draw(Rng& rng, std::vector<Value>& out);
    /// Draws one complete grid cell by cell, each open cell independently from its own distribution
    /// (the paper's Table 1 "pre-computation" strategy, without permutations).
    void drawCells(Rng& rng, std::vector<Value>& out) const;

    /// p ← α·p + (1 − α)·r on every open cell, r = symbol frequencies among `elites` (non-empty).
    void update(double alpha, const std::vector<const std::vector<Value>*>& elites);

    /// ρ = min over open cells of the largest probability of the cell (1 if no cell is open).
    double rho() const { return rho_; }
    /// p(cell, v) for v in 1..N (1 or 0 for a fixed cell).
    double probability(int cell, Value v) const;
    /// Cells the run samples (not fixed), ascending.
    const std::vector<int>& openCells() const { return openCells_; }
    /// Fixed value of a cell, 0 if open.
    Value fixedValue(int cell) const { return fixed_[cell]; }
    /// Symbols an open cell may take (the initial support of its distribution).
    Candidates allowed(int cell) const { return allowed_[cell]; }

private:
    void computeRho();

    /// The pending slot that draws next under rank_; `stuck` is set if a slot has no symbol left.
    int nextSlot(int pending, Rng& rng, bool& stuck) const;

    const Geometry* geo_ = nullptr;
    int size_ = 0;
    BoxCellRank rank_ = BoxCellRank::Renormalised;
    std::vector<Value> fixed_;
    std::vector<Candidates> allowed_;
    std::vector<Candidates> positive_;       ///< per cell: symbols with p > 0 (⊆ allowed)
    std::vector<double> p_;                  ///< cells × N, row-major by cell
    std::vector<int> openCells_;
    std::vector<std::vector<int>> boxOpen_;  ///< per box: its open cells in reading order
    std::vector<Candidates> boxFree_;        ///< per box: symbols no fixed cell of the box holds
    std::vector<int> counts_;                ///< scratch for update(): N counters
    double rho_ = 1;

    // Scratch of draw(), one slot per open cell of the box being drawn.
    std::vector<int> pendingCell_;
    std::vector<Candidates> pendingAvail_;
    std::vector<double> pendingSum_, pendingMax_;
    std::vector<int> pendingArg_;
};

/// The Q1 samples of one generation whose frequencies update the model. Truncation (default): the Q1
/// lowest-cost samples, the earlier sample on equal costs. Tournament (section 2.2's second method):
/// the generation's Q samples fall into Q1 consecutive groups (the s-th offer, from 0, into group
/// s * Q1 / Q) and each group keeps its lowest-cost sample, the earlier on equal costs.
class EliteSet {
public:
    /// Empties the set and sizes it for `capacity` samples of `cells` values; `tournamentOf` > 0 makes
    /// it a tournament over that many offers per generation (at least `capacity`).
    void reset(int capacity, int cells, int tournamentOf = 0);
    /// Empties the set (keeps the storage).
    void clear() { count_ = 0; offers_ = 0; }
    /// Offers a sample; if it enters the set, its values are swapped into the set and `sample` receives
    /// the storage of the evicted one (no copy). Returns true if it entered.
    bool offer(int cost, std::vector<Value>& sample);
    int size() const { return count_; }
    /// Cost of the i-th best (0 = best).
    int cost(int rank) const { return costs_[order_[rank]]; }
    /// Values of the i-th best.
    const std::vector<Value>& values(int rank) const { return slots_[order_[rank]]; }
    /// Pointers to the members' values, best first (for EdaModel::update).
    std::vector<const std::vector<Value>*> members() const;

private:
    /// Tournament: the offer goes to its group's slot if it beats the slot's sample.
    bool offerToGroup(int cost, std::vector<Value>& sample);

    int capacity_ = 0;
    int count_ = 0;
    int tournamentOf_ = 0;  ///< Q for a tournament, 0 for truncation
    int offers_ = 0;        ///< offers since clear()
    std::vector<int> groupSlot_;  ///< tournament: slot of each group, -1 while the group is empty
    std::vector<std::vector<Value>> slots_;
    std::vector<int> costs_;  ///< per slot
    std::vector<int> order_;  ///< slot indices by rank
};

}  // namespace sudolab::solvers
