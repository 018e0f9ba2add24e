// Runs one solver on one puzzle under a wall-clock limit: the loop shared by `solve` (and meant for
// `bench`). reset, then step(chunk) with the clock read between chunks, until the run ends.
#pragma once

#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include "grid.hpp"
#include "params.hpp"
#include "solver.hpp"

namespace sudolab::cli {

/// When to stop a run that has not ended by itself.
struct RunLimits {
    double timeLimitSeconds = 10.0;  ///< wall clock; 0 = no limit
    std::uint64_t maxWork = 0;       ///< work units (solver's own unit); 0 = no limit
};

/// Why a run stopped.
enum class RunEnd {
    Solved,       ///< the solver reports Solved and the grid passed checkSolution
    Failed,       ///< the solver proved there is no solution
    GaveUp,       ///< the solver stopped at one of its own limits
    TimeLimit,    ///< our wall-clock limit
    WorkLimit,    ///< our work-unit limit
    Rejected,     ///< reset() refused the puzzle (InputError): `message` says why
    WrongAnswer,  ///< the solver claimed Solved but the grid is not a solution (a solver bug)
};

/// Plain result of one run: everything `solve` prints and `bench` aggregates.
struct RunResult {
    RunEnd end = RunEnd::TimeLimit;
    Status status = Status::Running;  ///< the solver's final status
    Grid grid;                        ///< solver's best grid (the solution when Solved)
    double seconds = 0;               ///< wall time of reset + all steps
    std::uint64_t work = 0;           ///< units consumed (snapshot().work)
    std::uint64_t iterations = 0;     ///< solver's own iteration / node count
    double cost = 0;
    double bestCost = 0;
    std::string message;              ///< solver's message, or the rejection / check failure
    std::vector<Stat> stats;
    std::uint64_t restarts = 0;       ///< Snapshot::restarts
    std::uint64_t solutionsFound = 0; ///< Snapshot::solutionsFound
    std::uint64_t steps = 0;          ///< step() calls made (for tuning the chunking)
};

/// "solved", "failed", "gave up", "time limit", "work limit", "rejected", "wrong answer".
std::string runEndName(RunEnd end);

/// Called after reset and after every chunk with the seconds since the start (`sudolab trace` samples
/// the solver there); its own time counts in the run's time.
using RunObserver = std::function<void(double seconds, const Solver& solver)>;

/// Runs `solver` on `puzzle`. Chunks of work adapt so that one chunk takes about 1/200 of the time
/// limit (at most 20 ms), which keeps the overshoot of the limit within about 1 %.
RunResult runSolver(const SolverInfo& solver, const Grid& puzzle, const ParamSet& params, std::uint64_t seed,
                    const RunLimits& limits, const RunObserver& observer = {});

/// The one-line verdict `solve` prints for a run that did not solve: "unsolved: time limit 10 s reached
/// (cost 4)", "unsolved: no solution (proved by backtrack)", ...
std::string unsolvedText(const SolverInfo& solver, const RunResult& result, const RunLimits& limits);

}  // namespace sudolab::cli
