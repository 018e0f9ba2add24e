// Reading and writing puzzle text: real samples of qqwing and the Debian `sudoku` program, .sdk-style
// and box-drawn grids, integer grids, the ant-colony instance files, alphabets and round trips.
// (Error messages and robustness: format_errors_test.cpp.)
#include "text/format.hpp"

#include <cctype>
#include <cmath>
#include <stdexcept>
#include <string>
#include <vector>

#include "base/errors.hpp"
#include "doctest.h"
#include "generate/generate.hpp"
#include "grid/validate.hpp"
#include "test_data.hpp"

using namespace sudolab;
using sudolab::testing::canonicalGrid;
using sudolab::testing::readDataFile;

namespace {

std::vector<Grid> gridsOf(const std::vector<ParsedPuzzle>& parsed) {
    std::vector<Grid> grids;
    for (const ParsedPuzzle& p : parsed) grids.push_back(p.grid);
    return grids;
}

/// The expected one-line form written here without the reader: '.' empty, 1-9 then A.. (standard).
std::vector<Value> valuesOfLine(const std::string& line) {
    std::vector<Value> values;
    for (char c : line) {
        if (c == '.' || c == '0')
            values.push_back(0);
        else if (c >= '1' && c <= '9')
            values.push_back(static_cast<Value>(c - '0'));
        else if (c >= 'A' && c <= 'Z')
            values.push_back(static_cast<Value>(c - 'A' + 10));
        else if (c != '\r')
            FAIL("unexpected character in an expected file: " << c);
    }
    return values;
}

/// The puzzles of an .expected.txt file: one 81-symbol line each, decoded without the reader under test.
std::vector<Grid> expectedGrids(const std::string& relative) {
    std::vector<Grid> grids;
    const std::string text = readDataFile(relative);
    std::size_t begin = 0;
    while (begin < text.size()) {
        std::size_t end = text.find('\n', begin);
        if (end == std::string::npos) end = text.size();
        const std::string line = text.substr(begin, end - begin);
        if (!line.empty()) {
            REQUIRE(line.size() == 81);
            grids.push_back(Grid::fromValues(3, valuesOfLine(line)));
        }
        begin = end + 1;
    }
    return grids;
}

}  // namespace

TEST_CASE("format: real qqwing and sudoku outputs read to the expected grids") {
    struct Sample {
        const char* file;
        const char* expected;
        std::size_t puzzles;
    };
    const Sample samples[] = {
        {"qqwing_compact.txt", "qqwing_compact.expected.txt", 2},    // 9 lines of 9, blank line between
        {"qqwing_readable.txt", "qqwing_readable.expected.txt", 2},  // " . 2 . | 5 . . |" and "-------|---"
        {"qqwing_csv.txt", "qqwing_csv.expected.txt", 2},            // "Puzzle,Solution," header
        {"qqwing_puzzle_and_solution.txt", "qqwing_puzzle_and_solution.expected.txt", 2},
        {"sudoku_standard_crlf.txt", "sudoku_standard_crlf.expected.txt", 2},  // '%' titles, "---+---", CRLF
        {"sudoku_compact.txt", "sudoku_compact.expected.txt", 2},
        {"sudoku_csv.txt", "sudoku_csv.expected.txt", 1},               // empty fields are empty cells
        {"sudoku_html.html", "sudoku_html.expected.txt", 1},            // <td>&nbsp;6&nbsp;</td>
        {"sudoku_postscript.ps", "sudoku_postscript.expected.txt", 1},  // "(  8  47 ...)" string
    };
    for (const Sample& sample : samples) {
        CAPTURE(sample.file);
        const std::vector<ParsedPuzzle> parsed = readPuzzles(readDataFile(std::string("formats/") + sample.file));
        const std::vector<Grid> expected = expectedGrids(std::string("formats/") + sample.expected);
        REQUIRE(expected.size() == sample.puzzles);
        CHECK(gridsOf(parsed) == expected);
        for (const ParsedPuzzle& p : parsed) {
            CHECK(p.grid.order() == 3);
            CHECK(p.grid.givenCount() == p.grid.filledCount());
            CHECK(findConflicts(p.grid).empty());
        }
    }
}

