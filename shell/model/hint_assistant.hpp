// The app's hint: the player's board (givens, entries, pencil marks) handed to the core hint engine,
// the hint on show, the Hint button's two presses (show, then apply), and the puzzle's grade, computed
// a few hints per frame after a puzzle is loaded. No ImGui here (hint_overlay.* draws).
#pragma once

#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "hints/grade.hpp"
#include "hints/hint.hpp"
#include "messages.hpp"
#include "play/play_board.hpp"
#include "play_mistakes.hpp"

namespace sudolab::app {

/// The board a person sees: givens and entries as values; candidates = the engine's (values no peer
/// holds), narrowed to the cell's pencil marks where it has some.
HintBoard hintBoardOfPlay(const PlayBoard& play);

/// Every cell's candidates on a board (0 for filled cells), for pencil marks.
std::vector<Candidates> candidatesOf(const HintBoard& board);

/// How much of a hint is on show: graded hints start with a nudge (the technique's name), then the
/// cells to look at, then the whole step.
enum class HintLevel { Nudge, Cells, Step };

class HintAssistant {
public:
    /// Forgets the hint and starts grading `puzzle` anew (called when the givens change).
    void puzzleChanged(const Grid& puzzle);
    /// The puzzle's one solution is proved (the app's uniqueness check): from now on hints and the grade
    /// may use the uniqueness techniques (unique rectangles, BUG+1); the grade starts again with them.
    void uniquenessProved(const Grid& puzzle);
    /// Advances the grade by a bounded amount of work, kGradeWorkPerFrame units of Grader::advance (called
    /// every frame until it is done); a hint's search may span frames.
    void advanceGrade();
    /// True while the grade is being worked out (advanceGrade has more to do).
    bool grading() const { return grader_ && !grader_->grade().finished; }
    /// The units the last advanceGrade() spent (at most kGradeWorkPerFrame plus one piece of a search).
    std::uint64_t lastGradeWork() const { return lastGradeWork_; }
    /// Whether the last advanceGrade() left a hint's search under way (it goes on in the next frame).
    bool gradeSearchUnderWay() const { return grader_ && grader_->searching(); }
    /// The largest single piece of the grade's work so far (Grader::largestPiece).
    std::uint64_t largestGradePiece() const { return grader_ ? grader_->largestPiece() : 0; }
    /// True when the hint on show was found on exactly this board (so a second press applies it).
    bool showing(const PlayBoard& play) const;
    /// Shows the player's first mistake against `solution` (the puzzle's known solution, or null when
    /// none is known), else the next logical step on the player's board; `graded`: the step starts as
    /// a nudge (a mistake is always named at once).
    void show(const PlayBoard& play, const Grid* solution, bool graded = false);
    /// Shows more of a graded hint (nudge, then cells, then the step); false when the whole step shows.
    bool showMore();
    HintLevel level() const { return level_; }
    /// What the board draws: nothing for a nudge, the pattern's cells only, or the whole hint.
    const Hint* overlay() const;
    /// Applies the hint on show to the play board (an entry; or the step's eliminations taken out of its
    /// cells' pencil marks, no other cell touched; a mistake removed; one undo step) and hides it. False if
    /// there was nothing to apply.
    bool apply(PlayBoard& play);
    /// True when the hint on show can be applied (a step or a mistake).
    bool applicable() const { return mistake_ || (hint_ && hint_->status == HintStatus::Step); }
    /// Hides the hint.
    void clear() {
        hint_.reset();
        mistake_.reset();
    }

    /// The hint on show (a mistake on show is given as its overlay hint), or null.
    const Hint* hint() const { return hint_ ? &*hint_ : nullptr; }
    /// The mistake on show, or null.
    const PlayMistake* mistake() const { return mistake_ ? &*mistake_ : nullptr; }
    /// The board it was found on (valid while hint() is not null).
    const HintBoard& board() const { return *board_; }
    /// Its sentence ("" when none).
    const std::string& sentence() const { return sentence_; }
    /// How the sentence reads: a failure for a mistake or a board that cannot be completed, a warning
    /// when no step is found, a success for a step or a solved board.
    Tone tone() const;
    /// The grade so far; grade().finished once complete.
    const Grade& grade() const;
    /// "Grade: hidden pair (2x), solved by logic in 54 steps" style summary ("" until finished).
    std::string gradeText() const;

private:
    std::optional<Hint> hint_;
    std::optional<PlayMistake> mistake_;
    std::unique_ptr<HintBoard> board_;
    std::vector<Value> shownValues_;
    std::vector<PlayCell> shownCells_;
    std::string sentence_;
    std::string stepSentence_;  ///< the whole step's sentence (sentence_ says less at a lower level)
    HintLevel level_ = HintLevel::Step;
    std::optional<Hint> cellsOverlay_;
    std::unique_ptr<Grader> grader_;
    std::uint64_t lastGradeWork_ = 0;
    bool uniquenessProved_ = false;
};

/// The grade's work per frame, in Grader::advance units (forcing branch propagations; the techniques
/// before the forcing tier count HintSearch::kPatternStepWork): one costly pattern scan and about as much
/// again of branch probes, then the frame is drawn and the search goes on in the next one.
inline constexpr std::uint64_t kGradeWorkPerFrame = 3000;

}  // namespace sudolab::app
