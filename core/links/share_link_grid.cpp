// Grid-shaped fragments that are not a plain 9x9 grid (see share_link_grid.hpp).
#include "links/share_link_grid.hpp"

#include <string>
#include <utility>
#include <vector>

#include "base/errors.hpp"
#include "text/text_excerpt.hpp"

namespace sudolab {

namespace {

constexpr std::size_t kGridCells = 81;
/// Below this many characters text is not taken for a grid (a mistyped key is not a 40-cell grid).
constexpr std::size_t kMinGridCharacters = 40;

/// One character of the fragment after percent decoding.
struct GridCharacter {
    std::size_t rawAt = 0;   ///< offset in the fragment as given (before percent decoding)
    std::size_t byteAt = 0;  ///< offset in the decoded bytes
    unsigned code = 0;       ///< code point; 0 for a byte that is not UTF-8
    bool cell = false;       ///< '0'-'9' or '.': what a plain grid holds
    bool cellLike = false;   ///< a cell, or a full-width digit or full stop (U+FF10-FF19, U+FF0E)
};

int hexValue(char c) {
    if (c >= '0' && c <= '9') return c - '0';
    if (c >= 'a' && c <= 'f') return c - 'a' + 10;
    if (c >= 'A' && c <= 'F') return c - 'A' + 10;
    return -1;
}

/// The fragment's bytes with valid "%XX" escapes decoded, and where each byte starts in the fragment.
std::string percentDecoded(std::string_view fragment, std::vector<std::size_t>& rawAt) {
    std::string bytes;
    for (std::size_t i = 0; i < fragment.size(); ++i) {
        rawAt.push_back(i);
        const int high = fragment[i] == '%' && i + 2 < fragment.size() ? hexValue(fragment[i + 1]) : -1;
        const int low = high >= 0 ? hexValue(fragment[i + 2]) : -1;
        if (low >= 0) {
            bytes += static_cast<char>(high * 16 + low);
            i += 2;
        } else {
            bytes += fragment[i];
        }
    }
    return bytes;
}

/// The code point starting at `at` and its length in bytes; code 0 and length 1 for a byte that is not UTF-8.
std::pair<unsigned, std::size_t> codePointAt(std::string_view bytes, std::size_t at) {
    const auto lead = static_cast<unsigned char>(bytes[at]);
    if (lead < 0x80) return {lead, 1};
    const std::size_t length = lead >= 0xF0 && lead < 0xF8 ? 4 : lead >= 0xE0 ? 3 : lead >= 0xC0 ? 2 : 0;
    if (length == 0 || at + length > bytes.size()) return {0, 1};
    unsigned code = lead & (0x7Fu >> length);
    for (std::size_t i = 1; i < length; ++i) {
        const auto next = static_cast<unsigned char>(bytes[at + i]);
        if ((next & 0xC0) != 0x80) return {0, 1};
        code = (code << 6) | (next & 0x3Fu);
    }
    return {code, length};
}

std::vector<GridCharacter> gridCharacters(std::string_view bytes, const std::vector<std::size_t>& rawAt) {
    std::vector<GridCharacter> characters;
    for (std::size_t at = 0; at < bytes.size();) {
        const auto [code, length] = codePointAt(bytes, at);
        GridCharacter c;
        c.rawAt = rawAt[at];
        c.byteAt = at;
        c.code = code;
        c.cell = code == '.' || (code >= '0' && code <= '9');
        c.cellLike = c.cell || (code >= 0xFF10 && code <= 0xFF19) || code == 0xFF0E;
        characters.push_back(c);
        at += length;
    }
    return characters;
}

[[noreturn]] void failInGridAt(const std::string& what, std::size_t position) {
    throw InputError("link: " + what + " (at character " + std::to_string(position + 1) + ")");
}

const char* const kGridRule = "a grid link is a 9x9 puzzle's 81 cells row by row: digits 1-9, '.' or '0' for an empty cell";

}  // namespace

void refuseMalformedGrid(std::string_view fragment, std::size_t base) {
    if (fragment.find_first_of("=&") != std::string_view::npos) return;
    std::vector<std::size_t> rawAt;
    const std::string bytes = percentDecoded(fragment, rawAt);
    const std::vector<GridCharacter> characters = gridCharacters(bytes, rawAt);
    std::size_t cellLike = 0;
    for (const GridCharacter& c : characters) cellLike += c.cellLike ? 1 : 0;
    // Grid-shaped: long enough, and at least three characters in four are (or look like) cells.
    if (characters.size() < kMinGridCharacters || cellLike * 4 < characters.size() * 3) return;
    for (std::size_t i = 0; i < characters.size(); ++i) {
        const GridCharacter& c = characters[i];
        if (c.cell) continue;
        std::string what = "cell " + std::to_string(i + 1) + " of the grid is " + describeCharacter(bytes, c.byteAt);
        if (c.code >= 0xFF10 && c.code <= 0xFF19)
            what += ", a full-width digit (type it as the digit " + std::string(1, static_cast<char>('0' + c.code - 0xFF10)) + ")";
        else if (c.code == 0xFF0E)
            what += ", a full-width full stop (type it as '.')";
        failInGridAt(what + "; " + kGridRule, base + c.rawAt);
    }
    if (characters.size() < kGridCells)
        failInGridAt("the grid has " + std::to_string(characters.size()) + " cells, " +
                         std::to_string(kGridCells - characters.size()) + " short; " + kGridRule,
                     base + fragment.size());
    failInGridAt("the grid has " + std::to_string(characters.size()) + " cells, " +
                     std::to_string(characters.size() - kGridCells) + " too many; " + kGridRule,
                 base + characters[kGridCells].rawAt);
}

}  // namespace sudolab
