// `auto` is its two members interleaved: the same run, unit for unit, as the restarted exact search and
// the ant colony both built at reset with their own seeds and stepped in turns by exact-slice and
// acs-slice. Guards the deferred construction of the colony (auto.cpp builds it at its first slice).
#include <algorithm>
#include <memory>
#include <string>
#include <vector>

#include "base/rng.hpp"
#include "doctest.h"
#include "grid/validate.hpp"
#include "run/registry.hpp"
#include "solver_checks.hpp"
#include "solvers/auto_stats.hpp"
#include "test_data.hpp"

using namespace sudolab;
using solvers::AutoStats;
using testing::paramsWith;
using testing::startedSolver;

namespace {

/// What a portfolio run ends with.
struct PortfolioEnd {
    int winner = 0;  ///< 1 = exact, 2 = ant colony
    std::uint64_t exactNodes = 0, antWalks = 0;
    Grid solution;
};

/// Steps one member by at most `slice` units; returns the units it did.
std::uint64_t stepMember(Solver& member, std::uint64_t slice) {
    std::uint64_t done = 0;
    while (member.status() == Status::Running && done < slice) {
        const std::uint64_t ran = member.step(slice - done);
        if (ran == 0) break;
        done += ran;
    }
    return done;
}

/// The reference: both members built at once from their documented settings (exact: backtrack with
/// Luby restarts, restart-base a quarter of the open cells but at least 64, a first run twice that; colony:
/// acs at its defaults), seeds deriveSeed(seed, 1) and (seed, 2), alternating until one solves.
PortfolioEnd interleavedMembers(const Grid& puzzle, const std::string& propagation, const std::string& learning,
                                std::uint64_t exactSlice, std::uint64_t acsSlice, std::uint64_t seed) {
    const SolverInfo& exactInfo = requireSolver("backtrack");
    const int open = puzzle.cellCount() - puzzle.filledCount();
    auto exact = exactInfo.create();
    exact->reset(puzzle,
                 paramsWith(exactInfo, {"restarts=luby", "restart-base=" + std::to_string(std::max(64, open / 4)),
                                        "restart-first=2", "propagation=" + propagation, "learning=" + learning}),
                 deriveSeed(seed, 1));
    const SolverInfo& acsInfo = requireSolver("acs");
    auto acs = acsInfo.create();
    acs->reset(puzzle, ParamSet(acsInfo.params), deriveSeed(seed, 2));
    PortfolioEnd end;
    for (int round = 0; round < 100000; ++round) {
        if (acs->status() == Status::Solved) {
            end.winner = 2;
            end.solution = acs->bestGrid();
            return end;
        }
        end.exactNodes += stepMember(*exact, exactSlice);
        if (exact->status() == Status::Solved) {
            end.winner = 1;
            end.solution = exact->bestGrid();
            return end;
        }
        REQUIRE(exact->status() == Status::Running);  // the puzzles below are solvable
        end.antWalks += stepMember(*acs, acsSlice);
    }
    FAIL("the reference portfolio did not end");
    return end;
}

}  // namespace

TEST_CASE("auto: a portfolio run is its two members interleaved, the colony as if built at reset") {
    struct Case {
        std::string puzzle, propagation, learning;
        std::uint64_t exactSlice, acsSlice;
    };
    // Small exact slices and easy puzzles let the colony win some runs (after walks, or at 0 units on
    // a puzzle the singles solve), large ones give the exact member the others.
    const std::vector<Case> cases = {
        {"inst9x9_40_0", "singles", "none", 2, 30},        {"inst9x9_50_1", "singles", "none", 1, 40},
        {"inst16x16_45_0", "singles", "none", 3, 20},      {"inst16x16_50_0", "box-line", "weights", 2, 25},
        {"inst16x16_45_1", "box-line+hall", "weights", 512, 8}, {"inst25x25_45_0", "box-line+hall", "weights", 512, 8},
        {"inst25x25_70_0", "box-line+hall", "weights", 512, 8},  {"inst25x25_100_0", "box-line+hall", "weights", 512, 8},
    };
    int byColony = 0, byExact = 0;
    for (const Case& c : cases) {
        for (const std::uint64_t seed : {1, 2, 3}) {
            CAPTURE(c.puzzle);
            CAPTURE(c.exactSlice);
            CAPTURE(seed);
            const Grid puzzle = testing::instance(c.puzzle);
            const PortfolioEnd expected =
                interleavedMembers(puzzle, c.propagation, c.learning, c.exactSlice, c.acsSlice, seed);
            auto solver = startedSolver("auto", puzzle,
                                        {"members=portfolio", "propagation=" + c.propagation, "learning=" + c.learning,
                                         "exact-slice=" + std::to_string(c.exactSlice),
                                         "acs-slice=" + std::to_string(c.acsSlice)},
                                        seed);
            testing::finishRun(*solver, 7);  // slicing of the caller's steps must not matter
            REQUIRE(solver->status() == Status::Solved);
            const Snapshot snap = solver->snapshot();
            CHECK(countersOf<AutoStats>(snap).solvedBy == expected.winner);
            CHECK(countersOf<AutoStats>(snap).exactNodes == static_cast<double>(expected.exactNodes));
            CHECK(countersOf<AutoStats>(snap).antWalks == static_cast<double>(expected.antWalks));
            CHECK(snap.work == expected.exactNodes + expected.antWalks);
            CHECK(solver->bestGrid().values() == expected.solution.values());
            CHECK(checkSolution(puzzle, solver->bestGrid()).empty());
            (expected.winner == 2 ? byColony : byExact) += 1;
        }
    }
    // Both members must have won some runs, or the test would not cover the colony's deferred start.
    CHECK(byColony > 0);
    CHECK(byExact > 0);
}

TEST_CASE("auto: before any step its best cost is the better of its two members' as built at reset") {
    for (const char* name : {"inst16x16_45_0", "inst25x25_45_0", "inst25x25_70_0", "inst9x9_30_0"}) {
        CAPTURE(name);
        const Grid puzzle = testing::instance(name);
        const std::uint64_t seed = 4;
        auto solver = startedSolver("auto", puzzle, {"members=portfolio"}, seed);
        auto exact = startedSolver("backtrack", puzzle,
                                   {"restarts=luby", "restart-first=2", "propagation=box-line+hall", "learning=weights"},
                                   deriveSeed(seed, 1));
        auto acs = startedSolver("acs", puzzle, {}, deriveSeed(seed, 2));
        CHECK(solver->snapshot().bestCost ==
              std::min(exact->snapshot().bestCost, acs->snapshot().bestCost));
    }
}
