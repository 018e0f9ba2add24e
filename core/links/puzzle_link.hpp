// Which texts are links, decided here and nowhere else: text pasted where a puzzle is expected (the app's
// puzzle box, a puzzle file of the CLI) is a link when looksLikeLink says so, and a page's address
// carries one when linkOfAddress finds it. A link is a sudolab share link (a full address with '#...',
// or the bare fragment) or a SudokuWiki address with `bd=`. Text that is not a link is left to the puzzle
// readers (format.hpp); text that is a link but cannot be read exactly is an error. readPuzzleLink is the
// syntax only: resolveSharedLink (links/resolve_link.hpp) gives a link its meaning.
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
    std::size_t fragmentAt = 0;  ///< Kind::Share: where the fragment's '#' is in the text (0: the text is the fragment)
};

/// True if the text (surrounding white space ignored) is meant as a link: one word that is an http(s)
/// address, a share fragment ("#p=", "#c=", "p=", "c=") or a query starting with "?bd=" / "bd=".
bool looksLikeLink(std::string_view text);

/// The link a page's address carries: its fragment (from the '#') when that holds more than the '#', else
/// the whole address when its query has a `bd=` part (a SudokuWiki board), else "" (the page was opened
/// without a link).
std::string_view linkOfAddress(std::string_view address);

/// `message` (an error in a share fragment that starts at 0-based `hashAt` of a longer text) with a note
/// saying where the fragment starts, since its positions count from the '#'.
std::string inLinkFragment(const std::string& message, std::size_t hashAt);

/// Reads a link (see looksLikeLink). Throws InputError saying what is wrong and where (positions count
/// from the first non-blank character).
PuzzleLink readPuzzleLink(std::string_view text);

}  // namespace sudolab
