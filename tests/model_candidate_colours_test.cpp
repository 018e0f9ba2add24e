// Candidate colouring (issue 26's "cell and candidate colouring"): a pencil mark painted in one of the nine
// colours by the colour mode's pen (Shift+digit, or a click on the mark), toggled by SudokuPad's rule
// over several cells, one undo step, gone with its mark; carried by the progress code's version 3 (boards
// without keep their older codes), a saved game and its undo history; damaged codes refused by cell.
#include <string>
#include <vector>

#include "base/errors.hpp"
#include "doctest.h"
#include "model/play_save.hpp"
#include "model/play_session.hpp"
#include "play/history_code.hpp"
#include "play/progress_code.hpp"
#include "test_data.hpp"

using namespace sudolab;
using namespace sudolab::app;

namespace {

/// The first `count` open cells of aiescargot.
std::vector<int> openCandidateCells(const Grid& puzzle, std::size_t count) {
    std::vector<int> cells;
    for (int cell = 0; cell < puzzle.cellCount() && cells.size() < count; ++cell)
        if (!puzzle.isGiven(cell)) cells.push_back(cell);
    return cells;
}

std::string progressErrorOf(std::string_view code, const Grid& puzzle) {
    try {
        decodeProgress(code, puzzle);
    } catch (const InputError& e) {
        return e.what();
    }
    return "";
}

}  // namespace

TEST_CASE("candidate colours: painted on marked candidates only, toggled over cells as one step, gone with the mark") {
    const Grid puzzle = testing::namedPuzzle("aiescargot");
    PlayBoard board(puzzle);
    const std::vector<int> cells = openCandidateCells(puzzle, 3);
    board.toggleMarks({cells[0], cells[1]}, 5, MarkKind::Corner);
    board.toggleMarks({cells[1]}, 7, MarkKind::Centre);
    // Only the cells with the mark are painted (cells[2] has no 5).
    CHECK(board.toggleMarkColours({cells[0], cells[1], cells[2]}, 5, 1));
    CHECK((board.cell(cells[0]).markColour(5) == 1 && board.cell(cells[1]).markColour(5) == 1));
    CHECK(board.cell(cells[2]).markColour(5) == -1);
    CHECK_FALSE(board.toggleMarkColours({cells[2]}, 5, 1));  // nothing marked there: no step
    CHECK(board.toggleMarkColours({cells[1]}, 7, 8));        // a centre mark, the ninth colour
    CHECK(board.cell(cells[1]).markColour(7) == 8);
    CHECK_FALSE(board.toggleMarkColours({cells[1]}, 7, kCellColourCount));  // no tenth colour
    // Another colour over them repaints; the same colour on all takes it off (SudokuPad's rule).
    CHECK(board.toggleMarkColours({cells[0]}, 5, 3));
    CHECK(board.toggleMarkColours({cells[0], cells[1]}, 5, 3));
    CHECK((board.cell(cells[0]).markColour(5) == 3 && board.cell(cells[1]).markColour(5) == 3));
    CHECK(board.toggleMarkColours({cells[0], cells[1]}, 5, 3));
    CHECK((board.cell(cells[0]).markColour(5) == -1 && board.cell(cells[1]).markColour(5) == -1));
    CHECK(board.undo());
    CHECK((board.cell(cells[0]).markColour(5) == 3 && board.cell(cells[1]).markColour(5) == 3));
    // The colour goes with its mark: the mark toggled off, or an entry typed over it.
    CHECK(board.toggleMarks({cells[0]}, 5, MarkKind::Corner));
    CHECK((board.cell(cells[0]).markColour(5) == -1 && !board.cell(cells[0]).hasMarkColours()));
    CHECK(board.undo());
    CHECK(board.cell(cells[0]).markColour(5) == 3);
    CHECK(board.setEntries({cells[1]}, 2, false));
    CHECK(!board.cell(cells[1]).hasMarkColours());
    // Delete in colour mode takes cell and candidate colours off.
    CHECK(board.clearColours({cells[0]}));
    CHECK(!board.cell(cells[0]).hasMarkColours());
}

