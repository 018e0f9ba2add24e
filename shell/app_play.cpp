// Play input that is not a view: links pasted where a puzzle is expected (share links, SudokuWiki bd=)
// and the keyboard shortcuts, both sent to the model (the play commands live in model/app_model.*).
#include <exception>

#include "app.hpp"
#include "links/puzzle_link.hpp"
#include "links/share_link.hpp"

namespace sudolab::app {

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
    model_.setPuzzle(link.board.puzzle, "SudokuWiki link");
    // Solved cells and candidates of the link become the player's entries and marks (undoable).
    model_.play().fillBoard(link.board.entries, link.board.marks);
    model_.messages().error.clear();
    model_.messages().notice = "Opened a SudokuWiki board.";
    return true;
}

bool App::handleShortcut(const BoardInput& event) {
    switch (event.key) {
        case BoardKey::Undo: model_.undo(); return true;
        case BoardKey::Redo: model_.redo(); return true;
        case BoardKey::RunPause: model_.runs().running() ? model_.runs().pause() : model_.run(); return true;
        case BoardKey::Step: model_.step(); return true;
        case BoardKey::Reset: model_.runs().discard(); return true;
        case BoardKey::Help: toggleHelp(); return true;
        case BoardKey::Mark: model_.toggleMark(event.value); return true;
        case BoardKey::Hint: model_.hintPressed(); return true;
        case BoardKey::PencilToggle: model_.play().setPencilMode(!model_.play().pencilMode()); return true;
        case BoardKey::Check: model_.checkEntries(); return true;
        case BoardKey::AutoFill: model_.autoFillMarks(); return true;
        case BoardKey::NewPuzzle: model_.generatePuzzle(); return true;
        case BoardKey::EditGivensToggle: model_.play().setEditGivens(!model_.play().editGivens()); return true;
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
