#include "hint_assistant.hpp"

#include <chrono>

#include "hints/hint_explain.hpp"

namespace sudolab::app {

namespace {

/// Hints graded per frame at most: a 9x9 grade takes well under a millisecond per hint, a 25x25 one more;
/// a few per frame keep the page fluid and finish any grade within a second or two.
constexpr std::uint64_t kGradeHintsPerFrame = 8;
/// ... and no more once this much of the frame is spent (seconds): the hints of an extreme puzzle
/// (forcing nets) take milliseconds each, and eight of them made a frame of 50-100 ms in the browser.
constexpr double kGradeSliceSeconds = 0.004;

double steadyNow() {
    return std::chrono::duration<double>(std::chrono::steady_clock::now().time_since_epoch()).count();
}

/// The app never waits long for the exact solver behind a search hint: at 20,000 nodes a 25x25 board
/// takes a fraction of a second; beyond, the hint says the limit was hit.
constexpr std::uint64_t kAppSearchNodes = 20000;

}  // namespace

HintBoard hintBoardOfPlay(const PlayBoard& play) {
    HintBoard board = hintBoardOf(play.current());
    for (int cell = 0; cell < play.puzzle().cellCount(); ++cell) {
        const Candidates marks = play.cell(cell).marks;
        if (board.value(cell) == 0 && marks != 0) board.eliminate(cell, ~marks);
    }
    return board;
}

std::vector<Candidates> candidatesOf(const HintBoard& board) {
    std::vector<Candidates> out(static_cast<std::size_t>(board.geometry().cellCount), 0);
    for (int cell = 0; cell < board.geometry().cellCount; ++cell)
        if (board.value(cell) == 0) out[static_cast<std::size_t>(cell)] = board.candidates(cell);
    return out;
}

void HintAssistant::puzzleChanged(const Grid& puzzle) {
    clear();
    board_.reset();
    uniquenessProved_ = false;
    grader_ = std::make_unique<Grader>(puzzle);
}

void HintAssistant::uniquenessProved(const Grid& puzzle) {
    if (uniquenessProved_) return;
    uniquenessProved_ = true;
    grader_ = std::make_unique<Grader>(puzzle, true);
}

void HintAssistant::advanceGrade() {
    if (!grader_) return;
    const double end = steadyNow() + kGradeSliceSeconds;
    for (std::uint64_t hint = 0; hint < kGradeHintsPerFrame && !grader_->grade().finished && steadyNow() < end; ++hint)
        grader_->step(1);
}

bool HintAssistant::showing(const PlayBoard& play) const {
    return hint_ && play.current().values() == shownValues_ && play.cells() == shownCells_;
}

void HintAssistant::show(const PlayBoard& play, const Grid* solution) {
    board_ = std::make_unique<HintBoard>(hintBoardOfPlay(play));
    mistake_ = solution ? firstMistake(play, *solution) : std::nullopt;
    if (mistake_) {
        // A step found on a board that holds a mistake would build on it: name the mistake first.
        hint_ = mistakeOverlay(*mistake_);
        sentence_ = mistakeSentence(board_->geometry(), *mistake_);
    } else {
        HintOptions options;
        options.searchNodeLimit = kAppSearchNodes;
        // Only after the uniqueness check: a uniqueness argument on a puzzle with several solutions is wrong.
        options.uniquenessProved = uniquenessProved_;
        hint_ = findHint(*board_, options);
        sentence_ = explainHint(board_->geometry(), *hint_);
    }
    shownValues_ = play.current().values();
    shownCells_ = play.cells();
}

bool HintAssistant::apply(PlayBoard& play) {
    if (mistake_) {
        const bool corrected = correctMistake(play, *mistake_);
        clear();
        return corrected;
    }
    if (!hint_ || hint_->status != HintStatus::Step) return false;
    if (hint_->placeCell >= 0) {
        play.setEntry(hint_->placeCell, hint_->placeValue);
    } else {
        // The eliminations live in the pencil marks: every open cell gets the candidates the hint was
        // found on, minus what it removes (cells without marks get the engine's candidates).
        HintBoard after = *board_;
        applyHint(after, *hint_);
        play.setMarks(candidatesOf(after));
    }
    hint_.reset();
    return true;
}

const Grade& HintAssistant::grade() const {
    static const Grade none;
    return grader_ ? grader_->grade() : none;
}

std::string HintAssistant::gradeText() const {
    const Grade& g = grade();
    if (!g.finished) return {};
    const std::string hardest =
        g.steps > 0 ? std::string(techniqueName(g.hardest)) + " (" + std::to_string(g.hardestCount) + "x)"
                    : std::string("none");
    if (g.solvedByLogic) return "Grade: " + hardest + "; solved by logic in " + std::to_string(g.steps) + " steps.";
    if (g.end == HintStatus::Contradiction) return "Grade: the puzzle contradicts itself.";
    return "Grade: needs search after " + std::to_string(g.steps) + " logical steps (hardest " + hardest + ", " +
           std::to_string(g.openCells) + " cells left).";
}

}  // namespace sudolab::app
