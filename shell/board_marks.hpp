// What the player draws on the board besides entries: cell colours (a wash per colour, several as
// stripes), corner marks (SudokuPad's convention: the k-th mark in the k-th corner slot) and centre marks
// (small, in a row in the middle of the cell); a coloured candidate sits on a backdrop of its colour.
#pragma once

#include <vector>

#include "imgui.h"
#include "play/play_board.hpp"
#include "theme.hpp"

namespace sudolab::app {

/// The cells' colours: one wash fills the cell, several split it into equal vertical stripes.
void drawCellColours(ImDrawList* draw, const Grid& grid, const std::vector<PlayCell>& play, ImVec2 gridMin, float cell);
/// Corner and centre marks of the empty cells.
void drawPencilMarks(ImDrawList* draw, const Grid& grid, const std::vector<PlayCell>& play, const Fonts& fonts,
                     ImVec2 gridMin, float cell);
/// The value of the pencil mark of cell `index` under `point` (a click or tap on it), or 0; the marks are
/// placed as drawPencilMarks draws them.
Value markAt(const Grid& grid, const std::vector<PlayCell>& play, const Fonts& fonts, ImVec2 gridMin, float cell,
             int index, ImVec2 point);
/// Where corner mark number `slot` (0 = first, in ascending value order) of a cell sits, as fractions of
/// the cell's side: the four corners first, then the edges' middles, then the centre (SudokuPad's order);
/// from the tenth mark on (16x16 and larger boards) the cell's order x order mini-grid.
ImVec2 cornerSlot(int slot, int order);

}  // namespace sudolab::app
