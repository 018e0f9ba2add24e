// A puzzle's grade said to a player: the difficulty name and what it asks of them, without the solver
// lab's counts ("needs search after 0 logical steps" becomes "beyond logic: you will have to guess").
#pragma once

#include <string>

#include "hints/grade.hpp"

namespace sudolab::app {

/// "Difficulty: hard. Solvable by logic; hardest step: X-wing." ("" while grading).
std::string playerGradeText(const Grade& grade);

}  // namespace sudolab::app
