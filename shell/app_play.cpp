// Play mode commands: the player's entries and pencil marks (PlayBoard) with undo/redo, the check
// against the solution, the load-time solution check stepped across frames, links pasted where a
// puzzle is expected (share links, SudokuWiki bd=), and the keyboard shortcuts.
#include <algorithm>
#include <chrono>
#include <exception>

#include "app.hpp"
#include "base/errors.hpp"
#include "links/resolve_link.hpp"
#include "run/registry.hpp"

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

void App::puzzleChanged() {
    play_ = PlayBoard(puzzle_);
    hints_.puzzleChanged(puzzle_);
    wrongCells_.clear();
    checkMessage_.clear();
    uniqueness_ = std::make_unique<UniquenessCheck>(puzzle_, kUniquenessNodes);
}

void App::advanceUniqueness() {
    if (!uniqueness_ || uniqueness_->finished()) return;
    const double end = now() + (running_ ? kUniquenessSliceWhileRunning : kUniquenessSliceSeconds);
    // Nodes between clock reads: fewer on bigger grids, where each node's propagation touches more cells.
    const std::uint64_t chunk = std::max<std::uint64_t>(1, kUniquenessChunk * 81 / puzzle_.cellCount());
    while (!uniqueness_->step(chunk) && now() < end) {
    }
    if (!uniqueness_->finished()) return;
    stopHopelessRuns();
    if (uniqueness_->verdict() == Solvability::Unique) hints_.uniquenessProved(puzzle_);
}

void App::stopHopelessRuns() {
    if (!uniqueness_ || uniqueness_->verdict() != Solvability::None) return;
    // A local search never ends on a puzzle without a solution: say so instead of letting it spin.
    const std::string why = "This puzzle has no solution (" + uniqueness_->message() + ")";
    if (run_ && !run_->finished() && !run_->info().exact) {
        run_.reset();
        running_ = false;
        showError(why + ": the run was stopped. Exact solvers (dlx, backtrack) can show the proof.");
    }
    for (RaceLane& lane : race_) {
        if (!lane.run || lane.run->finished() || lane.run->info().exact) continue;
        lane.run.reset();
        lane.error = "no solution: stopped (it would search forever)";
    }
}

bool App::aRunSolved() const {
    // The driver's outcome, not the solver's status: a claimed solution the checker rejected is no proof.
    const auto solved = [](const std::unique_ptr<TracedRun>& run) { return run && run->outcome() == Outcome::Solved; };
    return solved(run_) ||
           std::any_of(race_.begin(), race_.end(), [&](const RaceLane& lane) { return solved(lane.run); });
}

const Grid* App::knownSolution() const {
    // The checked outcome, as in aRunSolved(): a solution the checker rejected must not mark cells wrong.
    if (run_ && run_->outcome() == Outcome::Solved) return &run_->snapshot().grid;
    if (uniqueness_ && uniqueness_->verdict() == Solvability::Unique) return &uniqueness_->firstSolution();
    return nullptr;
}

void App::typeValue(Value value) {
    if (selectedCell_ < 0 || selectedCell_ >= puzzle_.cellCount()) return;
    if (editGivens_) {
        editCell(selectedCell_, value);
        return;
    }
    if (pencilMode_ && value != 0) {
        toggleMark(value);
        return;
    }
    const bool changed = value == 0 ? play_.clearCell(selectedCell_) : play_.setEntry(selectedCell_, value);
    if (!changed) return;
    givenRedo_.clear();  // a new action drops what could be redone, of the givens too
    // The board shows the player's grid again (a run's board would hide the entry).
    discardRuns();
    wrongCells_.clear();
    checkMessage_.clear();
}

void App::toggleMark(Value value) {
    if (selectedCell_ < 0 || !play_.toggleMark(selectedCell_, value)) return;
    givenRedo_.clear();
    discardRuns();
}

void App::undo() {
    if (play_.canUndo()) {
        if (play_.undo()) discardRuns();
    } else if (!givenUndo_.empty()) {
        swapGivenEdit(givenUndo_, givenRedo_);
    }
    wrongCells_.clear();
}

void App::redo() {
    if (play_.canRedo()) {
        if (play_.redo()) discardRuns();
    } else if (!givenRedo_.empty()) {
        swapGivenEdit(givenRedo_, givenUndo_);
    }
    wrongCells_.clear();
}

