// The one run driver every front end uses (CLI solve/bench/trace, the app, the JS API): a Run owns a
// solver, its puzzle, parameters and seed, advances it in chunks of work with one chunk-size rule,
// watches the limits (wall time, CPU time, work), keeps the cursor into the solver's event history,
// checks a claimed solution and ends with a typed Outcome. Platform-free: time comes from an
// injected RunClock.
#pragma once

#include <array>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <string_view>

#include "grid/grid.hpp"
#include "run/params.hpp"
#include "run/solver.hpp"

namespace sudolab {

/// How a run ended, or Running. Names in outcomeName() (the one table: CLI text, bench records, JS).
enum class Outcome : std::uint8_t {
    Running,      ///< not ended yet
    Solved,       ///< the solver reports Solved and the grid passed checkSolution
    Failed,       ///< an exact solver proved there is no solution (Status::Failed): a result, not an error
    GaveUp,       ///< the solver stopped at one of its own limits
    WorkLimit,    ///< the run's work-unit limit
    TimeLimit,    ///< the run's wall-clock limit
    CpuLimit,     ///< the run's CPU-time limit
    Rejected,     ///< reset() refused the puzzle or the parameters (InputError): message() says why
    WrongAnswer,  ///< the solver claimed Solved but the grid is not a solution (a solver bug)
    Error,        ///< the solver threw something other than InputError (a bug): message() has what()
};

/// "running", "solved", "failed", "gave up", "work limit", "time limit", "cpu limit", "rejected",
/// "wrong answer", "error": each the enumerator's name ("failed" = proved unsolvable, as Status::Failed and
/// as bench records have always written it).
std::string_view outcomeName(Outcome outcome);
/// The outcome called `name`, if any (reading bench records back).
std::optional<Outcome> outcomeFromName(std::string_view name);

/// The two clocks a run reads. Injected so that core stays platform-free and tests can script time.
class RunClock {
public:
    virtual ~RunClock() = default;
    /// Monotonic wall-clock seconds (any origin).
    virtual double wallSeconds() const = 0;
    /// CPU seconds of whatever this clock measures (the calling thread, or the process; any origin).
    virtual double cpuSeconds() const = 0;
    /// False for a clock that has no CPU time to give (cpuSeconds() is never called): a run under it
    /// reports no CPU time and refuses a CPU limit. Reading a CPU clock is a system call (~1-2 µs), which
    /// a front end that shows no CPU time need not pay for every puzzle.
    virtual bool measuresCpu() const { return true; }
};

/// std::chrono::steady_clock for wall time and std::clock() (process CPU time) for CPU time: standard
/// C++ only. Front ends that run several runs in parallel threads inject a per-thread CPU clock.
const RunClock& standardClock();

/// When a run stops if it has not ended by itself; 0 = no limit.
struct RunLimits {
    double wallSeconds = 0;     ///< wall time of reset + steps + observer calls
    double cpuSeconds = 0;      ///< CPU time over the same intervals (RunClock::cpuSeconds)
    std::uint64_t maxWork = 0;  ///< work units (the solver's own unit)
};

/// The chunk rule for frames: advanceFor(seconds) sizes its chunks to take about seconds / kChunksPerFrame,
/// so the budget holds even when the cost of one unit varies a lot during a run (a backtracking node vs. a
/// full ant walk on 25x25), and the app's trace, sampled after every chunk, gets points inside a frame.
/// Chunks are sized per work kind (Solver::nextWork) and end where the kind changes, so a portfolio's cheap
/// units never set the chunk of its dear ones (a frame's overshoot stays about one chunk of one kind).
inline constexpr int kChunksPerFrame = 32;

/// A solver working on one puzzle.
class Run {
public:
    /// Called after reset and after every chunk (sampling a trace, drawing slow motion inside a frame);
    /// its own time counts in the run's time.
    using Observer = std::function<void(const Run&)>;

    /// Creates and resets the solver, timing the reset. A rejected puzzle or parameter set (InputError
    /// from validateParams or reset) ends the run at once with Outcome::Rejected, any other exception
    /// from the solver (here or in step) with Outcome::Error; nothing throws.
    Run(const SolverInfo& info, const Grid& puzzle, const ParamSet& params, std::uint64_t seed,
        const RunClock& clock = standardClock());

    /// Starts the same solver over on another puzzle, as a new run with the same solver, parameters,
    /// seed, clock, limits and observer: a batch of puzzles reuses one run and one solver (and the
    /// solver its buffers, where it can) instead of creating them per puzzle. Outcome, message, work,
    /// times and chunk size start again; the reset is timed and a rejection ends the run, as in the
    /// constructor.
    void restart(const Grid& puzzle);

