// How the two exact solvers (dlx, backtrack) word the end of a run, so both report alike.
#pragma once

#include <cstdint>
#include <string>

#include "run/solver.hpp"

namespace sudolab::solvers {

/// Status and message of an exact search that has stopped (or Running and "" if it has not).
struct ExactOutcome {
    Status status = Status::Running;
    std::string message;
};

/// The outcome of an exact search: `finished` when the solution limit was reached or the tree was
/// exhausted (`exhausted` says which), `nodeCapReached` when the node cap stopped it first.
/// A run that has a solution in hand is Solved even when the cap stopped the count (the message says the
/// count is incomplete): the grid is solved, only the uniqueness question is left open.
inline ExactOutcome exactOutcome(std::uint64_t solutions, bool finished, bool exhausted, bool nodeCapReached,
                                 std::uint64_t nodes) {
    if (!finished && !nodeCapReached) return {};  // still running: no words built (called after every chunk)
    const std::string nodesText = std::to_string(nodes) + (nodes == 1 ? " node" : " nodes");
    const std::string countText = std::to_string(solutions) + (solutions == 1 ? " solution" : " solutions");
    if (finished && exhausted) {
        if (solutions == 0) return {Status::Failed, "no solution (search space exhausted after " + nodesText + ")"};
        return {Status::Solved, (solutions == 1 ? std::string("unique solution") : "exactly " + countText) +
                                    " (search complete after " + nodesText + ")"};
    }
    if (finished)
        return {Status::Solved, solutions == 1 ? "solution found after " + nodesText + " (uniqueness not checked: solutions=1)"
                                               : "found " + countText + ", the limit, after " + nodesText +
                                                     " (more may exist)"};
    if (nodeCapReached) {
        if (solutions > 0)
            return {Status::Solved, "found " + countText + " before the node limit of " + nodesText +
                                        " (the count is incomplete)"};
        return {Status::GaveUp, "node limit reached after " + nodesText + " without a solution"};
    }
    return {};  // unreachable: finished or capped above
}

}  // namespace sudolab::solvers
