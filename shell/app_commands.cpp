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
#include "links/share_link.hpp"
#include "platform.hpp"
#include "run/registry.hpp"
#include "text/format.hpp"

namespace sudolab::app {

void App::showError(std::string message) { messages_.error = std::move(message); }

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

    playSession_.openShared(state.puzzle, progress);
    puzzleInput_.setExampleIndex(-1);
    runSession_.adopt(algorithm, std::move(params), state.seed.value_or(1), state.race);
    messages_.error.clear();
    messages_.notice = "Opened a shared link.";
    linkDirty_ = true;
    return true;
}

std::string App::link() const {
    SharedState state;
    state.puzzle = playSession_.puzzle();
    state.algorithm = runSession_.algorithm();
    state.seed = runSession_.seed();
    state.params = runSession_.linkParams();
    if (runSession_.mode() == Mode::Race) state.race = runSession_.raceEntrants();
    return encodeShareLink(state);
}

bool App::loadPuzzleText(std::string_view text, std::string_view source) {
    if (puzzleInput_.refuseTooLong(text.size())) return false;
    // A link pasted where a puzzle is expected opens what it encodes (or says exactly why it cannot).
    if (looksLikeLink(text)) return openPastedLink(text);
    return showInputPuzzle(puzzleInput_.read(text, source));
}

bool App::showInputPuzzle(std::optional<InputPuzzle> input) {
    if (!input) return false;
    setPuzzle(input->puzzle, std::move(input->source));
    messages_.error.clear();
    messages_.notice = std::move(input->notice);
    return true;
}

bool App::loadExample(std::string_view name) {
    const Example* example = findExample(name);
    if (example == nullptr) {
        showError("No example named '" + std::string(name) + "'.");
        return false;
    }
    if (!loadPuzzleText(example->text, example->name)) return false;
    for (std::size_t i = 0; i < examples().size(); ++i)
        if (&examples()[i] == example) puzzleInput_.setExampleIndex(static_cast<int>(i));
    return true;
}

bool App::generatePuzzle() { return showInputPuzzle(puzzleInput_.generate()); }

void App::setPuzzle(const Grid& puzzle, std::string source) {
    discardRuns();
    playSession_.setPuzzle(puzzle, std::move(source));
    puzzleInput_.setExampleIndex(-1);  // loadExample sets it again
    messages_.notice.clear();
    linkDirty_ = true;
}







void App::run() { runSession_.run(playSession_.puzzle(), &playSession_.uniqueness()); }


void App::step() { runSession_.step(playSession_.puzzle(), &playSession_.uniqueness()); }





void App::editCell(int cell, Value value) {
    const bool runOnShow = runSession_.current() != nullptr || !runSession_.race().empty();
    if (!playSession_.editCell(cell, value, runOnShow)) return;
    discardRuns();
    puzzleInput_.setExampleIndex(-1);
    linkDirty_ = true;
}

void App::clearPuzzle() {
    discardRuns();
    playSession_.clearPuzzle();
    puzzleInput_.setExampleIndex(-1);
    messages_.notice = "An empty board: type the puzzle's givens (Undo brings the previous puzzle back).";
    linkDirty_ = true;
}


void App::receivePastedText(std::string text) {
    if (puzzleInput_.receivePaste(std::move(text))) loadPuzzleText(puzzleInput_.pasteText(), "pasted");
}

void App::copyLink() {
    platform::copyText(platform::linkFor(link()));
    messages_.notice = "Link copied to the clipboard.";
}

}  // namespace sudolab::app
