// The fast path of the line reader (format.cpp) for the most common puzzle line: a 9x9 in 81 symbols.
// A batch of easy 9x9 puzzles spends as long reading as solving them, and the general scan (separators,
// fields, per-cell sources for messages) is for the many other layouts; this reads the plain form in one
// pass and leaves every other line, and every line with a clash, to the general path and its messages.
#pragma once

#include <optional>
#include <string_view>

#include "grid/grid.hpp"
#include "text/symbols.hpp"

namespace sudolab {

/// The puzzle of `cells` when it is exactly 81 symbols of a built-in alphabet with values 0-9 (nothing
/// before or after) and no two equal givens share a unit; std::nullopt otherwise (including an explicit
/// alphabet, whose symbols the general path reads).
std::optional<Grid> plainNineLine(std::string_view cells, const SymbolSet& symbols);

}  // namespace sudolab
