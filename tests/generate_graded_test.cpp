// The generator steered by a grade (generate/graded.hpp): its puzzles are solved by the grade's
// techniques alone, have one solution, rate in the grade, and every given left is needed.
#include "doctest.h"
#include "generate/graded.hpp"
#include "search/exact.hpp"

using namespace sudolab;

namespace {

/// Whether the puzzle without any one of its givens is no longer solved within the grade.
bool everyGivenNeeded(const Grid& puzzle, DifficultyGrade grade) {
    for (int cell = 0; cell < puzzle.cellCount(); ++cell) {
        if (puzzle.at(cell) == 0) continue;
        Grid fewer = puzzle;
        fewer.setGivenValue(cell, 0);
        if (solvesWithin(fewer, lastTechniqueOf(grade), ratingCeilingOf(grade))) return false;
    }
    return true;
}

}  // namespace

TEST_CASE("graded generator: 16x16 medium and hard draws are unique, in grade, and minimal for it") {
    for (DifficultyGrade grade : {DifficultyGrade::Medium, DifficultyGrade::Hard}) {
        CAPTURE(gradeId(grade));
        // The first seed whose draw lands in the grade (a draw can end below it).
        GradedDraw draw;
        for (std::uint64_t seed = 1; seed <= 5 && !draw.inGrade; ++seed) draw = drawOfGrade(4, grade, seed);
        REQUIRE(draw.inGrade);
        CHECK(gradeOfRating(draw.grade.rating) == grade);
        CHECK(solvesWithin(draw.puzzle, lastTechniqueOf(grade), ratingCeilingOf(grade)));
        const SolutionCount count = countSolutions(draw.puzzle, 2);
        CHECK(count.complete);
        CHECK(count.solutions == 1);
        CHECK(everyGivenNeeded(draw.puzzle, grade));
    }
}

TEST_CASE("graded generator: a grade's ceiling is enforced, and the same seed gives the same puzzle") {
    // A hard draw needs more than the medium techniques: removing its givens went past them.
    GradedDraw hard;
    for (std::uint64_t seed = 1; seed <= 5 && !hard.inGrade; ++seed) hard = drawOfGrade(4, DifficultyGrade::Hard, seed);
    REQUIRE(hard.inGrade);
    CHECK_FALSE(
        solvesWithin(hard.puzzle, lastTechniqueOf(DifficultyGrade::Medium), ratingCeilingOf(DifficultyGrade::Medium)));
    CHECK(drawOfGrade(4, DifficultyGrade::Medium, 7).puzzle.values() ==
          drawOfGrade(4, DifficultyGrade::Medium, 7).puzzle.values());
    CHECK(ratingCeilingOf(DifficultyGrade::Medium) == 2.8);
    CHECK(lastTechniqueOf(DifficultyGrade::Medium) == Technique::BoxLine);
}
