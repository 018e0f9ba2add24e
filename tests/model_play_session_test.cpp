// The app model's play session (shell/model/play_session.*): entries and marks with undo/redo, edits of
// the givens undone with the board of their moment, the selection staying on the board, the check
// against the solution, the Hint button's two presses, and the revision the share link follows.
#include <string>

#include "doctest.h"
#include "model/play_session.hpp"
#include "model_test_support.hpp"
#include "test_data.hpp"

using namespace sudolab;
using namespace sudolab::app;
using namespace sudolab::app::testing_support;

namespace {

/// A session on aiescargot with its solution check run to the end.
PlaySession checkedSession() {
    PlaySession session;
    session.setPuzzle(testing::namedPuzzle("aiescargot"), "test");
    while (!session.uniqueness().finished()) session.advanceChecks(false);
    return session;
}

/// A value that is wrong in `cell` of the solution.
Value wrongValue(const Grid& solution, int cell) { return solution.at(cell) == 1 ? 2 : 1; }

}  // namespace

TEST_CASE("play session: an entry is typed, undone and redone; a given cannot be typed over") {
    PlaySession session = checkedSession();
    const int open = firstOpenCell(session.puzzle());
    int given = 0;
    while (!session.puzzle().isGiven(given)) ++given;
    session.selectCell(given);
    CHECK_FALSE(session.typeEntry(5));
    session.selectCell(open);
    CHECK(session.typeEntry(5));
    CHECK(session.board().cell(open).entry == 5);
    CHECK(session.undo() == PlayChange::Board);
    CHECK(session.board().cell(open).entry == 0);
    CHECK(session.redo() == PlayChange::Board);
    CHECK(session.board().cell(open).entry == 5);
    CHECK(session.typeEntry(0));
    CHECK(session.board().cell(open).entry == 0);
    CHECK(session.undo() == PlayChange::Board);
    CHECK(session.board().cell(open).entry == 5);
}

TEST_CASE("play session: pencil mode types marks, and undo with nothing done changes nothing") {
    PlaySession session = checkedSession();
    CHECK(session.undo() == PlayChange::None);
    const int open = firstOpenCell(session.puzzle());
    session.selectCell(open);
    session.setPencilMode(true);
    CHECK(session.typeEntry(3));
    CHECK(session.typeEntry(7));
    CHECK(session.board().cell(open).entry == 0);
    CHECK(session.board().cell(open).marks == (bitOf(3) | bitOf(7)));
    CHECK(session.toggleMark(3));
    CHECK(session.board().cell(open).marks == bitOf(7));
}

TEST_CASE("play session: an edit of the givens is undone with the player's board of its moment") {
    PlaySession session = checkedSession();
    const Grid original = session.puzzle();
    const int open = firstOpenCell(original);
    session.selectCell(open);
    REQUIRE(session.typeEntry(4));
    const std::uint64_t revision = session.revision();
    CHECK(session.editCell(open, 6, false));
    CHECK(session.revision() > revision);
    CHECK(session.puzzle().at(open) == 6);
    CHECK(session.puzzle().isGiven(open));
    CHECK(session.source() == "test (edited)");
    CHECK(session.board().entryCount() == 0);       // a new puzzle starts a new board
    CHECK_FALSE(session.editCell(open, 6, false));  // the same given again: nothing to do
    CHECK(session.editCell(open, 6, true));         // ... unless a run's board is on show
    CHECK(session.undo() == PlayChange::Givens);
    CHECK(session.undo() == PlayChange::Givens);
    CHECK(session.puzzle() == original);
    CHECK(session.board().cell(open).entry == 4);
    CHECK(session.source() == "test");
    CHECK(session.redo() == PlayChange::Givens);
    CHECK(session.puzzle().at(open) == 6);
    CHECK_FALSE(session.editCell(-1, 1, false));
    CHECK_FALSE(session.editCell(open, 10, false));
}

TEST_CASE("play session: Clear gives an empty board in edit-givens mode, and undo brings the puzzle back") {
    PlaySession session = checkedSession();
    const Grid original = session.puzzle();
    session.setPencilMode(true);
    session.clearPuzzle();
    CHECK(session.puzzle().givenCount() == 0);
    CHECK(session.editGivens());
    CHECK_FALSE(session.pencilMode());
    CHECK(session.source() == "typed in");
    CHECK(session.undo() == PlayChange::Givens);
    CHECK(session.puzzle() == original);
    // Another puzzle forgets the given edits of the previous one.
    session.clearPuzzle();
    session.setPuzzle(original, "again");
    CHECK_FALSE(session.canUndo());
}

TEST_CASE("play session: the selection stays on the board and comes back at r1c1") {
    PlaySession session;
    CHECK(session.selectedCell() == 0);
    session.moveSelection(-1, -1);
    CHECK(session.selectedCell() == 0);
    session.moveSelection(0, 1);
    CHECK(session.selectedCell() == 1);
    session.moveSelection(20, 20);
    CHECK(session.selectedCell() == 80);
    session.selectCell(81);
    CHECK(session.selectedCell() == -1);
    CHECK_FALSE(session.typeEntry(1));
    session.moveSelection(1, 0);
    CHECK(session.selectedCell() == 0);
    // A smaller puzzle moves a selection beyond it back to r1c1.
    session.selectCell(80);
    session.setPuzzle(Grid(2), "4x4");
    CHECK(session.selectedCell() == 0);
}

