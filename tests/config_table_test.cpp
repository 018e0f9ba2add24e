// Typed parameter tables (run/config_table.hpp): each row binds one ParamSpec to a field of a config
// struct; the spec's kind follows from the field, a parameter set reads back as the typed config, and a
// config goes back into a checked parameter set. The solvers' own tables are driven by every solver test.
#include <cstdint>
#include <stdexcept>
#include <string>

#include "base/errors.hpp"
#include "doctest.h"
#include "run/config_table.hpp"
#include "run/registry.hpp"

using namespace sudolab;

namespace {

enum class Shade { Light, Dark, Striped };

struct ToyConfig {
    int count = 0;
    double rate = 0;
    bool loud = false;
    Shade shade = Shade::Light;
    std::uint64_t big = 0;
};

const ConfigTable<ToyConfig> kToyParams = {
    integerParam<&ToyConfig::count>("count", 3, 1, 10, "how many"),
    realParam<&ToyConfig::rate>("rate", 0.5, 0, 1, "how fast", ParamBounds::OpenMax),
    flagParam<&ToyConfig::loud>("loud", true, "how loud"),
    choiceParam<&ToyConfig::shade>("shade", Shade::Striped, {"light", "dark", "striped"}, "which shade"),
    integerParam<&ToyConfig::big>("big", 0, 0, 1e15, "a large count"),
};

/// A driver of the toy solver: offers two of its rows under its own names; the rest keep the toy's defaults.
struct DriverConfig {
    int laps = 0;
    ToyConfig toy = kToyParams.defaults();
};

const ConfigTable<DriverConfig> kDriverParams = {
    integerParam<&DriverConfig::laps>("laps", 2, 1, 5, "how many laps"),
    nestedParam<&DriverConfig::toy, &ToyConfig::shade>(kToyParams, "shade", "toy-shade", "the toy's shade"),
    nestedParam<&DriverConfig::toy, &ToyConfig::count>(kToyParams, "count", "toy-count", "the toy's count"),
};

}  // namespace

TEST_CASE("config table: the specs come from the rows, kinds from the fields") {
    const auto specs = kToyParams.specs();
    REQUIRE(specs.size() == 5);
    CHECK(specs[0].name == "count");
    CHECK(specs[0].kind == ParamKind::Integer);
    CHECK(specs[0].rangeText() == "an integer in [1, 10]");
    CHECK(specs[1].kind == ParamKind::Real);
    CHECK(specs[1].bounds == ParamBounds::OpenMax);
    CHECK(specs[2].kind == ParamKind::Boolean);
    CHECK(specs[2].defaultValue == 1);
    CHECK(specs[3].kind == ParamKind::Choice);
    CHECK(specs[3].defaultValue == 2);  // Striped: the enumerator's index is the choice's
    CHECK(specs[3].maxValue == 2);
    CHECK(specs[3].help == "which shade");
}

TEST_CASE("config table: defaults and set values read back typed") {
    const ToyConfig defaults = kToyParams.defaults();
    CHECK(defaults.count == 3);
    CHECK(defaults.rate == 0.5);
    CHECK(defaults.loud);
    CHECK(defaults.shade == Shade::Striped);
    CHECK(defaults.big == 0);

    ParamSet set(kToyParams.specs());
    set.set("count", "7");
    set.set("rate", "0.25");
    set.set("loud", "off");
    set.set("shade", "dark");
    set.set("big", "123456789012345");
    const ToyConfig config = kToyParams.read(set);
    CHECK(config.count == 7);
    CHECK(config.rate == 0.25);
    CHECK_FALSE(config.loud);
    CHECK(config.shade == Shade::Dark);
    CHECK(config.big == 123456789012345ULL);
}

TEST_CASE("config table: a config goes back into a parameter set, checked like the user's values") {
    ToyConfig config = kToyParams.defaults();
    config.count = 9;
    config.shade = Shade::Light;
    const ParamSet set = kToyParams.paramSet(config);
    CHECK(set.describe() == "count=9 rate=0.5 loud=on shade=light big=0");
    CHECK(kToyParams.read(set).count == 9);

    config.count = 11;
    std::string message;
    try {
        (void)kToyParams.paramSet(config);
    } catch (const InputError& error) {
        message = error.what();
    }
    CHECK(message.find("'count'") != std::string::npos);
    CHECK(message.find("[1, 10]") != std::string::npos);
}

TEST_CASE("config table: another table's parameter set is refused as a programming error") {
    const SolverInfo& acs = requireSolver("acs");
    CHECK_THROWS_AS((void)kToyParams.read(ParamSet(acs.params)), std::logic_error);
}

TEST_CASE("config table: a nested row takes kind, default, range and choices from the driven table") {
    const auto specs = kDriverParams.specs();
    REQUIRE(specs.size() == 3);
    CHECK(specs[1].name == "toy-shade");
    CHECK(specs[1].help == "the toy's shade");
    CHECK(specs[1].kind == ParamKind::Choice);
    CHECK(specs[1].defaultValue == 2);  // Striped, the toy's default
    CHECK(specs[1].choices == kToyParams.spec("shade").choices);
    CHECK(specs[2].rangeText() == "an integer in [1, 10]");
    CHECK(specs[2].defaultValue == 3);

    ParamSet set(specs);
    set.set("toy-shade", "dark");
    set.set("toy-count", "7");
    const DriverConfig config = kDriverParams.read(set);
    CHECK(config.laps == 2);
    CHECK(config.toy.shade == Shade::Dark);
    CHECK(config.toy.count == 7);
    CHECK(config.toy.rate == 0.5);  // not offered by the driver: the toy's default
    CHECK(config.toy.loud);
    CHECK(kDriverParams.paramSet(config).describe() == "laps=2 toy-shade=dark toy-count=7");

    CHECK_THROWS_AS((void)kToyParams.spec("colour"), std::logic_error);
}
