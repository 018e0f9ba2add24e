// The play session's commands (play_session.hpp).
#include "play_session.hpp"

#include <algorithm>
#include <chrono>

namespace sudolab::app {

namespace {

/// Node budget of the load-time check: a few seconds at most on a 25x25 puzzle, far more than any
/// 9x9 puzzle needs (the hardest known take a few thousand nodes).
constexpr std::uint64_t kUniquenessNodes = 200000;
/// Time the check may take from each frame, so that the page stays fluid while it runs; less while a
/// solver runs, whose frame budget the check would otherwise eat into.
constexpr double kUniquenessSliceSeconds = 0.004;
constexpr double kUniquenessSliceWhileRunning = 0.001;
/// Nodes of a 9x9 puzzle between two clock reads (scaled down by the cell count on bigger grids).
constexpr std::uint64_t kUniquenessChunk = 64;
/// Edits of the givens kept for undo (each keeps a copy of the puzzle and the player's board).
constexpr std::size_t kMaxGivenEdits = 200;

double now() { return std::chrono::duration<double>(std::chrono::steady_clock::now().time_since_epoch()).count(); }

}  // namespace

PlaySession::PlaySession() : puzzle_(3), play_(puzzle_) { puzzleChanged(); }

const Grid* PlaySession::uniqueSolution() const {
    return uniqueness_->verdict() == Solvability::Unique ? &uniqueness_->firstSolution() : nullptr;
}

void PlaySession::puzzleChanged() {
    play_ = PlayBoard(puzzle_);
    hints_.puzzleChanged(puzzle_);
    clearVerdicts();
    uniqueness_ = std::make_unique<UniquenessCheck>(puzzle_, kUniquenessNodes);
    ++revision_;
}

void PlaySession::clearVerdicts() {
    wrongCells_.clear();
    checkMessage_.clear();
}

void PlaySession::setPuzzle(const Grid& puzzle, std::string source) {
    puzzle_ = Grid::fromValues(puzzle.order(), puzzle.values());
    puzzleChanged();
    // Another puzzle: the edits of the previous one's givens are not undone into this one.
    givenUndo_.clear();
    givenRedo_.clear();
    source_ = std::move(source);
    if (selected_ >= puzzle_.cellCount()) selectCell(0);
    std::erase_if(selection_, [this](int cell) { return cell >= puzzle_.cellCount(); });
}

void PlaySession::openShared(const Grid& puzzle, const std::vector<PlayCell>& progress) {
    puzzle_ = puzzle;
    puzzleChanged();
    // The player's progress of a "share my progress" link, with no undo history.
    if (!progress.empty()) play_.restore(progress);
    source_ = "link";
    selectCell(0);
}

void PlaySession::fillBoard(const std::vector<Value>& entries, const std::vector<Candidates>& marks) {
    for (int cell = 0; cell < puzzle_.cellCount(); ++cell) {
        const auto index = static_cast<std::size_t>(cell);
        if (entries[index] != 0) play_.setEntry(cell, entries[index]);
    }
    for (int cell = 0; cell < puzzle_.cellCount(); ++cell) {
        const Candidates wanted = marks[static_cast<std::size_t>(cell)];
        for (Value value = 1; value <= puzzle_.size(); ++value)
            if ((wanted & bitOf(value)) != 0 && (play_.cell(cell).marks & bitOf(value)) == 0)
                play_.toggleMark(cell, value);
    }
}

bool PlaySession::editCell(int cell, Value value, bool runOnShow) {
    if (cell < 0 || cell >= puzzle_.cellCount() || value > puzzle_.size()) return false;
    if (puzzle_.at(cell) == value && puzzle_.isGiven(cell) == (value != 0) && !runOnShow) return false;
    recordGivenEdit();
    puzzle_.setGivenValue(cell, value);
    puzzleChanged();
    if (source_.find("edited") == std::string::npos) source_ += " (edited)";
    return true;
}

void PlaySession::clearPuzzle() {
    recordGivenEdit();
    puzzle_ = Grid(puzzle_.order());
    puzzleChanged();
    source_ = "typed in";
    editGivens_ = true;
    entryMode_ = EntryMode::Normal;
}

bool PlaySession::restoreBoard(const std::vector<PlayCell>& cells, const PlayHistory& history) {
    return play_.restore(cells, history.actions, history.cursor);
}

void PlaySession::recordGivenEdit() {
    if (givenUndo_.size() >= kMaxGivenEdits) givenUndo_.erase(givenUndo_.begin());
    givenUndo_.push_back({puzzle_, play_, source_});
    givenRedo_.clear();
}

void PlaySession::swapGivenEdit(std::vector<GivenEdit>& from, std::vector<GivenEdit>& to) {
    to.push_back({puzzle_, play_, source_});
    GivenEdit state = std::move(from.back());
    from.pop_back();
    puzzle_ = std::move(state.puzzle);
    source_ = std::move(state.source);
    puzzleChanged();
    play_ = std::move(state.play);  // after puzzleChanged, which starts a new board
}

void PlaySession::selectCell(int cell) {
    selected_ = cell >= 0 && cell < puzzle_.cellCount() ? cell : -1;
    selection_.clear();
    if (selected_ >= 0) selection_.push_back(selected_);
}

bool PlaySession::isSelected(int cell) const {
    return std::find(selection_.begin(), selection_.end(), cell) != selection_.end();
}

void PlaySession::addToSelection(int cell) {
    if (cell < 0 || cell >= puzzle_.cellCount()) return;
    if (!isSelected(cell)) selection_.push_back(cell);
    selected_ = cell;
}

void PlaySession::moveSelection(int rows, int columns, bool extend) {
    // After Escape an arrow brings the selection back at r1c1.
    if (selected_ < 0 || selected_ >= puzzle_.cellCount()) {
        selectCell(0);
        return;
    }
    const Geometry& geometry = puzzle_.geometry();
    const int last = puzzle_.size() - 1;
    const int row = std::clamp(geometry.rowOf(selected_) + rows, 0, last);
    const int column = std::clamp(geometry.columnOf(selected_) + columns, 0, last);
    if (extend) addToSelection(geometry.cellAt(row, column));
    else selectCell(geometry.cellAt(row, column));
}

void PlaySession::cycleEntryMode() {
    const auto at = std::find(std::begin(kEntryModes), std::end(kEntryModes), entryMode_);
    entryMode_ = at + 1 == std::end(kEntryModes) ? kEntryModes[0] : *(at + 1);
}

bool PlaySession::typeEntry(Value value) {
    if (selection_.empty()) return false;
    bool changed = false;
    switch (entryMode_) {
        case EntryMode::Normal:
            changed = value == 0 ? play_.clearCells(selection_)
                                 : play_.setEntries(selection_, value, settings_.autoRemoveMarks);
            break;
        case EntryMode::Corner:
        case EntryMode::Centre:
            changed = value == 0 ? play_.clearCells(selection_)
                                 : play_.toggleMarks(selection_, value,
                                                     entryMode_ == EntryMode::Corner ? MarkKind::Corner : MarkKind::Centre);
            break;
        case EntryMode::Colour:
            // Digits 1-9 pick the palette's colours (and the pen for candidates); delete takes the
            // colours off, the candidates' too.
            if (value != 0) setPenColour(value - 1);
            changed = value == 0 ? play_.clearColours(selection_)
                                 : value <= kCellColourCount && play_.toggleColours(selection_, value - 1);
            break;
    }
    if (!changed) return false;
    givenRedo_.clear();  // a new action drops what could be redone, of the givens too
    clearVerdicts();
    return true;
}

bool PlaySession::toggleMark(Value value, MarkKind kind) {
    const bool changed = entryMode_ == EntryMode::Colour ? play_.toggleMarkColours(selection_, value, penColour_)
                                                         : play_.toggleMarks(selection_, value, kind);
    if (selection_.empty() || !changed) return false;
    givenRedo_.clear();
    return true;
}

bool PlaySession::colourMark(int cell, Value value) {
    if (!play_.toggleMarkColours({cell}, value, penColour_)) return false;
    givenRedo_.clear();
    return true;
}

void PlaySession::setPenColour(int colour) {
    if (colour >= 0 && colour < kCellColourCount) penColour_ = colour;
}

PlayChange PlaySession::undo() {
    PlayChange change = PlayChange::None;
    if (play_.canUndo()) {
        if (play_.undo()) change = PlayChange::Board;
    } else if (!givenUndo_.empty()) {
        swapGivenEdit(givenUndo_, givenRedo_);
        change = PlayChange::Givens;
    }
    wrongCells_.clear();
    return change;
}

PlayChange PlaySession::redo() {
    PlayChange change = PlayChange::None;
    if (play_.canRedo()) {
        if (play_.redo()) change = PlayChange::Board;
    } else if (!givenRedo_.empty()) {
        swapGivenEdit(givenRedo_, givenUndo_);
        change = PlayChange::Givens;
    }
    wrongCells_.clear();
    return change;
}

int PlaySession::autoFillMarks() {
    // The hint engine's candidates, so that the marks and the hints always agree.
    const int changed = play_.setMarks(candidatesOf(hintBoardOf(play_.current())));
    givenRedo_.clear();
    return changed;
}

void PlaySession::checkEntries(const Grid* solution) {
    wrongCells_.clear();
    if (solution == nullptr) {
        checkMessage_ = "Cannot check: the puzzle has no single known solution (" + uniqueness_->message() + ").";
        checkTone_ = Tone::Warning;
        return;
    }
    const PlayCheck check = play_.check(*solution);
    wrongCells_ = check.wrong;
    checkTone_ = check.wrong.empty() ? Tone::Success : Tone::Failure;
    if (check.solved()) {
        checkMessage_ = "Solved! Every entry is right.";
    } else if (!check.wrong.empty()) {
        checkMessage_ = std::to_string(check.wrong.size()) + " of " + std::to_string(check.entries) +
                        " entries are wrong (marked red); " + std::to_string(check.open) + " cells open.";
    } else {
        checkMessage_ = "All " + std::to_string(check.entries) + " entries are right; " + std::to_string(check.open) +
                        " cells open.";
    }
}

void PlaySession::hintPressed(const Grid* solution) {
    if (!hints_.showing(play_)) {
        hints_.show(play_, solution, settings_.gradedHints);
        return;
    }
    if (hints_.showMore()) return;
    if (hints_.apply(play_)) clearVerdicts();
}

bool PlaySession::advanceChecks(bool solverRunning) {
    const bool finishedBefore = uniqueness_->finished();
    if (!finishedBefore) stepUniqueness(solverRunning);
    const bool justFinished = !finishedBefore && uniqueness_->finished();
    // Once the puzzle's one solution is proved, hints and the grade may use the uniqueness techniques.
    if (justFinished && uniqueness_->verdict() == Solvability::Unique) hints_.uniquenessProved(puzzle_);
    // The grade waits while a solver runs: its pieces of work cannot be cut finer than a pattern scan,
    // which on a 25x25 board takes tens to hundreds of milliseconds, and a running solver's frames get
    // its time budget. It goes on when the run ends or pauses.
    if (!solverRunning) hints_.advanceGrade();
    return justFinished;
}

void PlaySession::stepUniqueness(bool solverRunning) {
    const double end = now() + (solverRunning ? kUniquenessSliceWhileRunning : kUniquenessSliceSeconds);
    // Nodes between clock reads: fewer on bigger grids, where each node's propagation touches more cells.
    const std::uint64_t chunk = std::max<std::uint64_t>(1, kUniquenessChunk * 81 / puzzle_.cellCount());
    while (!uniqueness_->step(chunk) && now() < end) {}
}

}  // namespace sudolab::app
