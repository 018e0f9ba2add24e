// The one step-wise interface every algorithm implements: reset(puzzle, params, seed), then
// step(budget) does bounded, counted work and returns, and snapshot() shows the state to draw.
#pragma once

#include <any>
#include <cstdint>
#include <limits>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "grid/grid.hpp"
#include "run/params.hpp"

namespace sudolab {

/// Where a solver's run stands: Idle before its first successful reset(), then Running until it ends
/// Solved, Failed (proved that the puzzle has no solution) or GaveUp (stopped at one of its own limits).
enum class Status { Idle, Running, Solved, Failed, GaveUp };

/// "idle", "running", "solved", "failed", "gave up".
std::string_view statusName(Status status);

/// How a cell got its current value, for styling.
enum class CellOrigin : std::uint8_t { Empty, Given, Propagated, Search };

enum class MoveKind : std::uint8_t {
    Swap,    ///< cellA and cellB (same box) exchanged values
    Assign,  ///< cellA got `value`
    Clear,   ///< cellA was emptied (backtrack, tabu removal)
};

/// One recent move, for drawing (swaps linked, assignments highlighted) and for replay checks.
struct Move {
    MoveKind kind = MoveKind::Assign;
    std::int32_t cellA = -1;
    std::int32_t cellB = -1;
    Value value = 0;
    std::uint64_t iteration = 0;
    bool operator==(const Move&) const = default;
};

/// What happened at a point of a run's time line (trace markers, restart counts).
enum class EventKind : std::uint8_t {
    Restart,         ///< the search starts again from a new state (tabu, hill-climb, acs)
    PartialRestart,  ///< reseda: a new run with one zone of the failed run's best sample fixed
    FullRestart,     ///< reseda: a new attempt from scratch
    Reheat,          ///< anneal: the temperature goes back up
};

/// "restart", "partial restart", "full restart", "reheat".
std::string_view eventKindName(EventKind kind);
/// True for the kinds counted in Snapshot::restarts (every kind of restart, not a reheat).
constexpr bool isRestart(EventKind kind) { return kind != EventKind::Reheat; }

/// One event on the run's time line.
struct RunEvent {
    std::uint64_t iteration = 0;  ///< Snapshot::iteration when it happened
    EventKind kind = EventKind::Restart;
    bool operator==(const RunEvent&) const = default;
};

/// A run's complete event history (16 bytes per event). Readers keep a cursor (the number of events
/// they have seen) and ask for the events since it, so nothing is lost however long they wait.
class EventLog {
public:
    void clear() { events_.clear(); restarts_ = 0; }
    void push(std::uint64_t iteration, EventKind kind) {
        events_.push_back({iteration, kind});
        if (isRestart(kind)) ++restarts_;
    }
    /// The events after the first `cursor` ones (empty when cursor >= size()).
    std::span<const RunEvent> since(std::size_t cursor) const {
        if (cursor >= events_.size()) return {};
        return std::span<const RunEvent>(events_).subspan(cursor);
    }
    std::size_t size() const { return events_.size(); }
    /// Number of events counted as restarts.
    std::uint64_t restarts() const { return restarts_; }

private:
    std::vector<RunEvent> events_;
    std::uint64_t restarts_ = 0;
};

/// A named number shown in statistics panels and JSON output (from the solver's stats struct).
struct Stat {
    std::string name;
    double value = 0;
};

/// Everything the app and the CLI read from a solver at one moment.
struct Snapshot {
    Grid grid;                        ///< current assignment (givens marked)
    std::vector<CellOrigin> origin;   ///< per cell
    double cost = 0;                  ///< current objective (0 = solved for every solver)
    double bestCost = 0;              ///< best objective seen in this run
    std::uint64_t iteration = 0;      ///< solver's own iteration (or node) count
    std::uint64_t work = 0;           ///< total budget units consumed since reset
    Status status = Status::Running;
    std::string message;              ///< why it failed / gave up, or a short status line
    std::vector<Move> recentMoves;    ///< oldest first
    std::uint64_t events = 0;         ///< events so far (Solver::eventsSince(0).size())
    std::uint64_t restarts = 0;       ///< restarts of any kind so far (0 for solvers that never restart)
    std::uint64_t solutionsFound = 0; ///< distinct solutions found (exact solvers count up to their limit)
    std::vector<Stat> stats;          ///< counters and gauges by name, for display and JSON (from `counters`)
    std::any counters;                ///< the solver's stats struct, typed (countersOf, run/stat_table.hpp)
    std::vector<float> heat;          ///< optional per-cell value in [0,1] (pheromone, probability)
};

/// The kind of work a solver does next and how many units of it follow before the kind changes (a
/// portfolio's member slices: an ant walk can cost a hundred clause-learning units). The run driver sizes
/// its time-paced chunks per kind, so a chunk sized on cheap units never runs the dear ones; it changes
/// when work happens, never what (step(budget) does the same work however the budget is split).
struct WorkKind {
    static constexpr int kCount = 4;  ///< kinds a solver may name: 0 .. kCount - 1
    int kind = 0;
    std::uint64_t unitsLeft = std::numeric_limits<std::uint64_t>::max();  ///< of this kind before the next
};

/// Base class of every solver.
class Solver {
public:
    virtual ~Solver() = default;
    /// Starts a new run. Non-empty puzzle cells are givens. Throws InputError if the puzzle is invalid
    /// for this solver; params must belong to this solver's table.
    virtual void reset(const Grid& puzzle, const ParamSet& params, std::uint64_t seed) = 0;
    /// Does at most `budget` units of work (iterations or nodes) and returns how many it did;
    /// returns 0 once the run has ended (status != Running). Before the first successful reset() the
    /// status is Idle and step() does nothing (returns 0).
    virtual std::uint64_t step(std::uint64_t budget) = 0;
    /// The state to draw; cheap enough to call every frame. Needs a successful reset() first (the run
    /// driver, core/run/run.hpp, never asks a solver that refused its puzzle or was never reset).
    virtual Snapshot snapshot() const = 0;
    /// Current status (cheaper than a snapshot).
    virtual Status status() const = 0;
    /// The snapshot's message alone (why the run ended): what the run driver reads at the end of every
    /// run. A solver whose snapshot is dear to take (statistics by name) gives it without one.
    virtual std::string message() const { return snapshot().message; }
    /// The best complete or partial grid found (the solution once Solved); after a successful reset().
    virtual Grid bestGrid() const = 0;
    /// What the next units of work are (WorkKind); a solver whose units cost alike keeps the default.
    virtual WorkKind nextWork() const { return {}; }
    /// The events after the first `cursor` ones since reset (the complete history for cursor 0); the
    /// span is valid until the next reset() or step(). Solvers without events keep this default.
    virtual std::span<const RunEvent> eventsSince(std::size_t cursor) const {
        (void)cursor;
        return {};
    }
};

/// SolverInfo::create for the solver class S: `.create = makeSolver<AcsSolver>`.
template <class S>
std::unique_ptr<Solver> makeSolver() {
    return std::make_unique<S>();
}

/// What the registry knows about a solver.
struct SolverInfo {
    std::string_view id;           ///< stable id: CLI, URL, UI
    std::string_view name;         ///< display name
    std::string_view reference;    ///< the paper it follows
    std::string_view description;  ///< one line
    std::string_view workUnit;     ///< what step() counts: "iterations", "nodes", "generations"...
    bool exact = false;            ///< complete search (proves unsolvability)
    std::span<const ParamSpec> params;
    std::unique_ptr<Solver> (*create)() = nullptr;
    std::span<const ParamRule> paramRules = {};  ///< rules between parameters, checked on the whole set
};

/// Checks a complete parameter set against the solver's table once, before any run: every value in its
/// declared range (open or closed ends) and every rule between parameters. Throws one InputError
/// naming every problem.
void validateParams(const SolverInfo& info, const ParamSet& params);

/// Fixed-capacity log of the latest moves or events (oldest dropped first).
template <class T>
class RecentLog {
public:
    explicit RecentLog(std::size_t capacity = 32) : capacity_(capacity) {}
    void clear() { items_.clear(); head_ = 0; }
    void push(T item) {
        if (items_.size() < capacity_) {
            items_.push_back(std::move(item));
        } else {
            items_[head_] = std::move(item);
            head_ = (head_ + 1) % capacity_;
        }
    }
    /// Oldest first.
    std::vector<T> ordered() const {
        std::vector<T> out;
        out.reserve(items_.size());
        for (std::size_t i = 0; i < items_.size(); ++i) out.push_back(items_[(head_ + i) % items_.size()]);
        return out;
    }
    std::size_t size() const { return items_.size(); }

private:
    std::size_t capacity_;
    std::size_t head_ = 0;
    std::vector<T> items_;
};

/// The value of the statistic called `name`, if the solver reports one.
inline std::optional<double> findStat(const std::vector<Stat>& stats, std::string_view name) {
    for (const Stat& stat : stats)
        if (stat.name == name) return stat.value;
    return std::nullopt;
}

}  // namespace sudolab
