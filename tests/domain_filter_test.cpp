// The alldifferent filters (bounds consistency with Hall intervals, Régin's domain consistency, AC-3 on
// the pairwise disequalities) on one unit and propagated over whole grids, and the Table-2 measure.
#include <algorithm>
#include <cstdint>
#include <string>
#include <vector>

#include "base/rng.hpp"
#include "doctest.h"
#include "generate/generate.hpp"
#include "grid/validate.hpp"
#include "propagation/alldifferent.hpp"
#include "propagation/domain_filter.hpp"
#include "search/exact.hpp"
#include "test_data.hpp"
#include "text/format.hpp"

using namespace sudolab;

namespace {

Candidates set(std::initializer_list<int> values) {
    Candidates out = 0;
    for (int v : values) out |= bitOf(static_cast<Value>(v));
    return out;
}

/// For each variable, the values that some assignment of pairwise different values uses (brute force);
/// false if there is no such assignment.
bool supportedValues(const std::vector<Candidates>& domains, std::vector<Candidates>& supported) {
    const std::size_t n = domains.size();
    supported.assign(n, 0);
    std::vector<Value> chosen(n, 0);
    bool any = false;
    const auto search = [&](auto& self, std::size_t i, Candidates used) -> void {
        if (i == n) {
            any = true;
            for (std::size_t k = 0; k < n; ++k) supported[k] |= bitOf(chosen[k]);
            return;
        }
        for (Candidates rest = domains[i] & ~used; rest; rest &= rest - 1) {
            chosen[i] = lowestValue(rest);
            self(self, i + 1, used | bitOf(chosen[i]));
        }
    };
    search(search, 0, 0);
    return any;
}

bool subsetOf(Candidates a, Candidates b) { return (a & ~b) == 0; }

/// One solution of a solvable puzzle (a sound filter keeps the values of every solution; note that
/// sabuncu3 has two).
Grid someSolution(const Grid& puzzle) {
    const SolutionCount count = countSolutions(puzzle, 1);
    REQUIRE(count.solutions == 1);
    return count.first;
}

/// Named puzzles plus generated ones (with their first solution), the sets the grid-level checks run on.
struct Case {
    std::string name;
    Grid puzzle;
    Grid solution;
};
std::vector<Case> gridCases() {
    std::vector<Case> out;
    for (const auto& named : testing::namedPuzzles()) {
        CAPTURE(named.name);
        out.push_back({named.name, named.puzzle, someSolution(named.puzzle)});
    }
    for (std::uint64_t seed = 1; seed <= 3; ++seed) {
        const Grid g9 = generateFixedFraction(3, 0.35, seed);
        out.push_back({"9x9 p=0.35 seed " + std::to_string(seed), g9, countSolutions(g9, 1).first});
        const Grid g16 = generateFixedFraction(4, 0.5, seed);
        const SolutionCount count16 = countSolutions(g16, 1, 200000);
        REQUIRE(count16.solutions == 1);
        out.push_back({"16x16 p=0.5 seed " + std::to_string(seed), g16, count16.first});
    }
    return out;
}

}  // namespace

TEST_CASE("alldifferent: Hall intervals, the paper's kind of example") {
    // x1, x2 in {1,2}: [1,2] is a Hall interval, so x3 loses 1 and 2.
    std::vector<Candidates> d = {set({1, 2}), set({1, 2}), set({1, 2, 3, 4})};
    REQUIRE(boundsAlldifferent(d, 4));
    CHECK(d[2] == set({3, 4}));
    // Three variables inside two values: no solution.
    d = {set({1, 2}), set({1, 2}), set({1, 2})};
    CHECK_FALSE(boundsAlldifferent(d, 4));
    // A singleton is a Hall interval of width 1; ours removes Hall values from whole domains, so an
    // interior value goes too (strict bounds consistency would keep 2 in {1,2,3}: it is not a bound).
    d = {set({2}), set({1, 2, 3})};
    REQUIRE(boundsAlldifferent(d, 3));
    CHECK(d[1] == set({1, 3}));
    // Pairwise arc consistency sees nothing in the first example; bounds consistency does.
    d = {set({1, 2}), set({1, 2}), set({1, 2, 3})};
    REQUIRE(pairwiseAlldifferent(d));
    CHECK(d[2] == set({1, 2, 3}));
    REQUIRE(boundsAlldifferent(d, 3));
    CHECK(d[2] == set({3}));
}