TEST_CASE("candidate colours: the session's pen is the colour key last pressed; Shift+digit in colour mode paints") {
    PlaySession session;
    session.setPuzzle(testing::namedPuzzle("aiescargot"), "test");
    const int open = openCandidateCells(session.puzzle(), 1)[0];
    session.selectCell(open);
    session.toggleMark(4, MarkKind::Corner);
    session.toggleMark(6, MarkKind::Corner);
    session.setEntryMode(EntryMode::Colour);
    CHECK(session.penColour() == 0);
    session.selectCell(-1);
    session.setPenColour(2);  // a colour key with no cell selected (AppModel::typeValue)
    session.selectCell(open);
    CHECK(session.toggleMark(4));  // Shift+4 in colour mode
    CHECK(session.board().cell(open).markColour(4) == 2);
    CHECK(session.board().cell(open).marks == (bitOf(4) | bitOf(6)));  // the marks stay
    CHECK(session.colourMark(open, 6));                                // a click on the 6
    CHECK(session.board().cell(open).markColour(6) == 2);
    CHECK(session.colourMark(open, 6));  // again: off
    CHECK(session.board().cell(open).markColour(6) == -1);
    CHECK(session.typeEntry(5));  // a colour key paints the cell and becomes the pen
    CHECK(session.penColour() == 4);
    CHECK(session.undo() == PlayChange::Board);
    CHECK(session.undo() == PlayChange::Board);
    CHECK(session.undo() == PlayChange::Board);
    CHECK(session.board().cell(open).markColour(6) == -1);
    CHECK(session.undo() == PlayChange::Board);
    CHECK(!session.board().cell(open).hasMarkColours());
}

TEST_CASE(
    "candidate colours: progress code version 3 carries them; older boards keep their codes; saves and histories too") {
    const Grid puzzle = testing::namedPuzzle("aiescargot");
    PlayBoard board(puzzle);
    const std::vector<int> cells = openCandidateCells(puzzle, 2);
    board.toggleMarks({cells[0]}, 3, MarkKind::Corner);
    board.toggleMarks({cells[1]}, 9, MarkKind::Centre);
    const std::string before = encodeProgress(board.cells());
    CHECK(before.rfind("AAAC", 0) == 0);  // centre marks: version 2, as before this change
    board.toggleMarkColours({cells[0]}, 3, 0);
    board.toggleMarkColours({cells[1]}, 9, 8);
    const std::string code = encodeProgress(board.cells());
    CHECK(code.rfind("AAAD", 0) == 0);  // 0 0 0 3: version 3's header
    CHECK(decodeProgress(code, puzzle) == board.cells());
    // A saved game keeps them, its undo history too: undoing after the restore takes them off in order.
    SavedGame game;
    game.puzzle = puzzle;
    game.cells = board.cells();
    game.history = {board.history(), board.undoDepth()};
    const SavedGame back = decodeSavedGame(encodeSavedGame(game));
    CHECK(back.cells == board.cells());
    PlayBoard restored(puzzle);
    REQUIRE(restored.restore(back.cells, back.history.actions, back.history.cursor));
    CHECK(restored.undo());
    CHECK(restored.cell(cells[1]).markColour(9) == -1);
    CHECK(restored.cell(cells[0]).markColour(3) == 0);
    CHECK(restored.undo());
    CHECK(!restored.cell(cells[0]).hasMarkColours());
}

TEST_CASE("candidate colours: a code colouring an unmarked candidate or with a tenth colour is refused by cell") {
    const Grid puzzle = testing::namedPuzzle("aiescargot");  // r1c1 is a given, r1c2 open
    // Version 3, r1c2 (skipped 1): no entry, corner mark 3 (bit 2 = 4), no centre, no colour, one coloured
    // candidate: value 5 (not marked), colour 0.
    CHECK(progressErrorOf("AAADBAEAABFA", puzzle).find("r1c2 colours candidate 5, which is not marked") !=
          std::string::npos);
    // The same with candidate 3 (marked) in colour 9 (a tenth).
    CHECK(progressErrorOf("AAADBAEAABDJ", puzzle).find("r1c2 has a candidate colour beyond the 9 colours") !=
          std::string::npos);
    CHECK(progressErrorOf("AAADBAEAABD", puzzle).find("cut short") != std::string::npos);
    // Well formed, it reads.
    const std::vector<PlayCell> cells = decodeProgress("AAADBAEAABDB", puzzle);
    CHECK(cells[1].markColour(3) == 1);
    // A board that restores a colour on an unmarked candidate is refused as well.
    std::vector<PlayCell> bad(81);
    bad[1].setMarkColour(4, 0);
    CHECK_FALSE(PlayBoard(puzzle).restore(bad));
}
