// The puzzle reader's lexical layer (text/format.cpp reads layouts on top of it): a text cut into lines
// (LF, CRLF or a lone CR; a byte-order mark skipped; blank lines dropped) classified as comments, separator
// lines or content, and a line scanned into symbols or tokens, each with the byte offset an error reports.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

#include "grid/geometry.hpp"
#include "text/symbols.hpp"

namespace sudolab::reading {

/// The UTF-8 byte-order mark a file may open with.
inline constexpr std::string_view kByteOrderMark = "\xEF\xBB\xBF";

/// A blank between fields: space, tab, CR, VT or FF.
inline bool isBlank(char c) { return c == ' ' || c == '\t' || c == '\r' || c == '\v' || c == '\f'; }
/// '0' to '9'.
inline bool isDigit(char c) { return c >= '0' && c <= '9'; }
/// 'a' to 'z' or 'A' to 'Z'.
inline bool isLetter(char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'); }

/// Bytes of the separator starting at `pos` ('|', '-', '+', '=' or a UTF-8 box-drawing character), or 0.
inline int separatorLength(std::string_view line, std::size_t pos) {
    const char c = line[pos];
    if (c == '|' || c == '-' || c == '+' || c == '=') return 1;
    // U+2500..U+257F are E2 94 80 .. E2 95 BF in UTF-8.
    if (static_cast<unsigned char>(c) == 0xE2 && pos + 2 < line.size()) {
        const auto b1 = static_cast<unsigned char>(line[pos + 1]), b2 = static_cast<unsigned char>(line[pos + 2]);
        if ((b1 == 0x94 || b1 == 0x95) && b2 >= 0x80 && b2 <= 0xBF) return 3;
    }
    return 0;
}

/// What a line holds, once blanks are skipped.
enum class LineKind { Blank, Comment, Separator, Content };

struct TextLine {
    std::string_view text;  // without the line ending
    int number = 0;         // 1-based
    LineKind kind = LineKind::Blank;
    std::size_t start = 0;  // first non-blank byte
};

/// The non-blank lines of `text` (blank lines are ignored everywhere), numbered from `firstLine`.
std::vector<TextLine> splitLines(std::string_view text, int firstLine);

/// Throws InputError with `message` at the line and the column of byte `offset`.
[[noreturn]] void failAt(const std::string& message, const TextLine& line, std::size_t offset);
/// Throws InputError naming the character at `offset` ("bad character 'x' " + context).
[[noreturn]] void failBadCharacter(const TextLine& line, std::size_t offset, const std::string& context);

/// One symbol read from a line: its value whatever the grid size, and where it stands.
struct RawCell {
    int raw;
    std::size_t offset;
    std::size_t length = 1;  // 2 for a number field of a comma-separated row
};

/// Cells or tokens kept per line: one more than the largest puzzle, so that a huge line costs no memory
/// beyond its count (a 10 MB line would otherwise cost ~24 bytes per symbol).
inline constexpr std::size_t kMaxStoredCells = static_cast<std::size_t>(kMaxOrder) * kMaxOrder * kMaxOrder * kMaxOrder + 1;

/// Result of collecting symbols: where it stopped, the offset of a character that is neither a
/// symbol, a separator nor a blank (npos if none), and how many symbols there were (only the first
/// kMaxStoredCells are kept).
struct Scan {
    std::size_t end;
    std::size_t bad;
    std::size_t count = 0;
};

/// Collects the symbols of a line from `pos`, skipping separators; with `fieldOnly` it stops at a
/// blank or a comma, otherwise it skips blanks and treats a comma as a bad character.
Scan collectSymbols(std::string_view line, std::size_t pos, bool fieldOnly, const SymbolSet& symbols,
                    std::vector<RawCell>& out);

/// True if only blanks and separators follow `pos` (no further field).
bool noFieldFrom(std::string_view line, std::size_t pos);

/// Whitespace-separated tokens of a line as (offset, length).
struct Token {
    std::size_t offset;
    std::size_t length;
};
/// Calls `visit(token)` for each token of the line, in order; stops early when it returns false.
template <class Visit>
void forEachToken(std::string_view line, Visit visit) {
    std::size_t pos = 0;
    while (pos < line.size()) {
        while (pos < line.size() && isBlank(line[pos])) ++pos;
        const std::size_t begin = pos;
        while (pos < line.size() && !isBlank(line[pos])) ++pos;
        if (pos > begin && !visit(Token{begin, pos - begin})) return;
    }
}

/// Keeps the first kMaxStoredCells tokens of a line in `out`; returns how many the line has.
std::size_t splitTokens(std::string_view line, std::vector<Token>& out);

/// An integer of at most two characters: "7", "16", "-1".
bool isShortInteger(std::string_view token);

/// Value of a token made of an optional '-' and digits; false if it is not such a number.
bool parseInteger(std::string_view token, long long& value);

}  // namespace sudolab::reading
