// The state shared by the box-swap local searches (Jones, Roach & Perkins hill climbing; Lewis's
// simulated annealing): every box holds exactly its missing values, so the box constraint always
// holds, and a move swaps two open cells of one box. Per-row and per-column value counts are kept
// up to date, so the change of the objective for a swap is read from the two rows and two columns
// it touches in O(1); the grid is never recounted while searching.
#pragma once

#include <cstdint>
#include <vector>

#include "base/bits.hpp"
#include "base/rng.hpp"
#include "grid/grid.hpp"

namespace sudolab::solvers {

/// Change of the two objective parts caused by one swap.
struct SwapDelta {
    int distinct = 0;      ///< change of Σ over rows and columns of the number of distinct values
    int fixedClashes = 0;  ///< change of the number of (fixed, open) cell pairs with equal values in a row or column
};

/// Box-permutation assignment with incremental row/column bookkeeping.
class BoxSwapState {
public:
    /// Takes the fixed cells (every filled cell of `fixedGrid`: givens and, for the hybrid, propagated
    /// cells) and lists each box's open cells and missing values. Open cells get the box's missing
    /// values in ascending order (call fillRandomly or assign afterwards for a real start).
    void load(const Grid& fixedGrid);

    const Geometry& geometry() const { return *geometry_; }
    int size() const { return size_; }
    int cellCount() const { return cells_; }
    Value value(int cell) const { return values_[cell]; }
    const std::vector<Value>& values() const { return values_; }
    bool isFixed(int cell) const { return fixed_[cell] != 0; }
    /// Open cells of a box in reading order, as a pointer and a count.
    const int* openCells(int box) const { return &openCells_[openStart_[box]]; }
    int openCount(int box) const { return openStart_[box + 1] - openStart_[box]; }
    /// Total number of open cells.
    int openTotal() const { return static_cast<int>(openCells_.size()); }
    /// Boxes with at least two open cells (the only ones a swap can touch).
    const std::vector<int>& movableBoxes() const { return movableBoxes_; }
    /// The values missing from a box's fixed cells, ascending (the multiset its open cells hold).
    const std::vector<Value>& missingValues(int box) const { return missing_[box]; }

    /// Calls fn(a, b) for every swap of the neighbourhood (each pair of open cells of one box, boxes in
    /// order, pairs in reading order) until fn returns true; returns whether it did.
    template <class Fn>
    bool anySwap(Fn&& fn) const {
        for (int box : movableBoxes_) {
            const int* open = openCells(box);
            const int count = openCount(box);
            for (int i = 0; i + 1 < count; ++i)
                for (int j = i + 1; j < count; ++j)
                    if (fn(open[i], open[j])) return true;
        }
        return false;
    }

    /// Replaces every open cell's value (fixed cells must be passed unchanged; each box must get a
    /// permutation of its missing values) and recounts once. Used for starts, restarts and jumps.
    void assign(const std::vector<Value>& values);
    /// Lewis's start: each box's missing values in a random order.
    void fillRandomly(Rng& rng);

    /// Σ over rows and columns of the number of distinct values (2N² when solved).
    int distinct() const { return distinct_; }
    /// Pairs (fixed cell, open cell) of one row or column holding the same value.
    int fixedClashes() const { return fixedClashes_; }
    /// Σ over rows and columns of the number of missing values: Lewis's cost (0 = solved).
    int missingCount() const { return 2 * size_ * size_ - distinct_; }
    /// Times value v occurs in a row / column.
    int rowCount(int row, Value v) const { return rowCount_[row * size_ + v - 1]; }
    int columnCount(int column, Value v) const { return columnCount_[column * size_ + v - 1]; }

