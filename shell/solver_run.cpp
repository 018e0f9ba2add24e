#include "solver_run.hpp"

#include <algorithm>
#include <chrono>

#include "validate.hpp"

namespace sudolab::app {

namespace {

constexpr std::size_t kMaxTracePoints = 4096;
constexpr std::uint64_t kMaxChunk = std::uint64_t{1} << 24;

double nowSeconds() {
    using Clock = std::chrono::steady_clock;
    return std::chrono::duration<double>(Clock::now().time_since_epoch()).count();
}

}  // namespace

SolverRun::SolverRun(const SolverInfo& info, const Grid& puzzle, const ParamSet& params, std::uint64_t seed)
    : info_(&info), puzzle_(puzzle), params_(params), seed_(seed), solver_(info.create()) {
    solver_->reset(puzzle_, params_, seed_);
    refresh();
}

std::uint64_t SolverRun::stepTimed(std::uint64_t units) {
    const double start = nowSeconds();
    const std::uint64_t done = solver_->step(units);
    solverSeconds_ += nowSeconds() - start;
    return done;
}

std::uint64_t SolverRun::advance(double budgetSeconds) {
    if (finished()) return 0;
    const double start = nowSeconds();
    // Aim for several calls per slice so that the budget is respected even when the cost of one unit
    // varies a lot during a run (a backtracking node vs. a full ant walk on 25x25).
    const double target = std::max(budgetSeconds / 8, 0.0002);
    std::uint64_t total = 0;
    while (solver_->status() == Status::Running) {
        const double before = nowSeconds();
        if (before - start >= budgetSeconds) break;
        const std::uint64_t done = stepTimed(chunk_);
        total += done;
        if (done == 0) break;
        const double took = nowSeconds() - before;
        if (took < target / 2 && chunk_ < kMaxChunk) {
            chunk_ *= 2;
        } else if (took > target * 1.5 && chunk_ > 1) {
            chunk_ = std::max<std::uint64_t>(1, chunk_ / 2);
        }
    }
    refresh();
    return total;
}

std::uint64_t SolverRun::stepUnits(std::uint64_t units) {
    std::uint64_t total = 0;
    // step() may do fewer units than asked (it returns how many); keep going until done or ended.
    while (total < units && solver_->status() == Status::Running) {
        const std::uint64_t done = stepTimed(units - total);
        if (done == 0) break;
        total += done;
    }
    refresh();
    return total;
}

double SolverRun::unitsPerSecond() const {
    return solverSeconds_ > 0 ? static_cast<double>(snapshot_.work) / solverSeconds_ : 0;
}

void SolverRun::refresh() {
    snapshot_ = solver_->snapshot();
    const std::span<const RunEvent> fresh = solver_->eventsSince(events_.size());
    events_.insert(events_.end(), fresh.begin(), fresh.end());

    const bool ended = finished();
    if (ended && endSeconds_ < 0) {
        endSeconds_ = solverSeconds_;
        if (snapshot_.status == Status::Solved) {
            const std::string problem = checkSolution(puzzle_, snapshot_.grid);
            verdict_ = problem.empty() ? "solution checked: valid" : "INVALID solution: " + problem;
        } else {
            verdict_ = snapshot_.message.empty() ? std::string(statusName(snapshot_.status)) : snapshot_.message;
        }
    }
    // Thin the trace by half when it is full and record every other sample from then on, so a long
    // run keeps an evenly spread history at bounded memory.
    if (refreshCount_++ % traceStride_ != 0 && !ended) return;
    if (!trace_.empty() && trace_.back().iteration == static_cast<double>(snapshot_.iteration) &&
        trace_.back().cost == snapshot_.cost)
        return;
    if (trace_.size() >= kMaxTracePoints) {
        std::size_t kept = 0;
        for (std::size_t i = 0; i < trace_.size(); i += 2) trace_[kept++] = trace_[i];
        trace_.resize(kept);
        traceStride_ *= 2;
    }
    trace_.push_back({static_cast<double>(snapshot_.iteration), solverSeconds_, snapshot_.cost, snapshot_.bestCost});
}

}  // namespace sudolab::app
