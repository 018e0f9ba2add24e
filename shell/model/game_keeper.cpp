// The game keeper (game_keeper.hpp).
#include "game_keeper.hpp"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <exception>

#include "base/errors.hpp"

namespace sudolab::app {

namespace {

constexpr const char* kRecentKey = "sudolab.recent";
constexpr const char* kGamePrefix = "sudolab.game.";
constexpr const char* kUnreadablePrefix = "sudolab.unreadable.";
/// The time played is saved this often (seconds) while nothing else changes.
constexpr double kTimeSaveInterval = 10;
/// A longer gap between frames (a hidden tab, a sleeping laptop) does not count as play. An idle page
/// draws a frame a second while the clock runs, a little late under load: two seconds leave room.
constexpr double kMaxTickSeconds = 2;

/// True when no cell holds the player's work: no entry, no mark of either kind, no cell or candidate
/// colour (a board of centre marks or colours alone is work too, kept and saved like entries).
bool emptyBoard(const std::vector<PlayCell>& cells) {
    return std::all_of(cells.begin(), cells.end(), [](const PlayCell& cell) { return cell == PlayCell{}; });
}

/// Where a board's undo history stands: its length and how much of it is applied.
std::pair<std::size_t, std::size_t> historyMark(const PlayBoard& board) {
    return {board.history().size(), board.undoDepth()};
}

}  // namespace

double steadySeconds() {
    return std::chrono::duration<double>(std::chrono::steady_clock::now().time_since_epoch()).count();
}

std::string playTimeText(double seconds) {
    const long total = std::lround(seconds);
    char text[32];
    if (total >= 3600)
        std::snprintf(text, sizeof text, "%ld:%02ld:%02ld", total / 3600, total / 60 % 60, total % 60);
    else
        std::snprintf(text, sizeof text, "%ld:%02ld", total / 60, total % 60);
    return text;
}

std::vector<std::string> GameKeeper::recentKeys() const {
    std::vector<std::string> keys;
    const std::optional<std::string> text = storage_.load(kRecentKey);
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

void GameKeeper::keep(PlaySession& play, const Grid* solution, bool clockRuns, double now) {
    const std::string key = savedGameKey(play.puzzle());
    if (key != gameKey_) adopt(key, play);
    // The app draws (and keeps) only when something changes: ticks come once a second while the clock
    // runs, and a clock that was stopped (a solver's board on show) starts again from this tick.
    if (clockRuns && clockRanAtLastTick_ && !playerSolved_ && lastTick_ > 0)
        secondsPlayed_ += std::min(now - lastTick_, kMaxTickSeconds);
    lastTick_ = now;
    clockRanAtLastTick_ = clockRuns;
    if (!playerSolved_) noteCompletion(play, solution);
    // An undo history that moved counts too (an undo and a new action may leave the same cells).
    const bool changed = play.board().cells() != savedCells_ || historyMark(play.board()) != savedHistory_;
    const bool timeToSave = !emptyBoard(play.board().cells()) && secondsPlayed_ - savedSeconds_ >= kTimeSaveInterval;
    if (changed || timeToSave) save(play);
}

double GameKeeper::nextSecondAt() const { return lastTick_ + (std::floor(secondsPlayed_) + 1 - secondsPlayed_); }

void GameKeeper::adopt(const std::string& key, PlaySession& play) {
    gameKey_ = key;
    secondsPlayed_ = 0;
    savedSeconds_ = 0;
    playerSolved_ = false;
    savedCells_ = play.board().cells();
    savedHistory_ = historyMark(play.board());
    // A board that already holds the player's work (a progress link, a SudokuWiki board) is kept.
    if (!emptyBoard(play.board().cells())) return;
    const std::optional<std::string> text = storage_.load(kGamePrefix + key);
    if (!text) return;
    SavedGame game;
    try {
        game = decodeSavedGame(*text);
        if (game.puzzle.values() != play.puzzle().values()) throw InputError("saved game: it holds another puzzle");
    } catch (const std::exception& e) {
        // Never overwrite what cannot be read: keep it aside, then start this puzzle afresh.
        storeText(kUnreadablePrefix + key, *text);
        messages_.error = std::string("Your saved game of this puzzle cannot be opened (") + e.what() +
                          "); it was kept aside and the puzzle starts afresh.";
        return;
    }
    if (!play.restoreBoard(game.cells, game.history)) return;
    savedCells_ = play.board().cells();
    savedHistory_ = historyMark(play.board());
    secondsPlayed_ = savedSeconds_ = game.secondsPlayed;
    playerSolved_ = game.solved;
    messages_.notice = "Resumed your game: " + std::to_string(play.board().entryCount()) + " entries, " +
                       playTimeText(secondsPlayed_) + " played.";
}

void GameKeeper::noteCompletion(const PlaySession& play, const Grid* solution) {
    if (play.board().entryCount() + play.puzzle().givenCount() != play.puzzle().cellCount()) return;
    if (solution == nullptr || !play.board().check(*solution).solved()) return;
    playerSolved_ = true;
    messages_.notice = "Solved in " + playTimeText(secondsPlayed_) + ". Well done!";
}

void GameKeeper::save(const PlaySession& play) {
    SavedGame game;
    game.puzzle = play.puzzle();
    game.cells = play.board().cells();
    game.history = boundedHistory(play.board().history(), play.board().undoDepth());
    game.secondsPlayed = secondsPlayed_;
    game.solved = playerSolved_;
    game.savedAtMs = storage_.wallClockMs();
    game.source = play.source();
    savedCells_ = game.cells;
    savedHistory_ = historyMark(play.board());
    savedSeconds_ = secondsPlayed_;
    storeText(kGamePrefix + gameKey_, encodeSavedGame(game));
    if (!storageProblem_.empty()) return;
    std::vector<std::string> keys = recentKeys();
    std::erase(keys, gameKey_);
    keys.insert(keys.begin(), gameKey_);
    if (keys.size() > kMaxRecentGames) keys.resize(kMaxRecentGames);
    std::string index;
    for (const std::string& k : keys) index += k + "\n";
    storeText(kRecentKey, index);
}

void GameKeeper::storeText(const std::string& key, const std::string& text) {
    const GameStorage::Result result = storage_.store(key, text);
    std::string problem;
    if (result == GameStorage::Result::Full)
        problem = "Your game is not being saved: the browser's storage for this page is full.";
    else if (result == GameStorage::Result::Unavailable)
        problem =
            "Your game is not being saved: this browser does not let the page store data (private mode or "
            "blocked storage).";
    // Said once when it starts (and again if it comes back after working): the game goes on either way.
    if (!problem.empty() && problem != storageProblem_)
        messages_.error = problem + " Play on: \"Share progress\" copies a link that keeps your entries and marks.";
    storageProblem_ = problem;
}

std::vector<RecentGame> GameKeeper::recentGames() const {
    std::vector<RecentGame> games;
    for (const std::string& key : recentKeys()) {
        const std::optional<std::string> text = storage_.load(kGamePrefix + key);
        if (!text) continue;
        try {
            games.push_back({key, decodeSavedGame(*text)});
        } catch (const std::exception&) {
            // Listed by name only where it can be read; opening it says why not (load).
        }
    }
    return games;
}

std::optional<SavedGame> GameKeeper::load(const std::string& key) {
    const std::optional<std::string> text = storage_.load(kGamePrefix + key);
    if (!text) {
        messages_.error = "That saved game is no longer in the browser's storage.";
        return std::nullopt;
    }
    try {
        return decodeSavedGame(*text);
    } catch (const std::exception& e) {
        messages_.error = std::string("That saved game cannot be opened: ") + e.what();
        return std::nullopt;
    }
}

}  // namespace sudolab::app