TEST_CASE("format: qqwing one-line file, start lines and the solution printed after a puzzle") {
    const auto parsed = readPuzzles(readDataFile("formats/qqwing_one_line.txt"));
    REQUIRE(parsed.size() == 3);
    CHECK(parsed[0].line == 1);
    CHECK(parsed[2].line == 3);
    // "..........2.5..69.1": r2c2 = 2, r2c4 = 5, r3c1 = 1; the first row is empty.
    const Grid& first = parsed[0].grid;
    CHECK(first.at(10) == 2);
    CHECK(first.at(12) == 5);
    CHECK(first.at(18) == 1);
    for (int c = 0; c < 9; ++c) CHECK(first.at(c) == 0);

    const auto both = readPuzzles(readDataFile("formats/qqwing_puzzle_and_solution.txt"));
    REQUIRE(both.size() == 2);
    CHECK(both[0].grid == first);
    CHECK(both[1].line == 13);  // 11 lines of grid (with separators) and a blank line before it
    CHECK(checkSolution(both[0].grid, both[1].grid).empty());
}

TEST_CASE("format: .sdk-style and box-drawn grids in every spelling read alike") {
    const Grid expected = expectedGrids("formats/sdk_expected.txt").at(0);
    for (const char* file :
         {"sdk_plain.txt", "sdk_separators.txt", "sdk_spaced_bands.txt", "box_drawing_unicode.txt"}) {
        CAPTURE(file);
        const auto parsed = readPuzzles(readDataFile(std::string("formats/") + file));
        REQUIRE(parsed.size() == 1);
        CHECK(parsed[0].grid == expected);
    }
    CHECK(expected.givenCount() == 30);
    CHECK(readPuzzles(readDataFile("formats/sdk_plain.txt"))[0].line == 3);  // after two '#' lines
    CHECK(readPuzzles(readDataFile("formats/box_drawing_unicode.txt"))[0].line == 2);
}

TEST_CASE("format: 16x16 and 25x25 in integers, both alphabets and hex equal the instance files") {
    const Grid grid16 = readPuzzle(readDataFile("instances/inst16x16_45_0.txt"));
    REQUIRE(grid16.order() == 4);
    CHECK(grid16.givenCount() == 116);  // ceil(0.45 * 256)
    CHECK(readPuzzle(readDataFile("formats/integers_16x16.txt")) == grid16);
    CHECK(readPuzzle(readDataFile("formats/integers_16x16_minus_one.txt")) == grid16);
    CHECK(readPuzzle(readDataFile("formats/rows_16x16_standard.txt")) == grid16);  // lower-case a-g
    CHECK(readPuzzle(readDataFile("formats/hex_16x16_zero_based.txt"), {Alphabet::ZeroBased}) == grid16);
    // Integers mean the same whatever the alphabet once a number has two digits.
    CHECK(readPuzzle(readDataFile("formats/integers_16x16.txt"), {Alphabet::ZeroBased}) == grid16);

    const Grid grid25 = readPuzzle(readDataFile("instances/inst25x25_45_0.txt"));
    REQUIRE(grid25.order() == 5);
    CHECK(grid25.givenCount() == 282);  // ceil(0.45 * 625)
    CHECK(readPuzzle(readDataFile("formats/line_25x25.txt")) == grid25);
    CHECK(readPuzzle(readDataFile("formats/line_25x25_zero_based.txt"), {Alphabet::ZeroBased}) == grid25);
}

