// App commands that reach beyond the model: share links (read, checked and applied whole, or written from
// the model's state), puzzle text and the embedded examples, the clipboard, errors and recovery. A link's
// meaning is decided in core (links/resolve_link): applyLink resolves it, then the model adopts the result.
#include <exception>

#include "app.hpp"
#include "base/errors.hpp"
#include "examples.hpp"
#include "links/puzzle_link.hpp"
#include "links/resolve_link.hpp"
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
    // A link opens the view it was made in: one naming a solver, seed, parameter or race in the lab; a
    // puzzle, a player's progress or a SudokuWiki board in play.
    setView(link.run && link.run->namesRun && link.progress.empty() ? View::Lab : View::Play);
    if (!link.run) return installBoard(link);
    const SharedRun& run = *link.run;
    // The player's progress of a "share my progress" link, with no undo history.
    model_.play().openShared(link.puzzle, link.progress);
    model_.input().setExampleIndex(-1);
    const std::string algorithm(run.solver.info->id);
    ParamsById params;
    params.emplace(algorithm, run.solver.params);
    // A lane of the selected solver already has its set (emplace keeps the first).
    std::vector<std::string> race;
    for (const LinkedSolver& lane : run.race) {
        params.emplace(std::string(lane.info->id), lane.params);
        race.emplace_back(lane.info->id);
    }
    model_.runs().adopt(algorithm, std::move(params), run.seed,
                        run.mode == LinkMode::Race ? race : std::vector<std::string>{});
    model_.messages().error.clear();
    model_.messages().notice = "Opened a shared link.";
    linkDirty_ = true;
}

std::string App::link() const { return encodeShareLink(linkState()); }

SharedState App::linkState() const {
    SharedState state;
    state.puzzle = model_.play().puzzle();
    // In play the link is the puzzle's alone (it opens in play); the lab's names the run (it opens there).
    if (view_ == View::Play) return state;
    state.algorithm = model_.runs().algorithm();
    state.seed = model_.runs().seed();
    state.params = model_.runs().linkParams();
    if (model_.runs().mode() == Mode::Race) state.race = model_.runs().raceEntrants();
    return state;
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
