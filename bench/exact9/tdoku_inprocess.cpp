// tdoku's solver in-process, for the in-process comparison of docs/EXACT.md (round 5): CPU time per puzzle
// of tdoku's SolveSudoku (its public C API, include/tdoku.h) over a file, as bench/exact9/inprocess.cpp
// times our engine: one untimed pass, then PASSES passes. Benchmark only: built by
// bench/exact9/inprocess_peer.sh from a tdoku source tree given on its command line, never by the project.
// Usage: tdoku_inprocess FILE LIMIT [PASSES]   (LIMIT 1 = first solution, 2 = count to 2)
#include <cstdio>
#include <cstdlib>
#include <ctime>
#include <fstream>
#include <string>
#include <vector>

#include "tdoku.h"

int main(int argc, char** argv) {
    if (argc < 3) {
        std::fprintf(stderr, "usage: tdoku_inprocess FILE LIMIT [PASSES]\n");
        return 2;
    }
    std::vector<std::string> puzzles;
    std::ifstream in(argv[1]);
    for (std::string line; std::getline(in, line);)
        if (line.size() >= 81 && line[0] != '#') puzzles.push_back(line.substr(0, 81));
    const std::size_t limit = std::strtoul(argv[2], nullptr, 10);
    const int passes = argc > 3 ? std::atoi(argv[3]) : 3;
    char solution[82] = {};
    std::size_t guesses = 0, totalGuesses = 0, solved = 0;
    for (const std::string& p : puzzles) {  // untimed
        solved += SolveSudoku(p.c_str(), limit, 0, solution, &guesses) >= 1;
        totalGuesses += guesses;
    }
    const std::clock_t start = std::clock();
    for (int pass = 0; pass < passes; ++pass)
        for (const std::string& p : puzzles) SolveSudoku(p.c_str(), limit, 0, solution, &guesses);
    const double seconds = static_cast<double>(std::clock() - start) / CLOCKS_PER_SEC / passes;
    std::printf("tdoku\t%s\t%zu\t%zu\t%zu\t%.2f\n", limit == 1 ? "first" : "count2", puzzles.size(), totalGuesses,
                solved, seconds / static_cast<double>(puzzles.size()) * 1e6);
    return 0;
}
