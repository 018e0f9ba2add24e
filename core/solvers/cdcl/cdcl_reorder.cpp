// Reordering of the decisions by the formula's structure (Kissat 4's `reorder`, Biere et al.), for the CDCL
// engine's stable mode (core/solvers/cdcl/cdcl_core.hpp, CdclOptions::reorderInterval). At a restart once the
// interval is done, each open variable gets a weight from the input clauses and at-most-one groups it is in,
// counted on the formula as the root assignment leaves it: a clause with s open literals and none true adds
// 2^-(s-2) to each of its literals, each other open variable of a group adds 1 to the variable's negative
// literal (the binary clause the pair stands for); a variable weighs its heavier literal plus twice the
// lighter. The scores are first scaled down to about one unit, then the weights added, so for a while the
// decisions follow the structure until the conflicts' bumps (growing 1/19 per conflict) take over again.
// Choices of ours: integers only (one unit = 2^20, clauses of more than 22 open literals weigh nothing, the
// scaling is a shift), so that a run is the same natively and in wasm; the focused mode's queue is not
// reordered (from 36x36 on the engine runs stable phases only).
#include <algorithm>

#include "solvers/cdcl/cdcl_core.hpp"

namespace sudolab::sat {
namespace {

constexpr int kUnitBits = 20;  // one unit of weight, and what the largest score is scaled down to
constexpr std::uint32_t kMaxWeighedSize = kUnitBits + 2;

/// The number of bits of x (0 for 0).
int bitWidth(std::uint64_t x) {
    int bits = 0;
    while (x >> bits) ++bits;
    return bits;
}

}  // namespace

bool CdclCore::reorderDue() const {
    return stable_ && options_.reorderInterval > 0 && decisionLevel() == 0 && stats_.conflicts >= reorderAt_;
}

/// Adds the structure's weights to the scores (see the top of this file); the k-th reorder comes k intervals
/// after the one before (Kissat's linear schedule).
void CdclCore::reorder() {
    ++stats_.reorders;
    reorderAt_ = stats_.conflicts + options_.reorderInterval * stats_.reorders;
    const std::vector<std::uint64_t> weights = structureWeights();
    std::uint64_t largest = scoreInc_;
    for (std::size_t var = 0; var < score_.size(); ++var)
        if (value_[var] == 0) largest = std::max(largest, score_[var]);
    const int shift = std::max(0, bitWidth(largest) - kUnitBits);
    for (std::size_t var = 0; var < score_.size(); ++var) score_[var] = (score_[var] >> shift) + weights[var];
    scoreInc_ = std::max<std::uint64_t>(1, scoreInc_ >> shift);
    rebuildHeap();
}

/// Each variable's weight in units of 2^-kUnitBits: its heavier literal plus twice the lighter (0 if assigned).
std::vector<std::uint64_t> CdclCore::structureWeights() const {
    const std::size_t vars = value_.size();
    std::vector<std::uint64_t> literal(2 * vars, 0);
    for (std::uint32_t clause = 0; clause < arena_.size(); clause += kHeader + arena_[clause]) {
        if (arena_[clause + 1] & 1u) continue;  // learned
        const Lit* lits = &arena_[clause + kHeader];
        std::uint32_t open = 0;
        bool satisfied = false;
        for (std::uint32_t k = 0; k < arena_[clause]; ++k) {
            const std::int8_t value = litValue(lits[k]);
            satisfied = satisfied || value > 0;
            open += value == 0 ? 1 : 0;
        }
        if (satisfied || open < 2 || open > kMaxWeighedSize) continue;
        const std::uint64_t weight = (std::uint64_t{1} << kUnitBits) >> (open - 2);
        for (std::uint32_t k = 0; k < arena_[clause]; ++k) literal[lits[k]] += weight;
    }
    for (std::size_t group = 0; group + 1 < groupStart_.size(); ++group) {
        std::uint64_t open = 0;
        for (std::uint32_t k = groupStart_[group]; k < groupStart_[group + 1]; ++k) open += value_[groupVars_[k]] == 0;
        if (open < 2) continue;
        for (std::uint32_t k = groupStart_[group]; k < groupStart_[group + 1]; ++k)
            if (value_[groupVars_[k]] == 0)
                literal[makeLit(static_cast<int>(groupVars_[k]), true)] += (open - 1) << kUnitBits;
    }
    std::vector<std::uint64_t> weights(vars, 0);
    for (std::size_t var = 0; var < vars; ++var) {
        if (value_[var] != 0) continue;
        const std::uint64_t positive = literal[2 * var], negative = literal[2 * var + 1];
        weights[var] = std::max(positive, negative) + 2 * std::min(positive, negative);
    }
    return weights;
}

}  // namespace sudolab::sat
