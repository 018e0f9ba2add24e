#include "hint_assistant.hpp"

#include "hints/hint_explain.hpp"

namespace sudolab::app {

namespace {

/// The app never waits long for the exact solver behind a search hint: at 20,000 nodes a 25x25 board
/// takes a fraction of a second; beyond, the hint says the limit was hit.
constexpr std::uint64_t kAppSearchNodes = 20000;

/// A graded hint's first words: which technique to look for, nothing about where.
std::string nudgeSentence(const Hint& hint) {
    return "Nudge: the next step uses " + std::string(techniqueName(hint.technique)) +
           ". Press again to see where, a third time for the whole step.";
}

/// A graded hint's second words: the cells of the pattern, not what follows from them.
std::string cellsSentence(const Geometry& geometry, const Hint& hint) {
    std::vector<int> cells = hint.cells;
    if (cells.empty() && hint.placeCell >= 0) cells = {hint.placeCell};
    std::string names;
    for (std::size_t i = 0; i < cells.size(); ++i)
        names += (i == 0 ? "" : i + 1 == cells.size() ? " and " : ", ") + geometry.cellName(cells[i]);
    return "Look at " + (names.empty() ? std::string("the whole board") : names) + " (" +
           std::string(techniqueName(hint.technique)) + "). Press again for the whole step.";
}

}  // namespace

HintBoard hintBoardOfPlay(const PlayBoard& play) {
    HintBoard board = hintBoardOf(play.current());
    for (int cell = 0; cell < play.puzzle().cellCount(); ++cell) {
        // Both kinds of marks narrow the cell (corner marks were this page's only marks before centre ones).
        const PlayCell& mine = play.cell(cell);
        if (board.value(cell) == 0 && mine.marks != 0) board.eliminate(cell, ~mine.marks);
        if (board.value(cell) == 0 && mine.centre != 0) board.eliminate(cell, ~mine.centre);
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
    lastGradeWork_ = grader_ && !grader_->grade().finished ? grader_->advance(kGradeWorkPerFrame) : 0;
}

bool HintAssistant::showing(const PlayBoard& play) const {
    return hint_ && play.current().values() == shownValues_ && play.cells() == shownCells_;
}

void HintAssistant::show(const PlayBoard& play, const Grid* solution, bool graded) {
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
    stepSentence_ = sentence_;
    level_ = HintLevel::Step;
    cellsOverlay_.reset();
    if (graded && !mistake_ && hint_->status == HintStatus::Step) {
        level_ = HintLevel::Nudge;
        sentence_ = nudgeSentence(*hint_);
    }
    shownValues_ = play.current().values();
    shownCells_ = play.cells();
}

bool HintAssistant::showMore() {
    if (!hint_ || level_ == HintLevel::Step) return false;
    if (level_ == HintLevel::Nudge) {
        level_ = HintLevel::Cells;
        sentence_ = cellsSentence(board_->geometry(), *hint_);
        // The pattern's cells outlined, without what the step removes or places.
        Hint cells;
        cells.status = hint_->status;
        cells.technique = hint_->technique;
        cells.cells = hint_->cells;
        if (cells.cells.empty() && hint_->placeCell >= 0) cells.cells = {hint_->placeCell};
        cellsOverlay_ = cells;
        return true;
    }
    level_ = HintLevel::Step;
    sentence_ = stepSentence_;
    cellsOverlay_.reset();
    return true;
}

const Hint* HintAssistant::overlay() const {
    if (!hint_ || level_ == HintLevel::Nudge) return nullptr;
    if (level_ == HintLevel::Cells) return &*cellsOverlay_;
    return &*hint_;
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
        // Only the step's own cells change: their marks lose the eliminated values (a cell the player
        // kept no marks in gets its candidates first). Filling every open cell with the engine's
        // candidates would put marks where the player kept none.
        std::vector<std::pair<int, Candidates>> removed;
        for (const Elimination& e : hint_->eliminations) removed.emplace_back(e.cell, e.values);
        play.removeMarks(removed, candidatesOf(*board_));
    }
    hint_.reset();
    return true;
}

Tone HintAssistant::tone() const {
    if (mistake_) return Tone::Failure;
    if (!hint_) return Tone::Neutral;
    switch (hint_->status) {
        case HintStatus::Contradiction: return Tone::Failure;
        case HintStatus::Stuck: return Tone::Warning;
        case HintStatus::Step:
        case HintStatus::Solved: return Tone::Success;
    }
    return Tone::Neutral;
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
