// Share links: the URL fragment that carries a puzzle, an algorithm, its non-default parameters and a
// seed, so that opening the link restores the same state and (solvers being deterministic) replays the
// same run. Pure standard C++ (used by the app natively and in the browser, and by the tests); it lives
// in core/ because it needs nothing but Grid and strings.
//
// Fragment grammar: `key=value` pairs joined by '&' (an optional leading '#' is ignored):
//   c=<8 hex digits>    first part of every link the encoder writes: FNV-1a of the rest, so a link cut
//                       short or altered in transit is an error rather than a different state (links
//                       written by hand may leave it out)
//   p=<order>.<cells>   the puzzle; cells use the base64url alphabet (A-Z a-z 0-9 - _). Orders 2-6:
//                       symbol index i < 36 is the value i+1, i >= 36 a run of i-35 empty cells (1..28).
//                       Orders 7-8: i < 48 is the value i+1, 48 <= i < 63 a run of i-47 empty cells
//                       (1..15), and '_' (63) followed by the symbol j is the value 49+j.
//   a=<solver id>       the selected algorithm
//   s=<seed>            decimal 64-bit seed
//   x.<name>=<value>    a parameter of the algorithm that differs from its default (percent-encoded);
//                       in a race, x.<solver id>.<name>=<value> for the other solvers
//   r=<id>,<id>,...     race mode with these solvers, each at most once
//   g=<progress>        the player's entries and pencil marks (base64url symbols; the progress code of
//                       play/progress_code.hpp), for "share my progress" links
// A bare 81-character 9x9 string (digits, '.' or '0' for empty) is accepted as the whole fragment;
// grid-shaped text that is not one (80 cells, a full-width digit) is an error about the grid.
// Nothing is read loosely: empty parts (a trailing '&'), repeated or unknown keys are errors.
// This file is the grammar only; what the ids and values mean (the registry's solvers, their parameter
// tables and rules, the progress against the puzzle) is resolved by links/resolve_link.hpp.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "grid/grid.hpp"

namespace sudolab {

/// Longest fragment decodeShareLink reads (a 64x64 puzzle needs at most 4096 + 1024 cell symbols:
/// one per cell, a second one for each of the 16 values above 48 in each of the 64 rows).
constexpr std::size_t kMaxShareLinkLength = 8192;

/// Most solvers in a race: links, the app and the JS API all use this one bound (the app's lane
/// palette has exactly this many colours).
constexpr std::size_t kMaxRaceEntrants = 8;

/// What a share link holds, as text (resolveSharedLink gives it its typed meaning). Only `puzzle` is
/// required. The positions (0-based, in the fragment as given, '#' included) are filled by
/// decodeShareLink so that errors found later can say where; the encoder ignores them.
struct SharedState {
    Grid puzzle;
    std::string algorithm;                                    ///< empty = not given
    std::optional<std::uint64_t> seed;
    std::vector<std::pair<std::string, std::string>> params;  ///< (name, text), in link order
    std::vector<std::string> race;                            ///< solver ids of a race, empty = no race
    std::string progress;                                     ///< the player's progress code, empty = none
    std::size_t progressAt = 0;                               ///< where the progress code starts
    std::size_t algorithmAt = 0;                              ///< where the algorithm id starts
    std::vector<std::size_t> paramsAt;                        ///< where each x.<name> part starts
    std::vector<std::size_t> raceAt;                          ///< where each race id starts
};

/// The fragment (without '#') for a state; params are written in the given order.
std::string encodeShareLink(const SharedState& state);

/// Parses a fragment (with or without '#'). Throws InputError with a message that says what is wrong
/// and where (position in the fragment) for anything malformed, truncated, oversized or unsupported.
/// Does not check that the algorithm or parameters exist: resolveSharedLink (links/resolve_link.hpp) does.
SharedState decodeShareLink(std::string_view fragment);

/// The compact cell encoding alone ("<order>.<cells>").
std::string encodeSharedPuzzle(const Grid& puzzle);
/// Parses "<order>.<cells>"; `offset` is added to positions in error messages.
Grid decodeSharedPuzzle(std::string_view text, std::size_t offset = 0);

/// Percent-encodes every byte outside A-Z a-z 0-9 - . _ ~ .
std::string percentEncode(std::string_view text);

}  // namespace sudolab