TEST_CASE("format: the alphabet option, not a guess, decides what hex text means") {
    // The same text under the standard alphabet: '0' is empty and every other symbol is one less.
    for (const char* file : {"formats/hex_16x16_zero_based.txt", "formats/line_25x25_zero_based.txt"}) {
        CAPTURE(file);
        const Grid zero = readPuzzle(readDataFile(file), {Alphabet::ZeroBased});
        const Grid standard = readPuzzle(readDataFile(file));
        REQUIRE(zero.order() == standard.order());
        for (int cell = 0; cell < zero.cellCount(); ++cell)
            CHECK(standard.at(cell) == (zero.at(cell) == 0 ? 0 : zero.at(cell) - 1));
    }
}

TEST_CASE("format: a list with comments, ratings, tabs, CRLF and several orders") {
    const auto parsed = readPuzzles(readDataFile("formats/list_mixed.txt"));
    REQUIRE(parsed.size() == 3);
    CHECK(parsed[0].line == 3);
    CHECK(parsed[1].line == 5);
    CHECK(parsed[2].line == 7);
    CHECK(parsed[0].grid == expectedGrids("formats/sdk_expected.txt").at(0));
    CHECK(parsed[1].grid.order() == 3);
    CHECK(parsed[1].grid.at(0) == 4);
    CHECK(parsed[1].grid.givenCount() == 17);
    CHECK(parsed[2].grid.order() == 2);
    CHECK(parsed[2].grid.values() == std::vector<Value>{1, 0, 0, 4, 0, 4, 0, 0, 0, 0, 4, 0, 4, 0, 0, 1});
}

TEST_CASE("format: every instance file reads to its order and given count, and writes back byte for byte") {
    const char* const files[] = {"inst9x9_30_0",    "inst9x9_40_0",   "inst9x9_50_1",   "inst16x16_30_0",
                                 "inst16x16_40_0",  "inst16x16_45_0", "inst16x16_45_1", "inst16x16_50_0",
                                 "inst16x16_100_0", "inst25x25_40_0", "inst25x25_45_0", "inst25x25_50_0",
                                 "inst25x25_60_0",  "inst25x25_70_0", "inst25x25_100_0"};
    for (const char* name : files) {
        CAPTURE(name);
        const std::string text = readDataFile(std::string("instances/") + name + ".txt");
        const std::string stem = name;
        const int side = std::stoi(stem.substr(4));
        const int percent = std::stoi(stem.substr(stem.find('_') + 1));
        const Grid grid = readPuzzle(text);
        CHECK(grid.size() == side);
        // The README: givens = ceil(f/100 * cells).
        CHECK(grid.givenCount() == static_cast<int>(std::ceil(percent / 100.0 * side * side - 1e-9)));
        CHECK(writeGrid(grid, TextFormat::Instance) == text);
        if (percent == 100) CHECK(grid.isSolved());
    }
    for (const auto& named : testing::namedPuzzles()) {
        CAPTURE(named.name);
        CHECK(writeGrid(named.puzzle, TextFormat::Instance) == readDataFile("named/" + named.name + ".txt"));
    }
}

