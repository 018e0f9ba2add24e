// The Solver interface's vocabulary as text (status and event names) and the check of a parameter set
// against a solver's declared table and rules: the functions of run/solver.hpp.
#include "run/solver.hpp"

#include <string>

#include "base/errors.hpp"

namespace sudolab {

std::string_view statusName(Status status) {
    switch (status) {
        case Status::Idle: return "idle";
        case Status::Running: return "running";
        case Status::Solved: return "solved";
        case Status::Failed: return "failed";
        case Status::GaveUp: return "gave up";
    }
    return "unknown";
}

void validateParams(const SolverInfo& info, const ParamSet& params) {
    if (params.specs().data() != info.params.data() || params.specs().size() != info.params.size())
        throw InputError("parameters of another solver given to " + std::string(info.id));
    for (std::size_t i = 0; i < info.params.size(); ++i) {
        const ParamSpec& spec = info.params[i];
        if (!spec.accepts(params.values()[i]))
            throw InputError("parameter '" + std::string(spec.name) + "' must be " + spec.rangeText() + ", not " +
                             spec.format(params.values()[i]));
    }
    checkParamRules(params, info.paramRules);
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