void App::recordGivenEdit() {
    if (givenUndo_.size() >= kMaxGivenEdits) givenUndo_.erase(givenUndo_.begin());
    givenUndo_.push_back({puzzle_, play_, puzzleSource_});
    givenRedo_.clear();
}

void App::swapGivenEdit(std::vector<GivenEdit>& from, std::vector<GivenEdit>& to) {
    to.push_back({puzzle_, play_, puzzleSource_});
    GivenEdit state = std::move(from.back());
    from.pop_back();
    discardRuns();
    puzzle_ = std::move(state.puzzle);
    puzzleSource_ = std::move(state.source);
    puzzleChanged();
    play_ = std::move(state.play);  // after puzzleChanged, which starts a new board
    exampleIndex_ = -1;
    linkDirty_ = true;
}

void App::autoFillMarks() {
    // The hint engine's candidates, so that the marks and the hints always agree.
    const int changed = play_.setMarks(candidatesOf(hintBoardOf(play_.current())));
    givenRedo_.clear();
    discardRuns();
    notice_ = "Pencil marks filled in " + std::to_string(changed) + " cells.";
}

void App::checkEntries() {
    wrongCells_.clear();
    const Grid* solution = knownSolution();
    if (solution == nullptr) {
        const std::string state = uniqueness_ ? uniqueness_->message() : "not checked";
        checkMessage_ = "Cannot check: the puzzle has no single known solution (" + state + ").";
        return;
    }
    const PlayCheck check = play_.check(*solution);
    wrongCells_ = check.wrong;
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

bool App::openPastedLink(std::string_view text) {
    ResolvedLink link;
    try {
        link = resolveSharedLink(text);
    } catch (const std::exception& e) {
        showError(std::string("Could not read the link: ") + e.what());
        return false;
    }
    installLink(link);
    return true;
}

void App::installBoard(const ResolvedLink& link) {
    setPuzzle(link.puzzle, "SudokuWiki link");
    // Solved cells and candidates of the link become the player's entries and marks (undoable). Entries
    // first: an entry clears its peers' marks, which would otherwise remove marks the link holds.
    const int cells = static_cast<int>(link.progress.size());
    for (int cell = 0; cell < cells; ++cell)
        if (link.progress[static_cast<std::size_t>(cell)].entry != 0)
            play_.setEntry(cell, link.progress[static_cast<std::size_t>(cell)].entry);
    for (int cell = 0; cell < cells; ++cell) {
        const Candidates marks = link.progress[static_cast<std::size_t>(cell)].marks;
        for (Value value = 1; value <= puzzle_.size(); ++value)
            if ((marks & bitOf(value)) != 0 && (play_.cell(cell).marks & bitOf(value)) == 0) play_.toggleMark(cell, value);
    }
    lastError_.clear();
    notice_ = "Opened a SudokuWiki board.";
}

bool App::handleShortcut(const BoardInput& event) {
    switch (event.key) {
        case BoardKey::Undo: undo(); return true;
        case BoardKey::Redo: redo(); return true;
        case BoardKey::RunPause: running_ ? pause() : run(); return true;
        case BoardKey::Step: step(); return true;
        case BoardKey::Reset: resetRun(); return true;
        case BoardKey::Help: toggleHelp(); return true;
        case BoardKey::Mark: toggleMark(event.value); return true;
        case BoardKey::Hint: hintPressed(); return true;
        case BoardKey::PencilToggle: pencilMode_ = !pencilMode_; return true;
        case BoardKey::Check: checkEntries(); return true;
        case BoardKey::AutoFill: autoFillMarks(); return true;
        case BoardKey::NewPuzzle: generatePuzzle(); return true;
        case BoardKey::EditGivensToggle: editGivens_ = !editGivens_; return true;
        case BoardKey::ShareProgress: copyProgressLink(); return true;
        case BoardKey::CopyLink: copyLink(); return true;
        case BoardKey::Escape:
            if (!showHelp_) return false;
            showHelp_ = false;
            return true;
        case BoardKey::Character:
            if (event.character != '?') return false;
            toggleHelp();
            return true;
        default: return false;
    }
}

}  // namespace sudolab::app