TEST_CASE("alldifferent: Régin's domain consistency sees through holes that bounds miss") {
    // x1, x2 in {1,3}: every interval relaxation is [1,3], so no Hall interval is narrower than the
    // three variables; the matching argument still forces x3 = 2.
    std::vector<Candidates> bc = {set({1, 3}), set({1, 3}), set({1, 2, 3})};
    std::vector<Candidates> dc = bc;
    REQUIRE(boundsAlldifferent(bc, 3));
    CHECK(bc[2] == set({1, 2, 3}));
    REQUIRE(reginAlldifferent(dc, 3));
    CHECK(dc[2] == set({2}));
    CHECK(dc[0] == set({1, 3}));
    std::vector<Candidates> none = {set({1, 3}), set({1, 3}), set({1, 3})};
    CHECK_FALSE(reginAlldifferent(none, 3));
}

TEST_CASE("alldifferent: on random small units, dc = brute force and dc within bc within pairwise") {
    Rng rng(2024);
    int unsat = 0, bcStrictlyWeaker = 0, pairwiseStrictlyWeaker = 0;
    for (int trial = 0; trial < 1500; ++trial) {
        const int n = 2 + static_cast<int>(rng.below(6));        // 2..7 variables
        const int values = n + static_cast<int>(rng.below(3));   // n..n+2 values
        std::vector<Candidates> d(n);
        for (Candidates& c : d) {
            do c = rng.next() & allValues(values);
            while (c == 0);
        }
        CAPTURE(trial);
        std::vector<Candidates> supported;
        const bool solvable = supportedValues(d, supported);
        std::vector<Candidates> dc = d, bc = d, pw = d;
        const bool dcOk = reginAlldifferent(dc, values);
        const bool bcOk = boundsAlldifferent(bc, values);
        const bool pwOk = pairwiseAlldifferent(pw);
        REQUIRE(dcOk == solvable);
        if (!bcOk) REQUIRE_FALSE(solvable);  // a bounds failure is a proof
        if (!pwOk) REQUIRE_FALSE(bcOk);      // and it fails at least when pairwise arc consistency does
        if (!solvable) {
            ++unsat;
            continue;
        }
        REQUIRE(bcOk);
        REQUIRE(pwOk);
        bool ordered = true;
        for (int i = 0; i < n; ++i) {
            ordered = ordered && dc[i] == supported[i]   // exactly the supported values
                      && subsetOf(dc[i], bc[i])          // bounds never removes a supported value
                      && subsetOf(bc[i], pw[i])          // and removes at least what the ≠ arcs remove
                      && subsetOf(pw[i], d[i]);
            bcStrictlyWeaker += dc[i] != bc[i];
            pairwiseStrictlyWeaker += bc[i] != pw[i];
        }
        REQUIRE(ordered);
        // bc's fixed point has no interval [a,b] with more variables inside than values, and the values
        // of each Hall interval appear in no variable outside it.
        bool hallRespected = true;
        for (int a = 1; a <= values; ++a)
            for (int b = a; b <= values; ++b) {
                const Candidates range = allValues(b) & ~allValues(a - 1);
                int inside = 0;
                for (int i = 0; i < n; ++i) inside += subsetOf(bc[i], range);
                if (inside > b - a + 1) hallRespected = false;
                if (inside < b - a + 1) continue;
                for (int i = 0; i < n; ++i)
                    if (!subsetOf(bc[i], range) && (bc[i] & range) != 0) hallRespected = false;
            }
        REQUIRE(hallRespected);
    }
    // The sample exercises every case: unsatisfiable units, and strict gaps between the three filters.
    CHECK(unsat > 50);
    CHECK(bcStrictlyWeaker > 50);
    CHECK(pairwiseStrictlyWeaker > 50);
}

