// The run driver's time-paced chunks per work kind (Run::advanceFor, Solver::nextWork): a frame's work stays
// near its budget when a solver alternates cheap and dear units (auto's members), and the pacing changes
// when work happens, never what.
#include <algorithm>
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "doctest.h"
#include "run/registry.hpp"
#include "run/run.hpp"
#include "solver_checks.hpp"
#include "solvers/auto_stats.hpp"
#include "test_data.hpp"

using namespace sudolab;

namespace {

/// Virtual time: the solver below advances it by the cost of each unit it does, the clock reads it.
struct VirtualTime {
    double seconds = 0;
};

class VirtualClock final : public RunClock {
public:
    explicit VirtualClock(const VirtualTime& time) : time_(time) {}
    double wallSeconds() const override { return time_.seconds; }
    double cpuSeconds() const override { return time_.seconds; }

private:
    const VirtualTime& time_;
};

/// Rounds of `cheapSlice` units of 0.5 µs (10 ms), then `dearSlice` units of 1 ms (clause-learning units, then
/// ant walks on a big grid): never solves; names each slice's kind through nextWork().
class TwoCostSolver final : public Solver {
public:
    static constexpr std::uint64_t cheapSlice = 20000, dearSlice = 8;
    static constexpr double cheapCost = 0.5e-6, dearCost = 1e-3;
    explicit TwoCostSolver(VirtualTime& time) : time_(time) {}

    void reset(const Grid& puzzle, const ParamSet&, std::uint64_t) override { grid_ = puzzle; }
    std::uint64_t step(std::uint64_t budget) override {
        for (std::uint64_t i = 0; i < budget; ++i) {
            time_.seconds += dear() ? dearCost : cheapCost;
            ++work_;
        }
        return budget;
    }
    Snapshot snapshot() const override {
        Snapshot snap;
        snap.grid = grid_;
        snap.work = snap.iteration = work_;
        return snap;
    }
    Status status() const override { return Status::Running; }
    Grid bestGrid() const override { return grid_; }
    WorkKind nextWork() const override {
        const std::uint64_t inRound = work_ % (cheapSlice + dearSlice);
        return dear() ? WorkKind{1, cheapSlice + dearSlice - inRound} : WorkKind{0, cheapSlice - inRound};
    }

private:
    bool dear() const { return work_ % (cheapSlice + dearSlice) >= cheapSlice; }
    VirtualTime& time_;
    Grid grid_;
    std::uint64_t work_ = 0;
};

VirtualTime* gTime = nullptr;  // the time the registered test solver below advances

std::unique_ptr<Solver> makeTwoCost() { return std::make_unique<TwoCostSolver>(*gTime); }

const SolverInfo& twoCostInfo() {
    static const SolverInfo info{.id = "test-two-cost",
                                 .name = "two costs",
                                 .reference = "",
                                 .description = "cheap and dear units in turn",
                                 .workUnit = "units",
                                 .exact = false,
                                 .params = {},
                                 .create = makeTwoCost};
    return info;
}

}  // namespace

TEST_CASE("run pacing: a frame's budget holds when cheap and dear units alternate (chunks per work kind)") {
    VirtualTime time;
    gTime = &time;
    const VirtualClock clock(time);
    Run run(twoCostInfo(), Grid(3), ParamSet(twoCostInfo().params), 1, clock);
    const double budget = 0.008;
    double longest = 0;
    for (int frame = 0; frame < 200; ++frame) {
        const double start = time.seconds;
        CHECK(run.advanceFor(budget) > 0);
        longest = std::max(longest, time.seconds - start);
    }
    // A frame ends after the chunk that crosses the budget: with chunks per kind that chunk is at most one
    // dear unit (1 ms) or ~1/32 of the budget of cheap ones. A chunk sized on the cheap units (hundreds)
    // runs all eight dear units of a slice at once (8 ms).
    CHECK(longest <= budget + TwoCostSolver::dearCost + budget / 16);
    // 1.6 s of frames hold ~88 rounds of 18 ms: the cheap units still go in big chunks, not one per call.
    CHECK(run.work() > 80 * TwoCostSolver::cheapSlice);
}

TEST_CASE("run pacing: auto's paced frames do the same work as one step, each chunk within one member") {
    const SolverInfo& info = requireSolver("auto");
    const ParamSet params =
        testing::paramsWith(info, {"members=all", "exact-slice=40", "acs-slice=2", "cdcl-slice=300", "cdcl-after=0"});
    const Grid puzzle = testing::instance("inst25x25_45_0");
    Run paced(info, puzzle, params, 5);
    int mixedChunks = 0;
    solvers::AutoStats before;
    paced.setObserver([&](const Run& run) {
        const auto now = countersOf<solvers::AutoStats>(run.solver().snapshot());
        const int members = (now.exactNodes != before.exactNodes) + (now.antWalks != before.antWalks) +
                            (now.cdclUnits != before.cdclUnits);
        if (members > 1) ++mixedChunks;
        before = now;
    });
    while (!paced.ended() && paced.work() < 3000) paced.advanceFor(0.002);
    CHECK(mixedChunks == 0);
    Run whole(info, puzzle, params, 5);
    whole.advanceWork(paced.work());
    CHECK(whole.work() == paced.work());
    CHECK(whole.outcome() == paced.outcome());
    const Snapshot& a = paced.snapshot();
    const Snapshot& b = whole.snapshot();
    CHECK(a.cost == b.cost);
    CHECK(a.grid == b.grid);
    REQUIRE(a.stats.size() == b.stats.size());
    for (std::size_t i = 0; i < a.stats.size(); ++i) CHECK(a.stats[i].value == b.stats[i].value);
}
