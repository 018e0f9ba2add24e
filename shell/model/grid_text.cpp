#include "grid_text.hpp"

namespace sudolab::app {

Alphabet displayAlphabet(const Grid& grid) {
    return grid.size() > 36 ? Alphabet::Wide : grid.size() > 35 ? Alphabet::ZeroBased : Alphabet::Standard;
}

std::string lineText(const Grid& grid) { return writeGrid(grid, TextFormat::Line, displayAlphabet(grid)); }

}  // namespace sudolab::app
