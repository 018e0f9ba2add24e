// Located, complete error messages from the puzzle reader, and robustness against mangled text.
#include <algorithm>
#include <exception>
#include <iterator>
#include <string>
#include <vector>

#include "base/errors.hpp"
#include "base/rng.hpp"
#include "doctest.h"
#include "grid/validate.hpp"
#include "test_data.hpp"
#include "text/format.hpp"

using namespace sudolab;

namespace {

const std::string kLine = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

std::string withCell(std::string text, std::size_t index, const std::string& replacement) {
    return text.replace(index, 1, replacement);
}

/// The nine rows of kLine, each followed by a newline, with row `changed` replaced if given.
std::string rowsText(int rows = 9, int changed = -1, const std::string& replacement = "") {
    std::string text;
    for (int r = 0; r < rows; ++r) text += (r == changed ? replacement : kLine.substr(r * 9, 9)) + "\n";
    return text;
}

std::string instanceRow(const std::vector<std::string>& tokens) {
    std::string row;
    for (const auto& t : tokens) row += t + "\t";
    return row + "\r\n";
}

std::string emptyInstanceRows(int rows, int size = 9) {
    std::string text;
    for (int r = 0; r < rows; ++r) text += instanceRow(std::vector<std::string>(size, "-1"));
    return text;
}

std::string integerRows(int size, int row, int column, const std::string& token) {
    std::string text;
    for (int r = 0; r < size; ++r) {
        for (int c = 0; c < size; ++c) text += (c ? " " : "") + (r == row && c == column ? token : std::string("0"));
        text += "\n";
    }
    return text;
}

struct ErrorCase {
    const char* what;
    std::string text;
    Alphabet alphabet;
    int line;
    int column;
    std::vector<std::string> fragments;  // each must appear in the message
};

}  // namespace

