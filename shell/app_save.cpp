// Never lose a game: the player's board is saved to the browser's storage on every change (and the time
// played every few seconds), a puzzle's game is resumed when the puzzle is opened again (a reload, a
// link, the list of recent games), and "share my progress" links carry entries and marks. Storage that
// is full or disabled is said once, and the game goes on.
#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>

#include "app.hpp"
#include "base/errors.hpp"
#include "links/share_link.hpp"
#include "platform.hpp"

namespace sudolab::app {

namespace {

constexpr const char* kRecentKey = "sudolab.recent";
constexpr const char* kGamePrefix = "sudolab.game.";
constexpr const char* kUnreadablePrefix = "sudolab.unreadable.";
/// Games listed as recent (older ones stay in storage but drop off the list).
constexpr std::size_t kMaxRecentGames = 12;
/// The time played is saved this often (seconds) while nothing else changes.
constexpr double kTimeSaveInterval = 10;
/// A longer gap between frames (a hidden tab, a sleeping laptop) does not count as play.
constexpr double kMaxTickSeconds = 1;

double nowSeconds() {
    return std::chrono::duration<double>(std::chrono::steady_clock::now().time_since_epoch()).count();
}

bool emptyBoard(const std::vector<PlayCell>& cells) {
    return std::all_of(cells.begin(), cells.end(), [](const PlayCell& cell) { return cell.entry == 0 && cell.marks == 0; });
}

/// The keys of the recent games, newest first.
std::vector<std::string> recentKeys() {
    std::vector<std::string> keys;
    const std::optional<std::string> text = platform::loadText(kRecentKey);
    if (!text) return keys;
    std::size_t start = 0;
    while (start < text->size()) {
        std::size_t end = text->find('\n', start);
        if (end == std::string::npos) end = text->size();
        if (end > start) keys.push_back(text->substr(start, end - start));
        start = end + 1;
    }
    return keys;
}

}  // namespace

std::string playTimeText(double seconds) {
    const long total = std::lround(seconds);
    char text[32];
    if (total >= 3600) std::snprintf(text, sizeof text, "%ld:%02ld:%02ld", total / 3600, total / 60 % 60, total % 60);
    else std::snprintf(text, sizeof text, "%ld:%02ld", total / 60, total % 60);
    return text;
}

void App::keepGame() {
    const std::string key = savedGameKey(playSession_.puzzle());
    if (key != gameKey_) adoptGame(key);
    const double now = nowSeconds();
    const bool playing = runSession_.mode() == Mode::Single && runSession_.current() == nullptr && !playerSolved_ && lastTick_ > 0;
    if (playing) secondsPlayed_ += std::min(now - lastTick_, kMaxTickSeconds);
    lastTick_ = now;
    if (!playerSolved_) noteCompletion();
    const bool changed = playSession_.board().cells() != savedCells_;
    const bool timeToSave = !emptyBoard(playSession_.board().cells()) && secondsPlayed_ - savedSeconds_ >= kTimeSaveInterval;
    if (changed || timeToSave) saveGame();
}

void App::adoptGame(const std::string& key) {
    gameKey_ = key;
    secondsPlayed_ = 0;
    savedSeconds_ = 0;
    playerSolved_ = false;
    savedCells_ = playSession_.board().cells();
    // A board that already holds the player's work (a progress link, a SudokuWiki board) is kept.
    if (!emptyBoard(playSession_.board().cells())) return;
    const std::optional<std::string> text = platform::loadText(kGamePrefix + key);
    if (!text) return;
    SavedGame game;
    try {
        game = decodeSavedGame(*text);
        if (game.puzzle.values() != playSession_.puzzle().values()) throw InputError("saved game: it holds another puzzle");
    } catch (const std::exception& e) {
        // Never overwrite what cannot be read: keep it aside, then start this puzzle afresh.
        storeGameText(kUnreadablePrefix + key, *text);
        showError(std::string("Your saved game of this puzzle cannot be opened (") + e.what() +
                  "); it was kept aside and the puzzle starts afresh.");
        return;
    }
    if (!playSession_.restoreBoard(game.cells)) return;
    savedCells_ = playSession_.board().cells();
    secondsPlayed_ = savedSeconds_ = game.secondsPlayed;
    playerSolved_ = game.solved;
    messages_.notice = "Resumed your game: " + std::to_string(playSession_.board().entryCount()) + " entries, " + playTimeText(secondsPlayed_) +
              " played.";
}

void App::noteCompletion() {
    if (playSession_.board().entryCount() + playSession_.puzzle().givenCount() != playSession_.puzzle().cellCount()) return;
    const Grid* solution = knownSolution();
    if (solution == nullptr || !playSession_.board().check(*solution).solved()) return;
    playerSolved_ = true;
    messages_.notice = "Solved in " + playTimeText(secondsPlayed_) + ". Well done!";
}

void App::saveGame() {
    SavedGame game;
    game.puzzle = playSession_.puzzle();
    game.cells = playSession_.board().cells();
    game.secondsPlayed = secondsPlayed_;
    game.solved = playerSolved_;
    game.savedAtMs = platform::wallClockMs();
    game.source = playSession_.source();
    savedCells_ = game.cells;
    savedSeconds_ = secondsPlayed_;
    storeGameText(kGamePrefix + gameKey_, encodeSavedGame(game));
    if (!storageProblem_.empty()) return;
    std::vector<std::string> keys = recentKeys();
    std::erase(keys, gameKey_);
    keys.insert(keys.begin(), gameKey_);
    if (keys.size() > kMaxRecentGames) keys.resize(kMaxRecentGames);
    std::string index;
    for (const std::string& k : keys) index += k + "\n";
    storeGameText(kRecentKey, index);
}

void App::storeGameText(const std::string& key, const std::string& text) {
    const platform::StoreResult result = platform::storeText(key, text);
    std::string problem;
    if (result == platform::StoreResult::Full)
        problem = "Your game is not being saved: the browser's storage for this page is full.";
    else if (result == platform::StoreResult::Unavailable)
        problem = "Your game is not being saved: this browser does not let the page store data (private mode or "
                  "blocked storage).";
    // Said once when it starts (and again if it comes back after working): the game goes on either way.
    if (!problem.empty() && problem != storageProblem_)
        showError(problem + " Play on: \"Share progress\" copies a link that keeps your entries and marks.");
    storageProblem_ = problem;
}

bool App::resumeLatestGame() {
    for (const std::string& key : recentKeys())
        if (openRecentGame(key)) return true;
    messages_.error.clear();
    return false;
}

std::vector<App::RecentGame> App::recentGames() const {
    std::vector<RecentGame> games;
    for (const std::string& key : recentKeys()) {
        const std::optional<std::string> text = platform::loadText(kGamePrefix + key);
        if (!text) continue;
        try {
            games.push_back({key, decodeSavedGame(*text)});
        } catch (const std::exception&) {
            // Listed by name only where it can be read; opening it says why not (openRecentGame).
        }
    }
    return games;
}

bool App::openRecentGame(const std::string& key) {
    const std::optional<std::string> text = platform::loadText(kGamePrefix + key);
    if (!text) {
        showError("That saved game is no longer in the browser's storage.");
        return false;
    }
    try {
        const SavedGame game = decodeSavedGame(*text);
        setPuzzle(game.puzzle, game.source.empty() ? std::string("saved game") : game.source);
        // The game itself is resumed by keepGame() in this frame, from the same storage.
        gameKey_.clear();
        keepGame();
        return true;
    } catch (const std::exception& e) {
        showError(std::string("That saved game cannot be opened: ") + e.what());
        return false;
    }
}

std::string App::progressLink() const {
    SharedState state = decodeShareLink(link());
    state.progress = encodeProgress(playSession_.board().cells());
    return encodeShareLink(state);
}

void App::copyProgressLink() {
    platform::copyText(platform::linkFor(progressLink()));
    messages_.notice = "Link with your progress (" + std::to_string(playSession_.board().entryCount()) + " entries and your pencil marks) copied.";
}

}  // namespace sudolab::app
