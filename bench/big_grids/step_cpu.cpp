// The native side of the browser measurement of docs/BIG_GRIDS_ROUNDS.md (a 49x49 run in the page): one run of
// a solver on one puzzle, advanced in steps of CHUNK work units up to TOTAL units, exactly as the page's
// script steps Module.createSolver(...) — the same core Run, seed, parameters and steps — timed with the
// thread's CPU clock (the machine's load does not count). Prints one JSON line: the CPU and wall seconds
// of the steps (creating the run, which parses nothing but builds the solver, is timed apart as
// reset_cpu_s), the units done, and the run's state after them (outcome, iteration, cost, best cost,
// restarts and the solver's statistics), which must equal the page's for the two to be the same work.
//   step_cpu PUZZLE_FILE ALGORITHM SEED TOTAL CHUNK [NAME=VALUE...]
#include <chrono>
#include <cstdio>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "../common/thread_cpu.hpp"
#include "run/params.hpp"
#include "run/registry.hpp"
#include "run/run.hpp"
#include "text/format.hpp"

using namespace sudolab;
using sudolab::bench::threadCpuSeconds;

namespace {

double wallSeconds() {
    return std::chrono::duration<double>(std::chrono::steady_clock::now().time_since_epoch()).count();
}

/// The state that tells two runs apart, as a JSON object's members (no braces).
std::string stateJson(const Run& run) {
    const Snapshot& snap = run.snapshot();
    std::string out = "\"outcome\":\"" + std::string(outcomeName(run.outcome())) + "\"";
    out += ",\"iteration\":" + std::to_string(snap.iteration) + ",\"work\":" + std::to_string(snap.work);
    char number[64];
    std::snprintf(number, sizeof number, ",\"cost\":%.10g,\"bestCost\":%.10g", snap.cost, snap.bestCost);
    out += number;
    out += ",\"restarts\":" + std::to_string(snap.restarts) + ",\"stats\":{";
    for (std::size_t i = 0; i < snap.stats.size(); ++i) {
        std::snprintf(number, sizeof number, "%.10g", snap.stats[i].value);
        out += (i ? ",\"" : "\"") + std::string(snap.stats[i].name) + "\":" + number;
    }
    return out + "}";
}

}  // namespace

int main(int argc, char** argv) {
    if (argc < 6) {
        std::fprintf(stderr, "usage: step_cpu PUZZLE_FILE ALGORITHM SEED TOTAL CHUNK [NAME=VALUE...]\n");
        return 2;
    }
    std::ifstream in(argv[1]);
    if (!in) {
        std::fprintf(stderr, "step_cpu: cannot read %s\n", argv[1]);
        return 2;
    }
    std::stringstream text;
    text << in.rdbuf();
    const SolverInfo* info = findSolver(argv[2]);
    if (info == nullptr) {
        std::fprintf(stderr, "step_cpu: unknown solver %s\n", argv[2]);
        return 2;
    }
    const std::uint64_t seed = std::stoull(argv[3]);
    const std::uint64_t total = std::stoull(argv[4]);
    const std::uint64_t chunk = std::stoull(argv[5]);
    ParamSet params(info->params);
    for (int i = 6; i < argc; ++i) params.assign(argv[i]);
    const Grid puzzle = readPuzzle(text.str());

    const double resetStart = threadCpuSeconds();
    Run run(*info, puzzle, params, seed);
    const double resetCpu = threadCpuSeconds() - resetStart;
    const double cpu0 = threadCpuSeconds();
    const double wall0 = wallSeconds();
    std::uint64_t done = 0;
    while (done < total && !run.ended()) {
        const std::uint64_t units = run.advanceWork(std::min(chunk, total - done));
        if (units == 0) break;
        done += units;
    }
    const double cpu = threadCpuSeconds() - cpu0;
    const double wall = wallSeconds() - wall0;
    std::printf(
        "{\"side\":\"native\",\"algorithm\":\"%s\",\"seed\":%llu,\"units\":%llu,\"chunk\":%llu,"
        "\"reset_cpu_s\":%.6f,\"cpu_s\":%.6f,\"wall_s\":%.6f,%s}\n",
        argv[2], static_cast<unsigned long long>(seed), static_cast<unsigned long long>(done),
        static_cast<unsigned long long>(chunk), resetCpu, cpu, wall, stateJson(run).c_str());
    return 0;
}
