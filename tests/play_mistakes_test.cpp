// The app's mistake finder (shell/model/play_mistakes.*): the Hint button names a wrong entry before any
// logical step, then pencil marks that leave out the solution's digit; correcting one is one undo step.
#include "model/play_mistakes.hpp"
#include "doctest.h"
#include "grid/geometry.hpp"
#include "search/exact.hpp"
#include "text/format.hpp"

using namespace sudolab;
using namespace sudolab::app;

namespace {

// The puzzle of the example link; its unique solution has 4 in r1c1.
const char* const kPuzzle = "003020600900305001001806400008102900700000008006708200002609500800203009005010300";

Grid solutionOf(const Grid& puzzle) {
    const SolutionCount count = countSolutions(puzzle, 2);
    REQUIRE(count.solutions == 1);
    return count.first;
}

}  // namespace

TEST_CASE("mistakes: a wrong entry is named first, with its cell, and removing it is one undo step") {
    const Grid puzzle = readPuzzle(kPuzzle);
    const Grid solution = solutionOf(puzzle);
    REQUIRE(solution.at(0) == 4);
    PlayBoard play(puzzle);
    CHECK_FALSE(firstMistake(play, solution).has_value());
    // A right entry first, then the wrong 5 in r1c1 (no clash with any peer).
    REQUIRE(play.setEntry(1, solution.at(1)));
    REQUIRE(play.setEntry(0, 5));
    const auto mistake = firstMistake(play, solution);
    REQUIRE(mistake.has_value());
    CHECK(mistake->kind == PlayMistake::Kind::WrongEntry);
    CHECK(mistake->cell == 0);
    CHECK(mistake->entry == 5);
    const std::string sentence = mistakeSentence(puzzle.geometry(), *mistake);
    CHECK(sentence.find("r1c1") != std::string::npos);
    CHECK(sentence.find("5") != std::string::npos);
    CHECK(sentence.find("4") == std::string::npos);  // the solution's digit is not given away
    CHECK(mistakeOverlay(*mistake).cells == std::vector<int>{0});
    CHECK(correctMistake(play, *mistake));
    CHECK(play.cell(0).entry == 0);
    CHECK(play.cell(1).entry == solution.at(1));
    CHECK_FALSE(firstMistake(play, solution).has_value());
    REQUIRE(play.undo());
    CHECK(play.cell(0).entry == 5);
}

TEST_CASE("mistakes: wrong entries come before marks; marks without the solution's digit are named") {
    const Grid puzzle = readPuzzle(kPuzzle);
    const Grid solution = solutionOf(puzzle);
    PlayBoard play(puzzle);
    // r1c2 (cell 1) gets marks that leave out its solution digit.
    const Value right = solution.at(1);
    const Value other = right == 9 ? 8 : 9;
    REQUIRE(play.toggleMark(1, other));
    auto mistake = firstMistake(play, solution);
    REQUIRE(mistake.has_value());
    CHECK(mistake->kind == PlayMistake::Kind::MarksMissSolution);
    CHECK(mistake->cell == 1);
    CHECK(mistakeSentence(puzzle.geometry(), *mistake).find("r1c2") != std::string::npos);
    // A wrong entry later in the grid still comes first.
    int later = -1;
    for (int cell = 80; cell > 1 && later < 0; --cell)
        if (!puzzle.isGiven(cell)) later = cell;
    REQUIRE(play.setEntry(later, solution.at(later) == 1 ? 2 : 1));
    mistake = firstMistake(play, solution);
    REQUIRE(mistake.has_value());
    CHECK(mistake->kind == PlayMistake::Kind::WrongEntry);
    CHECK(mistake->cell == later);
    // Marks that include the solution's digit are no mistake.
    REQUIRE(play.setEntry(later, 0));
    REQUIRE(play.toggleMark(1, right));
    CHECK_FALSE(firstMistake(play, solution).has_value());
}
