// The ant's board as the ant-colony paper's public code keeps it (its "paper-code" propagation): a
// candidate set per cell, and after a cell is fixed only that cell's peers are re-examined, each once
// per unit it shares (box, column, row, in that order for j = 0..N-1). Re-examining a peer removes the
// values fixed in its units, fixes it if one value is left, else fixes it to a value no other cell of
// its row (then column, then box) still allows; every fix re-examines that cell's peers in turn
// (recursively). Cells that are not peers of a newly fixed cell are never looked at, so a hidden single
// created elsewhere stays open until an ant or a later fix reaches it. Cells left with no candidate stay
// empty ("failed"), as in AntBoard.
#pragma once

#include <string>
#include <vector>

#include "base/bits.hpp"
#include "grid/geometry.hpp"
#include "grid/grid.hpp"

namespace sudolab::solvers {

/// Candidates and values of one ant's partial grid under the paper code's propagation.
class PeerBoard {
public:
    /// Starts from all values everywhere and fixes the grid's values one by one in reading order, each
    /// propagated as above (the paper's board constructor). contradiction() tells if that propagation
    /// emptied a cell or overwrote a given.
    void load(const Grid& grid);
    /// Becomes a copy of `other` without reallocating when both have the same order.
    void copyFrom(const PeerBoard& other);

    /// Fixes open cell `cell` to v (a candidate) and re-examines its peers; returns the number of further
    /// cells this fixed.
    int place(int cell, Value v);

    Value value(int cell) const { return isSingle(candidates_[cell]) ? lowestValue(candidates_[cell]) : Value{0}; }
    Candidates candidates(int cell) const { return candidates_[cell]; }
    /// Neither fixed nor failed: the ant must choose here.
    bool isOpen(int cell) const { return candidates_[cell] != 0 && !isSingle(candidates_[cell]); }
    int fixedCount() const { return fixed_; }
    int emptyCount() const { return empty_; }
    /// Values of the fixed cells, 0 elsewhere.
    std::vector<Value> values() const;
    /// Set by load(): the givens cannot all hold under propagation.
    bool contradiction() const { return !reason_.empty(); }
    /// Why (names a cell), empty if no contradiction.
    const std::string& reason() const { return reason_; }
    /// Cells re-examined since load() (the propagation's work, for tests and statistics).
    std::uint64_t examined() const { return examined_; }

private:
    /// SetCell of the paper's code: fix and re-examine the peers (no-op if already fixed).
    void setCell(int cell, Candidates single);
    /// ConstrainCell of the paper's code.
    void constrainCell(int cell);

    const Geometry* geo_ = nullptr;
    std::vector<Candidates> candidates_;
    int fixed_ = 0;
    int empty_ = 0;
    std::uint64_t examined_ = 0;
    std::string reason_;
};

}  // namespace sudolab::solvers
