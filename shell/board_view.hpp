// Draws a Sudoku board of any order with ImDrawList: givens, propagated and searched values styled
// apart (Snapshot::origin), conflicts, the latest swaps (linked, fading) and assignments, an optional
// heat map, the player's colours and pencil marks (board_marks.hpp), and the selected cells. Input handling (typing) stays with the app.
#pragma once

#include <vector>

#include "imgui.h"
#include "play/play_board.hpp"
#include "run/solver.hpp"
#include "theme.hpp"

namespace sudolab::app {

/// What to draw.
struct BoardView {
    const Grid* grid = nullptr;                        ///< required
    const std::vector<CellOrigin>* origin = nullptr;   ///< null: non-given values are shown as edits
    const std::vector<Move>* moves = nullptr;          ///< recent moves, oldest first
    const std::vector<float>* heat = nullptr;          ///< per-cell values in [0,1], or null/empty
    int selectedCell = -1;
    float zoom = 1;  ///< 1 shows the whole grid; 2 shows a quarter of it, ...
    ImVec2 pan;      ///< top-left of the shown part, as a fraction of the grid's side
    const std::vector<PlayCell>* play = nullptr;       ///< the player's pencil marks, drawn in empty cells
    const std::vector<int>* wrong = nullptr;           ///< cells a check found wrong (drawn as conflicts)
    const std::vector<int>* selection = nullptr;       ///< every selected cell (selectedCell among them)
    bool showConflicts = true;    ///< cells repeating a digit of their row, column or box are drawn red
    bool highlightHouses = true;  ///< the selected cell's row, column and box are lit
    bool highlightSame = false;   ///< the cells holding the selected cell's digit are lit
};

struct BoardResult {
    int clickedCell = -1;  ///< cell under a click (press and release without moving) this frame, or -1
    ImVec2 min, max;       ///< board rectangle on screen (pixels)
    ImVec2 gridMin;        ///< top-left of cell 0 on screen (outside the rectangle when zoomed and panned)
    float cell = 0;        ///< side of a cell on screen
    bool hovered = false;
    bool active = false;  ///< the mouse button went down on the board and is held
    bool pressed = false;  ///< the mouse button went down on the board this frame
    int hoveredCell = -1;  ///< the cell under the mouse, or -1
};

/// Draws the board at the cursor as a `side` x `side` square and reserves its space.
BoardResult drawBoard(const char* id, const BoardView& view, const Fonts& fonts, float side);

/// Records a drawn board (`size` cells per side) as the layout's main board for appLayout().
void recordBoard(const BoardResult& board, int size, float zoom);

}  // namespace sudolab::app
