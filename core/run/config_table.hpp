// A solver's parameters as one typed table: each row is a ParamSpec (name, default, range, help) bound to
// a field of the solver's config struct, so a parameter is declared once and read as a typed value
// (`config.ants`, `config.propagation == AcsPropagation::Peers`), never by its name. The rows' specs
// still feed the CLI, the app, the JS bindings, share links and validation (SolverInfo::params); the
// kind of each row follows from its field's type (integer, real, bool = on/off, enum = choice).
#pragma once

#include <initializer_list>
#include <span>
#include <stdexcept>
#include <string>
#include <string_view>
#include <type_traits>
#include <utility>
#include <vector>

#include "base/member_of.hpp"
#include "run/params.hpp"

namespace sudolab {

/// One row: the parameter's spec and how its (validated) value goes into the config's field and back.
template <class Config>
struct ConfigRow {
    ParamSpec spec;
    void (*write)(Config& config, double value) = nullptr;
    double (*read)(const Config& config) = nullptr;
};

namespace config_detail {

/// A ParamSet value (a double: the number, 0/1, or the choice index) as the field's type.
template <class T>
T fromNumber(double value) {
    if constexpr (std::is_same_v<T, bool>)
        return value != 0;
    else if constexpr (std::is_enum_v<T>)
        return static_cast<T>(static_cast<std::underlying_type_t<T>>(value));
    else
        return static_cast<T>(value);
}

/// The field's value as a ParamSet value.
template <class T>
double toNumber(T value) {
    if constexpr (std::is_enum_v<T>)
        return static_cast<double>(static_cast<std::underlying_type_t<T>>(value));
    else
        return static_cast<double>(value);
}

/// The row of field `Field` with its spec.
template <auto Field>
ConfigRow<typename MemberOf<decltype(Field)>::Class> row(ParamSpec spec) {
    using Config = typename MemberOf<decltype(Field)>::Class;
    using T = typename MemberOf<decltype(Field)>::Type;
    return {std::move(spec), [](Config& config, double value) { config.*Field = fromNumber<T>(value); },
            [](const Config& config) { return toNumber<T>(config.*Field); }};
}

}  // namespace config_detail

/// An integer parameter in [minValue, maxValue] stored in an integral field.
template <auto Field>
auto integerParam(std::string_view name, double defaultValue, double minValue, double maxValue, std::string_view help) {
    static_assert(std::is_integral_v<typename MemberOf<decltype(Field)>::Type>,
                  "an integer parameter needs an integral field");
    return config_detail::row<Field>({name, ParamKind::Integer, defaultValue, minValue, maxValue, help});
}

/// A real parameter stored in a double field; `bounds` says which ends of the range are open.
template <auto Field>
auto realParam(std::string_view name, double defaultValue, double minValue, double maxValue, std::string_view help,
               ParamBounds bounds = ParamBounds::Closed) {
    static_assert(std::is_same_v<typename MemberOf<decltype(Field)>::Type, double>,
                  "a real parameter needs a double field");
    return config_detail::row<Field>({name, ParamKind::Real, defaultValue, minValue, maxValue, help, {}, bounds});
}

/// An on/off parameter stored in a bool field.
template <auto Field>
auto flagParam(std::string_view name, bool defaultValue, std::string_view help) {
    static_assert(std::is_same_v<typename MemberOf<decltype(Field)>::Type, bool>,
                  "an on/off parameter needs a bool field");
    return config_detail::row<Field>({name, ParamKind::Boolean, defaultValue ? 1.0 : 0.0, 0, 1, help});
}

/// A choice stored in an enum field: `choices` names the enumerators in their order (value 0, 1, ...).
template <auto Field>
auto choiceParam(std::string_view name, typename MemberOf<decltype(Field)>::Type defaultValue,
                 std::vector<std::string_view> choices, std::string_view help) {
    static_assert(std::is_enum_v<typename MemberOf<decltype(Field)>::Type>, "a choice needs an enum field");
    const double last = static_cast<double>(choices.size()) - 1;
    return config_detail::row<Field>(
        {name, ParamKind::Choice, config_detail::toNumber(defaultValue), 0, last, help, std::move(choices)});
}

/// A solver's parameter table: the specs in row order and the typed config they fill.
template <class Config>
class ConfigTable {
public:
    ConfigTable(std::initializer_list<ConfigRow<Config>> rows) {
        for (const ConfigRow<Config>& row : rows) {
            specs_.push_back(row.spec);
            writers_.push_back(row.write);
            readers_.push_back(row.read);
        }
    }
    // ParamSets keep a span of the specs: a table stays where it was built (a static of its solver).
    ConfigTable(const ConfigTable&) = delete;
    ConfigTable& operator=(const ConfigTable&) = delete;

    /// The specs, for SolverInfo::params (names, defaults, ranges, help).
    std::span<const ParamSpec> specs() const { return specs_; }

    /// The spec named `name` (throws std::logic_error if there is none: a programming error, never the user's).
    const ParamSpec& spec(std::string_view name) const {
        for (const ParamSpec& spec : specs_)
            if (spec.name == name) return spec;
        throw std::logic_error("no parameter '" + std::string(name) + "' in the table");
    }

    /// The typed config of `params`, a set of this table (throws std::logic_error for another table's set:
    /// a programming error, never the user's).
    Config read(const ParamSet& params) const {
        if (params.specs().data() != specs_.data())
            throw std::logic_error("parameters of another table passed to a solver");
        Config config{};
        for (std::size_t i = 0; i < writers_.size(); ++i) writers_[i](config, params.values()[i]);
        return config;
    }

    /// The config with every parameter at its default.
    Config defaults() const { return read(ParamSet(specs_)); }

    /// A parameter set of this table holding `config`'s values (for a solver that drives another one
    /// with a config of its making: auto's exact member). Values are checked as the user's are.
    ParamSet paramSet(const Config& config) const {
        ParamSet params(specs_);
        for (std::size_t i = 0; i < readers_.size(); ++i) params.setNumber(specs_[i].name, readers_[i](config));
        return params;
    }

private:
    std::vector<ParamSpec> specs_;
    std::vector<void (*)(Config&, double)> writers_;
    std::vector<double (*)(const Config&)> readers_;
};

/// Row `innerName` of another table (`inner`, a solver that this one drives), offered here as `name` with
/// its own help: the kind, default, range and choices stay written once, in `inner`. Outer is the field
/// holding the driven solver's config, Inner that config's field (`auto`'s clause-learner settings).
template <auto Outer, auto Inner>
auto nestedParam(const ConfigTable<typename MemberOf<decltype(Inner)>::Class>& inner, std::string_view innerName,
                 std::string_view name, std::string_view help) {
    using Config = typename MemberOf<decltype(Outer)>::Class;
    using T = typename MemberOf<decltype(Inner)>::Type;
    static_assert(std::is_same_v<typename MemberOf<decltype(Outer)>::Type, typename MemberOf<decltype(Inner)>::Class>,
                  "Outer must be the field holding Inner's config");
    ParamSpec spec = inner.spec(innerName);
    spec.name = name;
    spec.help = help;
    return ConfigRow<Config>{
        std::move(spec),
        [](Config& config, double value) { (config.*Outer).*Inner = config_detail::fromNumber<T>(value); },
        [](const Config& config) { return config_detail::toNumber<T>((config.*Outer).*Inner); }};
}

}  // namespace sudolab
