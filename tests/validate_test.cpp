// Conflict finding and solution checking, with the exact messages users see.
#include "grid/validate.hpp"

#include <string>
#include <vector>

#include "base/errors.hpp"
#include "base/rng.hpp"
#include "doctest.h"
#include "generate/generate.hpp"
#include "test_data.hpp"
#include "text/format.hpp"

using namespace sudolab;
using sudolab::testing::canonicalGrid;

namespace {

bool sameConflict(const Conflict& a, const Conflict& b) {
    return a.unit == b.unit && a.cellA == b.cellA && a.cellB == b.cellB && a.value == b.value;
}

}  // namespace

TEST_CASE("validate: full valid grids of every order have no conflicts") {
    for (int order = kMinOrder; order <= kMaxOrder; ++order) {
        CAPTURE(order);
        CHECK(findConflicts(canonicalGrid(order)).empty());
        Rng rng(static_cast<std::uint64_t>(order));
        const Grid random = randomFullGrid(order, rng);
        CHECK(findConflicts(random).empty());
        CHECK(findConflicts(Grid(order)).empty());
        CHECK(checkSolution(random.asPuzzle(), random).empty());
    }
}

TEST_CASE("validate: each duplicate is reported in its row, column and box against the first occurrence") {
    // 9x9: 5 at r1c1, r1c2 (row 1, box 1) and r4c1 (column 1).
    Grid grid(3);
    grid.setGivenValue(0, 5);
    grid.setGivenValue(1, 5);
    grid.setGivenValue(27, 5);
    const std::vector<Conflict> conflicts = findConflicts(grid);
    const std::vector<Conflict> expected = {
        {0, 0, 1, 5},       // row 1
        {9 + 0, 0, 27, 5},  // column 1
        {18 + 0, 0, 1, 5},  // box 1
    };
    REQUIRE(conflicts.size() == expected.size());
    for (std::size_t i = 0; i < expected.size(); ++i) CHECK(sameConflict(conflicts[i], expected[i]));
    CHECK(describeConflict(grid, conflicts[0]) == "value 5 appears twice in row 1: r1c1 and r1c2");
    CHECK(describeConflict(grid, conflicts[1]) == "value 5 appears twice in column 1: r1c1 and r4c1");
    CHECK(describeConflict(grid, conflicts[2]) == "value 5 appears twice in box 1: r1c1 and r1c2");

    // A third copy in the row is reported against the first, not the second.
    grid.setGivenValue(8, 5);
    const auto more = findConflicts(grid);
    REQUIRE(more.size() >= 2);
    CHECK(sameConflict(more[0], {0, 0, 1, 5}));
    CHECK(sameConflict(more[1], {0, 0, 8, 5}));
}

TEST_CASE("validate: 16x16 and 36x36 name large cells and values") {
    Grid grid(4);
    grid.setGivenValue(255, 16);  // r16c16
    grid.setGivenValue(238, 16);  // r15c15, same box 16
    const auto conflicts = findConflicts(grid);
    REQUIRE(conflicts.size() == 1);
    CHECK(describeConflict(grid, conflicts[0]) == "value 16 appears twice in box 16: r15c15 and r16c16");

    Grid big(6);
    big.setGivenValue(35, 36);
    big.setGivenValue(35 + 36 * 30, 36);
    const auto column = findConflicts(big);
    REQUIRE(column.size() == 1);
    CHECK(describeConflict(big, column[0]) == "value 36 appears twice in column 36: r1c36 and r31c36");
}

