#include "play/progress_code.hpp"

#include <cstdint>
#include <limits>

#include "base/errors.hpp"

namespace sudolab {

namespace {

constexpr std::string_view kSymbols = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
constexpr int kMore = 32;  ///< a symbol's bit 5: another 5-bit group follows

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

}  // namespace sudolab