TEST_CASE("format errors: every bad input names what, where and what is allowed") {
    const std::string boxTop = "┌───────┬───────┬───────┐\n";
    std::string eightRowsOfTen, columnClash, boxClash = "3..|...|...\n..3|...|...\n...|...|...\n---+---+---\n";
    for (int r = 0; r < 8; ++r) eightRowsOfTen += "-1 -1 -1 -1 -1 -1 -1 -1 -1 -1\n";
    for (int r = 0; r < 9; ++r) columnClash += (r == 0 || r == 6 ? "...7.....\n" : ".........\n");
    for (int r = 3; r < 9; ++r) boxClash += "...|...|...\n";
    std::string sixteenSmall;
    for (int i = 0; i < 16; ++i) sixteenSmall += "1234341221434321\n";
    const Alphabet standard = Alphabet::Standard, zero = Alphabet::ZeroBased;
    const std::string instance9 = "3\r\n1\r\n";
    const std::vector<std::string> row9 = {"-1", "-1", "10", "-1", "-1", "-1", "-1", "-1", "-1"};
    const std::vector<std::string> word9 = {"-1", "x1", "-1", "-1", "-1", "-1", "-1", "-1", "-1"};
    // clang-format off
    const std::vector<ErrorCase> cases = {
        {"bad character in a line", withCell(kLine, 80, "*"), standard, 1, 81, {"bad character '*'"}},
        {"bad character in a grid row", rowsText(9, 2, ".98.?..6."), standard, 3, 5, {"bad character '?'"}},
        {"non-ASCII character, column in characters",
         boxTop + "│ 5 3 . │ . 7 . │ . . . │\n│ 6 . . │ → 9 5 │ . . . │\n", standard, 3, 11,
         {"bad character '→' (U+2192)"}},
        {"control character", withCell(kLine, 4, "\x07"), standard, 1, 5, {"control character U+0007"}},
        {"invalid UTF-8", withCell(kLine, 2, "\xFF"), standard, 1, 3, {"byte 0xFF (not UTF-8 text)"}},
        {"short line in a list", kLine + "\n" + kLine.substr(0, 80) + "\n", standard, 2, 0,
         {"80 cells", "16, 81, 256, 625, 1296"}},
        {"short first line with a rating", kLine.substr(0, 80) + " 4.5\n", standard, 1, 0,
         {"83 cells (80 in its first field)", "16, 81, 256, 625, 1296", "4, 9, 16, 25, 36"}},
        {"a line that is neither", "1234567\n", standard, 1, 0, {"7 cells", "4, 9, 16, 25, 36"}},
        {"letter out of range", withCell(kLine, 2, "G"), standard, 1, 3,
         {"'G' is not a digit of a 9x9 puzzle, which uses 1-9 and '.', '0' or '_' for an empty cell (it would be 16 in a 16x16 or larger puzzle)"}},
        {"zero-based digit out of range", kLine, zero, 1, 14,
         {"'9' is not a digit of a 9x9 puzzle, which uses 0-8 and '.' or '_' for an empty cell (it would be 10 in a 16x16 or larger puzzle)"}},
        {"4x4 with a 9", "9...............\n", standard, 1, 1, {"'9' is not a digit of a 4x4 puzzle", "uses 1-4", "it would be 9 in a 9x9 or larger puzzle"}},
        {"integer out of range", integerRows(16, 1, 2, "17"), standard, 2, 5,
         {"17 is out of range for a 16x16 puzzle (values 1-16, 0 or -1 for empty)"}},
        {"negative integer", integerRows(9, 0, 0, "-2"), standard, 1, 1, {"-2 is out of range for a 9x9 puzzle"}},
        {"integer count", eightRowsOfTen, standard, 8, 0, {"found 80 numbers", "16, 81, 256, 625, 1296"}},
        {"clash in a row", "55" + std::string(79, '.'), standard, 1, 2,
         {"conflicting givens: value 5 appears twice in row 1: r1c1 and r1c2"}},
        {"clash in a column of a grid", columnClash, standard, 7, 4,
         {"value 7 appears twice in column 4: r1c4 and r7c4"}},
        {"clash in a box of a separated grid", boxClash, standard, 2, 3,
         {"value 3 appears twice in box 1: r1c1 and r2c3"}},
        {"clash in an instance", "2\r\n1\r\n" + instanceRow({"1", "1", "-1", "-1"}) + emptyInstanceRows(3, 4),
         standard, 3, 3, {"value 1 appears twice in row 1: r1c1 and r1c2"}},
        {"instance order 10", "10\r\n1\r\n" + instanceRow({"1", "2"}), standard, 1, 1,
         {"unsupported order 10 in the instance header", "from 2 to 8", "4, 9, 16, 25, 36, 49, 64"}},
        {"instance side instead of order", "9\r\n1\r\n" + emptyInstanceRows(9), standard, 1, 1,
         {"unsupported order 9", "for a 9x9 grid the first line is 3"}},
        {"truncated instance", instance9 + emptyInstanceRows(4), standard, 6, 0,
         {"truncated", "4 of the 9 grid rows of a 9x9 puzzle"}},
        {"instance header only", "3\n1\n", standard, 2, 0, {"truncated", "0 of the 9 grid rows"}},
        {"instance row too short",
         instance9 + emptyInstanceRows(1) + instanceRow(std::vector<std::string>(8, "-1")) + emptyInstanceRows(7),
         standard, 4, 25, {"grid row 2 of the instance has 8 numbers; a 9x9 grid needs 9"}},
        {"instance value out of range", instance9 + instanceRow(row9) + emptyInstanceRows(8), standard, 3, 7,
         {"10 is out of range for a 9x9 puzzle (values 1-9, 0 or -1 for empty)"}},
        {"instance word", instance9 + instanceRow(word9) + emptyInstanceRows(8), standard, 3, 4,
         {"expected a number, found 'x1'"}},
        {"text after an instance", instance9 + emptyInstanceRows(9) + "1 2 3\r\n", standard, 12, 1,
         {"unexpected text after the 9 grid rows"}},
        {"empty text", "", standard, 0, 0, {"no puzzle found: the text is empty"}},
        {"blank text", "  \r\n\n\t", standard, 0, 0, {"the text is empty"}},
        {"comments only", "# c\n% d\n---+---\n", standard, 0, 0, {"only comment and separator lines"}},
        {"CSV header only", "Puzzle,Solution,\n", standard, 1, 0, {"only a CSV header"}},
        {"grid cut short", rowsText(8), standard, 8, 0,
         {"the text ends inside a grid", "grid that starts at line 1 has only 8 of its 9 rows"}},
        {"grid row too short", rowsText(9, 3, "8...6..."), standard, 4, 0,
         {"this row holds 8 cells, but the rows of the 9x9 grid that starts at line 1 hold 9"}},
        {"comment inside a grid", rowsText(3) + "% title\n" + rowsText(6), standard, 4, 0,
         {"has only 3 of its 9 rows before this comment line"}},
        {"ambiguous sixteen", sixteenSmall, standard, 1, 0, {"ambiguous", "4x4", "16x16"}},
        {"36x36 in the standard alphabet", std::string(1296, '.'), standard, 1, 0,
         {"36x36", "standard alphabet", "zero-based"}},
        {"CSV field", "1,23x,,,,,,,\n", standard, 1, 3, {"the field '23x' is not one symbol"}},
        {"CSV row count", "1,,,,,,,,\n,,,\n", standard, 2, 0, {"this row holds 4 cells"}},
        {"HTML row", "<html><table>\n<tr><td>1</td></tr>\n</table></html>\n", standard, 2, 1,
         {"this HTML table row has 1 cell, but a board row has 9"}},
        {"HTML cell", "<html><table>\n<tr><td>&nbsp;12&nbsp;</td></tr>\n", standard, 2, 16,
         {"bad character '2' in an HTML table cell"}},
        {"PostScript string", "%!PS-Adobe-3.0\n(  8  47 )\n", standard, 2, 1, {"must hold 81 cells"}},
    };
    // clang-format on
    for (const ErrorCase& c : cases) {
        CAPTURE(c.what);
        bool threw = false;
        try {
            readPuzzles(c.text, {c.alphabet});
        } catch (const InputError& error) {
            threw = true;
            const std::string message = error.what();
            CAPTURE(message);
            CHECK(error.line() == c.line);
            CHECK(error.column() == c.column);
            for (const std::string& fragment : c.fragments) CHECK(message.find(fragment) != std::string::npos);
            if (c.line > 0)
                CHECK(message.rfind("line " + std::to_string(c.line) + (c.column ? ", column " : ": "), 0) == 0);
        }
        CHECK(threw);
    }
}

