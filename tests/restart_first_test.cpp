// The first restart's length (RestartOptions::firstRun, `restart-first` of backtrack and auto): the first
// cutoff is base x firstRun, the later ones follow the sequence unchanged; 1 is the plain sequence.
#include <string>
#include <vector>

#include "base/errors.hpp"
#include "doctest.h"
#include "run/registry.hpp"
#include "search/restart_search.hpp"
#include "solver_checks.hpp"
#include "test_data.hpp"

using namespace sudolab;

namespace {

/// Node counts at which the first `count` restarts happen (fewer if the search ends first).
std::vector<std::uint64_t> restartPoints(const Grid& puzzle, search::Restarts kind, std::uint64_t base,
                                         std::uint64_t firstRun, std::size_t count) {
    search::RestartOptions options;
    options.restarts = kind;
    options.base = base;
    options.firstRun = firstRun;
    options.search.valueOrder = search::ValueOrder::Random;
    options.search.randomCellTies = true;
    options.search.seed = 3;
    search::RestartSearch search(puzzle, options);
    std::vector<std::uint64_t> points;
    while (points.size() < count && !search.finished()) {
        search.step(1);
        for (std::uint64_t k = points.size(); k < search.restarts(); ++k) points.push_back(search.restartNodes(k));
    }
    return points;
}

}  // namespace

TEST_CASE("restart-first: the first cutoff is base x firstRun, then the sequence as before") {
    // An empty 16x16 grid with base 1: every restart reaches its cutoff (a dive needs ~100 nodes).
    const Grid empty(4);
    const std::vector<std::uint64_t> luby = restartPoints(empty, search::Restarts::Luby, 1, 1, 7);
    CHECK(luby == std::vector<std::uint64_t>{1, 2, 4, 5, 6, 8, 12});  // 1 1 2 1 1 2 4
    const std::vector<std::uint64_t> longer = restartPoints(empty, search::Restarts::Luby, 1, 3, 7);
    CHECK(longer == std::vector<std::uint64_t>{3, 4, 6, 7, 8, 10, 14});  // 3 1 2 1 1 2 4
    const std::vector<std::uint64_t> geometric = restartPoints(empty, search::Restarts::Geometric, 4, 5, 3);
    CHECK(geometric == std::vector<std::uint64_t>{20, 26, 35});  // 4x5, then 4x1.5, 4x1.5^2
}

TEST_CASE("restart-first: refused without restarts and with members=acs; auto's default is 2") {
    const SolverInfo& backtrack = requireSolver("backtrack");
    CHECK_THROWS_AS(validateParams(backtrack, testing::paramsWith(backtrack, {"restart-first=2"})), InputError);
    CHECK_NOTHROW(validateParams(backtrack, testing::paramsWith(backtrack, {"restarts=luby", "restart-first=2"})));
    const SolverInfo& autoSolver = requireSolver("auto");
    CHECK(ParamSet(autoSolver.params).integer("restart-first") == 2);
    CHECK(ParamSet(backtrack.params).integer("restart-first") == 1);
    CHECK_THROWS_AS(validateParams(autoSolver, testing::paramsWith(autoSolver, {"members=acs", "restart-first=3"})),
                    InputError);
    // auto's exact member with its default: the first restart comes after twice restart-base nodes.
    const Grid puzzle = testing::instance("inst25x25_45_0");
    auto solver = testing::startedSolver("auto", puzzle, {"members=exact", "restart-base=64"}, 1);
    solver->step(128);
    CHECK(solver->snapshot().restarts == 0);
    auto plain = testing::startedSolver("auto", puzzle, {"members=exact", "restart-base=64", "restart-first=1"}, 1);
    plain->step(128);
    REQUIRE(plain->status() == Status::Running);  // this instance takes over a thousand nodes
    CHECK(plain->snapshot().restarts == 1);       // after 64 nodes
}
