#include "solvers/reseda/reseda_model.hpp"

#include <algorithm>
#include <bit>
#include <limits>

namespace sudolab::solvers {

namespace {

/// The index (0-based symbol) of the n-th set bit of a non-empty set, n < popcount.
int nthSetBit(Candidates set, std::uint32_t n) {
    for (; n > 0; --n) set &= set - 1;
    return std::countr_zero(set);
}

/// A symbol of `set` (non-empty) drawn with probability proportional to row[symbol] (exact
/// renormalisation over the set; the last symbol if rounding leaves the draw at the total).
int rouletteDraw(const double* row, Candidates set, Rng& rng) {
    double total = 0;
    for (Candidates rest = set; rest; rest &= rest - 1) total += row[std::countr_zero(rest)];
    const double target = rng.unit() * total;
    double cumulative = 0;
    int chosen = -1;
    for (Candidates rest = set; rest; rest &= rest - 1) {
        chosen = std::countr_zero(rest);
        cumulative += row[chosen];
        if (cumulative > target) break;
    }
    return chosen;
}

}  // namespace

int missingSymbolCount(const Geometry& geo, const std::vector<Value>& values) {
    int missing = 0;
    for (const std::vector<int>& unit : geo.units) {
        Candidates present = 0;
        for (int cell : unit)
            if (values[cell] != 0) present |= bitOf(values[cell]);
        missing += geo.size - countOf(present);
    }
    return missing;
}

void EdaModel::start(const Geometry& geo, const std::vector<Value>& fixed, const std::vector<Candidates>& allowed) {
    geo_ = &geo;
    size_ = geo.size;
    fixed_ = fixed;
    allowed_ = allowed;
    p_.assign(static_cast<std::size_t>(geo.cellCount) * size_, 0.0);
    openCells_.clear();
    boxOpen_.assign(size_, {});
    boxFree_.assign(size_, allValues(size_));
    for (int cell = 0; cell < geo.cellCount; ++cell) {
        double* row = &p_[static_cast<std::size_t>(cell) * size_];
        const int box = geo.boxOf(cell);
        if (fixed_[cell] != 0) {
            allowed_[cell] = bitOf(fixed_[cell]);
            row[fixed_[cell] - 1] = 1.0;
            boxFree_[box] &= ~bitOf(fixed_[cell]);
            continue;
        }
        openCells_.push_back(cell);
        boxOpen_[box].push_back(cell);
        const double uniform = 1.0 / countOf(allowed_[cell]);
        for (Candidates rest = allowed_[cell]; rest; rest &= rest - 1) row[std::countr_zero(rest)] = uniform;
    }
    positive_ = allowed_;
    counts_.assign(size_, 0);
    pendingCell_.assign(size_, 0);
    pendingAvail_.assign(size_, 0);
    pendingSum_.assign(size_, 0.0);
    pendingMax_.assign(size_, 0.0);
    pendingArg_.assign(size_, 0);
    computeRho();
}

double EdaModel::probability(int cell, Value v) const {
    return p_[static_cast<std::size_t>(cell) * size_ + v - 1];
}

int EdaModel::draw(Rng& rng, std::vector<Value>& out) {
    out.assign(fixed_.begin(), fixed_.end());
    int fallbacks = 0;
    // Sum, largest probability and its symbol over a pending cell's still-available symbols
    // (ties go to the lowest symbol).
    const auto summarize = [&](int slot) {
        const double* row = &p_[static_cast<std::size_t>(pendingCell_[slot]) * size_];
        double sum = 0, best = -1;
        int arg = -1;
        for (Candidates rest = pendingAvail_[slot]; rest; rest &= rest - 1) {
            const int k = std::countr_zero(rest);
            sum += row[k];
            if (row[k] > best) best = row[k], arg = k;
        }
        pendingSum_[slot] = sum;
        pendingMax_[slot] = best;
        pendingArg_[slot] = arg;
    };
    for (int box = 0; box < size_; ++box) {
        const std::vector<int>& cells = boxOpen_[box];
        int pending = static_cast<int>(cells.size());
        Candidates free = boxFree_[box];
        for (int slot = 0; slot < pending; ++slot) {
            pendingCell_[slot] = cells[slot];
            pendingAvail_[slot] = positive_[cells[slot]] & free;
            summarize(slot);
        }
        while (pending > 0) {
            bool stuck = false;
            const int pick = nextSlot(pending, rng, stuck);
            if (stuck) {
                // Paper: "we just pick the remaining symbols uniformly at random". Our reading: each
                // remaining cell (in its current order) takes a uniform symbol among its allowed ones
                // still free in the box, or among all its allowed ones if none is free. Staying inside
                // the allowed set keeps p = 0 on symbols excluded by the fixed cells.
                ++fallbacks;
                for (int slot = 0; slot < pending; ++slot) {
                    const int cell = pendingCell_[slot];
                    Candidates choices = allowed_[cell] & free;
                    if (choices == 0) choices = allowed_[cell];
                    const int k = nthSetBit(choices, rng.below(static_cast<std::uint32_t>(countOf(choices))));
                    out[cell] = static_cast<Value>(k + 1);
                    free &= ~(Candidates{1} << k);
                }
                break;
            }
            const int cell = pendingCell_[pick];
            const double* row = &p_[static_cast<std::size_t>(cell) * size_];
            // Exact renormalisation for the draw itself (the maintained sums only rank the cells).
            const int chosen = rouletteDraw(row, pendingAvail_[pick], rng);
            const Candidates chosenBit = Candidates{1} << chosen;
            out[cell] = static_cast<Value>(chosen + 1);
            free &= ~chosenBit;
            --pending;
            pendingCell_[pick] = pendingCell_[pending];
            pendingAvail_[pick] = pendingAvail_[pending];
            pendingSum_[pick] = pendingSum_[pending];
            pendingMax_[pick] = pendingMax_[pending];
            pendingArg_[pick] = pendingArg_[pending];
            // Remove the symbol from the box's other cells and renormalise (incrementally).
            for (int slot = 0; slot < pending; ++slot) {
                if ((pendingAvail_[slot] & chosenBit) == 0) continue;
                pendingAvail_[slot] &= ~chosenBit;
                if (pendingArg_[slot] == chosen) {
                    summarize(slot);
                } else {
                    pendingSum_[slot] -= p_[static_cast<std::size_t>(pendingCell_[slot]) * size_ + chosen];
                }
            }
        }
    }
    return fallbacks;
}

int EdaModel::nextSlot(int pending, Rng& rng, bool& stuck) const {
    // A cell with no free symbol of positive probability means no permutation can be completed from here.
    for (int slot = 0; slot < pending; ++slot)
        if (pendingAvail_[slot] == 0) {
            stuck = true;
            return 0;
        }
    if (rank_ == BoxCellRank::Random) return static_cast<int>(rng.below(static_cast<std::uint32_t>(pending)));
    if (rank_ == BoxCellRank::List) return 0;
    int pick = 0;
    double bestKey = -std::numeric_limits<double>::infinity();  // reading order's keys are negative
    for (int slot = 0; slot < pending; ++slot) {
        double key = 0;
        switch (rank_) {
            case BoxCellRank::Renormalised:
                // The running sum can cancel to <= 0 when the mass left is tiny next to what was removed:
                // then the best symbol holds (nearly) all of it, so the ratio is taken as 1.
                key = pendingSum_[slot] > pendingMax_[slot] ? pendingMax_[slot] / pendingSum_[slot] : 1.0;
                break;
            case BoxCellRank::Raw: key = pendingMax_[slot]; break;
            case BoxCellRank::Reading: key = -static_cast<double>(pendingCell_[slot]); break;
            case BoxCellRank::Random:
            case BoxCellRank::List: break;  // chosen above
        }
        if (key > bestKey) bestKey = key, pick = slot;
    }
    return pick;
}

void EdaModel::drawCells(Rng& rng, std::vector<Value>& out) const {
    out.assign(fixed_.begin(), fixed_.end());
    for (int cell : openCells_)
        out[cell] = static_cast<Value>(rouletteDraw(&p_[static_cast<std::size_t>(cell) * size_], positive_[cell], rng) + 1);
}

void EdaModel::update(double alpha, const std::vector<const std::vector<Value>*>& elites) {
    const double count = static_cast<double>(elites.size());
    for (int cell : openCells_) {
        std::fill(counts_.begin(), counts_.end(), 0);
        for (const std::vector<Value>* elite : elites) ++counts_[(*elite)[cell] - 1];
        double* row = &p_[static_cast<std::size_t>(cell) * size_];
        Candidates positive = 0;
        // Only allowed symbols can carry probability: samples never leave the allowed set.
        for (Candidates rest = allowed_[cell]; rest; rest &= rest - 1) {
            const int k = std::countr_zero(rest);
            row[k] = alpha * row[k] + (1 - alpha) * (counts_[k] / count);
            if (row[k] > 0) positive |= Candidates{1} << k;
        }
        positive_[cell] = positive;
    }
    computeRho();
}

void EdaModel::computeRho() {
    rho_ = 1;
    for (int cell : openCells_) {
        const double* row = &p_[static_cast<std::size_t>(cell) * size_];
        double best = 0;
        for (Candidates rest = allowed_[cell]; rest; rest &= rest - 1) best = std::max(best, row[std::countr_zero(rest)]);
        rho_ = std::min(rho_, best);
    }
}

void EliteSet::reset(int capacity, int cells, int tournamentOf) {
    capacity_ = capacity;
    count_ = 0;
    offers_ = 0;
    tournamentOf_ = tournamentOf;
    groupSlot_.assign(tournamentOf > 0 ? capacity : 0, -1);
    slots_.assign(capacity, std::vector<Value>(cells, 0));
    costs_.assign(capacity, 0);
    order_.assign(capacity, 0);
}

bool EliteSet::offer(int cost, std::vector<Value>& sample) {
    if (tournamentOf_ > 0) return offerToGroup(cost, sample);
    int slot;
    if (count_ < capacity_) {
        slot = count_++;
    } else {
        slot = order_[count_ - 1];
        if (cost >= costs_[slot]) return false;
    }
    std::swap(slots_[slot], sample);
    costs_[slot] = cost;
    // Insert after every member of equal or lower cost: the earlier sample wins ties.
    int rank = count_ - 1;
    while (rank > 0 && costs_[order_[rank - 1]] > cost) {
        order_[rank] = order_[rank - 1];
        --rank;
    }
    order_[rank] = slot;
    return true;
}

bool EliteSet::offerToGroup(int cost, std::vector<Value>& sample) {
    if (offers_ == 0) std::fill(groupSlot_.begin(), groupSlot_.end(), -1);
    const int group = static_cast<int>(static_cast<std::int64_t>(offers_++) * capacity_ / tournamentOf_);
    if (group >= capacity_) return false;  // more offers than announced: ignored
    int slot = groupSlot_[group];
    if (slot >= 0 && cost >= costs_[slot]) return false;
    if (slot < 0) {
        slot = groupSlot_[group] = count_;
        order_[count_++] = slot;
    }
    std::swap(slots_[slot], sample);
    costs_[slot] = cost;
    // Ranks by cost, the earlier group first on equal costs (slots are numbered in group order).
    std::sort(order_.begin(), order_.begin() + count_,
              [&](int a, int b) { return costs_[a] != costs_[b] ? costs_[a] < costs_[b] : a < b; });
    return true;
}

std::vector<const std::vector<Value>*> EliteSet::members() const {
    std::vector<const std::vector<Value>*> out;
    out.reserve(count_);
    for (int rank = 0; rank < count_; ++rank) out.push_back(&slots_[order_[rank]]);
    return out;
}

}  // namespace sudolab::solvers
