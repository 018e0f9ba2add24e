// Parameter tables: parsing, ranges, and messages that name the parameter and its range.
#include <string>

#include "base/errors.hpp"
#include "doctest.h"
#include "run/params.hpp"

// This file's cases and helpers live in a namespace of their own: the test files are compiled eight to a
// unit, and another file's helper of the same name (acs(), errorOf(...), kTable) would clash with these.
namespace params_test_cases {

using namespace sudolab;

namespace {
const ParamSpec kTable[] = {
    {"ants", ParamKind::Integer, 10, 1, 1000, "number of ants"},
    {"rho", ParamKind::Real, 0.9, 0, 1, "evaporation"},
    {"cp", ParamKind::Boolean, 1, 0, 1, "constraint propagation first"},
    {"filter", ParamKind::Choice, 0, 0, 2, "domain filter", {"bc", "ac3", "dc"}},
};

std::string errorOf(ParamSet& set, const char* name, const char* value) {
    try {
        set.set(name, value);
    } catch (const InputError& e) {
        return e.what();
    }
    return "";
}
}  // namespace

TEST_CASE("params: defaults come from the table") {
    ParamSet set(kTable);
    CHECK(set.integer("ants") == 10);
    CHECK(set.real("rho") == doctest::Approx(0.9));
    CHECK(set.flag("cp"));
    CHECK(set.choice("filter") == "bc");
    CHECK(set.nonDefaults().empty());
}

TEST_CASE("params: valid values are parsed") {
    ParamSet set(kTable);
    set.set("ants", "25");
    set.set("rho", "0.5");
    set.set("cp", "off");
    set.set("filter", "DC");
    set.assign("ants=1e2");
    CHECK(set.integer("ants") == 100);
    CHECK(set.real("rho") == doctest::Approx(0.5));
    CHECK_FALSE(set.flag("cp"));
    CHECK(set.choice("filter") == "dc");
    const auto changed = set.nonDefaults();
    REQUIRE(changed.size() == 4);
    CHECK(changed[0] == std::pair<std::string, std::string>{"ants", "100"});
    CHECK(changed[3] == std::pair<std::string, std::string>{"filter", "dc"});
    CHECK(set.describe() == "ants=100 rho=0.5 cp=off filter=dc");
}

TEST_CASE("params: bad values name the parameter and its range") {
    ParamSet set(kTable);
    CHECK(errorOf(set, "ants", "0") == "parameter 'ants' must be an integer in [1, 1000], not '0'");
    CHECK(errorOf(set, "ants", "2.5") == "parameter 'ants' must be an integer in [1, 1000], not '2.5'");
    CHECK(errorOf(set, "rho", "1.5") == "parameter 'rho' must be a number in [0, 1], not '1.5'");
    CHECK(errorOf(set, "rho", "abc") == "parameter 'rho' must be a number in [0, 1], not 'abc'");
    CHECK(errorOf(set, "rho", "nan") == "parameter 'rho' must be a number in [0, 1], not 'nan'");
    CHECK(errorOf(set, "rho", "") == "parameter 'rho' must be a number in [0, 1], not ''");
    CHECK(errorOf(set, "cp", "maybe") == "parameter 'cp' must be on or off, not 'maybe'");
    CHECK(errorOf(set, "filter", "xyz") == "parameter 'filter' must be one of bc, ac3, dc, not 'xyz'");
    CHECK(errorOf(set, "tenure", "3") == "unknown parameter 'tenure' (known: ants, rho, cp, filter)");
    CHECK_THROWS_AS(set.assign("ants"), InputError);
    CHECK_THROWS_AS(set.setNumber("ants", 1e12), InputError);
    // A failed set leaves the old value in place.
    CHECK(set.integer("ants") == 10);
}

}  // namespace params_test_cases