TEST_CASE("domain filter: sound on whole grids, dc within bc within ac3, and one fixed point") {
    for (const Case& c : gridCases()) {
        CAPTURE(c.name);
        REQUIRE(checkSolution(c.puzzle, c.solution) == "");
        Domains byKind[3];
        for (FilterKind kind : kFilterKinds) {
            CAPTURE(filterName(kind));
            Domains& d = byKind[static_cast<int>(kind)];
            const DomainReduction r = measureDomainReduction(c.puzzle, kind, d);
            REQUIRE_FALSE(r.wipeOut);
            const int givens = c.puzzle.givenCount(), n = c.puzzle.size();
            CHECK(r.initialValues == n * (c.puzzle.cellCount() - givens) + givens);
            CHECK(r.removedValues == r.initialValues - r.remainingValues);
            int unsound = 0;  // cells that lost the solution's value, or a given that lost its own
            for (int cell = 0; cell < c.puzzle.cellCount(); ++cell)
                unsound += (d[cell] & bitOf(c.solution.at(cell))) == 0 ||
                           (c.puzzle.at(cell) != 0 && d[cell] != bitOf(c.puzzle.at(cell)));
            REQUIRE(unsound == 0);
            // filterFrom after one decision reaches the same fixed point as filterAll.
            int cell = 0;
            while (cell < c.puzzle.cellCount() && isSingle(d[cell])) ++cell;
            if (cell == c.puzzle.cellCount()) continue;  // the filter alone solved it
            DomainFilter filter(c.puzzle.geometry(), kind);
            Domains incremental = d, full = d;
            incremental[cell] = full[cell] = bitOf(c.solution.at(cell));
            const int changed[1] = {cell};
            REQUIRE(filter.filterFrom(incremental, changed));
            REQUIRE(filter.filterAll(full));
            CHECK(incremental == full);
            CHECK(filter.counters().calls == 2);
            CHECK(filter.counters().wipeOuts == 0);
        }
        const Domains& bc = byKind[static_cast<int>(FilterKind::Bounds)];
        const Domains& ac3 = byKind[static_cast<int>(FilterKind::Ac3)];
        const Domains& dc = byKind[static_cast<int>(FilterKind::Domain)];
        bool ordered = true;
        for (int cell = 0; cell < c.puzzle.cellCount(); ++cell)
            ordered = ordered && subsetOf(dc[cell], bc[cell]) && subsetOf(bc[cell], ac3[cell]);
        CHECK(ordered);
    }
}

TEST_CASE("domain filter: Table-2 measure on the named puzzles") {
    // Golden percentages (docs/solvers/tabu.md has the full table); dc removes at least what bc removes,
    // bc at least what ac3 removes, and dc alone solves the four puzzles that singles propagation solves.
    const auto named = testing::namedPuzzles();
    int strictlyStronger = 0;
    for (const auto& p : named) {
        CAPTURE(p.name);
        const DomainReduction ac3 = measureDomainReduction(p.puzzle, FilterKind::Ac3);
        const DomainReduction bc = measureDomainReduction(p.puzzle, FilterKind::Bounds);
        const DomainReduction dc = measureDomainReduction(p.puzzle, FilterKind::Domain);
        CHECK(ac3.initialValues == bc.initialValues);
        CHECK(ac3.removedValues <= bc.removedValues);
        CHECK(bc.removedValues <= dc.removedValues);
        strictlyStronger += bc.removedValues < dc.removedValues;
        const bool singlesSolve = p.name == "sabuncu1" || p.name == "sabuncu2" || p.name == "sabuncu5" ||
                                  p.name == "sabuncu10";
        if (singlesSolve) {
            CHECK(dc.remainingValues == p.puzzle.cellCount());
            CHECK(dc.fixedCells == p.puzzle.cellCount() - p.puzzle.givenCount());
        }
    }
    CHECK(strictlyStronger > 0);
    // AI Escargot: 24 givens, so 57 * 9 + 24 = 537 starting values; its box 1 (3 givens) starts with the
    // 57 values of the paper's Figure 5.
    const Grid& escargot = named[0].puzzle;
    CHECK(measureDomainReduction(escargot, FilterKind::Bounds).initialValues == 537);
    const Domains start = domainsOf(escargot);
    int box1 = 0;
    for (int cell : escargot.geometry().units[2 * 9]) box1 += countOf(start[cell]);
    CHECK(box1 == 57);
}

TEST_CASE("domain filter: names, and wipe-outs on contradictory grids") {
    FilterKind kind = FilterKind::Ac3;
    CHECK(parseFilterKind("dc", kind));
    CHECK(kind == FilterKind::Domain);
    CHECK_FALSE(parseFilterKind("gac", kind));
    CHECK(kind == FilterKind::Domain);
    for (FilterKind k : kFilterKinds) {
        FilterKind parsed = FilterKind::Ac3;
        CHECK(parseFilterKind(filterName(k), parsed));
        CHECK(parsed == k);
    }
    // r1c9 has no value left (row 1 holds 1-8, column 9 holds 9): every filter finds the wipe-out.
    const Grid dead = readPuzzle("12345678.........9...............................................................");
    for (FilterKind k : kFilterKinds) {
        CAPTURE(filterName(k));
        const DomainReduction r = measureDomainReduction(dead, k);
        CHECK(r.wipeOut);
    }
}
