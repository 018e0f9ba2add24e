// Numbers survive text exactly: parameter values are written in the shortest form that parses back to
// the same double (integers in plain digits up to 2^53), so JSON, bench records and share links replay
// the very same run; and parameter text is parsed strictly (no spaces, hex, '+', inf or nan).
#include <cstdint>
#include <cstring>
#include <string>

#include "base/errors.hpp"
#include "base/rng.hpp"
#include "doctest.h"
#include "links/share_link.hpp"
#include "run/params.hpp"
#include "run/registry.hpp"

// This file's cases and helpers live in a namespace of their own: the test files are compiled eight to a
// unit, and another file's helper of the same name (acs(), errorOf(...), kTable) would clash with these.
namespace number_roundtrip_test_cases {

using namespace sudolab;

namespace {

constexpr double kLargestExact = 9007199254740991.0;  // 2^53 - 1

const ParamSpec kWide[] = {
    {"big", ParamKind::Integer, 0, 0, kLargestExact, "an integer up to 2^53 - 1"},
    {"huge", ParamKind::Integer, 0, 0, 1e17, "an integer beyond what a double holds exactly"},
    {"rate", ParamKind::Real, 0.5, 0, 1, "a real in [0, 1]"},
};

bool sameBits(double a, double b) { return std::memcmp(&a, &b, sizeof a) == 0; }

/// The value `set` keeps after reading `text` into `name`, or the error message.
std::string errorOf(const char* name, const std::string& text) {
    ParamSet set(kWide);
    try {
        set.set(name, text);
    } catch (const InputError& error) {
        return error.what();
    }
    return "";
}

/// The value after a trip through a share link: format -> link -> decode -> parse.
double throughLink(const ParamSet& set, const char* name) {
    SharedState state;
    state.puzzle = Grid(3);
    state.params = set.nonDefaults();
    const SharedState back = decodeShareLink(encodeShareLink(state));
    ParamSet restored(set.specs());
    for (const auto& [key, text] : back.params) restored.set(key, text);
    return restored.number(name);
}

}  // namespace

TEST_CASE("numbers: 2^53 - 1 and 123456789012 are written in full and come back exactly") {
    ParamSet set(kWide);
    set.set("big", "9007199254740991");
    CHECK(set.integer("big") == 9007199254740991LL);
    CHECK(set.nonDefaults().at(0).second == "9007199254740991");
    CHECK(throughLink(set, "big") == kLargestExact);
    // A solver's own table: max-nodes of backtrack (the value the %.10g text turned into 123456789000).
    const SolverInfo* backtrack = findSolver("backtrack");
    REQUIRE(backtrack != nullptr);
    ParamSet solverSet(backtrack->params);
    solverSet.set("max-nodes", "123456789012");
    CHECK(solverSet.nonDefaults().at(0).second == "123456789012");
    CHECK(throughLink(solverSet, "max-nodes") == 123456789012.0);
}

TEST_CASE("numbers: reals are written shortest and parse back to the same bits") {
    ParamSet set(kWide);
    set.set("rate", "0.99999999999");
    CHECK(set.nonDefaults().at(0).second == "0.99999999999");
    Rng rng(2024);
    for (int i = 0; i < 2000; ++i) {
        const double value = rng.unit();
        set.setNumber("rate", value);
        const std::string text = set.nonDefaults().at(0).second;
        CAPTURE(text);
        CHECK(text.size() <= 24);
        CHECK(sameBits(throughLink(set, "rate"), value));
    }
    CHECK(kWide[2].format(0.1) == "0.1");
    CHECK(kWide[0].rangeText() == "an integer in [0, 9007199254740991]");
}

TEST_CASE("numbers: parameter text is strict") {
    for (const char* bad : {" 5", "5 ", "0x10", "+5", "1e999", "inf", "-inf", "nan", "0x1p3", "5e", "--5", "1,5", ""}) {
        CAPTURE(bad);
        CHECK(errorOf("big", bad) != "");
        CHECK(errorOf("rate", bad) != "");
    }
    // Integers must be whole and exact: 2^53 + 1 would be stored as 2^53; a long mantissa could hide a
    // fraction that the double rounded away.
    CHECK(errorOf("huge", "9007199254740993") != "");
    CHECK(errorOf("huge", "99999999999999999") != "");
    CHECK(errorOf("big", "1.0000000000000001") != "");
    CHECK(errorOf("big", "1.5") != "");
    CHECK(errorOf("huge", "9007199254740992") == "");
    for (const char* good : {"1e6", "1.5e1", "-0", "0", "25", "1E3"}) {
        CAPTURE(good);
        CHECK(errorOf("big", good) == "");
    }
    // Long or control-character text is quoted short and escaped in the message.
    const std::string message = errorOf("rate", "\x1b[2J" + std::string(100000, '9'));
    CHECK(message.size() < 200);
    CHECK(message.find('\x1b') == std::string::npos);
}

}  // namespace number_roundtrip_test_cases