TEST_CASE("validate: requireNoConflictingGivens") {
    const Grid named = testing::namedPuzzles().front().puzzle;
    CHECK_NOTHROW(requireNoConflictingGivens(named));
    Grid bad = named;
    // aiescargot has 1 at r1c1; a second 1 in column 1 at r9c1 (empty there).
    REQUIRE(bad.at(0) == 1);
    REQUIRE(bad.at(72) == 0);
    bad.setGivenValue(72, 1);
    try {
        requireNoConflictingGivens(bad);
        FAIL("no error for clashing givens");
    } catch (const ConflictingGivensError& error) {
        CHECK(std::string(error.what()) == "conflicting givens: value 1 appears twice in column 1: r1c1 and r9c1");
        CHECK(error.clash() == "value 1 appears twice in column 1: r1c1 and r9c1");
        CHECK(error.line() == 0);
    }
}

TEST_CASE("validate: the reader's clash is a ConflictingGivensError located at the second cell") {
    const std::string text = "\n55" + std::string(79, '.') + "\n";
    try {
        readPuzzles(text);
        FAIL("no error for clashing givens");
    } catch (const ConflictingGivensError& error) {
        CHECK(error.clash() == "value 5 appears twice in row 1: r1c1 and r1c2");
        CHECK(error.line() == 2);
        CHECK(error.column() == 2);
    }
    // Other bad input stays a plain InputError, not a clash.
    CHECK_THROWS_AS(readPuzzles("5x" + std::string(79, '.')), InputError);
    try {
        readPuzzles("5x" + std::string(79, '.'));
    } catch (const ConflictingGivensError&) {
        FAIL("a bad character reported as a clash");
    } catch (const InputError&) {
    }
}

TEST_CASE("validate: checkSolution says what is wrong, naming the cell") {
    const Grid solution = canonicalGrid(3);
    Grid puzzle = solution.asPuzzle();
    for (int cell = 0; cell < 81; cell += 2) puzzle.setGivenValue(cell, 0);
    CHECK(checkSolution(puzzle, solution).empty());

    Grid missing = solution;
    missing.set(13, 0);  // r2c5
    CHECK(checkSolution(puzzle, missing) == "r2c5 is empty");

    // A different valid grid that breaks a given: swap the values 1 and 2 everywhere.
    Grid relabelled = solution;
    for (int cell = 0; cell < 81; ++cell) {
        const Value v = solution.at(cell);
        relabelled.set(cell, v == 1 ? 2 : v == 2 ? 1 : v);
    }
    Grid givenOne = Grid(3);
    givenOne.setGivenValue(0, 1);  // r1c1 = 1 in the canonical grid
    CHECK(checkSolution(givenOne, relabelled) == "r1c1 is 2 but the given is 1");

    Grid clash = solution;
    clash.set(1, solution.at(0));  // r1c2 takes r1c1's value
    CHECK(checkSolution(Grid(3), clash) == "value 1 appears twice in row 1: r1c1 and r1c2");

    CHECK(checkSolution(Grid(3), canonicalGrid(2)) == "the solution is 4x4 but the puzzle is 9x9");
}

TEST_CASE("validate: named puzzles are conflict-free and their full 100% instances are solutions") {
    for (const auto& named : testing::namedPuzzles()) {
        CAPTURE(named.name);
        CHECK(findConflicts(named.puzzle).empty());
        int firstEmpty = 0;
        while (named.puzzle.at(firstEmpty) != 0) ++firstEmpty;
        CHECK(checkSolution(named.puzzle, named.puzzle) == named.puzzle.geometry().cellName(firstEmpty) + " is empty");
    }
    struct Pair {
        const char* full;
        const char* partial;
    };
    for (const Pair& pair : {Pair{"instances/inst16x16_100_0.txt", "instances/inst16x16_45_0.txt"},
                             Pair{"instances/inst25x25_100_0.txt", "instances/inst25x25_45_0.txt"}}) {
        CAPTURE(pair.partial);
        const Grid full = readPuzzle(testing::readDataFile(pair.full));
        CHECK(checkSolution(full, full).empty());
        // The README: every instance with f >= 5 is consistent with the full grid of the same k.
        CHECK(checkSolution(readPuzzle(testing::readDataFile(pair.partial)), full).empty());
    }
}
