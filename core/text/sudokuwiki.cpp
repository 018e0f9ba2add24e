#include "text/sudokuwiki.hpp"

#include <string>

#include "base/errors.hpp"

namespace sudolab {

namespace {

constexpr std::size_t kCells = 81;

[[noreturn]] void fail(const std::string& what, std::size_t position) {
    throw InputError("SudokuWiki board: " + what + " (at character " + std::to_string(position + 1) + ")");
}

int base32Digit(char c) {
    if (c >= '0' && c <= '9') return c - '0';
    if (c >= 'a' && c <= 'v') return c - 'a' + 10;
    if (c >= 'A' && c <= 'V') return c - 'A' + 10;
    return -1;
}

std::string shown(char c) {
    const auto byte = static_cast<unsigned char>(c);
    if (byte >= 0x20 && byte < 0x7f) return std::string("'") + c + "'";
    return "byte " + std::to_string(byte);
}

ImportedBoard emptyBoard() {
    ImportedBoard board;
    board.entries.assign(kCells, 0);
    board.marks.assign(kCells, 0);
    return board;
}

ImportedBoard digitsBoard(std::string_view text, std::size_t offset) {
    ImportedBoard board = emptyBoard();
    std::vector<Value> values(kCells, 0);
    for (std::size_t i = 0; i < kCells; ++i) {
        const char c = text[i];
        if (c >= '1' && c <= '9') {
            values[i] = static_cast<Value>(c - '0');
        } else if (c != '0' && c != '.') {
            fail("unexpected " + shown(c) + " (81-character boards hold digits, 0 for an empty cell)", offset + i);
        }
    }
    board.puzzle = Grid::fromValues(3, values);
    return board;
}

ImportedBoard candidateBoard(std::string_view text, std::size_t offset) {
    ImportedBoard board = emptyBoard();
    std::vector<Value> clues(kCells, 0);
    for (std::size_t cell = 0; cell < kCells; ++cell) {
        const std::size_t at = cell * 2;
        const int high = base32Digit(text[at]);
        const int low = base32Digit(text[at + 1]);
        if (high < 0) fail("unexpected " + shown(text[at]) + " (162-character boards hold base-32 digits 0-9 a-v)", offset + at);
        if (low < 0) fail("unexpected " + shown(text[at + 1]) + " (162-character boards hold base-32 digits 0-9 a-v)", offset + at + 1);
        const int number = high * 32 + low;
        const bool clue = (number & 1) != 0;
        const auto values = static_cast<Candidates>(number >> 1);
        if (values == 0) fail("cell " + std::to_string(cell + 1) + " has no value and no candidate", offset + at);
        if (values > allValues(9)) fail("cell " + std::to_string(cell + 1) + " holds a value above 9", offset + at);
        if (isSingle(values)) {
            (clue ? clues[cell] : board.entries[cell]) = lowestValue(values);
        } else if (clue) {
            fail("cell " + std::to_string(cell + 1) + " is marked a clue but holds several candidates", offset + at);
        } else {
            board.marks[cell] = values;
        }
    }
    board.puzzle = Grid::fromValues(3, clues);
    return board;
}

}  // namespace

ImportedBoard decodeSudokuWikiBoard(std::string_view text, std::size_t offset) {
    if (text.size() == kCells) return digitsBoard(text, offset);
    if (text.size() == 2 * kCells) return candidateBoard(text, offset);
    if (text.size() < kCells)
        fail("the board is cut short: " + std::to_string(text.size()) + " characters, a board has 81 (digits) or 162 (with candidates)",
             offset + text.size());
    fail("the board has " + std::to_string(text.size()) + " characters, a board has 81 (digits) or 162 (with candidates)",
         offset + (text.size() < 2 * kCells ? kCells : 2 * kCells));
}

}  // namespace sudolab
