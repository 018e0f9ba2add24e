// In-process speed of the 9x9 fast path (docs/EXACT.md, "9x9 fast path"): CPU time per puzzle of the
// exact search alone (no reading, checking or printing), first solution and count to 2, for the SIMD
// and the scalar kernel. Built natively and with Emscripten by bench/exact9/inprocess.sh, so the same
// source measures native code and wasm under node (SIMD128 or not, as compiled).
// One engine per kernel and mode, started over on each puzzle (restartOn: the CLI's batch path).
// Usage: exact9_inprocess FILE [PASSES] [PROPAGATION] [LIMIT]   (FILE: one 81-character puzzle per line,
//        '.' or '0' empty; PROPAGATION: singles, the default, or box-line; LIMIT: count solutions up to
//        LIMIT instead, SIMD kernel only, mode "count" — bench/exact9/page_api_engine.sh counts all)
#include <cstdio>
#include <ctime>
#include <fstream>
#include <string>
#include <vector>

#if defined(__EMSCRIPTEN__)
#include <emscripten.h>
#endif

#include "grid/grid.hpp"
#include "search/fast9_engine.hpp"

using namespace sudolab;

namespace {

/// CPU seconds of this process so far. Under node, std::clock is wall-clock time (Emscripten 3.1.6), which
/// a loaded machine inflates; node's own process.cpuUsage() is CPU time (all of node's threads: after the
/// untimed warm-up pass, compiler threads are idle).
double cpuSeconds() {
#if defined(__EMSCRIPTEN__)
    return EM_ASM_DOUBLE({
        const usage = process.cpuUsage();
        return (usage.user + usage.system) / 1e6;
    });
#else
    return static_cast<double>(std::clock()) / CLOCKS_PER_SEC;
#endif
}

std::vector<Grid> readLines(const char* path) {
    std::vector<Grid> puzzles;
    std::ifstream in(path);
    for (std::string line; std::getline(in, line);) {
        if (line.size() < 81 || line[0] == '#') continue;
        Grid grid(3);
        for (int cell = 0; cell < 81; ++cell)
            if (line[cell] >= '1' && line[cell] <= '9') grid.setGivenValue(cell, static_cast<Value>(line[cell] - '0'));
        puzzles.push_back(grid);
    }
    return puzzles;
}

/// CPU seconds of `passes` passes over the puzzles, and the nodes and solutions of one pass.
struct Timing {
    double seconds = 0;
    std::uint64_t nodes = 0, solutions = 0;
};

Timing timeSearches(const std::vector<Grid>& puzzles, std::uint64_t limit, bool boxLine, search::Fast9Kernel kernel,
                    int passes) {
    Timing timing;
    search::BacktrackOptions options;
    options.solutionLimit = limit;
    options.boxLine = boxLine;
    auto engine = search::makeFast9Engine(puzzles.front(), options, kernel);
    const double start = cpuSeconds();
    for (int pass = 0; pass < passes; ++pass)
        for (const Grid& puzzle : puzzles) {
            engine->restartOn(puzzle);
            engine->step(~std::uint64_t{0});
            if (pass == 0) {
                timing.nodes += engine->stats().nodes;
                timing.solutions += engine->stats().solutions;
            }
        }
    timing.seconds = (cpuSeconds() - start) / passes;
    return timing;
}

}  // namespace

int main(int argc, char** argv) {
    if (argc < 2) {
        std::fprintf(stderr, "usage: exact9_inprocess FILE [PASSES]\n");
        return 2;
    }
    const std::vector<Grid> puzzles = readLines(argv[1]);
    const int passes = argc > 2 ? std::stoi(argv[2]) : 3;
    const std::string propagation = argc > 3 ? argv[3] : "singles";
    if (puzzles.empty() || (propagation != "singles" && propagation != "box-line")) {
        std::fprintf(stderr, "exact9_inprocess: no puzzle in the file, or PROPAGATION not singles or box-line\n");
        return 2;
    }
    const bool boxLine = propagation == "box-line";
    const std::uint64_t countLimit = argc > 4 ? std::stoull(argv[4]) : 0;
    // Untimed passes first, for 0.5 s of CPU at least: the wasm engine tiers up from its baseline compiler
    // on background threads, which process.cpuUsage() counts (one pass of an easy set lasts ~5 ms).
    for (const double start = cpuSeconds(); cpuSeconds() - start < 0.5;)
        timeSearches(puzzles, 1, boxLine, search::Fast9Kernel::Simd, 1);
    std::printf("kernel\tmode\tpuzzles\tnodes\tsolutions\tus_per_puzzle\n");
    if (countLimit > 0) {
        const Timing t = timeSearches(puzzles, countLimit, boxLine, search::Fast9Kernel::Simd, passes);
        std::printf("simd\tcount\t%zu\t%llu\t%llu\t%.2f\n", puzzles.size(), static_cast<unsigned long long>(t.nodes),
                    static_cast<unsigned long long>(t.solutions), t.seconds / puzzles.size() * 1e6);
        return 0;
    }
    for (auto kernel : {search::Fast9Kernel::Simd, search::Fast9Kernel::Scalar})
        for (std::uint64_t limit : {1, 2}) {
            const Timing t = timeSearches(puzzles, limit, boxLine, kernel, passes);
            std::printf("%s\t%s\t%zu\t%llu\t%llu\t%.2f\n", kernel == search::Fast9Kernel::Simd ? "simd" : "scalar",
                        limit == 1 ? "first" : "count2", puzzles.size(), static_cast<unsigned long long>(t.nodes),
                        static_cast<unsigned long long>(t.solutions), t.seconds / puzzles.size() * 1e6);
        }
    return 0;
}
