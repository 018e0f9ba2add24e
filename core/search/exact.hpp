// Solution counting with the exact solvers (uniqueness checks, unsolvability proofs).
#pragma once

#include <cstdint>

#include "grid/grid.hpp"

namespace sudolab {

/// Result of a bounded solution count.
struct SolutionCount {
    int solutions = 0;          ///< found, at most `limit`
    bool complete = false;      ///< search space exhausted (so `solutions` is exact)
    std::uint64_t nodes = 0;    ///< search nodes visited
    Grid first;                 ///< the first solution (valid when solutions > 0)
};

/// Counts solutions up to `limit` with the backtracking solver (propagation + MRV), giving up after
/// `maxNodes` nodes (0 = no cap). Givens must not conflict.
SolutionCount countSolutions(const Grid& puzzle, int limit, std::uint64_t maxNodes = 0);

}  // namespace sudolab
