// The ant's working board for the ant-colony solver: candidate bitsets per cell, one bitboard per value
// of the open cells that still allow it, and per unit and value the number of such cells. Placing a
// value then finds the peers that lose it with a few word ANDs (no scan of all peers), and naked and
// hidden singles propagate incrementally (no rescans of whole units). Cells left with no candidate stay
// empty ("failed") and the propagation goes on around them, as in the ant colony's walk.
#pragma once

#include <cstdint>
#include <vector>

#include "base/bits.hpp"
#include "grid/geometry.hpp"
#include "grid/grid.hpp"

namespace sudolab::solvers {

/// Bitboard forms of a Geometry's peers and units (built once per order, shared, immutable).
struct AntBoardLayout {
    int size = 0;       ///< N
    int cellCount = 0;  ///< N*N
    int words = 0;      ///< 64-bit words of a bitboard over all cells
    std::vector<std::uint64_t> peerMasks;    ///< cellCount x words: the peers of each cell
    std::vector<std::uint16_t> unitsOfCell;  ///< cellCount x 3
    /// Each unit as the (word, mask) pairs of the bitboard words it touches: unit u owns the pairs
    /// unitSpanBegin[u] .. unitSpanBegin[u+1]-1.
    std::vector<int> unitSpanBegin;
    std::vector<std::uint16_t> spanWord;
    std::vector<std::uint64_t> spanMask;

    /// The layout of a geometry's order.
    static const AntBoardLayout& of(const Geometry& geometry);
};

/// Values, candidates and unit counts of one ant's partial grid. Resetting an ant to the propagated
/// puzzle is a copy of a few flat arrays into buffers that are already allocated.
class AntBoard {
public:
    AntBoard() = default;
    /// Loads a grid's values (candidates = values no peer holds) and propagates singles to the fixed
    /// point. Conflicting values are the caller's business (checked before).
    void load(const Grid& grid);
    /// Becomes a copy of `other` without reallocating when both have the same order.
    void copyFrom(const AntBoard& other);

    /// Places v (a candidate) in open cell `cell` and propagates naked and hidden singles to the fixed
    /// point. Returns the number of further cells that propagation fixed.
    int place(int cell, Value v);

    Value value(int cell) const { return values_[cell]; }
    Candidates candidates(int cell) const { return candidates_[cell]; }
    /// Neither fixed nor failed: the ant must choose here.
    bool isOpen(int cell) const { return values_[cell] == 0 && candidates_[cell] != 0; }
    /// Cells holding a value.
    int fixedCount() const { return fixed_; }
    /// Cells left with no candidate (the ant's failures).
    int emptyCount() const { return empty_; }
    const std::vector<Value>& values() const { return values_; }

private:
    /// Sets the value, removes it from the open peers and updates the counts; queues new singles.
    void assignOne(int cell, Value v);
    /// Removes v from an open cell's candidates (its bitboard bit is already cleared); queues the
    /// naked or hidden singles this creates.
    void eliminate(int cell, Value v);
    void queueNakedSingle(int cell, Value v);
    void queueHiddenSingle(int unit, Value v);
    /// Applies queued singles until none is left; returns how many cells they fixed.
    int drain();

    const AntBoardLayout* layout_ = nullptr;
    std::vector<Value> values_;
    std::vector<Candidates> candidates_;
    std::vector<std::uint64_t> valueCells_;  ///< N x words: open cells allowing value v (row v-1)
    std::vector<std::uint8_t> counts_;       ///< 3N x N: open cells of unit u allowing v (u*N + v-1)
    std::vector<Candidates> placed_;         ///< 3N: values already placed in each unit
    int fixed_ = 0;
    int empty_ = 0;
    // Pending singles as (target, value): target < cells is a naked single's cell, cells + u a hidden
    // single of unit u, located only when popped (most hidden singles are found again from the other
    // units of the same cell, and are stale by then). A cell turns single at most once and a (unit,
    // value) count reaches one at most once, so 4 x cells entries always suffice.
    std::vector<std::uint16_t> queueTargets_;
    std::vector<Value> queueValues_;
    int queueLength_ = 0;
};

}  // namespace sudolab::solvers
