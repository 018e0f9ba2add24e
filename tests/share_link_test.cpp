// Share links: round trips for every order, the plain 81-character form, and located errors for
// malformed, truncated or oversized fragments (nothing a URL holds may crash or hang the app).
#include <string>

#include "base/errors.hpp"
#include "doctest.h"
#include "generate/generate.hpp"
#include "links/share_link.hpp"
#include "test_data.hpp"
#include "text/format.hpp"

// This file's cases and helpers live in a namespace of their own: the test files are compiled eight to a
// unit, and another file's helper of the same name (acs(), errorOf(...), kTable) would clash with these.
namespace share_link_test_cases {

using namespace sudolab;

namespace {

std::string errorOf(std::string_view fragment) {
    try {
        decodeShareLink(fragment);
    } catch (const InputError& e) {
        return e.what();
    }
    return "";
}

const char* const kPlain = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";

}  // namespace

TEST_CASE("share link: puzzles of every order survive a round trip") {
    for (int order = kMinOrder; order <= kMaxOrder; ++order) {
        for (double keep : {0.0, 0.3, 1.0}) {
            const Grid puzzle = generateFixedFraction(order, keep, 7 + order);
            SharedState state;
            state.puzzle = puzzle;
            const std::string link = encodeShareLink(state);
            CAPTURE(link);
            const SharedState back = decodeShareLink("#" + link);
            CHECK(back.puzzle == puzzle);
            CHECK(back.algorithm.empty());
            CHECK_FALSE(back.seed.has_value());
            for (char c : link) CHECK(percentEncode(std::string(1, c)).size() == (c == '&' || c == '=' ? 3u : 1u));
        }
    }
}

TEST_CASE("share link: algorithm, parameters, seed and race come back exactly") {
    SharedState state;
    state.puzzle = readPuzzle(kPlain);
    state.algorithm = "anneal";
    state.seed = 18446744073709551615ull;
    state.params = {{"cooling", "0.95"}, {"filter", "a b&c=d%"}, {"hill-climb.restart-after", "100"}};
    state.race = {"dlx", "hill-climb"};
    const std::string link = encodeShareLink(state);
    CHECK(link.find(' ') == std::string::npos);
    const SharedState back = decodeShareLink(link);
    CHECK(back.puzzle == state.puzzle);
    CHECK(back.algorithm == "anneal");
    REQUIRE(back.seed.has_value());
    CHECK(*back.seed == 18446744073709551615ull);
    CHECK(back.params == state.params);
    CHECK(back.race == state.race);
}

TEST_CASE("share link: a 9x9 link is short and a 25x25 instance fits easily") {
    const Grid puzzle = readPuzzle(kPlain);
    CHECK(encodeSharedPuzzle(puzzle).size() < 50);
    const Grid big = readPuzzle(testing::readDataFile("instances/inst25x25_45_0.txt"));
    const std::string encoded = encodeSharedPuzzle(big);
    CHECK(encoded.size() < 625);
    CHECK(decodeSharedPuzzle(encoded) == big);
}

TEST_CASE("share link: only givens are encoded") {
    Grid puzzle = readPuzzle(kPlain);
    Grid placed = puzzle;
    placed.set(1, 9);  // a search placement, not a given
    CHECK(encodeSharedPuzzle(placed) == encodeSharedPuzzle(puzzle));
}

TEST_CASE("share link: a plain 81-character string is a 9x9 puzzle") {
    const SharedState state = decodeShareLink(std::string("#") + kPlain);
    CHECK(state.puzzle == readPuzzle(kPlain));
    std::string zeros = kPlain;
    for (char& c : zeros)
        if (c == '.') c = '0';
    CHECK(decodeShareLink(zeros).puzzle == state.puzzle);
}

TEST_CASE("share link: malformed fragments give located messages") {
    const std::string good = encodeSharedPuzzle(readPuzzle(kPlain));
    CHECK(errorOf("") .find("holds no puzzle") != std::string::npos);
    CHECK(errorOf("#").find("holds no puzzle") != std::string::npos);
    CHECK(errorOf("a=dlx").find("has no puzzle") != std::string::npos);
    CHECK(errorOf("p=" + good.substr(0, good.size() - 3)).find("truncated") != std::string::npos);
    CHECK(errorOf("p=" + good + "A").find("more than 81 cells") != std::string::npos);
    CHECK(errorOf("p=3.AB!C").find("unexpected '!'") != std::string::npos);
    CHECK(errorOf("p=3.AB!C").find("at character 7") != std::string::npos);
    CHECK(errorOf("p=9." + good.substr(2)).find("order 9 is not supported") != std::string::npos);
    CHECK(errorOf("p=x.AB").find("not a number") != std::string::npos);
    CHECK(errorOf("p=3").find("<order>.<cells>") != std::string::npos);
    CHECK(errorOf("p=3.K").find("value 11 is too large") != std::string::npos);
    CHECK(errorOf("p=" + good + "&s=-1").find("seed") != std::string::npos);
    CHECK(errorOf("p=" + good + "&s=18446744073709551616").find("seed") != std::string::npos);
    CHECK(errorOf("p=" + good + "&a=DLX").find("algorithm id") != std::string::npos);
    CHECK(errorOf("p=" + good + "&x.rho=%4").find("two hex digits") != std::string::npos);
    CHECK(errorOf("p=" + good + "&x.rho=1&x.rho=2").find("appears twice") != std::string::npos);
    CHECK(errorOf("p=" + good + "&garbage").find("key=value") != std::string::npos);
    CHECK(errorOf(std::string(kMaxShareLinkLength + 1, 'A')).find("too long") != std::string::npos);
    CHECK(errorOf(std::string("p=3.\x01", 5)).find("byte 0x01") != std::string::npos);
    // Nothing is read loosely: empty parts, unknown or repeated keys are errors, not defaults.
    CHECK(errorOf("p=" + good + "&&s=1").find("empty part") != std::string::npos);
    CHECK(errorOf("p=" + good + "&future=1").find("unknown part 'future='") != std::string::npos);
    CHECK(errorOf("p=" + good + "&s=1&s=2").find("'s=' appears twice") != std::string::npos);
    CHECK(errorOf("p=" + good + "&p=" + good).find("'p=' appears twice") != std::string::npos);
}

TEST_CASE("share link: a link cut after an '&' is an error, not the defaults") {
    SharedState state;
    state.puzzle = readPuzzle(kPlain);
    state.algorithm = "anneal";
    state.params = {{"cooling", "0.995"}};
    state.seed = 7;
    const std::string link = encodeShareLink(state);
    const std::size_t cut = link.find("&x.cooling=0.995&");
    REQUIRE(cut != std::string::npos);
    const std::string truncated = link.substr(0, cut + 17);
    // Without the check part the trailing '&' gives it away; with it, the check value does.
    CHECK(errorOf(truncated).find("cut short or changed") != std::string::npos);
    CHECK(errorOf(truncated.substr(truncated.find('&') + 1)).find("ends with '&'") != std::string::npos);
    CHECK(errorOf(link).empty());
}

TEST_CASE("share link: the check part catches cuts and edits anywhere") {
    SharedState state;
    state.puzzle = readPuzzle(kPlain);
    state.algorithm = "dlx";
    state.seed = 123;
    const std::string link = encodeShareLink(state);
    REQUIRE(link.substr(0, 2) == "c=");
    CHECK(decodeShareLink(link).seed == std::optional<std::uint64_t>(123));
    for (std::size_t keep = 12; keep < link.size(); ++keep) {
        CAPTURE(keep);
        CHECK_FALSE(errorOf(link.substr(0, keep)).empty());
    }
    std::string edited = link;
    edited.back() = '4';  // s=124
    CHECK(errorOf(edited).find("does not match its check value") != std::string::npos);
    CHECK(errorOf("c=12&p=" + encodeSharedPuzzle(state.puzzle)).find("8 hex digits") != std::string::npos);
    // Without the check part a link written by hand still opens.
    CHECK(errorOf(link.substr(11)).empty());
}

TEST_CASE("share link: run-length symbols never overflow the grid") {
    // '_' is the longest run (28 cells): three of them exceed 81 cells.
    CHECK(errorOf("p=3.___").find("more than 81 cells") != std::string::npos);
    CHECK(decodeSharedPuzzle("2.z").filledCount() == 0);  // 'z' = run of 16 = a whole 4x4 grid
}

TEST_CASE("share link: grid-shaped text that is not a 9x9 grid gets a message about the grid") {
    const std::string plain = kPlain;
    // One cell short (a copy that missed a character): the count, not "is not a key=value part".
    const std::string short80 = errorOf("#" + plain.substr(0, 80));
    CHECK(short80.find("the grid has 80 cells, 1 short") != std::string::npos);
    CHECK(short80.find("at character 82") != std::string::npos);
    CHECK(short80.find("key=value") == std::string::npos);
    CHECK(errorOf(plain + "5").find("the grid has 82 cells, 1 too many") != std::string::npos);
    CHECK(errorOf(plain + "5").find("at character 82") != std::string::npos);
    // A full-width digit, as typed (UTF-8) and as a browser's address bar sends it (percent-encoded).
    std::string wide = plain;
    wide.replace(0, 1, "\xEF\xBC\x94");  // U+FF14, full-width 4
    const std::string typed = errorOf(wide);
    CHECK(typed.find("cell 1 of the grid is '\xEF\xBC\x94' (U+FF14), a full-width digit (type it as the digit 4)") !=
          std::string::npos);
    CHECK(typed.find("at character 1)") != std::string::npos);
    std::string escaped = plain;
    escaped.replace(6, 1, "%EF%BC%98");  // cell 7 is '8', written full-width
    const std::string sent = errorOf("#" + escaped);
    CHECK(sent.find("cell 7 of the grid is") != std::string::npos);
    CHECK(sent.find("(type it as the digit 8)") != std::string::npos);
    CHECK(sent.find("at character 8)") != std::string::npos);  // after the '#'
    // Any other character in a grid is named with its cell.
    std::string lettered = plain;
    lettered[20] = 'x';
    CHECK(errorOf(lettered).find("cell 21 of the grid is 'x'") != std::string::npos);
    // Text that is not grid-shaped keeps the grammar's message.
    CHECK(errorOf("garbage").find("'garbage' is not a key=value part") != std::string::npos);
    CHECK(errorOf(plain.substr(0, 30)).find("key=value") != std::string::npos);
}

TEST_CASE("share link: a race lists each solver once") {
    const std::string good = encodeSharedPuzzle(readPuzzle(kPlain));
    const std::string error = errorOf("p=" + good + "&r=acs,dlx,acs");
    CHECK(error.find("race solver 'acs' appears twice") != std::string::npos);
    CHECK(error.find("at character " + std::to_string(2 + good.size() + 3 + 8 + 1)) != std::string::npos);
    CHECK(decodeShareLink("p=" + good + "&r=acs,dlx").race == std::vector<std::string>{"acs", "dlx"});
}

TEST_CASE("share link: the player's progress (g=) comes back exactly, under the check value") {
    SharedState state;
    state.puzzle = testing::namedPuzzle("aiescargot");
    state.progress = "BEAhA-_";
    const std::string fragment = encodeShareLink(state);
    const SharedState back = decodeShareLink(fragment);
    CHECK(back.progress == "BEAhA-_");
    CHECK(fragment.substr(back.progressAt, 7) == "BEAhA-_");
    // Changed in transit: the check value refuses it.
    std::string altered = fragment;
    altered[altered.size() - 1] = 'A';
    CHECK(errorOf(altered).find("check value") != std::string::npos);
    const std::string p = "p=" + encodeSharedPuzzle(state.puzzle);
    CHECK(errorOf(p + "&g=").find("'g=' is empty") != std::string::npos);
    CHECK(errorOf(p + "&g=AB*").find("unexpected") != std::string::npos);
    CHECK(errorOf(p + "&g=A&g=B").find("appears twice") != std::string::npos);
}

TEST_CASE("share link: the decoder records where the algorithm, each parameter and each race id start") {
    const std::string fragment =
        std::string("#p=") + encodeSharedPuzzle(readPuzzle(kPlain)) + "&a=anneal&x.cooling=0.9&r=dlx,acs&x.acs.rho=0.5";
    const SharedState state = decodeShareLink(fragment);
    // Positions index the text as given ('#' included), so errors found later can point at the part.
    CHECK(fragment.substr(state.algorithmAt, 6) == "anneal");
    REQUIRE(state.paramsAt.size() == 2);
    CHECK(fragment.substr(state.paramsAt[0], 9) == "x.cooling");
    CHECK(fragment.substr(state.paramsAt[1], 9) == "x.acs.rho");
    REQUIRE(state.raceAt.size() == 2);
    CHECK(fragment.substr(state.raceAt[0], 3) == "dlx");
    CHECK(fragment.substr(state.raceAt[1], 3) == "acs");
}

}  // namespace share_link_test_cases
