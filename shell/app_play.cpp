// Play input that is not a view: links pasted where a puzzle is expected (share links, SudokuWiki bd=)
// and the keyboard shortcuts, both sent to the model (the play commands live in model/app_model.*).
#include <exception>

#include "app.hpp"
#include "links/resolve_link.hpp"

namespace sudolab::app {

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
    model_.setPuzzle(link.puzzle, "SudokuWiki link");
    // Solved cells and candidates of the link become the player's entries and marks (undoable).
    std::vector<Value> entries(link.progress.size());
    std::vector<Candidates> marks(link.progress.size());
    for (std::size_t cell = 0; cell < link.progress.size(); ++cell) {
        entries[cell] = link.progress[cell].entry;
        marks[cell] = link.progress[cell].marks;
    }
    if (!link.progress.empty()) model_.play().fillBoard(entries, marks);
    model_.messages().error.clear();
    model_.messages().notice = "Opened a SudokuWiki board.";
}

bool App::handleShortcut(const BoardInput& event) {
    switch (event.key) {
        case BoardKey::Undo: model_.undo(); return true;
        case BoardKey::Redo: model_.redo(); return true;
        // A solver's keys open the lab, where its board, statistics and controls are.
        case BoardKey::RunPause:
            setView(View::Lab);
            model_.runs().running() ? model_.runs().pause() : model_.run();
            return true;
        case BoardKey::Step:
            setView(View::Lab);
            model_.step();
            return true;
        case BoardKey::Reset: model_.runs().discard(); return true;
        case BoardKey::Help: toggleHelp(); return true;
        case BoardKey::Mark: model_.toggleMark(event.value, MarkKind::Corner); return true;
        case BoardKey::CentreMark: model_.toggleMark(event.value, MarkKind::Centre); return true;
        case BoardKey::Hint: model_.hintPressed(); return true;
        case BoardKey::EntryModeCycle: model_.play().cycleEntryMode(); return true;
        case BoardKey::Check: model_.checkEntries(); return true;
        case BoardKey::AutoFill: model_.autoFillMarks(); return true;
        case BoardKey::NewPuzzle:
            // In play a new game of the picked grade; in the lab the generator's settings.
            if (view_ == View::Play) {
                newGame(pickedGrade_);
            } else {
                model_.generatePuzzle();
            }
            return true;
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
