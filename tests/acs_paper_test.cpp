// The ant colony run the way the paper's public code runs it: its propagation (only the peers of a fixed
// cell are re-examined, PeerBoard) and its lock-step ants.
#include <algorithm>
#include <string>
#include <vector>

#include "base/rng.hpp"
#include "doctest.h"
#include "grid/validate.hpp"
#include "propagation/propagation.hpp"
#include "run/registry.hpp"
#include "solver_checks.hpp"
#include "solvers/acs/acs_board.hpp"
#include "solvers/acs/acs_peer_board.hpp"
#include "solvers/acs/acs_stats.hpp"
#include "test_data.hpp"

// This file's cases and helpers live in a namespace of their own: the test files are compiled eight to a
// unit, and another file's helper of the same name (acs(), errorOf(...), kTable) would clash with these.
namespace acs_paper_test_cases {

using namespace sudolab;
using solvers::AcsStats;
using solvers::AntBoard;
using solvers::PeerBoard;
using testing::instance;
using testing::namedPuzzle;

namespace {

const SolverInfo& acs() { return requireSolver("acs"); }

ParamSet paramsWith(const std::vector<std::string>& assignments) { return testing::paramsWith(acs(), assignments); }

bool arePeers(const Geometry& geo, int a, int b) {
    const auto& peers = geo.peers[a];
    return std::find(peers.begin(), peers.end(), b) != peers.end();
}

}  // namespace

TEST_CASE("acs paper code: propagating the givens solves exactly the puzzles the paper calls trivial") {
    // Paper, section 4.1: its propagation alone solves sabuncu1, 2, 5 and 10. Naked + hidden singles to
    // the fixed point (our default) also solve sabuncu8 (sabuncu4 stays at 47 of 81 cells either way).
    for (const auto& named : testing::namedPuzzles()) {
        CAPTURE(named.name);
        PeerBoard peers;
        peers.load(named.puzzle);
        REQUIRE_FALSE(peers.contradiction());
        const bool paperTrivial = named.name == "sabuncu1" || named.name == "sabuncu2" ||
                                  named.name == "sabuncu5" || named.name == "sabuncu10";
        CHECK((peers.fixedCount() == named.puzzle.cellCount()) == paperTrivial);
        CandidateGrid full(named.puzzle);
        REQUIRE_FALSE(propagate(full).contradiction);
        const bool fullTrivial = paperTrivial || named.name == "sabuncu8";
        CHECK((full.toGrid(named.puzzle).filledCount() == named.puzzle.cellCount()) == fullTrivial);
        // Whatever the peer rule fixes, the fixed point fixes too, with the same value.
        const Grid fixedPoint = full.toGrid(named.puzzle);
        for (int cell = 0; cell < named.puzzle.cellCount(); ++cell)
            if (peers.value(cell) != 0) CHECK(peers.value(cell) == fixedPoint.at(cell));
    }
}

TEST_CASE("acs paper code: a placement re-examines only peers of the cells it fixes") {
    // Place random candidates on propagated instances: every cell whose candidates change is the placed
    // cell or a peer of a cell fixed by this placement, and such a chain starts at the placed cell.
    Rng rng(3);
    int changedElsewhere = 0;
    for (const char* name : {"inst9x9_30_0", "inst16x16_45_0", "inst25x25_45_0"}) {
        CAPTURE(name);
        const Grid puzzle = instance(name);
        const Geometry& geo = puzzle.geometry();
        PeerBoard board;
        board.load(puzzle);
        REQUIRE_FALSE(board.contradiction());
        for (int round = 0; round < 40; ++round) {
            std::vector<int> open;
            for (int cell = 0; cell < puzzle.cellCount(); ++cell)
                if (board.isOpen(cell)) open.push_back(cell);
            if (open.empty()) break;
            const int cell = open[rng.below(static_cast<std::uint32_t>(open.size()))];
            const Candidates set = board.candidates(cell);
            const Value v = static_cast<Value>(std::countr_zero(set) + 1);
            std::vector<Candidates> before(puzzle.cellCount());
            for (int c = 0; c < puzzle.cellCount(); ++c) before[c] = board.candidates(c);
            const int fixedBefore = board.fixedCount();
            const int further = board.place(cell, v);
            CHECK(board.fixedCount() == fixedBefore + 1 + further);
            std::vector<int> newlyFixed{cell};
            for (int c = 0; c < puzzle.cellCount(); ++c)
                if (c != cell && isSingle(board.candidates(c)) && !isSingle(before[c])) newlyFixed.push_back(c);
            CHECK(static_cast<int>(newlyFixed.size()) == 1 + further);
            for (int c = 0; c < puzzle.cellCount(); ++c) {
                if (board.candidates(c) == before[c] || c == cell) continue;
                CAPTURE(c);
                // Only shrinking, and only next to a cell this placement fixed.
                CHECK((board.candidates(c) & ~before[c]) == 0);
                const bool nextToFixed = std::any_of(newlyFixed.begin(), newlyFixed.end(),
                                                     [&](int f) { return f != c && arePeers(geo, f, c); });
                CHECK(nextToFixed);
                if (!arePeers(geo, cell, c)) ++changedElsewhere;
            }
        }
    }
    CHECK(changedElsewhere > 0);  // recursion did reach beyond the placed cell's own peers
}

TEST_CASE("acs paper code: leaves a hidden single that is not next to the fixed cell open") {
    // On random placements the fixed point of naked + hidden singles (AntBoard) fixes strictly more cells
    // than the paper code's rule at least once, and never fewer.
    Rng rng(9);
    int strictlyMore = 0;
    const Grid puzzle = instance("inst25x25_45_0");
    for (int trial = 0; trial < 20; ++trial) {
        PeerBoard peers;
        peers.load(puzzle);
        AntBoard full;
        full.load(Grid::fromValues(puzzle.order(), peers.values()));
        // Same starting values: place the same value on the same cell when both still allow it.
        for (int step = 0; step < 30; ++step) {
            std::vector<int> open;
            for (int cell = 0; cell < puzzle.cellCount(); ++cell)
                if (peers.isOpen(cell) && full.isOpen(cell) && (peers.candidates(cell) & full.candidates(cell)))
                    open.push_back(cell);
            if (open.empty()) break;
            const int cell = open[rng.below(static_cast<std::uint32_t>(open.size()))];
            const Value v = static_cast<Value>(std::countr_zero(peers.candidates(cell) & full.candidates(cell)) + 1);
            peers.place(cell, v);
            full.place(cell, v);
            // The fixed point is at least as strong: every value the peer rule fixed, it fixed too.
            bool contained = true;
            for (int c = 0; c < puzzle.cellCount(); ++c)
                if (peers.value(c) != 0 && full.value(c) != 0 && peers.value(c) != full.value(c)) contained = false;
            CHECK(contained);
            if (full.fixedCount() > peers.fixedCount()) {
                ++strictlyMore;
                break;
            }
        }
    }
    CHECK(strictlyMore > 0);
}

TEST_CASE("acs lock-step: all ants are at the same depth between steps; one-by-one walks whole grids") {
    const Grid puzzle = instance("inst16x16_45_0");
    const int cells = puzzle.cellCount();
    for (const char* propagation : {"singles", "peers"}) {
        CAPTURE(propagation);
        auto solver = acs().create();
        solver->reset(puzzle, paramsWith({"ant-moves=lock-step", std::string("propagation=") + propagation}), 4);
        std::uint64_t steps = 0;
        for (std::uint64_t budget : {1, 2, 5, 100, 150, 3, 256, 7}) {
            steps += solver->step(budget);
            if (solver->status() != Status::Running) break;
            const Snapshot snap = solver->snapshot();
            CAPTURE(steps);
            CHECK(snap.work == steps);
            CHECK(countersOf<AcsStats>(snap).lowestAntDepth == static_cast<double>(steps % cells));
            CHECK(countersOf<AcsStats>(snap).highestAntDepth == static_cast<double>(steps % cells));
            // Walks are counted when an iteration's last colony step ends them all together.
            CHECK(countersOf<AcsStats>(snap).antWalks == static_cast<double>(steps / cells * 10));
            CHECK(countersOf<AcsStats>(snap).iterations == static_cast<double>(steps / cells));
        }
    }
    // One by one: after one unit the first ant has walked the whole grid and the others not at all.
    auto solver = acs().create();
    solver->reset(puzzle, ParamSet(acs().params), 4);
    solver->step(1);
    const Snapshot snap = solver->snapshot();
    CHECK(countersOf<AcsStats>(snap).lowestAntDepth == 0);
    CHECK(countersOf<AcsStats>(snap).highestAntDepth == cells);
    CHECK(countersOf<AcsStats>(snap).antWalks == 1);
}

TEST_CASE("acs paper code: both options solve, reproducibly, and the run does not depend on slicing") {
    for (const char* name : {"aiescargot", "coly013"}) {
        CAPTURE(name);
        const Grid puzzle = namedPuzzle(name);
        for (const char* moves : {"one-by-one", "lock-step"}) {
            CAPTURE(moves);
            const ParamSet params = paramsWith({"propagation=peers", std::string("ant-moves=") + moves});
            std::vector<Snapshot> ends;
            for (std::uint64_t chunk : {3, 1000}) {
                auto solver = acs().create();
                solver->reset(puzzle, params, 21);
                testing::stepUntilEnd(*solver, 50'000'000, chunk);
                testing::requireSolvedRun(puzzle, *solver);
                ends.push_back(solver->snapshot());
            }
            CHECK(ends[0].work == ends[1].work);
            CHECK(ends[0].grid == ends[1].grid);
            CHECK(countersOf<AcsStats>(ends[0]).decisions == countersOf<AcsStats>(ends[1]).decisions);
        }
    }
}

TEST_CASE("acs paper code: a contradiction among the givens is found and named") {
    // r1c1..r1c8 hold 1..8, so propagation fixes r1c9 to 9; the given 9 at r2c9 then contradicts it.
    std::vector<Value> values(81, 0);
    for (int c = 0; c < 8; ++c) values[c] = static_cast<Value>(c + 1);
    values[17] = 9;
    const Grid puzzle = Grid::fromValues(3, values);
    auto solver = acs().create();
    solver->reset(puzzle, paramsWith({"propagation=peers"}), 1);
    CHECK(solver->status() == Status::Failed);
    CHECK(solver->snapshot().message.find("the given 9 at r2c9") != std::string::npos);
}

}  // namespace acs_paper_test_cases
