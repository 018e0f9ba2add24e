// Constraint propagation to a fixed point: naked singles and hidden singles in every unit, with
// contradiction detection (Lewis's pre-pass; the ant-colony paper's propagation).
#pragma once

#include <string>
#include <vector>

#include "base/bits.hpp"
#include "grid/grid.hpp"

namespace sudolab {

/// Values and remaining candidates of every cell; assigning a value removes it from the peers.
class CandidateGrid {
public:
    /// Candidates of every empty cell = values not used by a filled peer. Givens/values are kept as they are.
    explicit CandidateGrid(const Grid& grid);

    const Geometry& geometry() const { return *geometry_; }
    Value value(int cell) const { return values_[cell]; }
    /// For a filled cell, the single bit of its value.
    Candidates candidates(int cell) const { return candidates_[cell]; }
    /// Places v in an empty cell and removes v from its peers; false if a peer is left with no candidate.
    bool assign(int cell, Value v);
    /// Removes values from an empty cell's candidates; false if none is left.
    bool eliminate(int cell, Candidates values);
    /// Number of filled cells.
    int filledCount() const { return filled_; }
    /// The grid of current values, givens kept from the source grid.
    Grid toGrid(const Grid& source) const;

private:
    const Geometry* geometry_;
    std::vector<Value> values_;
    std::vector<Candidates> candidates_;
    int filled_ = 0;
};

/// Outcome of propagate().
struct PropagationResult {
    bool contradiction = false;
    int fixedCells = 0;     ///< cells filled by propagation
    int nakedSingles = 0;   ///< of which by a cell with one candidate left
    int hiddenSingles = 0;  ///< of which by a value with one place left in a unit
    int rounds = 0;         ///< passes over the grid until the fixed point
    std::string reason;     ///< where the contradiction is, e.g. "no value left for r3c4"
};

/// Applies naked and hidden singles until nothing changes or a contradiction appears.
PropagationResult propagate(CandidateGrid& grid);

/// Convenience: propagates a puzzle; `out` receives the grid with the cells propagation fixed.
PropagationResult propagateGrid(const Grid& puzzle, Grid& out);

}  // namespace sudolab
