// Read-only JS API of play mode (docs/JS_API.md): appPlayState() tells scripts and tests what the
// player's board holds, what the solution check found and what was exported. It never acts.
#include <emscripten/bind.h>
#include <emscripten/val.h>

#include <string>

#include "app.hpp"
#include "text/format.hpp"

namespace {

using emscripten::val;
using namespace sudolab;
using namespace sudolab::app;

std::string_view solvabilityName(Solvability verdict) {
    switch (verdict) {
        case Solvability::Checking: return "checking";
        case Solvability::Unique: return "unique";
        case Solvability::Multiple: return "multiple";
        case Solvability::None: return "none";
        case Solvability::Undecided: return "undecided";
    }
    return "checking";
}

val solvabilityToJs(const UniquenessCheck* check) {
    if (check == nullptr) return val::null();
    val result = val::object();
    result.set("verdict", std::string(solvabilityName(check->verdict())));
    result.set("solutions", check->solutions());
    result.set("exact", check->exact());
    result.set("nodes", static_cast<double>(check->nodes()));
    result.set("message", check->message());
    return result;
}

/// Per cell: the player's corner (or centre) pencil marks as symbols ("" where none), in the display alphabet.
val marksToJs(const PlayBoard& play, MarkKind kind = MarkKind::Corner) {
    const Alphabet alphabet = displayAlphabet(play.puzzle());
    val marks = val::array();
    for (const PlayCell& cell : play.cells()) {
        const Candidates set = kind == MarkKind::Corner ? cell.marks : cell.centre;
        std::string symbols;
        for (Value v = 1; v <= play.puzzle().size(); ++v)
            if ((set & bitOf(v)) != 0) symbols += symbolFor(v, alphabet);
        marks.call<void>("push", symbols);
    }
    return marks;
}

/// Per cell: its coloured candidates as "symbol:colour" pairs (colour numbers 1-9, as the keys that pick
/// them), space-separated ("" where none): "5:2 7:1".
val markColoursToJs(const PlayBoard& play) {
    const Alphabet alphabet = displayAlphabet(play.puzzle());
    val all = val::array();
    for (const PlayCell& cell : play.cells()) {
        std::string pairs;
        for (Value v = 1; v <= play.puzzle().size(); ++v) {
            if (cell.markColour(v) < 0) continue;
            if (!pairs.empty()) pairs += ' ';
            pairs += symbolFor(v, alphabet);
            pairs += ':' + std::to_string(cell.markColour(v) + 1);
        }
        all.call<void>("push", pairs);
    }
    return all;
}

/// Per cell: the numbers (1-9) of the colours painted on it, as a string ("" where none).
val coloursToJs(const PlayBoard& play) {
    val colours = val::array();
    for (const PlayCell& cell : play.cells()) {
        std::string numbers;
        for (int colour = 0; colour < kCellColourCount; ++colour)
            if ((cell.colours & (1u << colour)) != 0) numbers += static_cast<char>('1' + colour);
        colours.call<void>("push", numbers);
    }
    return colours;
}

const char* entryModeName(EntryMode mode) {
    switch (mode) {
        case EntryMode::Normal: return "digit";
        case EntryMode::Corner: return "corner";
        case EntryMode::Centre: return "centre";
        case EntryMode::Colour: return "colour";
    }
    return "digit";
}

val settingsToJs(const PlaySettings& settings) {
    val out = val::object();
    out.set("showMistakes", settings.showMistakes);
    out.set("showConflicts", settings.showConflicts);
    out.set("autoRemoveMarks", settings.autoRemoveMarks);
    out.set("highlightSame", settings.highlightSame);
    out.set("highlightHouses", settings.highlightHouses);
    return out;
}

/// appPlayState() -> {entries, board, marks, entryCount, undoDepth, canUndo, canRedo, pencilMode,
/// editGivens, wrongCells, checkMessage, solvability, helpShown, lastExport, secondsPlayed, playerSolved,
/// storageProblem, recentGames (count), progressLink (fragment with the player's progress), centreMarks
/// (like marks), colours (per cell the colour numbers 1-9), markColours (per cell its coloured candidates,
/// "5:2 7:1"), penColour (1-9: what colour mode paints candidates with), entryMode ("digit", "corner", "centre",
/// "colour"), selection (the selected cells), settings {showMistakes, showConflicts, autoRemoveMarks,
/// highlightSame, highlightHouses}, settingsProblem}.
val appPlayState() {
    const App* app = App::instance();
    if (app == nullptr) return val::null();
    const PlayBoard& play = app->play();
    val state = val::object();
    Grid entries(play.puzzle().order());
    for (int cell = 0; cell < entries.cellCount(); ++cell) entries.set(cell, play.cell(cell).entry);
    state.set("entries", lineText(entries));
    state.set("board", lineText(play.current()));
    state.set("marks", marksToJs(play));
    state.set("entryCount", play.entryCount());
    state.set("undoDepth", static_cast<double>(play.undoDepth()));
    state.set("canUndo", play.canUndo());
    state.set("canRedo", play.canRedo());
    state.set("pencilMode", app->pencilMode());
    state.set("editGivens", app->editGivens());
    val wrong = val::array();
    for (int cell : app->wrongCells()) wrong.call<void>("push", cell);
    state.set("wrongCells", wrong);
    state.set("checkMessage", app->checkMessage());
    state.set("solvability", solvabilityToJs(app->uniqueness()));
    state.set("helpShown", app->helpShown());
    state.set("lastExport", app->lastExportName());
    state.set("secondsPlayed", app->secondsPlayed());
    state.set("playerSolved", app->playerSolved());
    state.set("storageProblem", app->storageProblem());
    state.set("recentGames", static_cast<int>(app->recentGames().size()));
    state.set("progressLink", app->progressLink());
    state.set("centreMarks", marksToJs(play, MarkKind::Centre));
    state.set("colours", coloursToJs(play));
    state.set("markColours", markColoursToJs(play));
    state.set("penColour", app->model().play().penColour() + 1);
    state.set("entryMode", std::string(entryModeName(app->model().play().entryMode())));
    val selection = val::array();
    for (int cell : app->model().play().selectedCells()) selection.call<void>("push", cell);
    state.set("selection", selection);
    state.set("settings", settingsToJs(app->model().play().settings()));
    state.set("settingsProblem", app->model().settingsProblem());
    return state;
}

/// How often what the hidden DOM grid shows has changed (web/board_grid.js re-reads only on a change).
double boardRevision() {
    const App* app = App::instance();
    return app == nullptr ? 0 : static_cast<double>(app->boardRevision());
}

/// accessibleBoard() -> {size, order, selected, pencil, names: [one per cell, row by row]}: the board as the hidden
/// DOM grid presents it to screen readers.
val accessibleBoard() {
    const App* app = App::instance();
    if (app == nullptr) return val::null();
    val board = val::object();
    board.set("size", app->puzzle().size());
    board.set("order", app->puzzle().order());
    board.set("selected", app->selectedCell());
    board.set("pencil", app->pencilMode());
    val names = val::array();
    for (const std::string& name : app->cellNames()) names.call<void>("push", name);
    board.set("names", names);
    return board;
}

/// The page's own buttons (the keyboard's and screen readers' way to the play buttons drawn on the canvas,
/// index.html #page-controls): a click there calls this with the button's name.
bool pressControl(const std::string& name) {
    App* app = App::instance();
    if (app == nullptr) return false;
    app->pacer().wake();  // the next frames show what the button did
    if (name == "undo")
        app->model().undo();
    else if (name == "redo")
        app->model().redo();
    else if (name == "pencil") app->setPencilMode(!app->pencilMode());
    else if (name == "check")
        app->model().checkEntries();
    else if (name == "hint")
        app->model().hintPressed();
    else if (name == "autofill")
        app->model().autoFillMarks();
    else if (name == "new")
        app->view() == View::Play ? app->newGame(app->pickedGrade()) : static_cast<void>(app->model().generatePuzzle());
    else if (name == "help") app->toggleHelp();
    else return false;
    return true;
}

/// The browser's Back button (web/pre.js keeps the page; the app says so).
void backPressed() {
    if (App* app = App::instance()) {
        app->backPressed();
        app->pacer().wake();
    }
}

}  // namespace

EMSCRIPTEN_BINDINGS(sudolab_play) {
    emscripten::function("appPlayState", &appPlayState);
    emscripten::function("backPressed", &backPressed);
    emscripten::function("boardRevision", &boardRevision);
    emscripten::function("accessibleBoard", &accessibleBoard);
    emscripten::function("pressControl", &pressControl);
}
