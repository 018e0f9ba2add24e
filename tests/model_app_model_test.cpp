// The app model's commands across components (shell/model/app_model.*): what the player does to the
// board discards the run on show, Check and Hint use a solved run's solution, a proof of "no solution"
// stops a local search at the next frame, saved games reopen, and the link revision follows what a
// share link encodes (not the player's entries).
#include <string>

#include "doctest.h"
#include "model/app_model.hpp"
#include "model_test_support.hpp"
#include "run/registry.hpp"
#include "test_data.hpp"

using namespace sudolab;
using namespace sudolab::app;
using namespace sudolab::app::testing_support;

namespace {

/// Runs the selected solver to its end, a frame at a time.
void solveByFrames(AppModel& model) {
    model.run();
    for (int frame = 0; frame < 100000 && model.runs().running(); ++frame) model.advanceFrame();
}

}  // namespace

TEST_CASE("app model: an entry, a mark, undo or Auto-fill discard the run on show") {
    MemoryStorage storage;
    AppModel model(storage);
    model.setPuzzle(testing::namedPuzzle("aiescargot"), "test");
    REQUIRE(model.runs().selectAlgorithm("dlx"));
    model.play().selectCell(firstOpenCell(model.play().puzzle()));
    model.step();
    REQUIRE(model.runs().current() != nullptr);
    model.typeValue(3);
    CHECK(model.runs().current() == nullptr);
    model.step();
    model.toggleMark(5);  // a mark on a cell with an entry: nothing changes, the run stays
    CHECK(model.runs().current() != nullptr);
    model.typeValue(0);
    model.step();
    model.toggleMark(5);
    CHECK(model.runs().current() == nullptr);
    model.step();
    model.undo();
    CHECK(model.runs().current() == nullptr);
    model.step();
    model.autoFillMarks();
    CHECK(model.runs().current() == nullptr);
    CHECK(model.messages().notice == "Pencil marks filled in 57 cells.");
    // Typing what is already there changes nothing, so the run stays.
    model.step();
    model.undo();
    model.step();
    model.play().selectCell(0);  // a given
    model.typeValue(4);
    CHECK(model.runs().current() != nullptr);
}

TEST_CASE("app model: Check uses a solved run's solution before the check has finished") {
    MemoryStorage storage;
    AppModel model(storage);
    model.setPuzzle(testing::namedPuzzle("aiescargot"), "test");
    REQUIRE_FALSE(model.play().uniqueness().finished());
    CHECK(model.knownSolution() == nullptr);
    REQUIRE(model.runs().selectAlgorithm("dlx"));
    solveByFrames(model);
    REQUIRE(model.runs().statusText() == "solved");
    const Grid* solution = model.knownSolution();
    REQUIRE(solution != nullptr);
    const int open = firstOpenCell(model.play().puzzle());
    model.play().selectCell(open);
    model.typeValue(solution->at(open) == 1 ? 2 : 1);  // discards the run: the check must now know
    while (!model.play().uniqueness().finished()) model.advanceFrame();
    model.checkEntries();
    CHECK(model.play().wrongCells() == std::vector<int>{open});
}

TEST_CASE("app model: edit givens types givens; Clear and its undo; a new puzzle forgets the example") {
    MemoryStorage storage;
    AppModel model(storage);
    model.setPuzzle(testing::namedPuzzle("aiescargot"), "aiescargot");
    model.input().setExampleIndex(3);
    const int open = firstOpenCell(model.play().puzzle());
    model.play().selectCell(open);
    model.play().setEditGivens(true);
    const std::uint64_t revision = model.linkRevision();
    model.typeValue(7);
    CHECK(model.play().puzzle().at(open) == 7);
    CHECK(model.play().puzzle().isGiven(open));
    CHECK(model.input().exampleIndex() == -1);
    CHECK(model.linkRevision() > revision);
    model.clearPuzzle();
    CHECK(model.play().puzzle().givenCount() == 0);
    CHECK(model.messages().notice.rfind("An empty board", 0) == 0);
    model.undo();
    CHECK(model.play().puzzle().at(open) == 7);
    model.play().setEditGivens(false);
    const std::uint64_t afterUndo = model.linkRevision();
    model.typeValue(0);  // the given stays: not an entry
    model.play().selectCell(firstOpenCell(model.play().puzzle()));
    model.typeValue(2);
    CHECK(model.linkRevision() == afterUndo);  // entries are not in the share link
}

TEST_CASE("app model: a proof of no solution stops a local search at the next frame; Hint waits for single mode") {
    MemoryStorage storage;
    AppModel model(storage);
    Grid puzzle(3);
    for (int column = 0; column < 8; ++column) puzzle.setGivenValue(column, static_cast<Value>(column + 1));
    puzzle.setGivenValue(17, 9);
    model.setPuzzle(puzzle, "no solution");
    std::string local;
    for (const SolverInfo& info : solverRegistry()) {
        if (info.exact) continue;
        const TracedRun probe(info, puzzle, ParamSet(info.params), 1);
        if (!probe.finished()) {
            local = std::string(info.id);
            break;
        }
    }
    REQUIRE_FALSE(local.empty());
    REQUIRE(model.runs().selectAlgorithm(local));
    model.run();
    REQUIRE(model.runs().current() != nullptr);
    for (int frame = 0; frame < 100000 && !model.play().uniqueness().finished(); ++frame) model.advanceFrame();
    CHECK(model.runs().current() == nullptr);
    CHECK(model.messages().error.rfind("This puzzle has no solution (", 0) == 0);

    model.runs().setMode(Mode::Race);
    model.hintPressed();
    CHECK(model.play().hints().hint() == nullptr);
    model.runs().setMode(Mode::Single);
    model.hintPressed();
    CHECK(model.play().hints().hint() != nullptr);  // says where the contradiction is
}

TEST_CASE("app model: a saved game reopens with the player's entries; a missing one says so") {
    MemoryStorage storage;
    AppModel model(storage);
    model.setPuzzle(testing::namedPuzzle("coly013"), "coly013");
    model.keepGame(1.0);
    const int open = firstOpenCell(model.play().puzzle());
    model.play().selectCell(open);
    model.typeValue(6);
    model.keepGame(2.0);
    const std::string key = model.games().currentKey();
    model.setPuzzle(testing::namedPuzzle("aiescargot"), "aiescargot");
    model.keepGame(3.0);
    CHECK(model.play().board().entryCount() == 0);
    REQUIRE(model.openSavedGame(key, 4.0));
    CHECK(model.play().source() == "coly013");
    CHECK(model.play().board().cell(open).entry == 6);
    CHECK(model.messages().notice.rfind("Resumed your game: 1 entries", 0) == 0);
    CHECK_FALSE(model.openSavedGame("gone", 5.0));
    CHECK(model.messages().error == "That saved game is no longer in the browser's storage.");
}
