#include "grade_words.hpp"

#include "hints/rating.hpp"

namespace sudolab::app {

namespace {

std::string capitalised(std::string_view text) {
    std::string out(text);
    if (!out.empty() && out[0] >= 'a' && out[0] <= 'z') out[0] = static_cast<char>(out[0] - 'a' + 'A');
    return out;
}

}  // namespace

std::string playerGradeText(const Grade& grade) {
    if (!grade.finished) return {};
    if (grade.end == HintStatus::Contradiction) return "These givens contradict each other: no solution.";
    if (!grade.solvedByLogic) return "Difficulty: beyond logic. At some point you will have to guess.";
    const std::string name = capitalised(gradeId(gradeOfRating(grade.rating)));
    if (grade.steps == 0) return "Difficulty: " + name + ". Nothing left to fill.";
    return "Difficulty: " + name + ". Solvable by logic; hardest step: " + std::string(techniqueName(grade.hardest)) +
           ".";
}

}  // namespace sudolab::app
