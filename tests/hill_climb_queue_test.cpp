// hill-climb's default search as in Jones, Roach & Perkins: the best-first queue (order, bounded memory
// with counted evictions), the plateau test exactly as the paper states it, the weights w1, w2 of f, the
// three start modes of section 4.4 / Fig. 4, and restarts that draw a new start.
#include <algorithm>
#include <cstdint>
#include <string>
#include <vector>

#include "box_swap_checks.hpp"
#include "doctest.h"
#include "grid/validate.hpp"
#include "run/registry.hpp"
#include "solver_checks.hpp"
#include "solvers/hill_climb/hill_climb.hpp"
#include "test_data.hpp"

// This file's cases and helpers live in a namespace of their own: the test files are compiled eight to a
// unit, and another file's helper of the same name (acs(), errorOf(...), kTable) would clash with these.
namespace hill_climb_queue_test_cases {

using namespace sudolab;
using solvers::HillClimbSolver;
using solvers::HillClimbStats;
using solvers::QueuedState;
using solvers::StateQueue;
using testing::namedPuzzle;

namespace {

const SolverInfo& hillClimb() { return requireSolver("hill-climb"); }
ParamSet paramsWith(std::initializer_list<std::string> assignments) { return testing::paramsWith(hillClimb(), assignments); }

QueuedState entry(double score, std::uint64_t order, int parent, std::uint64_t hash) {
    QueuedState e;
    e.score = score;
    e.order = order;
    e.parent = parent;
    e.cellA = 0;
    e.cellB = 1;
    e.hash = hash;
    return e;
}

/// The best objective (the solver's weights) among the successors of `state`, by brute force.
double bestSuccessorOf(const HillClimbSolver& solver, const solvers::BoxSwapState& state) {
    double best = -1e300;
    for (int box : state.movableBoxes())
        for (int i = 0; i + 1 < state.openCount(box); ++i)
            for (int j = i + 1; j < state.openCount(box); ++j) {
                const int a = state.openCells(box)[i], b = state.openCells(box)[j];
                best = std::max(best, solver.objectiveOf(state.distinct() + state.distinctDelta(a, b),
                                                         state.fixedClashes() + state.fixedClashDelta(a, b)));
            }
    return best;
}

}  // namespace

TEST_CASE("hill-climb queue: best score first, ties by order; bounded with counted evictions") {
    StateQueue queue(4);
    const int p = queue.storeParent({1, 2, 3});
    std::uint64_t evicted = 0;
    CHECK_FALSE(queue.push(entry(5, 7, p, 1), evicted));
    CHECK_FALSE(queue.push(entry(9, 3, p, 2), evicted));
    CHECK_FALSE(queue.push(entry(5, 2, p, 3), evicted));
    CHECK_FALSE(queue.push(entry(1, 1, p, 4), evicted));
    std::vector<std::uint64_t> order;
    for (const QueuedState& e : queue) order.push_back(e.hash);
    CHECK(order == std::vector<std::uint64_t>{2, 3, 1, 4});  // 9, then the two 5s by order, then 1
    CHECK(queue.evictions() == 0);
    // Full: a better state evicts the worst (score 1); a state worse than all is itself dropped.
    CHECK(queue.push(entry(6, 9, p, 5), evicted));
    CHECK(evicted == 4);
    CHECK(queue.push(entry(0, 0, p, 6), evicted));
    CHECK(evicted == 6);
    CHECK(queue.size() == 4);
    CHECK(queue.evictions() == 2);
    // Pops in order; the parent is freed once no entry refers to it.
    CHECK(queue.parentsInUse() == 1);
    std::vector<std::uint64_t> popped;
    while (!queue.empty()) {
        const QueuedState e = queue.popBest();
        CHECK(queue.parentValues(e.parent) == std::vector<Value>{1, 2, 3});
        popped.push_back(e.hash);
        queue.releaseIfUnused(e.parent);
    }
    CHECK(popped == std::vector<std::uint64_t>{2, 5, 3, 1});
    CHECK(queue.parentsInUse() == 0);
}

TEST_CASE("hill-climb queue: the plateau test fires exactly when the first k share a score and none has a better successor") {
    StateQueue queue(1000);
    const int p = queue.storeParent({1});
    std::uint64_t evicted = 0;
    auto none = [](const QueuedState&) { return false; };
    for (std::uint64_t k = 0; k < 9; ++k) queue.push(entry(50, k, p, k), evicted);
    CHECK_FALSE(solvers::plateauReached(queue, 10, none));  // only 9 entries
    queue.push(entry(50, 9, p, 9), evicted);
    int asked = 0;
    auto counting = [&](const QueuedState&) { ++asked; return false; };
    CHECK(solvers::plateauReached(queue, 10, counting));     // 10 of one score, none better
    CHECK(asked == 10);
    CHECK(solvers::plateauReached(queue, 10, counting));     // cached: not asked again
    CHECK(asked == 10);
    // One of the first 10 with a better successor: no plateau.
    queue.push(entry(50, 100, p, 100), evicted);  // 11th of the same score, last in order
    StateQueue other(1000);
    const int q = other.storeParent({1});
    for (std::uint64_t k = 0; k < 12; ++k) other.push(entry(50, k, q, k), evicted);
    CHECK_FALSE(solvers::plateauReached(other, 10, [](const QueuedState& e) { return e.hash == 4; }));
    CHECK(solvers::plateauReached(other, 10, [](const QueuedState& e) { return e.hash == 11; }));  // 12th: not looked at
    // A better score among the first 10 (the first differs): no plateau, whatever the successors.
    other.push(entry(51, 0, q, 50), evicted);
    CHECK_FALSE(solvers::plateauReached(other, 10, none));
    // A worse score within the first 10: no plateau.
    StateQueue mixed(1000);
    const int r = mixed.storeParent({1});
    for (std::uint64_t k = 0; k < 9; ++k) mixed.push(entry(50, k, r, k), evicted);
    mixed.push(entry(49, 0, r, 9), evicted);
    CHECK_FALSE(solvers::plateauReached(mixed, 10, none));
    CHECK(solvers::plateauReached(mixed, 9, none));
}

TEST_CASE("hill-climb queue: is the default; restarts come only from the plateau test or an empty queue") {
    const ParamSet defaults(hillClimb().params);
    CHECK(defaults.choice("search") == "queue");
    CHECK(defaults.choice("start") == "greedy-post-swap");
    CHECK(defaults.real("w1") == 1);
    CHECK(defaults.real("w2") == -1);
    CHECK(defaults.integer("plateau-states") == 10);
    std::uint64_t plateaus = 0;
    for (std::uint64_t seed = 1; seed <= 1; ++seed) {
        HillClimbSolver solver;
        solver.reset(namedPuzzle("sabuncu9"), ParamSet(hillClimb().params), seed);
        while (solver.status() == Status::Running && solver.stats().iterations < 2500) {
            const std::uint64_t restarts = solver.stats().restarts;
            solver.step(1);
            REQUIRE(solver.queue().size() <= 100000);
            if (solver.stats().restarts != restarts) {
                // A restart clears the queue and lands on a fresh start.
                CHECK(solver.queue().empty());
                CHECK(solver.f1() == solver.stats().startF1);
                CHECK(solver.f2() == solver.stats().startGivenClashes);
            }
        }
        CHECK(solver.stats().restarts == solver.stats().plateausDetected + solver.stats().queueExhausted);
        plateaus += solver.stats().plateausDetected;
    }
    CHECK(plateaus > 0);
    // With a plateau cut-off larger than any queue here the test never fires.
    HillClimbSolver solver;
    solver.reset(namedPuzzle("sabuncu7"), paramsWith({"plateau-states=10000", "max-iterations=3000"}), 1);
    solver.step(3000);
    CHECK(solver.stats().plateausDetected == 0);
}

TEST_CASE("hill-climb queue: every expansion queues its unseen successors and takes the queue's best") {
    // Steepest ascent falls out of best-first order: when the best successor beats every queued state,
    // it is the next state. Checked against a brute-force scan of the neighbourhood.
    HillClimbSolver solver;
    const Grid puzzle = namedPuzzle("aiescargot");
    solver.reset(puzzle, ParamSet(hillClimb().params), 3);
    int ascentsChecked = 0;
    bool downhillSinceStart = false;
    for (int k = 0; k < 300 && solver.status() == Status::Running; ++k) {
        const std::uint64_t restarts = solver.stats().restarts;
        double bestQueued = -1e300;
        if (!solver.queue().empty()) bestQueued = solver.queue().begin()->score;
        solvers::BoxSwapState state;
        state.load(puzzle);
        state.assign(solver.values());
        const double bestSuccessor = bestSuccessorOf(solver, state);
        const double before = solver.objective();
        solver.step(1);
        if (solver.stats().restarts != restarts) downhillSinceStart = false;
        if (solver.stats().restarts != restarts || solver.status() != Status::Running) continue;
        // The new state scores at most max(best successor, best queued before) (a successor already queued
        // or expanded since the start is not queued again). While no move since the start went downhill,
        // every state seen scores at most the current one, so a strictly better successor is new and the
        // best of them is taken: steepest ascent.
        CHECK(solver.objective() <= std::max(bestSuccessor, bestQueued));
        if (!downhillSinceStart && bestSuccessor > before) {
            CHECK(solver.objective() == bestSuccessor);
            ++ascentsChecked;
        }
        if (solver.objective() < before) downhillSinceStart = true;
        for (const QueuedState& e : solver.queue()) REQUIRE(e.score <= solver.queue().begin()->score);
    }
    CHECK(ascentsChecked > 10);
}

TEST_CASE("hill-climb queue: at the capacity bound the worst states are evicted and counted, and it still solves") {
    HillClimbSolver solver;
    solver.reset(namedPuzzle("sabuncu3"), paramsWith({"queue-capacity=40"}), 2);
    std::uint64_t maxSize = 0;
    while (solver.status() == Status::Running && solver.stats().iterations < 20000) {
        solver.step(1);
        maxSize = std::max<std::uint64_t>(maxSize, solver.queue().size());
        REQUIRE(solver.queue().size() <= 40);
        REQUIRE(solver.queue().parentsInUse() <= 41);  // memory follows the queue
    }
    testing::requireSolvedRun(namedPuzzle("sabuncu3"), solver);
    CHECK(maxSize == 40);
    CHECK(solver.queue().evictions() > 0);
    CHECK(countersOf<HillClimbStats>(solver.snapshot()).queueEvictions ==
          static_cast<double>(solver.queue().evictions()));
}

TEST_CASE("hill-climb queue: the weights w1, w2 define f and steer the search") {
    const Grid puzzle = namedPuzzle("reddwarf");
    for (const char* w : {"w1=1", "w1=0.5", "w1=2"}) {
        for (const char* v : {"w2=-1", "w2=0", "w2=-3"}) {
            CAPTURE(w);
            CAPTURE(v);
            HillClimbSolver solver;
            solver.reset(puzzle, paramsWith({w, v, "max-iterations=50"}), 1);
            solver.step(50);
            const ParamSet params = paramsWith({w, v});
            const Snapshot snap = solver.snapshot();
            CHECK(countersOf<HillClimbStats>(snap).f ==
                  params.real("w1") * solver.f1() + params.real("w2") * solver.f2());
            CHECK(snap.cost == 2 * 81 - solver.f1() + solver.f2());  // the cost does not depend on the weights
        }
    }
    // The first expansion from one random start takes the successor that maximises w1·f1 + w2·f2 (checked
    // by brute force), so different weights take different first moves.
    std::vector<std::vector<Value>> firstMoves;
    for (const auto& weights : std::vector<std::pair<const char*, const char*>>{{"w1=1", "w2=-1"}, {"w1=0", "w2=-1"},
                                                                             {"w1=1", "w2=0"}, {"w1=2", "w2=-5"}}) {
        CAPTURE(weights.first);
        CAPTURE(weights.second);
        HillClimbSolver solver;
        solver.reset(puzzle, paramsWith({weights.first, weights.second, "start=random"}), 4);
        solvers::BoxSwapState state;
        state.load(puzzle);
        state.assign(solver.values());
        const double best = bestSuccessorOf(solver, state);
        solver.step(1);
        CHECK(solver.objective() == best);
        firstMoves.push_back(solver.values());
    }
    CHECK(firstMoves[1] != firstMoves[2]);  // clashes only vs distinct digits only
}

TEST_CASE("hill-climb queue: start modes keep their invariants, and each restart draws a new start") {
    double clashes[3] = {0, 0, 0};
    const char* modes[3] = {"start=random", "start=greedy", "start=greedy-post-swap"};
    for (int m = 0; m < 3; ++m) {
        for (const auto& named : testing::namedPuzzles()) {
            CAPTURE(modes[m]);
            CAPTURE(named.name);
            HillClimbSolver solver;
            solver.reset(named.puzzle, paramsWith({modes[m]}), 5);
            const Snapshot snap = solver.snapshot();
            testing::checkBoxSwapSnapshot(named.puzzle, snap);  // every box holds its missing digits
            CHECK(solver.stats().startGivenClashes == testing::givenClashCount(named.puzzle, snap.grid));
            CHECK(solver.stats().startF1 == solver.f1());
            if (m == 1) {
                CHECK(solver.stats().postSwaps == 0);
                CHECK(solver.stats().startGivenClashes == solver.stats().greedyGivenClashes);
            }
            if (m == 2) CHECK(solver.stats().startGivenClashes <= solver.stats().greedyGivenClashes);
            clashes[m] += solver.stats().startGivenClashes;
        }
    }
    CHECK(clashes[0] > clashes[1]);  // Fig. 4's order: random, greedy, greedy + post-swapping
    CHECK(clashes[1] > clashes[2]);
    // The first greedy start is the paper's deterministic "next available number" placement.
    HillClimbSolver a, b;
    a.reset(namedPuzzle("aiescargot"), paramsWith({"start=greedy"}), 1);
    b.reset(namedPuzzle("aiescargot"), paramsWith({"start=greedy"}), 2);
    CHECK(a.values() == b.values());
    a.reset(namedPuzzle("aiescargot"), paramsWith({"start=random"}), 1);
    b.reset(namedPuzzle("aiescargot"), paramsWith({"start=random"}), 2);
    CHECK(a.values() != b.values());

    // Restarts (plateau-states=1 restarts often): each lands on a new start of the chosen kind.
    for (int m = 0; m < 3; ++m) {
        CAPTURE(modes[m]);
        HillClimbSolver solver;
        const Grid puzzle = namedPuzzle("aiescargot");
        solver.reset(puzzle, paramsWith({modes[m], "plateau-states=1"}), 77);
        std::vector<std::vector<Value>> starts{solver.values()};
        while (starts.size() < 8 && solver.stats().iterations < 5000) {
            const std::uint64_t restarts = solver.stats().restarts;
            solver.step(1);
            if (solver.stats().restarts == restarts) continue;
            CHECK(std::find(starts.begin(), starts.end(), solver.values()) == starts.end());
            starts.push_back(solver.values());
            CHECK(solver.stats().startGivenClashes == solver.f2());
            if (m == 1) CHECK(solver.stats().postSwaps == 0);
        }
        CHECK(starts.size() == 8);
    }
}

TEST_CASE("hill-climb queue: same seed, same run; golden counts") {
    const Grid puzzle = namedPuzzle("aiescargot");
    HillClimbSolver fine, whole;
    fine.reset(puzzle, ParamSet(hillClimb().params), 2);
    whole.reset(puzzle, ParamSet(hillClimb().params), 2);
    while (fine.status() == Status::Running) REQUIRE(fine.step(7) >= 1);
    whole.step(100000000);
    REQUIRE(fine.status() == Status::Solved);
    const Snapshot a = fine.snapshot(), b = whole.snapshot();
    CHECK(a.iteration == b.iteration);
    CHECK(a.recentMoves == b.recentMoves);
    CHECK(fine.bestGrid() == whole.bestGrid());
    // Golden numbers measured natively: the wasm build must reproduce them exactly.
    CHECK(a.iteration == 48u);
    CHECK(countersOf<HillClimbStats>(a).restarts == 0);
    CHECK(countersOf<HillClimbStats>(a).queueSize == 7341.0);
}

}  // namespace hill_climb_queue_test_cases