    /// Change of the distinct-value count if open cells a and b (same box) swapped values.
    int distinctDelta(int a, int b) const {
        const Value x = values_[a], y = values_[b];
        const int ra = rowOf_[a], rb = rowOf_[b], ca = columnOf_[a], cb = columnOf_[b];
        int delta = 0;
        // Cells of one box share a row or a column, or neither; a shared line keeps its counts.
        if (ra != rb) delta += lineDelta(rowCount_, ra, x, y) + lineDelta(rowCount_, rb, y, x);
        if (ca != cb) delta += lineDelta(columnCount_, ca, x, y) + lineDelta(columnCount_, cb, y, x);
        return delta;
    }
    /// Change of the fixed-clash count if open cells a and b (same box) swapped values.
    int fixedClashDelta(int a, int b) const {
        const Value x = values_[a], y = values_[b];
        const int ra = rowOf_[a], rb = rowOf_[b], ca = columnOf_[a], cb = columnOf_[b];
        int delta = 0;
        if (ra != rb) delta += clashDelta(rowFixed_[ra], x, y) + clashDelta(rowFixed_[rb], y, x);
        if (ca != cb) delta += clashDelta(columnFixed_[ca], x, y) + clashDelta(columnFixed_[cb], y, x);
        return delta;
    }
    /// Both parts at once.
    SwapDelta swapDelta(int a, int b) const { return {distinctDelta(a, b), fixedClashDelta(a, b)}; }

    /// Swaps the values of open cells a and b of one box and updates every count.
    void applySwap(int a, int b) {
        const Value x = values_[a], y = values_[b];
        const int ra = rowOf_[a], rb = rowOf_[b], ca = columnOf_[a], cb = columnOf_[b];
        distinct_ += distinctDelta(a, b);
        fixedClashes_ += fixedClashDelta(a, b);
        if (ra != rb) {
            moveValue(rowCount_, ra, x, y);
            moveValue(rowCount_, rb, y, x);
        }
        if (ca != cb) {
            moveValue(columnCount_, ca, x, y);
            moveValue(columnCount_, cb, y, x);
        }
        values_[a] = y;
        values_[b] = x;
    }

    /// Does value v at an open cell clash with a fixed cell of its row or column?
    bool clashesWithFixed(int cell, Value v) const {
        return ((rowFixed_[rowOf_[cell]] | columnFixed_[columnOf_[cell]]) & bitOf(v)) != 0;
    }
    /// Is the cell's value repeated in its row or column (for conflict highlighting)?
    bool inConflict(int cell) const {
        const Value v = values_[cell];
        return rowCount(rowOf_[cell], v) > 1 || columnCount(columnOf_[cell], v) > 1;
    }
    /// The current values as a grid carrying the puzzle's givens.
    Grid toGrid(const Grid& puzzle) const;

private:
    /// Distinct-count change of one line that loses value `lose` and gains value `gain` (lose != gain).
    int lineDelta(const std::vector<std::uint8_t>& counts, int line, Value lose, Value gain) const {
        const std::uint8_t* c = counts.data() + line * size_;
        return (c[gain - 1] == 0) - (c[lose - 1] == 1);
    }
    /// Fixed-clash change of one line that loses an open `lose` and gains an open `gain`.
    static int clashDelta(Candidates fixedInLine, Value lose, Value gain) {
        return static_cast<int>((fixedInLine >> (gain - 1)) & 1) - static_cast<int>((fixedInLine >> (lose - 1)) & 1);
    }
    void moveValue(std::vector<std::uint8_t>& counts, int line, Value lose, Value gain) {
        --counts[line * size_ + lose - 1];
        ++counts[line * size_ + gain - 1];
    }
    void recount();

    const Geometry* geometry_ = nullptr;
    int size_ = 0, cells_ = 0;
    std::vector<Value> values_;
    std::vector<std::uint8_t> fixed_;
    std::vector<std::uint8_t> rowOf_, columnOf_;   ///< precomputed: no division in the hot path
    std::vector<int> openCells_;                  ///< open cells grouped by box, reading order inside
    std::vector<int> openStart_;                  ///< box b's open cells are [openStart_[b], openStart_[b+1])
    std::vector<int> movableBoxes_;
    std::vector<std::vector<Value>> missing_;
    std::vector<std::uint8_t> rowCount_, columnCount_;  ///< [line * N + v - 1]: occurrences of v
    std::vector<Candidates> rowFixed_, columnFixed_;    ///< values held by fixed cells of each line
    int distinct_ = 0;
    int fixedClashes_ = 0;
};

}  // namespace sudolab::solvers
