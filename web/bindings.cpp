// The app's JavaScript API (Embind), documented in docs/JS_API.md: the solver registry and parameter
// tables, puzzle parsing and formatting, solvers usable on their own from JS, and appState() plus a few
// commands to script the app (tests use them). Errors never escape as C++ exceptions: functions that
// can fail either return {ok:false, error} or throw a JavaScript Error with the message.
#include <emscripten/bind.h>
#include <emscripten/val.h>

#include <algorithm>
#include <charconv>
#include <cmath>
#include <exception>
#include <memory>
#include <string>
#include <vector>

#include "app.hpp"
#include "base/errors.hpp"
#include "js_arguments.hpp"
#include "platform.hpp"
#include "run/registry.hpp"
#include "text/format.hpp"
#include "web_platform.hpp"

namespace {

using emscripten::val;
using namespace sudolab;
using namespace sudolab::app;

using web::errorResult;
using web::kMaxTextBytes;
using web::textArgument;

[[noreturn]] void throwJsError(const std::string& message) { val::global("Error").new_(message).throw_(); }

std::string_view kindName(ParamKind kind) {
    switch (kind) {
        case ParamKind::Integer: return "integer";
        case ParamKind::Real: return "real";
        case ParamKind::Boolean: return "boolean";
        case ParamKind::Choice: return "choice";
    }
    return "unknown";
}

std::string_view originName(CellOrigin origin) {
    switch (origin) {
        case CellOrigin::Empty: return "empty";
        case CellOrigin::Given: return "given";
        case CellOrigin::Propagated: return "propagated";
        case CellOrigin::Search: return "search";
    }
    return "empty";
}

std::string_view moveName(MoveKind kind) {
    switch (kind) {
        case MoveKind::Swap: return "swap";
        case MoveKind::Assign: return "assign";
        case MoveKind::Clear: return "clear";
    }
    return "unknown";
}

val stringArray(const std::vector<std::string>& items) {
    val array = val::array();
    for (const std::string& item : items) array.call<void>("push", item);
    return array;
}

val paramTable(const SolverInfo& info) {
    val params = val::array();
    for (const ParamSpec& spec : info.params) {
        val entry = val::object();
        entry.set("name", std::string(spec.name));
        entry.set("kind", std::string(kindName(spec.kind)));
        entry.set("default", spec.defaultValue);
        entry.set("defaultText", spec.format(spec.defaultValue));
        entry.set("min", spec.minValue);
        entry.set("max", spec.maxValue);
        entry.set("help", std::string(spec.help));
        entry.set("range", spec.rangeText());
        val choices = val::array();
        for (std::string_view choice : spec.choices) choices.call<void>("push", std::string(choice));
        entry.set("choices", choices);
        params.call<void>("push", entry);
    }
    return params;
}

/// Every registered solver with its parameter table.
val listSolvers() {
    val list = val::array();
    for (const SolverInfo& info : solverRegistry()) {
        val entry = val::object();
        entry.set("id", std::string(info.id));
        entry.set("name", std::string(info.name));
        entry.set("reference", std::string(info.reference));
        entry.set("description", std::string(info.description));
        entry.set("workUnit", std::string(info.workUnit));
        entry.set("exact", info.exact);
        entry.set("params", paramTable(info));
        // The rules between its parameters as text ("repair only with mode = dfs-learning"); createSolver
        // refuses a set that breaks one, naming it.
        val rules = val::array();
        for (const ParamRule& rule : info.paramRules) rules.call<void>("push", ruleText(rule));
        entry.set("rules", rules);
        list.call<void>("push", entry);
    }
    return list;
}

Alphabet alphabetFrom(const val& name) {
    Alphabet alphabet = Alphabet::Standard;
    if (name.isString() && !parseAlphabet(name.as<std::string>(), alphabet))
        throw InputError("unknown alphabet '" + name.as<std::string>() + "' (standard, zero or wide)");
    return alphabet;
}

/// parsePuzzles(text, alphabet?) -> {ok, puzzles: [{order, size, line, givens, text}]} or {ok:false, error, line, column}.
val parsePuzzles(val text, val alphabet) {
    try {
        const std::vector<ParsedPuzzle> puzzles = readPuzzles(textArgument(text), {alphabetFrom(alphabet)});
        val list = val::array();
        for (const ParsedPuzzle& parsed : puzzles) {
            val entry = val::object();
            entry.set("order", parsed.grid.order());
            entry.set("size", parsed.grid.size());
            entry.set("line", parsed.line);
            entry.set("givens", parsed.grid.givenCount());
            entry.set("text", lineText(parsed.grid));
            list.call<void>("push", entry);
        }
        val result = val::object();
        result.set("ok", true);
        result.set("puzzles", list);
        return result;
    } catch (const std::exception& e) {
        return errorResult(e);
    }
}

TextFormat formatFrom(const std::string& name) {
    if (name == "line") return TextFormat::Line;
    if (name == "grid") return TextFormat::Grid;
    if (name == "integers") return TextFormat::Integers;
    if (name == "instance") return TextFormat::Instance;
    throw InputError("unknown format '" + name + "' (line, grid, integers or instance)");
}

/// formatPuzzle(text, format, alphabet?) -> {ok, text} or {ok:false, error, line, column}.
val formatPuzzle(val text, val format, val alphabet) {
    try {
        const Alphabet symbols = alphabetFrom(alphabet);
        const Grid grid = readPuzzle(textArgument(text), {symbols});
        val result = val::object();
        result.set("ok", true);
        result.set("text", writeGrid(grid, formatFrom(format.isString() ? format.as<std::string>() : "line"), symbols));
        return result;
    } catch (const std::exception& e) {
        return errorResult(e);
    }
}

/// A seed from a JS number (an integer up to 2^53) or a decimal string (any 64-bit value).
std::uint64_t seedFrom(const val& seed) {
    if (seed.isUndefined() || seed.isNull()) return 1;
    if (seed.isString()) {
        const std::string text = seed.as<std::string>();
        std::uint64_t value = 0;
        const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
        if (text.empty() || error != std::errc() || end != text.data() + text.size())
            throw InputError("seed '" + text + "' is not a whole number from 0 to 18446744073709551615");
        return value;
    }
    if (seed.isNumber()) {
        const double number = seed.as<double>();
        if (number >= 0 && number <= 9007199254740992.0 && std::floor(number) == number)
            return static_cast<std::uint64_t>(number);
    }
    throw InputError("the seed must be a whole number (or a decimal string for seeds above 2^53)");
}

/// Run limits from a JS object {maxWork, timeLimit, cpuLimit}: the CLI's --max-work (work units),
/// --time-limit and --cpu-limit (seconds); an absent key or 0 = no limit. Throws InputError naming a
/// bad key or value.
RunLimits limitsFrom(const val& limits) {
    if (limits.isNull() || limits.typeOf().as<std::string>() != "object")
        throw InputError("setLimits: expected an object like {maxWork: 20000, timeLimit: 10, cpuLimit: 10}");
    RunLimits out;
    const val keys = val::global("Object").call<val>("keys", limits);
    for (int i = 0; i < keys["length"].as<int>(); ++i) {
        const std::string key = keys[i].as<std::string>();
        if (key != "maxWork" && key != "timeLimit" && key != "cpuLimit")
            throw InputError("setLimits: unknown limit '" + key + "' (known: maxWork, timeLimit, cpuLimit)");
        const val value = limits[key];
        const double number = value.isNumber() ? value.as<double>() : -1;
        const bool whole = std::floor(number) == number;
        if (!(number >= 0 && number <= 9007199254740992.0) || (key == "maxWork" && !whole))
            throw InputError("setLimits: " + key + " must be " + (key == "maxWork" ? "a whole number of work units" : "a number of seconds") +
                             " >= 0 (0 = no limit), got " + val::global("String")(value).as<std::string>());
        if (key == "maxWork") out.maxWork = static_cast<std::uint64_t>(number);
        else if (key == "timeLimit") out.wallSeconds = number;
        else out.cpuSeconds = number;
    }
    return out;
}

val snapshotToJs(const Snapshot& snap) {
    val result = val::object();
    result.set("grid", lineText(snap.grid));
    val origin = val::array();
    for (CellOrigin how : snap.origin) origin.call<void>("push", std::string(originName(how)));
    result.set("origin", origin);
    result.set("cost", snap.cost);
    result.set("bestCost", snap.bestCost);
    result.set("iteration", static_cast<double>(snap.iteration));
    result.set("work", static_cast<double>(snap.work));
    result.set("status", std::string(statusName(snap.status)));
    result.set("message", snap.message);
    val moves = val::array();
    for (const Move& move : snap.recentMoves) {
        val entry = val::object();
        entry.set("kind", std::string(moveName(move.kind)));
        entry.set("cellA", move.cellA);
        entry.set("cellB", move.cellB);
        entry.set("value", static_cast<int>(move.value));
        entry.set("iteration", static_cast<double>(move.iteration));
        moves.call<void>("push", entry);
    }
    result.set("recentMoves", moves);
    result.set("events", static_cast<double>(snap.events));
    result.set("restarts", static_cast<double>(snap.restarts));
    result.set("solutionsFound", static_cast<double>(snap.solutionsFound));
    val stats = val::object();
    for (const Stat& stat : snap.stats) stats.set(stat.name, stat.value);
    result.set("stats", stats);
    if (snap.heat.empty()) {
        result.set("heat", val::null());
    } else {
        val heat = val::array();
        for (float value : snap.heat) heat.call<void>("push", value);
        result.set("heat", heat);
    }
    return result;
}

/// A solver created from JS: Module.createSolver(id, puzzleText, params, seed). An adapter of the core
/// Run: the same driver, outcome and solution check as the CLI and the app.
class JsSolver {
public:
    /// Throws InputError (the Run's message) if the solver rejects the puzzle or the parameters.
    JsSolver(const SolverInfo& info, const Grid& puzzle, const ParamSet& params, std::uint64_t seed)
        : run_(std::make_unique<Run>(info, puzzle, params, seed)) {
        if (run_->outcome() == Outcome::Rejected) throw InputError(run_->message());
    }
    /// restart(puzzleText): the same solver, parameters, seed and limits on another puzzle, as a new
    /// solver for it would run (Run::restart: a batch reuses one solver and its buffers instead of making
    /// one per puzzle). Throws a JS Error for text that is not a puzzle (the solver keeps its run) or a
    /// puzzle the solver rejects (the run then ends with outcome 'rejected').
    void restart(val puzzleText) {
        std::string failure;
        try {
            const Grid puzzle = readPuzzle(textArgument(puzzleText));
            restartOn(puzzle);
            if (run_->outcome() != Outcome::Rejected) return;
            failure = run_->message();
        } catch (const std::exception& e) {
            failure = e.what();
        }
        throwJsError("restart: " + failure);
    }
    /// Does at most `budget` work units; returns how many were done (0 once the run has ended).
    double step(double budget) {
        if (!(budget >= 1)) return 0;
        const auto units = static_cast<std::uint64_t>(std::min(budget, 1e12));
        return static_cast<double>(run_->advanceWork(units));
    }
    val snapshot() const { return snapshotToJs(run_->snapshot()); }
    /// The events after the first `cursor` ones: [{iteration, kind}] (cursor 0 = all of them).
    val eventsSince(double cursor) const {
        val events = val::array();
        const std::size_t from = cursor >= 0 ? static_cast<std::size_t>(cursor) : 0;
        for (const RunEvent& event : run_->eventsSince(from)) {
            val entry = val::object();
            entry.set("iteration", static_cast<double>(event.iteration));
            entry.set("kind", std::string(eventKindName(event.kind)));
            events.call<void>("push", entry);
        }
        return events;
    }
    /// Sets the run's limits (limitsFrom); the next step() stops at them with outcome "work limit",
    /// "time limit" or "cpu limit", as the CLI's run does. Throws a JS Error on a bad object.
    void setLimits(val limits) {
        std::string failure;
        try {
            run_->setLimits(limitsFrom(limits));
            return;
        } catch (const InputError& e) {
            failure = e.what();
        }
        throwJsError(failure);
    }
    std::string status() const { return std::string(statusName(run_->snapshot().status)); }
    /// outcomeName(): "running", "solved", "failed" (proved unsolvable), "gave up", "work limit",
    /// "time limit", "cpu limit", "wrong answer"...
    std::string outcome() const { return std::string(outcomeName(run_->outcome())); }
    std::string bestGrid() const { return lineText(run_->bestGrid()); }
    std::string id() const { return std::string(run_->info().id); }

private:
    /// A run of another order is a new Run, as the CLI's batch makes one (Run::restart keeps the order's
    /// buffers), with the same solver, parameters, seed and limits.
    void restartOn(const Grid& puzzle) {
        if (puzzle.order() == run_->puzzle().order()) {
            run_->restart(puzzle);
            return;
        }
        auto next = std::make_unique<Run>(run_->info(), puzzle, run_->params(), run_->seed());
        next->setLimits(run_->limits());
        run_ = std::move(next);
    }

