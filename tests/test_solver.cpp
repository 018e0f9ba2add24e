// "test-reveal": finds a solution at reset (with the portfolio solver), then each work unit writes one
// more cell of it, in cell order; a "restart" event every `restart-every` units (nothing is undone) so
// that event cursors and restart counts are exercised. A puzzle without solution ends Failed after one
// unit. Deliberately simple: it exists to prove the registry-driven tests, not to solve anything.
#include "test_solver.hpp"

#include <mutex>
#include <optional>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

#include "base/errors.hpp"
#include "grid/validate.hpp"
#include "run/registry.hpp"
#include "run/run.hpp"
#include "run/run_record.hpp"

namespace sudolab::testing {
namespace {

const std::vector<ParamSpec> kParams = {
    {"restart-every", ParamKind::Integer, 5, 0, 1000, "a restart event every this many units (0 = never)"},
    {"share", ParamKind::Real, 0.5, 0, 1, "unused; its bounds are open on both sides: (0, 1)", {}, ParamBounds::Open},
    {"lie", ParamKind::Boolean, 0, 0, 1, "claim Solved after the first unit (tests the run's solution check)"},
};

/// A solution of `puzzle` (nullopt: it has none), found by the portfolio solver ("auto") and remembered
/// per puzzle: the registry-wide tests reset this solver on the same puzzles again and again (two runs
/// of a hard 25x25 compared slice by slice). The exact counter (countSolutions) took 4-5 s of CPU for
/// that 25x25 in Release and about ten times that under the sanitizers, the portfolio's clause learning
/// takes milliseconds; the Run driver checks the grid it returns. Which solution of a puzzle with several
/// is written does not matter to the tests, which compare runs of this solver with each other.
std::optional<Grid> solutionOf(const Grid& puzzle) {
    static std::mutex mutex;
    static std::vector<std::pair<Grid, std::optional<Grid>>> known;
    const std::lock_guard lock(mutex);
    for (const auto& [grid, solution] : known)
        if (grid == puzzle) return solution;
    const SolverInfo* portfolio = findSolver("auto");
    if (portfolio == nullptr) throw std::logic_error("test-reveal: the portfolio solver \"auto\" is not registered");
    Run run(*portfolio, puzzle, ParamSet(portfolio->params), 1);
    const Outcome outcome = run.runToEnd();
    if (outcome != Outcome::Solved && outcome != Outcome::Failed)
        throw std::logic_error("test-reveal: the portfolio neither solved the puzzle nor proved it has no solution: " +
                               run.message());
    known.emplace_back(puzzle, outcome == Outcome::Solved ? std::optional<Grid>(run.bestGrid()) : std::nullopt);
    return known.back().second;
}

class RevealSolver final : public RecordingSolver<> {
public:
    void reset(const Grid& puzzle, const ParamSet& params, std::uint64_t) override {
        requireNoConflictingGivens(puzzle);
        puzzle_ = puzzle;
        restartEvery_ = static_cast<std::uint64_t>(params.integer("restart-every"));
        lie_ = params.flag("lie");
        const std::optional<Grid> solution = solutionOf(puzzle);
        solution_ = solution.value_or(Grid());
        solvable_ = solution.has_value();
        shown_ = puzzle;
        cursor_ = 0;
        run_.start();
    }

    std::uint64_t step(std::uint64_t budget) override {
        std::uint64_t done = 0;
        while (done < budget && run_.running()) {
            ++done;
            ++run_.work;
            if (!solvable_) {
                run_.finish(Status::Failed, "no solution");
                break;
            }
            while (cursor_ < shown_.cellCount() && shown_.at(cursor_) != 0) ++cursor_;
            if (cursor_ < shown_.cellCount()) {
                shown_.set(cursor_, solution_.at(cursor_));
                run_.moves.push({MoveKind::Assign, cursor_, -1, solution_.at(cursor_), run_.work});
            }
            if (restartEvery_ > 0 && run_.work % restartEvery_ == 0) run_.events.push(run_.work, EventKind::Restart);
            if (lie_ || cursor_ >= shown_.cellCount() || openCells() == 0) run_.status = Status::Solved;
        }
        return done;
    }

    Snapshot snapshot() const override {
        Snapshot snap;
        snap.grid = shown_;
        snap.origin.assign(static_cast<std::size_t>(shown_.cellCount()), CellOrigin::Empty);
        for (int cell = 0; cell < shown_.cellCount(); ++cell)
            if (shown_.at(cell) != 0) snap.origin[cell] = puzzle_.isGiven(cell) ? CellOrigin::Given : CellOrigin::Search;
        snap.cost = openCells();
        snap.bestCost = snap.cost;
        snap.iteration = run_.work;
        run_.copyTo(snap);
        snap.stats = {{"revealed", static_cast<double>(cursor_)}};
        return snap;
    }
    Grid bestGrid() const override { return shown_; }

private:
    int openCells() const {
        int open = 0;
        for (int cell = 0; cell < shown_.cellCount(); ++cell) open += shown_.at(cell) == 0 ? 1 : 0;
        return open;
    }

    Grid puzzle_, solution_, shown_;
    bool solvable_ = false;
    bool lie_ = false;
    int cursor_ = 0;
    std::uint64_t restartEvery_ = 0;
};

}  // namespace

void registerRevealSolver() { registerSolver(revealSolverInfo()); }

const SolverInfo& revealSolverInfo() {
    static const SolverInfo info{
        .id = "test-reveal",
        .name = "Reveal (test only)",
        .reference = "none: the test binary's own solver",
        .description = "writes one cell of the solution per unit",
        .workUnit = "cells",
        .exact = false,
        .params = kParams,
        .create = [] { return std::unique_ptr<Solver>(new RevealSolver()); },
    };
    return info;
}

}  // namespace sudolab::testing