TEST_CASE("format: the writer's exact layouts") {
    const Grid puzzle = Grid::fromValues(2, {1, 0, 0, 4, 0, 4, 0, 0, 0, 0, 4, 0, 4, 0, 0, 1});
    CHECK(writeGrid(puzzle, TextFormat::Line) == "1..4.4....4.4..1");
    CHECK(writeGrid(puzzle, TextFormat::Grid) ==
          "1 . | . 4\n"
          ". 4 | . .\n"
          "----+----\n"
          ". . | 4 .\n"
          "4 . | . 1\n");
    CHECK(writeGrid(puzzle, TextFormat::Integers) == "1 0 0 4\n0 4 0 0\n0 0 4 0\n4 0 0 1\n");
    CHECK(writeGrid(puzzle, TextFormat::Instance) ==
          "2\r\n1\r\n1\t-1\t-1\t4\t\r\n-1\t4\t-1\t-1\t\r\n-1\t-1\t4\t-1\t\r\n4\t-1\t-1\t1\t\r\n");
    CHECK(writeGrid(puzzle, TextFormat::Line, Alphabet::ZeroBased) == "0..3.3....3.3..0");

    const Grid full16 = canonicalGrid(4);
    const std::string line16 = writeGrid(full16, TextFormat::Line);
    CHECK(line16.substr(0, 16) == "123456789ABCDEFG");
    CHECK(writeGrid(full16, TextFormat::Line, Alphabet::ZeroBased).substr(0, 16) == "0123456789ABCDEF");
    const std::string integers16 = writeGrid(full16, TextFormat::Integers);
    CHECK(integers16.substr(0, integers16.find('\n')) == " 1  2  3  4  5  6  7  8  9 10 11 12 13 14 15 16");
    const std::string grid9 = writeGrid(canonicalGrid(3), TextFormat::Grid);
    CHECK(grid9.substr(0, grid9.find('\n')) == "1 2 3 | 4 5 6 | 7 8 9");
    CHECK(grid9.find("------+-------+------\n") == 66);  // after three rows of 22 characters
}

TEST_CASE("format: 36x36 needs the zero-based alphabet for symbols") {
    const Grid full36 = canonicalGrid(6);
    CHECK_THROWS_AS(writeGrid(full36, TextFormat::Line), std::invalid_argument);
    CHECK_THROWS_AS(writeGrid(full36, TextFormat::Grid), std::invalid_argument);
    CHECK_THROWS_AS(symbolFor(36, Alphabet::Standard), std::invalid_argument);
    const std::string line = writeGrid(full36, TextFormat::Line, Alphabet::ZeroBased);
    CHECK(line.substr(0, 36) == "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ");
    CHECK(readPuzzle(line, {Alphabet::ZeroBased}) == full36);
    CHECK_THROWS_AS(readPuzzle(line), InputError);
    // Integers spell every order in either alphabet.
    CHECK(readPuzzle(writeGrid(full36, TextFormat::Integers)) == full36);
}

TEST_CASE("format: round trips for every order, layout and alphabet") {
    const TextFormat formats[] = {TextFormat::Line, TextFormat::Grid, TextFormat::Integers, TextFormat::Instance};
    for (int order = kMinOrder; order <= kMaxOrder; ++order) {
        std::vector<Grid> grids = {Grid(order), canonicalGrid(order)};
        for (std::uint64_t seed = 1; seed <= 3; ++seed)
            grids.push_back(generateFixedFraction(order, 0.1 * seed * seed, seed));
        for (const Grid& grid : grids) {
            for (TextFormat format : formats) {
                for (Alphabet alphabet : {Alphabet::Standard, Alphabet::ZeroBased, Alphabet::Wide}) {
                    CAPTURE(order);
                    CAPTURE(static_cast<int>(format));
                    CAPTURE(alphabetName(alphabet));
                    const int capacity = alphabet == Alphabet::Standard ? 35 : alphabet == Alphabet::ZeroBased ? 36 : 64;
                    const bool spellable = order * order <= capacity || format == TextFormat::Integers ||
                                           format == TextFormat::Instance;
                    if (!spellable) {
                        CHECK_THROWS_AS(writeGrid(grid, format, alphabet), std::invalid_argument);
                        continue;
                    }
                    const std::string text = writeGrid(grid, format, alphabet);
                    // Integer text of single digits is read as symbols under the zero-based alphabet
                    // (the caller's explicit choice), so integers round-trip through the standard reader.
                    const Alphabet reader = format == TextFormat::Integers ? Alphabet::Standard : alphabet;
                    CHECK(readPuzzle(text, {reader}) == grid);
                    CHECK(readPuzzle(text + "\n\n", {reader}) == grid);
                }
            }
        }
    }
}

