#include "solvers/box_swap_state.hpp"

#include <algorithm>
#include <stdexcept>

namespace sudolab::solvers {

void BoxSwapState::load(const Grid& fixedGrid) {
    geometry_ = &fixedGrid.geometry();
    size_ = fixedGrid.size();
    cells_ = fixedGrid.cellCount();
    values_ = fixedGrid.values();
    fixed_.assign(cells_, 0);
    rowOf_.resize(cells_);
    columnOf_.resize(cells_);
    for (int cell = 0; cell < cells_; ++cell) {
        fixed_[cell] = values_[cell] != 0;
        rowOf_[cell] = static_cast<std::uint8_t>(geometry_->rowOf(cell));
        columnOf_[cell] = static_cast<std::uint8_t>(geometry_->columnOf(cell));
    }

    rowFixed_.assign(size_, 0);
    columnFixed_.assign(size_, 0);
    for (int cell = 0; cell < cells_; ++cell) {
        if (!fixed_[cell]) continue;
        rowFixed_[rowOf_[cell]] |= bitOf(values_[cell]);
        columnFixed_[columnOf_[cell]] |= bitOf(values_[cell]);
    }

    openCells_.clear();
    openStart_.assign(size_ + 1, 0);
    movableBoxes_.clear();
    missing_.assign(size_, {});
    for (int box = 0; box < size_; ++box) {
        const std::vector<int>& unit = geometry_->units[2 * size_ + box];
        Candidates present = 0;
        openStart_[box] = static_cast<int>(openCells_.size());
        for (int cell : unit) {
            if (fixed_[cell])
                present |= bitOf(values_[cell]);
            else
                openCells_.push_back(cell);
        }
        openStart_[box + 1] = static_cast<int>(openCells_.size());
        for (Value v = 1; v <= size_; ++v)
            if (!(present & bitOf(v))) missing_[box].push_back(v);
        // A box whose fixed cells repeat a value would leave more open cells than missing values; the
        // callers reject such grids first (conflicting givens, contradicting propagation).
        if (missing_[box].size() != static_cast<std::size_t>(openCount(box)))
            throw std::logic_error("BoxSwapState::load: a box repeats a fixed value");
        for (int k = 0; k < openCount(box); ++k) values_[openCells_[openStart_[box] + k]] = missing_[box][k];
        if (openCount(box) >= 2) movableBoxes_.push_back(box);
    }
    recount();
}

void BoxSwapState::assign(const std::vector<Value>& values) {
    values_ = values;
    recount();
}

void BoxSwapState::fillRandomly(Rng& rng) {
    for (int box = 0; box < size_; ++box) {
        std::vector<Value> order = missing_[box];
        rng.shuffle(order.begin(), order.end());
        for (int k = 0; k < openCount(box); ++k) values_[openCells(box)[k]] = order[k];
    }
    recount();
}

void BoxSwapState::recount() {
    rowCount_.assign(static_cast<std::size_t>(size_) * size_, 0);
    columnCount_.assign(static_cast<std::size_t>(size_) * size_, 0);
    fixedClashes_ = 0;
    for (int cell = 0; cell < cells_; ++cell) {
        const Value v = values_[cell];
        ++rowCount_[rowOf_[cell] * size_ + v - 1];
        ++columnCount_[columnOf_[cell] * size_ + v - 1];
        if (!fixed_[cell] && clashesWithFixed(cell, v))
            fixedClashes_ += static_cast<int>(((rowFixed_[rowOf_[cell]] >> (v - 1)) & 1) +
                                              ((columnFixed_[columnOf_[cell]] >> (v - 1)) & 1));
    }
    distinct_ = 0;
    for (std::size_t i = 0; i < rowCount_.size(); ++i) distinct_ += (rowCount_[i] != 0) + (columnCount_[i] != 0);
}

Grid BoxSwapState::toGrid(const Grid& puzzle) const {
    Grid grid = puzzle;
    for (int cell = 0; cell < cells_; ++cell) grid.set(cell, values_[cell]);
    return grid;
}

}  // namespace sudolab::solvers
