#include "solver_run.hpp"

#include "errors.hpp"

namespace sudolab::app {

namespace {

constexpr std::size_t kMaxTracePoints = 4096;

}  // namespace

SolverRun::SolverRun(const SolverInfo& info, const Grid& puzzle, const ParamSet& params, std::uint64_t seed)
    : run_(info, puzzle, params, seed) {
    if (run_.outcome() == Outcome::Rejected) throw InputError(run_.message());
    recordTrace();
}

std::uint64_t SolverRun::advance(double budgetSeconds) {
    if (finished()) return 0;
    const std::uint64_t done = run_.advanceFor(budgetSeconds);
    recordTrace();
    return done;
}

std::uint64_t SolverRun::stepUnits(std::uint64_t units) {
    if (finished()) return 0;
    const std::uint64_t done = run_.advanceWork(units);
    recordTrace();
    return done;
}

std::string SolverRun::verdict() const {
    switch (run_.outcome()) {
        case Outcome::Running: return {};
        case Outcome::Solved: return "solution checked: valid";
        case Outcome::WrongAnswer: return "INVALID solution: " + run_.message();
        default: return run_.message().empty() ? std::string(outcomeName(run_.outcome())) : run_.message();
    }
}

void SolverRun::recordTrace() {
    const Snapshot& snap = run_.snapshot();
    const bool ended = finished();
    // Thin the trace by half when it is full and record every other sample from then on, so a long
    // run keeps an evenly spread history at bounded memory.
    if (refreshCount_++ % traceStride_ != 0 && !ended) return;
    if (!trace_.empty() && trace_.back().iteration == static_cast<double>(snap.iteration) &&
        trace_.back().cost == snap.cost)
        return;
    if (trace_.size() >= kMaxTracePoints) {
        std::size_t kept = 0;
        for (std::size_t i = 0; i < trace_.size(); i += 2) trace_[kept++] = trace_[i];
        trace_.resize(kept);
        traceStride_ *= 2;
    }
    trace_.push_back({static_cast<double>(snap.iteration), run_.wallSeconds(), snap.cost, snap.bestCost});
}

}  // namespace sudolab::app
