#include "run_solver.hpp"

#include <algorithm>
#include <chrono>
#include <string_view>

#include "common.hpp"
#include "errors.hpp"
#include "validate.hpp"

namespace sudolab::cli {
namespace {

using Clock = std::chrono::steady_clock;

double secondsSince(Clock::time_point start) {
    return std::chrono::duration<double>(Clock::now() - start).count();
}

/// Wall time one chunk should take: short enough that stopping after the chunk that crosses the limit
/// overshoots by ~0.5 % of it, long enough that clock reads and call overhead do not matter.
double targetChunkSeconds(const RunLimits& limits) {
    if (limits.timeLimitSeconds <= 0) return 0.02;
    return std::clamp(limits.timeLimitSeconds / 200.0, 0.0002, 0.02);
}

/// The solver's explanation of a Failed run without its own "no solution" lead-in, which the verdict
/// already says: "no solution (search space exhausted after 1 node)" -> "search space exhausted after 1 node".
std::string proofDetail(std::string_view message) {
    for (std::string_view lead : {"the puzzle has no solution", "no solution"}) {
        if (message.substr(0, lead.size()) == lead) {
            message.remove_prefix(lead.size());
            break;
        }
    }
    bool parenthesised = false;
    while (!message.empty() && (message.front() == ' ' || message.front() == ':' || message.front() == '(')) {
        parenthesised = parenthesised || message.front() == '(';
        message.remove_prefix(1);
    }
    if (parenthesised && !message.empty() && message.back() == ')') message.remove_suffix(1);
    return std::string(message);
}

}  // namespace

std::string runEndName(RunEnd end) {
    switch (end) {
        case RunEnd::Solved: return "solved";
        case RunEnd::Failed: return "failed";
        case RunEnd::GaveUp: return "gave up";
        case RunEnd::TimeLimit: return "time limit";
        case RunEnd::WorkLimit: return "work limit";
        case RunEnd::Rejected: return "rejected";
        case RunEnd::WrongAnswer: return "wrong answer";
    }
    return "unknown";
}

RunResult runSolver(const SolverInfo& info, const Grid& puzzle, const ParamSet& params, std::uint64_t seed,
                    const RunLimits& limits, const RunObserver& observer) {
    RunResult result;
    result.grid = puzzle;
    const auto start = Clock::now();
    const std::unique_ptr<Solver> solver = info.create();
    try {
        solver->reset(puzzle, params, seed);
    } catch (const InputError& error) {
        result.end = RunEnd::Rejected;
        result.message = error.what();
        result.seconds = secondsSince(start);
        return result;
    }

    if (observer) observer(secondsSince(start), *solver);
    const double target = targetChunkSeconds(limits);
    std::uint64_t chunk = 1;
    std::uint64_t work = 0;
    bool timeUp = false;
    bool workUp = false;
    while (solver->status() == Status::Running) {
        std::uint64_t budget = chunk;
        if (limits.maxWork > 0) budget = std::min(budget, limits.maxWork - work);
        const auto chunkStart = Clock::now();
        const std::uint64_t done = solver->step(budget);
        ++result.steps;
        work += done;
        if (observer) observer(secondsSince(start), *solver);
        const auto now = Clock::now();
        if (solver->status() != Status::Running) break;
        if (limits.timeLimitSeconds > 0 &&
            std::chrono::duration<double>(now - start).count() >= limits.timeLimitSeconds) {
            timeUp = true;
            break;
        }
        if (limits.maxWork > 0 && work >= limits.maxWork) {
            workUp = true;
            break;
        }
        if (done == 0) break;  // a solver that does nothing while Running would loop forever
        // Grow or shrink the chunk towards the target duration (doubling keeps the first chunks cheap
        // for solvers whose single unit is expensive).
        const double took = std::chrono::duration<double>(now - chunkStart).count();
        if (took < target / 2 && chunk < (std::uint64_t{1} << 40))
            chunk *= 2;
        else if (took > target * 2 && chunk > 1)
            chunk /= 2;
    }
    result.seconds = secondsSince(start);

    const Snapshot snap = solver->snapshot();
    result.status = snap.status;
    result.grid = solver->bestGrid();
    result.work = snap.work;
    result.iterations = snap.iteration;
    result.cost = snap.cost;
    result.bestCost = snap.bestCost;
    result.message = snap.message;
    result.stats = snap.stats;
    result.restarts = snap.restarts;
    result.solutionsFound = snap.solutionsFound;
    switch (snap.status) {
        case Status::Solved: {
            const std::string problem = checkSolution(puzzle, result.grid);
            result.end = problem.empty() ? RunEnd::Solved : RunEnd::WrongAnswer;
            if (!problem.empty()) result.message = "solver claimed a solution but " + problem;
            break;
        }
        case Status::Failed: result.end = RunEnd::Failed; break;
        case Status::GaveUp: result.end = RunEnd::GaveUp; break;
        case Status::Running:
            result.end = workUp ? RunEnd::WorkLimit : RunEnd::TimeLimit;
            if (!timeUp && !workUp) {
                result.end = RunEnd::GaveUp;
                result.message = "the solver stopped doing work while still running";
            }
            break;
    }
    return result;
}

std::string unsolvedText(const SolverInfo& solver, const RunResult& result, const RunLimits& limits) {
    const std::string cost = "cost " + formatNumber(result.bestCost);
    switch (result.end) {
        case RunEnd::Solved: return "solved";
        case RunEnd::Failed: {
            const std::string detail = proofDetail(result.message);
            return "unsolved: no solution (proved by " + std::string(solver.id) + (detail.empty() ? "" : ": " + detail) +
                   ")";
        }
        case RunEnd::GaveUp:
            return "unsolved: gave up" + (result.message.empty() ? std::string() : ": " + result.message) + " (" +
                   cost + ")";
        case RunEnd::TimeLimit:
            return "unsolved: time limit " + formatNumber(limits.timeLimitSeconds) + " s reached (" + cost + ")";
        case RunEnd::WorkLimit:
            return "unsolved: work limit " + std::to_string(limits.maxWork) + " " + std::string(solver.workUnit) +
                   " reached (" + cost + ")";
        case RunEnd::Rejected: return "unsolved: rejected by " + std::string(solver.id) + ": " + result.message;
        case RunEnd::WrongAnswer: return "unsolved: wrong answer: " + result.message;
    }
    return "unsolved";
}

}  // namespace sudolab::cli
