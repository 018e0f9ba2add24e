// The player's progress as text: the code a "share my progress" link carries (`g=`, links/share_link.hpp)
// and a saved game stores (shell/play_save.hpp). It lives in core so that a link's whole meaning, progress
// included, is resolved in one place (links/resolve_link.hpp).
//
// Progress code: base64url symbols (A-Z a-z 0-9 - _) spelling a list of unsigned numbers, each in 5-bit
// groups, lowest first, a symbol's bit 5 set when another group follows. The list is, for every cell
// holding an entry or marks: the count of cells skipped since the previous one, the entry (0 = none)
// and the marks (bit v-1 = value v). An empty board is the empty code.
//
// Version 2 (written only when some cell has centre marks or colours, so a board of entries and corner
// marks keeps its version-1 code and older links keep opening): the numbers 0 0 0 2 first (an empty
// cell listed, which version 1 refuses, so an older page says the code is wrong instead of misreading
// it), then for every cell holding anything: skipped, entry, corner marks, centre marks, colours.
//
// Version 3 (written only when some candidate is coloured, so boards without keep their older codes):
// the numbers 0 0 0 3 first (refused by version 1 and 2 readers as well), then for every cell holding
// anything: skipped, entry, corner marks, centre marks, colours, the count of its coloured candidates,
// then a value and its colour (0-8) for each.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

#include "grid/grid.hpp"
#include "play/play_board.hpp"

namespace sudolab {

/// The progress code of a board's cells (see the file comment).
std::string encodeProgress(const std::vector<PlayCell>& cells);
/// Appends one cell's contents as version 3 writes them (the history code too): entry, corner marks, centre
/// marks, colours, the count of coloured candidates, then (value, colour) for each.
void appendCellContents(std::string& out, const PlayCell& cell);
/// Reads a progress code (version 1, 2 or 3) for `puzzle`. Throws InputError naming the position (offset + index in
/// `code`) or the cell (r1c1) for a bad symbol, a cut code, an entry on a given, a value out of range.
std::vector<PlayCell> decodeProgress(std::string_view code, const Grid& puzzle, std::size_t offset = 0);

}  // namespace sudolab
