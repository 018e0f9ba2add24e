// The app's adapter of the core Run (run.hpp): one solver run advanced a frame's budget at a time (no
// threads), plus what only the app draws: a cost trace sampled after every chunk of work (several per
// frame, through the Run's observer), min/max-decimated to a bounded size (trace_sampler.hpp).
#pragma once

#include <cstdint>
#include <span>
#include <string>
#include <vector>

#include "run/run.hpp"
#include "run/solver.hpp"
#include "trace_sampler.hpp"

namespace sudolab::app {

/// A run (core Run) with its cost trace, advanced a frame's budget or a number of units at a time.
class TracedRun {
public:
    /// Creates and resets the solver; throws InputError if it rejects the puzzle or parameters.
    TracedRun(const SolverInfo& info, const Grid& puzzle, const ParamSet& params, std::uint64_t seed);
    // The run's observer points at this object: it stays where it was made.
    TracedRun(const TracedRun&) = delete;
    TracedRun& operator=(const TracedRun&) = delete;

    /// Advances for about `budgetSeconds` of wall time (Run::advanceFor). Returns the work units done.
    std::uint64_t advance(double budgetSeconds);
    /// Does exactly `units` work units (fewer if the run ends): the UI's single step.
    std::uint64_t stepUnits(std::uint64_t units);

    /// The core run (limits, observer between chunks, outcome).
    Run& run() { return run_; }
    const Run& run() const { return run_; }
    const SolverInfo& info() const { return run_.info(); }
    const Grid& puzzle() const { return run_.puzzle(); }
    std::uint64_t seed() const { return run_.seed(); }
    const ParamSet& params() const { return run_.params(); }
    /// The snapshot taken after the latest advance/step.
    const Snapshot& snapshot() const { return run_.snapshot(); }
    bool finished() const { return run_.ended(); }
    Outcome outcome() const { return run_.outcome(); }
    /// Run time since reset (reset, step() and observer calls).
    double solverSeconds() const { return run_.wallSeconds(); }
    /// Work units per second of run time (0 before any work).
    double unitsPerSecond() const { return run_.unitsPerSecond(); }
    /// Run time at which the run ended, or -1 while running.
    double endSeconds() const { return run_.endSeconds(); }
    /// The cost trace's kept points (bounded; the shape and the minimum kept).
    const std::vector<TracePoint>& trace() const { return trace_.points(); }
    /// Trace samples taken so far (one per chunk of work).
    std::size_t traceSamples() const { return trace_.samples(); }
    /// The lowest cost of all trace samples, kept or not.
    double traceLowestSample() const { return trace_.lowestCost(); }
    /// The most points trace() holds.
    std::size_t traceLimit() const { return trace_.maxPoints(); }
    /// Every event of the run so far.
    std::span<const RunEvent> events() const { return run_.eventsSince(0); }
    /// Restarts of any kind (Snapshot::restarts).
    std::uint64_t restartCount() const { return run_.snapshot().restarts; }
    /// How the run ended in words: "solution checked: valid", "INVALID solution: ...", the solver's
    /// message, or the outcome's name ("" while running).
    std::string verdict() const;

private:
    /// Adds the run's current cost to the trace (the Run's observer, after every chunk whose
    /// snapshot's cost stays a small share of the run time).
    void sample(const Run& run);
    void record(const Snapshot& snapshot);

    Run run_;
    TraceSampler trace_;
    double lastSampleAt_ = 0;   ///< run time of the latest sample
    double sampleSeconds_ = 0;  ///< what the latest sample took
};

}  // namespace sudolab::app
