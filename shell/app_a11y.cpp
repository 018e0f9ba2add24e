// The board for screen readers: the page mirrors the player's board in a hidden DOM grid (web/board_grid.js)
// and re-reads the cells' names only when boardRevision() grows, so an unchanged board costs one call a frame.
#include "app.hpp"
#include "cell_labels.hpp"

namespace sudolab::app {

std::vector<std::string> App::cellNames() const { return cellLabels(playSession_.board(), playSession_.wrongCells(), displayAlphabet(playSession_.puzzle())); }

void App::trackBoardChanges() {
    // A comparison of the cells (625 on a 25x25 board) is cheaper than building their names every frame.
    const bool same = mirrored_.selected == playSession_.selectedCell() && mirrored_.pencil == playSession_.pencilMode() && mirrored_.wrong == playSession_.wrongCells() &&
                      mirrored_.cells == playSession_.board().cells() && mirrored_.puzzle == playSession_.puzzle();
    if (same) return;
    mirrored_ = {playSession_.puzzle(), playSession_.board().cells(), playSession_.wrongCells(), playSession_.selectedCell(), playSession_.pencilMode()};
    ++boardRevision_;
}

}  // namespace sudolab::app
