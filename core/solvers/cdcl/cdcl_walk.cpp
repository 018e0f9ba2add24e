// The walk phase of the clause learner on a Sudoku. Kissat rephases now and then to the best assignment
// of a short local search seeded from the saved phases (Biere & Fleury, "Chasing target phases",
// Pragmatics of SAT 2020; the walker after Balint & Schöning's probSAT, SAT 2012); for a Sudoku the
// natural local search is min-conflicts over the cells (Minton, Johnston, Philips & Laird, Artificial
// Intelligence 1992), which never breaks "one value per cell" and so only has the units' conflicts to mend.
// Choices of ours:
// - A cell whose saved phases name no value (or several) starts at its first candidate named true, else
//   at a random candidate: the walk's own stream, so the run stays a function of the seed.
// - Bounded: at most flipsPerCell x open cells flips per walk (the engine calls it inside one work unit).
// - A cell may stay (Minton's rule: its own value counts among the choices); moving it away from its best
//   value each time made the walk a random walk (a 25x25 with 120 conflicting pairs went down to 112 in
//   200 flips per cell; with the rule, see tests/cdcl_walk_test.cpp).
// - The counts are kept per (unit, value), so a flip costs a cell's candidates x 3 to choose and its three
//   units' cells to update the cells in conflict.
#include "solvers/cdcl/cdcl_walk.hpp"

#include <algorithm>
#include <stdexcept>

