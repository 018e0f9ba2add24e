#include "registry.hpp"

#include <string>
#include <vector>

#include "errors.hpp"
#include "solvers/solver_infos.hpp"

namespace sudolab {

std::span<const SolverInfo> solverRegistry() {
    static const std::vector<SolverInfo> all = {
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

std::string_view statusName(Status status) {
    switch (status) {
        case Status::Running: return "running";
        case Status::Solved: return "solved";
        case Status::Failed: return "failed";
        case Status::GaveUp: return "gave up";
    }
    return "unknown";
}

std::string_view eventKindName(EventKind kind) {
    switch (kind) {
        case EventKind::Restart: return "restart";
        case EventKind::PartialRestart: return "partial restart";
        case EventKind::FullRestart: return "full restart";
        case EventKind::Reheat: return "reheat";
    }
    return "unknown";
}

}  // namespace sudolab
