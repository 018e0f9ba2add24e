// Numeric difficulty of hints and puzzles on a scale in the spirit of Sudoku Explainer's (1.0 full house
// .. 9.5+ nested forcing nets): each technique has a weight, a chain or forcing proof adds 0.1 for each
// length threshold it passes (4, 6, 8, 12, 16, 24, 32, ...), and a puzzle rates as its hardest step.
// Named grades bucket the scale for players (docs/HINTS.md lists the table).
#pragma once

#include <optional>
#include <string_view>

#include "hints/hint.hpp"

namespace sudolab {

/// Grade names players understand, easiest first.
enum class DifficultyGrade : std::uint8_t { Easy, Medium, Hard, Expert, Extreme };

/// The base weight of a technique on the scale.
double techniqueWeight(Technique technique);
/// The rating of one step: its technique's weight plus the length bonus of chains and forcing proofs.
double stepRating(const Hint& hint);
/// The grade of a rating: easy <= 1.5 < medium <= 2.8 < hard <= 4.4 < expert <= 7.4 < extreme.
DifficultyGrade gradeOfRating(double rating);
/// "easy", "medium", "hard", "expert", "extreme".
std::string_view gradeId(DifficultyGrade grade);
/// Parses a grade id; nullopt if unknown.
std::optional<DifficultyGrade> parseGrade(std::string_view id);

}  // namespace sudolab
