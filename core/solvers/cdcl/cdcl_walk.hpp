// A local-search ("walk") phase for the clause learner on a Sudoku: a min-conflicts walk over the cells,
// started from the learner's saved phases, whose best assignment becomes the phases (Kissat's walk
// rephasing, done on the puzzle's cells instead of the clauses).
#pragma once

#include <cstdint>
#include <span>
#include <vector>

#include "base/rng.hpp"
#include "solvers/cdcl/cdcl_encode.hpp"
#include "solvers/cdcl/cdcl_phase_walker.hpp"

namespace sudolab::sat {

/// Counters of the walk.
struct SudokuWalkStats {
    std::uint64_t flips = 0;         ///< cells moved, over all walks
    std::uint64_t lastBestCost = 0;  ///< pairs of equal peers in the last walk's best assignment
};

/// Min-conflicts over the open cells: each cell holds one of its candidates; the cost is the number of
/// pairs of cells of a unit holding the same value. Each flip takes a cell in conflict (uniformly, from
/// the walk's own random stream) and moves it to the candidate with the fewest equal peers (ties at
/// random; one flip in eight to a random candidate instead). The best assignment met is returned as
/// phases: true for each cell's value, false for its other candidates.
class SudokuWalk final : public PhaseWalker {
public:
    /// Sets up the cells of `encoding` (which must outlive the run); each walk makes at most
    /// flipsPerCell x open cells flips.
    void reset(const SudokuEncoding& encoding, std::uint64_t flipsPerCell);
    void walk(std::span<std::int8_t> phases, Rng& rng) override;
    /// Counters so far.
    const SudokuWalkStats& stats() const { return stats_; }

private:
    void start(std::span<const std::int8_t> phases, Rng& rng);
    void flip(Rng& rng);
    void move(int cell, Value to);
    int equalPeers(int cell, Value value) const;
    void updateBad(int cell);
    int& countOf(int unit, Value value) { return count_[static_cast<std::size_t>(unit * size_ + value - 1)]; }
    int countOf(int unit, Value value) const { return count_[static_cast<std::size_t>(unit * size_ + value - 1)]; }

    const SudokuEncoding* encoding_ = nullptr;
    int size_ = 0;
    std::uint64_t flipsPerCell_ = 0;
    std::vector<int> open_;                 // cells with variables
    std::vector<std::uint32_t> candStart_;  // per cell and one past: its first variable (a cell's are consecutive)
    std::vector<Value> value_, best_;   // per cell: the value held (fixed cells: theirs)
    std::vector<int> count_;            // per (unit, value): cells of the unit holding it
    std::vector<int> bad_;              // open cells with an equal peer
    std::vector<std::int32_t> badPos_;  // per cell: its index in bad_, -1 if absent
    std::int64_t cost_ = 0;
    SudokuWalkStats stats_;
};

}  // namespace sudolab::sat
