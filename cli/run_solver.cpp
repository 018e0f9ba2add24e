#include "run_solver.hpp"

#include <string_view>

#include "common.hpp"
#include "thread_clock.hpp"

namespace sudolab::cli {
namespace {

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

RunResult runToEnd(const SolverInfo& info, const Grid& puzzle, const ParamSet& params, std::uint64_t seed,
                   const RunLimits& limits, const Run::Observer& observer, const RunClock* clock) {
    Run run(info, puzzle, params, seed, clock ? *clock : threadClock());
    run.setLimits(limits);
    run.setObserver(observer);
    run.runToEnd();
    return resultOf(run, ResultDetail::Full);
}

RunResult resultOf(const Run& run, ResultDetail detail) {
    RunResult result;
    result.end = run.outcome();
    result.seconds = run.wallSeconds();
    result.cpuSeconds = run.cpuSeconds();
    result.grid = run.bestGrid();
    result.message = run.message();
    result.steps = run.steps();
    if (result.end == Outcome::Rejected || result.end == Outcome::Error) return result;
    if (detail == ResultDetail::Answer && result.end == Outcome::Solved) return result;
    const Snapshot& snap = run.snapshot();
    result.status = snap.status;
    result.work = snap.work;
    result.iterations = snap.iteration;
    result.cost = snap.cost;
    result.bestCost = snap.bestCost;
    result.stats = snap.stats;
    result.restarts = snap.restarts;
    result.solutionsFound = snap.solutionsFound;
    return result;
}

std::string unsolvedText(const SolverInfo& solver, const RunResult& result, const RunLimits& limits) {
    const std::string cost = "cost " + formatNumber(result.bestCost);
    switch (result.end) {
        case Outcome::Solved: return "solved";
        case Outcome::Failed: {
            const std::string detail = proofDetail(result.message);
            return "unsolved: no solution (proved by " + std::string(solver.id) + (detail.empty() ? "" : ": " + detail) +
                   ")";
        }
        case Outcome::GaveUp:
            return "unsolved: gave up" + (result.message.empty() ? std::string() : ": " + result.message) + " (" +
                   cost + ")";
        case Outcome::TimeLimit:
            return "unsolved: time limit " + formatNumber(limits.wallSeconds) + " s reached (" + cost + ")";
        case Outcome::CpuLimit:
            return "unsolved: cpu limit " + formatNumber(limits.cpuSeconds) + " s reached (" + cost + ")";
        case Outcome::Running: return "unsolved: still running";
        case Outcome::Error: return "unsolved: solver error: " + result.message;
        case Outcome::WorkLimit:
            return "unsolved: work limit " + std::to_string(limits.maxWork) + " " + std::string(solver.workUnit) +
                   " reached (" + cost + ")";
        case Outcome::Rejected: return "unsolved: rejected by " + std::string(solver.id) + ": " + result.message;
        case Outcome::WrongAnswer: return "unsolved: wrong answer: " + result.message;
    }
    return "unsolved";
}

}  // namespace sudolab::cli
