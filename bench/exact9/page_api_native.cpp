// The web page's solver API, per puzzle, natively (docs/EXACT.md, rounds 5-6): what Module.createSolver,
// step and outcome do for one puzzle in the page (web/bindings.cpp: read the puzzle text, a parameter set,
// a new Run of `backtrack` with its solver and engine, the run to its end) — or, with REUSE = reuse, what
// solver.restart(line) does (read the text, Run::restart) —, here as the same core calls in a native
// process, so bench/exact9/page_api.mjs's Chromium times have a like-for-like native baseline.
// Usage: page_api_native FILE SOLUTIONS [PASSES [new|reuse]]   (FILE: one 81-character puzzle per line)
// Prints: passes, puzzles, solved, then per pass the thread CPU and wall microseconds per puzzle.
#include <chrono>
#include <cstdio>
#include <fstream>
#include <string>
#include <vector>

#include "../common/thread_cpu.hpp"
#include "run/params.hpp"
#include "run/registry.hpp"
#include "run/run.hpp"
#include "text/format.hpp"

using namespace sudolab;

namespace {

std::vector<std::string> readLines(const char* path) {
    std::vector<std::string> lines;
    std::ifstream in(path);
    for (std::string line; std::getline(in, line);)
        if (line.size() >= 81 && line[0] != '#') lines.push_back(line.substr(0, 81));
    return lines;
}

/// One pass as the page does it: a new solver per puzzle, run to its end. Returns the puzzles solved.
int newSolverPass(const std::vector<std::string>& lines, const SolverInfo& info, const ParamSet& params) {
    int solved = 0;
    for (const std::string& line : lines) {
        const Grid puzzle = readPuzzle(line);
        Run run(info, puzzle, params, 1);
        while (run.outcome() == Outcome::Running) run.advanceWork(1'000'000'000'000ULL);
        solved += run.outcome() == Outcome::Solved;
    }
    return solved;
}

/// One pass as a page reusing one solver does it (solver.restart(line) after the first puzzle).
int reusedSolverPass(const std::vector<std::string>& lines, const SolverInfo& info, const ParamSet& params) {
    int solved = 0;
    Run run(info, readPuzzle(lines.front()), params, 1);
    for (std::size_t i = 0; i < lines.size(); ++i) {
        if (i > 0) run.restart(readPuzzle(lines[i]));
        while (run.outcome() == Outcome::Running) run.advanceWork(1'000'000'000'000ULL);
        solved += run.outcome() == Outcome::Solved;
    }
    return solved;
}

}  // namespace

int main(int argc, char** argv) {
    const std::string mode = argc > 4 ? argv[4] : "new";
    if (argc < 3 || (mode != "new" && mode != "reuse")) {
        std::fprintf(stderr, "usage: page_api_native FILE SOLUTIONS [PASSES [new|reuse]]\n");
        return 2;
    }
    const std::vector<std::string> lines = readLines(argv[1]);
    if (lines.empty()) {
        std::fprintf(stderr, "page_api_native: no puzzle line in %s\n", argv[1]);
        return 2;
    }
    const int passes = argc > 3 ? std::stoi(argv[3]) : 5;
    const auto pass = mode == "reuse" ? reusedSolverPass : newSolverPass;
    const SolverInfo& info = requireSolver("backtrack");
    ParamSet params(info.params);
    params.set("solutions", argv[2]);
    const int solved = pass(lines, info, params);  // untimed, as the page's first pass
    std::printf("passes\t%d\npuzzles\t%zu\nsolved\t%d\n", passes, lines.size(), solved);
    for (int p = 0; p < passes; ++p) {
        const double cpu0 = bench::threadCpuSeconds();
        const auto wall0 = std::chrono::steady_clock::now();
        pass(lines, info, params);
        const double wall = std::chrono::duration<double>(std::chrono::steady_clock::now() - wall0).count();
        const double cpu = bench::threadCpuSeconds() - cpu0;
        std::printf("pass\t%.3f\t%.3f\n", cpu / lines.size() * 1e6, wall / lines.size() * 1e6);
    }
    return 0;
}
