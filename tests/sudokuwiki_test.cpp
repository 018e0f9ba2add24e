// SudokuWiki `bd=` boards (both forms) and pasted links: what they hold comes back exactly, and what
// cannot be read is an error that says where.
#include <string>

#include "base/errors.hpp"
#include "doctest.h"
#include "links/puzzle_link.hpp"
#include "links/share_link.hpp"
#include "text/format.hpp"
#include "text/sudokuwiki.hpp"

// This file's cases and helpers live in a namespace of their own: the test files are compiled eight to a
// unit, and another file's helper of the same name (acs(), errorOf(...), kTable) would clash with these.
namespace sudokuwiki_test_cases {

using namespace sudolab;

namespace {

const char* const kDigits = "100007090030020008009600500005300900010080002600004000300000010040000007007000300";

template <class F>
std::string errorOf(F&& read) {
    try {
        read();
    } catch (const InputError& e) {
        return e.what();
    }
    return "";
}

/// The 162-character form, written the way SudokuWiki's page documents it.
std::string encode162(const std::vector<int>& bitsPerCell, const std::vector<bool>& clue) {
    const char* digits = "0123456789abcdefghijklmnopqrstuv";
    std::string out;
    for (std::size_t i = 0; i < 81; ++i) {
        const int n = (bitsPerCell[i] << 1) | (clue[i] ? 1 : 0);
        out += digits[n / 32];
        out += digits[n % 32];
    }
    return out;
}

}  // namespace

TEST_CASE("sudokuwiki: the 81-digit form is the puzzle") {
    const ImportedBoard board = decodeSudokuWikiBoard(kDigits);
    CHECK(board.puzzle == readPuzzle(kDigits));
    CHECK(board.puzzle.givenCount() == 23);
}

TEST_CASE("sudokuwiki: the 162-character form carries clues, solved cells and candidates") {
    std::vector<int> bits(81, 0x1ff);
    std::vector<bool> clue(81, false);
    bits[0] = 1 << 4;  // clue 5
    clue[0] = true;
    bits[1] = 1 << 2;  // solved (not a clue) 3
    bits[2] = (1 << 0) | (1 << 8);  // candidates 1 and 9
    const ImportedBoard board = decodeSudokuWikiBoard(encode162(bits, clue));
    CHECK(board.puzzle.at(0) == 5);
    CHECK(board.puzzle.isGiven(0));
    CHECK(board.puzzle.givenCount() == 1);
    CHECK(board.entries[1] == 3);
    CHECK(board.marks[2] == (bitOf(1) | bitOf(9)));
    CHECK(board.marks[3] == allValues(9));
}

TEST_CASE("sudokuwiki: unreadable boards are located errors") {
    std::string digits = kDigits;
    digits[10] = 'x';
    CHECK(errorOf([&] { decodeSudokuWikiBoard(digits); }).find("unexpected 'x'") != std::string::npos);
    CHECK(errorOf([&] { decodeSudokuWikiBoard(digits); }).find("at character 11") != std::string::npos);
    CHECK(errorOf([&] { decodeSudokuWikiBoard(std::string(kDigits).substr(0, 80)); }).find("cut short") != std::string::npos);
    CHECK(errorOf([&] { decodeSudokuWikiBoard(std::string(kDigits) + "1"); }).find("82 characters") != std::string::npos);
    std::vector<int> bits(81, 0x1ff);
    std::vector<bool> clue(81, false);
    bits[5] = 0;
    CHECK(errorOf([&] { decodeSudokuWikiBoard(encode162(bits, clue)); }).find("cell 6 has no value") != std::string::npos);
    bits[5] = 3;
    clue[5] = true;
    CHECK(errorOf([&] { decodeSudokuWikiBoard(encode162(bits, clue)); }).find("clue but holds several") != std::string::npos);
    std::string wide = encode162(std::vector<int>(81, 0x1ff), std::vector<bool>(81, false));
    wide[40] = 'w';
    CHECK(errorOf([&] { decodeSudokuWikiBoard(wide); }).find("at character 41") != std::string::npos);
}

TEST_CASE("pasted links: SudokuWiki addresses, share links and fragments") {
    CHECK(looksLikeLink("  https://www.sudokuwiki.org/sudoku.htm?bd=" + std::string(kDigits) + "\n"));
    CHECK_FALSE(looksLikeLink(kDigits));
    CHECK_FALSE(looksLikeLink("1 2 3\n4 5 6"));
    CHECK_FALSE(looksLikeLink("# a comment\n" + std::string(kDigits)));  // puzzle files start like this
    CHECK_FALSE(looksLikeLink("https://example.org/a b"));
    const PuzzleLink wiki = readPuzzleLink("https://www.sudokuwiki.org/sudoku.htm?bd=" + std::string(kDigits));
    CHECK(wiki.kind == PuzzleLink::Kind::SudokuWiki);
    CHECK(wiki.board.puzzle == readPuzzle(kDigits));
    CHECK(readPuzzleLink("?bd=" + std::string(kDigits)).board.puzzle == readPuzzle(kDigits));

    SharedState state;
    state.puzzle = readPuzzle(kDigits);
    state.algorithm = "dlx";
    state.seed = 9;
    const std::string fragment = encodeShareLink(state);
    for (const std::string& text : {"http://127.0.0.1:8000/#" + fragment, "#" + fragment, fragment}) {
        CAPTURE(text);
        const PuzzleLink link = readPuzzleLink(text);
        CHECK(link.kind == PuzzleLink::Kind::Share);
        CHECK(link.shared.puzzle == state.puzzle);
        CHECK(link.shared.seed == std::optional<std::uint64_t>(9));
    }
    const std::string cut = "http://127.0.0.1:8000/#" + fragment.substr(0, fragment.size() - 1);
    CHECK(errorOf([&] { readPuzzleLink(cut); }).find("after '#', which starts at character 23") != std::string::npos);
    CHECK(errorOf([&] { readPuzzleLink("https://example.org/page"); }).find("holds no puzzle") != std::string::npos);
    CHECK(errorOf([&] { readPuzzleLink("https://www.sudokuwiki.org/sudoku.htm?bd=123"); }).find("cut short") != std::string::npos);
    CHECK(errorOf([&] { readPuzzleLink("?bd=" + std::string(kDigits) + "&bd=1"); }).find("appears twice") != std::string::npos);
}

}  // namespace sudokuwiki_test_cases
