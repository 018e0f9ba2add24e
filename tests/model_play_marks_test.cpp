// Issue 26's play features in the model: corner and centre marks, cell colours, several selected cells
// changed as one undo step, the progress code's version 2 (old codes still open), the player's settings
// (each one changes what the model does) kept in storage, a pointing hint that touches only its own
// cells, and pasted text a player gets right (hexadecimal 16x16, errors in a player's words).
#include <algorithm>
#include <bit>
#include <string>
#include <vector>

#include "base/errors.hpp"
#include "doctest.h"
#include "grid/grid.hpp"
#include "hints/hint.hpp"
#include "model/app_model.hpp"
#include "model/hint_assistant.hpp"
#include "model/play_session.hpp"
#include "model/play_settings.hpp"
#include "model/puzzle_input.hpp"
#include "model_test_support.hpp"
#include "contrast.hpp"
#include "palette.hpp"
#include "play/progress_code.hpp"
#include "test_data.hpp"
#include "text/format.hpp"

using namespace sudolab;
using namespace sudolab::app;
using namespace sudolab::app::testing_support;

namespace {

/// The ant-colony paper's coly013: its first logical step is a pointing pair (box 3's 2s in column 9).
constexpr const char* kColy013 =
    "....9..5..1.....3...23..7....45...7.8.....2.......64...9..1.....8..6......54....7";

Grid marksPuzzle(const char* line) { return readPuzzles(line).front().grid; }

/// The first `count` open cells of the puzzle.
std::vector<int> openCellsOf(const Grid& puzzle, std::size_t count) {
    std::vector<int> cells;
    for (int cell = 0; cell < puzzle.cellCount() && cells.size() < count; ++cell)
        if (!puzzle.isGiven(cell)) cells.push_back(cell);
    return cells;
}

std::string marksErrorOf(const std::string& text) {
    try {
        decodeSettings(text);
    } catch (const InputError& e) {
        return e.what();
    }
    return "";
}

}  // namespace

TEST_CASE("marks: corner and centre marks are kept apart; several cells toggle as one undo step") {
    PlayBoard board(testing::namedPuzzle("aiescargot"));
    const std::vector<int> cells = openCellsOf(board.puzzle(), 3);
    CHECK(board.toggleMarks(cells, 4, MarkKind::Corner));
    CHECK(board.toggleMarks({cells[0]}, 6, MarkKind::Centre));
    for (int cell : cells) CHECK(board.cell(cell).marks == bitOf(4));
    CHECK(board.cell(cells[0]).centre == bitOf(6));
    CHECK(board.cell(cells[1]).centre == 0);
    CHECK(board.undoDepth() == 2);
    // SudokuPad's rule: when some of the cells lack the mark it is added to them; when all have it, removed.
    CHECK(board.toggleMarks(cells, 6, MarkKind::Centre));
    for (int cell : cells) CHECK(board.cell(cell).centre == bitOf(6));
    CHECK(board.toggleMarks(cells, 6, MarkKind::Centre));
    for (int cell : cells) CHECK(board.cell(cell).centre == 0);
    CHECK(board.undo());
    for (int cell : cells) CHECK(board.cell(cell).centre == bitOf(6));
    // A digit placed in all three is one step, and clears their marks of both kinds.
    const std::size_t depth = board.undoDepth();
    CHECK(board.setEntries(cells, 7, true));
    CHECK(board.undoDepth() == depth + 1);
    for (int cell : cells) CHECK((board.cell(cell).entry == 7 && !board.cell(cell).hasMarks()));
    CHECK(board.undo());
    for (int cell : cells) CHECK((board.cell(cell).entry == 0 && board.cell(cell).centre == bitOf(6)));
}

TEST_CASE("marks: a placed digit leaves its peers' marks of both kinds only when auto-remove is on") {
    PlayBoard board(testing::namedPuzzle("aiescargot"));
    const std::vector<int> row = openCellsOf(board.puzzle(), 2);  // two open cells of row 1
    REQUIRE(board.puzzle().geometry().rowOf(row[1]) == 0);
    board.toggleMarks({row[1]}, 3, MarkKind::Corner);
    board.toggleMarks({row[1]}, 3, MarkKind::Centre);
    CHECK(board.setEntries({row[0]}, 3, false));
    CHECK(board.cell(row[1]).marks == bitOf(3));
    CHECK(board.cell(row[1]).centre == bitOf(3));
    board.undo();
    CHECK(board.setEntries({row[0]}, 3, true));
    CHECK(board.cell(row[1]).marks == 0);
    CHECK(board.cell(row[1]).centre == 0);
}

