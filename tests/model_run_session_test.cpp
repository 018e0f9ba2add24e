// The app model's run session (shell/model/run_session.*): the definition of a run checked before it
// changes (unknown solvers, bad parameters, race rules), every change discarding the run on show, a run
// and a race advanced by frames to their end, a local search stopped on a puzzle without a solution,
// and the parameters a share link carries.
#include <algorithm>
#include <string>

#include "doctest.h"
#include "links/share_link.hpp"
#include "model/run_session.hpp"
#include "run/registry.hpp"
#include "test_data.hpp"

using namespace sudolab;
using namespace sudolab::app;

namespace {

/// Advances by frames until the run (or race) ends; false if it did not within `frames`.
bool runToEnd(RunSession& session, int frames = 100000) {
    for (int frame = 0; frame < frames && session.running(); ++frame) session.advanceFrame();
    return !session.running();
}

}  // namespace

TEST_CASE("run session: starts on the default algorithm, seed 1, one run, a race of registered solvers") {
    Messages messages;
    const RunSession session(messages);
    CHECK(session.algorithm() == defaultAlgorithm());
    CHECK(session.seed() == 1);
    CHECK(session.mode() == Mode::Single);
    CHECK(session.phase() == RunPhase::Idle);
    CHECK(session.statusText() == "idle");
    CHECK_FALSE(session.raceEntrants().empty());
    CHECK(session.raceEntrants().size() <= kMaxRaceEntrants);
    CHECK(session.linkParams().empty());
}

TEST_CASE("run session: unknown solvers and bad parameters are refused with the reason, nothing changed") {
    Messages messages;
    RunSession session(messages);
    REQUIRE(session.selectAlgorithm("acs"));
    const std::uint64_t revision = session.revision();
    CHECK_FALSE(session.selectAlgorithm("nope"));
    CHECK(messages.error.rfind("Unknown algorithm 'nope' (known: ", 0) == 0);
    CHECK_FALSE(session.setParam("ants", "0"));
    CHECK(messages.error.find("ants") != std::string::npos);
    CHECK_FALSE(session.setParam("no_such", "1"));
    CHECK(messages.error.find("no_such") != std::string::npos);
    CHECK(session.revision() == revision);
    CHECK(session.algorithm() == "acs");
    CHECK(session.params().nonDefaults().empty());
}

TEST_CASE("run session: a parameter change is carried by the link and discards the run") {
    Messages messages;
    RunSession session(messages);
    REQUIRE(session.selectAlgorithm("acs"));
    const Grid puzzle = testing::namedPuzzle("aiescargot");
    REQUIRE(session.step(puzzle, nullptr));
    CHECK(session.current() != nullptr);
    CHECK(session.phase() == RunPhase::Paused);
    const std::uint64_t revision = session.revision();
    REQUIRE(session.setParam("ants", "12"));
    CHECK(session.current() == nullptr);
    CHECK(session.revision() > revision);
    CHECK(session.linkParams() == std::vector<std::pair<std::string, std::string>>{{"ants", "12"}});
    // Setting the same value again changes nothing.
    const std::uint64_t after = session.revision();
    CHECK(session.setParam("ants", "12"));
    CHECK(session.revision() == after);
    session.resetParams();
    CHECK(session.linkParams().empty());
}

TEST_CASE("run session: a single run advanced by frames solves the puzzle; a new seed discards it") {
    Messages messages;
    RunSession session(messages);
    REQUIRE(session.selectAlgorithm("dlx"));
    const Grid puzzle = testing::namedPuzzle("aiescargot");
    REQUIRE(session.run(puzzle, nullptr));
    CHECK(session.running());
    CHECK(session.statusText() == "running");
    CHECK(runToEnd(session));
    CHECK(session.phase() == RunPhase::Ended);
    CHECK(session.statusText() == "solved");
    REQUIRE(session.solution() != nullptr);
    CHECK(session.solution()->isComplete());
    CHECK(session.solved());
    CHECK_FALSE(session.advanceFrame());  // nothing runs any more
    session.setSeed(7);
    CHECK(session.current() == nullptr);
    CHECK(session.phase() == RunPhase::Idle);
    CHECK(session.seed() == 7);
}

