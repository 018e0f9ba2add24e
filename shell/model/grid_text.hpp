// How the app writes a grid: the alphabet it shows and reads a grid in, and one-line text.
#pragma once

#include <string>

#include "grid/grid.hpp"
#include "text/format.hpp"

namespace sudolab::app {

/// The alphabet the app shows and reads a grid in: the standard one (1-9, A-Z) spells 35 values, so
/// 36x36 grids use the zero-based one (0-9, A-Z) and 49x49 / 64x64 the wide one (1-9, A-Z, a-z, @ $ &).
Alphabet displayAlphabet(const Grid& grid);
/// One-line text of a grid in its display alphabet.
std::string lineText(const Grid& grid);

}  // namespace sudolab::app
