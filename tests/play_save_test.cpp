// The saved game and the progress code (shell/model/play_save.*): what is written reads back the same, a
// restored board has no undo history, and every kind of bad save or code is refused with a located
// message (a save of another version says so).
#include <string>

#include "base/errors.hpp"
#include "doctest.h"
#include "model/play_save.hpp"
#include "test_data.hpp"
#include "text/format.hpp"

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
    CHECK(text.rfind("sudolab-game 2\n", 0) == 0);
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
    newer.replace(0, 14, "sudolab-game 3");
    CHECK(errorOf([&] { decodeSavedGame(newer); }).find("format version 3, but this page reads versions 1 to 2 (saved by a newer page)") != std::string::npos);
    std::string old = text;
    old.replace(0, 14, "sudolab-game 0");
    CHECK(errorOf([&] { decodeSavedGame(old); }).find("line 1, column 14: saved game: format version 0") != std::string::npos);
    CHECK(errorOf([&] { decodeSavedGame("hello"); }).find("not a saved game of this page") != std::string::npos);
    CHECK(errorOf([&] { decodeSavedGame(text + "colour red\n"); }).find("line 8, column 1: saved game: unknown key 'colour'") != std::string::npos);
    std::string badSeconds = text;
    badSeconds.replace(badSeconds.find("seconds 0"), 9, "seconds -1");
    CHECK(errorOf([&] { decodeSavedGame(badSeconds); }).find("line 4, column 9") != std::string::npos);
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
