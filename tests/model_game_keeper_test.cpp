// The app model's game keeper (shell/model/game_keeper.*), over a storage in memory: a game saved on
// every change and resumed when its puzzle comes back, the time played (paused, gaps capped), a solved
// board noticed, the recent games newest first, an unreadable save kept aside, and full or missing
// storage said once while the game goes on.
#include <string>

#include "doctest.h"
#include "model/game_keeper.hpp"
#include "model_test_support.hpp"
#include "test_data.hpp"

using namespace sudolab;
using namespace sudolab::app;
using namespace sudolab::app::testing_support;

namespace {

/// A session on a named puzzle with its solution check run to the end.
PlaySession sessionOn(const std::string& name) {
    PlaySession session;
    session.setPuzzle(testing::namedPuzzle(name), name);
    while (!session.uniqueness().finished()) session.advanceChecks(false);
    return session;
}

}  // namespace

TEST_CASE("game keeper: a game is saved on change and resumed, with its time, when the puzzle comes back") {
    MemoryStorage storage;
    Messages messages;
    {
        GameKeeper keeper(storage, messages);
        PlaySession session = sessionOn("aiescargot");
        session.selectCell(firstOpenCell(session.puzzle()));
        keeper.keep(session, nullptr, true, 100.0);
        CHECK(storage.texts.empty());  // an empty board is not worth saving
        session.typeEntry(4);
        // Saved at once (a change), then every 10 seconds of play: at 0.5 s and at 10.5 s.
        for (int frame = 1; frame <= 24; ++frame) keeper.keep(session, nullptr, true, 100.0 + 0.5 * frame);
        CHECK(keeper.secondsPlayed() == doctest::Approx(12.0));
        CHECK(keeper.recentKeys() == std::vector<std::string>{keeper.currentKey()});
    }
    GameKeeper later(storage, messages);
    PlaySession again = sessionOn("aiescargot");
    later.keep(again, nullptr, true, 500.0);
    CHECK(again.board().cell(firstOpenCell(again.puzzle())).entry == 4);
    CHECK(later.secondsPlayed() == doctest::Approx(10.5));
    CHECK(messages.notice == "Resumed your game: 1 entries, 0:11 played.");
    // The undo history came back with the board: Undo takes the entry out, Redo puts it back.
    REQUIRE(again.board().canUndo());
    CHECK(again.undo() == PlayChange::Board);
    CHECK(again.board().cell(firstOpenCell(again.puzzle())).entry == 0);
    CHECK(again.redo() == PlayChange::Board);
    CHECK(again.board().cell(firstOpenCell(again.puzzle())).entry == 4);
}

TEST_CASE("game keeper: an undo alone is saved (the history moved), so a reload finds the board undone") {
    MemoryStorage storage;
    Messages messages;
    {
        GameKeeper keeper(storage, messages);
        PlaySession session = sessionOn("aiescargot");
        session.selectCell(firstOpenCell(session.puzzle()));
        keeper.keep(session, nullptr, true, 1.0);
        session.typeEntry(4);
        session.typeEntry(5);
        keeper.keep(session, nullptr, true, 1.5);
        session.undo();
        keeper.keep(session, nullptr, true, 2.0);
    }
    GameKeeper later(storage, messages);
    PlaySession again = sessionOn("aiescargot");
    later.keep(again, nullptr, true, 5.0);
    CHECK(again.board().cell(firstOpenCell(again.puzzle())).entry == 4);
    CHECK(again.board().undoDepth() == 1);
    CHECK(again.redo() == PlayChange::Board);
    CHECK(again.board().cell(firstOpenCell(again.puzzle())).entry == 5);
}

TEST_CASE("game keeper: a board holding only centre marks or colours is the player's work, never replaced by a save") {
    MemoryStorage storage;
    Messages messages;
    {
        GameKeeper keeper(storage, messages);
        PlaySession session = sessionOn("aiescargot");
        session.selectCell(firstOpenCell(session.puzzle()));
        keeper.keep(session, nullptr, true, 1.0);
        session.typeEntry(4);
        keeper.keep(session, nullptr, true, 1.5);
        REQUIRE(!storage.texts.empty());
    }
    for (EntryMode mode : {EntryMode::Centre, EntryMode::Colour}) {
        CAPTURE(static_cast<int>(mode));
        // A board arriving with work the keeper has not seen (as a progress link brings it): a centre mark
        // or a cell colour only. Resuming the saved entry over it would lose that work.
        GameKeeper later(storage, messages);
        PlaySession again = sessionOn("aiescargot");
        const int cell = firstOpenCell(again.puzzle());
        again.selectCell(cell);
        again.setEntryMode(mode);
        REQUIRE(again.typeEntry(2));
        const PlayCell before = again.board().cell(cell);
        later.keep(again, nullptr, true, 5.0);
        CHECK(again.board().cell(cell) == before);
        CHECK(again.board().cell(cell).entry == 0);
    }
}

