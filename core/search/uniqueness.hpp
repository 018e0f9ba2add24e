// The check a puzzle gets when it is loaded: how many solutions it has (unique, N, none), found by the
// exact backtracking search (with box-line and Hall-set propagation) with a node budget and advanced a
// slice at a time, so a page can run it across frames and say the answer before any solver starts.
#pragma once

#include <cstdint>
#include <memory>
#include <string>

#include "grid/grid.hpp"

namespace sudolab {

namespace search {
class BacktrackEngine;
}

/// What the check found.
enum class Solvability {
    Checking,   ///< not finished yet
    Unique,     ///< exactly one solution
    Multiple,   ///< at least two (the count is exact unless it reached the limit)
    None,       ///< no solution: the search space is exhausted (or the givens conflict)
    Undecided,  ///< the node budget ran out first
};

/// A bounded, resumable solution count of one puzzle.
class UniquenessCheck {
public:
    /// Solutions counted at most (the message then says "at least").
    static constexpr int kSolutionLimit = 100;

    /// Starts a check of `puzzle` that gives up after `maxNodes` search nodes.
    UniquenessCheck(const Grid& puzzle, std::uint64_t maxNodes);
    ~UniquenessCheck();
    UniquenessCheck(const UniquenessCheck&) = delete;
    UniquenessCheck& operator=(const UniquenessCheck&) = delete;
    UniquenessCheck(UniquenessCheck&&) noexcept;
    UniquenessCheck& operator=(UniquenessCheck&&) noexcept;

    /// Explores at most `nodes` more search nodes; returns true once the check has an answer.
    bool step(std::uint64_t nodes);
    bool finished() const { return verdict_ != Solvability::Checking; }
    Solvability verdict() const { return verdict_; }
    /// Solutions found so far (exact when the verdict is Unique, None or Multiple below the limit).
    int solutions() const { return solutions_; }
    /// True when solutions() is the exact count (every branch explored or the givens conflict).
    bool exact() const { return exhausted_ || !conflict_.empty(); }
    /// Search nodes explored.
    std::uint64_t nodes() const { return nodes_; }
    /// The first solution found (valid when solutions() > 0).
    const Grid& firstSolution() const { return first_; }
    /// One line for people: "unique solution (312 nodes)", "2 solutions", "no solution: ...". With
    /// `solvedElsewhere` (a solver has found a checked solution), an undecided check that found none
    /// says that a solution exists instead of "no solution found yet".
    std::string message(bool solvedElsewhere = false) const;

private:
    void finish(Solvability verdict);

    Grid puzzle_;
    std::unique_ptr<search::BacktrackEngine> engine_;
    std::uint64_t maxNodes_;
    std::uint64_t nodes_ = 0;
    int solutions_ = 0;
    Solvability verdict_ = Solvability::Checking;
    Grid first_;
    bool exhausted_ = false;  ///< every branch explored, so solutions_ is the exact count
    std::string conflict_;  ///< why the givens cannot be solved, when they conflict
};

}  // namespace sudolab
