#include "play/progress_code.hpp"

#include <algorithm>
#include <cstdint>
#include <iterator>
#include <limits>
#include <utility>

#include "base/errors.hpp"
#include "play/code_numbers.hpp"

namespace sudolab {

namespace {

/// Version 2's opening numbers (the file comment of progress_code.hpp).
constexpr std::uint64_t kVersion2Header[] = {0, 0, 0, 2};
constexpr std::size_t kVersion1Fields = 3;  ///< skipped, entry, corner marks
constexpr std::size_t kVersion2Fields = 5;  ///< skipped, entry, corner marks, centre marks, colours
/// Version 3's opening numbers: a cell with candidate colours.
constexpr std::uint64_t kVersion3Header[] = {0, 0, 0, 3};

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

bool isVersion3(const std::vector<std::uint64_t>& numbers) {
    return numbers.size() >= 4 && std::equal(std::begin(kVersion3Header), std::end(kVersion3Header), numbers.begin());
}

bool needsVersion3(const std::vector<PlayCell>& cells) {
    return std::any_of(cells.begin(), cells.end(), [](const PlayCell& c) { return c.hasMarkColours(); });
}

/// Appends every cell holding anything as the count of empty cells skipped before it, then what
/// `writeCell` appends for it: the run-length walk that every version of the code shares.
template <class WriteCell>
void appendNonEmptyCells(std::string& out, const std::vector<PlayCell>& cells, WriteCell writeCell) {
    std::uint64_t skipped = 0;
    for (const PlayCell& cell : cells) {
        if (cell == PlayCell{}) {
            ++skipped;
            continue;
        }
        appendCodeNumber(out, skipped);
        writeCell(cell);
        skipped = 0;
    }
}

/// Version 3: every cell holding anything as skipped, entry, corner marks, centre marks, colours, the
/// count of coloured candidates, then (value, colour) for each.
std::string encodeVersion3(const std::vector<PlayCell>& cells) {
    std::string out;
    for (std::uint64_t number : kVersion3Header) appendCodeNumber(out, number);
    appendNonEmptyCells(out, cells, [&out](const PlayCell& cell) { appendCellContents(out, cell); });
    return out;
}

/// Reads version 3's cells (after its header), checking each as version 2's and its candidates' colours.
std::vector<PlayCell> decodeVersion3(const std::vector<std::uint64_t>& numbers, const Grid& puzzle) {
    std::vector<PlayCell> cells(static_cast<std::size_t>(puzzle.cellCount()));
    std::size_t at = std::size(kVersion3Header);
    const auto take = [&]() {
        if (at >= numbers.size()) throw InputError("progress: cut short (a cell's numbers end early)");
        return numbers[at++];
    };
    std::uint64_t next = 0;
    while (at < numbers.size()) {
        const std::uint64_t skipped = take();
        const std::uint64_t cell = next + skipped;
        if (skipped >= cells.size() || cell >= cells.size())
            throw InputError("progress: runs past the last of the grid's " + std::to_string(cells.size()) + " cells");
        const std::string where = "progress: " + puzzle.geometry().cellName(static_cast<int>(cell));
        std::vector<std::uint64_t> fields{skipped};
        for (std::size_t i = 1; i < kVersion2Fields; ++i) fields.push_back(take());
        PlayCell mine = cellOf(fields, 0, kVersion2Fields, puzzle, static_cast<int>(cell));
        checkCell(puzzle, static_cast<int>(cell), mine);
        const std::uint64_t count = take();
        if (count > static_cast<std::uint64_t>(puzzle.size()))
            throw InputError(where + " lists too many coloured candidates");
        for (std::uint64_t i = 0; i < count; ++i) {
            const std::uint64_t value = take(), colour = take();
            if (value == 0 || value > static_cast<std::uint64_t>(puzzle.size()) ||
                ((mine.marks | mine.centre) & bitOf(static_cast<Value>(value))) == 0)
                throw InputError(where + " colours candidate " + std::to_string(value) + ", which is not marked");
            if (colour >= static_cast<std::uint64_t>(kCellColourCount))
                throw InputError(where + " has a candidate colour beyond the " + std::to_string(kCellColourCount) +
                                 " colours");
            mine.setMarkColour(static_cast<Value>(value), static_cast<int>(colour));
        }
        cells[static_cast<std::size_t>(cell)] = mine;
        next = cell + 1;
    }
    return cells;
}

}  // namespace

void appendCellContents(std::string& out, const PlayCell& cell) {
    for (std::uint64_t number : {std::uint64_t{cell.entry}, cell.marks, cell.centre, std::uint64_t{cell.colours}})
        appendCodeNumber(out, number);
    std::vector<std::pair<Value, int>> coloured;
    for (int v = 1; v <= 64; ++v)
        if (const int colour = cell.markColour(static_cast<Value>(v)); colour >= 0)
            coloured.push_back({static_cast<Value>(v), colour});
    appendCodeNumber(out, coloured.size());
    for (const auto& [value, colour] : coloured) {
        appendCodeNumber(out, value);
        appendCodeNumber(out, static_cast<std::uint64_t>(colour));
    }
}

std::string encodeProgress(const std::vector<PlayCell>& cells) {
    if (needsVersion3(cells)) return encodeVersion3(cells);
    std::string out;
    const bool version2 = needsVersion2(cells);
    if (version2)
        for (std::uint64_t number : kVersion2Header) appendCodeNumber(out, number);
    appendNonEmptyCells(out, cells, [&out, version2](const PlayCell& cell) {
        appendCodeNumber(out, cell.entry);
        appendCodeNumber(out, cell.marks);
        if (version2) {
            appendCodeNumber(out, cell.centre);
            appendCodeNumber(out, cell.colours);
        }
    });
    return out;
}

std::vector<PlayCell> decodeProgress(std::string_view code, const Grid& puzzle, std::size_t offset) {
    const std::vector<std::uint64_t> numbers = readCodeNumbers(code, offset, "progress");
    if (isVersion3(numbers)) return decodeVersion3(numbers, puzzle);
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
