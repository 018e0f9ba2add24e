// The core run driver (run.hpp): limits with a scripted clock, outcomes and their one name table,
// rejection without exceptions, the observer between chunks, event cursors.
#include <stdexcept>
#include <string>
#include <vector>

#include "doctest.h"
#include "run/registry.hpp"
#include "run/run.hpp"
#include "solver_checks.hpp"
#include "test_data.hpp"
#include "test_solver.hpp"

// This file's cases and helpers live in a namespace of their own: the test files are compiled eight to a
// unit, and another file's helper of the same name (acs(), errorOf(...), kTable) would clash with these.
namespace run_test_cases {

using namespace sudolab;
using testing::namedPuzzle;
using testing::paramsWith;

namespace {

/// Wall and CPU time advance by fixed steps at every read, so limits are reached after a known number
/// of reads whatever the machine's load.
class ScriptedClock final : public RunClock {
public:
    ScriptedClock(double wallStep, double cpuStep) : wallStep_(wallStep), cpuStep_(cpuStep) {}
    double wallSeconds() const override { return wall_ += wallStep_; }
    double cpuSeconds() const override { return cpu_ += cpuStep_; }

private:
    double wallStep_, cpuStep_;
    mutable double wall_ = 0, cpu_ = 0;
};

/// Counts its CPU clock reads (each a system call with a real clock); `cpu` = false: a clock without CPU time.
class CountingClock final : public RunClock {
public:
    explicit CountingClock(bool cpu) : cpu_(cpu) {}
    double wallSeconds() const override { return 0; }
    double cpuSeconds() const override { return 0.001 * static_cast<double>(++reads); }
    bool measuresCpu() const override { return cpu_; }
    mutable int reads = 0;

private:
    bool cpu_;
};

const SolverInfo& reveal() { return requireSolver("test-reveal"); }

}  // namespace

TEST_CASE("run: every outcome has one distinct name and reads back from it") {
    const Outcome all[] = {Outcome::Running,  Outcome::Solved,    Outcome::Failed,
                           Outcome::GaveUp,   Outcome::WorkLimit, Outcome::TimeLimit,
                           Outcome::CpuLimit, Outcome::Rejected,  Outcome::WrongAnswer};
    std::vector<std::string> names;
    for (Outcome outcome : all) {
        const std::string name(outcomeName(outcome));
        CHECK(name != "unknown");
        CHECK(outcomeFromName(name) == outcome);
        for (const std::string& seen : names) CHECK(seen != name);
        names.push_back(name);
    }
    CHECK_FALSE(outcomeFromName("solved!").has_value());
}

TEST_CASE("run: work, wall and CPU limits end a run with their own outcome") {
    const Grid puzzle = namedPuzzle("aiescargot");
    const auto open = static_cast<std::uint64_t>(puzzle.cellCount() - puzzle.givenCount());  // test-reveal's units
    SUBCASE("work limit") {
        Run run(reveal(), puzzle, ParamSet(reveal().params), 1);
        run.setLimits({0, 0, 10});
        CHECK(run.runToEnd() == Outcome::WorkLimit);
        CHECK(run.work() == 10);
        CHECK(run.snapshot().work == 10);
    }
    SUBCASE("wall limit (scripted clock)") {
        const ScriptedClock clock(0.001, 0);
        Run run(reveal(), puzzle, ParamSet(reveal().params), 1, clock);
        run.setLimits({0.004, 0, 0});
        CHECK(run.runToEnd() == Outcome::TimeLimit);
        CHECK(run.wallSeconds() >= 0.004);
        CHECK(run.endSeconds() == run.wallSeconds());
        CHECK(run.work() < open);
    }
    SUBCASE("CPU limit (scripted clock)") {
        const ScriptedClock clock(0, 0.001);
        Run run(reveal(), puzzle, ParamSet(reveal().params), 1, clock);
        run.setLimits({0, 0.004, 0});
        CHECK(run.runToEnd() == Outcome::CpuLimit);
        CHECK(run.cpuSeconds() >= 0.004);
        CHECK(run.wallSeconds() == 0);
    }
    SUBCASE("no limit reached: solved and checked") {
        Run run(reveal(), puzzle, ParamSet(reveal().params), 1);
        CHECK(run.runToEnd() == Outcome::Solved);
        CHECK(run.work() == open);
        CHECK(checkSolution(puzzle, run.bestGrid()) == "");
    }
}

TEST_CASE("run: a rejected puzzle or parameter set ends the run at once, with the reason, without throwing") {
    Grid clash(3);
    clash.setGivenValue(0, 5);
    clash.setGivenValue(1, 5);
    for (const SolverInfo& info : solverRegistry()) {
        CAPTURE(info.id);
        Run run(info, clash, ParamSet(info.params), 1);
        CHECK(run.outcome() == Outcome::Rejected);
        CHECK_FALSE(run.message().empty());
        CHECK(run.advanceWork(10) == 0);
        CHECK(run.eventsSince(0).empty());
    }
    const SolverInfo& reseda = requireSolver("reseda");
    Run run(reseda, namedPuzzle("coly013"), paramsWith(reseda, {"samples=50", "elites=60"}), 1);
    CHECK(run.outcome() == Outcome::Rejected);
    CHECK(run.message() == "parameter 'elites' (60) must be at most 'samples' (50)");
}

TEST_CASE("run: proved unsolvable is its own outcome, and a wrong answer is caught by the checker") {
    // Refuted by propagation alone (the 4x4 of exact_test.cpp): r1c4 has no value left.
    Grid dead(2);
    for (int cell : {0, 1}) dead.setGivenValue(cell, static_cast<Value>(cell + 1));
    dead.setGivenValue(15, 3);
    dead.setGivenValue(6, 4);
    for (const char* id : {"dlx", "backtrack"}) {
        Run exact(requireSolver(id), dead, ParamSet(requireSolver(id).params), 1);
        CHECK(exact.runToEnd() == Outcome::Failed);
        CHECK(outcomeName(exact.outcome()) == "failed");
    }
    // test-reveal with lie=on claims a solution after one unit: the run's checker refuses it.
    Run liar(reveal(), namedPuzzle("aiescargot"), paramsWith(reveal(), {"lie=on"}), 1);
    CHECK(liar.runToEnd() == Outcome::WrongAnswer);
    CHECK(liar.message().rfind("solver claimed a solution but ", 0) == 0);
}

TEST_CASE("run: the observer sees every chunk and the events arrive through a cursor, none lost") {
    const Grid puzzle = namedPuzzle("aiescargot");
    Run run(reveal(), puzzle, paramsWith(reveal(), {"restart-every=3"}), 1);
    std::size_t cursor = 0;
    std::vector<RunEvent> seen;
    int calls = 0;
    run.setObserver([&](const Run& r) {
        ++calls;
        for (const RunEvent& event : r.eventsSince(cursor)) seen.push_back(event);
        cursor = seen.size();
    });
    // Slow motion: one unit per call, then big strides; no event may be missed either way.
    for (int i = 0; i < 5; ++i) CHECK(run.advanceWork(1) == 1);
    while (!run.ended()) run.advanceWork(7);
    CHECK(run.outcome() == Outcome::Solved);
    CHECK(calls == static_cast<int>(run.steps()));
    const auto all = run.eventsSince(0);
    REQUIRE(seen.size() == all.size());
    CHECK(all.size() == static_cast<std::size_t>(puzzle.cellCount() - puzzle.givenCount()) / 3);
    for (std::size_t i = 0; i < all.size(); ++i) CHECK(seen[i] == all[i]);
    CHECK(run.snapshot().restarts == all.size());
    CHECK(run.snapshot().events == all.size());
    CHECK(run.eventsSince(all.size()).empty());
    CHECK(run.eventsSince(all.size() + 5).empty());
}

TEST_CASE("run: advanceFor keeps to its budget and adapts the chunk") {
    const SolverInfo& hill = requireSolver("hill-climb");
    Run run(hill, namedPuzzle("aiescargot"), ParamSet(hill.params), 3);
    const std::uint64_t done = run.advanceFor(0.02);
    CHECK((done > 0 || run.ended()));
    CHECK(run.wallSeconds() < 1.0);  // far above 0.02 s even on a loaded machine, far below a runaway
    CHECK(run.steps() > 1);
}

TEST_CASE("run: the CPU clock is read per call, per chunk only under a CPU limit, never without CPU time") {
    const Grid puzzle = namedPuzzle("aiescargot");
    SUBCASE("no CPU limit: two reads around the reset and two around runToEnd, however many chunks") {
        const CountingClock clock(true);
        Run run(reveal(), puzzle, ParamSet(reveal().params), 1, clock);
        CHECK(run.runToEnd() == Outcome::Solved);
        CHECK(run.steps() > 3);
        CHECK(clock.reads == 4);
        CHECK(run.cpuSeconds() == doctest::Approx(0.002));  // (2 - 1) + (4 - 3) thousandths
    }
    SUBCASE("a CPU limit: one more read per chunk, and the limit stops the run") {
        const CountingClock clock(true);
        Run run(reveal(), puzzle, ParamSet(reveal().params), 1, clock);
        run.setLimits({0, 0.004, 0});
        CHECK(run.runToEnd() == Outcome::CpuLimit);
        CHECK(clock.reads == 3 + static_cast<int>(run.steps()) + 1);
        CHECK(run.cpuSeconds() >= 0.004);
    }
    SUBCASE("a clock without CPU time: no read, no CPU time, and a CPU limit is refused") {
        const CountingClock clock(false);
        Run run(reveal(), puzzle, ParamSet(reveal().params), 1, clock);
        CHECK_THROWS_AS(run.setLimits({0, 1, 0}), std::invalid_argument);
        CHECK(run.runToEnd() == Outcome::Solved);
        CHECK(clock.reads == 0);
        CHECK_FALSE(run.cpuSeconds().has_value());
    }
}

TEST_CASE("run: the snapshot read after an advance is the solver's state after it, taken once") {
    const Grid puzzle = namedPuzzle("aiescargot");
    Run run(reveal(), puzzle, ParamSet(reveal().params), 1);
    CHECK(run.snapshot().work == 0);
    run.advanceWork(5);
    CHECK(run.snapshot().work == 5);
    CHECK(run.snapshot().grid == run.solver().snapshot().grid);
    run.advanceWork(3);
    CHECK(run.snapshot().work == 8);
}

TEST_CASE("run: a restarted run is a new run on the next puzzle, under the same limits") {
    // The batch path of `solve`: one run (one solver, one engine) for every puzzle of a file.
    const SolverInfo& backtrack = requireSolver("backtrack");
    const ParamSet params = paramsWith(backtrack, {"solutions=2"});
    SUBCASE("each puzzle's outcome, message, grid, work and statistics are a new run's") {
        const std::vector<testing::NamedPuzzle> named = testing::namedPuzzles();
        REQUIRE(named.size() > 10);
        // Clocks that never advance: the chunk sizes, and so the step counts, do not depend on how fast the
        // machine runs the two (the run doubles its chunk while a chunk takes less than its target).
        const ScriptedClock reusedClock(0, 0);
        Run reused(backtrack, named.back().puzzle, params, 1, reusedClock);
        reused.advanceWork(2);  // the previous puzzle left half-way
        for (const testing::NamedPuzzle& entry : named) {
            CAPTURE(entry.name);
            reused.restart(entry.puzzle);
            const ScriptedClock freshClock(0, 0);
            Run fresh(backtrack, entry.puzzle, params, 1, freshClock);
            CHECK(reused.runToEnd() == fresh.runToEnd());
            CHECK(reused.message() == fresh.message());
            CHECK(reused.bestGrid() == fresh.bestGrid());
            CHECK(reused.work() == fresh.work());
            CHECK(reused.steps() == fresh.steps());
            CHECK(reused.snapshot().stats.size() == fresh.snapshot().stats.size());
            for (std::size_t k = 0; k < fresh.snapshot().stats.size(); ++k)
                CHECK(reused.snapshot().stats[k].value == fresh.snapshot().stats[k].value);
        }
    }
    SUBCASE("a CPU limit stops every puzzle of the batch, each with its own time") {
        const ScriptedClock clock(0, 0.001);
        const Grid hard = namedPuzzle("aiescargot");
        Run run(backtrack, namedPuzzle("goldennugget"), params, 1, clock);
        run.setLimits({0, 0.004, 0});
        CHECK(run.runToEnd() == Outcome::CpuLimit);
        Run unlimited(backtrack, hard, params, 1);
        CHECK(unlimited.runToEnd() == Outcome::Solved);
        for (int puzzle = 0; puzzle < 3; ++puzzle) {
            run.restart(hard);
            CHECK(run.runToEnd() == Outcome::CpuLimit);
            CHECK(run.cpuSeconds() >= 0.004);
            CHECK(run.cpuSeconds() < 0.004 + 0.0105);  // this puzzle's reads only, not the batch's
            CHECK(run.work() < unlimited.work());
        }
    }
    SUBCASE("a rejected puzzle in the batch ends its own run only") {
        Grid clash = namedPuzzle("aiescargot");
        int empty = 0;
        while (clash.at(empty) != 0) ++empty;
        int given = 0;  // a given of the same row as the empty cell, copied into it: a repeated value
        while (clash.at(empty / 9 * 9 + given) == 0) ++given;
        clash.setGivenValue(empty, clash.at(empty / 9 * 9 + given));
        Run run(backtrack, namedPuzzle("goldennugget"), params, 1);
        CHECK(run.runToEnd() == Outcome::Solved);
        run.restart(clash);
        CHECK(run.outcome() == Outcome::Rejected);
        CHECK(run.message().find("appears twice") != std::string::npos);
        CHECK(run.snapshot().work == 0);
        run.restart(namedPuzzle("aiescargot"));
        CHECK(run.runToEnd() == Outcome::Solved);
        CHECK(checkSolution(namedPuzzle("aiescargot"), run.bestGrid()) == "");
    }
}

}  // namespace run_test_cases
