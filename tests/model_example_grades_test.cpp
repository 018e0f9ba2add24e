// The example list's grades (shell/model/example_grades.*) are the grader's: every named example shipped
// under tests/data/named is graded again here and must have the grade the list shows.
#include "doctest.h"
#include "hints/grade.hpp"
#include "hints/hint.hpp"
#include "model/example_grades.hpp"
#include "test_data.hpp"

using namespace sudolab;
using namespace sudolab::app;

TEST_CASE("example grades: the list's grade is the grader's, for every example in the test data") {
    int checked = 0;
    for (const testing::NamedPuzzle& named : testing::namedPuzzles()) {
        const ExampleGrade* listed = findExampleGrade(named.name);
        CAPTURE(named.name);
        REQUIRE(listed != nullptr);
        const Grade grade = gradePuzzle(named.puzzle, provesUniqueSolution(named.puzzle));
        if (listed->grade) {
            CHECK(grade.solvedByLogic);
            CHECK(gradeOfRating(grade.rating) == *listed->grade);
        } else {
            CHECK_FALSE(grade.solvedByLogic);
        }
        ++checked;
    }
    CHECK(checked >= 16);
    CHECK(gradeTitle(DifficultyGrade::Hard) == "Hard");
    CHECK(gradeTitle(std::nullopt) == "Beyond logic");
    CHECK(findExampleGrade("inst25x25_45_0") == nullptr);
}