TEST_CASE("colours: several per cell, on givens too, kept by Delete of an entry, undone as one step") {
    PlayBoard board(testing::namedPuzzle("aiescargot"));
    int given = 0;
    while (!board.puzzle().isGiven(given)) ++given;
    const int open = openCellsOf(board.puzzle(), 1)[0];
    CHECK(board.toggleColours({given, open}, 0));
    CHECK(board.toggleColours({open}, 4));
    CHECK(board.cell(given).colours == 1);
    CHECK(board.cell(open).colours == (1 | 16));
    CHECK_FALSE(board.toggleColours({open}, kCellColourCount));  // no tenth colour
    board.setEntry(open, 5);
    CHECK(board.clearCell(open));
    CHECK((board.cell(open).entry == 0 && board.cell(open).colours == (1 | 16)));
    CHECK(board.clearColours({given, open}));
    CHECK((board.cell(given).colours == 0 && board.cell(open).colours == 0));
    CHECK(board.undo());
    CHECK(board.cell(given).colours == 1);
}

TEST_CASE("progress code: version 2 carries centre marks and colours; boards without them keep version 1") {
    const Grid puzzle = testing::namedPuzzle("aiescargot");
    PlayBoard board(puzzle);
    const std::vector<int> cells = openCellsOf(puzzle, 3);
    board.setEntry(cells[0], 5);
    board.toggleMarks({cells[1]}, 2, MarkKind::Corner);
    const std::string version1 = encodeProgress(board.cells());
    // Version 1's numbers: skipped, entry, marks per cell (a code written before this change).
    CHECK(decodeProgress(version1, puzzle) == board.cells());
    CHECK(version1.rfind("AAAC", 0) != 0);
    board.toggleMarks({cells[2]}, 9, MarkKind::Centre);
    int given = 0;
    while (!puzzle.isGiven(given)) ++given;
    board.toggleColours({given, cells[1]}, 8);
    const std::string version2 = encodeProgress(board.cells());
    CHECK(version2.rfind("AAAC", 0) == 0);  // 0 0 0 2: version 2's header
    CHECK(decodeProgress(version2, puzzle) == board.cells());
    // A colour beyond the nine is refused by cell: r1c2 (skipped 1, no entry, no marks, colour bit 9).
    const std::vector<PlayCell> back = decodeProgress(version2, puzzle);
    CHECK(back[static_cast<std::size_t>(given)].colours == 256);
    std::string message;
    try {
        decodeProgress("AAACBAAAgQ", puzzle);  // r1c2: colours = 512 (bit 9)
    } catch (const InputError& e) {
        message = e.what();
    }
    CHECK(message.find("has a colour beyond the 9 colours") != std::string::npos);
}

TEST_CASE("play session: Space cycles the four modes; digits go where the mode says, to every selected cell") {
    PlaySession session;
    session.setPuzzle(testing::namedPuzzle("aiescargot"), "test");
    const std::vector<int> cells = openCellsOf(session.puzzle(), 2);
    session.selectCell(cells[0]);
    session.addToSelection(cells[1]);
    CHECK(session.selectedCells() == cells);
    CHECK(session.selectedCell() == cells[1]);
    CHECK(session.entryMode() == EntryMode::Normal);
    session.cycleEntryMode();
    CHECK(session.entryMode() == EntryMode::Corner);
    CHECK(session.typeEntry(1));
    session.cycleEntryMode();
    CHECK(session.entryMode() == EntryMode::Centre);
    CHECK(session.typeEntry(2));
    session.cycleEntryMode();
    CHECK(session.entryMode() == EntryMode::Colour);
    CHECK(session.typeEntry(3));
    session.cycleEntryMode();
    CHECK(session.entryMode() == EntryMode::Normal);
    for (int cell : cells) {
        CHECK(session.board().cell(cell).marks == bitOf(1));
        CHECK(session.board().cell(cell).centre == bitOf(2));
        CHECK(session.board().cell(cell).colours == 4);
    }
    CHECK(session.typeEntry(6));
    for (int cell : cells) CHECK(session.board().cell(cell).entry == 6);
    CHECK(session.undo() == PlayChange::Board);  // one step for both cells
    for (int cell : cells) CHECK((session.board().cell(cell).entry == 0 && session.board().cell(cell).marks == bitOf(1)));
}

TEST_CASE("play session: Shift+arrows extend the selection, a plain arrow selects one cell") {
    PlaySession session;
    session.setPuzzle(testing::namedPuzzle("aiescargot"), "test");
    session.selectCell(0);
    session.moveSelection(0, 1, true);
    session.moveSelection(1, 0, true);
    CHECK(session.selectedCells() == std::vector<int>{0, 1, 10});
    CHECK(session.selectedCell() == 10);
    session.moveSelection(0, 1);
    CHECK(session.selectedCells() == std::vector<int>{11});
}

