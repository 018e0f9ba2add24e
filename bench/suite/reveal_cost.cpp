// CPU seconds that the test solver "test-reveal" (tests/test_solver.cpp) spends finding a puzzle's solution at
// reset: the exact counter it used before (countSolutions(puzzle, 1)) against the portfolio solver "auto" run
// to its end through the Run driver, which it uses now (docs/TESTING.md, sixth round). Built against a
// configured Release build's core:
//   g++ -std=c++20 -O2 -Icore bench/suite/reveal_cost.cpp build/native-release/libsudolab_core.a -o reveal_cost
//   ./reveal_cost tests/data/instances/inst25x25_45_0.txt
#include <cstdio>
#include <ctime>
#include <fstream>
#include <sstream>
#include "base/errors.hpp"
#include "run/registry.hpp"
#include "run/run.hpp"
#include "search/exact.hpp"
#include "text/format.hpp"
using namespace sudolab;
/// CPU seconds of this process so far.
static double cpu() { return double(std::clock()) / CLOCKS_PER_SEC; }
/// Reads the puzzle file given as the only argument and prints both CPU times.
int main(int argc, char** argv) {
    if (argc != 2) {
        std::fprintf(stderr, "usage: reveal_cost PUZZLE_FILE\n");
        return 2;
    }
    std::ifstream f(argv[1]);
    if (!f) {
        std::fprintf(stderr, "reveal_cost: cannot read %s\n", argv[1]);
        return 2;
    }
    std::stringstream ss;
    ss << f.rdbuf();
    Grid puzzle;
    try {
        puzzle = readPuzzle(ss.str());
    } catch (const InputError& error) {
        std::fprintf(stderr, "reveal_cost: %s: %s\n", argv[1], error.what());
        return 2;
    }
    double t0 = cpu();
    const SolutionCount count = countSolutions(puzzle, 1);
    double t1 = cpu();
    Run run(*findSolver("auto"), puzzle, ParamSet(findSolver("auto")->params), 1);
    const Outcome outcome = run.runToEnd();
    double t2 = cpu();
    std::printf("countSolutions(puzzle, 1): %.2f s CPU (%llu solutions)\nauto through Run: %.3f s CPU (%s)\n", t1 - t0,
                (unsigned long long)count.solutions, t2 - t1, outcome == Outcome::Solved ? "solved" : "not solved");
}
