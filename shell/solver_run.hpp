// One solver run driven by the UI: owns the solver, advances it within a time budget per frame (no
// threads), and records what the app draws: the latest snapshot, a cost trace and the run's events.
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "solver.hpp"

namespace sudolab::app {

/// One sample of a run's cost trace.
struct TracePoint {
    double iteration = 0;  ///< Snapshot::iteration
    double seconds = 0;    ///< solver time so far (time spent inside step())
    double cost = 0;
    double bestCost = 0;
};

/// A solver working on one puzzle, advanced a slice at a time.
class SolverRun {
public:
    /// Creates and resets the solver; throws InputError if it rejects the puzzle or parameters.
    SolverRun(const SolverInfo& info, const Grid& puzzle, const ParamSet& params, std::uint64_t seed);

    /// Calls step() in chunks until `budgetSeconds` of wall time have passed or the run ends; the chunk
    /// size adapts so that one call takes well under the budget. Returns the work units done.
    std::uint64_t advance(double budgetSeconds);
    /// Does exactly `units` work units (fewer if the run ends): the UI's single step.
    std::uint64_t stepUnits(std::uint64_t units);

    const SolverInfo& info() const { return *info_; }
    const Grid& puzzle() const { return puzzle_; }
    std::uint64_t seed() const { return seed_; }
    const ParamSet& params() const { return params_; }
    /// The snapshot taken after the latest advance/step.
    const Snapshot& snapshot() const { return snapshot_; }
    bool finished() const { return snapshot_.status != Status::Running; }
    /// Seconds spent inside step() since reset.
    double solverSeconds() const { return solverSeconds_; }
    /// Work units per second of solver time (0 before any work).
    double unitsPerSecond() const;
    /// Solver time at which the run ended (solved, failed, gave up), or -1 while running.
    double endSeconds() const { return endSeconds_; }
    const std::vector<TracePoint>& trace() const { return trace_; }
    /// Every event of the run so far.
    const std::vector<RunEvent>& events() const { return events_; }
    /// Restarts of any kind (Snapshot::restarts).
    std::uint64_t restartCount() const { return snapshot_.restarts; }
    /// Why the run ended and a check of the final grid against the puzzle ("" while running).
    const std::string& verdict() const { return verdict_; }

private:
    std::uint64_t stepTimed(std::uint64_t units);
    void refresh();

    const SolverInfo* info_;
    Grid puzzle_;
    ParamSet params_;
    std::uint64_t seed_;
    std::unique_ptr<Solver> solver_;
    Snapshot snapshot_;
    std::uint64_t chunk_ = 1;
    double solverSeconds_ = 0;
    double endSeconds_ = -1;
    std::vector<TracePoint> trace_;
    std::size_t traceStride_ = 1;    ///< record every n-th refresh once the trace has been thinned
    std::size_t refreshCount_ = 0;
    std::vector<RunEvent> events_;
    std::string verdict_;
};

}  // namespace sudolab::app
