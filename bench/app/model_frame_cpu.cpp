// The app model's CPU time in each frame while a solver runs on a puzzle (docs/APP.md, the 25x25 frame
// time): the frame's background checks (the solution check, the grade) and the solver's slice, timed
// with the thread's CPU clock so that other processes on a shared machine do not count. The frames are
// driven as the app drives them (AppModel::advanceFrame's parts, the app's 8 ms budget); a run that
// ends is restarted with the next seed. `--grade-while-solving` advances the checks as if no solver ran
// (the grade in every frame, and the check's 4 ms idle slice): the grade's cost during a solve before it
// was deferred.
//   model_frame_cpu PUZZLE_FILE [ALGORITHM] [FRAMES] [--grade-while-solving]
#include <algorithm>
#include <cstdio>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "../common/thread_cpu.hpp"
#include "model/app_model.hpp"
#include "model_test_support.hpp"
#include "text/format.hpp"

using namespace sudolab;
using sudolab::bench::threadCpuSeconds;
using namespace sudolab::app;

namespace {

void printSummary(const char* what, std::vector<double> ms) {
    std::sort(ms.begin(), ms.end());
    std::printf("%-22s frames %zu, median %.2f ms, p95 %.2f ms, max %.2f ms CPU\n", what, ms.size(), ms[ms.size() / 2],
                ms[std::min(ms.size() - 1, ms.size() * 95 / 100)], ms.back());
}

}  // namespace

int main(int argc, char** argv) {
    if (argc < 2) {
        std::fprintf(stderr, "usage: model_frame_cpu PUZZLE_FILE [ALGORITHM] [FRAMES] [--grade-while-solving]\n");
        return 2;
    }
    std::vector<std::string> args(argv + 1, argv + argc);
    const bool gradeWhileSolving = std::erase(args, "--grade-while-solving") > 0;
    std::ifstream in(args[0]);
    std::stringstream text;
    text << in.rdbuf();
    const std::vector<ParsedPuzzle> puzzles = readPuzzles(text.str());
    const std::string algorithm = args.size() > 1 ? args[1] : "acs";
    const int frames = args.size() > 2 ? std::stoi(args[2]) : 400;
    testing_support::MemoryStorage storage;
    AppModel model(storage);
    model.setPuzzle(puzzles.at(0).grid, "bench");
    if (!model.runs().selectAlgorithm(algorithm)) return 2;
    model.run();
    std::vector<double> checks, solver, total;
    std::uint64_t seed = 1;
    for (int frame = 0; frame < frames; ++frame) {
        if (!model.runs().running()) {
            model.runs().setSeed(++seed);
            model.run();
        }
        const double start = threadCpuSeconds();
        model.play().advanceChecks(gradeWhileSolving ? false : model.runs().running());
        const double checked = threadCpuSeconds();
        model.runs().advanceFrame();
        const double end = threadCpuSeconds();
        checks.push_back((checked - start) * 1000);
        solver.push_back((end - checked) * 1000);
        total.push_back((end - start) * 1000);
    }
    std::printf("%s on %s, %d frames (%llu runs), %s\n", algorithm.c_str(), args[0].c_str(), frames,
                static_cast<unsigned long long>(seed),
                gradeWhileSolving ? "grade in every frame" : "grade deferred while solving");
    printSummary("checks and grade", checks);
    printSummary("solver slice", solver);
    printSummary("model in all", total);
    std::printf("grade finished: %s\n", model.play().hints().grade().finished ? "yes" : "no");
    return 0;
}
