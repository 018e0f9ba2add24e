// The commands that span the model's components (app_model.hpp).
#include "app_model.hpp"

#include <algorithm>
#include <exception>

namespace sudolab::app {

namespace {

/// Time a frame gives to making a puzzle: a 60 Hz frame has 16.7 ms, the UI takes a few of them.
constexpr double kMakerSliceSeconds = 0.006;

}  // namespace

const Grid* AppModel::knownSolution() const {
    // The checked outcome, not the solver's claim: a solution the checker rejected must not mark cells wrong.
    if (const Grid* solution = runs_.solution()) return solution;
    return play_.uniqueSolution();
}

void AppModel::setPuzzle(const Grid& puzzle, std::string source) {
    maker_.cancel();
    runs_.discard();
    play_.setPuzzle(puzzle, std::move(source));
    input_.setExampleIndex(-1);  // loading an example sets it again
    messages_.notice.clear();
}

bool AppModel::showInput(std::optional<InputPuzzle> input) {
    if (!input) return false;
    setPuzzle(input->puzzle, std::move(input->source));
    messages_.error.clear();
    messages_.notice = std::move(input->notice);
    return true;
}

void AppModel::typeValue(Value value) {
    // A colour key picks the pen for candidates even with no cell selected.
    if (play_.entryMode() == EntryMode::Colour && value != 0) play_.setPenColour(value - 1);
    const int cell = play_.selectedCell();
    if (cell < 0 || cell >= play_.puzzle().cellCount()) return;
    if (play_.editGivens()) {
        editCell(cell, value);
        return;
    }
    // The board shows the player's grid again (a run's board would hide the entry).
    if (play_.typeEntry(value)) runs_.discard();
}

void AppModel::toggleMark(Value value, MarkKind kind) {
    if (play_.toggleMark(value, kind)) runs_.discard();
}

void AppModel::colourMark(int cell, Value value) {
    if (play_.colourMark(cell, value)) runs_.discard();
}

void AppModel::undo() { afterUndo(play_.undo()); }

void AppModel::redo() { afterUndo(play_.redo()); }

void AppModel::afterUndo(PlayChange change) {
    if (change == PlayChange::None) return;
    runs_.discard();
    if (change == PlayChange::Givens) input_.setExampleIndex(-1);
}

void AppModel::autoFillMarks() {
    const int changed = play_.autoFillMarks();
    runs_.discard();
    messages_.notice = "Pencil marks filled in " + std::to_string(changed) + " cells.";
}

void AppModel::checkEntries() { play_.checkEntries(knownSolution()); }

std::vector<int> AppModel::wrongOnShow() const {
    std::vector<int> wrong = play_.wrongCells();
    const Grid* solution = knownSolution();
    if (!play_.settings().showMistakes || solution == nullptr) return wrong;
    for (int cell : play_.board().check(*solution).wrong)
        if (std::find(wrong.begin(), wrong.end(), cell) == wrong.end()) wrong.push_back(cell);
    return wrong;
}

void AppModel::loadSettings() {
    const std::optional<std::string> text = storage_.load(std::string(kSettingsKey));
    if (!text) return;
    try {
        play_.setSettings(decodeSettings(*text));
    } catch (const std::exception& e) {
        messages_.error = std::string("Your settings could not be read, so the defaults are used: ") + e.what();
    }
}

void AppModel::changeSettings(const PlaySettings& settings) {
    play_.setSettings(settings);
    switch (storage_.store(std::string(kSettingsKey), encodeSettings(settings))) {
        case GameStorage::Result::Saved: settingsProblem_.clear(); break;
        case GameStorage::Result::Full:
            settingsProblem_ = "Settings apply now but are not remembered: the browser's storage for this page is full.";
            break;
        case GameStorage::Result::Unavailable:
            settingsProblem_ = "Settings apply now but are not remembered: this browser does not let the page store "
                               "anything (storage is off, or a private window).";
            break;
    }
}

void AppModel::editCell(int cell, Value value) {
    const bool runOnShow = runs_.current() != nullptr || !runs_.race().empty();
    if (!play_.editCell(cell, value, runOnShow)) return;
    runs_.discard();
    input_.setExampleIndex(-1);
}

void AppModel::clearPuzzle() {
    runs_.discard();
    play_.clearPuzzle();
    input_.setExampleIndex(-1);
    messages_.notice = "An empty board: type the puzzle's givens (Undo brings the previous puzzle back).";
}

void AppModel::hintPressed() {
    if (runs_.mode() != Mode::Single) return;
    // The hint is about the player's board: a run's board on show would hide it.
    runs_.discard();
    play_.hintPressed(knownSolution());
}

void AppModel::run() { runs_.run(play_.puzzle(), &play_.uniqueness()); }

void AppModel::step() { runs_.step(play_.puzzle(), &play_.uniqueness()); }

void AppModel::advanceMaker() {
    if (!maker_.busy()) return;
    std::optional<GradedPuzzle> made = maker_.advance(kMakerSliceSeconds);
    if (!maker_.failure().empty()) messages_.error = maker_.failure();
    if (!made) return;
    messages_.error.clear();
    // The daily puzzle asked for again while it is on the board: the game goes on as it is.
    if (made->puzzle == play_.puzzle()) {
        messages_.notice = made->source + ": your game goes on.";
        return;
    }
    setPuzzle(made->puzzle, made->source);
    // A puzzle played before (the daily of a date) resumes from its save at the next keepGame.
    games_.forgetCurrent();
    messages_.notice = made->source + ": a puzzle with one solution.";
}

bool AppModel::advanceFrame() {
    advanceMaker();
    if (play_.advanceChecks(runs_.running())) runs_.stopHopeless(play_.uniqueness());
    return runs_.advanceFrame();
}

bool AppModel::busy() const {
    return runs_.running() || maker_.busy() || !play_.uniqueness().finished() || play_.hints().grading();
}

bool AppModel::clockRuns() const {
    return runs_.mode() == Mode::Single && runs_.current() == nullptr && !games_.playerSolved();
}

void AppModel::keepGame(double now) { games_.keep(play_, knownSolution(), clockRuns(), now); }

bool AppModel::openSavedGame(const std::string& key, double now) {
    const std::optional<SavedGame> game = games_.load(key);
    if (!game) return false;
    setPuzzle(game->puzzle, game->source.empty() ? std::string("saved game") : game->source);
    // The game itself is resumed from the same storage by the keeper, now.
    games_.forgetCurrent();
    keepGame(now);
    return true;
}

bool AppModel::resumeLatestGame(double now) {
    for (const std::string& key : games_.recentKeys())
        if (openSavedGame(key, now)) return true;
    messages_.error.clear();
    return false;
}

}  // namespace sudolab::app
