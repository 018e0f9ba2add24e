// Play mode: a person solving the puzzle by hand. The puzzle's givens stay fixed; the player's own
// entries and candidate marks (pencil marks) live beside them, every change is one undoable step, and
// the entries can be checked against a solution. Pure standard C++ (used by the app and the tests).
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <utility>
#include <vector>

#include "base/bits.hpp"
#include "grid/grid.hpp"

namespace sudolab {

/// Colours a cell can be painted with (palette::kCellColours draws them); bit c of PlayCell::colours.
constexpr int kCellColourCount = 9;

/// Cell colours as bits (bit c = colour c).
using CellColours = std::uint16_t;

/// Colours painted on a cell's candidates (its pencil marks, either kind), 4 bits per value: bits
/// 4(v-1) .. 4(v-1)+3 hold 0 for none or c + 1 for colour c. 64 values fit in 256 bits.
using MarkColours = std::array<std::uint64_t, 4>;

/// The two kinds of pencil marks (SudokuPad's convention): corner marks say where a digit may go in a
/// house, centre marks list a cell's candidates.
enum class MarkKind { Corner, Centre };

/// What the player put in one cell.
struct PlayCell {
    Value entry = 0;        ///< the player's value (0 = none); never set on a given
    Candidates marks = 0;   ///< corner pencil marks (bit v-1 = value v); never with an entry
    Candidates centre = 0;  ///< centre pencil marks (bit v-1 = value v); never with an entry
    CellColours colours = 0;  ///< colours painted on the cell (givens too); several may be on at once
    MarkColours markColours{};  ///< a colour per candidate, only on values marked (either kind)
    bool operator==(const PlayCell&) const = default;
    /// True when the cell holds pencil marks of either kind.
    bool hasMarks() const { return marks != 0 || centre != 0; }
    /// The colour of candidate `value` (1-64), or -1 when it has none.
    int markColour(Value value) const;
    /// Paints candidate `value` with `colour` (0 .. kCellColourCount-1; -1 takes the colour off).
    void setMarkColour(Value value, int colour);
    /// True when some candidate has a colour.
    bool hasMarkColours() const { return markColours != MarkColours{}; }
    /// Takes the colours off the candidates that are no longer marked (a mark removed, an entry typed).
    void dropUnmarkedColours();
};

/// The outcome of checking the entries against a solution.
struct PlayCheck {
    std::vector<int> wrong;  ///< cells whose entry differs from the solution, ascending
    int entries = 0;         ///< cells holding an entry
    int open = 0;            ///< non-given cells without an entry
    /// True when every cell is filled and nothing is wrong.
    bool solved() const { return wrong.empty() && open == 0; }
};

/// The player's board over a fixed puzzle, with an undo/redo history of whole actions.
class PlayBoard {
public:
    /// One cell's contents before and after an action.
    struct Change {
        int cell;
        PlayCell before;
        PlayCell after;
        bool operator==(const Change&) const = default;
    };
    /// One undo step: the cells one action changed.
    using Action = std::vector<Change>;

    /// Most actions kept for undo (the oldest are forgotten first).
    static constexpr std::size_t kHistoryLimit = 5000;

    /// A board over `puzzle` (its non-empty cells are the givens) with no entries or marks.
    explicit PlayBoard(const Grid& puzzle = Grid(3));

    const Grid& puzzle() const { return puzzle_; }
    const PlayCell& cell(int index) const { return cells_[static_cast<std::size_t>(index)]; }
    /// Every cell's entry and marks, in cell order.
    const std::vector<PlayCell>& cells() const { return cells_; }
    /// The givens and the entries as one grid (entries are not givens).
    Grid current() const;
    /// Number of cells holding an entry.
    int entryCount() const;

