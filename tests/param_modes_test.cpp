// "Applies only with" rules of every solver's table: a setting that the selected mode would ignore is
// refused by validateParams (and by a direct reset) with a message naming it and the rule, and accepted
// in the mode that reads it. One test case per rule, natively and in the wasm build.
#include <string>
#include <vector>

#include "doctest.h"
#include "run/params.hpp"
#include "run/registry.hpp"
#include "solver_checks.hpp"
#include "test_data.hpp"

using namespace sudolab;
using testing::inputErrorOf;

namespace {

/// Refused in the wrong mode with `expected` (validateParams and a direct reset), accepted at the
/// default in that mode, accepted with the setting in the right mode (and the solver resets with it).
void checkRule(const char* solverId, const std::vector<std::string>& wrong, const std::string& expected,
               const std::vector<std::string>& right) {
    const SolverInfo& info = requireSolver(solverId);
    const Grid puzzle = testing::namedPuzzle("platinumblond");
    const ParamSet refused = testing::paramsWith(info, wrong);
    CHECK(inputErrorOf([&] { validateParams(info, refused); }) == expected);
    CHECK(inputErrorOf([&] { info.create()->reset(puzzle, refused, 1); }) == expected);
    // The same mode without the setting (the first assignment) is fine: only a changed value is refused.
    const std::vector<std::string> modeOnly(wrong.begin() + 1, wrong.end());
    CHECK(inputErrorOf([&] { validateParams(info, testing::paramsWith(info, modeOnly)); }) == "");
    const ParamSet accepted = testing::paramsWith(info, right);
    CHECK(inputErrorOf([&] { validateParams(info, accepted); }) == "");
    CHECK(inputErrorOf([&] { info.create()->reset(puzzle, accepted, 1); }) == "");
    // The rule is listed with the solver's table (sudolab params, the app's tooltips).
    bool listed = false;
    for (const ParamRule& rule : info.paramRules) listed = listed || rule.lesser == wrong.front().substr(0, wrong.front().find('='));
    CHECK(listed);
}

}  // namespace

TEST_CASE("param modes: hill-climb queue-capacity only with search=queue") {
    checkRule("hill-climb", {"queue-capacity=50", "search=plateau-walk"},
              "parameter 'queue-capacity' (50) applies only with 'search' = queue, not plateau-walk",
              {"queue-capacity=50", "search=queue"});
}

TEST_CASE("param modes: reseda brute-force-box only with brute-force=on") {
    checkRule("reseda", {"brute-force-box=top-left", "brute-force=off"},
              "parameter 'brute-force-box' (top-left) applies only with 'brute-force' = on, not off",
              {"brute-force-box=top-left", "brute-force=on"});
}

TEST_CASE("param modes: reseda cell-rank only with sampling=permutations") {
    checkRule("reseda", {"cell-rank=raw", "sampling=cells"},
              "parameter 'cell-rank' (raw) applies only with 'sampling' = permutations, not cells",
              {"cell-rank=raw", "sampling=permutations"});
}

TEST_CASE("param modes: tabu learn-undone only with repair=latest") {
    checkRule("tabu", {"learn-undone=off", "mode=dfs-learning", "repair=random"},
              "parameter 'learn-undone' (off) applies only with 'repair' = latest, not random",
              {"learn-undone=off", "mode=dfs-learning", "repair=latest"});
}

TEST_CASE("param modes: backtrack solutions only with restarts=none") {
    checkRule("backtrack", {"solutions=2", "restarts=luby"},
              "parameter 'solutions' (2) applies only with 'restarts' = none, not luby", {"solutions=2"});
}

TEST_CASE("param modes: backtrack restart-base not with restarts=none") {
    checkRule("backtrack", {"restart-base=8", "restarts=none"},
              "parameter 'restart-base' (8) does not apply with 'restarts' = none",
              {"restart-base=8", "restarts=luby"});
}

TEST_CASE("param modes: auto's slices only with the members that share the budget") {
    checkRule("auto", {"exact-slice=100", "members=exact"},
              "parameter 'exact-slice' (100) does not apply with 'members' = exact", {"exact-slice=100"});
    checkRule("auto", {"exact-slice=100", "members=cdcl"},
              "parameter 'exact-slice' (100) does not apply with 'members' = cdcl",
              {"exact-slice=100", "members=exact+cdcl"});
    checkRule("auto", {"cdcl-slice=100", "members=portfolio"},
              "parameter 'cdcl-slice' (100) does not apply with 'members' = portfolio",
              {"cdcl-slice=100", "members=exact+cdcl"});
    checkRule("auto", {"acs-slice=3", "members=acs"},
              "parameter 'acs-slice' (3) does not apply with 'members' = acs",
              {"acs-slice=3", "members=portfolio"});
}

TEST_CASE("param modes: auto restart-base, propagation, learning not with members=acs") {
    checkRule("auto", {"restart-base=100", "members=acs"},
              "parameter 'restart-base' (100) does not apply with 'members' = acs",
              {"restart-base=100", "members=exact"});
    checkRule("auto", {"propagation=singles", "members=acs"},
              "parameter 'propagation' (singles) does not apply with 'members' = acs", {"propagation=singles"});
    checkRule("auto", {"learning=none", "members=acs"},
              "parameter 'learning' (none) does not apply with 'members' = acs",
              {"learning=none", "members=exact"});
}

TEST_CASE("param modes: every broken rule is named in one message") {
    const SolverInfo& info = requireSolver("backtrack");
    const ParamSet both = testing::paramsWith(info, {"restarts=none", "solutions=3", "restart-base=9"});
    CHECK(inputErrorOf([&] { validateParams(info, both); }) == "parameter 'restart-base' (9) does not apply with 'restarts' = none");
    const ParamSet auto2 = testing::paramsWith(requireSolver("auto"), {"members=acs", "exact-slice=9", "learning=none"});
    CHECK(inputErrorOf([&] { validateParams(requireSolver("auto"), auto2); }) ==
          "parameter 'exact-slice' (9) does not apply with 'members' = acs; "
          "parameter 'learning' (none) does not apply with 'members' = acs");
}

TEST_CASE("param modes: listed as text, the reason a parameter is greyed out, reset on a mode switch") {
    const SolverInfo& info = requireSolver("backtrack");
    CHECK(ruleText(info.paramRules[1]) == "restart-base not with restarts = none");
    CHECK(ruleText(requireSolver("reseda").paramRules[1]) == "brute-force-box only with brute-force = on");
    ParamSet set = testing::paramsWith(info, {"restarts=luby", "restart-base=8"});
    // Inapplicable whatever its own value: the app greys it out before anything is set.
    CHECK(inapplicableReason(set, info.paramRules, "solutions") == "applies only with 'restarts' = none");
    CHECK(inapplicableReason(set, info.paramRules, "restart-base") == "");
    CHECK(inapplicableReason(set, info.paramRules, "max-nodes") == "");
    // Switching restarts off puts the cutoff back to its default (it would be refused), nothing else.
    set.set("restarts", "none");
    CHECK(resetInapplicable(set, info.paramRules, "restarts") == std::vector<std::string>{"restart-base"});
    CHECK(set.integer("restart-base") == 64);
    CHECK(inputErrorOf([&] { validateParams(info, set); }) == "");
    CHECK(inapplicableReason(set, info.paramRules, "restart-base") == "does not apply with 'restarts' = none");
    // The parameter just set is kept (then refused by validateParams), never reset behind the user's back.
    set.set("restart-base", "8");
    CHECK(resetInapplicable(set, info.paramRules, "restart-base").empty());
    CHECK(set.integer("restart-base") == 8);
}
