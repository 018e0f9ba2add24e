#include "solver_run.hpp"

#include <algorithm>
#include <chrono>

#include "base/errors.hpp"

namespace sudolab::app {

namespace {

/// A trace sample (a full snapshot) may take at most this share of the run time since the previous
/// one: solvers with costly snapshots (acs on 25x25) are sampled less often instead of slowed down.
constexpr double kMaxSampleShare = 0.1;

double steadySeconds() {
    return std::chrono::duration<double>(std::chrono::steady_clock::now().time_since_epoch()).count();
}

}  // namespace

TracedRun::TracedRun(const SolverInfo& info, const Grid& puzzle, const ParamSet& params, std::uint64_t seed)
    : run_(info, puzzle, params, seed) {
    if (run_.outcome() == Outcome::Rejected) throw InputError(run_.message());
    record(run_.snapshot());
    run_.setObserver([this](const Run& run) { sample(run); });
}

std::uint64_t TracedRun::advance(double budgetSeconds) {
    // The Run's chunk rule (kChunksPerFrame) gives the trace, sampled after every chunk, points inside a frame.
    const std::uint64_t done = finished() ? 0 : run_.advanceFor(budgetSeconds);
    record(run_.snapshot());  // the state shown after the frame is always on the trace
    return done;
}

std::uint64_t TracedRun::stepUnits(std::uint64_t units) {
    if (finished()) return 0;
    const std::uint64_t done = run_.advanceWork(units);
    record(run_.snapshot());
    return done;
}

std::string TracedRun::verdict() const {
    switch (run_.outcome()) {
        case Outcome::Running: return {};
        case Outcome::Solved: return "solution checked: valid";
        case Outcome::WrongAnswer: return "INVALID solution: " + run_.message();
        default: return run_.message().empty() ? std::string(outcomeName(run_.outcome())) : run_.message();
    }
}

void TracedRun::sample(const Run& run) {
    if (run.wallSeconds() - lastSampleAt_ < sampleSeconds_ / kMaxSampleShare) return;
    // The Run's own snapshot is refreshed at the end of an advance; between chunks the solver's is read.
    const double start = steadySeconds();
    record(run.solver().snapshot());
    // A sample that took long because the thread was preempted must not stop sampling for long: the
    // estimate may at most double per sample (a snapshot that is really costly gets there in a few).
    const double took = steadySeconds() - start;
    sampleSeconds_ = sampleSeconds_ > 0 ? std::min(took, 2 * sampleSeconds_) : took;
    lastSampleAt_ = run.wallSeconds();
}

void TracedRun::record(const Snapshot& snap) {
    trace_.add({static_cast<double>(snap.iteration), run_.wallSeconds(), snap.cost, snap.bestCost});
}

}  // namespace sudolab::app