    std::unique_ptr<Run> run_;
};

JsSolver* createSolver(val id, val puzzleText, val params, val seed) {
    std::string failure;
    try {
        if (!id.isString()) throw InputError("createSolver: the first argument is a solver id (see listSolvers())");
        const SolverInfo& info = requireSolver(id.as<std::string>());
        const Grid puzzle = readPuzzle(textArgument(puzzleText));
        ParamSet set(info.params);
        if (!params.isUndefined() && !params.isNull()) web::setParamsFromJs(set, params);
        return new JsSolver(info, puzzle, set, seedFrom(seed));
    } catch (const std::exception& e) {
        failure = e.what();
    }
    throwJsError(failure);
}

std::string modeName(Mode mode) { return mode == Mode::Single ? "single" : "race"; }

val layoutToJs(const App& app) {
    val layout = val::object();
    for (const auto& [name, rect] : app.layout()) {
        val entry = val::object();
        entry.set("x", rect.x);
        entry.set("y", rect.y);
        entry.set("width", rect.width);
        entry.set("height", rect.height);
        layout.set(name, entry);
    }
    return layout;
}

val runToJs(const TracedRun& run) {
    const Snapshot& snap = run.snapshot();
    val result = val::object();
    result.set("status", std::string(statusName(snap.status)));
    result.set("cost", snap.cost);
    result.set("bestCost", snap.bestCost);
    result.set("iteration", static_cast<double>(snap.iteration));
    result.set("work", static_cast<double>(snap.work));
    result.set("solverMs", run.solverSeconds() * 1000);
    result.set("endMs", run.endSeconds() < 0 ? val::null() : val(run.endSeconds() * 1000));
    result.set("unitsPerSecond", run.unitsPerSecond());
    result.set("restarts", static_cast<double>(run.restartCount()));
    result.set("events", static_cast<double>(run.events().size()));
    result.set("outcome", std::string(outcomeName(run.outcome())));
    result.set("verdict", run.verdict());
    result.set("grid", lineText(snap.grid));
    // The cost trace: points kept, samples taken (one per chunk of work), the bound, the lowest cost kept
    // and the lowest of all samples.
    const std::vector<TracePoint>& trace = run.trace();
    result.set("tracePoints", static_cast<double>(trace.size()));
    result.set("traceSamples", static_cast<double>(run.traceSamples()));
    result.set("traceLimit", static_cast<double>(run.traceLimit()));
    double lowest = trace.empty() ? 0.0 : trace.front().cost;
    for (const TracePoint& point : trace) lowest = std::min(lowest, point.cost);
    result.set("traceMinCost", lowest);
    result.set("traceSampledMinCost", run.traceLowestSample());
    return result;
}

/// What the UI shows, for scripts and tests (see docs/JS_API.md).
val appState() {
    const App* app = App::instance();
    if (app == nullptr) return val::null();
    val state = val::object();
    state.set("puzzle", lineText(app->puzzle()));
    state.set("order", app->puzzle().order());
    state.set("size", app->puzzle().size());
    state.set("givens", app->puzzle().givenCount());
    state.set("puzzleSource", app->puzzleSource());
    state.set("algorithm", app->algorithm());
    val params = val::object();
    const ParamSet& set = app->params();
    for (const ParamSpec& spec : set.specs()) params.set(std::string(spec.name), spec.format(set.number(spec.name)));
    state.set("params", params);
    val nonDefaults = val::object();
    for (const auto& [name, text] : set.nonDefaults()) nonDefaults.set(name, text);
    state.set("nonDefaultParams", nonDefaults);
    state.set("seed", std::to_string(app->seed()));
    state.set("mode", modeName(app->mode()));
    state.set("raceEntrants", stringArray(app->raceEntrants()));
    state.set("status", app->statusText());
    state.set("running", app->running());
    const TracedRun* run = app->currentRun();
    state.set("run", run ? runToJs(*run) : val::null());
    // Flat copies of the single run's numbers (0 when idle) for quick checks.
    state.set("cost", run ? run->snapshot().cost : 0.0);
    state.set("bestCost", run ? run->snapshot().bestCost : 0.0);
    state.set("iteration", run ? static_cast<double>(run->snapshot().iteration) : 0.0);
    state.set("grid", run ? lineText(run->snapshot().grid) : lineText(app->puzzle()));
    val race = val::array();
    for (const RaceLane& lane : app->race()) {
        val entry = lane.run ? runToJs(*lane.run) : val::object();
        entry.set("id", lane.id);
        entry.set("error", lane.error);
        race.call<void>("push", entry);
    }
    state.set("race", race);
    state.set("lastError", app->lastError());
    state.set("notice", app->notice());
    const std::string fragment = app->link();
    state.set("link", fragment);
    state.set("url", platform::linkFor(fragment));
    state.set("selectedCell", app->selectedCell());
    state.set("frameBudgetMs", app->frameBudgetMs());
    state.set("unitsPerFrame", static_cast<double>(app->unitsPerFrame()));
    state.set("stepSize", static_cast<double>(app->stepSize()));
    // Frames drawn, and main-loop ticks (each drew, or had nothing to draw: see FramePacer::ticks).
    state.set("frame", static_cast<double>(app->frameCount()));
    state.set("tick", static_cast<double>(app->pacer().ticks()));
    state.set("layout", layoutToJs(*app));
    return state;
}

val summary(std::vector<float> samples) {
    val result = val::object();
    result.set("count", static_cast<int>(samples.size()));
    if (samples.empty()) return result;
    std::sort(samples.begin(), samples.end());
    auto at = [&](double q) { return samples[static_cast<std::size_t>(q * static_cast<double>(samples.size() - 1) + 0.5)]; };
    result.set("median", at(0.5));
    result.set("p95", at(0.95));
    result.set("max", samples.back());
    return result;
}

/// Frame timing since the last reset: intervals between frames and time spent in a frame.
val frameStats() {
    const App* app = App::instance();
    val result = val::object();
    if (app == nullptr) return result;
    result.set("intervalMs", summary(app->frameTimes().intervalsMs));
    result.set("workMs", summary(app->frameTimes().workMs));
    val running = val::object();
    running.set("intervalMs", summary(app->frameTimes().runningIntervalsMs));
    running.set("workMs", summary(app->frameTimes().runningWorkMs));
    running.set("advanceMs", summary(app->frameTimes().runningAdvanceMs));
    result.set("whileSolving", running);
    return result;
}

void resetFrameStats() {
    if (App* app = App::instance()) app->resetFrameTimes();
}

/// The app, for a command from the page's script: the app draws its next frames to show what it did.
App& requireApp() {
    App* app = App::instance();
    if (app == nullptr) throwJsError("the app is not running yet");
    app->pacer().wake();
    return *app;
}

bool openLink(std::string fragment) { return requireApp().openLink(fragment.substr(0, kMaxTextBytes)); }
void appRun() { requireApp().model().run(); }
void appPause() { requireApp().model().runs().pause(); }
void appStep() { requireApp().model().step(); }
void appReset() { requireApp().model().runs().discard(); }
void appCopyLink() { requireApp().copyLink(); }
void appSetFrameBudget(double ms) { requireApp().model().runs().setFrameBudgetMs(ms); }
void appSetStepSize(double units) {
    requireApp().model().runs().setStepSize(units >= 1 ? static_cast<std::uint64_t>(units) : 1);
}
bool appSelectAlgorithm(std::string id) { return requireApp().model().runs().selectAlgorithm(id); }
bool appSetParam(std::string name, std::string text) { return requireApp().model().runs().setParam(name, text); }
bool appResetParams() {
    requireApp().model().runs().resetParams();
    return true;
}
bool appSetSeed(val seed) {
    try {
        requireApp().model().runs().setSeed(seedFrom(seed));
        return true;
    } catch (const std::exception& e) {
        requireApp().showError(e.what());
        return false;
    }
}
bool appLoadPuzzle(std::string text) { return requireApp().loadPuzzleText(text.substr(0, kMaxTextBytes + 1), "script"); }
bool appLoadExample(std::string name) { return requireApp().loadExample(name); }
bool appSetMode(std::string mode) {
    if (mode != "single" && mode != "race") {
        requireApp().showError("unknown mode '" + mode + "' (single or race)");
        return false;
    }
    requireApp().model().runs().setMode(mode == "single" ? Mode::Single : Mode::Race);
    return true;
}
bool appSetRace(val ids) {
    std::vector<std::string> list;
    const int count = ids["length"].isNumber() ? ids["length"].as<int>() : 0;
    for (int i = 0; i < count && i < 64; ++i) list.push_back(val::global("String")(ids[i]).as<std::string>());
    return requireApp().model().runs().setRaceEntrants(list);
}
void appEditCell(int cell, int value) {
    if (value >= 0 && value <= 255) requireApp().model().editCell(cell, static_cast<Value>(value));
}
void appSelectCell(int cell) { requireApp().selectCell(cell); }
void receivePastedText(std::string text) { requireApp().receivePastedText(std::move(text)); }
void showError(std::string message) { requireApp().showError(std::move(message)); }

}  // namespace

