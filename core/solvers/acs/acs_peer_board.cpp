#include "solvers/acs/acs_peer_board.hpp"

#include <algorithm>

namespace sudolab::solvers {

void PeerBoard::load(const Grid& grid) {
    geo_ = &grid.geometry();
    candidates_.assign(geo_->cellCount, allValues(geo_->size));
    fixed_ = empty_ = 0;
    examined_ = 0;
    reason_.clear();
    for (int cell = 0; cell < geo_->cellCount; ++cell) {
        const Value v = grid.at(cell);
        if (v == 0) continue;
        const Candidates now = candidates_[cell];
        if (now == 0 || (isSingle(now) && now != bitOf(v)) || !(now & bitOf(v))) {
            if (reason_.empty())
                reason_ = "the given " + std::to_string(v) + " at " + geo_->cellName(cell) +
                          " contradicts what propagating the givens before it fixed";
            continue;
        }
        setCell(cell, bitOf(v));
    }
    if (reason_.empty() && empty_ > 0) {
        const auto at = std::find(candidates_.begin(), candidates_.end(), Candidates{0}) - candidates_.begin();
        reason_ = "no value left for " + geo_->cellName(static_cast<int>(at));
    }
}

void PeerBoard::copyFrom(const PeerBoard& other) {
    if (geo_ != other.geo_ || candidates_.size() != other.candidates_.size()) {
        *this = other;
        return;
    }
    std::copy(other.candidates_.begin(), other.candidates_.end(), candidates_.begin());
    fixed_ = other.fixed_;
    empty_ = other.empty_;
    examined_ = other.examined_;
}

int PeerBoard::place(int cell, Value v) {
    const int before = fixed_;
    setCell(cell, bitOf(v));
    return fixed_ - before - 1;
}

std::vector<Value> PeerBoard::values() const {
    std::vector<Value> out(candidates_.size(), 0);
    for (std::size_t cell = 0; cell < candidates_.size(); ++cell) out[cell] = value(static_cast<int>(cell));
    return out;
}

void PeerBoard::setCell(int cell, Candidates single) {
    if (isSingle(candidates_[cell])) return;  // already fixed
    candidates_[cell] = single;
    ++fixed_;
    const int size = geo_->size;
    const auto& units = geo_->unitsOfCell[cell];  // row, column, box
    const std::vector<int>& row = geo_->units[units[0]];
    const std::vector<int>& column = geo_->units[units[1]];
    const std::vector<int>& box = geo_->units[units[2]];
    for (int j = 0; j < size; ++j) {
        if (box[j] != cell) constrainCell(box[j]);
        if (column[j] != cell) constrainCell(column[j]);
        if (row[j] != cell) constrainCell(row[j]);
    }
}

void PeerBoard::constrainCell(int cell) {
    if (candidates_[cell] == 0 || isSingle(candidates_[cell])) return;
    ++examined_;
    const auto& units = geo_->unitsOfCell[cell];
    // Per unit (row, column, box): values of the fixed other cells, and union of every other cell's set.
    Candidates fixedValues = 0, all[3] = {0, 0, 0};
    for (int k = 0; k < 3; ++k)
        for (int other : geo_->units[units[k]]) {
            if (other == cell) continue;
            const Candidates set = candidates_[other];
            if (isSingle(set)) fixedValues |= set;
            all[k] |= set;
        }
    const Candidates left = allValues(geo_->size) & ~fixedValues;
    if (isSingle(left)) {
        setCell(cell, left);
    } else {
        candidates_[cell] &= left;
        for (int k = 0; k < 3; ++k) {
            const Candidates only = candidates_[cell] & ~all[k];
            if (isSingle(only)) {
                setCell(cell, only);
                break;
            }
        }
    }
    if (candidates_[cell] == 0) ++empty_;
}

}  // namespace sudolab::solvers
