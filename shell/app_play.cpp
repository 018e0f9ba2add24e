// Play mode commands: the player's entries and pencil marks (PlayBoard) with undo/redo, the check
// against the solution, the load-time solution check stepped across frames, links pasted where a
// puzzle is expected (share links, SudokuWiki bd=), and the keyboard shortcuts.
#include <algorithm>
#include <chrono>
#include <exception>

#include "app.hpp"
#include "base/errors.hpp"
#include "links/puzzle_link.hpp"
#include "run/registry.hpp"

namespace sudolab::app {

const Grid* App::knownSolution() const {
    // The checked outcome, as in aRunSolved(): a solution the checker rejected must not mark cells wrong.
    if (const Grid* solution = runSession_.solution()) return solution;
    return playSession_.uniqueSolution();
}

void App::typeValue(Value value) {
    const int cell = playSession_.selectedCell();
    if (cell < 0 || cell >= playSession_.puzzle().cellCount()) return;
    if (playSession_.editGivens()) {
        editCell(cell, value);
        return;
    }
    // The board shows the player's grid again (a run's board would hide the entry).
    if (playSession_.typeEntry(value)) discardRuns();
}

void App::toggleMark(Value value) {
    if (playSession_.toggleMark(value)) discardRuns();
}

void App::undo() { afterUndo(playSession_.undo()); }

void App::redo() { afterUndo(playSession_.redo()); }

void App::afterUndo(PlayChange change) {
    if (change == PlayChange::None) return;
    discardRuns();
    if (change == PlayChange::Givens) puzzleInput_.setExampleIndex(-1);
}

void App::autoFillMarks() {
    const int changed = playSession_.autoFillMarks();
    discardRuns();
    messages_.notice = "Pencil marks filled in " + std::to_string(changed) + " cells.";
}

void App::checkEntries() { playSession_.checkEntries(knownSolution()); }

bool App::openPastedLink(std::string_view text) {
    PuzzleLink link;
    try {
        link = readPuzzleLink(text);
    } catch (const std::exception& e) {
        showError(std::string("Could not read the link: ") + e.what());
        return false;
    }
    if (link.kind == PuzzleLink::Kind::Share) {
        // openLink validates the algorithm and parameters too; give it the exact fragment back.
        const std::string fragment = encodeShareLink(link.shared);
        return openLink(fragment);
    }
    setPuzzle(link.board.puzzle, "SudokuWiki link");
    // Solved cells and candidates of the link become the player's entries and marks (undoable).
    playSession_.fillBoard(link.board.entries, link.board.marks);
    messages_.error.clear();
    messages_.notice = "Opened a SudokuWiki board.";
    return true;
}

bool App::handleShortcut(const BoardInput& event) {
    switch (event.key) {
        case BoardKey::Undo: undo(); return true;
        case BoardKey::Redo: redo(); return true;
        case BoardKey::RunPause: runSession_.running() ? runSession_.pause() : run(); return true;
        case BoardKey::Step: step(); return true;
        case BoardKey::Reset: runSession_.discard(); return true;
        case BoardKey::Help: toggleHelp(); return true;
        case BoardKey::Mark: toggleMark(event.value); return true;
        case BoardKey::Hint: hintPressed(); return true;
        case BoardKey::PencilToggle: playSession_.setPencilMode(!playSession_.pencilMode()); return true;
        case BoardKey::Check: checkEntries(); return true;
        case BoardKey::AutoFill: autoFillMarks(); return true;
        case BoardKey::NewPuzzle: generatePuzzle(); return true;
        case BoardKey::EditGivensToggle: playSession_.setEditGivens(!playSession_.editGivens()); return true;
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
