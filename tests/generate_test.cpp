// Generators: Lewis's shuffled full grids with a kept fraction, and the unique-solution generator.
#include <string>

#include "doctest.h"
#include "generate/generate.hpp"
#include "grid/validate.hpp"
#include "search/exact.hpp"

using namespace sudolab;

namespace {

/// One-line form written here (not with writeGrid) so the golden strings depend on the generator only.
std::string lineOf(const Grid& grid) {
    std::string text;
    for (Value v : grid.values()) text += v == 0 ? '.' : static_cast<char>(v < 10 ? '0' + v : 'A' + v - 10);
    return text;
}

/// The full grid the fixed-fraction generator starts from for this seed (same draws, same order).
Grid fullGridForSeed(int order, std::uint64_t seed) {
    Rng rng(seed);
    return randomFullGrid(order, rng);
}

}  // namespace

TEST_CASE("generate: random full grids are valid for every order") {
    for (int order = kMinOrder; order <= kMaxOrder; ++order) {
        for (std::uint64_t seed = 0; seed < 5; ++seed) {
            Rng rng(seed);
            const Grid grid = randomFullGrid(order, rng);
            CAPTURE(order);
            CAPTURE(seed);
            CHECK(grid.order() == order);
            CHECK(grid.isSolved());
            CHECK(grid.givenCount() == grid.cellCount());
        }
    }
}

TEST_CASE("generate: shuffling moves away from the canonical pattern") {
    // The canonical first row is 1..N in order; with N! relabellings alone, 5 seeds all keeping it is
    // impossible in practice, and a broken shuffle would keep it every time.
    int canonicalFirstRows = 0;
    for (std::uint64_t seed = 0; seed < 5; ++seed) {
        Rng rng(seed);
        const Grid grid = randomFullGrid(3, rng);
        bool canonical = true;
        for (int column = 0; column < 9; ++column) canonical = canonical && grid.at(column) == column + 1;
        canonicalFirstRows += canonical ? 1 : 0;
    }
    CHECK(canonicalFirstRows < 5);
}

TEST_CASE("generate: fixed fraction keeps about p of the cells and agrees with a full grid") {
    for (int order : {3, 4, 5}) {
        for (double p : {0.2, 0.45, 0.8}) {
            long long kept = 0;
            long long cells = 0;
            for (std::uint64_t seed = 1; seed <= 20; ++seed) {
                const Grid puzzle = generateFixedFraction(order, p, seed);
                CAPTURE(order);
                CAPTURE(p);
                CAPTURE(seed);
                REQUIRE(puzzle.order() == order);
                // Every given is the value of the seed's full grid, which is therefore a solution.
                CHECK(checkSolution(puzzle, fullGridForSeed(order, seed)) == "");
                CHECK(puzzle.givenCount() == puzzle.filledCount());
                kept += puzzle.givenCount();
                cells += puzzle.cellCount();
            }
            // At least 20 * 81 = 1620 Bernoulli draws: the standard deviation of the fraction is <= 0.0125,
            // so 0.05 is 4 standard deviations (and the seeds are fixed, so the outcome never changes).
            const double fraction = static_cast<double>(kept) / static_cast<double>(cells);
            CAPTURE(fraction);
            CHECK(fraction > p - 0.05);
            CHECK(fraction < p + 0.05);
        }
    }
}

TEST_CASE("generate: fixed fraction extremes and bad arguments") {
    CHECK(generateFixedFraction(3, 0.0, 7).filledCount() == 0);
    const Grid full = generateFixedFraction(4, 1.0, 7);
    CHECK(full.isSolved());
    CHECK(full == fullGridForSeed(4, 7));
    CHECK_THROWS(generateFixedFraction(3, -0.1, 1));
    CHECK_THROWS(generateFixedFraction(3, 1.5, 1));
    CHECK_THROWS(generateFixedFraction(9, 0.5, 1));
    CHECK_THROWS(generateUnique(5, 0, 1));
    CHECK_THROWS(generateUnique(3, 82, 1));
}