TEST_CASE("format errors: readPuzzle wants exactly one puzzle") {
    try {
        readPuzzle(kLine + "\n" + kLine + "\n");
        FAIL("no error for two puzzles");
    } catch (const InputError& error) {
        CHECK(std::string(error.what()) == "line 2: expected one puzzle but the text holds 2 (starting at lines 1, 2)");
    }
    CHECK_THROWS_AS(readPuzzle("# nothing\n"), InputError);
    CHECK(readPuzzle(kLine).givenCount() == 30);
}

TEST_CASE("format errors: mangled samples never crash, hang or yield clashing givens") {
    // Each text is damaged at random (replaced, deleted or inserted characters that matter to the
    // reader); every outcome must be puzzles without clashes or an InputError.
    const std::vector<std::string> sources = {
        kLine + "\n" + kLine.substr(0, 40) + std::string(41, '.') + " 2.3\n",
        testing::readDataFile("formats/qqwing_readable.txt"),
        testing::readDataFile("formats/sudoku_standard_crlf.txt"),
        testing::readDataFile("formats/sudoku_csv.txt"),
        testing::readDataFile("formats/sudoku_html.html"),
        testing::readDataFile("formats/sudoku_postscript.ps"),
        testing::readDataFile("formats/qqwing_csv.txt"),
        testing::readDataFile("formats/box_drawing_unicode.txt"),
        testing::readDataFile("instances/inst9x9_30_0.txt"),
        "2\r\n1\r\n" + emptyInstanceRows(4, 4),
        integerRows(16, 3, 3, "12"),
        "1..4.4....4.4..1\n1..4.4....4.4..1\n",
    };
    const std::string pieces[] = {
        "\n",   "\r", "\r\n",        "#",  "%",  ",",    "|",     "-", "+", " ",    "\t",           "0",
        "1",    "9",  "G",           "-1", "10", "<td>", "</td>", "(", ")", "\xE2", "\xE2\x94\x80", "\xFF",
        "%!PS", ".",  "\xEF\xBB\xBF"};
    Rng rng(20240611);
    int accepted = 0, refused = 0;
    for (int round = 0; round < 1500; ++round) {
        std::string text = sources[rng.below(static_cast<std::uint32_t>(std::size(sources)))];
        const int edits = 1 + static_cast<int>(rng.below(3));
        for (int e = 0; e < edits && !text.empty(); ++e) {
            const std::size_t at = rng.below(static_cast<std::uint32_t>(text.size()));
            const std::string& piece = pieces[rng.below(static_cast<std::uint32_t>(std::size(pieces)))];
            switch (rng.below(3)) {
                case 0:
                    text.replace(at, 1, piece);
                    break;
                case 1:
                    text.erase(at, 1 + rng.below(4));
                    break;
                default:
                    text.insert(at, piece);
                    break;
            }
        }
        const Alphabet alphabet = rng.chance(0.25) ? Alphabet::ZeroBased : Alphabet::Standard;
        try {
            for (const ParsedPuzzle& p : readPuzzles(text, {alphabet})) CHECK(findConflicts(p.grid).empty());
            ++accepted;
        } catch (const InputError& error) {
            CHECK(std::string(error.what()).size() > 10);
            ++refused;
        }
    }
    CHECK(accepted > 50);
    CHECK(refused > 50);
}

