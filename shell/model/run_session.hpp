// The run session: what defines a run (algorithm, parameters per solver, seed, single or race, the race's
// solvers) and the run itself (one TracedRun, or a lane per race solver) advanced a frame's budget at a
// time. Any change to what defines a run discards the run, so what is on show always matches the link.
// No UI here: the app's panels read this and call its commands.
#pragma once

#include <cstdint>
#include <functional>
#include <map>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "grid/grid.hpp"
#include "messages.hpp"
#include "run/params.hpp"
#include "search/uniqueness.hpp"
#include "solver_run.hpp"

namespace sudolab::app {

enum class Mode { Single, Race };

/// Where the run (or race) is: the UI decides on this, never on the text.
enum class RunPhase { Idle, Running, Paused, Ended, RaceFinished };

/// The algorithm selected on start and for links that name none.
std::string defaultAlgorithm();

/// One solver of a race.
struct RaceLane {
    std::string id;
    std::unique_ptr<TracedRun> run;  ///< null if the solver rejected the puzzle
    std::string error;
};

/// Parameter sets by solver id.
using ParamsById = std::map<std::string, ParamSet, std::less<>>;

class RunSession {
public:
    /// Starts on defaultAlgorithm() with default parameters, seed 1, single mode and the first
    /// kMaxRaceEntrants registered solvers as the race. Errors go to `messages`.
    explicit RunSession(Messages& messages);

    // ---- what defines a run ----
    const std::string& algorithm() const { return algorithm_; }
    /// The selected algorithm's parameters.
    const ParamSet& params() const;
    /// A solver's parameters, null if they were never set or shown.
    const ParamSet* paramsOf(std::string_view id) const;
    std::uint64_t seed() const { return seed_; }
    Mode mode() const { return mode_; }
    const std::vector<std::string>& raceEntrants() const { return raceIds_; }
    /// Parameters that differ from their defaults, as a share link carries them: the selected
    /// algorithm's by name, in a race the other lanes' as "id.name".
    std::vector<std::pair<std::string, std::string>> linkParams() const;

    /// Selects the algorithm by registry id; false + error if unknown.
    bool selectAlgorithm(std::string_view id);
    /// Sets a parameter of the selected algorithm from text; false + error if rejected.
    bool setParam(std::string_view name, std::string_view text);
    /// Puts the selected algorithm's parameters back to their defaults.
    void resetParams();
    void setSeed(std::uint64_t seed);
    void setMode(Mode mode);
    /// The solvers of a race (registry ids, at most kMaxRaceEntrants, each once); false + error if not.
    bool setRaceEntrants(const std::vector<std::string>& ids);
    /// Takes a whole definition at once (a share link, checked by its reader): discards the run.
    void adopt(std::string algorithm, ParamsById params, std::uint64_t seed, const std::vector<std::string>& race);
    /// Grows whenever what defines a run changes (the share link follows it).
    std::uint64_t revision() const { return revision_; }

    // ---- the run ----
    /// Starts the run(s) on `puzzle` if there is none going, then runs; false + error if it cannot start.
    /// `check` (the puzzle's solution check, may be null) stops at once what could never end.
    bool run(const Grid& puzzle, const UniquenessCheck* check);
    void pause() { running_ = false; }
    /// Does stepSize() work units on the run(s), creating them first if needed.
    bool step(const Grid& puzzle, const UniquenessCheck* check);
    /// Discards the run(s): the board shows the puzzle again.
    void discard();
    /// One frame's work: the time budget (or unitsPerFrame() units) on the run or shared by the race's
    /// lanes. Returns true if a solver ran.
    bool advanceFrame();
    /// Stops runs of non-exact solvers once `check` proved that the puzzle has no solution.
    void stopHopeless(const UniquenessCheck& check);
    bool running() const { return running_; }
    const TracedRun* current() const { return run_.get(); }
    const std::vector<RaceLane>& race() const { return race_; }
    /// True if the single run or a race lane has solved the puzzle (its solution checked by the driver).
    bool solved() const;
    /// The single run's checked solution, or null.
    const Grid* solution() const;
    RunPhase phase() const;
    /// The phase in words: "idle", "running", "paused", the single run's outcome once it ended
    /// ("solved", "failed", "gave up", ...), "finished" once every lane of a race ended.
    std::string statusText() const;

    // ---- speed ----
    double frameBudgetMs() const { return frameBudgetMs_; }
    /// Solver time per frame, 0.5 to 100 ms (leaves slow motion).
    void setFrameBudgetMs(double ms);
    /// Work units per frame in slow motion, 0 when running on the time budget.
    std::uint64_t unitsPerFrame() const { return unitsPerFrame_; }
    void setUnitsPerFrame(std::uint64_t units);
    std::uint64_t stepSize() const { return stepSize_; }
    void setStepSize(std::uint64_t units);

private:
    ParamSet& paramsFor(std::string_view id);
    bool ensureRuns(const Grid& puzzle);
    bool startSingle(const Grid& puzzle);
    void startRace(const Grid& puzzle);
    void advanceRace(double budgetSeconds);
    void changed();

    Messages& messages_;
    std::string algorithm_;
    ParamsById params_;
    std::uint64_t seed_ = 1;
    Mode mode_ = Mode::Single;
    std::vector<std::string> raceIds_;
    std::uint64_t revision_ = 0;

    std::unique_ptr<TracedRun> run_;
    std::vector<RaceLane> race_;
    bool running_ = false;
    std::size_t raceTurn_ = 0;

    double frameBudgetMs_ = 8;
    std::uint64_t unitsPerFrame_ = 0;
    std::uint64_t stepSize_ = 1;
};

}  // namespace sudolab::app