    /// Does `units` work units (fewer if the run ends or a limit is reached), in one step() call per
    /// chunk: the UI's single step and slow motion. Returns the units done.
    std::uint64_t advanceWork(std::uint64_t units);
    /// Advances for about `seconds` of wall time (a frame's budget), in chunks sized by the chunk rule
    /// so that one chunk takes about seconds / kChunksPerFrame. Returns the units done.
    std::uint64_t advanceFor(double seconds);
    /// Advances until the run ends or a limit is reached; chunks take about 1/200 of the tightest
    /// time limit (at most 20 ms), which keeps the overshoot of the limit within about 1 %.
    Outcome runToEnd();

    /// Limits checked between chunks by every advance (the app sets none; CLI and bench do). A CPU limit
    /// needs a clock that measures CPU time (std::invalid_argument otherwise: a front end's mistake).
    void setLimits(const RunLimits& limits);
    const RunLimits& limits() const { return limits_; }
    /// Called between chunks (see Observer); empty = none.
    void setObserver(Observer observer) { observer_ = std::move(observer); }

    Outcome outcome() const { return outcome_; }
    bool ended() const { return outcome_ != Outcome::Running; }
    /// Why the run ended: the solver's message, the rejection, or what the checker found ("" while running
    /// unless the solver says something).
    const std::string& message() const { return message_; }
    /// The solver's snapshot as of the latest advance (refreshSnapshot() takes a new one). Taken when first
    /// read after an advance: the solver only changes inside the advances, so this is the same snapshot,
    /// and a caller that reads none (the CLI on its line output) does not pay for it.
    const Snapshot& snapshot() const;
    void refreshSnapshot();
    /// The solver's best grid (the checked solution once Solved; the puzzle if rejected).
    Grid bestGrid() const;
    /// The run's events after the first `cursor` ones (cursor 0: the complete history).
    std::span<const RunEvent> eventsSince(std::size_t cursor) const;

    /// Wall seconds spent in reset, step() and observer calls.
    double wallSeconds() const { return wallSeconds_; }
    /// CPU seconds over the same intervals (the clock's; none when it does not measure CPU time). Read at
    /// the start and end of the constructor and of each advance, and after every chunk only under a CPU
    /// limit, which needs the running total.
    std::optional<double> cpuSeconds() const;
    /// Wall seconds at which the run ended (-1 while running).
    double endSeconds() const { return endSeconds_; }
    /// Work units done since reset.
    std::uint64_t work() const { return work_; }
    /// step() calls made (for tuning the chunk rule).
    std::uint64_t steps() const { return steps_; }
    /// Work units per wall second of run time (0 before any work).
    double unitsPerSecond() const;

    const SolverInfo& info() const { return *info_; }
    const Grid& puzzle() const { return puzzle_; }
    const ParamSet& params() const { return params_; }
    std::uint64_t seed() const { return seed_; }
    /// The solver itself, for read-only inspection (statistics panels, tests).
    const Solver& solver() const { return *solver_; }

private:
    /// One step(budget) call, timed; updates the outcome and, with a target, adapts `chunk` (the chunk
    /// rule); false once the run must stop.
    bool stepChunk(std::uint64_t budget, double targetSeconds, std::uint64_t& chunk);
    /// One chunk paced by time: the chunk of the solver's next work kind (Solver::nextWork), cut at the
    /// end of that kind's units, so each kind keeps a chunk sized on its own cost.
    bool stepPaced(double targetSeconds);
    /// Resets the solver on puzzle_ (constructor and restart): timed; a rejection or error ends the run.
    void resetSolver();
    /// The solver's message (Solver::message), from the snapshot when one was taken since the last advance.
    std::string solverMessage() const;
    void settleOutcome();
    /// False once the solver refused the puzzle or threw: its state is then not read any more.
    bool solverUsable() const;
    /// Calls the observer (if any) and counts its time in the run's time.
    void notifyObserver();
    bool limitReached();
    /// Marks the start of a constructor or advance call for the CPU time (no-op without CPU time).
    void startCpuCall();
    /// Adds the CPU time since the last mark to the run's and moves the mark to now (no-op without CPU time).
    void settleCpu();

    const SolverInfo* info_;
    Grid puzzle_;
    Grid solvedGrid_;  ///< the solver's answer as checked when it claimed a solution (valid while Solved)
    ParamSet params_;
    std::uint64_t seed_;
    const RunClock* clock_;
    std::unique_ptr<Solver> solver_;
    bool paramsAccepted_ = false;  ///< validateParams passed (once per run object: restarts keep the parameters)
    RunLimits limits_;
    Observer observer_;
    Outcome outcome_ = Outcome::Running;
    std::string message_;
    mutable Snapshot snapshot_;
    mutable bool snapshotStale_ = false;  ///< the solver advanced since snapshot_ was taken
    std::array<std::uint64_t, WorkKind::kCount> chunks_ = {1, 1, 1, 1};  ///< per work kind (stepPaced)
    std::uint64_t work_ = 0;
    std::uint64_t steps_ = 0;
    double wallSeconds_ = 0;
    double cpuSeconds_ = 0;
    double cpuMark_ = 0;  ///< CPU clock at the start of the current call, or at its latest chunk (settleCpu)
    double endSeconds_ = -1;
};

}  // namespace sudolab
