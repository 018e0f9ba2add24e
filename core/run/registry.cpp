#include "run/registry.hpp"

#include <string>
#include <vector>

#include "base/errors.hpp"
#include "solvers/solver_infos.hpp"

namespace sudolab {

namespace {

std::vector<SolverInfo>& registryStorage() {
    static std::vector<SolverInfo> all = {
        solvers::dlxInfo(),
        solvers::backtrackInfo(),
        solvers::acsInfo(),
        solvers::tabuInfo(),
        solvers::hillClimbInfo(),
        solvers::annealInfo(),
        solvers::resedaInfo(),
        solvers::autoInfo(),
    };
    return all;
}

}  // namespace

std::span<const SolverInfo> solverRegistry() { return registryStorage(); }

void registerSolver(const SolverInfo& info) {
    if (info.id.empty() || info.create == nullptr) throw InputError("registerSolver: a solver needs an id and a factory");
    if (findSolver(info.id) != nullptr) throw InputError("registerSolver: the id '" + std::string(info.id) + "' is taken");
    registryStorage().push_back(info);
}

const SolverInfo* findSolver(std::string_view id) {
    for (const SolverInfo& info : solverRegistry())
        if (info.id == id) return &info;
    return nullptr;
}

std::string solverIdList() {
    std::string list;
    for (const SolverInfo& info : solverRegistry()) { if (!list.empty()) list += ", "; list += info.id; }
    return list;
}

const SolverInfo& requireSolver(std::string_view id) {
    if (const SolverInfo* info = findSolver(id)) return *info;
    throw InputError("unknown solver '" + std::string(id) + "' (known: " + solverIdList() + ")");
}

}  // namespace sudolab
