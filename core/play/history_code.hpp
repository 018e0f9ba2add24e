// The player's undo history as text, so that a saved game keeps it across a reload (shell's play_save).
//
// History code: the numbers of play/code_numbers.hpp. First the cursor (how many of the actions are
// applied; the rest can be redone), then per action the count of cells it changed and per cell: the
// cell's index, then its contents before and after, each as entry, corner marks, centre marks, colours,
// the count of coloured candidates and a value and its colour (0-8) for each.
// The empty history is the code "A" (cursor 0, no actions).
//
// Bounded: a saved history keeps at most kSavedHistoryActions actions and kSavedHistorySymbols symbols
// (an auto-fill of a 25x25 board's marks alone takes some thousands). The applied actions nearest the
// board are kept first, then the redo steps nearest it; beyond either bound the older actions (Undo after
// a reload stops earlier) and the farther redo steps are dropped. The board itself is always saved whole.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

#include "grid/grid.hpp"
#include "play/play_board.hpp"

namespace sudolab {

/// Actions a saved history keeps at most.
constexpr std::size_t kSavedHistoryActions = 200;
/// Symbols a saved history takes at most (a few per small action; the browser's storage for the whole
/// page is some millions of characters, shared by every saved game).
constexpr std::size_t kSavedHistorySymbols = 16000;

/// An undo history and how many of its actions are applied.
struct PlayHistory {
    std::vector<PlayBoard::Action> actions;
    std::size_t cursor = 0;
    bool operator==(const PlayHistory&) const = default;
};

/// The actions around `cursor` that fit the bounds (see the file comment), with the cursor moved to
/// match; only the kept actions are visited, so a save on every change stays cheap.
PlayHistory boundedHistory(const std::vector<PlayBoard::Action>& actions, std::size_t cursor,
                           std::size_t maxActions = kSavedHistoryActions,
                           std::size_t maxSymbols = kSavedHistorySymbols);
/// The history code of `history` as it is (bound it first).
std::string encodeHistory(const PlayHistory& history);
/// Reads a history code for a board over `puzzle`. Throws InputError naming the position (offset + index)
/// of a bad symbol, or the step (1-based) whose numbers are cut short or out of range. Whether the steps
/// replay over a board is PlayBoard::historyMisfit's to say.
PlayHistory decodeHistory(std::string_view code, const Grid& puzzle, std::size_t offset = 0);

}  // namespace sudolab
