// RESEDA's switches for re-running the paper's tables: zones (none / 3 / 9 / 27), tournament selection,
// Table 1's strategies, and the brute force on a box set up as stepped work.
#include <algorithm>
#include <string>
#include <vector>

#include "doctest.h"
#include "grid/validate.hpp"
#include "run/registry.hpp"
#include "solver_checks.hpp"
#include "solvers/reseda/reseda_brute.hpp"
#include "solvers/reseda/reseda_model.hpp"
#include "solvers/reseda/reseda_stats.hpp"
#include "test_data.hpp"
#include "text/format.hpp"

// This file's cases and helpers live in a namespace of their own: the test files are compiled eight to a
// unit, and another file's helper of the same name (acs(), errorOf(...), kTable) would clash with these.
namespace reseda_paper_test_cases {

using namespace sudolab;
using solvers::ResedaStats;
using testing::instance;
using testing::namedPuzzle;

namespace {

const SolverInfo& reseda() { return requireSolver("reseda"); }

ParamSet paramsWith(const std::vector<std::string>& assignments) { return testing::paramsWith(reseda(), assignments); }

/// The paper's puzzles (sections 3.1, 3.2, 4.1), shipped as named assets.
Grid paperPuzzle(const std::string& level) {
    return readPuzzle(testing::readDataFile("../../assets/puzzles/named/reseda-" + level + ".txt"));
}

}  // namespace

TEST_CASE("reseda paper puzzles: the three assets hold the paper's grids") {
    // Givens counted from the paper's figures 3.1, 3.2 and 4.1; first row of each as printed.
    const Grid easy = paperPuzzle("easy"), medium = paperPuzzle("medium"), hard = paperPuzzle("hard");
    CHECK(easy.givenCount() == 35);
    CHECK(medium.givenCount() == 33);
    CHECK(hard.givenCount() == 31);
    CHECK(std::vector<Value>(easy.values().begin(), easy.values().begin() + 9) ==
          std::vector<Value>{0, 0, 8, 6, 7, 0, 4, 0, 2});
    CHECK(std::vector<Value>(hard.values().begin(), hard.values().begin() + 9) ==
          std::vector<Value>{0, 1, 0, 7, 0, 8, 9, 0, 0});
    for (const Grid* puzzle : {&easy, &medium, &hard}) {
        auto solver = reseda().create();
        solver->reset(*puzzle, ParamSet(reseda().params), 1);
        testing::stepUntilEnd(*solver, 20'000'000, 1000);
        testing::requireSolvedRun(*puzzle, *solver);
    }
}

TEST_CASE("reseda zones: partial restarts fix only the zones of the chosen set, in unit order") {
    const Grid puzzle = paperPuzzle("hard");
    const Geometry& geo = puzzle.geometry();
    struct Case {
        const char* zones;
        std::vector<int> allowed;  // units a zone run may fix
    };
    std::vector<int> diagonal = {18, 22, 26}, boxes, all;
    for (int u = 18; u < 27; ++u) boxes.push_back(u);
    for (int u = 0; u < 27; ++u) all.push_back(u);
    for (const Case& c : {Case{"3", diagonal}, Case{"9", boxes}, Case{"27", all}, Case{"none", {}}}) {
        CAPTURE(c.zones);
        int zoneRuns = 0;
        for (std::uint64_t seed = 1; seed <= 4; ++seed) {
            auto solver = reseda().create();
            solver->reset(puzzle, paramsWith({std::string("zones=") + c.zones, "max-attempts=1"}), seed);
            std::vector<int> seen;
            while (solver->status() == Status::Running) {
                solver->step(50);  // a run is at least one generation (100 samples)
                const int zone = static_cast<int>(countersOf<ResedaStats>(solver->snapshot()).fixedZone);
                if (zone >= 0 && (seen.empty() || seen.back() != zone)) seen.push_back(zone);
            }
            const Snapshot snap = solver->snapshot();
            CHECK(countersOf<ResedaStats>(snap).fullRestarts == 0);
            CHECK(countersOf<ResedaStats>(snap).partialRestarts + countersOf<ResedaStats>(snap).zonesRejected <=
                  static_cast<double>(c.allowed.size()));
            for (int zone : seen) {
                CAPTURE(geo.unitName(zone));
                CHECK(std::find(c.allowed.begin(), c.allowed.end(), zone) != c.allowed.end());
            }
            CHECK(std::is_sorted(seen.begin(), seen.end()));
            CHECK(std::adjacent_find(seen.begin(), seen.end()) == seen.end());
            zoneRuns += static_cast<int>(seen.size());
            if (c.allowed.empty()) CHECK(countersOf<ResedaStats>(snap).runs == 1);
        }
        if (!c.allowed.empty()) CHECK(zoneRuns > 0);
    }
}

TEST_CASE("reseda tournament: each of Q1 consecutive groups keeps its lowest-cost sample") {
    // Q = 9 offers, Q1 = 3 groups of 3: costs 5 3 4 | 2 2 7 | 9 8 1. Winners: sample 1 (3), sample 3
    // (2, the earlier of the two 2s), sample 8 (1). Truncation would keep costs 1, 2, 2 instead.
    const std::vector<int> costs = {5, 3, 4, 2, 2, 7, 9, 8, 1};
    for (int round = 0; round < 2; ++round) {  // the second round checks that clear() starts over
        solvers::EliteSet tournament, truncation;
        tournament.reset(3, 4, 9);
        truncation.reset(3, 4);
        for (int s = 0; s < 9; ++s) {
            std::vector<Value> sample(4, static_cast<Value>(s + 1));
            std::vector<Value> copy = sample;
            tournament.offer(costs[s], sample);
            truncation.offer(costs[s], copy);
        }
        REQUIRE(tournament.size() == 3);
        CHECK(tournament.cost(0) == 1);
        CHECK(tournament.values(0)[0] == 9);
        CHECK(tournament.cost(1) == 2);
        CHECK(tournament.values(1)[0] == 4);
        CHECK(tournament.cost(2) == 3);
        CHECK(tournament.values(2)[0] == 2);
        CHECK(truncation.cost(2) == 2);
        tournament.clear();
        CHECK(tournament.size() == 0);
    }
    // And the solver runs with it.
    const Grid puzzle = paperPuzzle("easy");
    auto solver = reseda().create();
    solver->reset(puzzle, paramsWith({"selection=tournament"}), 3);
    testing::stepUntilEnd(*solver, 20'000'000, 1000);
    testing::requireSolvedRun(puzzle, *solver);
}

TEST_CASE("reseda Table 1 strategies: no pre-computation lets samples break the givens' exclusions") {
    // With precompute=none some sampled cell holds a value a given peer holds; with the default never.
    const Grid puzzle = paperPuzzle("easy");
    const Geometry& geo = puzzle.geometry();
    for (const char* precompute : {"none", "givens"}) {
        CAPTURE(precompute);
        for (const char* sampling : {"permutations", "cells"}) {
            CAPTURE(sampling);
            auto solver = reseda().create();
            solver->reset(puzzle,
                          paramsWith({std::string("precompute=") + precompute, std::string("sampling=") + sampling,
                                      "max-attempts=1"}),
                          5);
            solver->step(1);
            const Grid shown = solver->snapshot().grid;
            bool breaksGiven = false, boxRepeats = false;
            for (int cell = 0; cell < puzzle.cellCount(); ++cell) {
                if (puzzle.isGiven(cell)) continue;
                for (int peer : geo.peers[cell])
                    if (puzzle.isGiven(peer) && puzzle.at(peer) == shown.at(cell)) breaksGiven = true;
            }
            for (int box = 0; box < geo.size; ++box) {
                Candidates seen = 0;
                for (int cell : geo.units[2 * geo.size + box]) seen |= bitOf(shown.at(cell));
                if (countOf(seen) < geo.size) boxRepeats = true;
            }
            CHECK(breaksGiven == (std::string(precompute) == "none"));
            if (std::string(sampling) == "cells") CHECK(boxRepeats);
        }
    }
}

TEST_CASE("reseda brute force: the set-up is stepped work, bounded per unit") {
    // AI Escargot's top-left box: the paper counts 24 admissible permutations.
    {
        auto solver = reseda().create();
        solver->reset(namedPuzzle("aiescargot"), paramsWith({"brute-force=on", "brute-force-box=top-left"}), 1);
        CHECK(solver->status() == Status::Running);
        CHECK(countersOf<ResedaStats>(solver->snapshot()).setupUnits == 0);
        while (countersOf<ResedaStats>(solver->snapshot()).samples == 0) REQUIRE(solver->step(1) == 1);
        const Snapshot snap = solver->snapshot();
        CHECK(countersOf<ResedaStats>(snap).bruteForceBox == 0);
        CHECK(countersOf<ResedaStats>(snap).bruteForcePermutations == 24);
        CHECK(countersOf<ResedaStats>(snap).setupUnits + 1 == static_cast<double>(snap.work));
    }
    // A 25x25: the counting spans many units, none exploring more than the bound.
    auto solver = reseda().create();
    solver->reset(instance("inst25x25_45_0"), paramsWith({"brute-force=on"}), 1);
    double nodes = 0;
    int units = 0;
    while (solver->status() == Status::Running && countersOf<ResedaStats>(solver->snapshot()).samples == 0) {
        REQUIRE(solver->step(1) == 1);
        const double now = countersOf<ResedaStats>(solver->snapshot()).setupNodes;
        CHECK(now - nodes <= static_cast<double>(solvers::kBruteForceNodesPerUnit));
        nodes = now;
        ++units;
    }
    CHECK(units > 3);
    CHECK(nodes > 3.0 * solvers::kBruteForceNodesPerUnit);
}

TEST_CASE("reseda brute force: the stepped enumerator counts like a plain recursion, whatever the slices") {
    // Four cells, allowed sets {1,2,3}, {1,2}, {2,3,4}, {1,4}, value 4 used elsewhere only in the last.
    const std::vector<Candidates> allowed = {0b0111, 0b0011, 0b1110, 0b1001};
    int expected = 0;
    for (int a = 1; a <= 4; ++a)
        for (int b = 1; b <= 4; ++b)
            for (int c = 1; c <= 4; ++c)
                for (int d = 1; d <= 4; ++d) {
                    const int v[4] = {a, b, c, d};
                    bool ok = true;
                    for (int i = 0; i < 4; ++i) {
                        if (!(allowed[i] & bitOf(static_cast<Value>(v[i])))) ok = false;
                        for (int j = 0; j < i; ++j) ok = ok && v[i] != v[j];
                    }
                    expected += ok;
                }
    for (std::uint64_t slice : {1, 2, 1000}) {
        CAPTURE(slice);
        solvers::PermutationEnumerator e;
        e.start(allowed, 0, 100, true);
        while (!e.done()) CHECK(e.advance(slice) <= slice);
        CHECK(static_cast<int>(e.found()) == expected);
        CHECK(static_cast<int>(e.kept().size()) == expected);
    }
    solvers::PermutationEnumerator capped;
    capped.start(allowed, 0, 1, true);
    while (!capped.done()) capped.advance(1);
    CHECK(capped.found() == 2);  // "more than the cap"
    CHECK(capped.kept().size() == 1);
}

}  // namespace reseda_paper_test_cases
