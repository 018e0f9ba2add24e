// Where a frame's solver work goes on a big grid (docs/BIG_GRIDS_ROUNDS.md, "Round 6"): one `auto` run advanced as
// the app advances it (Run::advanceFor with the app's frame budget), timed per frame and per chunk with the thread's CPU clock, plus the cost of the
// snapshot the app takes after each frame. The run's own clock reads the thread's CPU time as its wall time,
// so the frame budget and the chunk rule see what they would on an idle machine (where wall = CPU): the
// machine's load changes neither the chunks nor the figures. Each chunk's
// units are attributed to the member that did them (auto's statistics), so a long chunk names its cause.
// Prints per-frame and per-chunk quantiles, the longest chunks, and the run's final state.
//   frame_split PUZZLE_FILE SEED TOTAL_UNITS BUDGET_MS [NAME=VALUE...]
#include <algorithm>
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

/// Thread CPU time for both of the run's clocks: the run paces itself as on an idle machine.
class ThreadCpuClock final : public RunClock {
public:
    double wallSeconds() const override { return threadCpuSeconds(); }
    double cpuSeconds() const override { return threadCpuSeconds(); }
};

/// Work units per member, read from auto's statistics.
struct MemberWork {
    double exact = 0, acs = 0, cdcl = 0;
};

MemberWork memberWork(const Snapshot& snap) {
    MemberWork work;
    for (const auto& stat : snap.stats) {
        const std::string name = stat.name;
        if (name == "exact nodes") work.exact = stat.value;
        if (name == "ant walks") work.acs = stat.value;
        if (name == "cdcl units") work.cdcl = stat.value;
    }
    return work;
}

struct Chunk {
    double ms = 0;
    MemberWork units;
};

void printQuantiles(const char* what, std::vector<double> ms) {
    if (ms.empty()) return;
    std::sort(ms.begin(), ms.end());
    auto at = [&](double q) { return ms[static_cast<std::size_t>(q * static_cast<double>(ms.size() - 1) + 0.5)]; };
    std::printf("%-34s n %zu, median %.3f, p95 %.3f, p99 %.3f, max %.3f ms CPU\n", what, ms.size(), at(0.5), at(0.95),
                at(0.99), ms.back());
}

}  // namespace

int main(int argc, char** argv) {
    if (argc < 5) {
        std::fprintf(stderr, "usage: frame_split PUZZLE_FILE SEED TOTAL_UNITS BUDGET_MS [NAME=VALUE...]\n");
        return 2;
    }
    std::ifstream in(argv[1]);
    if (!in) {
        std::fprintf(stderr, "frame_split: cannot read %s\n", argv[1]);
        return 2;
    }
    std::stringstream text;
    text << in.rdbuf();
    const SolverInfo* info = findSolver("auto");
    const std::uint64_t seed = std::stoull(argv[2]);
    const std::uint64_t total = std::stoull(argv[3]);
    const double budgetMs = std::stod(argv[4]);
    ParamSet params(info->params);
    for (int i = 5; i < argc; ++i) params.assign(argv[i]);
    const ThreadCpuClock clock;
    Run run(*info, readPuzzle(text.str()), params, seed, clock);

    std::vector<Chunk> chunks;
    double chunkStart = threadCpuSeconds();
    MemberWork before = memberWork(run.solver().snapshot());
    run.setObserver([&](const Run& r) {
        const double now = threadCpuSeconds();
        const MemberWork after = memberWork(r.solver().snapshot());
        chunks.push_back({(now - chunkStart) * 1000,
                          {after.exact - before.exact, after.acs - before.acs, after.cdcl - before.cdcl}});
        before = after;
        chunkStart = threadCpuSeconds();  // the observer's own snapshot is not the chunk's
    });
    std::vector<double> frameMs, snapshotMs;
    while (run.work() < total && !run.ended()) {
        const double start = threadCpuSeconds();
        chunkStart = start;
        run.advanceFor(budgetMs / 1000);
        const double advanced = threadCpuSeconds();
        (void)run.solver().snapshot();  // the app's snapshot after each frame
        frameMs.push_back((advanced - start) * 1000);
        snapshotMs.push_back((threadCpuSeconds() - advanced) * 1000);
    }
    std::printf("auto seed %llu, %llu units, budget %.1f ms, %zu frames, %zu chunks, outcome %s\n",
                static_cast<unsigned long long>(seed), static_cast<unsigned long long>(run.work()), budgetMs,
                frameMs.size(), chunks.size(), std::string(outcomeName(run.outcome())).c_str());
    printQuantiles("frame: solver advance (incl. chunk observer)", frameMs);
    printQuantiles("frame: snapshot after the advance", snapshotMs);
    std::vector<double> exactMs, acsMs, cdclMs;
    for (const Chunk& c : chunks) {
        if (c.units.acs > 0)
            acsMs.push_back(c.ms / c.units.acs);
        else if (c.units.exact > 0 && c.units.cdcl == 0)
            exactMs.push_back(c.ms / c.units.exact);
        else if (c.units.cdcl > 0 && c.units.exact == 0)
            cdclMs.push_back(c.ms / c.units.cdcl);
    }
    printQuantiles("per unit, chunks of exact nodes only", exactMs);
    printQuantiles("per unit, chunks with ant walks", acsMs);
    printQuantiles("per unit, chunks of cdcl units only", cdclMs);
    std::sort(chunks.begin(), chunks.end(), [](const Chunk& a, const Chunk& b) { return a.ms > b.ms; });
    for (std::size_t i = 0; i < std::min<std::size_t>(8, chunks.size()); ++i)
        std::printf("long chunk %.3f ms: %g exact nodes, %g ant walks, %g cdcl units\n", chunks[i].ms,
                    chunks[i].units.exact, chunks[i].units.acs, chunks[i].units.cdcl);
    return 0;
}
