#include "run/run.hpp"

#include <algorithm>
#include <array>
#include <chrono>
#include <ctime>
#include <exception>
#include <stdexcept>
#include <utility>

#include "base/errors.hpp"
#include "grid/validate.hpp"

namespace sudolab {
namespace {

constexpr std::array<std::pair<Outcome, std::string_view>, 10> kOutcomeNames = {{
    {Outcome::Running, "running"},
    {Outcome::Solved, "solved"},
    {Outcome::Failed, "failed"},
    {Outcome::GaveUp, "gave up"},
    {Outcome::WorkLimit, "work limit"},
    {Outcome::TimeLimit, "time limit"},
    {Outcome::CpuLimit, "cpu limit"},
    {Outcome::Rejected, "rejected"},
    {Outcome::WrongAnswer, "wrong answer"},
    {Outcome::Error, "error"},
}};

/// Largest chunk: far above any unit rate, small enough that doubling never overflows.
constexpr std::uint64_t kMaxChunk = std::uint64_t{1} << 40;

class StandardClock final : public RunClock {
public:
    double wallSeconds() const override {
        return std::chrono::duration<double>(std::chrono::steady_clock::now().time_since_epoch()).count();
    }
    double cpuSeconds() const override { return static_cast<double>(std::clock()) / CLOCKS_PER_SEC; }
};

/// The tightest positive time limit, or 0.
double tightestTimeLimit(const RunLimits& limits) {
    if (limits.wallSeconds > 0 && limits.cpuSeconds > 0) return std::min(limits.wallSeconds, limits.cpuSeconds);
    return std::max(limits.wallSeconds, limits.cpuSeconds);
}

}  // namespace

std::string_view outcomeName(Outcome outcome) {
    for (const auto& [value, name] : kOutcomeNames)
        if (value == outcome) return name;
    return "unknown";
}

std::optional<Outcome> outcomeFromName(std::string_view name) {
    for (const auto& [value, text] : kOutcomeNames)
        if (text == name) return value;
    return std::nullopt;
}

const RunClock& standardClock() {
    static const StandardClock clock;
    return clock;
}

Run::Run(const SolverInfo& info, const Grid& puzzle, const ParamSet& params, std::uint64_t seed, const RunClock& clock)
    : info_(&info), puzzle_(puzzle), params_(params), seed_(seed), clock_(&clock), solver_(info.create()) {
    resetSolver();
}

void Run::restart(const Grid& puzzle) {
    puzzle_ = puzzle;  // a grid of the same order: copied into the vectors' own memory
    outcome_ = Outcome::Running;
    message_.clear();
    snapshotStale_ = false;
    chunks_.fill(1);
    work_ = steps_ = 0;
    wallSeconds_ = cpuSeconds_ = 0;
    endSeconds_ = -1;
    resetSolver();
}

std::string Run::solverMessage() const {
    // A snapshot already taken since the latest advance has it; otherwise the solver gives it alone.
    return snapshotStale_ ? solver_->message() : snapshot_.message;
}

void Run::resetSolver() {
    snapshot_.grid = puzzle_;
    const double wall0 = clock_->wallSeconds();
    if (clock_->measuresCpu()) cpuMark_ = clock_->cpuSeconds();
    try {
        // The parameters are checked once: a restart has the same ones, already accepted.
        if (!paramsAccepted_) validateParams(*info_, params_);
        paramsAccepted_ = true;
        solver_->reset(puzzle_, params_, seed_);
    } catch (const InputError& error) {
        outcome_ = Outcome::Rejected;
        message_ = error.what();
    } catch (const std::exception& error) {
        outcome_ = Outcome::Error;
        message_ = std::string("exception: ") + error.what();
    }
    wallSeconds_ += clock_->wallSeconds() - wall0;
    settleCpu();
    if (outcome_ == Outcome::Rejected || outcome_ == Outcome::Error) {
        Snapshot fresh;  // after a restart, nothing of the previous run shows
        fresh.grid = puzzle_;
        snapshot_ = std::move(fresh);
        endSeconds_ = wallSeconds_;
        return;
    }
    snapshotStale_ = true;
    settleOutcome();
}

void Run::setLimits(const RunLimits& limits) {
    if (limits.cpuSeconds > 0 && !clock_->measuresCpu())
        throw std::invalid_argument("a CPU-time limit needs a run clock that measures CPU time");
    limits_ = limits;
}

std::optional<double> Run::cpuSeconds() const {
    if (!clock_->measuresCpu()) return std::nullopt;
    return cpuSeconds_;
}

void Run::startCpuCall() {
    if (clock_->measuresCpu()) cpuMark_ = clock_->cpuSeconds();
}

void Run::settleCpu() {
    if (!clock_->measuresCpu()) return;
    const double now = clock_->cpuSeconds();
    cpuSeconds_ += now - cpuMark_;
    cpuMark_ = now;
}

const Snapshot& Run::snapshot() const {
    // A rejected or broken solver is never read again: its snapshot stays the puzzle.
    if (snapshotStale_ && solverUsable()) snapshot_ = solver_->snapshot();
    snapshotStale_ = false;
    return snapshot_;
}

void Run::refreshSnapshot() {
    snapshotStale_ = true;
    snapshot();
}

Grid Run::bestGrid() const {
    if (outcome_ == Outcome::Solved) return solvedGrid_;
    return solverUsable() ? solver_->bestGrid() : puzzle_;
}

std::span<const RunEvent> Run::eventsSince(std::size_t cursor) const {
    if (!solverUsable()) return {};
    return solver_->eventsSince(cursor);
}

bool Run::solverUsable() const { return outcome_ != Outcome::Rejected && outcome_ != Outcome::Error; }

double Run::unitsPerSecond() const { return wallSeconds_ > 0 ? static_cast<double>(work_) / wallSeconds_ : 0; }

void Run::settleOutcome() {
    if (outcome_ != Outcome::Running) return;
    switch (solver_->status()) {
        case Status::Idle:  // never after a successful reset: a run is only settled once its solver started
        case Status::Running: return;
        case Status::Solved: {
            // Kept: bestGrid() hands out the grid checked here rather than asking the solver again.
            solvedGrid_ = solver_->bestGrid();
            const std::string problem = checkSolution(puzzle_, solvedGrid_);
            outcome_ = problem.empty() ? Outcome::Solved : Outcome::WrongAnswer;
            message_ = problem.empty() ? solverMessage() : "solver claimed a solution but " + problem;
            break;
        }
        case Status::Failed:
            outcome_ = Outcome::Failed;
            message_ = solverMessage();
            break;
        case Status::GaveUp:
            outcome_ = Outcome::GaveUp;
            message_ = solverMessage();
            break;
    }
    endSeconds_ = wallSeconds_;
}

bool Run::limitReached() {
    // cpuSeconds_ is current here when there is a CPU limit: stepChunk settles it after every chunk.
    Outcome hit = Outcome::Running;
    if (limits_.wallSeconds > 0 && wallSeconds_ >= limits_.wallSeconds) hit = Outcome::TimeLimit;
    else if (limits_.cpuSeconds > 0 && cpuSeconds_ >= limits_.cpuSeconds) hit = Outcome::CpuLimit;
    else if (limits_.maxWork > 0 && work_ >= limits_.maxWork) hit = Outcome::WorkLimit;
    if (hit == Outcome::Running) return false;
    outcome_ = hit;
    message_ = solverMessage();
    endSeconds_ = wallSeconds_;
    return true;
}

void Run::notifyObserver() {
    if (!observer_) return;
    const double wall0 = clock_->wallSeconds();
    observer_(*this);  // its CPU time falls inside the advance that calls it, which the advance counts
    wallSeconds_ += clock_->wallSeconds() - wall0;
}

bool Run::stepChunk(std::uint64_t budget, double targetSeconds, std::uint64_t& chunk) {
    if (limits_.maxWork > 0) budget = std::min(budget, limits_.maxWork - std::min(work_, limits_.maxWork));
    const double wall0 = clock_->wallSeconds();
    std::uint64_t done = 0;
    try {
        done = budget > 0 ? solver_->step(budget) : 0;
    } catch (const std::exception& error) {
        outcome_ = Outcome::Error;
        message_ = std::string("exception: ") + error.what();
        wallSeconds_ += clock_->wallSeconds() - wall0;
        endSeconds_ = wallSeconds_;
        return false;
    }
    const double took = clock_->wallSeconds() - wall0;
    wallSeconds_ += took;
    ++steps_;
    work_ += done;
    snapshotStale_ = true;
    notifyObserver();
    if (limits_.cpuSeconds > 0) settleCpu();  // the limit needs the running total: one clock read per chunk
    settleOutcome();
    if (ended() || limitReached()) return false;
    if (done == 0) {  // a solver that does nothing while Running would loop forever
        outcome_ = Outcome::GaveUp;
        message_ = "the solver stopped doing work while still running";
        endSeconds_ = wallSeconds_;
        return false;
    }
    // The chunk rule: grow or shrink the chunk towards the target duration (doubling keeps the first
    // chunks cheap for solvers whose single unit is expensive). A chunk cut short by the end of its work
    // kind is judged by what the whole chunk would have taken at the same rate.
    if (targetSeconds > 0) {
        const double wholeChunk = took * static_cast<double>(chunk) / static_cast<double>(done);
        if (wholeChunk < targetSeconds / 2 && chunk < kMaxChunk)
            chunk *= 2;
        else if (wholeChunk > targetSeconds * 2 && chunk > 1)
            chunk /= 2;
    }
    return true;
}

bool Run::stepPaced(double targetSeconds) {
    const WorkKind next = solver_->nextWork();
    std::uint64_t& chunk = chunks_[static_cast<std::size_t>(std::clamp(next.kind, 0, WorkKind::kCount - 1))];
    return stepChunk(std::min(chunk, std::max<std::uint64_t>(next.unitsLeft, 1)), targetSeconds, chunk);
}

std::uint64_t Run::advanceWork(std::uint64_t units) {
    const std::uint64_t before = work_;
    startCpuCall();
    std::uint64_t unpaced = 0;  // no target: the chunk is not adapted
    while (!ended() && work_ - before < units)
        if (!stepChunk(units - (work_ - before), 0, unpaced)) break;
    settleCpu();
    return work_ - before;
}

std::uint64_t Run::advanceFor(double seconds) {
    const std::uint64_t before = work_;
    const double start = clock_->wallSeconds();
    const double target = std::max(seconds / kChunksPerFrame, 0.0002);  // the chunk rule (kChunksPerFrame)
    startCpuCall();
    while (!ended() && clock_->wallSeconds() - start < seconds)
        if (!stepPaced(target)) break;
    settleCpu();
    return work_ - before;
}

Outcome Run::runToEnd() {
    startCpuCall();
    if (steps_ == 0 && !ended()) notifyObserver();  // the state right after reset
    const double limit = tightestTimeLimit(limits_);
    // One chunk ~ 1/200 of the limit: stopping after the chunk that crosses it overshoots by ~0.5 %.
    const double target = limit > 0 ? std::clamp(limit / 200.0, 0.0002, 0.02) : 0.02;
    while (!ended())
        if (!stepPaced(target)) break;
    settleCpu();
    return outcome_;
}

}  // namespace sudolab
