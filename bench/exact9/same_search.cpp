// One hash per kernel, propagation and mode of everything the 9x9 fast path reports over a file (docs/
// EXACT.md, round 5): nodes, branchings, dead ends, solutions, naked and hidden singles, depth, box-line
// removals, exhausted, first solution, best values and the first solution's guesses, puzzle by puzzle.
// Built against two revisions' core/ by bench/exact9/same_search.sh, which compares the hashes: equal
// hashes = the same search.
// Usage: same_search FILE   (one 81-character puzzle per line)
#include <cstdio>
#include <fstream>
#include <string>
#include <vector>

#include "grid/grid.hpp"
#include "search/fast9_engine.hpp"

using namespace sudolab;

int main(int argc, char** argv) {
    if (argc < 2) {
        std::fprintf(stderr, "usage: same_search FILE\n");
        return 2;
    }
    std::vector<Grid> puzzles;
    std::ifstream in(argv[1]);
    for (std::string line; std::getline(in, line);) {
        if (line.size() < 81 || line[0] == '#') continue;
        Grid grid(3);
        for (int cell = 0; cell < 81; ++cell)
            if (line[cell] >= '1' && line[cell] <= '9') grid.setGivenValue(cell, static_cast<Value>(line[cell] - '0'));
        puzzles.push_back(grid);
    }
    if (puzzles.empty()) return 2;
    for (auto kernel : {search::Fast9Kernel::Simd, search::Fast9Kernel::Scalar})
        for (bool boxLine : {false, true})
            for (std::uint64_t limit : {1, 2}) {
                search::BacktrackOptions options;
                options.solutionLimit = limit;
                options.boxLine = boxLine;
                auto engine = search::makeFast9Engine(puzzles.front(), options, kernel);
                std::uint64_t hash = 1469598103934665603ULL;  // FNV-1a over 64-bit words
                const auto mix = [&hash](std::uint64_t x) { hash = (hash ^ x) * 1099511628211ULL; };
                for (const Grid& puzzle : puzzles) {
                    engine->restartOn(puzzle);
                    engine->step(~std::uint64_t{0});
                    const auto& s = engine->stats();
                    for (std::uint64_t x : {s.nodes, s.branchings, s.deadEnds, s.solutions, s.nakedSingles,
                                            s.hiddenSingles, static_cast<std::uint64_t>(s.maxDepth), s.boxLineRemovals,
                                            std::uint64_t{engine->exhausted()}})
                        mix(x);
                    for (Value v : engine->firstSolution()) mix(v);
                    for (Value v : engine->bestValues()) mix(v);
                    for (int cell : engine->firstSolutionGuesses()) mix(static_cast<std::uint64_t>(cell));
                }
                std::printf("%s\t%s\tsolutions<=%llu\t%016llx\n",
                            kernel == search::Fast9Kernel::Simd ? "simd" : "scalar", boxLine ? "box-line" : "singles",
                            static_cast<unsigned long long>(limit), static_cast<unsigned long long>(hash));
            }
    return 0;
}
