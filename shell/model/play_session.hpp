// The play session: the puzzle (its givens, where it came from), the player's board over it (entries and
// pencil marks with undo/redo, PlayBoard), edits of the givens with their own undo, the selected cell,
// pencil and edit-givens modes, the check against the solution, the load-time solution check stepped
// across frames, and the hint assistant. No UI here: the app's panels read this and call its commands;
// the app discards a solver's run when a command says the board changed.
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "grid/grid.hpp"
#include "hint_assistant.hpp"
#include "messages.hpp"
#include "play/history_code.hpp"
#include "play/play_board.hpp"
#include "play_settings.hpp"
#include "search/uniqueness.hpp"

namespace sudolab::app {

/// What an undo or redo changed.
enum class PlayChange { None, Board, Givens };

/// What typing a digit does (SudokuPad's modes): an entry, a corner mark, a centre mark, or a colour.
enum class EntryMode { Normal, Corner, Centre, Colour };
/// The modes in the order Space cycles through them.
constexpr EntryMode kEntryModes[] = {EntryMode::Normal, EntryMode::Corner, EntryMode::Centre, EntryMode::Colour};

class PlaySession {
public:
    /// An empty 9x9 puzzle, r1c1 selected.
    PlaySession();

    // ---- state ----
    const Grid& puzzle() const { return puzzle_; }
    const std::string& source() const { return source_; }
    const PlayBoard& board() const { return play_; }
    const HintAssistant& hints() const { return hints_; }
    /// The cursor cell of the selection (-1: none); arrows move it, the hint and the pad's greying read it.
    int selectedCell() const { return selected_; }
    /// Every selected cell (the cursor cell among them), in the order they were selected.
    const std::vector<int>& selectedCells() const { return selection_; }
    bool isSelected(int cell) const;
    EntryMode entryMode() const { return entryMode_; }
    /// The colour (0 .. kCellColourCount-1) the colour mode paints candidates with: the colour key last
    /// pressed (orange at first).
    int penColour() const { return penColour_; }
    /// Corner-mark mode, which was the only pencil mode before centre marks (the a11y "Pencil marks" button).
    bool pencilMode() const { return entryMode_ == EntryMode::Corner; }
    const PlaySettings& settings() const { return settings_; }
    bool editGivens() const { return editGivens_; }
    const std::vector<int>& wrongCells() const { return wrongCells_; }
    const std::string& checkMessage() const { return checkMessage_; }
    /// How the check's message reads: success when every entry is right, a failure when some are
    /// wrong, a warning when nothing could be checked (no single known solution).
    Tone checkTone() const { return checkTone_; }
    /// The load-time solution check of the puzzle.
    const UniquenessCheck& uniqueness() const { return *uniqueness_; }
    /// The puzzle's solution if the check proved it unique, else null.
    const Grid* uniqueSolution() const;
    bool canUndo() const { return play_.canUndo() || !givenUndo_.empty(); }
    bool canRedo() const { return play_.canRedo() || !givenRedo_.empty(); }
    /// Grows whenever the puzzle (its givens) changes: the share link follows it.
    std::uint64_t revision() const { return revision_; }

    // ---- the puzzle ----
    /// Replaces the puzzle (its non-empty cells become givens) with a fresh board; the edits of the
    /// previous puzzle's givens are forgotten.
    void setPuzzle(const Grid& puzzle, std::string source);
    /// The puzzle of a share link, with the player's progress it carries (checked by its reader; may be
    /// empty); the given edits stay undoable.
    void openShared(const Grid& puzzle, const std::vector<PlayCell>& progress);
    /// A SudokuWiki board: its solved cells become entries and its candidates pencil marks (undoable).
    void fillBoard(const std::vector<Value>& entries, const std::vector<Candidates>& marks);
    /// Sets (value > 0) or clears (0) a given, one undoable edit. `runOnShow`: a solver's board is on
    /// show, so even an edit that changes nothing starts afresh. False if nothing happened.
    bool editCell(int cell, Value value, bool runOnShow);
    /// An empty board of the same size, edit givens on (one undo step brings the puzzle back).
    void clearPuzzle();
    /// Puts back a saved board of this puzzle with its undo history; false if it does not fit.
    bool restoreBoard(const std::vector<PlayCell>& cells, const PlayHistory& history = {});

