#include "search/uniqueness.hpp"

#include <algorithm>

#include "grid/validate.hpp"
#include "search/backtrack_engine.hpp"

namespace sudolab {

UniquenessCheck::UniquenessCheck(const Grid& puzzle, std::uint64_t maxNodes)
    : puzzle_(puzzle), maxNodes_(std::max<std::uint64_t>(maxNodes, 1)), first_(puzzle) {
    // The engine assumes consistent givens; a conflict is already a proof of "no solution".
    const std::vector<Conflict> conflicts = findConflicts(puzzle);
    if (!conflicts.empty()) {
        conflict_ = describeConflict(puzzle, conflicts.front());
        finish(Solvability::None);
        return;
    }
    search::BacktrackOptions options;
    options.solutionLimit = kSolutionLimit;
    // Box-line and Hall-set propagation: a node costs about 5x the baseline's (median 7.0 against 1.4 us
    // over the runs of more than 1,000 nodes), but the 25x25 hard band needs from 2.5x to over 1,000x
    // fewer of them. With singles alone 10 of 42 instances
    // (tests/data/instances and the paper's 25x25 k = 1..9 at 40, 45, 50 %) stay undecided within the
    // app's 200,000 nodes; with both, all 42 are decided
    // (unique, or a second solution) within 150,000 (bench/app/uniqueness.sh, records in
    // bench/results/uniqueness).
    options.boxLine = true;
    options.hallSets = true;
    engine_ = search::makeBacktrackEngine(puzzle, options);
}

UniquenessCheck::~UniquenessCheck() = default;
UniquenessCheck::UniquenessCheck(UniquenessCheck&&) noexcept = default;
UniquenessCheck& UniquenessCheck::operator=(UniquenessCheck&&) noexcept = default;

void UniquenessCheck::finish(Solvability verdict) {
    verdict_ = verdict;
    engine_.reset();
}

bool UniquenessCheck::step(std::uint64_t nodes) {
    if (finished()) return true;
    const std::uint64_t budget = std::min(nodes, maxNodes_ - nodes_);
    engine_->run(std::max<std::uint64_t>(budget, 1));
    nodes_ = engine_->stats().nodes;
    solutions_ = static_cast<int>(engine_->stats().solutions);
    if (solutions_ > 0 && first_.filledCount() < first_.cellCount()) {
        const std::vector<Value>& values = engine_->firstSolution();
        for (int cell = 0; cell < first_.cellCount(); ++cell) first_.set(cell, values[static_cast<std::size_t>(cell)]);
    }
    exhausted_ = engine_->exhausted();
    if (engine_->finished()) {
        // Finished = limit reached or space exhausted; either way the count says which verdict.
        finish(solutions_ == 0 ? Solvability::None : solutions_ == 1 ? Solvability::Unique : Solvability::Multiple);
    } else if (solutions_ >= 2) {
        // Two solutions already settle "not unique"; the rest of the count is not worth more work.
        if (nodes_ >= maxNodes_) finish(Solvability::Multiple);
    } else if (nodes_ >= maxNodes_) {
        finish(Solvability::Undecided);
    }
    return finished();
}

std::string UniquenessCheck::message(bool solvedElsewhere) const {
    const std::string work = " (" + std::to_string(nodes_) + " search nodes)";
    switch (verdict_) {
        case Solvability::Checking: return "checking the solutions\u2026 " + std::to_string(nodes_) + " nodes so far";
        case Solvability::Unique: return "unique solution" + work;
        case Solvability::Multiple:
            return (exhausted_ ? "" : "at least ") + std::to_string(solutions_) + " solutions" + work;
        case Solvability::None:
            return conflict_.empty() ? "no solution: the exact search exhausted every branch" + work
                                     : "no solution: the givens conflict (" + conflict_ + ")";
        case Solvability::Undecided:
            return (solutions_ == 1 ? std::string("1 solution found, uniqueness not proved")
                    : solvedElsewhere ? std::string("a solver found a solution; uniqueness not proved")
                                      : std::string("no solution found yet, none proved")) +
                   " within " + std::to_string(maxNodes_) + " search nodes";
    }
    return "";
}

}  // namespace sudolab
