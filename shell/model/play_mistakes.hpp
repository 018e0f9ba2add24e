// The player's mistakes against the puzzle's known solution: a wrong entry, or pencil marks that leave
// out the cell's solution digit. The Hint button names the first one before any logical step, since a
// step found on a board that holds a mistake builds on it. UI-free (unit-tested natively).
#pragma once

#include <optional>
#include <string>

#include "grid/geometry.hpp"
#include "grid/grid.hpp"
#include "hints/hint.hpp"
#include "play/play_board.hpp"

namespace sudolab::app {

/// One mistake of the player.
struct PlayMistake {
    enum class Kind { WrongEntry, MarksMissSolution };
    Kind kind = Kind::WrongEntry;
    int cell = -1;
    Value entry = 0;  ///< the wrong entry (WrongEntry only)
    bool operator==(const PlayMistake&) const = default;
};

/// The first mistake in cell order: wrong entries first (they mislead every later step), then pencil
/// marks without the solution's digit; nullopt when the board agrees with `solution` (a complete grid of
/// the board's order).
std::optional<PlayMistake> firstMistake(const PlayBoard& play, const Grid& solution);

/// The sentence the hint bar shows for a mistake, naming the cell ("r1c1") and the entry; it never
/// reveals the solution's digit.
std::string mistakeSentence(const Geometry& geometry, const PlayMistake& mistake);

/// Undoes a mistake on the board (one undo step): removes the wrong entry, or the cell's pencil marks.
bool correctMistake(PlayBoard& play, const PlayMistake& mistake);

/// The mistake as a hint for the board overlay: its cell outlined in the colour of a problem.
Hint mistakeOverlay(const PlayMistake& mistake);

}  // namespace sudolab::app
