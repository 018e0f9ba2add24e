// The player's game as text: the versioned saved game the page keeps in the browser's storage (puzzle,
// progress, time played, where the puzzle came from). UI-free (unit-tested natively).
//
// Saved game: lines `key value`, the first `sudolab-game <version>`:
//   sudolab-game 3
//   puzzle 3.AnGk...      the puzzle as a share link writes it (encodeSharedPuzzle)
//   progress <code>       entries, marks and colours (the progress code of play/progress_code.hpp; may be
//                         empty)
//   history <code>        the undo history (play/history_code.hpp: at most 200 actions; beyond that the
//                         oldest are dropped), version 3 and later; a save without it resumes with none
//   seconds 754.2         time played
//   solved 0|1
//   saved 1735000000000   when (milliseconds since 1970), for the list of recent games
//   source <text>         where the puzzle came from ("aiescargot", "generated, hard", ...)
// Unknown keys are errors (a save is only ever written by this code); a newer version is refused with a
// message saying so, never read loosely. Version 1 (the same lines; its progress codes never held centre
// marks or colours) and version 2 (no history line) are still read, so games saved before keep opening
// (with no undo history).
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "grid/grid.hpp"
#include "play/history_code.hpp"
#include "play/play_board.hpp"
#include "play/progress_code.hpp"

namespace sudolab::app {

/// The version encodeSavedGame writes and the newest decodeSavedGame reads.
constexpr int kSavedGameVersion = 3;
/// The oldest version decodeSavedGame reads.
constexpr int kOldestSavedGameVersion = 1;

/// A game as it is kept between visits.
struct SavedGame {
    Grid puzzle = Grid(3);
    std::vector<PlayCell> cells;  ///< one per cell of the puzzle (entries and marks)
    PlayHistory history;          ///< the undo history that led to `cells` (bounded when written)
    double secondsPlayed = 0;
    bool solved = false;
    std::int64_t savedAtMs = 0;
    std::string source;
};

/// The saved game's text (see the file comment); the history is bounded (boundedHistory) on the way.
std::string encodeSavedGame(const SavedGame& game);
/// Reads a saved game; throws InputError with its line (and column) for anything malformed (a history
/// step that does not replay over the saved board too), and a message naming both versions for a save
/// of another version.
SavedGame decodeSavedGame(std::string_view text);

/// The key a puzzle's saved game is stored under (its puzzle code), so each puzzle keeps its own game.
std::string savedGameKey(const Grid& puzzle);

}  // namespace sudolab::app
