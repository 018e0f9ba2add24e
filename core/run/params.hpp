// Solver parameters: each solver declares one table of ParamSpec (name, default, range, help); the
// CLI, the UI and the JS bindings all read that table, and ParamSet validates values against it.
#pragma once

#include <cstdint>
#include <span>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace sudolab {

enum class ParamKind { Integer, Real, Boolean, Choice };

/// Which ends of [minValue, maxValue] a numeric parameter may take: Open = (min, max), OpenMin =
/// (min, max], OpenMax = [min, max).
enum class ParamBounds : std::uint8_t { Closed, OpenMin, OpenMax, Open };

/// Declaration of one parameter. For Choice, values are indices into `choices`.
struct ParamSpec {
    std::string_view name;
    ParamKind kind;
    double defaultValue;
    double minValue;
    double maxValue;
    std::string_view help;
    std::vector<std::string_view> choices = {};
    ParamBounds bounds = ParamBounds::Closed;

    /// "an integer in [1, 1000]", "a number in (0, 1)", "one of bc, ac3, dc", ... for messages and tooltips.
    std::string rangeText() const;
    /// True if `value` is a valid value of this parameter (range with its open or closed ends, integer,
    /// choice index).
    bool accepts(double value) const;
    /// The text form of a value of this parameter ("0.9", "on", "bc").
    std::string format(double value) const;
};

/// A rule between two parameters of one table, declared beside it: value(lesser) <= value(greater)
/// (or < when strict), "elites <= samples". With `onlyWhen` set it is another rule: parameter `lesser`
/// may differ from its default only while the choice or on/off parameter `greater` shows `onlyWhen`
/// ("repair only with mode = dfs-learning", "brute-force-box only with brute-force = on"); with `notWhen`
/// set, only while `greater` does not show `notWhen` ("restart-base not with restarts = none"). So a
/// setting the selected mode would ignore is refused, never dropped silently.
struct ParamRule {
    std::string_view lesser;
    std::string_view greater;
    bool strict = false;
    std::string_view onlyWhen = {};
    std::string_view notWhen = {};

    /// True for the "applies only with" kinds (onlyWhen or notWhen), false for the order rules.
    bool isCondition() const { return !onlyWhen.empty() || !notWhen.empty(); }
};

/// Values for one solver's parameter table, each valid against its spec (rules between parameters are
/// checked on the whole set by checkParamRules).
class ParamSet {
public:
    ParamSet() = default;
    /// All defaults of `specs` (the table must outlive the set).
    explicit ParamSet(std::span<const ParamSpec> specs);

    /// Sets a parameter from text ("0.9", "on", "bc", "1e6"); throws InputError naming the parameter and
    /// its valid range if the name is unknown or the value is malformed or out of range.
    void set(std::string_view name, std::string_view text);
    /// Sets a parameter from a number (choice index for Choice); same errors as above.
    void setNumber(std::string_view name, double value);
    /// Parses "name=value"; same errors.
    void assign(std::string_view nameEqualsValue);

    double real(std::string_view name) const;
    std::int64_t integer(std::string_view name) const;
    bool flag(std::string_view name) const;
    /// The selected choice's name.
    std::string_view choice(std::string_view name) const;
    /// Raw value (choice index for Choice).
    double number(std::string_view name) const;

    std::span<const ParamSpec> specs() const { return specs_; }
    const std::vector<double>& values() const { return values_; }
    /// (name, text) of every parameter that differs from its default, in table order.
    std::vector<std::pair<std::string, std::string>> nonDefaults() const;
    /// "name=value name=value" of every parameter.
    std::string describe() const;
    /// Index of a parameter or -1.
    int indexOf(std::string_view name) const;

private:
    std::size_t require(std::string_view name) const;
    /// Stores a value already parsed; throws the range error from `describe` if the spec refuses it.
    void store(std::size_t index, double value, const std::string& shown);
    std::span<const ParamSpec> specs_;
    std::vector<double> values_;
};

/// A rule as text for listings: "elites <= samples", "repair only with mode = dfs-learning",
/// "restart-base not with restarts = none".
std::string ruleText(const ParamRule& rule);

/// Why parameter `name` has no effect with the other values of `params`: "applies only with 'mode' =
/// dfs-learning" (the first condition rule on it that the set breaks, whatever its own value), or "" when
/// it applies. The app greys such a parameter out and keeps it at its default.
std::string inapplicableReason(const ParamSet& params, std::span<const ParamRule> rules, std::string_view name);

/// Puts back to its default every parameter except `keep` that a condition rule makes inapplicable
/// (after `keep` switched the mode, say); returns the names reset, in rule order.
std::vector<std::string> resetInapplicable(ParamSet& params, std::span<const ParamRule> rules, std::string_view keep);

/// Checks the rules on a complete parameter set; throws one InputError listing every broken rule with
/// the values ("parameter 'elites' (200) must be at most 'samples' (100)"; "parameter 'repair' (random)
/// applies only with 'mode' = dfs-learning, not paper"). Names must be in the set.
void checkParamRules(const ParamSet& params, std::span<const ParamRule> rules);

}  // namespace sudolab