TEST_CASE("format: integers of one digit under the zero-based alphabet are symbols") {
    // '0' is the value 1 in the zero-based alphabet; the caller chose it, so no integer reading here.
    const Grid grid = readPuzzle("0 1 2 3\n2 3 0 1\n1 2 3 0\n3 0 1 2\n", {Alphabet::ZeroBased});
    CHECK(grid == canonicalGrid(2).asPuzzle());
    CHECK(grid.at(0) == 1);
    // A typical 9x9 integer puzzle read that way has several '0's per row: clashing givens, not a misread.
    const std::string integers = writeGrid(testing::namedPuzzles().front().puzzle, TextFormat::Integers);
    CHECK_THROWS_AS(readPuzzle(integers, {Alphabet::ZeroBased}), InputError);
    CHECK(readPuzzle(integers) == testing::namedPuzzles().front().puzzle);
}

TEST_CASE("format: several integer grids, lone CR, BOM, lower case") {
    const Grid a = testing::namedPuzzles()[0].puzzle, b = testing::namedPuzzles()[1].puzzle;
    // Two single-digit integer grids in one text read as two grids of rows.
    const auto two = readPuzzles(writeGrid(a, TextFormat::Integers) + "\n" + writeGrid(b, TextFormat::Integers));
    REQUIRE(two.size() == 2);
    CHECK(two[0].grid == a);
    CHECK(two[1].grid == b);
    CHECK(two[1].line == 11);

    std::string grid = writeGrid(a, TextFormat::Grid);
    std::string cr = grid;
    for (char& c : cr)
        if (c == '\n') c = '\r';
    CHECK(readPuzzle(cr) == a);
    CHECK(readPuzzle("\xEF\xBB\xBF" + grid) == a);
    CHECK(readPuzzles("\xEF\xBB\xBF" + grid)[0].line == 1);

    const Grid full16 = canonicalGrid(4);
    std::string lower = writeGrid(full16, TextFormat::Line);
    for (char& c : lower)
        if (c >= 'A' && c <= 'Z') c = static_cast<char>(c - 'A' + 'a');
    CHECK(readPuzzle(lower) == full16);
}

TEST_CASE("format: lines of 16 symbols: 4x4 puzzles or a 16x16 grid, by structure") {
    const std::string puzzle4 = "1..4.4....4.4..1";
    std::string list;
    for (int i = 0; i < 15; ++i) list += puzzle4 + "\n";
    CHECK(readPuzzles(list).size() == 15);  // not a multiple of 16 rows
    CHECK(readPuzzles("# comment\n\n" + list).size() == 15);
    std::string sixteen = list + puzzle4 + "\n";
    CHECK_THROWS_AS(readPuzzles(sixteen), InputError);                      // ambiguous: says so
    CHECK(readPuzzles(puzzle4 + "\n# 4x4 puzzles\n" + list).size() == 16);  // a comment cuts the run
    CHECK(readPuzzles(puzzle4 + "  rated 1.0\n" + list).size() == 16);      // extra fields: a list

    const Grid full16 = canonicalGrid(4);
    std::string rows;
    const std::string line = writeGrid(full16, TextFormat::Line);
    for (int r = 0; r < 16; ++r) rows += line.substr(r * 16, 16) + "\r\n";
    CHECK(readPuzzle(rows) == full16);  // values above 4: a 16x16 grid

    // A sparse 16x16 puzzle that uses only 1-4 is ambiguous as bare rows; a separator line settles it.
    Grid small16(4);
    for (int v = 1; v <= 4; ++v) small16.setGivenValue((v - 1) * 17 * 4, static_cast<Value>(v));
    const std::string smallLine = writeGrid(small16, TextFormat::Line);
    std::string bare, separated;
    for (int r = 0; r < 16; ++r) {
        bare += smallLine.substr(r * 16, 16) + "\n";
        separated += (r == 4 ? "----------------\n" : "") + smallLine.substr(r * 16, 16) + "\n";
    }
    CHECK_THROWS_AS(readPuzzles(bare), InputError);
    CHECK(readPuzzle(separated) == small16);
}