TEST_CASE("run session: Step does exactly the step size in work units") {
    Messages messages;
    RunSession session(messages);
    REQUIRE(session.selectAlgorithm("acs"));
    session.setStepSize(0);
    CHECK(session.stepSize() == 1);
    session.setStepSize(5);
    const Grid puzzle = testing::namedPuzzle("aiescargot");
    REQUIRE(session.step(puzzle, nullptr));
    CHECK(session.current()->snapshot().work == 5);
    REQUIRE(session.step(puzzle, nullptr));
    CHECK(session.current()->snapshot().work == 10);
    CHECK_FALSE(session.running());
    session.setUnitsPerFrame(3);
    REQUIRE(session.run(puzzle, nullptr));
    CHECK(session.advanceFrame());
    CHECK(session.current()->snapshot().work == 13);
    session.setFrameBudgetMs(1000);
    CHECK(session.frameBudgetMs() == 100);
    CHECK(session.unitsPerFrame() == 0);  // a time budget leaves slow motion
}

TEST_CASE("run session: a race checks its solvers and runs every lane to the end") {
    Messages messages;
    RunSession session(messages);
    CHECK_FALSE(session.setRaceEntrants({"dlx", "backtrack", "dlx"}));
    CHECK(messages.error == "'dlx' is in the race twice: a race lists each solver once.");
    CHECK_FALSE(session.setRaceEntrants({"dlx", "nope"}));
    CHECK(messages.error.rfind("Unknown algorithm 'nope'", 0) == 0);
    CHECK_FALSE(session.setRaceEntrants(std::vector<std::string>(kMaxRaceEntrants + 1, "dlx")));
    CHECK(messages.error == "A race has at most " + std::to_string(kMaxRaceEntrants) + " solvers.");
    REQUIRE(session.setRaceEntrants({"dlx", "backtrack"}));
    session.setMode(Mode::Race);
    const Grid puzzle = testing::namedPuzzle("aiescargot");
    REQUIRE(session.run(puzzle, nullptr));
    REQUIRE(session.race().size() == 2);
    CHECK(runToEnd(session));
    CHECK(session.phase() == RunPhase::RaceFinished);
    CHECK(session.statusText() == "finished");
    for (const RaceLane& lane : session.race()) CHECK(lane.run->outcome() == Outcome::Solved);
    CHECK(session.solved());
    CHECK(session.solution() == nullptr);  // only a single run's board is "the" solution
    // An empty race cannot start.
    REQUIRE(session.setRaceEntrants({}));
    CHECK_FALSE(session.run(puzzle, nullptr));
    CHECK(messages.error == "Pick at least one solver for the race.");
}

TEST_CASE("run session: a local search is stopped once the check proves there is no solution") {
    Messages messages;
    RunSession session(messages);
    Grid puzzle(3);
    for (int column = 0; column < 8; ++column) puzzle.setGivenValue(column, static_cast<Value>(column + 1));
    puzzle.setGivenValue(17, 9);  // r2c9: r1c9 has no candidate left
    UniquenessCheck check(puzzle, 200000);
    while (!check.step(1000)) {}
    REQUIRE(check.verdict() == Solvability::None);
    // A local search that does not notice by itself (solvers that propagate end at once).
    std::string local;
    for (const SolverInfo& info : solverRegistry()) {
        if (info.exact) continue;
        const TracedRun probe(info, puzzle, ParamSet(info.params), 1);
        if (probe.finished()) continue;
        local = std::string(info.id);
        break;
    }
    REQUIRE_FALSE(local.empty());
    REQUIRE(session.selectAlgorithm(local));
    REQUIRE(session.run(puzzle, &check));
    CHECK(session.current() == nullptr);
    CHECK_FALSE(session.running());
    CHECK(messages.error.rfind("This puzzle has no solution (", 0) == 0);
    // An exact solver keeps going: it can prove it.
    messages.error.clear();
    REQUIRE(session.selectAlgorithm("dlx"));
    REQUIRE(session.run(puzzle, &check));
    CHECK(session.current() != nullptr);
    CHECK(messages.error.empty());
    CHECK(runToEnd(session));
    CHECK(session.statusText() != "solved");
}

TEST_CASE("run session: a shared definition is adopted whole; race lanes' parameters go in the link by id") {
    Messages messages;
    RunSession session(messages);
    ParamsById params;
    params.emplace("acs", ParamSet(requireSolver("acs").params));
    params.at("acs").set("ants", "20");
    params.emplace("dlx", ParamSet(requireSolver("dlx").params));
    session.adopt("dlx", params, 42, {"dlx", "acs"});
    CHECK(session.algorithm() == "dlx");
    CHECK(session.seed() == 42);
    CHECK(session.mode() == Mode::Race);
    CHECK(session.raceEntrants() == std::vector<std::string>{"dlx", "acs"});
    CHECK(session.linkParams() == std::vector<std::pair<std::string, std::string>>{{"acs.ants", "20"}});
    session.setMode(Mode::Single);
    CHECK(session.linkParams().empty());
}
