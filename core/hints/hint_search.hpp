// findHint a piece at a time: the same hint, found in bounded amounts of work, so the app can grade a
// puzzle over frames without any frame stalling on a forcing net (a 9x9 forcing hint can take 30 ms).
#pragma once

#include <cstdint>
#include <memory>

#include "hints/hint.hpp"

namespace sudolab {

/// One hint search spread over calls. Work is counted in units: each branch propagation of the forcing
/// tier is one (the budget HintOptions::forcingBudget counts the same ones); the techniques before it,
/// together, are kPatternStepWork, or 1 when a single or an intersection is found (found in microseconds,
/// before any costly scan). The board must outlive the search, unchanged.
class HintSearch {
public:
    /// What the techniques before the forcing tier count for, together: on the hardest 9x9 boards they
    /// take a few milliseconds, about what this many branch propagations take.
    static constexpr std::uint64_t kPatternStepWork = 2000;

    HintSearch(const HintBoard& board, const HintOptions& options);
    ~HintSearch();
    HintSearch(const HintSearch&) = delete;
    HintSearch& operator=(const HintSearch&) = delete;

    /// Works until the hint is found or about `work` units are spent: it stops at the first piece (the
    /// pattern techniques, one branch probe, one combination of probes) that ends at or past `work`, so
    /// a call overshoots by at most one piece. True once the hint is found.
    bool advance(std::uint64_t work);
    /// Whether the hint is found.
    bool done() const;
    /// The hint, once done() (what findHint returns for the same board and options).
    const Hint& hint() const;
    /// Units spent so far, and the largest single piece.
    std::uint64_t work() const;
    std::uint64_t largestPiece() const;

private:
    struct State;
    std::unique_ptr<State> state_;
};

}  // namespace sudolab
