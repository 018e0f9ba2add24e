// Unique puzzles of a chosen grade, made by steering the removal of givens with the grader: a given goes
// only while the puzzle stays solvable by the techniques the grade allows (each step rated within it).
// A board that the sound techniques solve has exactly one solution, so no exact uniqueness check is
// needed, and the grader never runs the harder tiers a grade does not use (what made 16x16 "medium" and
// "hard" draws take minutes when every draw was a minimal puzzle graded to the end).
#pragma once

#include <cstdint>
#include <optional>

#include "grid/grid.hpp"
#include "hints/grade.hpp"
#include "hints/rating.hpp"

namespace sudolab {

/// What one steered draw gave: the puzzle (its removal stopped where the grade's techniques no longer
/// sufficed) and its grade as `sudolab rate` computes it (uniqueness techniques allowed).
struct GradedDraw {
    Grid puzzle = Grid(3);
    Grade grade;
    bool inGrade = false;  ///< the rating falls in the wanted grade (not below it)
};

/// The hardest technique a grade's puzzles may need (kTechniques order): the grader stops there.
Technique lastTechniqueOf(DifficultyGrade grade);
/// The highest rating of a grade (easy 1.5, medium 2.8, hard 4.4, expert 7.4, extreme: none).
double ratingCeilingOf(DifficultyGrade grade);

/// Whether the logic grader solves `puzzle` using only the techniques up to `last`, every step rated at
/// most `ceiling` (no uniqueness techniques: a solve then proves the solution unique).
bool solvesWithin(const Grid& puzzle, Technique last, double ceiling);

/// One draw of order 2..4 for `grade` from `seed`: a random full grid, givens removed in random order
/// while solvesWithin holds for the grade. An extreme draw is removed as far as the expert techniques
/// go, then loses the first further given whose removal the whole engine (forcing one level deep) still
/// solves.
GradedDraw drawOfGrade(int order, DifficultyGrade grade, std::uint64_t seed);

}  // namespace sudolab
