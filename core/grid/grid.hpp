// A grid of any supported order: cell values (0 = empty) and which cells are givens.
#pragma once

#include <algorithm>
#include <cstdint>
#include <vector>

#include "base/bits.hpp"
#include "grid/geometry.hpp"

namespace sudolab {

/// Values and givens of one grid. A puzzle is a Grid whose non-empty cells are givens.
class Grid {
public:
    /// An empty grid of the given order (throws std::invalid_argument for unsupported orders).
    explicit Grid(int order = 3);
    /// A puzzle from values (0 = empty); every non-empty cell becomes a given. Size must be N^4.
    static Grid fromValues(int order, const std::vector<Value>& values);

    int order() const { return geometry_->order; }
    int size() const { return geometry_->size; }
    int cellCount() const { return geometry_->cellCount; }
    const Geometry& geometry() const { return *geometry_; }

    Value at(int cell) const { return values_[cell]; }
    /// Sets a cell's value (0 clears it); does not change whether it is a given.
    void set(int cell, Value value) { values_[cell] = value; }
    bool isGiven(int cell) const { return given_[cell] != 0; }
    void setGiven(int cell, bool given) { given_[cell] = given ? 1 : 0; }
    /// Sets a value and marks the cell a given (value 0 clears both).
    void setGivenValue(int cell, Value value) { values_[cell] = value; given_[cell] = value != 0; }

    const std::vector<Value>& values() const { return values_; }
    /// Number of non-empty cells.
    int filledCount() const;
    /// Number of given cells.
    int givenCount() const;
    /// True when no cell is empty.
    bool isComplete() const { return filledCount() == cellCount(); }
    /// Values not used by any peer of the cell (ignores the cell's own value).
    Candidates candidates(int cell) const;
    /// True if every unit holds each value at most once (empty cells ignored).
    bool isConsistent() const;
    /// True if complete and consistent.
    bool isSolved() const { return isComplete() && isConsistent(); }
    /// True if this grid keeps every given of `puzzle` (same order, same values there).
    bool agreesWith(const Grid& puzzle) const;
    /// A copy where every filled cell is a given (a puzzle made of this grid's values).
    Grid asPuzzle() const;
    /// A copy with `values` in its cells (one per cell; a shorter vector, as before a solver's first
    /// reset, changes only the cells it covers), givens marked as here: a solver's state over its
    /// puzzle, for snapshots and bestGrid().
    Grid withValues(const std::vector<Value>& values) const {
        Grid grid = *this;
        const std::size_t count = std::min(values.size(), values_.size());
        std::copy(values.begin(), values.begin() + static_cast<std::ptrdiff_t>(count), grid.values_.begin());
        return grid;
    }

    bool operator==(const Grid& other) const {
        return geometry_ == other.geometry_ && values_ == other.values_ && given_ == other.given_;
    }

private:
    const Geometry* geometry_;
    std::vector<Value> values_;
    std::vector<std::uint8_t> given_;
};

}  // namespace sudolab