namespace sudolab::sat {

void SudokuWalk::reset(const SudokuEncoding& encoding, std::uint64_t flipsPerCell) {
    encoding_ = &encoding;
    const Geometry& geometry = encoding.fixed.geometry();
    size_ = geometry.size;
    flipsPerCell_ = flipsPerCell;
    const auto cells = static_cast<std::size_t>(geometry.cellCount);
    // encodeSudoku numbers each open cell's variables consecutively, in cell order: a cell's variables are
    // the range candStart_[cell] .. candStart_[cell + 1].
    if (!std::is_sorted(encoding.varCell.begin(), encoding.varCell.end()))
        throw std::logic_error("SudokuWalk: the encoding's variables are not numbered in cell order");
    candStart_.assign(cells + 1, 0);
    for (int cell : encoding.varCell) ++candStart_[static_cast<std::size_t>(cell) + 1];
    for (std::size_t k = 0; k < cells; ++k) candStart_[k + 1] += candStart_[k];
    open_.clear();
    for (std::size_t cell = 0; cell < cells; ++cell)
        if (candStart_[cell + 1] > candStart_[cell]) open_.push_back(static_cast<int>(cell));
    value_.assign(cells, 0);
    for (std::size_t cell = 0; cell < cells; ++cell) value_[cell] = encoding.fixed.at(static_cast<int>(cell));
    best_ = value_;
    count_.assign(geometry.units.size() * static_cast<std::size_t>(size_), 0);
    badPos_.assign(cells, -1);
    stats_ = {};
}

void SudokuWalk::walk(std::span<std::int8_t> phases, Rng& rng) {
    start(phases, rng);
    std::int64_t bestCost = cost_;
    best_ = value_;
    const std::uint64_t flips = flipsPerCell_ * open_.size();
    for (std::uint64_t k = 0; k < flips && !bad_.empty(); ++k) {
        flip(rng);
        if (cost_ < bestCost) {
            bestCost = cost_;
            best_ = value_;
        }
    }
    stats_.lastBestCost = static_cast<std::uint64_t>(bestCost);
    for (std::size_t var = 0; var < encoding_->varCell.size(); ++var) {
        const auto cell = static_cast<std::size_t>(encoding_->varCell[var]);
        phases[var] = best_[cell] == encoding_->varValue[var] ? 1 : -1;
    }
}

/// Each open cell takes the value its phases name (the first candidate named true), else a random one;
/// then the counts, the cost and the cells in conflict.
void SudokuWalk::start(std::span<const std::int8_t> phases, Rng& rng) {
    for (int cell : open_) {
        const auto index = static_cast<std::size_t>(cell);
        const std::uint32_t first = candStart_[index], end = candStart_[index + 1];
        std::uint32_t chosen = end;
        for (std::uint32_t k = first; k < end && chosen == end; ++k)
            if (phases[k] > 0) chosen = k;
        if (chosen == end) chosen = first + rng.below(end - first);
        value_[index] = encoding_->varValue[chosen];
    }
    const Geometry& geometry = encoding_->fixed.geometry();
    std::fill(count_.begin(), count_.end(), 0);
    cost_ = 0;
    for (std::size_t unit = 0; unit < geometry.units.size(); ++unit)
        for (int cell : geometry.units[unit]) {
            const Value value = value_[static_cast<std::size_t>(cell)];
            if (value != 0) cost_ += countOf(static_cast<int>(unit), value)++;
        }
    for (int cell : bad_) badPos_[static_cast<std::size_t>(cell)] = -1;
    bad_.clear();
    for (int cell : open_) updateBad(cell);
}

/// Cells of the cell's units holding `value`, the cell itself left out.
int SudokuWalk::equalPeers(int cell, Value value) const {
    int equal = 0;
    for (int unit : encoding_->fixed.geometry().unitsOfCell[static_cast<std::size_t>(cell)])
        equal += countOf(unit, value);
    return value == value_[static_cast<std::size_t>(cell)] ? equal - 3 : equal;
}

/// Puts the open cell in bad_ if it has an equal peer, takes it out if not.
void SudokuWalk::updateBad(int cell) {
    const auto index = static_cast<std::size_t>(cell);
    const bool bad = equalPeers(cell, value_[index]) > 0;
    if (bad && badPos_[index] < 0) {
        badPos_[index] = static_cast<std::int32_t>(bad_.size());
        bad_.push_back(cell);
    } else if (!bad && badPos_[index] >= 0) {
        const int last = bad_.back();
        bad_[static_cast<std::size_t>(badPos_[index])] = last;
        badPos_[static_cast<std::size_t>(last)] = badPos_[index];
        bad_.pop_back();
        badPos_[index] = -1;
    }
}

/// One min-conflicts move of a random cell in conflict: to the candidate with the fewest equal peers,
/// its own value included (then it stays), ties at random; one move in eight to a random other candidate.
void SudokuWalk::flip(Rng& rng) {
    ++stats_.flips;
    const int cell = bad_[rng.below(static_cast<std::uint32_t>(bad_.size()))];
    const auto index = static_cast<std::size_t>(cell);
    const std::uint32_t first = candStart_[index], end = candStart_[index + 1];
    if (end - first < 2) return;  // a cell of one candidate cannot move (the root filter fixes those)
    const auto valueAt = [&](std::uint32_t var) { return encoding_->varValue[var]; };
    Value to = 0;
    if (rng.below(8) == 0) {
        do to = valueAt(first + rng.below(end - first));
        while (to == value_[index]);
    } else {
        int fewest = 0, ties = 0;
        for (std::uint32_t k = first; k < end; ++k) {
            const Value value = valueAt(k);
            const int equal = equalPeers(cell, value);
            if (ties == 0 || equal < fewest) {
                fewest = equal;
                ties = 1;
                to = value;
            } else if (equal == fewest && rng.below(static_cast<std::uint32_t>(++ties)) == 0) {
                to = value;
            }
        }
    }
    if (to != value_[index]) move(cell, to);
}

/// Moves the cell to `to`, keeping the counts, the cost and the cells in conflict.
void SudokuWalk::move(int cell, Value to) {
    const auto index = static_cast<std::size_t>(cell);
    const Value from = value_[index];
    const Geometry& geometry = encoding_->fixed.geometry();
    for (int unit : geometry.unitsOfCell[index]) {
        cost_ -= --countOf(unit, from);
        cost_ += countOf(unit, to)++;
    }
    value_[index] = to;
    for (int unit : geometry.unitsOfCell[index])
        for (int other : geometry.units[static_cast<std::size_t>(unit)]) {
            const Value held = value_[static_cast<std::size_t>(other)];
            if ((held == from || held == to) &&
                candStart_[static_cast<std::size_t>(other) + 1] > candStart_[static_cast<std::size_t>(other)])
                updateBad(other);
        }
}

}  // namespace sudolab::sat
