// The player's settings (show mistakes, show conflicts, auto-remove pencil marks, highlight same digits,
// highlight the selection's row, column and box, graded hints), kept between visits as versioned text.
// UI-free.
//
// Settings text: lines `key 0|1`, the first `sudolab-settings <version>`:
//   sudolab-settings 1
//   show-mistakes 0
//   show-conflicts 1
//   auto-remove-marks 1
//   highlight-same 1
//   highlight-houses 1
//   graded-hints 1
// Every key must be there once; an unknown key, a missing one or another version is an error naming the
// line (the app then says so and keeps the defaults).
#pragma once

#include <string>
#include <string_view>

namespace sudolab::app {

/// The version encodeSettings writes and decodeSettings reads.
constexpr int kSettingsVersion = 1;
/// The storage key of the settings.
constexpr std::string_view kSettingsKey = "sudolab.settings";

/// What the player chose. The defaults are what the page did before settings existed, except graded
/// hints: on, so a first press nudges instead of giving the step away.
struct PlaySettings {
    bool showMistakes = false;    ///< entries that differ from the known solution are drawn red at once
    bool showConflicts = true;    ///< entries that repeat a digit of their row, column or box are drawn red
    bool autoRemoveMarks = true;  ///< a placed digit leaves the pencil marks of its row, column and box
    bool highlightSame = true;    ///< the cells holding the selected cell's digit are lit
    bool highlightHouses = true;  ///< the selected cell's row, column and box are lit
    bool gradedHints = true;      ///< Hint nudges first (the technique), then shows the cells, then the step
    bool operator==(const PlaySettings&) const = default;
};

/// The settings' text (see the file comment).
std::string encodeSettings(const PlaySettings& settings);
/// Reads settings text; throws InputError with the line (and column) of anything malformed.
PlaySettings decodeSettings(std::string_view text);

}  // namespace sudolab::app
