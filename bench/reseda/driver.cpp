// Throwaway RESEDA benchmark driver: bench FILE SEED TIMELIMIT RUNS [name=value...]
// For each puzzle and run r (seed SEED+r): solve with a wall-clock limit; prints one line per run.
#include <chrono>
#include <fstream>
#include <iostream>
#include <sstream>
#include "grid/validate.hpp"
#include "run/registry.hpp"
#include "text/format.hpp"
using namespace sudolab;
int main(int argc, char** argv) {
    std::ifstream in(argv[1]);
    std::stringstream ss; ss << in.rdbuf();
    const auto puzzles = readPuzzles(ss.str());
    const std::uint64_t seed = std::stoull(argv[2]);
    const double limit = std::stod(argv[3]);
    const int runs = std::stoi(argv[4]);
    const SolverInfo& info = requireSolver("reseda");
    ParamSet params(info.params);
    for (int i = 5; i < argc; ++i) params.assign(argv[i]);
    for (std::size_t p = 0; p < puzzles.size(); ++p) {
        for (int r = 0; r < runs; ++r) {
            auto solver = info.create();
            const auto t0 = std::chrono::steady_clock::now();
            solver->reset(puzzles[p].grid, params, seed + r);
            double secs = 0;
            while (solver->status() == Status::Running) {
                solver->step(100);
                secs = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
                if (limit > 0 && secs > limit) break;
            }
            const Snapshot snap = solver->snapshot();
            const bool ok = snap.status == Status::Solved && checkSolution(puzzles[p].grid, solver->bestGrid()).empty();
            double runsDone = 0, attempts = 0;
            for (const Stat& s : snap.stats) { if (s.name == "runs") runsDone = s.value; if (s.name == "attempts") attempts = s.value; }
            std::cout << p << ' ' << r << ' ' << (ok ? "solved" : statusName(snap.status) == "running" ? "limit" : std::string(statusName(snap.status)))
                      << ' ' << secs << ' ' << snap.work << ' ' << runsDone << ' ' << attempts << ' ' << snap.bestCost << '\n' << std::flush;
        }
    }
}
