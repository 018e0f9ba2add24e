// The board for screen readers: the page mirrors the player's board in a hidden DOM grid (web/board_grid.js)
// and re-reads the cells' names only when boardRevision() grows, so an unchanged board costs one call a frame.
#include "app.hpp"
#include "cell_labels.hpp"

namespace sudolab::app {

std::vector<std::string> App::cellNames() const { return cellLabels(play_, wrongCells_, displayAlphabet(puzzle_)); }

void App::trackBoardChanges() {
    // A comparison of the cells (625 on a 25x25 board) is cheaper than building their names every frame.
    const bool same = mirrored_.selected == selectedCell_ && mirrored_.pencil == pencilMode_ && mirrored_.wrong == wrongCells_ &&
                      mirrored_.cells == play_.cells() && mirrored_.puzzle == puzzle_;
    if (same) return;
    mirrored_ = {puzzle_, play_.cells(), wrongCells_, selectedCell_, pencilMode_};
    ++boardRevision_;
}

}  // namespace sudolab::app
