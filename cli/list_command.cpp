// `sudolab list` (the registered solvers) and `sudolab params ID` (one solver's parameter table).
#include <CLI/CLI.hpp>
#include <algorithm>
#include <iostream>
#include <memory>
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

}  // namespace

void addListCommands(CLI::App& app, int& exitCode) {
    CLI::App* list = app.add_subcommand("list", "List the solvers: id, name, work unit, exact or not, paper.");
    auto idsOnly = std::make_shared<bool>(false);
    list->add_flag("--ids", *idsOnly, "only the ids, comma-separated on one line (as --algo takes them)");
    list->callback([idsOnly, &exitCode] { exitCode = *idsOnly ? runIdList() : runList(); });

    auto id = std::make_shared<std::string>();
    CLI::App* params = app.add_subcommand("params", "List a solver's parameters: name, default, range, help.");
    params->add_option("id", *id, "solver id (see: sudolab list)")->required();
    params->callback([id, &exitCode] {
        std::cout << describeSolverParams(solverById(*id));
        exitCode = kExitOk;
    });
}

}  // namespace sudolab::cli
