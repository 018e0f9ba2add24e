#include "run/params.hpp"

#include <cmath>
#include <string>

#include "base/errors.hpp"
#include "text/number_text.hpp"
#include "text/text_excerpt.hpp"

namespace sudolab {

namespace {

std::string lowercase(std::string_view text) {
    std::string out(text);
    for (char& c : out)
        if (c >= 'A' && c <= 'Z') c = static_cast<char>(c - 'A' + 'a');
    return out;
}

}  // namespace

std::string ParamSpec::rangeText() const {
    const bool openMin = bounds == ParamBounds::OpenMin || bounds == ParamBounds::Open;
    const bool openMax = bounds == ParamBounds::OpenMax || bounds == ParamBounds::Open;
    // Built piecewise: GCC 12 warns falsely (-Wrestrict) on a chain of + starting from a one-char string.
    std::string interval(1, openMin ? '(' : '[');
    interval += exactNumberText(minValue);
    interval += ", ";
    interval += exactNumberText(maxValue);
    interval += openMax ? ')' : ']';
    switch (kind) {
        case ParamKind::Integer: return "an integer in " + interval;
        case ParamKind::Real: return "a number in " + interval;
        case ParamKind::Boolean: return "on or off";
        case ParamKind::Choice: {
            std::string text = "one of ";
            for (std::size_t i = 0; i < choices.size(); ++i) { if (i) text += ", "; text += choices[i]; }
            return text;
        }
    }
    return {};
}

bool ParamSpec::accepts(double value) const {
    if (!std::isfinite(value)) return false;
    switch (kind) {
        case ParamKind::Boolean: return value == 0 || value == 1;
        case ParamKind::Choice:
            return value == std::floor(value) && value >= 0 && value < static_cast<double>(choices.size());
        case ParamKind::Integer:
            if (value != std::floor(value)) return false;
            break;
        case ParamKind::Real: break;
    }
    const bool openMin = bounds == ParamBounds::OpenMin || bounds == ParamBounds::Open;
    const bool openMax = bounds == ParamBounds::OpenMax || bounds == ParamBounds::Open;
    if (openMin ? value <= minValue : value < minValue) return false;
    return openMax ? value < maxValue : value <= maxValue;
}

std::string ParamSpec::format(double value) const {
    switch (kind) {
        case ParamKind::Boolean: return value != 0 ? "on" : "off";
        case ParamKind::Choice: {
            const auto index = static_cast<std::size_t>(value);
            return index < choices.size() ? std::string(choices[index]) : exactNumberText(value);
        }
        default: return exactNumberText(value);
    }
}

ParamSet::ParamSet(std::span<const ParamSpec> specs) : specs_(specs) {
    values_.reserve(specs.size());
    for (const ParamSpec& spec : specs) values_.push_back(spec.defaultValue);
}

int ParamSet::indexOf(std::string_view name) const {
    for (std::size_t i = 0; i < specs_.size(); ++i)
        if (specs_[i].name == name) return static_cast<int>(i);
    return -1;
}

std::size_t ParamSet::require(std::string_view name) const {
    const int index = indexOf(name);
    if (index < 0) {
        std::string known;
        for (const ParamSpec& spec : specs_) { if (!known.empty()) known += ", "; known += spec.name; }
        throw InputError("unknown parameter " + quotedExcerpt(name) +
                         (known.empty() ? std::string(" (this solver has no parameters)")
                                        : " (known: " + known + ")"));
    }
    return static_cast<std::size_t>(index);
}

void ParamSet::setNumber(std::string_view name, double value) {
    const std::size_t index = require(name);
    store(index, value, exactNumberText(value));
}

void ParamSet::store(std::size_t index, double value, const std::string& shown) {
    const ParamSpec& spec = specs_[index];
    if (!spec.accepts(value))
        throw InputError("parameter '" + std::string(spec.name) + "' must be " + spec.rangeText() + ", not " + shown);
    values_[index] = value;
}

void ParamSet::set(std::string_view name, std::string_view text) {
    const std::size_t index = require(name);
    const ParamSpec& spec = specs_[index];
    const std::string lowered = lowercase(text);
    const auto fail = [&] {
        throw InputError("parameter '" + std::string(spec.name) + "' must be " + spec.rangeText() + ", not " +
                         quotedExcerpt(text));
    };
    if (spec.kind == ParamKind::Boolean) {
        if (lowered == "on" || lowered == "true" || lowered == "yes" || lowered == "1") return setNumber(name, 1);
        if (lowered == "off" || lowered == "false" || lowered == "no" || lowered == "0") return setNumber(name, 0);
        fail();
    }
    if (spec.kind == ParamKind::Choice) {
        for (std::size_t i = 0; i < spec.choices.size(); ++i)
            if (lowercase(spec.choices[i]) == lowered) return setNumber(name, static_cast<double>(i));
        fail();
    }
    double value = 0;
    if (!parseStrictNumber(lowered, spec.kind == ParamKind::Integer, value)) fail();
    if (!spec.accepts(value)) fail();
    values_[index] = value;
}

void ParamSet::assign(std::string_view nameEqualsValue) {
    const auto equals = nameEqualsValue.find('=');
    if (equals == std::string_view::npos || equals == 0)
        throw InputError("expected NAME=VALUE for a parameter, got " + quotedExcerpt(nameEqualsValue));
    set(nameEqualsValue.substr(0, equals), nameEqualsValue.substr(equals + 1));
}

double ParamSet::number(std::string_view name) const { return values_[require(name)]; }
double ParamSet::real(std::string_view name) const { return number(name); }
std::int64_t ParamSet::integer(std::string_view name) const { return static_cast<std::int64_t>(number(name)); }
bool ParamSet::flag(std::string_view name) const { return number(name) != 0; }

std::string_view ParamSet::choice(std::string_view name) const {
    const std::size_t index = require(name);
    return specs_[index].choices.at(static_cast<std::size_t>(values_[index]));
}

std::vector<std::pair<std::string, std::string>> ParamSet::nonDefaults() const {
    std::vector<std::pair<std::string, std::string>> out;
    for (std::size_t i = 0; i < specs_.size(); ++i)
        if (values_[i] != specs_[i].defaultValue)
            out.emplace_back(std::string(specs_[i].name), specs_[i].format(values_[i]));
    return out;
}

std::string ParamSet::describe() const {
    std::string text;
    for (std::size_t i = 0; i < specs_.size(); ++i) {
        if (i) text += " ";
        text += specs_[i].name;
        text += "=";
        text += specs_[i].format(values_[i]);
    }
    return text;
}

namespace {

/// The value `name` shows in messages and rule conditions ("dfs-learning", "on").
std::string shownValue(const ParamSet& params, std::string_view name) {
    return params.specs()[params.indexOf(name)].format(params.number(name));
}

/// "'name' (value)" for a rule's message.
std::string shownParam(const ParamSet& params, std::string_view name) {
    std::string text(1, '\'');  // built piecewise: GCC 12 warns falsely (-Wrestrict) on "'" + std::string
    text += name;
    text += "' (";
    text += shownValue(params, name);
    text += ')';
    return text;
}

/// For a condition rule: "applies only with 'mode' = dfs-learning, not paper" when the set's `greater`
/// breaks it (whatever the value of `lesser`), "" when `lesser` applies.
std::string brokenCondition(const ParamSet& params, const ParamRule& rule) {
    const std::string controller = shownValue(params, rule.greater);
    std::string text;
    if (!rule.onlyWhen.empty() && controller != rule.onlyWhen) {
        text = "applies only with '";
        text += rule.greater;
        text += "' = ";
        text += rule.onlyWhen;
        text += ", not ";
        text += controller;
    } else if (!rule.notWhen.empty() && controller == rule.notWhen) {
        text = "does not apply with '";
        text += rule.greater;
        text += "' = ";
        text += rule.notWhen;
    }
    return text;
}

/// The problem with one rule, or "" when the set keeps it.
std::string brokenRule(const ParamSet& params, const ParamRule& rule) {
    if (rule.isCondition()) {
        const ParamSpec& spec = params.specs()[params.indexOf(rule.lesser)];
        if (params.number(rule.lesser) == spec.defaultValue) return {};
        const std::string condition = brokenCondition(params, rule);
        return condition.empty() ? condition : "parameter " + shownParam(params, rule.lesser) + " " + condition;
    }
    const double lesser = params.number(rule.lesser);
    const double greater = params.number(rule.greater);
    if (rule.strict ? lesser < greater : lesser <= greater) return {};
    return "parameter " + shownParam(params, rule.lesser) + " must be " + (rule.strict ? "below " : "at most ") +
           shownParam(params, rule.greater);
}

}  // namespace

std::string ruleText(const ParamRule& rule) {
    std::string text(rule.lesser);
    if (rule.isCondition()) {
        text += rule.onlyWhen.empty() ? " not with " : " only with ";
        text += rule.greater;
        text += " = ";
        text += rule.onlyWhen.empty() ? rule.notWhen : rule.onlyWhen;
        return text;
    }
    text += rule.strict ? " < " : " <= ";
    text += rule.greater;
    return text;
}

std::string inapplicableReason(const ParamSet& params, std::span<const ParamRule> rules, std::string_view name) {
    for (const ParamRule& rule : rules) {
        if (!rule.isCondition() || rule.lesser != name) continue;
        const std::string condition = brokenCondition(params, rule);
        if (!condition.empty()) return condition.substr(0, condition.find(", not "));
    }
    return {};
}

std::vector<std::string> resetInapplicable(ParamSet& params, std::span<const ParamRule> rules, std::string_view keep) {
    std::vector<std::string> reset;
    for (const ParamRule& rule : rules) {
        if (!rule.isCondition() || rule.lesser == keep) continue;
        const ParamSpec& spec = params.specs()[params.indexOf(rule.lesser)];
        if (params.number(rule.lesser) == spec.defaultValue || brokenCondition(params, rule).empty()) continue;
        params.setNumber(rule.lesser, spec.defaultValue);
        reset.emplace_back(rule.lesser);
    }
    return reset;
}

void checkParamRules(const ParamSet& params, std::span<const ParamRule> rules) {
    std::string problems;
    for (const ParamRule& rule : rules) {
        const std::string problem = brokenRule(params, rule);
        if (problem.empty()) continue;
        if (!problems.empty()) problems += "; ";
        problems += problem;
    }
    if (!problems.empty()) throw InputError(problems);
}

}  // namespace sudolab