TEST_CASE("format errors: a bad 81-symbol line among good ones, in the first block and in a later one") {
    // The plain 9x9 line has its own fast path (text/plain_nine_line.hpp); a line it does not take is
    // read by the general path, which must report it exactly as when every line went that way.
    std::string columnClash = kLine, boxClash = kLine;
    columnClash[72] = '5';  // r9c1 = 5 under the given r1c1 = 5
    boxClash[20] = '5';     // r3c3 = 5 in box 1 with r1c1 = 5 (row 3 and column 3 hold no 5)
    // clang-format off
    const std::vector<ErrorCase> cases = {
        {"bad character", withCell(kLine, 80, "*"), Alphabet::Standard, 3, 81, {"bad character '*'"}},
        {"invalid UTF-8", withCell(kLine, 2, "\xFF"), Alphabet::Standard, 3, 3, {"byte 0xFF (not UTF-8 text)"}},
        {"letter out of range", withCell(kLine, 2, "G"), Alphabet::Standard, 3, 3,
         {"'G' is not a digit of a 9x9 puzzle"}},
        {"zero-based digit out of range", kLine, Alphabet::ZeroBased, 3, 14, {"'9' is not a digit of a 9x9 puzzle"}},
        {"clash in a row", "55" + std::string(79, '.'), Alphabet::Standard, 3, 2,
         {"conflicting givens: value 5 appears twice in row 1: r1c1 and r1c2"}},
        {"clash in a column", columnClash, Alphabet::Standard, 3, 73,
         {"value 5 appears twice in column 1: r1c1 and r9c1"}},
        {"clash in a box", boxClash, Alphabet::Standard, 3, 21, {"value 5 appears twice in box 1: r1c1 and r3c3"}},
        {"a separator inside", withCell(kLine, 40, "|"), Alphabet::Standard, 3, 0, {"80 cells"}},
        {"one cell short", kLine.substr(0, 80), Alphabet::Standard, 3, 0, {"80 cells"}},
    };
    // clang-format on
    std::string good = kLine;
    std::replace(good.begin(), good.end(), '9', '.');  // a 9x9 the zero-based alphabet spells too
    for (const ErrorCase& c : cases)
        for (const bool laterBlock : {false, true}) {
            CAPTURE(c.what);
            CAPTURE(laterBlock);
            ReadOptions options{c.alphabet};
            options.continuesLineFile = laterBlock;
            options.firstLine = laterBlock ? 1001 : 1;
            const int line = c.line + (laterBlock ? 1000 : 0);
            try {
                readPuzzles(good + "\n" + good + "\r\n" + c.text + "\n" + good + "\n", options);
                FAIL("no error");
            } catch (const InputError& error) {
                const std::string message = error.what();
                CAPTURE(message);
                CHECK(error.line() == line);
                CHECK(error.column() == c.column);
                for (const std::string& fragment : c.fragments) CHECK(message.find(fragment) != std::string::npos);
            }
        }
}