TEST_CASE("settings: text round trip; every refusal names its line") {
    PlaySettings settings;
    settings.showMistakes = true;
    settings.highlightSame = false;
    const std::string text = encodeSettings(settings);
    CHECK(text.rfind("sudolab-settings 1\n", 0) == 0);
    CHECK(decodeSettings(text) == settings);
    CHECK(marksErrorOf("sudolab-settings 2\n").find("line 1, column 18: settings: 'sudolab-settings 2' is another version") != std::string::npos);
    CHECK(marksErrorOf("hello").find("line 1: settings: not this page's settings") != std::string::npos);
    CHECK(marksErrorOf(text + "dark-mode 1\n").find("line 8, column 1: settings: unknown setting 'dark-mode'") != std::string::npos);
    std::string bad = text;
    bad.replace(bad.find("show-mistakes 1"), 15, "show-mistakes x");
    CHECK(marksErrorOf(bad).find("line 2, column 15: settings: 'show-mistakes' is 0 or 1, not 'x'") != std::string::npos);
    CHECK(marksErrorOf("sudolab-settings 1\nshow-mistakes 1\n").find("'show-conflicts' is missing") != std::string::npos);
}

TEST_CASE("settings: kept in storage and read back; storage off or unreadable settings are said") {
    MemoryStorage storage;
    {
        AppModel model(storage);
        PlaySettings settings;
        settings.autoRemoveMarks = false;
        model.changeSettings(settings);
        CHECK(model.settingsProblem().empty());
    }
    AppModel again(storage);
    again.loadSettings();
    CHECK_FALSE(again.play().settings().autoRemoveMarks);
    storage.result = GameStorage::Result::Unavailable;
    again.changeSettings(PlaySettings{});
    CHECK(again.play().settings().autoRemoveMarks);  // applies anyway
    CHECK(again.settingsProblem().find("not remembered") != std::string::npos);
    storage.texts[std::string(kSettingsKey)] = "sudolab-settings 9\n";
    AppModel third(storage);
    third.loadSettings();
    CHECK(third.messages().error.find("Your settings could not be read") != std::string::npos);
    CHECK(third.play().settings() == PlaySettings{});
}

TEST_CASE("settings: show mistakes draws a wrong entry at once; auto-remove decides the peers' marks") {
    MemoryStorage storage;
    AppModel model(storage);
    model.setPuzzle(testing::namedPuzzle("aiescargot"), "test");
    while (!model.play().uniqueness().finished()) model.advanceFrame();
    const Grid& solution = *model.knownSolution();
    const std::vector<int> row = openCellsOf(model.play().puzzle(), 2);
    const Value wrong = solution.at(row[0]) == 1 ? 2 : 1;
    model.play().selectCell(row[0]);
    model.typeValue(wrong);
    CHECK(model.wrongOnShow().empty());  // nothing until Check, as before
    PlaySettings settings;
    settings.showMistakes = true;
    settings.autoRemoveMarks = false;
    model.changeSettings(settings);
    CHECK(model.wrongOnShow() == std::vector<int>{row[0]});
    model.play().selectCell(row[1]);
    model.toggleMark(wrong);
    model.play().selectCell(row[0]);
    model.typeValue(0);
    model.typeValue(wrong);
    CHECK(model.play().board().cell(row[1]).marks == bitOf(wrong));  // kept: auto-remove is off
}

TEST_CASE("hint: applying a pointing pair changes only the cells it eliminates from") {
    PlaySession session;
    session.setPuzzle(marksPuzzle(kColy013), "test");
    // The player's own marks (its candidates) in one cell far from the step: they must stay as they are.
    const int far = openCellsOf(session.puzzle(), 81).back();
    session.selectCell(far);
    const Candidates candidates = candidatesOf(hintBoardOfPlay(session.board()))[static_cast<std::size_t>(far)];
    for (Value v = 1; v <= 9; ++v)
        if ((candidates & bitOf(v)) != 0) session.toggleMark(v);
    const std::vector<PlayCell> before = session.board().cells();
    session.hintPressed(nullptr);
    REQUIRE(session.hints().hint() != nullptr);
    const Hint hint = *session.hints().hint();
    REQUIRE(hint.technique == Technique::Pointing);
    session.hintPressed(nullptr);  // graded hints (the default): the cells,
    session.hintPressed(nullptr);  // the whole step,
    session.hintPressed(nullptr);  // and apply
    std::vector<int> eliminated;
    for (const Elimination& e : hint.eliminations) eliminated.push_back(e.cell);
    for (int cell = 0; cell < session.puzzle().cellCount(); ++cell) {
        const PlayCell& now = session.board().cell(cell);
        if (std::find(eliminated.begin(), eliminated.end(), cell) == eliminated.end()) {
            CHECK(now == before[static_cast<std::size_t>(cell)]);
            continue;
        }
        const Elimination& e = *std::find_if(hint.eliminations.begin(), hint.eliminations.end(),
                                             [cell](const Elimination& x) { return x.cell == cell; });
        CHECK(now.marks != 0);
        CHECK((now.marks & e.values) == 0);
    }
    CHECK(session.board().undoDepth() == static_cast<std::size_t>(std::popcount(candidates)) + 1);  // the hint: one step
}

