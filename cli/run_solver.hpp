// The CLI's adapter of the core Run (run.hpp): `solve`, `bench` and `trace` run one solver on one
// puzzle under limits with the thread CPU clock, and read the end of the run as one plain result.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "grid/grid.hpp"
#include "run/params.hpp"
#include "run/run.hpp"
#include "run/solver.hpp"

namespace sudolab::cli {

/// Plain result of one run: everything `solve` prints and `bench` aggregates.
struct RunResult {
    Outcome end = Outcome::TimeLimit;
    Status status = Status::Running;  ///< the solver's final status
    Grid grid;                        ///< solver's best grid (the solution when Solved)
    double seconds = 0;               ///< wall time of reset + all steps (+ the observer's calls)
    std::optional<double> cpuSeconds;  ///< CPU time of the running thread over the same calls (under node,
                                       ///< Emscripten's std::clock: wall-clock ms, see thread_clock.hpp);
                                       ///< none under a clock without CPU time (wallClock())
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

/// Runs `solver` on `puzzle` to its end or a limit (Run::runToEnd under `clock`, threadClock() unless the
/// caller needs no CPU time); `observer` is called after reset and after every chunk (`sudolab trace`
/// samples the solver there).
RunResult runToEnd(const SolverInfo& solver, const Grid& puzzle, const ParamSet& params, std::uint64_t seed,
                   const RunLimits& limits, const Run::Observer& observer = {}, const RunClock* clock = nullptr);

/// How much of a run a result holds: Full, everything (JSON, bench records); Answer, what the line and
/// grid answers print (the outcome, grid, message and times; the snapshot's fields only when unsolved,
/// for the cost in the verdict), which spares a solved run its snapshot.
enum class ResultDetail { Full, Answer };

/// The result of a run that has ended (or stopped at a limit).
RunResult resultOf(const Run& run, ResultDetail detail);

/// The one-line verdict `solve` prints for a run that did not solve: "unsolved: time limit 10 s reached
/// (cost 4)", "unsolved: no solution (proved by backtrack)", ...
std::string unsolvedText(const SolverInfo& solver, const RunResult& result, const RunLimits& limits);

}  // namespace sudolab::cli
