#include "example_grades.hpp"

#include <vector>

namespace sudolab::app {

namespace {

using G = DifficultyGrade;

/// `sudolab rate assets/puzzles/named/*.txt` (grade and solved_by_logic), easiest first; the paper's
/// order within a grade.
const std::vector<ExampleGrade> kGraded = {
    {"sabuncu1", "", G::Medium},
    {"sabuncu2", "", G::Medium},
    {"sabuncu5", "", G::Medium},
    {"sabuncu8", "", G::Medium},
    {"sabuncu10", "", G::Medium},
    {"reseda-easy", "", G::Medium},
    {"reseda-medium", "", G::Medium},
    {"reseda-hard", "", G::Medium},
    {"sabuncu4", "", G::Hard},
    {"sabuncu7", "", G::Hard},
    {"sabuncu9", "", G::Hard},
    {"aiescargot", "AI Escargot", G::Extreme},
    {"platinumblond", "Platinum Blonde", G::Extreme},
    {"goldennugget", "Golden Nugget", G::Extreme},
    {"reddwarf", "Red Dwarf", G::Extreme},
    {"coly013", "coly013", G::Extreme},
    {"tarx0134", "tarx0134", G::Extreme},
    {"sabuncu6", "", G::Extreme},
    {"sabuncu3", "", std::nullopt},
};

}  // namespace

const ExampleGrade* findExampleGrade(std::string_view name) {
    for (const ExampleGrade& example : kGraded)
        if (example.name == name) return &example;
    return nullptr;
}

const std::vector<ExampleGrade>& gradedExamples() { return kGraded; }

std::string gradeTitle(std::optional<DifficultyGrade> grade) {
    if (!grade) return "Beyond logic";
    std::string title(gradeId(*grade));
    title[0] = static_cast<char>(title[0] - 'a' + 'A');
    return title;
}

}  // namespace sudolab::app
