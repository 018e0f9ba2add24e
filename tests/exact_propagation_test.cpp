// The exact engine's propagation beyond singles (backtrack_engine.cpp): box-line reductions (pointing,
// claiming) and Hall-set filtering. Each rule on a handmade 9x9 grid where it must remove given values
// and singles alone do not; on real puzzles no option ever removes a solution's value, and every option
// counts the same solutions as the baseline.
#include <string>
#include <vector>

#include "doctest.h"
#include "grid/validate.hpp"
#include "search/backtrack_engine.hpp"
#include "test_data.hpp"
#include "text/format.hpp"

using namespace sudolab;
using search::BacktrackOptions;

namespace {

/// Candidates of every cell after the root node of a search with the given rules.
std::vector<std::uint64_t> rootCandidates(const Grid& puzzle, bool boxLine, bool hallSets) {
    BacktrackOptions options;
    options.boxLine = boxLine;
    options.hallSets = hallSets;
    auto engine = search::makeBacktrackEngine(puzzle, options);
    REQUIRE(engine->step(1) == 1);
    return engine->currentCandidates();
}

bool holds(const std::vector<std::uint64_t>& candidates, int row, int column, Value v) {
    return (candidates[row * 9 + column] >> (v - 1)) & 1;
}

/// The four rule settings: baseline, box-line, Hall sets, both.
const std::pair<bool, bool> kSettings[] = {{false, false}, {true, false}, {false, true}, {true, true}};

/// Solutions of `puzzle` counted up to `limit` with one rule setting.
std::uint64_t countWith(const Grid& puzzle, std::pair<bool, bool> setting, std::uint64_t limit) {
    BacktrackOptions options;
    options.boxLine = setting.first;
    options.hallSets = setting.second;
    options.solutionLimit = limit;
    auto engine = search::makeBacktrackEngine(puzzle, options);
    while (!engine->finished()) engine->step(1 << 20);
    return engine->stats().solutions;
}

}  // namespace

TEST_CASE("exact propagation: pointing removes a box's row-confined values from the rest of the row") {
    // Box 1's rows 2 and 3 are full (2..7), so 1, 8 and 9 of box 1 lie in row 1: they leave r1c4..r1c9.
    const Grid puzzle = readPuzzle(
        "........."
        "234......"
        "567......"
        "........."
        "........."
        "........."
        "........."
        "........."
        ".........");
    const auto singles = rootCandidates(puzzle, false, false);
    const auto boxLine = rootCandidates(puzzle, true, false);
    CHECK(holds(singles, 0, 3, 1));
    for (int column = 3; column < 9; ++column)
        for (Value v : {1, 8, 9}) CHECK_FALSE(holds(boxLine, 0, column, v));
    for (int column = 0; column < 3; ++column)
        for (Value v : {1, 8, 9}) CHECK(holds(boxLine, 0, column, v));
}

TEST_CASE("exact propagation: claiming removes a row's box-confined values from the rest of the box") {
    // Row 1 holds 2..7 outside box 1, so its 1, 8 and 9 lie in box 1: they leave box 1's rows 2 and 3.
    const Grid puzzle = readPuzzle(
        "...234567"
        "........."
        "........."
        "........."
        "........."
        "........."
        "........."
        "........."
        ".........");
    const auto singles = rootCandidates(puzzle, false, false);
    const auto boxLine = rootCandidates(puzzle, true, false);
    CHECK(holds(singles, 1, 0, 1));
    for (int row = 1; row < 3; ++row)
        for (int column = 0; column < 3; ++column)
            for (Value v : {1, 8, 9}) CHECK_FALSE(holds(boxLine, row, column, v));
    CHECK(holds(boxLine, 3, 0, 1));  // outside the box: untouched
}

