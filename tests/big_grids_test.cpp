// Orders 7 and 8 (49x49, 64x64): geometry and the 64-value edge of the candidate bitsets, text
// formats (integers, the wide alphabet, explicit alphabets), share links, the generator and a solve
// with bounded work.
#include <string>

#include "base/errors.hpp"
#include "doctest.h"
#include "generate/generate.hpp"
#include "grid/validate.hpp"
#include "links/share_link.hpp"
#include "run/registry.hpp"
#include "solver_checks.hpp"
#include "text/format.hpp"

using namespace sudolab;

TEST_CASE("big grids: geometry of orders 7 and 8 and the 64th value") {
    const Geometry& g8 = Geometry::of(8);
    CHECK(g8.size == 64);
    CHECK(g8.cellCount == 4096);
    CHECK(g8.peers[4095].size() == 3u * 64 - 2 * 8 - 1);
    CHECK(g8.boxOf(4095) == 63);
    CHECK(g8.cellName(4095) == "r64c64");
    CHECK(Geometry::of(7).cellCount == 2401);
    CHECK(Geometry::orderForCellCount(2401) == 7);
    CHECK(Geometry::orderForCellCount(4096) == 8);
    CHECK(bitOf(64) == Candidates{1} << 63);
    CHECK(allValues(64) == ~Candidates{0});
    CHECK(countOf(allValues(64)) == 64);
    CHECK(lowestValue(bitOf(64)) == 64);
    // A full 64x64 grid with one cell cleared: that cell's only candidate is the 64th value's owner.
    Rng rng(3);
    Grid full = randomFullGrid(8, rng);
    REQUIRE(full.isSolved());
    const Value last = full.at(4095);
    full.set(4095, 0);
    CHECK(full.candidates(4095) == bitOf(last));
}

TEST_CASE("big grids: every layout round-trips at orders 7 and 8") {
    for (int order : {7, 8}) {
        CAPTURE(order);
        const Grid puzzle = generateFixedFraction(order, 0.4, 11);
        for (TextFormat format : {TextFormat::Line, TextFormat::Grid, TextFormat::Integers, TextFormat::Instance}) {
            CAPTURE(static_cast<int>(format));
            const std::string text = writeGrid(puzzle, format, Alphabet::Wide);
            CHECK(readPuzzle(text, {Alphabet::Wide}) == puzzle);
        }
        // Integers need no alphabet at all, whatever their layout.
        CHECK(readPuzzle(writeGrid(puzzle, TextFormat::Integers)) == puzzle);
        CHECK_THROWS_AS(writeGrid(puzzle, TextFormat::Line, Alphabet::ZeroBased), std::invalid_argument);
        // Symbols without a fitting alphabet: a clear error, never a misread.
        const std::string wide = writeGrid(puzzle, TextFormat::Line, Alphabet::Wide);
        const std::string message = testing::inputErrorOf([&] { readPuzzle(wide, {Alphabet::ZeroBased}); });
        // 49x49 uses only symbols the zero-based alphabet knows, but too many; 64x64 also uses @ $ &.
        CHECK(message.find(order == 7 ? "wide alphabet" : "bad character") != std::string::npos);
    }
}

TEST_CASE("big grids: a one-line 64x64 file with an explicit alphabet") {
    const Grid puzzle = generateFixedFraction(8, 0.5, 5);
    // Any 64 printable symbols that mean nothing else to the reader; '0' is one of them here.
    std::string symbols;
    for (char c = '0'; c <= '9'; ++c) symbols += c;
    for (char c = 'a'; c <= 'z'; ++c) symbols += c;
    for (char c = 'A'; c <= 'Z'; ++c) symbols += c;
    symbols += "!?";
    REQUIRE(symbols.size() == 64);
    const SymbolSet set = SymbolSet::fromSymbols(symbols);
    const std::string line = writeGrid(puzzle, TextFormat::Line, set);
    CHECK(line.size() == 4096);
    const std::string file = alphabetHeader(symbols) + "\n" + line + "\n" + line + "\n";
    const auto read = readPuzzles(file);
    REQUIRE(read.size() == 2);
    CHECK(read[0].grid == puzzle);
    CHECK(read[1].line == 3);
    // The caller may pass the same alphabet instead of the header, but not a different one.
    CHECK(readPuzzle(line, ReadOptions{Alphabet::Standard, symbols}) == puzzle);
    CHECK(testing::inputErrorOf([&] { readPuzzles(file, ReadOptions{Alphabet::Standard, "12"}); })
              .find("declares the alphabet") != std::string::npos);
    // Bad explicit alphabets are named.
    CHECK(testing::inputErrorOf([&] { readPuzzle("# alphabet: 1123\n" + line); }).find("twice") != std::string::npos);
    CHECK(testing::inputErrorOf([&] { readPuzzle("# alphabet: 12.4\n" + line); }).find("reserved") !=
          std::string::npos);
    // Too few symbols for the grid: says how many it needs.
    CHECK(testing::inputErrorOf([&] { readPuzzle("# alphabet: " + symbols.substr(0, 10) + "\n" + std::string(4096, '.')); })
              .find("needs 64 symbols") != std::string::npos);
}

TEST_CASE("big grids: share links of orders 7 and 8 round-trip, full and empty") {
    for (int order : {7, 8})
        for (double keep : {0.0, 0.45, 1.0}) {
            CAPTURE(order);
            CAPTURE(keep);
            SharedState state;
            state.puzzle = generateFixedFraction(order, keep, 21);
            state.algorithm = "auto";
            state.seed = 9;
            const std::string link = encodeShareLink(state);
            CHECK(link.size() <= kMaxShareLinkLength);
            const SharedState back = decodeShareLink(link);
            CHECK(back.puzzle == state.puzzle);
        }
    // The escape needs a following symbol, and 49x49 has no value 50.
    CHECK_THROWS_AS(decodeSharedPuzzle("8._"), InputError);
    CHECK(testing::inputErrorOf([] { decodeSharedPuzzle("7._B"); }).find("value 50 is too large") != std::string::npos);
}

TEST_CASE("big grids: generated 49x49 and 64x64 puzzles are valid and seeded") {
    for (int order : {7, 8}) {
        const Grid a = generateFixedFraction(order, 0.45, 3), b = generateFixedFraction(order, 0.45, 3);
        CHECK(a == b);
        CHECK(a != generateFixedFraction(order, 0.45, 4));
        CHECK(a.isConsistent());
        const double fraction = static_cast<double>(a.givenCount()) / a.cellCount();
        CHECK(fraction > 0.40);
        CHECK(fraction < 0.50);
        CHECK(generateFixedFraction(order, 1.0, 3).isSolved());
    }
}

TEST_CASE("big grids: backtrack solves 49x49 and 64x64 puzzles within a bounded budget") {
    const SolverInfo& info = requireSolver("backtrack");
    for (int order : {7, 8})
        for (double keep : {0.75, 1.0}) {
            CAPTURE(order);
            CAPTURE(keep);
            const Grid puzzle = generateFixedFraction(order, keep, 2);
            auto solver = info.create();
            solver->reset(puzzle, testing::paramsWith(info, {}), 1);
            // One step of a bounded budget returns; the run ends within a few thousand nodes.
            CHECK(solver->step(1) == 1);
            testing::stepUntilEnd(*solver, 20000);
            testing::requireSolvedRun(puzzle, *solver);
        }
}