TEST_CASE("generate: same seed gives the same puzzle, different seeds differ") {
    for (int order : {2, 3, 4, 5, 6}) {
        CAPTURE(order);
        CHECK(generateFixedFraction(order, 0.5, 123) == generateFixedFraction(order, 0.5, 123));
        CHECK(generateFixedFraction(order, 0.5, 123) != generateFixedFraction(order, 0.5, 124));
    }
    CHECK(generateUnique(3, 0, 5) == generateUnique(3, 0, 5));
    CHECK(generateUnique(3, 0, 5) != generateUnique(3, 0, 6));
}

TEST_CASE("generate: golden outputs (native and wasm must print the same)") {
    // These strings pin the draw order of randomFullGrid and the fixed-fraction pass. If the generator
    // changes on purpose, update them; if only one platform fails, determinism is broken.
    CHECK(lineOf(generateFixedFraction(3, 0.5, 42)) ==
          "47..65......47......5.....49.47......5.924.37.3...1429.47..6...5.9.47...3.65..74.");
    CHECK(lineOf(generateFixedFraction(4, 0.4, 2024)) ==
          ".G..9.2..B.8.37A....E..G96....1.9F.2.....37.GC5ED....3.4EC...629..8..4E56G921F...2........A.....B1FD38.7"
          "....2G96...E.G...FD1..A..B.....37...6.G5..E..9FB1....A....D.7A4C..G6B.F27..4..G6.9.B...1.D.......7.E..6.."
          "9.6F.B..13.E..4...3.7.E...9.2B.4.7...69..B.A1..");
    // 9x9 uniqueness checks run to completion, so this output depends only on the removal order and
    // the mathematical fact of uniqueness, not on how the exact solver searches.
    CHECK(lineOf(generateUnique(3, 0, 42)) ==
          ".7.8.5.9.19......8......3....4.3.1.6...9.....738.5....2...86..55.9..7....8...9.4.");
}

TEST_CASE("generate: unique puzzles have exactly one solution") {
    for (int order : {2, 3}) {
        for (std::uint64_t seed = 1; seed <= 3; ++seed) {
            CAPTURE(order);
            CAPTURE(seed);
            const Grid puzzle = generateUnique(order, 0, seed);
            const SolutionCount count = countSolutions(puzzle, 2);
            CHECK(count.complete);
            REQUIRE(count.solutions == 1);
            CHECK(checkSolution(puzzle, count.first) == "");
            CHECK(checkSolution(puzzle, fullGridForSeed(order, seed)) == "");
            CHECK(puzzle.givenCount() < puzzle.cellCount() / 2);
        }
    }
}

TEST_CASE("generate: unique 9x9 with target 0 is minimal in its removal order") {
    // Every given left was put back because removing it broke uniqueness, and removing more givens
    // only adds solutions: so removing any single given of the result must give several solutions.
    const Grid puzzle = generateUnique(3, 0, 11);
    for (int cell = 0; cell < puzzle.cellCount(); ++cell) {
        if (!puzzle.isGiven(cell)) continue;
        Grid fewer = puzzle;
        fewer.setGivenValue(cell, 0);
        CAPTURE(cell);
        CHECK(countSolutions(fewer, 2).solutions == 2);
    }
}

TEST_CASE("generate: unique generator stops at the target clue count") {
    const Grid puzzle = generateUnique(3, 36, 3);
    CHECK(puzzle.givenCount() == 36);
    const SolutionCount count = countSolutions(puzzle, 2);
    CHECK(count.complete);
    CHECK(count.solutions == 1);
}

TEST_CASE("generate: unique 16x16 puzzles have exactly one solution") {
    const Grid puzzle = generateUnique(4, 0, 2);  // seed 2 generates in ~0.1 s
    const SolutionCount count = countSolutions(puzzle, 2);
    CHECK(count.complete);
    REQUIRE(count.solutions == 1);
    CHECK(checkSolution(puzzle, fullGridForSeed(4, 2)) == "");
    CHECK(puzzle.givenCount() < 256 / 2);
}
