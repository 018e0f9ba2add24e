// What a screen reader says for each cell of the player's board: the page mirrors the board in a hidden
// DOM grid (role=grid, web/board_grid.js) whose cells carry these names. UI-free, so unit tests read them.
#pragma once

#include <string>
#include <vector>

#include "play/play_board.hpp"
#include "text/symbols.hpp"

namespace sudolab::app {

/// The name of one cell: "row 1, column 1, 5, given"; "row 1, column 2, 7" (the player's entry, with
/// ", wrong" once Check marked it); "row 1, column 3, empty" or "row 1, column 3, empty, marks 1 4 9, centre
/// marks 2 3"; colours follow last (", colour orange, blue").
std::string cellLabel(const PlayBoard& play, int cell, bool wrong, Alphabet alphabet);
/// The names of every cell, row by row; `wrongCells` are the cells Check marked wrong.
std::vector<std::string> cellLabels(const PlayBoard& play, const std::vector<int>& wrongCells, Alphabet alphabet);

}  // namespace sudolab::app