TEST_CASE("format: symbols, alphabet names") {
    CHECK(symbolFor(0, Alphabet::Standard) == '.');
    CHECK(symbolFor(0, Alphabet::ZeroBased) == '.');
    CHECK(symbolFor(9, Alphabet::Standard) == '9');
    CHECK(symbolFor(10, Alphabet::Standard) == 'A');
    CHECK(symbolFor(16, Alphabet::Standard) == 'G');
    CHECK(symbolFor(35, Alphabet::Standard) == 'Z');
    CHECK(symbolFor(1, Alphabet::ZeroBased) == '0');
    CHECK(symbolFor(16, Alphabet::ZeroBased) == 'F');
    CHECK(symbolFor(36, Alphabet::ZeroBased) == 'Z');
    CHECK_THROWS_AS(symbolFor(37, Alphabet::ZeroBased), std::invalid_argument);
    for (Alphabet alphabet : {Alphabet::Standard, Alphabet::ZeroBased})
        for (int v = 1; v <= (alphabet == Alphabet::Standard ? 35 : 36); ++v) {
            const char symbol = symbolFor(static_cast<Value>(v), alphabet);
            CHECK(valueOfSymbol(symbol, 36, alphabet) == v);
            CHECK(valueOfSymbol(static_cast<char>(std::tolower(symbol)), 36, alphabet) == v);
            CHECK(valueOfSymbol(symbol, v - 1, alphabet) == -1);  // out of range for a smaller grid
        }
    CHECK(valueOfSymbol('0', 9, Alphabet::Standard) == 0);
    CHECK(valueOfSymbol('.', 9, Alphabet::ZeroBased) == 0);
    CHECK(valueOfSymbol('_', 9, Alphabet::Standard) == 0);
    CHECK(valueOfSymbol('0', 9, Alphabet::ZeroBased) == 1);
    CHECK(valueOfSymbol('*', 9, Alphabet::Standard) == -1);
    CHECK(valueOfSymbol('G', 9, Alphabet::Standard) == -1);
    CHECK(valueOfSymbol('G', 16, Alphabet::Standard) == 16);
    Alphabet parsed = Alphabet::Standard;
    CHECK(parseAlphabet("zero", parsed));
    CHECK(parsed == Alphabet::ZeroBased);
    CHECK(parseAlphabet(alphabetName(Alphabet::Standard), parsed));
    CHECK(parsed == Alphabet::Standard);
    CHECK(parseAlphabet(alphabetName(Alphabet::ZeroBased), parsed));
    CHECK(parsed == Alphabet::ZeroBased);
    CHECK_FALSE(parseAlphabet("hex", parsed));
}

TEST_CASE("format: a 2000-line puzzle list reads completely and in order") {
    // Built here from the named puzzles (the tests never read the shared datasets).
    const auto named = testing::namedPuzzles();
    std::string text = "# generated list\n";
    for (int i = 0; i < 2000; ++i) text += writeGrid(named[i % named.size()].puzzle, TextFormat::Line) + "\r\n";
    const auto parsed = readPuzzles(text);
    REQUIRE(parsed.size() == 2000);
    for (int i = 0; i < 2000; i += 97) {
        CHECK(parsed[i].grid == named[i % named.size()].puzzle);
        CHECK(parsed[i].line == i + 2);
    }
}

