// Links pasted where a puzzle is expected: a sudolab share link (a full address with '#...', or the
// bare fragment) or a SudokuWiki address with `bd=`. Text that is not a link is left to the puzzle
// readers (format.hpp); text that is a link but cannot be read exactly is an error.
#pragma once

#include <optional>
#include <string_view>

#include "links/share_link.hpp"
#include "text/sudokuwiki.hpp"

namespace sudolab {

/// What a pasted link held.
struct PuzzleLink {
    enum class Kind { Share, SudokuWiki };
    Kind kind = Kind::Share;
    SharedState shared;   ///< Kind::Share
    ImportedBoard board;  ///< Kind::SudokuWiki
};

/// True if the text (surrounding white space ignored) is meant as a link: one word that is an http(s)
/// address, a share fragment ("#p=", "#c=", "p=", "c=") or a query starting with "?bd=" / "bd=".
bool looksLikeLink(std::string_view text);

/// Reads a link (see looksLikeLink). Throws InputError saying what is wrong and where (positions count
/// from the first non-blank character).
PuzzleLink readPuzzleLink(std::string_view text);

}  // namespace sudolab
