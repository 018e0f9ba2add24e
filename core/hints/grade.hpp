// Difficulty grade of a puzzle: apply the easiest hint again and again until the grid is solved or no
// technique applies, and record the hardest technique needed and how often each was used. Step-wise
// like the solvers (step(budget) applies at most `budget` hints), so the app can grade within frames.
#pragma once

#include <array>
#include <cstdint>
#include <memory>

#include "hints/hint.hpp"
#include "hints/hint_search.hpp"

namespace sudolab {

/// The grade of one puzzle.
struct Grade {
    bool finished = false;       ///< grading ended (solved, stuck or contradiction)
    bool solvedByLogic = false;  ///< every cell was filled by the techniques, without search
    HintStatus end = HintStatus::Stuck;  ///< Solved, Stuck (needs search) or Contradiction
    HintProblem problem = HintProblem::None;
    Technique hardest = Technique::FullHouse;  ///< hardest technique used (meaningless when steps == 0)
    int hardestCount = 0;        ///< how often the hardest one was used
    int steps = 0;               ///< hints applied
    int placements = 0;          ///< cells filled by them
    int eliminations = 0;        ///< candidates removed by them
    int openCells = 0;           ///< empty cells left at the end
    std::array<int, kTechniqueCount> uses{};  ///< hints applied per technique
    double rating = 0;                        ///< the hardest step's rating (rating.hpp), 0 before any step
};

/// Grades one puzzle, a bounded number of hints at a time.
class Grader {
public:
    /// Starts grading `puzzle` (its filled cells as givens); `uniquenessProved` as in HintOptions (the
    /// caller has proved the puzzle has one solution, so uniqueness techniques may be used).
    explicit Grader(const Grid& puzzle, bool uniquenessProved = false);
    ~Grader();
    // A search under way holds a reference to the board: the grader stays where it was made.
    Grader(const Grader&) = delete;
    Grader& operator=(const Grader&) = delete;
    /// Applies at most `budget` hints; returns how many (0 once finished).
    std::uint64_t step(std::uint64_t budget);
    /// Works for about `work` units (HintSearch's: forcing propagations; the techniques before the
    /// forcing tier count kPatternStepWork), applying each hint once found; a hint's search may span
    /// calls. Overshoots by at most one piece of a search. Returns the units spent (0 once finished).
    std::uint64_t advance(std::uint64_t work);
    /// Whether advance() left a hint's search under way.
    bool searching() const { return pending_ != nullptr; }
    /// The largest single piece of work advance() has done (what a call may overshoot by).
    std::uint64_t largestPiece() const { return largestPiece_; }
    /// The grade so far (final once finished).
    const Grade& grade() const { return grade_; }
    /// The board as grading left it.
    const HintBoard& board() const { return board_; }

private:
    HintOptions options() const;
    /// Applies a found hint and records it, or finishes on a board without a step.
    void take(const Hint& hint);
    void finish(const Hint& last);

    HintBoard board_;
    bool uniquenessProved_;
    Grade grade_;
    std::unique_ptr<HintSearch> pending_;  ///< advance(): the search of the next hint, under way
    std::uint64_t largestPiece_ = 0;
};

/// Grades a puzzle to the end (the number of hints is bounded by the candidates to remove);
/// `uniquenessProved` as in Grader.
Grade gradePuzzle(const Grid& puzzle, bool uniquenessProved = false);

}  // namespace sudolab
