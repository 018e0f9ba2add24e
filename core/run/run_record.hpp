// The run record every solver keeps the same way (work done, status, message, the latest moves, the
// event log), so that each solver declares, resets and shows it with one name instead of five.
#pragma once

#include <cstddef>
#include <cstdint>
#include <span>
#include <string>
#include <type_traits>
#include <utility>

#include "run/solver.hpp"

namespace sudolab {

/// How many of the latest moves a snapshot shows.
inline constexpr std::size_t kRecentMoves = 64;

/// A solver's run record (the member `run_`). `MoveLog` is anything with clear(), push() and ordered()
/// (RecentLog, or a solver's own ring of moves).
template <class MoveLog = RecentLog<Move>>
struct RunRecord {
    std::uint64_t work = 0;           ///< budget units consumed since reset (Snapshot::work)
    Status status = Status::Idle;     ///< Idle until a successful reset(): step() is then a no-op
    std::string message;
    MoveLog moves;
    EventLog events;

    /// A move log of kRecentMoves when its size is set at run time (a RecentLog), else MoveLog's own.
    RunRecord() : moves(newMoveLog()) {}

    /// A new run: no work, moves, events or message; Running.
    void start() {
        work = 0;
        status = Status::Running;
        message.clear();
        moves.clear();
        events.clear();
    }
    /// Ends the run with `end` and the reason shown with it.
    void finish(Status end, std::string why) {
        status = end;
        message = std::move(why);
    }
    bool running() const { return status == Status::Running; }

    /// Copies the record into a snapshot: work, status, message, moves, the event and restart counts,
    /// and solutionsFound = 1 once Solved (exact solvers that count solutions overwrite it). Cost, best
    /// cost and iteration are each solver's own.
    void copyTo(Snapshot& snap) const {
        snap.work = work;
        snap.status = status;
        snap.message = message;
        snap.recentMoves = moves.ordered();
        snap.solutionsFound = status == Status::Solved ? 1 : 0;
        snap.events = events.size();
        snap.restarts = events.restarts();
    }

private:
    static MoveLog newMoveLog() {
        if constexpr (std::is_constructible_v<MoveLog, std::size_t>)
            return MoveLog(kRecentMoves);
        else
            return MoveLog();
    }
};

/// Base of a solver whose run record is one RunRecord `run_`: status() and eventsSince() read it.
template <class MoveLog = RecentLog<Move>>
class RecordingSolver : public Solver {
public:
    Status status() const override { return run_.status; }
    std::span<const RunEvent> eventsSince(std::size_t cursor) const override { return run_.events.since(cursor); }

protected:
    RunRecord<MoveLog> run_;  ///< work, status, message, recent moves, events
};

}  // namespace sudolab