TEST_CASE("exact propagation: a Hall pair in a row removes its values from the row's other cells") {
    // Columns 1 and 4 hold 1..6 below, row 1 holds 7: r1c1 and r1c4 are {8, 9}, a naked pair in row 1
    // (in two different boxes). 8 and 9 leave the row's other open cells; box-line rules remove them
    // inside the pair's boxes (columns 1 and 4 claim 7, 8, 9) but not from r1c7 and r1c8.
    const Grid puzzle = readPuzzle(
        "........7"
        "........."
        "........."
        "1..4....."
        "2..5....."
        "3..6....."
        "4..1....."
        "5..2....."
        "6..3.....");
    const auto singles = rootCandidates(puzzle, false, false);
    const auto boxLine = rootCandidates(puzzle, true, false);
    const auto hall = rootCandidates(puzzle, false, true);
    CHECK(holds(singles, 0, 1, 8));
    CHECK(holds(singles, 0, 6, 8));
    CHECK(holds(boxLine, 0, 6, 8));
    CHECK_FALSE(holds(boxLine, 0, 1, 8));
    for (int column : {1, 2, 4, 5, 6, 7})
        for (Value v : {8, 9}) CHECK_FALSE(holds(hall, 0, column, v));
    for (int column : {0, 3})
        for (Value v : {8, 9}) CHECK(holds(hall, 0, column, v));
}

TEST_CASE("exact propagation: no rule removes a value of the solution (a hard 9x9, a 16x16 and a 25x25)") {
    const std::vector<Grid> puzzles = {testing::namedPuzzle("platinumblond"), testing::instance("inst16x16_45_1"),
                                       testing::instance("inst25x25_60_0")};
    for (const Grid& puzzle : puzzles) {
        auto baseline = search::makeBacktrackEngine(puzzle, BacktrackOptions{});
        while (!baseline->finished()) baseline->step(1 << 20);
        REQUIRE(baseline->stats().solutions == 1);
        const std::vector<Value>& solution = baseline->firstSolution();
        for (const auto& setting : kSettings) {
            BacktrackOptions options;
            options.boxLine = setting.first;
            options.hallSets = setting.second;
            auto engine = search::makeBacktrackEngine(puzzle, options);
            engine->step(1);
            const auto candidates = engine->currentCandidates();
            for (std::size_t cell = 0; cell < solution.size(); ++cell)
                CHECK(((candidates[cell] >> (solution[cell] - 1)) & 1) == 1);
            while (!engine->finished()) engine->step(1 << 20);
            Grid found = puzzle;
            for (int cell = 0; cell < found.cellCount(); ++cell) found.set(cell, engine->firstSolution()[cell]);
            CHECK(checkSolution(puzzle, found).empty());
        }
    }
}

TEST_CASE("exact propagation: every rule setting counts the same solutions as the baseline") {
    // The empty 4x4 grid has 288 solutions; a hard 9x9 with its first two givens cleared has
    // several: a rule that dropped a solution's value anywhere in the tree would lose some.
    const Grid empty4(2);
    Grid loose9 = testing::namedPuzzle("platinumblond");
    for (int cell = 0, cleared = 0; cell < loose9.cellCount() && cleared < 2; ++cell)
        if (loose9.at(cell) != 0) {
            loose9.setGivenValue(cell, 0);
            ++cleared;
        }
    const std::uint64_t limit = 1000000;
    const std::uint64_t loose9Count = countWith(loose9, kSettings[0], limit);
    REQUIRE(loose9Count > 1);
    REQUIRE(loose9Count < limit);
    for (const auto& setting : kSettings) {
        CHECK(countWith(empty4, setting, 1000) == 288);
        CHECK(countWith(loose9, setting, limit) == loose9Count);
    }
}

TEST_CASE("exact propagation: every rule setting finds no solution to an unsolvable puzzle") {
    // Row 1's r1c1..r1c3 must hold 1, 8, 9 (the row holds 2..7 elsewhere), but columns 1 and 2 already
    // hold 8 and 9 below: two cells for the one value 1.
    const Grid puzzle = readPuzzle(
        "...234567"
        "........."
        "........."
        "8........"
        ".9......."
        "........."
        "9........"
        ".8......."
        ".........");
    for (const auto& setting : kSettings) CHECK(countWith(puzzle, setting, 10) == 0);
}