    // ---- the player's board ----
    /// Selects one cell alone (-1 or a cell outside the grid: none).
    void selectCell(int cell);
    /// Adds a cell to the selection (a drag over it, Ctrl+click) and makes it the cursor cell.
    void addToSelection(int cell);
    /// Moves the cursor by rows and columns, staying on the board (none selected: back to r1c1); with
    /// `extend` the cells passed stay selected (Shift+arrows), else the new cell is selected alone.
    void moveSelection(int rows, int columns, bool extend = false);
    /// Types a digit (0 clears) in the selected cells as the entry mode says: entries, corner or centre
    /// marks, or colour `value` - 1; one undo step; true if the board changed.
    bool typeEntry(Value value);
    /// Toggles a pencil mark of one kind in the selected cells (one undo step); true if the board changed.
    /// In colour mode (Shift+digit there) it paints candidate `value` of the selected cells with the pen
    /// colour instead, or takes that colour off.
    bool toggleMark(Value value, MarkKind kind = MarkKind::Corner);
    /// Paints candidate `value` of `cell` with the pen colour, or takes it off (a click or tap on the mark
    /// in colour mode); one undo step; true if the board changed.
    bool colourMark(int cell, Value value);
    /// The pen colour (a colour key pressed with no cell selected still picks it).
    void setPenColour(int colour);
    PlayChange undo();
    PlayChange redo();
    /// Gives every open cell the candidates its peers allow (one undo step); returns the cells changed.
    int autoFillMarks();
    /// Compares the entries with `solution` (null: none known) and marks the wrong ones.
    void checkEntries(const Grid* solution);
    void setPencilMode(bool on) { entryMode_ = on ? EntryMode::Corner : EntryMode::Normal; }
    void setEntryMode(EntryMode mode) { entryMode_ = mode; }
    /// Space: the next mode of kEntryModes (after Colour, Normal again).
    void cycleEntryMode();
    void setSettings(const PlaySettings& settings) { settings_ = settings; }
    void setEditGivens(bool on) { editGivens_ = on; }

    // ---- help ----
    /// The Hint button: shows the next step (or the first mistake against `solution`); pressed again
    /// on the same board, applies it.
    void hintPressed(const Grid* solution);
    /// A frame's share of the background work: the solution check (less while a solver runs) and the
    /// grade (not while a solver runs). True when the check finished in this call.
    bool advanceChecks(bool solverRunning);

private:
    /// The puzzle's state before an edit of its givens, with the player's board of that moment (an
    /// edit of the givens starts a new board, so undoing it brings the old one back with its history).
    struct GivenEdit {
        Grid puzzle;
        PlayBoard play;
        std::string source;
    };
    /// Resets the board, the check and the hints; called whenever the givens change.
    void puzzleChanged();
    void recordGivenEdit();
    void swapGivenEdit(std::vector<GivenEdit>& from, std::vector<GivenEdit>& to);
    void clearVerdicts();
    /// Advances the solution check by a few milliseconds of work.
    void stepUniqueness(bool solverRunning);

    Grid puzzle_;
    std::string source_;
    PlayBoard play_;
    std::vector<GivenEdit> givenUndo_;
    std::vector<GivenEdit> givenRedo_;
    HintAssistant hints_;
    std::unique_ptr<UniquenessCheck> uniqueness_;
    int selected_ = 0;  ///< r1c1 at start, so the keyboard works before any click
    std::vector<int> selection_{0};
    EntryMode entryMode_ = EntryMode::Normal;
    int penColour_ = 0;
    PlaySettings settings_;
    bool editGivens_ = false;
    std::vector<int> wrongCells_;
    std::string checkMessage_;
    Tone checkTone_ = Tone::Neutral;
    std::uint64_t revision_ = 0;
};

}  // namespace sudolab::app
