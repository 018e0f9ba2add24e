// The run session's commands (run_session.hpp): the definition of a run, checked before it changes, and
// the run or race advanced by frames.
#include "run_session.hpp"

#include <algorithm>
#include <exception>

#include "base/errors.hpp"
#include "links/resolve_link.hpp"
#include "links/share_link.hpp"
#include "run/registry.hpp"

namespace sudolab::app {

std::string defaultAlgorithm() {
    // The same solver a link without `a=` selects, so a link always means the same state.
    return std::string(defaultLinkSolver().id);
}

RunSession::RunSession(Messages& messages) : messages_(messages), algorithm_(defaultAlgorithm()) {
    paramsFor(algorithm_);
    for (const SolverInfo& info : solverRegistry())
        if (raceIds_.size() < kMaxRaceEntrants) raceIds_.emplace_back(info.id);
}

ParamSet& RunSession::paramsFor(std::string_view id) {
    auto it = params_.find(id);
    if (it == params_.end()) {
        const SolverInfo* info = findSolver(id);
        it = params_.emplace(std::string(id), info ? ParamSet(info->params) : ParamSet()).first;
    }
    return it->second;
}

const ParamSet& RunSession::params() const {
    // params_ always holds the selected algorithm (constructor, selectAlgorithm, adopt).
    static const ParamSet none;
    const ParamSet* set = paramsOf(algorithm_);
    return set != nullptr ? *set : none;
}

const ParamSet* RunSession::paramsOf(std::string_view id) const {
    const auto it = params_.find(id);
    return it != params_.end() ? &it->second : nullptr;
}

std::vector<std::pair<std::string, std::string>> RunSession::linkParams() const {
    std::vector<std::pair<std::string, std::string>> params = this->params().nonDefaults();
    if (mode_ != Mode::Race) return params;
    for (const std::string& id : raceIds_) {
        if (id == algorithm_) continue;
        const ParamSet* set = paramsOf(id);
        if (set == nullptr) continue;
        for (auto& [name, text] : set->nonDefaults()) params.emplace_back(id + "." + name, text);
    }
    return params;
}

void RunSession::changed() { ++revision_; }

bool RunSession::selectAlgorithm(std::string_view id) {
    if (findSolver(id) == nullptr) {
        messages_.error = "Unknown algorithm '" + std::string(id) + "' (known: " + solverIdList() + ").";
        return false;
    }
    if (algorithm_ == id) return true;
    algorithm_ = std::string(id);
    paramsFor(id);
    // A race keeps its lanes: the selected algorithm only decides what a single run is.
    if (mode_ == Mode::Single) discard();
    changed();
    return true;
}

bool RunSession::setParam(std::string_view name, std::string_view text) {
    ParamSet& set = paramsFor(algorithm_);
    ParamSet edited = set;
    const std::span<const ParamRule> rules = requireSolver(algorithm_).paramRules;
    try {
        edited.set(name, text);
        // A greyed-out parameter is not editable: refused, naming the rule (its widget is disabled, so
        // only a typed value could reach here).
        const ParamSpec& spec = edited.specs()[static_cast<std::size_t>(edited.indexOf(name))];
        const std::string reason = inapplicableReason(edited, rules, name);
        if (!reason.empty() && edited.number(name) != spec.defaultValue)
            throw InputError("parameter '" + std::string(name) + "' " + reason);
    } catch (const std::exception& e) {
        messages_.error = e.what();
        return false;
    }
    // A mode switch puts back to their defaults the settings the new mode would ignore (they are greyed
    // out from now on), so neither the run nor a shared link carries them.
    resetInapplicable(edited, rules, name);
    if (edited.values() == set.values()) return true;
    set = edited;
    discard();
    changed();
    return true;
}

void RunSession::resetParams() {
    const SolverInfo* info = findSolver(algorithm_);
    if (info == nullptr) return;
    paramsFor(algorithm_) = ParamSet(info->params);
    discard();
    changed();
}

void RunSession::setSeed(std::uint64_t seed) {
    if (seed == seed_) return;
    seed_ = seed;
    discard();
    changed();
}

void RunSession::setMode(Mode mode) {
    if (mode == mode_) return;
    mode_ = mode;
    discard();
    changed();
}

bool RunSession::setRaceEntrants(const std::vector<std::string>& ids) {
    if (ids.size() > kMaxRaceEntrants) {
        messages_.error = "A race has at most " + std::to_string(kMaxRaceEntrants) + " solvers.";
        return false;
    }
    for (std::size_t i = 0; i < ids.size(); ++i) {
        if (findSolver(ids[i]) == nullptr) {
            messages_.error = "Unknown algorithm '" + ids[i] + "' (known: " + solverIdList() + ").";
            return false;
        }
        // Two lanes of one solver run the same seed and parameters: the same run shown twice.
        const auto earlier = ids.begin() + static_cast<std::ptrdiff_t>(i);
        if (std::find(ids.begin(), earlier, ids[i]) != earlier) {
            messages_.error = "'" + ids[i] + "' is in the race twice: a race lists each solver once.";
            return false;
        }
    }
    raceIds_ = ids;
    discard();
    changed();
    return true;
}

void RunSession::adopt(std::string algorithm, ParamsById params, std::uint64_t seed,
                       const std::vector<std::string>& race) {
    discard();
    algorithm_ = std::move(algorithm);
    params_ = std::move(params);
    paramsFor(algorithm_);
    seed_ = seed;
    mode_ = race.empty() ? Mode::Single : Mode::Race;
    if (!race.empty()) raceIds_ = race;
    changed();
}

void RunSession::discard() {
    run_.reset();
    race_.clear();
    running_ = false;
}

bool RunSession::startSingle(const Grid& puzzle) {
    if (run_ && !run_->finished()) return true;
    const SolverInfo* info = findSolver(algorithm_);
    if (info == nullptr) {
        messages_.error = "No algorithm selected.";
        return false;
    }
    try {
        run_ = std::make_unique<TracedRun>(*info, puzzle, paramsFor(algorithm_), seed_);
    } catch (const std::exception& e) {
        run_.reset();
        messages_.error = std::string(info->name) + " cannot start: " + e.what();
        return false;
    }
    messages_.error.clear();
    return true;
}

void RunSession::startRace(const Grid& puzzle) {
    race_.clear();
    for (const std::string& id : raceIds_) {
        RaceLane lane;
        lane.id = id;
        const SolverInfo* info = findSolver(id);
        try {
            if (info == nullptr) throw InputError("unknown solver");
            lane.run = std::make_unique<TracedRun>(*info, puzzle, paramsFor(id), seed_);
        } catch (const std::exception& e) {
            // A lane whose solver rejects the puzzle says why and the others race on.
            lane.error = e.what();
        }
        race_.push_back(std::move(lane));
    }
    messages_.error.clear();
}

bool RunSession::ensureRuns(const Grid& puzzle) {
    if (mode_ == Mode::Single) return startSingle(puzzle);
    const bool anyActive =
        std::any_of(race_.begin(), race_.end(), [](const RaceLane& lane) { return lane.run && !lane.run->finished(); });
    if (anyActive) return true;
    if (raceIds_.empty()) {
        race_.clear();
        messages_.error = "Pick at least one solver for the race.";
        return false;
    }
    startRace(puzzle);
    return true;
}

bool RunSession::run(const Grid& puzzle, const UniquenessCheck* check) {
    if (!ensureRuns(puzzle)) return false;
    running_ = true;
    // The solution check may already know that a local search would never end here.
    if (check != nullptr) stopHopeless(*check);
    return true;
}

bool RunSession::step(const Grid& puzzle, const UniquenessCheck* check) {
    running_ = false;
    if (!ensureRuns(puzzle)) return false;
    if (check != nullptr) stopHopeless(*check);
    if (run_) run_->stepUnits(stepSize_);
    for (RaceLane& lane : race_)
        if (lane.run) lane.run->stepUnits(stepSize_);
    return true;
}

bool RunSession::advanceFrame() {
    if (!running_) return false;
    const double budget = frameBudgetMs_ / 1000.0;
    if (mode_ == Mode::Race) {
        advanceRace(budget);
        return true;
    }
    if (!run_ || run_->finished()) {
        running_ = false;
        return true;
    }
    if (unitsPerFrame_ > 0)
        run_->stepUnits(unitsPerFrame_);
    else
        run_->advance(budget);
    if (run_->finished()) running_ = false;
    return true;
}

void RunSession::advanceRace(double budgetSeconds) {
    std::vector<TracedRun*> active;
    for (RaceLane& lane : race_)
        if (lane.run && !lane.run->finished()) active.push_back(lane.run.get());
    if (active.empty()) {
        running_ = false;
        return;
    }
    if (unitsPerFrame_ > 0) {
        // Slow motion races in work units: every lane does the same number per frame.
        for (TracedRun* run : active) run->stepUnits(unitsPerFrame_);
        return;
    }
    // Equal wall-clock shares; the lane that goes first rotates so no one always gets the warm cache.
    const double share = budgetSeconds / static_cast<double>(active.size());
    for (std::size_t k = 0; k < active.size(); ++k) active[(raceTurn_ + k) % active.size()]->advance(share);
    ++raceTurn_;
}

void RunSession::stopHopeless(const UniquenessCheck& check) {
    if (!check.finished() || check.verdict() != Solvability::None) return;
    // A local search never ends on a puzzle without a solution: say so instead of letting it spin.
    const std::string why = "This puzzle has no solution (" + check.message() + ")";
    if (run_ && !run_->finished() && !run_->info().exact) {
        run_.reset();
        running_ = false;
        messages_.error = why + ": the run was stopped. Exact solvers (dlx, backtrack) can show the proof.";
    }
    for (RaceLane& lane : race_) {
        if (!lane.run || lane.run->finished() || lane.run->info().exact) continue;
        lane.run.reset();
        lane.error = "no solution: stopped (it would search forever)";
    }
}

bool RunSession::solved() const {
    // The driver's outcome, not the solver's status: a claimed solution the checker rejected is no proof.
    const auto solvedRun = [](const std::unique_ptr<TracedRun>& run) {
        return run && run->outcome() == Outcome::Solved;
    };
    return solvedRun(run_) ||
           std::any_of(race_.begin(), race_.end(), [&](const RaceLane& lane) { return solvedRun(lane.run); });
}

const Grid* RunSession::solution() const {
    return run_ && run_->outcome() == Outcome::Solved ? &run_->snapshot().grid : nullptr;
}

RunPhase RunSession::phase() const {
    if (mode_ == Mode::Single) {
        if (!run_) return RunPhase::Idle;
        if (run_->finished()) return RunPhase::Ended;
        return running_ ? RunPhase::Running : RunPhase::Paused;
    }
    if (race_.empty()) return RunPhase::Idle;
    const bool allDone =
        std::all_of(race_.begin(), race_.end(), [](const RaceLane& lane) { return !lane.run || lane.run->finished(); });
    if (allDone) return RunPhase::RaceFinished;
    return running_ ? RunPhase::Running : RunPhase::Paused;
}

std::string RunSession::statusText() const {
    switch (phase()) {
        case RunPhase::Idle: return "idle";
        case RunPhase::Running: return "running";
        case RunPhase::Paused: return "paused";
        case RunPhase::Ended: return std::string(outcomeName(run_->outcome()));
        case RunPhase::RaceFinished: return "finished";
    }
    return "idle";
}

void RunSession::setFrameBudgetMs(double ms) {
    frameBudgetMs_ = std::clamp(ms, 0.5, 100.0);
    unitsPerFrame_ = 0;
}

void RunSession::setUnitsPerFrame(std::uint64_t units) { unitsPerFrame_ = std::min<std::uint64_t>(units, 100000000); }

void RunSession::setStepSize(std::uint64_t units) { stepSize_ = std::clamp<std::uint64_t>(units, 1, 100000000); }

}  // namespace sudolab::app
