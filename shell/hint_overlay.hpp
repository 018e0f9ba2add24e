// Draws a hint's pattern over the board: its units tinted, its cells outlined, the candidates that
// prove it (green) and those it removes (red, struck through), and the value it places.
#pragma once

#include "board_view.hpp"
#include "hint.hpp"

namespace sudolab::app {

/// Draws `hint`, found on `board`, over the board drawn at `drawn` (call right after drawBoard).
void drawHintOverlay(const BoardResult& drawn, const HintBoard& board, const Hint& hint, const Fonts& fonts);

}  // namespace sudolab::app
