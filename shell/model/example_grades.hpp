// What a player reads about the embedded example puzzles: a title and the grade the logic grader gives
// (hints/grade.hpp, the same grade as `sudolab rate`), so the list says "Hard" rather than "sabuncu4".
// Graded once here rather than at every page load (the extreme ones take the grader a second or more);
// tests/model_example_grades_test.cpp grades them again and must agree.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "hints/rating.hpp"

namespace sudolab::app {

/// A graded example: its title for players and its grade (nullopt: logic alone does not solve it).
struct ExampleGrade {
    std::string_view name;   ///< the example's file name without extension ("sabuncu4")
    std::string_view title;  ///< a well-known puzzle's name ("AI Escargot"), "" for a numbered one
    std::optional<DifficultyGrade> grade;
};

/// The grade of a named example, or nullptr for a puzzle that is not in the table (the generated
/// instances of the solver lab).
const ExampleGrade* findExampleGrade(std::string_view name);

/// Every graded example, easiest grade first (the order the list shows them in).
const std::vector<ExampleGrade>& gradedExamples();

/// "Medium", "Hard", ..., or "Beyond logic" for nullopt.
std::string gradeTitle(std::optional<DifficultyGrade> grade);

}  // namespace sudolab::app
