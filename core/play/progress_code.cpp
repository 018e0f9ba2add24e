#include "play/progress_code.hpp"

#include <algorithm>
#include <cstdint>
#include <iterator>
#include <limits>

#include "base/errors.hpp"
#include "play/code_numbers.hpp"

namespace sudolab {

namespace {

/// Version 2's opening numbers (the file comment of progress_code.hpp).
constexpr std::uint64_t kVersion2Header[] = {0, 0, 0, 2};
constexpr std::size_t kVersion1Fields = 3;  ///< skipped, entry, corner marks
constexpr std::size_t kVersion2Fields = 5;  ///< skipped, entry, corner marks, centre marks, colours

/// Checks one cell's entry, marks and colours against the puzzle.
void checkCell(const Grid& puzzle, int cell, const PlayCell& mine) {
    const std::string where = "progress: " + puzzle.geometry().cellName(cell);
    if (puzzle.isGiven(cell) && (mine.entry != 0 || mine.hasMarks()))
        throw InputError(where + " is a given; it cannot hold an entry or marks");
    if (mine.entry > puzzle.size())
        throw InputError(where + " holds " + std::to_string(mine.entry) + ", beyond the grid's " +
                         std::to_string(puzzle.size()) + " values");
    if (((mine.marks | mine.centre) & ~allValues(puzzle.size())) != 0)
        throw InputError(where + " has a pencil mark beyond the grid's " + std::to_string(puzzle.size()) + " values");
    if (mine.entry != 0 && mine.hasMarks()) throw InputError(where + " holds both an entry and pencil marks");
    if (static_cast<unsigned>(mine.colours) >= (1u << kCellColourCount))
        throw InputError(where + " has a colour beyond the " + std::to_string(kCellColourCount) + " colours");
}

bool needsVersion2(const std::vector<PlayCell>& cells) {
    return std::any_of(cells.begin(), cells.end(), [](const PlayCell& c) { return c.centre != 0 || c.colours != 0; });
}

bool isVersion2(const std::vector<std::uint64_t>& numbers) {
    return numbers.size() >= 4 && std::equal(std::begin(kVersion2Header), std::end(kVersion2Header), numbers.begin());
}

/// One cell of the code from its fields (3 or 5 numbers at `at`); throws for a value that does not fit.
PlayCell cellOf(const std::vector<std::uint64_t>& numbers, std::size_t at, std::size_t fields, const Grid& puzzle,
                int cell) {
    if (numbers[at + 1] > static_cast<std::uint64_t>(std::numeric_limits<Value>::max()))
        throw InputError("progress: " + puzzle.geometry().cellName(cell) + " holds a value out of range");
    PlayCell mine{static_cast<Value>(numbers[at + 1]), numbers[at + 2]};
    if (fields == kVersion2Fields) {
        mine.centre = numbers[at + 3];
        if (numbers[at + 4] >= (1u << kCellColourCount))
            throw InputError("progress: " + puzzle.geometry().cellName(cell) + " has a colour beyond the " +
                             std::to_string(kCellColourCount) + " colours");
        mine.colours = static_cast<CellColours>(numbers[at + 4]);
    }
    if (mine == PlayCell{})
        throw InputError("progress: " + puzzle.geometry().cellName(cell) + " is listed but empty");
    return mine;
}

}  // namespace

std::string encodeProgress(const std::vector<PlayCell>& cells) {
    std::string out;
    const bool version2 = needsVersion2(cells);
    if (version2)
        for (std::uint64_t number : kVersion2Header) appendCodeNumber(out, number);
    std::uint64_t skipped = 0;
    for (const PlayCell& cell : cells) {
        if (cell == PlayCell{}) {
            ++skipped;
            continue;
        }
        appendCodeNumber(out, skipped);
        appendCodeNumber(out, cell.entry);
        appendCodeNumber(out, cell.marks);
        if (version2) {
            appendCodeNumber(out, cell.centre);
            appendCodeNumber(out, cell.colours);
        }
        skipped = 0;
    }
    return out;
}

std::vector<PlayCell> decodeProgress(std::string_view code, const Grid& puzzle, std::size_t offset) {
    const std::vector<std::uint64_t> numbers = readCodeNumbers(code, offset, "progress");
    const bool version2 = isVersion2(numbers);
    const std::size_t first = version2 ? std::size(kVersion2Header) : 0;
    const std::size_t fields = version2 ? kVersion2Fields : kVersion1Fields;
    if ((numbers.size() - first) % fields != 0)
        throw InputError("progress: cut short (" + std::to_string(numbers.size() - first) + " numbers, not whole cells)");
    std::vector<PlayCell> cells(static_cast<std::size_t>(puzzle.cellCount()));
    std::uint64_t next = 0;
    for (std::size_t i = first; i < numbers.size(); i += fields) {
        const std::uint64_t cell = next + numbers[i];
        if (numbers[i] >= cells.size() || cell >= cells.size())
            throw InputError("progress: runs past the last of the grid's " + std::to_string(cells.size()) + " cells");
        const PlayCell mine = cellOf(numbers, i, fields, puzzle, static_cast<int>(cell));
        checkCell(puzzle, static_cast<int>(cell), mine);
        cells[static_cast<std::size_t>(cell)] = mine;
        next = cell + 1;
    }
    return cells;
}

}  // namespace sudolab