TEST_CASE("hint: graded hints (on by default) nudge, then show the cells, then the step, then apply it") {
    PlaySession session;
    session.setPuzzle(marksPuzzle(kColy013), "test");
    CHECK(session.settings().gradedHints);
    session.hintPressed(nullptr);
    CHECK(session.hints().level() == HintLevel::Nudge);
    CHECK(session.hints().sentence() ==
          "Nudge: the next step uses pointing. Press again to see where, a third time for the whole step.");
    CHECK(session.hints().overlay() == nullptr);
    session.hintPressed(nullptr);
    CHECK(session.hints().level() == HintLevel::Cells);
    CHECK(session.hints().sentence() == "Look at r1c9 and r2c9 (pointing). Press again for the whole step.");
    REQUIRE(session.hints().overlay() != nullptr);
    CHECK(session.hints().overlay()->eliminations.empty());
    session.hintPressed(nullptr);
    CHECK(session.hints().level() == HintLevel::Step);
    CHECK(session.hints().sentence() ==
          "In box 3 the 2s lie only in column 9 (r1c9 and r2c9), so 2 leaves r7c9 and r8c9: pointing.");
    CHECK_FALSE(session.board().canUndo());
    session.hintPressed(nullptr);  // the fourth press applies it
    CHECK(session.board().canUndo());
}

TEST_CASE("paste: a hexadecimal 0-F 16x16 puzzle is read as one, or '0' read as empty is said") {
    Messages messages;
    PuzzleInput input(messages);
    // The standard 16x16 canonical grid, written in hex digits 0-F (0 = 1 ... F = 16), every other cell empty.
    const Grid canonical = testing::canonicalGrid(4);
    std::string hex, standard;
    for (int cell = 0; cell < canonical.cellCount(); ++cell) {
        const bool keep = cell % 2 == 0;
        hex += keep ? symbolFor(canonical.at(cell), Alphabet::ZeroBased) : '.';
        standard += keep ? symbolFor(canonical.at(cell), Alphabet::Standard) : '.';
    }
    const auto read = input.read(hex, "pasted");
    REQUIRE(read.has_value());
    for (int cell = 0; cell < canonical.cellCount(); ++cell)
        CHECK(read->puzzle.at(cell) == (cell % 2 == 0 ? canonical.at(cell) : 0));
    CHECK(read->notice.find("Read as a hexadecimal puzzle") != std::string::npos);
    // The same puzzle in the standard alphabet (1-9, A-G) reads as before, with nothing to say.
    const auto plain = input.read(standard, "pasted");
    REQUIRE(plain.has_value());
    CHECK(plain->puzzle.values() == read->puzzle.values());
    CHECK(plain->notice.empty());
    // Only '0' for empty cells and no G: read as before, but the player is told how to read it as hex.
    std::string zeros = standard;
    std::replace(zeros.begin(), zeros.end(), '.', '0');
    std::replace(zeros.begin(), zeros.end(), 'G', '0');
    const auto zero = input.read(zeros, "pasted");
    REQUIRE(zero.has_value());
    CHECK(zero->notice.find("'0' was read as an empty cell") != std::string::npos);
}

TEST_CASE("paste: a letter on a 9x9 board is explained in a player's words, with line and column") {
    Messages messages;
    PuzzleInput input(messages);
    std::string line(81, '.');
    line[40] = 'x';
    CHECK_FALSE(input.read(line, "pasted").has_value());
    CHECK(messages.error.find("line 1, column 41: 'x' is not a digit of a 9x9 puzzle, which uses 1-9 and '.', '0' or '_' "
                              "for an empty cell (it would be 33 in a 36x36 or larger puzzle)") != std::string::npos);
}

TEST_CASE("colours: digits stay readable on every cell colour; the same-digit highlight is seen") {
    for (const palette::Colour colour : palette::kCellColours) {
        CHECK(contrastRatio(palette::kGivenText, colour) >= 4.5);
        CHECK(contrastRatio(palette::kEditText, colour) >= 3.0);
    }
    CHECK(contrastRatio(palette::kSameDigitCell, palette::kCell) >= 3.0);
    CHECK(contrastRatio(palette::kEditText, palette::kSameDigitCell) >= 3.0);
}
