// App commands that reach beyond the model: share links (read, checked and applied whole, or written from
// the model's state), puzzle text and the embedded examples, the clipboard, errors and recovery. The
// link's meaning is decided here until core/links/ resolves a link to a typed state in one function;
// then applyLink becomes: resolve, then AppModel adopts the result.
#include <exception>

#include "app.hpp"
#include "base/errors.hpp"
#include "examples.hpp"
#include "links/puzzle_link.hpp"
#include "links/share_link.hpp"
#include "platform.hpp"
#include "run/registry.hpp"
#include "text/format.hpp"

namespace sudolab::app {

void App::showError(std::string message) { model_.messages().error = std::move(message); }

void App::recover(const std::string& what) {
    discardRuns();
    showError("Unexpected error, the run was stopped: " + what);
}

bool App::openLink(std::string_view fragment) {
    if (applyLink(fragment)) return true;
    // The address bar holds the rejected link while the app kept its state: a reload would open the
    // bad link (or nothing) and lose that state. Put the kept state's link back on the next frame.
    publishedLink_.clear();
    linkDirty_ = true;
    return false;
}

bool App::applyLink(std::string_view fragment) {
    SharedState state;
    try {
        state = decodeShareLink(fragment);
    } catch (const std::exception& e) {
        showError(e.what());
        return false;
    }
    // Validate everything before changing anything: a bad link leaves the app as it was. Fields the
    // link leaves out take their defaults, so a link always means the same state.
    const std::string algorithm = state.algorithm.empty() ? defaultAlgorithm() : state.algorithm;
    const SolverInfo* info = findSolver(algorithm);
    if (info == nullptr) {
        showError("link: unknown algorithm '" + algorithm + "' (known: " + solverIdList() + ")");
        return false;
    }
    ParamsById params;
    params.emplace(algorithm, ParamSet(info->params));
    std::vector<PlayCell> progress;
    for (const std::string& id : state.race) {
        const SolverInfo* entrant = findSolver(id);
        if (entrant == nullptr) {
            showError("link: unknown race solver '" + id + "' (known: " + solverIdList() + ")");
            return false;
        }
        params.emplace(id, ParamSet(entrant->params));
    }
    try {
        for (const auto& [name, text] : state.params) {
            const std::size_t dot = name.find('.');
            const std::string owner = dot == std::string::npos ? algorithm : name.substr(0, dot);
            const auto it = params.find(owner);
            if (it == params.end())
                throw InputError("parameter '" + name + "' names solver '" + owner + "', which is not in this link");
            it->second.set(dot == std::string::npos ? name : name.substr(dot + 1), text);
        }
        // The rules between a solver's parameters, as the CLI and bench check them: a link carrying a
        // setting its mode would ignore (or elites above samples) is refused here, not at Run.
        for (const auto& [id, set] : params) checkParamRules(set, requireSolver(id).paramRules);
        if (!state.progress.empty()) progress = decodeProgress(state.progress, state.puzzle, state.progressAt);
    } catch (const std::exception& e) {
        showError(std::string("link: ") + e.what());
        return false;
    }

    model_.play().openShared(state.puzzle, progress);
    model_.input().setExampleIndex(-1);
    model_.runs().adopt(algorithm, std::move(params), state.seed.value_or(1), state.race);
    model_.messages().error.clear();
    model_.messages().notice = "Opened a shared link.";
    linkDirty_ = true;
    return true;
}

std::string App::link() const {
    SharedState state;
    state.puzzle = model_.play().puzzle();
    state.algorithm = model_.runs().algorithm();
    state.seed = model_.runs().seed();
    state.params = model_.runs().linkParams();
    if (model_.runs().mode() == Mode::Race) state.race = model_.runs().raceEntrants();
    return encodeShareLink(state);
}

bool App::loadPuzzleText(std::string_view text, std::string_view source) {
    if (model_.input().refuseTooLong(text.size())) return false;
    // A link pasted where a puzzle is expected opens what it encodes (or says exactly why it cannot).
    if (looksLikeLink(text)) return openPastedLink(text);
    return model_.showInput(model_.input().read(text, source));
}

bool App::loadExample(std::string_view name) {
    const Example* example = findExample(name);
    if (example == nullptr) {
        showError("No example named '" + std::string(name) + "'.");
        return false;
    }
    if (!loadPuzzleText(example->text, example->name)) return false;
    for (std::size_t i = 0; i < examples().size(); ++i)
        if (&examples()[i] == example) model_.input().setExampleIndex(static_cast<int>(i));
    return true;
}

void App::receivePastedText(std::string text) {
    if (model_.input().receivePaste(std::move(text))) loadPuzzleText(model_.input().pasteText(), "pasted");
}

void App::copyLink() {
    platform::copyText(platform::linkFor(link()));
    model_.messages().notice = "Link copied to the clipboard.";
}

}  // namespace sudolab::app
