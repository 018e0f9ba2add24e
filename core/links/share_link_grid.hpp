// Fragments meant as a bare 9x9 grid (the one form of share link without '='), but not exactly 81 cells
// of '1'-'9', '.' or '0': a grid copied one character short, a full-width digit typed by an input method.
// Read as the key=value grammar, such text got "'1....7.9..3..2..' is not a key=value part", which
// blames the link's grammar instead of naming what is wrong with the grid.
#pragma once

#include <cstddef>
#include <string_view>

namespace sudolab {

/// If `fragment` (without '#' or check part) is grid-shaped text that is not a valid plain 9x9 grid,
/// throws InputError naming the problem: the first cell that is not a digit or '.', with its cell number
/// and position, or the number of cells. Percent escapes (how a browser sends non-ASCII characters) are
/// decoded first. Returns for anything else. `base` is added to positions in the message.
void refuseMalformedGrid(std::string_view fragment, std::size_t base);

}  // namespace sudolab
