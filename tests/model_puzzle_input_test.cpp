// The app model's puzzle input (shell/model/puzzle_input.*): pasted text read in any format with the
// chosen alphabet, located errors, the paste size limit, and the generator whose seed moves on.
#include <string>

#include "doctest.h"
#include "model/grid_text.hpp"
#include "model/puzzle_input.hpp"
#include "search/uniqueness.hpp"
#include "test_data.hpp"

using namespace sudolab;
using namespace sudolab::app;

TEST_CASE("puzzle input: pasted text gives its first puzzle, and says how many it read") {
    Messages messages;
    PuzzleInput input(messages);
    const Grid aiescargot = testing::namedPuzzle("aiescargot");
    const std::string line = lineText(aiescargot);
    const auto one = input.read(line, "pasted");
    REQUIRE(one);
    CHECK(one->puzzle == aiescargot);
    CHECK(one->source == "pasted");
    CHECK(one->notice.empty());
    const auto two = input.read("# two\n" + line + "\n" + lineText(testing::namedPuzzle("coly013")) + "\n", "pasted");
    REQUIRE(two);
    CHECK(two->puzzle == aiescargot);
    CHECK(two->notice == "Read 2 puzzles; showing the first (line 2).");
    CHECK(messages.error.empty());
}

TEST_CASE("puzzle input: the alphabet decides what 0 and letters mean") {
    Messages messages;
    PuzzleInput input(messages);
    const auto standard = input.read("1234341221434321", "typed");
    REQUIRE(standard);
    input.pasteAlphabet() = Alphabet::ZeroBased;
    const auto zeroBased = input.read("0123230110323210", "typed");
    REQUIRE(zeroBased);
    CHECK(zeroBased->puzzle == standard->puzzle);
}

TEST_CASE("puzzle input: unreadable text, no puzzle and too much text are refused with the reason") {
    Messages messages;
    PuzzleInput input(messages);
    CHECK_FALSE(input.read("", "pasted"));
    CHECK(messages.error == "Could not read the puzzle: no puzzle found: the text is empty");
    CHECK_FALSE(input.read("123456789\n12345678\n", "pasted"));
    CHECK(messages.error.rfind("Could not read the puzzle: ", 0) == 0);
    CHECK(messages.error.find("line") != std::string::npos);
    const std::string huge(kMaxPasteBytes + 3, '.');
    CHECK_FALSE(input.read(huge, "pasted"));
    CHECK(messages.error ==
          "The pasted text is too long: 1048579 bytes, at most 1048576 (1 MiB). Nothing was loaded; "
          "paste one puzzle or a shorter file.");
    CHECK(input.receivePaste("1234341221434321"));
    CHECK_FALSE(input.receivePaste(huge));
    CHECK(input.pasteText() == "1234341221434321");  // the box keeps what it had
}

TEST_CASE("puzzle input: Generate names its seed and moves on to another puzzle") {
    Messages messages;
    PuzzleInput input(messages);
    const auto first = input.generate();
    REQUIRE(first);
    CHECK(first->source == "generated 9\u00d79, 45% given, seed 1");
    CHECK(input.generator().seed == 2);
    const auto second = input.generate();
    REQUIRE(second);
    CHECK(second->puzzle != first->puzzle);
    input.generator().seed = 1;
    const auto again = input.generate();
    REQUIRE(again);
    CHECK(again->puzzle == first->puzzle);  // a seed gives the same puzzle every time

    input.generator().order = 2;
    input.generator().unique = true;
    const auto unique = input.generate();
    REQUIRE(unique);
    CHECK(unique->source == "generated 4\u00d74, unique, seed 2");
    UniquenessCheck check(unique->puzzle, 100000);
    while (!check.step(1000)) {}
    CHECK(check.verdict() == Solvability::Unique);
}
