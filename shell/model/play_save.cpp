#include "play_save.hpp"

#include <limits>

#include "base/errors.hpp"
#include "links/share_link.hpp"
#include "text/number_text.hpp"

namespace sudolab::app {

namespace {

constexpr std::string_view kSymbols = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
constexpr int kMore = 32;  ///< a symbol's bit 5: another 5-bit group follows
constexpr std::string_view kHeader = "sudolab-game";

int symbolIndex(char c) {
    const std::size_t at = kSymbols.find(c);
    return at == std::string_view::npos ? -1 : static_cast<int>(at);
}

void appendNumber(std::string& out, std::uint64_t value) {
    do {
        const int group = static_cast<int>(value & 31);
        value >>= 5;
        out += kSymbols[static_cast<std::size_t>(group | (value != 0 ? kMore : 0))];
    } while (value != 0);
}

/// Reads the numbers of a progress code; positions in errors are offset + index.
std::vector<std::uint64_t> readNumbers(std::string_view code, std::size_t offset) {
    std::vector<std::uint64_t> numbers;
    std::uint64_t value = 0;
    int shift = 0;
    bool open = false;
    for (std::size_t i = 0; i < code.size(); ++i) {
        const int index = symbolIndex(code[i]);
        if (index < 0)
            throw InputError("progress: '" + std::string(1, code[i]) + "' at position " +
                             std::to_string(offset + i + 1) + " is not a progress symbol (A-Z a-z 0-9 - _)");
        // 13 groups of 5 bits hold 64; a longer number is no number this code writes.
        if (shift >= 65 || (shift == 60 && (index & 31) > 15))
            throw InputError("progress: a number too large at position " + std::to_string(offset + i + 1));
        value |= static_cast<std::uint64_t>(index & 31) << shift;
        shift += 5;
        open = (index & kMore) != 0;
        if (!open) {
            numbers.push_back(value);
            value = 0;
            shift = 0;
        }
    }
    if (open) throw InputError("progress: cut short at position " + std::to_string(offset + code.size()));
    return numbers;
}

/// Checks one cell's entry and marks against the puzzle.
void checkCell(const Grid& puzzle, int cell, const PlayCell& mine) {
    const std::string where = "progress: " + puzzle.geometry().cellName(cell);
    if (puzzle.isGiven(cell)) throw InputError(where + " is a given; it cannot hold an entry or marks");
    if (mine.entry > puzzle.size())
        throw InputError(where + " holds " + std::to_string(mine.entry) + ", beyond the grid's " +
                         std::to_string(puzzle.size()) + " values");
    if ((mine.marks & ~allValues(puzzle.size())) != 0)
        throw InputError(where + " has a pencil mark beyond the grid's " + std::to_string(puzzle.size()) + " values");
    if (mine.entry != 0 && mine.marks != 0) throw InputError(where + " holds both an entry and pencil marks");
}

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
    if (line.substr(0, kHeader.size() + 1) != std::string(kHeader) + " " ||
        !parseWholeNumber(line.substr(kHeader.size() + 1), version))
        throw InputError("saved game: not a saved game of this page (it should start with 'sudolab-game <version>')",
                         1);
    if (version != static_cast<std::uint64_t>(kSavedGameVersion))
        throw InputError("saved game: format version " + std::to_string(version) + ", but this page reads version " +
                             std::to_string(kSavedGameVersion) +
                             (version > kSavedGameVersion ? " (saved by a newer page)" : ""),
                         1, static_cast<int>(kHeader.size()) + 2);
    return static_cast<int>(version);
}

/// Splits text into lines (a final newline ends the last line; no empty lines are allowed).
std::vector<std::string_view> linesOf(std::string_view text) {
    std::vector<std::string_view> lines;
    while (!text.empty()) {
        const std::size_t end = text.find('\n');
        lines.push_back(text.substr(0, end));
        if (end == std::string_view::npos) break;
        text.remove_prefix(end + 1);
    }
    return lines;
}

}  // namespace

std::string encodeProgress(const std::vector<PlayCell>& cells) {
    std::string out;
    std::uint64_t skipped = 0;
    for (const PlayCell& cell : cells) {
        if (cell.entry == 0 && cell.marks == 0) {
            ++skipped;
            continue;
        }
        appendNumber(out, skipped);
        appendNumber(out, cell.entry);
        appendNumber(out, cell.marks);
        skipped = 0;
    }
    return out;
}

std::vector<PlayCell> decodeProgress(std::string_view code, const Grid& puzzle, std::size_t offset) {
    const std::vector<std::uint64_t> numbers = readNumbers(code, offset);
    if (numbers.size() % 3 != 0)
        throw InputError("progress: cut short (" + std::to_string(numbers.size()) + " numbers, not whole cells)");
    std::vector<PlayCell> cells(static_cast<std::size_t>(puzzle.cellCount()));
    std::uint64_t next = 0;
    for (std::size_t i = 0; i < numbers.size(); i += 3) {
        const std::uint64_t cell = next + numbers[i];
        if (numbers[i] >= cells.size() || cell >= cells.size())
            throw InputError("progress: runs past the last of the grid's " + std::to_string(cells.size()) + " cells");
        if (numbers[i + 1] > static_cast<std::uint64_t>(std::numeric_limits<Value>::max()))
            throw InputError("progress: " + puzzle.geometry().cellName(static_cast<int>(cell)) +
                             " holds a value out of range");
        const PlayCell mine{static_cast<Value>(numbers[i + 1]), numbers[i + 2]};
        if (mine.entry == 0 && mine.marks == 0)
            throw InputError("progress: " + puzzle.geometry().cellName(static_cast<int>(cell)) +
                             " is listed but empty");
        checkCell(puzzle, static_cast<int>(cell), mine);
        cells[static_cast<std::size_t>(cell)] = mine;
        next = cell + 1;
    }
    return cells;
}

std::string encodeSavedGame(const SavedGame& game) {
    std::string out = std::string(kHeader) + " " + std::to_string(kSavedGameVersion) + "\n";
    out += "puzzle " + encodeSharedPuzzle(game.puzzle) + "\n";
    out += "progress " + encodeProgress(game.cells) + "\n";
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
    readVersion(lines[0]);
    SavedGame game;
    bool havePuzzle = false;
    std::string_view progress;
    int progressLine = 0;
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
    return game;
}

std::string savedGameKey(const Grid& puzzle) { return encodeSharedPuzzle(puzzle); }

}  // namespace sudolab::app