EMSCRIPTEN_BINDINGS(sudolab) {
    using namespace emscripten;
    class_<JsSolver>("Solver")
        .function("step", &JsSolver::step)
        .function("restart", &JsSolver::restart)
        .function("snapshot", &JsSolver::snapshot)
        .function("eventsSince", &JsSolver::eventsSince)
        .function("status", &JsSolver::status)
        .function("outcome", &JsSolver::outcome)
        .function("setLimits", &JsSolver::setLimits)
        .function("bestGrid", &JsSolver::bestGrid)
        .function("id", &JsSolver::id);
    function("listSolvers", &listSolvers);
    // Optional trailing arguments: Embind picks the overload by argument count.
    function("parsePuzzles", &parsePuzzles);
    function("parsePuzzles", optional_override([](val text) { return parsePuzzles(text, val::undefined()); }));
    function("formatPuzzle", &formatPuzzle);
    function("formatPuzzle", optional_override([](val text, val format) { return formatPuzzle(text, format, val::undefined()); }));
    function("formatPuzzle", optional_override([](val text) { return formatPuzzle(text, val::undefined(), val::undefined()); }));
    function("createSolver", &createSolver, allow_raw_pointers());
    function("createSolver", optional_override([](val id, val puzzle, val params) {
                 return createSolver(id, puzzle, params, val::undefined());
             }),
             allow_raw_pointers());
    function("createSolver", optional_override([](val id, val puzzle) {
                 return createSolver(id, puzzle, val::undefined(), val::undefined());
             }),
             allow_raw_pointers());
    function("appState", &appState);
    function("frameStats", &frameStats);
    function("resetFrameStats", &resetFrameStats);
    function("openLink", &openLink);
    function("appRun", &appRun);
    function("appPause", &appPause);
    function("appStep", &appStep);
    function("appReset", &appReset);
    function("appCopyLink", &appCopyLink);
    function("appSetFrameBudget", &appSetFrameBudget);
    function("appSetStepSize", &appSetStepSize);
    function("appSelectAlgorithm", &appSelectAlgorithm);
    function("appSetParam", &appSetParam);
    function("appResetParams", &appResetParams);
    function("appSetSeed", &appSetSeed);
    function("appLoadPuzzle", &appLoadPuzzle);
    function("appLoadExample", &appLoadExample);
    function("appSetMode", &appSetMode);
    function("appSetRace", &appSetRace);
    function("appEditCell", &appEditCell);
    function("appSelectCell", &appSelectCell);
    function("receivePastedText", &receivePastedText);
    function("showError", &showError);
    function("setClipboardCache", &sudolab::app::setClipboardCache);
}
