// Words for hints: one sentence per step ("In row 4 only r4c7 can hold 6: hidden single."), with cell
// names (r12c16) and value symbols that work on every order.
#pragma once

#include <cstdint>
#include <string>

#include "hints/hint.hpp"

namespace sudolab {

/// A value as the board shows it: 1-9 then A-Z up to 35 symbols; decimal beyond (36x36 and larger).
std::string valueText(int size, Value value);

/// One sentence saying what the hint does and why, ending with the technique's name.
std::string explainHint(const Geometry& geometry, const Hint& hint);

/// How much a graded hint tells: a nudge (technique and where), the cells, or the whole step.
enum class HintLevel : std::uint8_t { Nudge = 1, Cells = 2, Step = 3 };

/// The hint told at `level`: Nudge "Look for a pointing in box 3.", Cells "Pointing: look at r1c9 and
/// r2c9 (2).", Step the whole sentence of explainHint. Boards without a step get explainHint's text.
std::string explainHintAt(const Geometry& geometry, const Hint& hint, HintLevel level);

}  // namespace sudolab
