// Draws a hint's pattern over the board: its units tinted, its cells outlined, the candidates that
// prove it (green) and those it removes (red, struck through), and the value it places.
#pragma once

#include "hints/hint.hpp"
#include "theme.hpp"

namespace sudolab::app {

/// Draws `hint`, found on `board`, over the main board of this frame, where recordBoard() says it is
/// (its visible rectangle, and cell 0 and the cell side, so a zoomed or panned board is followed): call
/// right after drawBoard and recordBoard.
void drawHintOverlay(const HintBoard& board, const Hint& hint, const Fonts& fonts);

}  // namespace sudolab::app
