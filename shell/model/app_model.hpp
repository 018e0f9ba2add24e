// The app's model as one object: its components (play session, run session, puzzle input, game keeper,
// messages) and the commands that span them. An entry typed on the player's board discards the run on
// show (the board shows the player's grid again); Check, Hint and the game keeper use a solved run's
// solution or the solution check's; a check that proves "no solution" stops a local search. The views
// (App) read it and send it commands; the tests drive it with no window.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "game_keeper.hpp"
#include "graded_maker.hpp"
#include "messages.hpp"
#include "play_session.hpp"
#include "puzzle_input.hpp"
#include "run_session.hpp"

namespace sudolab::app {

class AppModel {
public:
    /// Saved games go to `storage`. The board starts empty (9x9); the app loads its first puzzle.
    explicit AppModel(GameStorage& storage) : storage_(storage), games_(storage, messages_) {}
    AppModel(const AppModel&) = delete;
    AppModel& operator=(const AppModel&) = delete;

    // ---- the components ----
    Messages& messages() { return messages_; }
    const Messages& messages() const { return messages_; }
    const PlaySession& play() const { return play_; }
    /// The play session's own commands (selection, pencil and edit-givens modes).
    PlaySession& play() { return play_; }
    const RunSession& runs() const { return runs_; }
    /// The run session's own commands (algorithm, parameters, seed, mode, race, speed, pause, reset).
    RunSession& runs() { return runs_; }
    const PuzzleInput& input() const { return input_; }
    PuzzleInput& input() { return input_; }
    const GameKeeper& games() const { return games_; }
    /// Grows whenever what the share link encodes changes (the puzzle or the run's definition).
    std::uint64_t linkRevision() const { return play_.revision() + runs_.revision(); }

    // ---- commands across components ----
    /// The puzzle's solution if one is known (a solved single run or a unique check), else null.
    const Grid* knownSolution() const;
    /// Replaces the puzzle (its non-empty cells become givens) and discards any run.
    void setPuzzle(const Grid& puzzle, std::string source);
    /// Puts a puzzle the input made on the board; false when there is none (the input said why).
    bool showInput(std::optional<InputPuzzle> input);
    /// Generates a puzzle with the input's settings (the seed moves on) and puts it on the board.
    bool generatePuzzle() { return showInput(input_.generate()); }
    /// Types a value (0 clears) in the selected cell: an entry, a mark in pencil mode, or a given while
    /// "edit givens" is on.
    void typeValue(Value value);
    /// Toggles a pencil mark of one kind in the selected cells (in colour mode: its colour).
    void toggleMark(Value value, MarkKind kind = MarkKind::Corner);
    /// Paints (or unpaints) candidate `value` of `cell` with the pen colour (colour mode).
    void colourMark(int cell, Value value);
    /// Undoes the latest action: the player's entry or mark, or else an edit of the givens.
    void undo();
    /// Re-applies the latest undone action (of the player's board first, then of the givens).
    void redo();
    /// Gives every open cell the candidates its peers allow (one undo step) and says how many changed.
    void autoFillMarks();
    /// Compares the entries with the known solution and marks the wrong ones.
    void checkEntries();
    /// The cells to draw red as wrong: those the latest Check found, and with "show mistakes" on every
    /// entry that differs from the known solution.
    std::vector<int> wrongOnShow() const;
    /// Reads the player's settings from storage into the play session (the defaults when none are kept;
    /// an error saying why when they cannot be read).
    void loadSettings();
    /// Applies and keeps new settings; when storage is off or full they still apply, and
    /// settingsProblem() says they will not be remembered.
    void changeSettings(const PlaySettings& settings);
    /// Why the settings are not remembered ("" while they are).
    const std::string& settingsProblem() const { return settingsProblem_; }
    /// Sets (value > 0) or clears (0) a given of the puzzle, one undoable edit.
    void editCell(int cell, Value value);
    /// An empty board of the same size to type givens in (one undo step brings the puzzle back).
    void clearPuzzle();
    /// The Hint button (single mode): shows the next step on the player's board; pressed again, applies it.
    void hintPressed();
    /// Runs (or resumes) the solver(s) on the puzzle.
    void run();
    /// Does the step size in work units on the run(s), creating them first if needed.
    void step();
    /// A frame's work: the solution check and grade, then the runs; true if a solver ran.
    bool advanceFrame();
    /// True while work goes on across frames: a run or race, the solution check, the grade, a puzzle
    /// being made (the app draws every frame meanwhile).
    bool busy() const;
    /// True while the game clock counts the player's time (their own board on show, not yet solved).
    bool clockRuns() const;
    /// Keeps the game (game_keeper.hpp) at `now` seconds of a steady clock; the clock runs while the
    /// player's own board is on show.
    void keepGame(double now);
    /// Opens a saved game by key; false + error if it cannot be read.
    bool openSavedGame(const std::string& key, double now);
    /// Opens the most recently saved game that can be read; false (nothing changed, no error) if none.
    bool resumeLatestGame(double now);
    /// Starts making a fresh puzzle of a grade (a few milliseconds per frame, graded_maker.hpp); it goes on
    /// the board when found. A puzzle loaded meanwhile cancels it.
    void makePuzzle(GradedRequest request) { maker_.start(std::move(request)); }
    /// The puzzle being made (busy(), draws(), elapsed()).
    const GradedMaker& maker() const { return maker_; }

private:
    /// After an undo or redo: a changed board discards the run on show.
    void afterUndo(PlayChange change);
    /// A frame's slice of making a puzzle; the puzzle goes on the board once found.
    void advanceMaker();

    GameStorage& storage_;
    Messages messages_;
    PlaySession play_;
    RunSession runs_{messages_};
    PuzzleInput input_{messages_};
    GameKeeper games_;
    std::string settingsProblem_;
    GradedMaker maker_{steadySeconds};
};

}  // namespace sudolab::app