TEST_CASE("play session: Check marks the wrong entries against the solution, or says why it cannot") {
    PlaySession session = checkedSession();
    const Grid* solution = session.uniqueSolution();
    REQUIRE(solution != nullptr);
    const int open = firstOpenCell(session.puzzle());
    session.selectCell(open);
    session.typeEntry(wrongValue(*solution, open));
    session.checkEntries(solution);
    CHECK(session.wrongCells() == std::vector<int>{open});
    CHECK(session.checkMessage() == "1 of 1 entries are wrong (marked red); 56 cells open.");
    CHECK(session.checkTone() == Tone::Failure);
    session.typeEntry(solution->at(open));
    CHECK(session.wrongCells().empty());  // a new entry clears the verdict
    session.checkEntries(solution);
    CHECK(session.checkMessage() == "All 1 entries are right; 56 cells open.");
    CHECK(session.checkTone() == Tone::Success);
    session.checkEntries(nullptr);
    CHECK(session.checkMessage().rfind("Cannot check: the puzzle has no single known solution (", 0) == 0);
    CHECK(session.checkTone() == Tone::Warning);  // a reason it could not check, never read as good news
}

TEST_CASE("play session: a hint naming a mistake reads as a failure, a step as a success") {
    PlaySession session = checkedSession();
    const Grid* solution = session.uniqueSolution();
    REQUIRE(solution != nullptr);
    session.hintPressed(solution);
    REQUIRE(session.hints().hint() != nullptr);
    CHECK(session.hints().tone() == Tone::Success);
    const int open = firstOpenCell(session.puzzle());
    session.selectCell(open);
    session.typeEntry(wrongValue(*solution, open));
    session.hintPressed(solution);
    REQUIRE(session.hints().mistake() != nullptr);
    CHECK(session.hints().tone() == Tone::Failure);
}

TEST_CASE("play session: the solution check finds no solution where a cell has no candidate") {
    PlaySession session;
    const std::string line = "12345678.........9" + std::string(63, '.');
    Grid puzzle(3);
    for (int cell = 0; cell < 81; ++cell)
        if (line[static_cast<std::size_t>(cell)] != '.')
            puzzle.setGivenValue(cell, static_cast<Value>(line[static_cast<std::size_t>(cell)] - '0'));
    session.setPuzzle(puzzle, "no solution");
    bool finishedOnce = false;
    while (!session.uniqueness().finished()) finishedOnce = session.advanceChecks(false);
    CHECK(finishedOnce);
    CHECK(session.uniqueness().verdict() == Solvability::None);
    CHECK(session.uniqueSolution() == nullptr);
    CHECK_FALSE(session.advanceChecks(false));  // said once
}

TEST_CASE("play session: with graded hints off, the first Hint press shows a step, the second applies it") {
    PlaySession session = checkedSession();
    PlaySettings settings;
    settings.gradedHints = false;
    session.setSettings(settings);
    session.hintPressed(session.uniqueSolution());
    CHECK(session.hints().level() == HintLevel::Step);
    REQUIRE(session.hints().hint() != nullptr);
    CHECK_FALSE(session.hints().sentence().empty());
    CHECK(session.hints().showing(session.board()));
    const std::vector<PlayCell> before = session.board().cells();
    session.hintPressed(session.uniqueSolution());
    CHECK(session.board().cells() != before);
    CHECK(session.hints().hint() == nullptr);
    CHECK(session.undo() == PlayChange::Board);  // one undo step
    CHECK(session.board().cells() == before);
}

TEST_CASE("play session: Auto-fill pencils in every open cell's candidates") {
    PlaySession session = checkedSession();
    const int filled = session.autoFillMarks();
    CHECK(filled == 81 - session.puzzle().givenCount());  // every open cell
    const int open = firstOpenCell(session.puzzle());
    const Candidates marks = session.board().cell(open).marks;
    CHECK(marks != 0);
    CHECK((marks & bitOf(session.uniqueSolution()->at(open))) != 0);  // the solution's value is a candidate
    for (Value value = 1; value <= 9; ++value) {
        bool peerHolds = false;
        for (int peer : session.puzzle().geometry().peers[static_cast<std::size_t>(open)])
            peerHolds |= session.puzzle().at(peer) == value;
        if (peerHolds) CHECK((marks & bitOf(value)) == 0);
    }
    CHECK(session.undo() == PlayChange::Board);
    CHECK(session.board().cell(open).marks == 0);
}

TEST_CASE("play session: a shared link's progress is restored without undo; the revision follows the givens only") {
    PlaySession session = checkedSession();
    const Grid puzzle = session.puzzle();
    const int open = firstOpenCell(puzzle);
    session.selectCell(open);
    session.typeEntry(2);
    const std::vector<PlayCell> progress = session.board().cells();
    const std::uint64_t revision = session.revision();
    session.typeEntry(3);
    CHECK(session.revision() == revision);  // entries do not change the share link
    session.openShared(puzzle, progress);
    CHECK(session.revision() > revision);
    CHECK(session.board().cell(open).entry == 2);
    CHECK_FALSE(session.board().canUndo());
    CHECK(session.source() == "link");
}
