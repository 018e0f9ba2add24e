// The saved game, the progress code and the history code (shell/model/play_save.*, core/play/): what is
// written reads back the same (the undo history too, bounded), a version-2 save still opens (with no
// history), and every kind of bad save or code is refused with a located message (a save of another
// version says so).
#include <string>

#include "base/errors.hpp"
#include "doctest.h"
#include "links/share_link.hpp"
#include "model/play_save.hpp"
#include "test_data.hpp"
#include "text/format.hpp"

// This file's cases and helpers live in a namespace of their own: the test files are compiled eight to a
// unit, and another file's helper of the same name (acs(), errorOf(...), kTable) would clash with these.
namespace play_save_test_cases {

using namespace sudolab;
using namespace sudolab::app;

namespace {

std::string errorOf(auto&& call) {
    try {
        call();
    } catch (const InputError& e) {
        return e.what();
    }
    return "";
}

/// A board with entries and marks in a few cells of aiescargot.
PlayBoard playedBoard(const Grid& puzzle) {
    PlayBoard play(puzzle);
    int done = 0;
    for (int cell = 0; cell < puzzle.cellCount() && done < 6; ++cell) {
        if (puzzle.isGiven(cell)) continue;
        if (done % 2 == 0) play.setEntry(cell, static_cast<Value>(1 + done));
        else play.toggleMark(cell, static_cast<Value>(9 - done)), play.toggleMark(cell, 2);
        ++done;
    }
    return play;
}

}  // namespace

TEST_CASE("saved game: entries, marks, time, flags and source read back the same") {
    const Grid puzzle = testing::namedPuzzle("aiescargot");
    const PlayBoard play = playedBoard(puzzle);
    SavedGame game;
    game.puzzle = puzzle;
    game.cells = play.cells();
    game.secondsPlayed = 754.25;
    game.solved = false;
    game.savedAtMs = 1735000000123;
    game.source = "aiescargot";
    const std::string text = encodeSavedGame(game);
    CHECK(text.rfind("sudolab-game 3\n", 0) == 0);
    const SavedGame back = decodeSavedGame(text);
    CHECK(back.puzzle.values() == puzzle.values());
    CHECK(back.cells == play.cells());
    CHECK(back.secondsPlayed == 754.25);
    CHECK(back.savedAtMs == 1735000000123);
    CHECK(back.source == "aiescargot");
    PlayBoard restored(back.puzzle);
    REQUIRE(restored.restore(back.cells));
    CHECK(restored.cells() == play.cells());
    CHECK_FALSE(restored.canUndo());
}

TEST_CASE("saved game: the undo history reads back; undo and redo after a restore walk the same boards") {
    const Grid puzzle = testing::namedPuzzle("aiescargot");
    PlayBoard play = playedBoard(puzzle);  // six cells: three entries, three cells with two marks each (nine actions)
    play.autoFillMarks();
    play.undo();
    play.undo();  // two steps can be redone
    SavedGame game;
    game.puzzle = puzzle;
    game.cells = play.cells();
    game.history = {play.history(), play.undoDepth()};
    const SavedGame back = decodeSavedGame(encodeSavedGame(game));
    CHECK(back.history == game.history);
    PlayBoard restored(puzzle);
    REQUIRE(restored.restore(back.cells, back.history.actions, back.history.cursor));
    CHECK(restored.undoDepth() == play.undoDepth());
    // Every undo and redo from the restored board gives the board the original gave.
    while (play.canUndo()) {
        REQUIRE(restored.undo());
        play.undo();
        CHECK(restored.cells() == play.cells());
    }
    CHECK_FALSE(restored.canUndo());
    while (play.canRedo()) {
        REQUIRE(restored.redo());
        play.redo();
        CHECK(restored.cells() == play.cells());
    }
    CHECK(restored.cells() == play.cells());
}

TEST_CASE("saved game: a version-2 save (no history line) still opens, with no undo history") {
    const Grid puzzle = testing::namedPuzzle("aiescargot");
    const PlayBoard play = playedBoard(puzzle);
    // Written as the page wrote it before the history was kept.
    const std::string version2 = "sudolab-game 2\npuzzle " + encodeSharedPuzzle(puzzle) + "\nprogress " +
                                 encodeProgress(play.cells()) + "\nseconds 12\nsolved 0\nsaved 1\nsource aiescargot\n";
    const SavedGame back = decodeSavedGame(version2);
    CHECK(back.cells == play.cells());
    CHECK(back.history == PlayHistory{});
    // A history line belongs to version 3 only.
    CHECK(errorOf([&] {
              decodeSavedGame(version2 + "history A\n");
          }).find("line 8, column 1: saved game: unknown key 'history'") != std::string::npos);
}

TEST_CASE("saved game: the history is bounded; the steps nearest the board are the ones kept") {
    const Grid puzzle = testing::namedPuzzle("aiescargot");
    PlayBoard play(puzzle);
    std::vector<std::vector<PlayCell>> boards{play.cells()};
    // 250 actions: marks toggled on and off in open cells.
    for (int step = 0; step < 250; ++step) {
        int cell = 0;
        for (int open = 0; cell < 81; ++cell)
            if (!puzzle.isGiven(cell) && open++ == step % 40) break;
        REQUIRE(play.toggleMark(cell, static_cast<Value>(1 + step % 9)));
        boards.push_back(play.cells());
    }
    for (int i = 0; i < 10; ++i) play.undo();  // 240 applied, 10 to redo
    SavedGame game;
    game.puzzle = puzzle;
    game.cells = play.cells();
    game.history = {play.history(), play.undoDepth()};
    const SavedGame back = decodeSavedGame(encodeSavedGame(game));
    REQUIRE(back.history.actions.size() == kSavedHistoryActions);
    // All 200 kept are applied ones (the nearest first): undo reaches back 200 steps, no redo is left.
    CHECK(back.history.cursor == kSavedHistoryActions);
    PlayBoard restored(puzzle);
    REQUIRE(restored.restore(back.cells, back.history.actions, back.history.cursor));
    for (std::size_t i = 0; i < kSavedHistoryActions; ++i) REQUIRE(restored.undo());
    CHECK_FALSE(restored.undo());
    CHECK(restored.cells() == boards[240 - kSavedHistoryActions]);
    // The symbol bound: a history of big actions keeps only those that fit.
    const PlayHistory small = boundedHistory(play.history(), play.undoDepth(), 1000, 80);
    CHECK(encodeHistory(small).size() <= 81);  // the cursor's symbol on top of the 80
    CHECK(small.cursor == small.actions.size());
    CHECK(small.actions.size() >= 3);
}

TEST_CASE("saved game: a history that does not replay over the board, or is damaged, is refused by line and step") {
    const Grid puzzle = testing::namedPuzzle("aiescargot");
    const PlayBoard play = playedBoard(puzzle);  // nine actions
    SavedGame game;
    game.puzzle = puzzle;
    game.cells = play.cells();
    game.history = {play.history(), play.undoDepth()};
    const std::string text = encodeSavedGame(game);
    const std::size_t at = text.find("history ") + 8;
    const std::string code = text.substr(at, text.find('\n', at) - at);
    const auto withHistory = [&](const std::string& history) {
        return text.substr(0, at) + history + text.substr(at + code.size());
    };
    // The board without its last action's cell: the last step no longer fits.
    SavedGame other = game;
    other.cells = PlayBoard(puzzle).cells();
    other.history = PlayHistory{};
    std::string moved = encodeSavedGame(other);
    moved.replace(moved.find("history ") + 8, 1, code);  // the empty history's "A" by the played one
    CHECK(errorOf([&] {
              decodeSavedGame(moved);
          }).find("line 4: saved game: undo history step 9 does not replay over the saved board") != std::string::npos);
    CHECK(errorOf([&] {
              decodeSavedGame(withHistory(code.substr(0, code.size() - 1)));
          }).find("line 4: saved game: history: step 9 is cut short") != std::string::npos);
    CHECK(errorOf([&] { decodeSavedGame(withHistory("H")); }).find("history: 7 steps applied, but it holds 0") !=
          std::string::npos);
    CHECK(errorOf([&] {
              decodeSavedGame(withHistory("A*"));
          }).find("history: '*' at position 2 is not a history symbol") != std::string::npos);
    // One change of cell 81 (beyond r9c9): cursor 0, 1 change, cell 81 = 17 + 2 * 32 -> "xC".
    CHECK(errorOf([&] { decodeSavedGame(withHistory("ABxC")); }).find("history: step 1 has a cell 81, beyond 80") !=
          std::string::npos);
    CHECK(errorOf([&] { decodeSavedGame(withHistory("AA")); }).find("history: step 1 changes no cell") !=
          std::string::npos);
    // A step that puts an entry on a given (r1c1 of aiescargot): refused by the replay.
    CHECK(errorOf([&] { decodeSavedGame(withHistory("ABAAAAAAFAAAA")); }).find("undo history step 1 does not replay") !=
          std::string::npos);
}

TEST_CASE("progress code: empty board, all 64 marks of a 64x64 cell, and the last cell") {
    CHECK(encodeProgress(std::vector<PlayCell>(81)) == "");
    const Grid big(8);
    std::vector<PlayCell> cells(static_cast<std::size_t>(big.cellCount()));
    cells[0].marks = allValues(64);
    cells.back().entry = 64;
    const std::string code = encodeProgress(cells);
    CHECK(decodeProgress(code, big) == cells);
}

TEST_CASE("saved game: another version is refused with both versions named; bad lines are located") {
    const Grid puzzle = testing::namedPuzzle("aiescargot");
    SavedGame game;
    game.puzzle = puzzle;
    game.cells = PlayBoard(puzzle).cells();
    std::string text = encodeSavedGame(game);
    CHECK(decodeSavedGame(text).source.empty());  // a save without a source name reads back
    std::string newer = text;
    newer.replace(0, 14, "sudolab-game 4");
    CHECK(errorOf([&] {
              decodeSavedGame(newer);
          }).find("format version 4, but this page reads versions 1 to 3 (saved by a newer page)") !=
          std::string::npos);
    std::string old = text;
    old.replace(0, 14, "sudolab-game 0");
    CHECK(errorOf([&] { decodeSavedGame(old); }).find("line 1, column 14: saved game: format version 0") != std::string::npos);
    CHECK(errorOf([&] { decodeSavedGame("hello"); }).find("not a saved game of this page") != std::string::npos);
    CHECK(errorOf([&] {
              decodeSavedGame(text + "colour red\n");
          }).find("line 9, column 1: saved game: unknown key 'colour'") != std::string::npos);
    std::string badSeconds = text;
    badSeconds.replace(badSeconds.find("seconds 0"), 9, "seconds -1");
    CHECK(errorOf([&] { decodeSavedGame(badSeconds); }).find("line 5, column 9") != std::string::npos);
}

TEST_CASE("progress code: bad symbols, cut codes, givens and values out of range are refused by position or cell") {
    const Grid puzzle = testing::namedPuzzle("aiescargot");  // r1c1 is a given (1)
    CHECK(errorOf([&] { decodeProgress("AB*", puzzle, 10); }).find("'*' at position 13") != std::string::npos);
    CHECK(errorOf([&] { decodeProgress("g", puzzle); }).find("cut short at position 1") != std::string::npos);
    CHECK(errorOf([&] { decodeProgress("AB", puzzle); }).find("cut short (2 numbers") != std::string::npos);
    // Cell 0 (r1c1) is a given: skip 0, entry 2, marks 0.
    CHECK(errorOf([&] { decodeProgress("ACA", puzzle); }).find("r1c1 is a given") != std::string::npos);
    // r1c2 with the entry 10 on a 9x9 grid.
    CHECK(errorOf([&] { decodeProgress("BKA", puzzle); }).find("r1c2 holds 10") != std::string::npos);
    // r1c2 with mark bit 10 (value 10 does not exist on a 9x9 grid): marks = 512 = 16 * 32 -> "gQ".
    CHECK(errorOf([&] { decodeProgress("BAgQ", puzzle); }).find("r1c2 has a pencil mark beyond") != std::string::npos);
    // Skipping past the end.
    CHECK(errorOf([&] { decodeProgress("-CBA", puzzle); }).find("runs past the last") != std::string::npos);
    PlayBoard play(puzzle);
    std::vector<PlayCell> onGiven(81);
    onGiven[0].entry = 3;
    CHECK_FALSE(play.restore(onGiven));
    CHECK_FALSE(play.restore(std::vector<PlayCell>(80)));
}

}  // namespace play_save_test_cases
