// App commands: everything that changes the state, shared by the UI, the keyboard, the JS API and the
// command line. Any change to what defines a run (puzzle, algorithm, parameters, seed, mode, race)
// discards the current run, so what the board shows always matches the share link.
#include <algorithm>
#include <exception>
#include <limits>

#include "app.hpp"
#include "base/errors.hpp"
#include "examples.hpp"
#include "generate/generate.hpp"
#include "links/puzzle_link.hpp"
#include "links/resolve_link.hpp"
#include "links/share_link.hpp"
#include "platform.hpp"
#include "run/registry.hpp"
#include "text/format.hpp"

namespace sudolab::app {

namespace {

constexpr std::size_t kMaxPasteBytes = 1 << 20;

/// The message for pasted text over kMaxPasteBytes, with its exact size.
std::string pasteTooLong(std::size_t bytes) {
    return "The pasted text is too long: " + std::to_string(bytes) + " bytes, at most " +
           std::to_string(kMaxPasteBytes) + " (1 MiB). Nothing was loaded; paste one puzzle or a shorter file.";
}

}  // namespace

Alphabet displayAlphabet(const Grid& grid) {
    return grid.size() > 36 ? Alphabet::Wide : grid.size() > 35 ? Alphabet::ZeroBased : Alphabet::Standard;
}

std::string lineText(const Grid& grid) { return writeGrid(grid, TextFormat::Line, displayAlphabet(grid)); }

ParamSet& App::paramsFor(std::string_view id) {
    auto it = params_.find(id);
    if (it == params_.end()) {
        const SolverInfo* info = findSolver(id);
        it = params_.emplace(std::string(id), info ? ParamSet(info->params) : ParamSet()).first;
    }
    return it->second;
}

const ParamSet& App::params() const {
    // params_ always holds the selected algorithm (constructor, selectAlgorithm, openLink).
    static const ParamSet none;
    const auto it = params_.find(algorithm_);
    return it != params_.end() ? it->second : none;
}

std::string defaultAlgorithm() {
    // The same solver a link without `a=` selects, so a link always means the same state.
    return std::string(defaultLinkSolver().id);
}

void App::discardRuns() {
    run_.reset();
    race_.clear();
    running_ = false;
}

void App::showError(std::string message) { lastError_ = std::move(message); }

void App::recover(const std::string& what) {
    discardRuns();
    showError("Unexpected error, the run was stopped: " + what);
}

bool App::openLink(std::string_view text) {
    if (applyLink(text)) return true;
    // The address bar holds the rejected link while the app kept its state: a reload would open the
    // bad link (or nothing) and lose that state. Put the kept state's link back on the next frame.
    publishedLink_.clear();
    linkDirty_ = true;
    return false;
}

bool App::applyLink(std::string_view text) {
    // The link is resolved and checked in core before anything changes: a bad link leaves the app as it
    // was. Fields the link leaves out take their defaults there, so a link always means the same state.
    ResolvedLink link;
    try {
        link = resolveSharedLink(text);
    } catch (const std::exception& e) {
        showError(e.what());
        return false;
    }
    installLink(link);
    return true;
}

void App::installLink(const ResolvedLink& link) {
    if (!link.run) return installBoard(link);
    const SharedRun& run = *link.run;
    discardRuns();
    puzzle_ = link.puzzle;
    puzzleChanged();
    // The player's progress of a "share my progress" link, with no undo history.
    if (!link.progress.empty()) play_.restore(link.progress);
    puzzleSource_ = "link";
    exampleIndex_ = -1;
    selectedCell_ = 0;
    algorithm_ = std::string(run.solver.info->id);
    params_.clear();
    params_.emplace(algorithm_, run.solver.params);
    // A lane of the selected solver already has its set (emplace keeps the first).
    for (const LinkedSolver& lane : run.race) params_.emplace(std::string(lane.info->id), lane.params);
    seed_ = run.seed;
    mode_ = run.mode == LinkMode::Race ? Mode::Race : Mode::Single;
    if (run.mode == LinkMode::Race) {
        raceIds_.clear();
        for (const LinkedSolver& lane : run.race) raceIds_.emplace_back(lane.info->id);
    }
    lastError_.clear();
    notice_ = "Opened a shared link.";
    linkDirty_ = true;
}

std::string App::link() const { return encodeShareLink(linkState()); }

SharedState App::linkState() const {
    SharedState state;
    state.puzzle = puzzle_;
    state.algorithm = algorithm_;
    state.seed = seed_;
    state.params = params().nonDefaults();
    if (mode_ == Mode::Race) {
        state.race = raceIds_;
        for (const std::string& id : raceIds_) {
            if (id == algorithm_) continue;
            const auto it = params_.find(id);
            if (it == params_.end()) continue;
            for (auto& [name, text] : it->second.nonDefaults()) state.params.emplace_back(id + "." + name, text);
        }
    }
    return state;
}

bool App::loadPuzzleText(std::string_view text, std::string_view source) {
    if (text.size() > kMaxPasteBytes) {
        showError(pasteTooLong(text.size()));
        return false;
    }
    // A link pasted where a puzzle is expected opens what it encodes (or says exactly why it cannot).
    if (looksLikeLink(text)) return openPastedLink(text);
    ReadOptions options;
    options.alphabet = pasteAlphabet_ == 2 ? Alphabet::Wide : pasteAlphabet_ == 1 ? Alphabet::ZeroBased : Alphabet::Standard;
    try {
        const std::vector<ParsedPuzzle> puzzles = readPuzzles(text, options);
        if (puzzles.empty()) {
            showError("No puzzle found in the text.");
            return false;
        }
        setPuzzle(puzzles.front().grid, std::string(source));
        lastError_.clear();
        if (puzzles.size() > 1)
            notice_ = "Read " + std::to_string(puzzles.size()) + " puzzles; showing the first (line " +
                      std::to_string(puzzles.front().line) + ").";
        return true;
    } catch (const std::exception& e) {
        showError(std::string("Could not read the puzzle: ") + e.what());
        return false;
    }
}

bool App::loadExample(std::string_view name) {
    const Example* example = findExample(name);
    if (example == nullptr) {
        showError("No example named '" + std::string(name) + "'.");
        return false;
    }
    if (!loadPuzzleText(example->text, example->name)) return false;
    for (std::size_t i = 0; i < examples().size(); ++i)
        if (&examples()[i] == example) exampleIndex_ = static_cast<int>(i);
    return true;
}

bool App::generatePuzzle() {
    try {
        const auto seed = static_cast<std::uint64_t>(std::max(0, genSeed_));
        Grid puzzle = genUnique_ ? generateUnique(genOrder_, genClues_, seed)
                                 : generateFixedFraction(genOrder_, genFraction_, seed);
        const int side = genOrder_ * genOrder_;
        std::string source = "generated " + std::to_string(side) + "\u00d7" + std::to_string(side) +
                             (genUnique_ ? ", unique" : ", " + std::to_string(static_cast<int>(genFraction_ * 100 + 0.5f)) + "% given") +
                             ", seed " + std::to_string(seed);
        setPuzzle(puzzle, std::move(source));
        lastError_.clear();
        // The seed moves on: pressing Generate again gives another puzzle (the source names this one's seed).
        genSeed_ = genSeed_ == std::numeric_limits<int>::max() ? 1 : genSeed_ + 1;
        return true;
    } catch (const std::exception& e) {
        showError(std::string("Could not generate: ") + e.what());
        return false;
    }
}

void App::setPuzzle(const Grid& puzzle, std::string source) {
    discardRuns();
    puzzle_ = Grid::fromValues(puzzle.order(), puzzle.values());
    puzzleChanged();
    // Another puzzle: the edits of the previous one's givens are not undone into this one.
    givenUndo_.clear();
    givenRedo_.clear();
    puzzleSource_ = std::move(source);
    exampleIndex_ = -1;  // loadExample sets it again
    if (selectedCell_ >= puzzle_.cellCount()) selectedCell_ = 0;
    notice_.clear();
    linkDirty_ = true;
}

bool App::selectAlgorithm(std::string_view id) {
    if (findSolver(id) == nullptr) {
        showError("Unknown algorithm '" + std::string(id) + "' (known: " + solverIdList() + ").");
        return false;
    }
    if (algorithm_ == id) return true;
    algorithm_ = std::string(id);
    paramsFor(id);
    if (mode_ == Mode::Single) discardRuns();
    linkDirty_ = true;
    return true;
}

bool App::setParam(std::string_view name, std::string_view text) {
    ParamSet& set = paramsFor(algorithm_);
    ParamSet changed = set;
    const std::span<const ParamRule> rules = requireSolver(algorithm_).paramRules;
    try {
        changed.set(name, text);
        // A greyed-out parameter is not editable: refused, naming the rule (its widget is disabled, so
        // only a typed value could reach here).
        const ParamSpec& spec = changed.specs()[static_cast<std::size_t>(changed.indexOf(name))];
        const std::string reason = inapplicableReason(changed, rules, name);
        if (!reason.empty() && changed.number(name) != spec.defaultValue)
            throw InputError("parameter '" + std::string(name) + "' " + reason);
    } catch (const std::exception& e) {
        showError(e.what());
        return false;
    }
    // A mode switch puts back to their defaults the settings the new mode would ignore (they are greyed
    // out from now on), so neither the run nor a shared link carries them.
    resetInapplicable(changed, rules, name);
    if (changed.values() == set.values()) return true;
    set = changed;
    discardRuns();
    linkDirty_ = true;
    return true;
}

void App::resetParams() {
    const SolverInfo* info = findSolver(algorithm_);
    if (info == nullptr) return;
    paramsFor(algorithm_) = ParamSet(info->params);
    discardRuns();
    linkDirty_ = true;
}

void App::setSeed(std::uint64_t seed) {
    if (seed == seed_) return;
    seed_ = seed;
    discardRuns();
    linkDirty_ = true;
}

void App::setMode(Mode mode) {
    if (mode == mode_) return;
    mode_ = mode;
    discardRuns();
    linkDirty_ = true;
}

bool App::setRaceEntrants(const std::vector<std::string>& ids) {
    if (ids.size() > kMaxRaceEntrants) {
        showError("A race has at most " + std::to_string(kMaxRaceEntrants) + " solvers.");
        return false;
    }
    for (std::size_t i = 0; i < ids.size(); ++i) {
        if (findSolver(ids[i]) == nullptr) {
            showError("Unknown algorithm '" + ids[i] + "' (known: " + solverIdList() + ").");
            return false;
        }
        // Two lanes of one solver run the same seed and parameters: the same run shown twice.
        const auto earlier = ids.begin() + static_cast<std::ptrdiff_t>(i);
        if (std::find(ids.begin(), earlier, ids[i]) != earlier) {
            showError("'" + ids[i] + "' is in the race twice: a race lists each solver once.");
            return false;
        }
    }
    raceIds_ = ids;
    discardRuns();
    linkDirty_ = true;
    return true;
}

bool App::ensureRuns() {
    if (mode_ == Mode::Single) {
        if (run_ && !run_->finished()) return true;
        const SolverInfo* info = findSolver(algorithm_);
        if (info == nullptr) {
            showError("No algorithm selected.");
            return false;
        }
        try {
            run_ = std::make_unique<TracedRun>(*info, puzzle_, paramsFor(algorithm_), seed_);
        } catch (const std::exception& e) {
            run_.reset();
            showError(std::string(info->name) + " cannot start: " + e.what());
            return false;
        }
        lastError_.clear();
        return true;
    }
    const bool anyActive = std::any_of(race_.begin(), race_.end(), [](const RaceLane& lane) { return lane.run && !lane.run->finished(); });
    if (anyActive) return true;
    race_.clear();
    if (raceIds_.empty()) {
        showError("Pick at least one solver for the race.");
        return false;
    }
    for (const std::string& id : raceIds_) {
        RaceLane lane;
        lane.id = id;
        const SolverInfo* info = findSolver(id);
        try {
            if (info == nullptr) throw InputError("unknown solver");
            lane.run = std::make_unique<TracedRun>(*info, puzzle_, paramsFor(id), seed_);
        } catch (const std::exception& e) {
            lane.error = e.what();
        }
        race_.push_back(std::move(lane));
    }
    lastError_.clear();
    return true;
}

void App::run() {
    if (!ensureRuns()) return;
    running_ = true;
    // The solution check may already know that a local search would never end here.
    stopHopelessRuns();
}

void App::pause() { running_ = false; }

void App::step() {
    running_ = false;
    if (!ensureRuns()) return;
    stopHopelessRuns();
    if (run_) run_->stepUnits(stepSize_);
    for (RaceLane& lane : race_)
        if (lane.run) lane.run->stepUnits(stepSize_);
}

void App::resetRun() { discardRuns(); }

void App::setFrameBudgetMs(double ms) {
    frameBudgetMs_ = std::clamp(ms, 0.5, 100.0);
    unitsPerFrame_ = 0;
}

void App::setUnitsPerFrame(std::uint64_t units) { unitsPerFrame_ = std::min<std::uint64_t>(units, 100000000); }

void App::setStepSize(std::uint64_t units) { stepSize_ = std::clamp<std::uint64_t>(units, 1, 100000000); }

void App::editCell(int cell, Value value) {
    if (cell < 0 || cell >= puzzle_.cellCount() || value > puzzle_.size()) return;
    if (puzzle_.at(cell) == value && puzzle_.isGiven(cell) == (value != 0) && !run_ && race_.empty()) return;
    discardRuns();
    recordGivenEdit();
    puzzle_.setGivenValue(cell, value);
    puzzleChanged();
    if (puzzleSource_.find("edited") == std::string::npos) puzzleSource_ += " (edited)";
    exampleIndex_ = -1;
    linkDirty_ = true;
}

void App::clearPuzzle() {
    discardRuns();
    recordGivenEdit();
    puzzle_ = Grid(puzzle_.order());
    puzzleChanged();
    puzzleSource_ = "typed in";
    exampleIndex_ = -1;
    editGivens_ = true;
    pencilMode_ = false;
    notice_ = "An empty board: type the puzzle's givens (Undo brings the previous puzzle back).";
    linkDirty_ = true;
}

void App::selectCell(int cell) { selectedCell_ = cell >= 0 && cell < puzzle_.cellCount() ? cell : -1; }

void App::receivePastedText(std::string text) {
    // Over the limit the text is refused whole: cut at the limit, its last puzzle would be cut too and
    // the error would blame the data ("line 12788 holds 42 cells") instead of the size.
    if (text.size() > kMaxPasteBytes) {
        showError(pasteTooLong(text.size()));
        return;
    }
    pasteText_ = std::move(text);
    loadPuzzleText(pasteText_, "pasted");
}

void App::copyLink() {
    platform::copyText(platform::linkFor(link()));
    notice_ = "Link copied to the clipboard.";
}

App::RunPhase App::runPhase() const {
    if (mode_ == Mode::Single) {
        if (!run_) return RunPhase::Idle;
        if (run_->finished()) return RunPhase::Ended;
        return running_ ? RunPhase::Running : RunPhase::Paused;
    }
    if (race_.empty()) return RunPhase::Idle;
    const bool allDone = std::all_of(race_.begin(), race_.end(), [](const RaceLane& lane) { return !lane.run || lane.run->finished(); });
    if (allDone) return RunPhase::RaceFinished;
    return running_ ? RunPhase::Running : RunPhase::Paused;
}

std::string App::statusText() const {
    switch (runPhase()) {
        case RunPhase::Idle: return "idle";
        case RunPhase::Running: return "running";
        case RunPhase::Paused: return "paused";
        case RunPhase::Ended: return std::string(outcomeName(run_->outcome()));
        case RunPhase::RaceFinished: return "finished";
    }
    return "idle";
}

}  // namespace sudolab::app
