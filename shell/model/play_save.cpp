#include "play_save.hpp"

#include <limits>

#include "base/errors.hpp"
#include "links/share_link.hpp"
#include "text/number_text.hpp"
#include "text_lines.hpp"

namespace sudolab::app {

namespace {

constexpr std::string_view kSavedGameHeader = "sudolab-game";

/// The value of a `key value` line; throws for a missing value.
std::string_view valueOf(std::string_view line, std::string_view key, int lineNumber) {
    if (line.size() <= key.size() + 1)
        throw InputError("saved game: '" + std::string(key) + "' has no value", lineNumber);
    return line.substr(key.size() + 1);
}

double readSeconds(std::string_view text, int lineNumber) {
    double value = 0;
    if (!parseStrictNumber(text, false, value) || value < 0)
        throw InputError("saved game: time played '" + std::string(text) + "' is not a number of seconds >= 0",
                         lineNumber, 9);
    return value;
}

/// The version of the header line; throws when it is not one.
int readVersion(std::string_view line) {
    std::uint64_t version = 0;
    if (line.substr(0, kSavedGameHeader.size() + 1) != std::string(kSavedGameHeader) + " " ||
        !parseWholeNumber(line.substr(kSavedGameHeader.size() + 1), version))
        throw InputError("saved game: not a saved game of this page (it should start with 'sudolab-game <version>')",
                         1);
    if (version < static_cast<std::uint64_t>(kOldestSavedGameVersion) ||
        version > static_cast<std::uint64_t>(kSavedGameVersion))
        throw InputError("saved game: format version " + std::to_string(version) + ", but this page reads versions " +
                             std::to_string(kOldestSavedGameVersion) + " to " + std::to_string(kSavedGameVersion) +
                             (version > kSavedGameVersion ? " (saved by a newer page)" : ""),
                         1, static_cast<int>(kSavedGameHeader.size()) + 2);
    return static_cast<int>(version);
}

/// The undo history of a `history` line, checked against the saved board it led to.
PlayHistory readHistory(std::string_view code, const SavedGame& game, int lineNumber) {
    PlayHistory history;
    try {
        history = decodeHistory(code, game.puzzle, 0);
    } catch (const InputError& e) {
        throw InputError("saved game: " + e.detail(), lineNumber);
    }
    const std::size_t misfit = PlayBoard(game.puzzle).historyMisfit(game.cells, history.actions, history.cursor);
    if (misfit != 0)
        throw InputError(
            "saved game: undo history step " + std::to_string(misfit) + " does not replay over the saved board",
            lineNumber);
    return history;
}

}  // namespace

std::string encodeSavedGame(const SavedGame& game) {
    std::string out = std::string(kSavedGameHeader) + " " + std::to_string(kSavedGameVersion) + "\n";
    out += "puzzle " + encodeSharedPuzzle(game.puzzle) + "\n";
    out += "progress " + encodeProgress(game.cells) + "\n";
    out += "history " + encodeHistory(boundedHistory(game.history.actions, game.history.cursor)) + "\n";
    out += "seconds " + exactNumberText(game.secondsPlayed) + "\n";
    out += std::string("solved ") + (game.solved ? "1" : "0") + "\n";
    out += "saved " + std::to_string(game.savedAtMs) + "\n";
    // One line: a source with a line break would end the save early.
    std::string source = game.source;
    for (char& c : source)
        if (c == '\n' || c == '\r') c = ' ';
    out += "source " + source + "\n";
    return out;
}

SavedGame decodeSavedGame(std::string_view text) {
    const std::vector<std::string_view> lines = linesOf(text);
    if (lines.empty()) throw InputError("saved game: empty");
    const int version = readVersion(lines[0]);
    SavedGame game;
    bool havePuzzle = false;
    std::string_view progress, history;
    int progressLine = 0, historyLine = 0;
    for (std::size_t i = 1; i < lines.size(); ++i) {
        const int number = static_cast<int>(i) + 1;
        const std::string_view line = lines[i];
        const std::string_view key = line.substr(0, line.find(' '));
        if (key == "puzzle") {
            game.puzzle = decodeSharedPuzzle(valueOf(line, key, number));
            havePuzzle = true;
        } else if (key == "progress") {
            progress = line.size() > key.size() ? line.substr(key.size() + 1) : std::string_view();
            progressLine = number;
        } else if (key == "history" && version >= 3) {
            history = valueOf(line, key, number);
            historyLine = number;
        } else if (key == "seconds") {
            game.secondsPlayed = readSeconds(valueOf(line, key, number), number);
        } else if (key == "solved") {
            const std::string_view flag = valueOf(line, key, number);
            if (flag != "0" && flag != "1")
                throw InputError("saved game: 'solved' is 0 or 1, not '" + std::string(flag) + "'", number, 8);
            game.solved = flag == "1";
        } else if (key == "saved") {
            std::uint64_t ms = 0;
            if (!parseWholeNumber(valueOf(line, key, number), ms) ||
                ms > static_cast<std::uint64_t>(std::numeric_limits<std::int64_t>::max()))
                throw InputError("saved game: 'saved' is not a time in milliseconds", number, 7);
            game.savedAtMs = static_cast<std::int64_t>(ms);
        } else if (key == "source") {
            // May be empty (a puzzle typed in with no name).
            game.source = line.size() > key.size() ? std::string(line.substr(key.size() + 1)) : std::string();
        } else {
            throw InputError("saved game: unknown key '" + std::string(key) + "'", number, 1);
        }
    }
    if (!havePuzzle) throw InputError("saved game: no 'puzzle' line");
    try {
        game.cells = decodeProgress(progress, game.puzzle, 0);
    } catch (const InputError& e) {
        throw InputError("saved game: " + e.detail(), progressLine);
    }
    if (historyLine != 0) game.history = readHistory(history, game, historyLine);
    return game;
}

std::string savedGameKey(const Grid& puzzle) { return encodeSharedPuzzle(puzzle); }

}  // namespace sudolab::app
