// The board for screen readers: the page mirrors the player's board in a hidden DOM grid (web/board_grid.js)
// and re-reads the cells' names only when boardRevision() grows, so an unchanged board costs one call a frame.
#include "app.hpp"
#include "cell_labels.hpp"

namespace sudolab::app {

std::vector<std::string> App::cellNames() const {
    return cellLabels(model_.play().board(), model_.play().wrongCells(), displayAlphabet(model_.play().puzzle()));
}

void App::trackBoardChanges() {
    // A comparison of the cells (625 on a 25x25 board) is cheaper than building their names every frame.
    const bool same = mirrored_.selected == model_.play().selectedCell() &&
                      mirrored_.pencil == model_.play().pencilMode() && mirrored_.wrong == model_.play().wrongCells() &&
                      mirrored_.cells == model_.play().board().cells() && mirrored_.puzzle == model_.play().puzzle();
    if (same) return;
    mirrored_ = {model_.play().puzzle(), model_.play().board().cells(), model_.play().wrongCells(),
                 model_.play().selectedCell(), model_.play().pencilMode()};
    ++boardRevision_;
}

}  // namespace sudolab::app
