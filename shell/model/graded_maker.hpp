// A fresh 9x9 puzzle of a chosen difficulty, made a few milliseconds at a time so the page keeps drawing:
// draws unique puzzles (generate/generate.hpp) from a seed onwards and grades each one with the logic
// grader (hints/grade.hpp), stepped too, until one has the wanted grade. The same request always gives the
// same puzzle (the generator and the grader are deterministic), which is what the daily puzzle relies on.
#pragma once

#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>

#include "grid/grid.hpp"
#include "hints/grade.hpp"
#include "hints/rating.hpp"

namespace sudolab::app {

/// What to make: a grade, and the first seed of the draws (seed, seed + 1, ...).
struct GradedRequest {
    DifficultyGrade grade = DifficultyGrade::Medium;
    std::uint64_t firstSeed = 1;
    std::string source;  ///< the puzzle's name on screen and in saved games ("Daily 2026-11-26, hard")
};

/// A puzzle the maker found.
struct GradedPuzzle {
    Grid puzzle = Grid(3);
    Grade grade;
    std::uint64_t seed = 0;  ///< the draw that gave it
    int draws = 0;           ///< puzzles generated to find it
    std::string source;
};

/// The givens a draw keeps for a grade: "easy" (full houses and hidden singles only) needs a nearly full
/// grid (removal as far as uniqueness allows never gave one in 1,000 draws: docs/HINTS.md), the other
/// grades remove as far as uniqueness allows (0).
int cluesForGrade(DifficultyGrade grade);

class GradedMaker {
public:
    /// Draws tried before the maker gives up with a message (each grade needs far fewer: docs/APP.md).
    static constexpr int kMaxDraws = 2000;

    /// `now` is a steady clock in seconds (injected, so the tests can slice by work).
    explicit GradedMaker(std::function<double()> now);
    /// Starts making a puzzle (drops one being made).
    void start(GradedRequest request);
    /// Stops making it.
    void cancel();
    bool busy() const { return request_.has_value(); }
    /// Works until `seconds` have passed on the clock (at least one grading step). Returns the puzzle
    /// once found (the maker is then idle); nullopt while still drawing or after giving up (failure()).
    std::optional<GradedPuzzle> advance(double seconds);
    /// Seconds since start() (0 when idle).
    double elapsed() const;
    /// Puzzles generated so far for the current request.
    int draws() const { return draws_; }
    /// The grade being made (meaningful while busy()).
    DifficultyGrade grade() const { return request_ ? request_->grade : DifficultyGrade::Medium; }
    /// Why the latest request ended without a puzzle ("" otherwise).
    const std::string& failure() const { return failure_; }

private:
    void drawNext();
    /// The grader finished on the current draw: true if it has the wanted grade.
    bool accepted() const;

    std::function<double()> now_;
    std::optional<GradedRequest> request_;
    double startedAt_ = 0;
    int draws_ = 0;
    std::uint64_t seed_ = 0;
    Grid draw_ = Grid(3);
    std::unique_ptr<Grader> grader_;
    std::string failure_;
};

}  // namespace sudolab::app
