#include "search/exact.hpp"

#include <algorithm>
#include <limits>

#include "search/backtrack_engine.hpp"

namespace sudolab {

SolutionCount countSolutions(const Grid& puzzle, int limit, std::uint64_t maxNodes) {
    search::BacktrackOptions options;
    options.solutionLimit = static_cast<std::uint64_t>(std::max(limit, 1));
    auto engine = search::makeBacktrackEngine(puzzle, options);
    // One run() call; with a cap, the engine stops after exactly maxNodes nodes.
    engine->step(maxNodes == 0 ? std::numeric_limits<std::uint64_t>::max() : maxNodes);

    SolutionCount count;
    count.solutions = static_cast<int>(engine->stats().solutions);
    count.complete = engine->exhausted();
    count.nodes = engine->stats().nodes;
    count.first = puzzle;
    if (count.solutions > 0)
        for (int cell = 0; cell < puzzle.cellCount(); ++cell) count.first.set(cell, engine->firstSolution()[cell]);
    return count;
}

}  // namespace sudolab
