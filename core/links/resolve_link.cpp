#include "links/resolve_link.hpp"

#include <optional>
#include <span>
#include <stdexcept>

#include "base/errors.hpp"
#include "links/puzzle_link.hpp"
#include "links/share_link.hpp"
#include "play/progress_code.hpp"
#include "run/registry.hpp"

namespace sudolab {

namespace {

[[noreturn]] void failAt(const std::string& what, std::size_t position) {
    throw InputError("link: " + what + " (at character " + std::to_string(position + 1) + ")");
}

/// The registry's solver `id` (from the link's text at `at`); `role` says which part named it.
const SolverInfo& solverAt(const std::string& id, std::string_view role, std::size_t at) {
    if (const SolverInfo* info = findSolver(id)) return *info;
    failAt("unknown " + std::string(role) + " '" + id + "' (known: " + solverIdList() + ")", at);
}

/// One `x.` part as the link set it, kept to locate rule errors and to refuse a second setting.
struct ParamSetting {
    const SolverInfo* solver;
    std::string name;
    std::size_t at;
};

/// The run's solver with this id (the selected one or a lane), or nullptr.
LinkedSolver* ownerOf(SharedRun& run, std::string_view id) {
    if (run.solver.info->id == id) return &run.solver;
    for (LinkedSolver& lane : run.race)
        if (lane.info->id == id) return &lane;
    return nullptr;
}

/// Applies one `x.<name>=<value>` (or `x.<solver id>.<name>=<value>`) part to the solver it names.
void applyParam(SharedRun& run, const std::string& key, const std::string& text, std::size_t at,
                std::vector<ParamSetting>& settings) {
    const std::size_t dot = key.find('.');
    const std::string ownerId = dot == std::string::npos ? std::string(run.solver.info->id) : key.substr(0, dot);
    const std::string name = dot == std::string::npos ? key : key.substr(dot + 1);
    LinkedSolver* owner = ownerOf(run, ownerId);
    if (owner == nullptr)
        failAt("parameter '" + key + "' names solver '" + ownerId + "', which is not in this link", at);
    // x.rho and x.acs.rho set one parameter when acs is selected: the second would silently win.
    for (const ParamSetting& setting : settings)
        if (setting.solver == owner->info && setting.name == name)
            throw InputError("link: parameter '" + name + "' of " + ownerId + " is set twice (at characters " +
                             std::to_string(setting.at + 1) + " and " + std::to_string(at + 1) + ")");
    try {
        owner->params.set(name, text);
    } catch (const InputError& e) {
        failAt(e.what(), at);
    }
    settings.push_back({owner->info, name, at});
}

/// Where the link set parameter `name` of `solver`, if it did.
std::optional<std::size_t> settingAt(const std::vector<ParamSetting>& settings, const SolverInfo* solver,
                                     std::string_view name) {
    for (const ParamSetting& setting : settings)
        if (setting.solver == solver && setting.name == name) return setting.at;
    return std::nullopt;
}

/// Checks the rules of one solver's set, one rule at a time so the error points at the part that broke it.
void checkRules(const LinkedSolver& solver, const std::vector<ParamSetting>& settings, std::size_t namedAt) {
    for (const ParamRule& rule : solver.info->paramRules) {
        try {
            checkParamRules(solver.params, std::span<const ParamRule>(&rule, 1));
        } catch (const InputError& e) {
            const auto at = settingAt(settings, solver.info, rule.lesser);
            failAt(e.what(), at ? *at : settingAt(settings, solver.info, rule.greater).value_or(namedAt));
        }
    }
}

/// The solvers of a share link (selected one and lanes) with their defaults.
SharedRun solversOf(const SharedState& state) {
    SharedRun run;
    const SolverInfo& selected =
        state.algorithm.empty() ? defaultLinkSolver() : solverAt(state.algorithm, "algorithm", state.algorithmAt);
    run.solver = {&selected, ParamSet(selected.params)};
    for (std::size_t i = 0; i < state.race.size(); ++i) {
        const SolverInfo& lane = solverAt(state.race[i], "race solver", state.raceAt[i]);
        run.race.push_back({&lane, ParamSet(lane.params)});
    }
    run.mode = state.race.empty() ? LinkMode::Single : LinkMode::Race;
    run.seed = state.seed.value_or(kDefaultLinkSeed);
    run.namesRun = !state.algorithm.empty() || state.seed.has_value() || !state.params.empty() || !state.race.empty();
    return run;
}

/// The run of a share link: solvers from the registry, parameters through their tables and rules.
SharedRun runOf(const SharedState& state) {
    SharedRun run = solversOf(state);
    std::vector<ParamSetting> settings;
    for (std::size_t i = 0; i < state.params.size(); ++i)
        applyParam(run, state.params[i].first, state.params[i].second, state.paramsAt[i], settings);
    checkRules(run.solver, settings, state.algorithmAt);
    for (std::size_t i = 0; i < run.race.size(); ++i) {
        // A lane of the selected solver runs with the selected solver's parameters (one set per solver).
        if (run.race[i].info == run.solver.info)
            run.race[i].params = run.solver.params;
        else
            checkRules(run.race[i], settings, state.raceAt[i]);
    }
    return run;
}

ResolvedLink resolveShare(const SharedState& state) {
    ResolvedLink link;
    link.puzzle = state.puzzle;
    link.run = runOf(state);
    if (!state.progress.empty()) {
        try {
            link.progress = decodeProgress(state.progress, state.puzzle, state.progressAt);
        } catch (const InputError& e) {
            throw InputError("link: " + std::string(e.what()) + " (in the progress part, which starts at character " +
                             std::to_string(state.progressAt + 1) + ")");
        }
    }
    return link;
}

ResolvedLink resolveBoard(const ImportedBoard& board) {
    ResolvedLink link;
    link.source = LinkSource::SudokuWiki;
    link.puzzle = board.puzzle;
    std::vector<PlayCell> cells(board.entries.size());
    bool any = false;
    for (std::size_t cell = 0; cell < cells.size(); ++cell) {
        cells[cell] = {board.entries[cell], board.marks[cell]};
        any = any || cells[cell] != PlayCell{};
    }
    if (any) link.progress = std::move(cells);
    return link;
}

bool sameSolver(const LinkedSolver& a, const LinkedSolver& b) {
    return a.info == b.info && a.params.values() == b.params.values();
}

bool sameRun(const SharedRun& a, const SharedRun& b) {
    if (a.mode != b.mode || a.seed != b.seed || !sameSolver(a.solver, b.solver) || a.race.size() != b.race.size())
        return false;
    for (std::size_t i = 0; i < a.race.size(); ++i)
        if (!sameSolver(a.race[i], b.race[i])) return false;
    return true;
}

/// The text form of a run's solvers and seed in `state` (App::link's layout: x.<name> for the selected
/// solver, x.<id>.<name> for the other lanes).
void writeRun(const SharedRun& run, SharedState& state) {
    state.algorithm = std::string(run.solver.info->id);
    state.seed = run.seed;
    state.params = run.solver.params.nonDefaults();
    for (const LinkedSolver& lane : run.race) {
        state.race.emplace_back(lane.info->id);
        if (lane.info == run.solver.info) continue;
        for (auto& [name, text] : lane.params.nonDefaults())
            state.params.emplace_back(std::string(lane.info->id) + "." + name, text);
    }
}

}  // namespace

const SolverInfo& defaultLinkSolver() {
    if (const SolverInfo* colony = findSolver("acs")) return *colony;
    const auto solvers = solverRegistry();
    if (solvers.empty()) throw std::logic_error("no solver is registered");
    return solvers.front();
}

ResolvedLink resolveSharedLink(std::string_view text) {
    // Text that is not a link by looksLikeLink's rule (a bare 81-character grid, "a=dlx&p=...") is read
    // as a share fragment: callers pass only what is meant as a link (an address bar, --link).
    PuzzleLink syntax;
    if (looksLikeLink(text))
        syntax = readPuzzleLink(text);
    else
        syntax.shared = decodeShareLink(text);
    if (syntax.kind == PuzzleLink::Kind::SudokuWiki) return resolveBoard(syntax.board);
    try {
        return resolveShare(syntax.shared);
    } catch (const InputError& e) {
        if (syntax.fragmentAt == 0) throw;
        throw InputError(inLinkFragment(e.what(), syntax.fragmentAt));
    }
}

std::string encodeResolvedLink(const ResolvedLink& link) {
    SharedState state;
    state.puzzle = link.puzzle;
    if (link.run) writeRun(*link.run, state);
    if (!link.progress.empty()) state.progress = encodeProgress(link.progress);
    return encodeShareLink(state);
}

bool sameMeaning(const ResolvedLink& a, const ResolvedLink& b) {
    if (a.source != b.source || !(a.puzzle == b.puzzle) || a.progress != b.progress) return false;
    if (a.run.has_value() != b.run.has_value()) return false;
    return !a.run || sameRun(*a.run, *b.run);
}

}  // namespace sudolab
