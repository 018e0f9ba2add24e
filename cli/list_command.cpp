// `sudolab list` (the registered solvers) and `sudolab params ID` (one solver's parameter table).
#include <CLI/CLI.hpp>
#include <algorithm>
#include <iostream>
#include <memory>
#include <nlohmann/json.hpp>
#include <string>

#include "commands.hpp"
#include "common.hpp"
#include "run/registry.hpp"

namespace sudolab::cli {
namespace {

std::string padded(std::string_view text, std::size_t width) {
    std::string out(text);
    if (out.size() < width) out.append(width - out.size(), ' ');
    return out;
}

/// `sudolab list --ids`: the ids alone, comma-separated on one line, as --algo takes them (for scripts).
int runIdList() {
    std::string ids;
    for (const SolverInfo& info : solverRegistry()) {
        if (!ids.empty()) ids += ',';
        ids += info.id;
    }
    std::cout << ids << '\n';
    return kExitOk;
}

int runList() {
    std::size_t idWidth = 2;
    std::size_t nameWidth = 4;
    std::size_t unitWidth = 9;
    for (const SolverInfo& info : solverRegistry()) {
        idWidth = std::max(idWidth, info.id.size());
        nameWidth = std::max(nameWidth, info.name.size());
        unitWidth = std::max(unitWidth, info.workUnit.size());
    }
    std::cout << padded("id", idWidth) << "  " << padded("name", nameWidth) << "  " << padded("work unit", unitWidth)
              << "  exact  paper\n";
    for (const SolverInfo& info : solverRegistry()) {
        std::cout << padded(info.id, idWidth) << "  " << padded(info.name, nameWidth) << "  "
                  << padded(info.workUnit, unitWidth) << "  " << (info.exact ? "yes  " : "no   ") << "  "
                  << info.reference << '\n';
    }
    return kExitOk;
}

/// `sudolab params ID --json`: the parameter table as data, for tools that generate from it (the irace
/// scenario of bench/irace): per parameter its name, kind, default, range with its open ends, choices
/// and help; then the rules between parameters, as text and as fields.
nlohmann::json solverParamsJson(const SolverInfo& info) {
    static constexpr const char* kKindNames[] = {"integer", "real", "boolean", "choice"};
    static constexpr const char* kBoundsNames[] = {"closed", "open-min", "open-max", "open"};
    nlohmann::json params = nlohmann::json::array();
    for (const ParamSpec& spec : info.params) {
        nlohmann::json entry = {{"name", spec.name},
                                {"kind", kKindNames[static_cast<int>(spec.kind)]},
                                {"default", spec.format(spec.defaultValue)},
                                {"help", spec.help}};
        if (spec.kind == ParamKind::Integer || spec.kind == ParamKind::Real) {
            entry["min"] = spec.minValue;
            entry["max"] = spec.maxValue;
            entry["bounds"] = kBoundsNames[static_cast<int>(spec.bounds)];
        }
        if (spec.kind == ParamKind::Boolean) entry["choices"] = {"on", "off"};
        if (spec.kind == ParamKind::Choice) entry["choices"] = spec.choices;
        params.push_back(std::move(entry));
    }
    nlohmann::json rules = nlohmann::json::array();
    for (const ParamRule& rule : info.paramRules) {
        nlohmann::json entry = {{"text", ruleText(rule)}, {"lesser", rule.lesser}, {"greater", rule.greater}};
        if (!rule.onlyWhen.empty()) entry["only_when"] = rule.onlyWhen;
        if (!rule.notWhen.empty()) entry["not_when"] = rule.notWhen;
        if (!rule.isCondition()) entry["strict"] = rule.strict;
        rules.push_back(std::move(entry));
    }
    return {{"id", info.id}, {"work_unit", info.workUnit}, {"params", params}, {"rules", rules}};
}

}  // namespace

void addListCommands(CLI::App& app, int& exitCode) {
    CLI::App* list = app.add_subcommand("list", "List the solvers: id, name, work unit, exact or not, paper.");
    auto idsOnly = std::make_shared<bool>(false);
    list->add_flag("--ids", *idsOnly, "only the ids, comma-separated on one line (as --algo takes them)");
    list->callback([idsOnly, &exitCode] { exitCode = *idsOnly ? runIdList() : runList(); });

    auto id = std::make_shared<std::string>();
    CLI::App* params = app.add_subcommand("params", "List a solver's parameters: name, default, range, help.");
    params->add_option("id", *id, "solver id (see: sudolab list)")->required();
    auto asJson = std::make_shared<bool>(false);
    params->add_flag("--json", *asJson,
                     "the table as one JSON object (name, kind, default, range and its open ends, choices, help; "
                     "the rules between parameters), for tools that generate from it");
    params->callback([id, asJson, &exitCode] {
        if (*asJson)
            std::cout << solverParamsJson(solverById(*id)).dump(2) << '\n';
        else
            std::cout << describeSolverParams(solverById(*id));
        exitCode = kExitOk;
    });
}

}  // namespace sudolab::cli
