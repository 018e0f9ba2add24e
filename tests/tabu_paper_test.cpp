// tabu mode=paper (Soto et al.'s Algorithm 2 reconstructed from the prose): each rule the paper fixes is checked against a
// model kept by the test, iteration by iteration — what enters the tabu list, FIFO expiry, exclusion of
// candidates with new tabu elements, one filter pass per iteration, the 10,000-iteration stop, the
// dead-end rule, and that the mode never claims a puzzle has no solution.
#include <algorithm>
#include <cstdint>
#include <deque>
#include <string>
#include <utility>
#include <vector>

#include "doctest.h"
#include "generate/generate.hpp"
#include "grid/validate.hpp"
#include "propagation/domain_filter.hpp"
#include "run/registry.hpp"
#include "search/exact.hpp"
#include "solver_checks.hpp"
#include "solvers/tabu/tabu.hpp"
#include "solvers/tabu/tabu_paper.hpp"
#include "test_data.hpp"
#include "text/format.hpp"

// This file's cases and helpers live in a namespace of their own: the test files are compiled eight to a
// unit, and another file's helper of the same name (acs(), errorOf(...), kTable) would clash with these.
namespace tabu_paper_test_cases {

using namespace sudolab;
using solvers::TabuPaperSearch;
using solvers::TabuPaperStats;
using solvers::TabuSolver;
using testing::namedPuzzle;
using Element = TabuPaperSearch::Element;

namespace {

const SolverInfo& tabu() { return requireSolver("tabu"); }
ParamSet paramsWith(std::initializer_list<std::string> assignments) { return testing::paramsWith(tabu(), assignments); }

/// The elements a move `cell = value` adds to `domains` before filtering: the pair itself and each open
/// peer it leaves with a single value.
std::vector<Element> newElementsOf(const Grid& puzzle, const Domains& domains, int cell, Value value) {
    std::vector<Element> out{{cell, value}};
    for (int peer : puzzle.geometry().peers[cell]) {
        const Candidates d = domains[peer];
        if (isSingle(d) || !(d & bitOf(value))) continue;
        if (isSingle(d & ~bitOf(value))) out.push_back({peer, lowestValue(d & ~bitOf(value))});
    }
    return out;
}

bool contains(const std::vector<Element>& list, const Element& e) { return std::find(list.begin(), list.end(), e) != list.end(); }

/// A puzzle without a solution that even domain consistency accepts at the start: sabuncu4 plus the first
/// wrong given (in reading order) that dc does not refute on its own.
Grid spoiledPuzzle() {
    const Grid base = namedPuzzle("sabuncu4");
    const Grid solution = countSolutions(base, 1).first;
    for (int cell = 0; cell < base.cellCount(); ++cell) {
        if (base.at(cell)) continue;
        for (Candidates other = base.candidates(cell) & ~bitOf(solution.at(cell)); other; other &= other - 1) {
            Grid spoiled = base;
            spoiled.setGivenValue(cell, lowestValue(other));
            if (!measureDomainReduction(spoiled, FilterKind::Domain).wipeOut) return spoiled;
        }
    }
    FAIL("no spoiled puzzle found");
    return base;
}

}  // namespace

TEST_CASE("tabu paper: is the default mode and solves every named puzzle within the paper's 10,000 iterations") {
    CHECK(ParamSet(tabu().params).choice("mode") == "paper");
    CHECK(ParamSet(tabu().params).integer("max-iterations") == 10000);
    for (const char* name : {"aiescargot", "platinumblond", "goldennugget", "reddwarf", "coly013", "tarx0134",
                             "sabuncu1", "sabuncu2", "sabuncu3", "sabuncu4", "sabuncu5", "sabuncu6", "sabuncu7",
                             "sabuncu8", "sabuncu9", "sabuncu10"}) {
        CAPTURE(name);
        TabuSolver solver;
        solver.reset(namedPuzzle(name), ParamSet(tabu().params), 1);
        solver.step(20000);
        testing::requireSolvedRun(namedPuzzle(name), solver);
        CHECK(solver.paper().stats().iterations <= 10000);
    }
}

TEST_CASE("tabu paper: solves generated 9x9 and 16x16 instances within 10,000 iterations") {
    std::vector<Grid> puzzles = {testing::instance("inst9x9_40_0"), testing::instance("inst16x16_50_0"), Grid(2)};
    for (std::uint64_t seed = 1; seed <= 4; ++seed) {
        puzzles.push_back(generateFixedFraction(3, 0.3, seed));
        puzzles.push_back(generateFixedFraction(3, 0.45, seed));
    }
    for (std::uint64_t seed = 1; seed <= 2; ++seed) puzzles.push_back(generateFixedFraction(4, 0.5, seed));
    for (std::size_t k = 0; k < puzzles.size(); ++k) {
        CAPTURE(k);
        TabuSolver solver;
        solver.reset(puzzles[k], ParamSet(tabu().params), k + 1);
        solver.step(20000);
        testing::requireSolvedRun(puzzles[k], solver);
        CHECK(solver.paper().stats().iterations <= 10000);
    }
}

TEST_CASE("tabu paper: the tabu list, exclusion, one filter pass per iteration, checked against a model") {
    // tenure 3 and 25 on hard puzzles: elements enter exactly when the best improves (the elements of the
    // new best that differ from the old one), leave oldest first after `tenure` iterations, and no move
    // ever adds a new element that was tabu. Elements of the current state that are tabu do not block.
    std::uint64_t exclusionsSeen = 0, movesWithTabuInState = 0, improvements = 0, deadEnds = 0;
    for (const char* tenure : {"tenure=3", "tenure=25"}) {
        for (const char* name : {"aiescargot", "coly013", "goldennugget"}) {
            CAPTURE(tenure);
            CAPTURE(name);
            const Grid puzzle = namedPuzzle(name);
            TabuSolver solver;
            solver.reset(puzzle, paramsWith({tenure}), 5);
            const TabuPaperSearch& run = solver.paper();
            const auto tenureValue = static_cast<std::uint64_t>(paramsWith({tenure}).integer("tenure"));
            std::deque<std::pair<Element, std::uint64_t>> model;  // (element, iteration it entered)
            while (run.status() == Status::Running && run.stats().iterations < 400) {
                const Domains before = run.domains();
                const std::vector<Value> bestBefore = run.bestValues();
                const int bestCostBefore = static_cast<int>(solver.snapshot().bestCost);
                const std::vector<Element> tabuBefore = run.tabuList();
                const std::uint64_t callsBefore = run.filter().counters().calls;
                const std::uint64_t deadEndsBefore = run.stats().deadEnds;
                const std::uint64_t assignsBefore = run.stats().assignments;
                REQUIRE(solver.step(1) == 1);
                const std::uint64_t it = run.stats().iterations;
                const Snapshot snap = solver.snapshot();
                // One filter pass per iteration (Algorithm 2, line 9) unless the dead-end rule re-filters.
                if (run.stats().deadEnds == deadEndsBefore) CHECK(run.filter().counters().calls - callsBefore <= 1);
                // The move: from the filtered domain of an open cell, with no tabu new element.
                if (run.stats().assignments != assignsBefore) {
                    const auto moves = snap.recentMoves;
                    const auto assign = std::find_if(moves.rbegin(), moves.rend(), [&](const Move& m) {
                        return m.kind == MoveKind::Assign && m.iteration == it;
                    });
                    REQUIRE(assign != moves.rend());
                    CHECK_FALSE(isSingle(before[assign->cellA]));
                    CHECK((before[assign->cellA] & bitOf(assign->value)) != 0);
                    for (const Element& e : newElementsOf(puzzle, before, assign->cellA, assign->value))
                        CHECK_FALSE(contains(tabuBefore, e));
                    for (const Element& e : tabuBefore)
                        if (isSingle(before[e.cell]) && lowestValue(before[e.cell]) == e.value) {
                            ++movesWithTabuInState;  // a tabu element in the state did not block the move
                            break;
                        }
                }
                // What enters: the differences between the new best and the old one, when the best improves.
                if (snap.bestCost < bestCostBefore) {
                    ++improvements;
                    for (int cell = 0; cell < puzzle.cellCount(); ++cell) {
                        const Candidates d = run.domains()[cell];
                        const Value v = isSingle(d) ? lowestValue(d) : 0;
                        if (v != 0 && v != bestBefore[cell]) model.push_back({{cell, v}, it});
                    }
                } else {
                    CHECK(run.bestValues() == bestBefore);
                }
                // FIFO expiry after `tenure` iterations.
                while (!model.empty() && it - model.front().second >= tenureValue) model.pop_front();
                std::vector<Element> expected;
                for (const auto& entry : model) expected.push_back(entry.first);
                REQUIRE(run.tabuList() == expected);
                REQUIRE(countersOf<TabuPaperStats>(snap).tabuListSize == static_cast<double>(expected.size()));
                deadEnds += run.stats().deadEnds - deadEndsBefore;
            }
            exclusionsSeen += run.stats().tabuExclusions;
        }
    }
    CHECK(improvements > 20);
    CHECK(deadEnds > 20);
    CHECK(exclusionsSeen > 0);          // exclusion happened...
    CHECK(movesWithTabuInState > 10);   // ...and tabu elements already in the state never deadlocked the search
}

TEST_CASE("tabu paper: tenure=0 keeps no list; a long tenure excludes more") {
    TabuSolver solver;
    solver.reset(namedPuzzle("aiescargot"), paramsWith({"tenure=0"}), 3);
    solver.step(300);
    CHECK(solver.paper().tabuList().empty());
    CHECK(solver.paper().stats().tabuExclusions == 0);
    CHECK(solver.paper().stats().tabuAdded == 0);
    std::uint64_t shortTenure = 0, longTenure = 0;
    for (std::uint64_t seed = 1; seed <= 4; ++seed) {
        solver.reset(namedPuzzle("aiescargot"), paramsWith({"tenure=2", "max-iterations=300"}), seed);
        solver.step(300);
        shortTenure += solver.paper().stats().tabuExclusions;
        solver.reset(namedPuzzle("aiescargot"), paramsWith({"tenure=200", "max-iterations=300"}), seed);
        solver.step(300);
        longTenure += solver.paper().stats().tabuExclusions;
    }
    CHECK(longTenure > shortTenure);
}

TEST_CASE("tabu paper: the dead-end rule undoes the decisions that constrain the emptied cell") {
    // The rule's choice, on a hand-made list: decisions in the emptied cell's row, column or box go.
    const Geometry& g = Geometry::of(3);
    const int empty = 4 * 9 + 4;  // r5c5
    const std::vector<std::pair<int, Value>> decisions = {
        {0, 1},           // r1c1: not a peer
        {4 * 9 + 0, 2},   // r5c1: same row
        {8 * 9 + 4, 3},   // r9c5: same column
        {3 * 9 + 3, 4},   // r4c4: same box
        {8 * 9 + 8, 5},   // r9c9: not a peer
    };
    CHECK(solvers::decisionsConstraining(g, decisions, empty) == std::vector<std::size_t>{3, 2, 1});
    CHECK(solvers::decisionsConstraining(g, decisions, -1).empty());

    // In runs: a dead end leaves a state the filter accepts, keeps a subset of the decisions (plus the
    // one just made), and is not chronological backtracking (it often keeps the latest decision or
    // undoes several).
    std::uint64_t deadEndsSeen = 0, nonChronological = 0;
    for (const char* name : {"aiescargot", "platinumblond"}) {
        TabuSolver solver;
        solver.reset(namedPuzzle(name), ParamSet(tabu().params), 2);
        const TabuPaperSearch& run = solver.paper();
        while (run.status() == Status::Running && run.stats().iterations < 500) {
            const auto decisionsBefore = run.decisions();
            const std::uint64_t deadEndsBefore = run.stats().deadEnds;
            const std::uint64_t assignsBefore = run.stats().assignments;
            solver.step(1);
            if (run.stats().deadEnds == deadEndsBefore) continue;
            ++deadEndsSeen;
            for (Candidates d : run.domains()) REQUIRE(d != 0);
            Domains check = run.domains();
            DomainFilter filter(namedPuzzle(name).geometry(), FilterKind::Bounds);
            REQUIRE(filter.filterAll(check));
            REQUIRE(check == run.domains());  // a fixed point of the filter
            auto candidates = decisionsBefore;
            if (run.stats().assignments != assignsBefore) {
                const Move last = [&] {
                    Move m;
                    for (const Move& x : solver.snapshot().recentMoves)
                        if (x.kind == MoveKind::Assign) m = x;
                    return m;
                }();
                candidates.push_back({last.cellA, last.value});
            }
            const auto after = run.decisions();
            REQUIRE(after.size() < candidates.size());
            for (const Element& e : after) CHECK(contains(candidates, e));
            const bool chronological = after.size() + 1 == candidates.size() &&
                                       std::equal(after.begin(), after.end(), candidates.begin());
            nonChronological += !chronological;
        }
    }
    CHECK(deadEndsSeen > 20);
    CHECK(nonChronological > deadEndsSeen / 4);
}

namespace {

/// One dead end seen in a run: the decisions it could undo (those standing plus the move just made, if
/// any) and the decisions left after it.
struct DeadEndSeen {
    std::vector<Element> before;
    std::vector<Element> after;
};

/// The dead ends of the first 500 iterations of tabu with `settings` on `name`, seed 2.
std::vector<DeadEndSeen> deadEndsOf(const char* name, std::initializer_list<std::string> settings) {
    std::vector<DeadEndSeen> seen;
    TabuSolver solver;
    solver.reset(namedPuzzle(name), paramsWith(settings), 2);
    const TabuPaperSearch& run = solver.paper();
    while (run.status() == Status::Running && run.stats().iterations < 500) {
        auto before = run.decisions();
        const std::uint64_t deadEndsBefore = run.stats().deadEnds;
        const std::uint64_t assignsBefore = run.stats().assignments;
        solver.step(1);
        if (run.stats().deadEnds == deadEndsBefore) continue;
        if (run.stats().assignments != assignsBefore) {  // this iteration's move: the latest Assign
            Move last;
            for (const Move& m : solver.snapshot().recentMoves)
                if (m.kind == MoveKind::Assign) last = m;
            before.push_back({last.cellA, last.value});
        }
        seen.push_back({before, run.decisions()});
    }
    return seen;
}

/// True if `after` is `before` with some decisions removed, in the same order.
bool isSubsequence(const std::vector<Element>& after, const std::vector<Element>& before) {
    std::size_t at = 0;
    for (const Element& e : before)
        if (at < after.size() && after[at] == e) ++at;
    return at == after.size();
}

}  // namespace

TEST_CASE("tabu paper: dead-end=latest, random and restart undo what they say (the repair's ablation)") {
    for (const char* name : {"aiescargot", "platinumblond"}) {
        CAPTURE(name);
        const std::vector<DeadEndSeen> latest = deadEndsOf(name, {"dead-end=latest"});
        const std::vector<DeadEndSeen> random = deadEndsOf(name, {"dead-end=random"});
        const std::vector<DeadEndSeen> restart = deadEndsOf(name, {"dead-end=restart"});
        REQUIRE(latest.size() > 10);
        REQUIRE(random.size() > 10);
        REQUIRE(restart.size() > 10);
        // latest: chronological backtracking, the newest decisions go (a prefix is left).
        for (const DeadEndSeen& d : latest) {
            REQUIRE(d.after.size() < d.before.size());
            CHECK(std::equal(d.after.begin(), d.after.end(), d.before.begin()));
        }
        // random: some decisions go, the others keep their order, and not always the newest.
        std::size_t notPrefix = 0;
        for (const DeadEndSeen& d : random) {
            REQUIRE(d.after.size() < d.before.size());
            CHECK(isSubsequence(d.after, d.before));
            notPrefix += !std::equal(d.after.begin(), d.after.end(), d.before.begin());
        }
        CHECK(notPrefix > random.size() / 2);
        // restart: every decision goes.
        for (const DeadEndSeen& d : restart) CHECK(d.after.empty());
    }
    // The setting belongs to mode=paper: refused with dfs-learning, not silently ignored.
    CHECK(testing::inputErrorOf([&] {
              validateParams(tabu(), paramsWith({"dead-end=latest", "mode=dfs-learning"}));
          }) == "parameter 'dead-end' (latest) applies only with 'mode' = paper, not dfs-learning");
}

TEST_CASE("tabu paper: stops at exactly 10,000 iterations and never claims there is no solution") {
    // A puzzle without a solution that the filters accept at the start: the tabu search cannot prove it,
    // so it gives up at the cap, whatever the filter.
    const Grid spoiled = spoiledPuzzle();
    REQUIRE(countSolutions(spoiled, 1).solutions == 0);
    // (The paper's cap with its filter; a shorter cap with the other two, to keep the test fast.)
    for (const char* filter : {"filter=bc", "filter=ac3", "filter=dc"}) {
        CAPTURE(filter);
        const std::uint64_t cap = std::string(filter) == "filter=bc" ? 10000 : 700;
        TabuSolver solver;
        solver.reset(spoiled, paramsWith({filter, "max-iterations=" + std::to_string(cap)}), 1);
        std::uint64_t units = 0;
        while (solver.status() == Status::Running) units += solver.step(777);
        const std::string message = solver.snapshot().message;
        CAPTURE(message);
        CHECK(solver.status() == Status::GaveUp);
        CHECK(solver.paper().stats().iterations == cap);
        CHECK(units == cap);
        CHECK(solver.snapshot().message.find("not solved in " + std::to_string(cap) + " iterations") != std::string::npos);
        CHECK(solver.snapshot().message.find("no solution") == std::string::npos);
        CHECK(solver.step(1) == 0);
    }
    // Even a wipe-out of the givens' domains (a proof for the filter) ends as "gave up" in this mode.
    TabuSolver solver;
    solver.reset(readPuzzle("12345678.........9..............................................................."),
                 ParamSet(tabu().params), 1);
    CHECK(solver.status() == Status::GaveUp);
    CHECK(solver.snapshot().message.find("cannot start") != std::string::npos);
    CHECK(solver.step(1) == 0);
    // max-iterations=0: no cap (runs past 10,000).
    solver.reset(spoiled, paramsWith({"max-iterations=0", "filter=ac3"}), 1);
    solver.step(10200);
    CHECK(solver.status() == Status::Running);
    CHECK(solver.paper().stats().iterations == 10200);
}

TEST_CASE("tabu paper: same seed, same run, whatever the budget slicing; golden counts") {
    const Grid puzzle = namedPuzzle("aiescargot");
    TabuSolver fine, whole;
    fine.reset(puzzle, ParamSet(tabu().params), 1);
    whole.reset(puzzle, ParamSet(tabu().params), 1);
    while (fine.status() == Status::Running) REQUIRE(fine.step(1) == 1);
    whole.step(1000000);
    const Snapshot a = fine.snapshot(), b = whole.snapshot();
    REQUIRE(a.status == Status::Solved);
    CHECK(a.work == b.work);
    CHECK(a.recentMoves == b.recentMoves);
    CHECK(fine.bestGrid() == whole.bestGrid());
    for (std::size_t i = 0; i < a.stats.size(); ++i) {
        CAPTURE(a.stats[i].name);
        CHECK(a.stats[i].value == b.stats[i].value);
    }
    // Golden numbers measured natively: the wasm build must reproduce them exactly.
    CHECK(a.iteration == 1256u);
    CHECK(countersOf<TabuPaperStats>(a).decisionsUndone == 1253.0);
}

TEST_CASE("tabu paper: repair and learn-undone, dfs-learning's settings, are refused with mode=paper") {
    const Grid puzzle = namedPuzzle("aiescargot");
    const std::pair<const char*, const char*> cases[] = {
        {"repair=random", "parameter 'repair' (random) applies only with 'mode' = dfs-learning, not paper"},
        {"learn-undone=off", "parameter 'learn-undone' (off) applies only with 'mode' = dfs-learning, not paper"},
    };
    for (const auto& item : cases) {
        // Plain locals, not a structured binding: Clang 14 (the wasm toolchain) cannot capture those.
        const char* setting = item.first;
        const std::string expected = item.second;
        CAPTURE(setting);
        const ParamSet paper = paramsWith({setting});
        CHECK(testing::inputErrorOf([&] { validateParams(tabu(), paper); }) == expected);
        TabuSolver direct;  // a reset without validateParams first is checked too
        CHECK(testing::inputErrorOf([&] { direct.reset(puzzle, paper, 1); }) == expected);
        CHECK(testing::inputErrorOf([&] { validateParams(tabu(), paramsWith({setting, "mode=dfs-learning"})); }) == "");
    }
}

}  // namespace tabu_paper_test_cases