TEST_CASE("game keeper: the clock stops while a solver's board is on show, and a long gap counts two seconds") {
    MemoryStorage storage;
    Messages messages;
    GameKeeper keeper(storage, messages);
    PlaySession session = sessionOn("aiescargot");
    keeper.keep(session, nullptr, true, 10.0);
    keeper.keep(session, nullptr, false, 15.0);
    CHECK(keeper.secondsPlayed() == 0);
    // The app keeps only in the frames it draws: the clock starts again from the first tick after a stop,
    // however long ago the previous one was.
    keeper.keep(session, nullptr, true, 40.0);
    CHECK(keeper.secondsPlayed() == 0);
    keeper.keep(session, nullptr, true, 41.0);  // an idle page draws a frame a second while the clock runs
    CHECK(keeper.secondsPlayed() == 1);
    CHECK(keeper.nextSecondAt() == doctest::Approx(42.0));
    keeper.keep(session, nullptr, true, 101.0);  // a sleeping laptop
    CHECK(keeper.secondsPlayed() == 3);
    CHECK(playTimeText(3725) == "1:02:05");
    CHECK(playTimeText(65) == "1:05");
}

TEST_CASE("game keeper: a board filled with the solution is noticed as solved and saved so") {
    MemoryStorage storage;
    Messages messages;
    GameKeeper keeper(storage, messages);
    PlaySession session = sessionOn("aiescargot");
    const Grid solution = *session.uniqueSolution();
    for (int cell = 0; cell < 81; ++cell) {
        if (session.puzzle().isGiven(cell)) continue;
        session.selectCell(cell);
        session.typeEntry(solution.at(cell));
        CHECK_FALSE(keeper.playerSolved());
        keeper.keep(session, &solution, true, 1.0 + cell);
    }
    CHECK(keeper.playerSolved());
    CHECK(messages.notice.rfind("Solved in ", 0) == 0);
    const std::vector<RecentGame> recent = keeper.recentGames();
    REQUIRE(recent.size() == 1);
    CHECK(recent[0].game.solved);
    CHECK(recent[0].game.source == "aiescargot");
    CHECK(recent[0].game.savedAtMs == 1700000000000);
}

TEST_CASE("game keeper: recent games come newest first, and a missing or broken one says why") {
    MemoryStorage storage;
    Messages messages;
    GameKeeper keeper(storage, messages);
    std::vector<std::string> keys;
    for (const char* name : {"aiescargot", "coly013", "sabuncu1"}) {
        PlaySession session = sessionOn(name);
        keeper.keep(session, nullptr, true, 1.0);
        session.selectCell(firstOpenCell(session.puzzle()));
        session.setPencilMode(true);
        session.typeEntry(2);
        keeper.keep(session, nullptr, true, 2.0);
        keys.insert(keys.begin(), keeper.currentKey());
    }
    CHECK(keeper.recentKeys() == keys);
    REQUIRE(keeper.recentGames().size() == 3);
    CHECK(keeper.recentGames()[0].game.source == "sabuncu1");
    CHECK(keeper.load(keys[1]));
    CHECK_FALSE(keeper.load("nothing-here"));
    CHECK(messages.error == "That saved game is no longer in the browser's storage.");
    storage.texts["sudolab.game." + keys[1]] = "not a saved game";
    CHECK_FALSE(keeper.load(keys[1]));
    CHECK(messages.error.rfind("That saved game cannot be opened: ", 0) == 0);
    CHECK(keeper.recentGames().size() == 2);  // listed only where it can be read
}

TEST_CASE("game keeper: an unreadable save is kept aside and the puzzle starts afresh") {
    MemoryStorage storage;
    Messages messages;
    GameKeeper keeper(storage, messages);
    PlaySession session = sessionOn("aiescargot");
    const std::string key = savedGameKey(session.puzzle());
    storage.texts["sudolab.game." + key] = "sudolab-game 99\n";
    keeper.keep(session, nullptr, true, 1.0);
    CHECK(storage.texts.at("sudolab.unreadable." + key) == "sudolab-game 99\n");
    CHECK(messages.error.rfind("Your saved game of this puzzle cannot be opened (", 0) == 0);
    CHECK(session.board().entryCount() == 0);
}

TEST_CASE("game keeper: full or missing storage is said once, and the game goes on") {
    MemoryStorage storage;
    storage.result = GameStorage::Result::Full;
    Messages messages;
    GameKeeper keeper(storage, messages);
    PlaySession session = sessionOn("aiescargot");
    keeper.keep(session, nullptr, true, 0.5);
    session.selectCell(firstOpenCell(session.puzzle()));
    session.typeEntry(3);
    keeper.keep(session, nullptr, true, 1.0);
    CHECK(keeper.storageProblem() == "Your game is not being saved: the browser's storage for this page is full.");
    CHECK(messages.error.find("Share progress") != std::string::npos);
    messages.error.clear();
    session.typeEntry(5);
    keeper.keep(session, nullptr, true, 2.0);
    CHECK(messages.error.empty());  // said once
    storage.result = GameStorage::Result::Unavailable;
    session.typeEntry(6);
    keeper.keep(session, nullptr, true, 3.0);
    CHECK(keeper.storageProblem().find("private mode") != std::string::npos);
    storage.result = GameStorage::Result::Saved;
    session.typeEntry(7);
    keeper.keep(session, nullptr, true, 4.0);
    CHECK(keeper.storageProblem().empty());
    CHECK(storage.texts.count("sudolab.game." + keeper.currentKey()) == 1);
}