TEST_CASE("format: a long one-line file reads in blocks with the file's line numbers and layout") {
    const std::string puzzle = "1....7.9..3..2...8..96..5....53..9...1..8...26....4...3......1..41.....7..7...3..";
    const std::optional<ReadOptions> next = lineFileContinuation("# puzzles\n" + puzzle + "\n" + puzzle + "\n");
    REQUIRE(next);
    CHECK(next->continuesLineFile);
    ReadOptions block = *next;
    block.firstLine = 1001;
    const std::vector<ParsedPuzzle> later = readPuzzles("\n" + puzzle + "\n# a comment\n", block);
    REQUIRE(later.size() == 1);
    CHECK(later[0].line == 1002);
    CHECK(later[0].layout == TextFormat::Line);
    try {
        readPuzzles(puzzle.substr(0, 10) + "x" + puzzle.substr(11) + "\n", block);
        FAIL("no error");
    } catch (const InputError& error) {
        CHECK(error.line() == 1001);
        CHECK(error.column() == 11);
    }
    CHECK(readPuzzles("", block).empty());  // a block of nothing holds no puzzle, and that is no error
    // Layouts whose lines do not stand alone are read whole.
    CHECK_FALSE(lineFileContinuation("5 3 0 0 7 0 0 0 0\n6 0 0 1 9 5 0 0 0\n"));
    CHECK_FALSE(lineFileContinuation("53..7....\n6..195...\n"));
    CHECK_FALSE(lineFileContinuation("1234341221434321\n"));  // 16 symbols: 4x4 puzzles or 16x16 rows
    CHECK(readPuzzles("2\n1\n-1 -1 -1 -1\n-1 -1 -1 -1\n-1 -1 -1 -1\n-1 -1 -1 -1\n")[0].layout ==
          TextFormat::Instance);
}

TEST_CASE("format: plain 81-symbol lines read as the general path reads the same puzzles") {
    // The fast path (text/plain_nine_line.hpp) takes "53..7...." lines; a space after each box makes the
    // general path read the same puzzle, so both readings of every named 9x9 must agree cell for cell.
    std::string plain, spaced, zeroPlain, zeroSpaced;
    std::vector<Grid> expected;
    for (const auto& named : testing::namedPuzzles()) {
        if (named.puzzle.order() != 3) continue;
        expected.push_back(named.puzzle);
        const std::string line = writeGrid(named.puzzle, TextFormat::Line);
        const std::string zero = writeGrid(named.puzzle, TextFormat::Line, Alphabet::ZeroBased);
        plain += line + "\n";
        zeroPlain += zero + "\n";
        for (std::size_t box = 0; box < 27; ++box) {
            spaced += line.substr(box * 3, 3) + " ";
            zeroSpaced += zero.substr(box * 3, 3) + " ";
        }
        spaced += "\n";
        zeroSpaced += "\n";
    }
    REQUIRE(expected.size() >= 10);  // the named 9x9s (16 today)
    for (const Alphabet alphabet : {Alphabet::Standard, Alphabet::ZeroBased}) {
        CAPTURE(alphabetName(alphabet));
        const bool zero = alphabet == Alphabet::ZeroBased;
        const std::vector<ParsedPuzzle> fast = readPuzzles(zero ? zeroPlain : plain, {alphabet});
        const std::vector<ParsedPuzzle> general = readPuzzles(zero ? zeroSpaced : spaced, {alphabet});
        REQUIRE(fast.size() == expected.size());
        REQUIRE(general.size() == expected.size());
        for (std::size_t i = 0; i < expected.size(); ++i) {
            CHECK(fast[i].grid == expected[i]);
            CHECK(general[i].grid == expected[i]);
            for (int cell = 0; cell < 81; ++cell) CHECK(fast[i].grid.isGiven(cell) == expected[i].isGiven(cell));
            CHECK(fast[i].line == static_cast<int>(i) + 1);
            CHECK(fast[i].layout == TextFormat::Line);
        }
    }
    // Every empty mark of the standard alphabet, and a puzzle with no given.
    std::string marks(81, '.');
    marks[0] = '0';
    marks[1] = '_';
    marks[80] = '9';
    const Grid read = readPuzzle(marks);
    CHECK(read.givenCount() == 1);
    CHECK(read.at(80) == 9);
    CHECK(readPuzzle(std::string(81, '.')).givenCount() == 0);
}
