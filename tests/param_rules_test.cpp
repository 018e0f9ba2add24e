// Rules between the parameters of one table (checkParamRules): "at most" and "applies only with".
#include <string>

#include "doctest.h"
#include "run/params.hpp"
#include "solver_checks.hpp"

// This file's cases and helpers live in a namespace of their own: the test files are compiled eight to a
// unit, and another file's helper of the same name (acs(), errorOf(...), kTable) would clash with these.
namespace param_rules_test_cases {

using namespace sudolab;
using testing::inputErrorOf;

namespace {
const ParamSpec kTable[] = {
    {"samples", ParamKind::Integer, 100, 1, 1000, "samples"},
    {"elites", ParamKind::Integer, 10, 1, 1000, "elites"},
    {"mode", ParamKind::Choice, 0, 0, 1, "mode", {"paper", "variant"}},
    {"repair", ParamKind::Choice, 0, 0, 1, "variant only", {"latest", "random"}},
    {"learn", ParamKind::Boolean, 1, 0, 1, "variant only"},
};
const ParamRule kRules[] = {
    {"elites", "samples"},
    {.lesser = "repair", .greater = "mode", .onlyWhen = "variant"},
    {.lesser = "learn", .greater = "mode", .onlyWhen = "variant"},
};
}  // namespace

TEST_CASE("param rules: a parameter that applies only with one choice is refused with the others") {
    ParamSet set(kTable);
    CHECK(inputErrorOf([&] { checkParamRules(set, kRules); }) == "");  // defaults everywhere
    set.set("repair", "random");
    CHECK(inputErrorOf([&] { checkParamRules(set, kRules); }) ==
          "parameter 'repair' (random) applies only with 'mode' = variant, not paper");
    set.set("learn", "off");
    set.set("elites", "200");
    // Every broken rule in one message, in table order.
    CHECK(inputErrorOf([&] { checkParamRules(set, kRules); }) ==
          "parameter 'elites' (200) must be at most 'samples' (100); "
          "parameter 'repair' (random) applies only with 'mode' = variant, not paper; "
          "parameter 'learn' (off) applies only with 'mode' = variant, not paper");
    set.set("mode", "variant");
    set.set("elites", "100");
    CHECK(inputErrorOf([&] { checkParamRules(set, kRules); }) == "");
    // At its default the parameter is not a setting the mode ignores: accepted with either mode.
    set.set("repair", "latest");
    set.set("learn", "on");
    set.set("mode", "paper");
    CHECK(inputErrorOf([&] { checkParamRules(set, kRules); }) == "");
}

TEST_CASE("param rules: listed as text") {
    CHECK(ruleText(kRules[0]) == "elites <= samples");
    CHECK(ruleText(kRules[1]) == "repair only with mode = variant");
    CHECK(ruleText({"a", "b", true}) == "a < b");
}

}  // namespace param_rules_test_cases
