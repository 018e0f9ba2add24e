// SudokuWiki boards: the value of the `bd=` parameter of sudokuwiki.org links. Two forms exist:
//   81 characters   one digit per cell in reading order, 0 (or '.') for an empty cell;
//   162 characters  two base-32 digits (0-9 a-v) per cell: n = (values << 1) | clue, where `values` has
//                   bit k-1 for digit k. One bit set is a value (a clue when the low bit is 1, else a
//                   solved cell); several bits are the cell's remaining candidates.
// Anything else is rejected with the position of the first character that cannot be read.
#pragma once

#include <cstddef>
#include <string_view>
#include <vector>

#include "base/bits.hpp"
#include "grid/grid.hpp"

namespace sudolab {

/// A board read from a SudokuWiki link: the clues, the solved (non-clue) cells and the candidates.
struct ImportedBoard {
    Grid puzzle;                    ///< the clues only, as givens
    std::vector<Value> entries;     ///< solved non-clue cells (0 elsewhere), one per cell
    std::vector<Candidates> marks;  ///< candidates of unsolved cells (0 where none were given)
};

/// Decodes a `bd=` value (81 or 162 characters). `offset` is added to positions in error messages.
/// Throws InputError saying what is wrong and where.
ImportedBoard decodeSudokuWikiBoard(std::string_view text, std::size_t offset = 0);

}  // namespace sudolab
