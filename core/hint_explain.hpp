// Words for hints: one sentence per step ("In row 4 only r4c7 can hold 6: hidden single."), with cell
// names (r12c16) and value symbols that work on every order.
#pragma once

#include <string>

#include "hint.hpp"

namespace sudolab {

/// A value as the board shows it: 1-9 then A-Z up to 35 symbols; decimal beyond (36x36 and larger).
std::string valueText(int size, Value value);

/// One sentence saying what the hint does and why, ending with the technique's name.
std::string explainHint(const Geometry& geometry, const Hint& hint);

}  // namespace sudolab