    /// Puts `value` (0 clears) in a non-given cell and removes it from the marks of the cell's peers;
    /// one undo step. Returns false (and records nothing) for a given, a value out of range or no change.
    bool setEntry(int index, Value value) { return setEntries({index}, value, true); }
    /// Puts `value` (0 clears) in every non-given cell of `cells` (givens are skipped), removing it from
    /// their peers' marks when `removePeerMarks`; one undo step; false if nothing changed.
    bool setEntries(const std::vector<int>& cells, Value value, bool removePeerMarks);
    /// Adds or removes one corner mark of an empty non-given cell; one undo step; false if nothing changed.
    bool toggleMark(int index, Value value) { return toggleMarks({index}, value, MarkKind::Corner); }
    /// Toggles a mark of one kind on the empty non-given cells of `cells` as one undo step: removed from
    /// all of them when every one has it, else added to those without it (SudokuPad's rule).
    bool toggleMarks(const std::vector<int>& cells, Value value, MarkKind kind);
    /// Toggles colour `colour` (0 .. kCellColourCount-1) on `cells` (givens too), by the same rule.
    bool toggleColours(const std::vector<int>& cells, int colour);
    /// Removes the entry and every mark of a non-given cell (its colours stay); one undo step.
    bool clearCell(int index) { return clearCells({index}); }
    /// Removes the entries and marks of the non-given cells of `cells` (colours stay); one undo step.
    bool clearCells(const std::vector<int>& cells);
    /// Removes every colour of `cells`, of the cells and of their candidates; one undo step; false if
    /// nothing changed.
    bool clearColours(const std::vector<int>& cells);
    /// Toggles colour `colour` on candidate `value` of the cells of `cells` that have it marked (either
    /// kind), by the same rule: taken off when every one has it in that colour, else painted on all of
    /// them; one undo step; false if nothing changed (no cell has the mark).
    bool toggleMarkColours(const std::vector<int>& cells, Value value, int colour);
    /// Takes the eliminations' values out of the named cells' marks (both kinds), one undo step; a named
    /// empty cell without marks first gets `candidates[cell]` as corner marks (so the elimination is kept
    /// somewhere). No other cell changes. Returns the number of cells changed.
    int removeMarks(const std::vector<std::pair<int, Candidates>>& eliminations,
                    const std::vector<Candidates>& candidates);
    /// Gives every empty non-given cell the marks its peers (givens and entries) allow; one undo step.
    /// Returns the number of cells whose marks changed.
    int autoFillMarks();
    /// Sets the marks of every empty non-given cell to marks[cell] (one entry per cell); one undo step.
    /// Returns the number of cells whose marks changed (the hint engine applies eliminations with it).
    int setMarks(const std::vector<Candidates>& marks);

    /// Replaces every cell's entry and marks at once (a saved game or a progress link), with an empty
    /// history. False, and nothing changed, unless `cells` has one valid cell per cell of the puzzle
    /// (nothing on a given, values and marks within the grid's values).
    bool restore(const std::vector<PlayCell>& cells);
    /// The same with an undo history (a saved game): actions [0, cursor) are the ones applied to reach
    /// `cells`, the rest can be redone. False, and nothing changed, unless the cells are valid and
    /// historyMisfit finds nothing.
    bool restore(const std::vector<PlayCell>& cells, std::vector<Action> history, std::size_t cursor);
    /// The first action (1-based) of `history` that does not replay over `cells` (a change of a cell
    /// outside the grid or not the player's, a cell that does not hold what the step says, a cursor
    /// past the end), or 0 when undoing the first `cursor` actions and redoing them all fits.
    std::size_t historyMisfit(const std::vector<PlayCell>& cells, const std::vector<Action>& history,
                              std::size_t cursor) const;

    bool canUndo() const { return cursor_ > 0; }
    bool canRedo() const { return cursor_ < history_.size(); }
    /// Reverts the latest action; false if there is none.
    bool undo();
    /// Re-applies the latest undone action; false if there is none.
    bool redo();
    /// Actions that can be undone.
    std::size_t undoDepth() const { return cursor_; }
    /// The undo history: actions [0, undoDepth()) are applied, the rest can be redone.
    const std::vector<Action>& history() const { return history_; }

    /// Compares the entries with `solution` (a complete grid of the same order).
    PlayCheck check(const Grid& solution) const;

private:
    bool editable(int index) const;
    /// True when `mine` may stand in cell `index` (values within the grid, entries and marks only on
    /// the player's cells, never both).
    bool validCell(int index, const PlayCell& mine) const;
    bool inGrid(int index) const { return index >= 0 && index < puzzle_.cellCount(); }
    /// The non-given cells of `cells` without an entry (where marks may go).
    std::vector<int> markable(const std::vector<int>& cells) const;
    /// Applies and records an action made of the cells' new contents; false if it changes nothing.
    bool commit(Action action);

    Grid puzzle_;
    std::vector<PlayCell> cells_;
    std::vector<Action> history_;
    std::size_t cursor_ = 0;  ///< actions [0, cursor_) are applied; the rest can be redone
};

}  // namespace sudolab
