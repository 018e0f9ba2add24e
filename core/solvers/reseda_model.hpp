// The estimation-of-distribution core of RESEDA (Maire & Prissette): per-cell symbol probabilities,
// box-by-box permutation sampling, the missing-symbols cost, the elite set and the smoothing update.
// The restart logic lives in reseda.cpp; this part is one run's model and is tested on its own.
#pragma once

#include <cstdint>
#include <vector>

#include "bits.hpp"
#include "geometry.hpp"
#include "rng.hpp"

namespace sudolab::solvers {

/// Σ over rows, columns and boxes of the symbols missing from that unit (0 = solved grid).
int missingSymbolCount(const Geometry& geo, const std::vector<Value>& values);

/// Probability table p(cell, k) of one run and the sampler that draws grids from it.
class EdaModel {
public:
    /// Starts a run. `fixed` holds the value of every fixed cell (givens, propagated, fixed zone) and 0 for
    /// open cells; `allowed` the symbols each open cell may take (non-empty). Open cells start uniform on
    /// their allowed symbols, every other symbol at probability 0.
    void start(const Geometry& geo, const std::vector<Value>& fixed, const std::vector<Candidates>& allowed);

    /// Draws one complete grid into `out` (cellCount values), box by box as permutations; returns how many
    /// boxes could not be completed as permutations and were finished uniformly at random.
    int draw(Rng& rng, std::vector<Value>& out);

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

    const Geometry* geo_ = nullptr;
    int size_ = 0;
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

/// The Q1 lowest-cost samples of one generation; among equal costs the earlier sample is kept.
class EliteSet {
public:
    /// Empties the set and sizes it for `capacity` samples of `cells` values.
    void reset(int capacity, int cells);
    /// Empties the set (keeps the storage).
    void clear() { count_ = 0; }
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
    int capacity_ = 0;
    int count_ = 0;
    std::vector<std::vector<Value>> slots_;
    std::vector<int> costs_;  ///< per slot
    std::vector<int> order_;  ///< slot indices by rank
};

}  // namespace sudolab::solvers
