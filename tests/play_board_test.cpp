// Play mode: entries never touch givens, marks follow entries, every action undoes and redoes as one
// step, auto-fill gives the peers' candidates, and the check finds exactly the wrong entries.
#include "play/play_board.hpp"
#include "doctest.h"
#include "search/exact.hpp"
#include "test_data.hpp"

using namespace sudolab;

namespace {

/// The first empty cell of a puzzle.
int firstOpen(const Grid& puzzle) {
    for (int cell = 0; cell < puzzle.cellCount(); ++cell)
        if (!puzzle.isGiven(cell)) return cell;
    return -1;
}

int firstGiven(const Grid& puzzle) {
    for (int cell = 0; cell < puzzle.cellCount(); ++cell)
        if (puzzle.isGiven(cell)) return cell;
    return -1;
}

}  // namespace

TEST_CASE("play board: entries go to open cells only and are not givens") {
    const Grid puzzle = testing::namedPuzzle("aiescargot");
    PlayBoard board(puzzle);
    const int open = firstOpen(puzzle);
    const int given = firstGiven(puzzle);
    CHECK_FALSE(board.setEntry(given, 5));
    CHECK_FALSE(board.setEntry(open, 10));  // out of range for 9x9
    CHECK(board.setEntry(open, 4));
    CHECK_FALSE(board.setEntry(open, 4));   // no change, no history entry
    CHECK(board.cell(open).entry == 4);
    const Grid current = board.current();
    CHECK(current.at(open) == 4);
    CHECK_FALSE(current.isGiven(open));
    CHECK(current.givenCount() == puzzle.givenCount());
    CHECK(board.entryCount() == 1);
    CHECK(board.undoDepth() == 1);
}

TEST_CASE("play board: undo and redo restore whole actions, a new action drops the redo branch") {
    const Grid puzzle = testing::namedPuzzle("aiescargot");
    PlayBoard board(puzzle);
    const int open = firstOpen(puzzle);
    board.autoFillMarks();
    const PlayBoard filled = board;
    const int peer = puzzle.geometry().peers[static_cast<std::size_t>(open)].back();
    const Candidates before = board.cell(open).marks;
    CHECK(board.toggleMark(open, 2));
    CHECK(board.cell(open).marks == (before ^ bitOf(2)));
    CHECK(board.toggleMark(open, 2));
    CHECK(board.cell(open).marks == before);
    const Value value = lowestValue(board.cell(open).marks);
    const bool peerHadMark = (board.cell(peer).marks & bitOf(value)) != 0;
    CHECK(board.setEntry(open, value));
    CHECK((board.cell(peer).marks & bitOf(value)) == 0);  // the entry cleared its peers' mark
    CHECK(board.undo());
    CHECK(board.cell(open).entry == 0);
    CHECK(((board.cell(peer).marks & bitOf(value)) != 0) == peerHadMark);  // and undo restored it
    CHECK(board.redo());
    CHECK(board.cell(open).entry == value);
    CHECK_FALSE(board.redo());
    while (board.undo()) {
    }
    CHECK(board.entryCount() == 0);
    CHECK_FALSE(board.canUndo());
    CHECK(board.redo());  // the auto-fill
    CHECK(board.cell(open).marks == filled.cell(open).marks);
    CHECK(board.clearCell(open));
    CHECK_FALSE(board.canRedo());  // a new action forgets the undone ones
    CHECK(board.cell(open).marks == 0);
}

TEST_CASE("play board: auto-fill gives each open cell the values its peers allow") {
    const Grid puzzle = testing::namedPuzzle("aiescargot");
    PlayBoard board(puzzle);
    const int open = firstOpen(puzzle);
    CHECK(board.setEntry(open, lowestValue(puzzle.candidates(open))));
    const int changed = board.autoFillMarks();
    const Grid current = board.current();
    int expected = 0;
    for (int cell = 0; cell < puzzle.cellCount(); ++cell) {
        if (puzzle.isGiven(cell)) {
            CHECK(board.cell(cell).marks == 0);
            continue;
        }
        if (cell == open) continue;
        CHECK(board.cell(cell).marks == current.candidates(cell));
        expected += current.candidates(cell) != 0;
    }
    CHECK(changed == expected);
    CHECK(board.autoFillMarks() == 0);  // already filled: nothing changes, nothing recorded
    CHECK(board.undoDepth() == 2);
}

TEST_CASE("play board: check names the wrong entries and knows a solved board") {
    const Grid puzzle = testing::namedPuzzle("aiescargot");
    const SolutionCount count = countSolutions(puzzle, 2);
    REQUIRE(count.solutions == 1);
    const Grid& solution = count.first;
    PlayBoard board(puzzle);
    const int open = firstOpen(puzzle);
    const Value right = solution.at(open);
    const Value wrong = static_cast<Value>(right % 9 + 1);
    board.setEntry(open, wrong);
    PlayCheck check = board.check(solution);
    CHECK(check.wrong == std::vector<int>{open});
    CHECK(check.entries == 1);
    CHECK_FALSE(check.solved());
    for (int cell = 0; cell < puzzle.cellCount(); ++cell)
        if (!puzzle.isGiven(cell)) board.setEntry(cell, solution.at(cell));
    check = board.check(solution);
    CHECK(check.wrong.empty());
    CHECK(check.open == 0);
    CHECK(check.solved());
    CHECK(board.current().isSolved());
}

TEST_CASE("play board: history is bounded") {
    PlayBoard board(Grid(3));
    for (std::size_t i = 0; i < PlayBoard::kHistoryLimit + 10; ++i)
        board.setEntry(0, static_cast<Value>(i % 2 + 1));
    CHECK(board.undoDepth() == PlayBoard::kHistoryLimit);
}
