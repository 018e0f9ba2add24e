// Never lose a game: the player's board is saved on every change (and the time played every few
// seconds), a puzzle's game is resumed when the puzzle is opened again (a reload, a link, the list of
// recent games), a finished board is noticed, and storage that is full or disabled is said once while the
// game goes on. Where the text is kept is a GameStorage: the browser's localStorage or memory (the app,
// through platform.hpp), a map in the tests.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "messages.hpp"
#include "play_save.hpp"
#include "play_session.hpp"

namespace sudolab::app {

/// Seconds of a steady clock: the keeper's time base in the app.
double steadySeconds();

/// A time played as "m:ss" (or "h:mm:ss").
std::string playTimeText(double seconds);

/// Text kept between visits under string keys.
class GameStorage {
public:
    /// What became of text handed to store().
    enum class Result { Saved, Full, Unavailable };
    virtual ~GameStorage() = default;
    virtual Result store(const std::string& key, const std::string& text) = 0;
    /// The text kept under `key`, or nullopt (none, or no storage).
    virtual std::optional<std::string> load(const std::string& key) const = 0;
    /// Milliseconds since 1970 (the wall clock: when a game was saved).
    virtual std::int64_t wallClockMs() const = 0;
};

/// A game of the list of recent games (newest first).
struct RecentGame {
    std::string key;
    SavedGame game;
};

class GameKeeper {
public:
    /// Games listed as recent (older ones stay in storage but drop off the list).
    static constexpr std::size_t kMaxRecentGames = 12;

    GameKeeper(GameStorage& storage, Messages& messages) : storage_(storage), messages_(messages) {}

    /// Once a frame, `now` in seconds of a steady clock: starts keeping the game of the puzzle on the
    /// board (resuming its saved game if the board is empty), advances the time played while
    /// `clockRuns` (the player's board is on show), notices a board solved against `solution`, and
    /// saves when the board changed or some time went by.
    void keep(PlaySession& play, const Grid* solution, bool clockRuns, double now);
    /// Forgets which game is kept, so that the next keep() adopts (and resumes) the puzzle's game.
    void forgetCurrent() { gameKey_.clear(); }
    /// The keys of the recent games, newest first.
    std::vector<std::string> recentKeys() const;
    /// The recent games that can be read (at most kMaxRecentGames).
    std::vector<RecentGame> recentGames() const;
    /// A saved game by key; nullopt + an error saying why it cannot be opened.
    std::optional<SavedGame> load(const std::string& key);

    /// The key of the game kept ("" before the first keep()).
    const std::string& currentKey() const { return gameKey_; }
    /// Time spent on this puzzle's game (seconds).
    double secondsPlayed() const { return secondsPlayed_; }
    /// When (steady seconds) the shown time played turns to its next whole second, if the clock runs on.
    double nextSecondAt() const;
    /// True once the player filled the board and every entry matches the solution.
    bool playerSolved() const { return playerSolved_; }
    /// Why the game is not being saved ("" while saving works).
    const std::string& storageProblem() const { return storageProblem_; }

private:
    void adopt(const std::string& key, PlaySession& play);
    void noteCompletion(const PlaySession& play, const Grid* solution);
    void save(const PlaySession& play);
    void storeText(const std::string& key, const std::string& text);

    GameStorage& storage_;
    Messages& messages_;
    std::string gameKey_;
    std::vector<PlayCell> savedCells_;  ///< the board as last saved
    std::pair<std::size_t, std::size_t> savedHistory_;  ///< its undo history's length and depth then
    double secondsPlayed_ = 0;
    double savedSeconds_ = 0;
    double lastTick_ = 0;
    bool clockRanAtLastTick_ = false;  ///< time counts from a tick at which the clock already ran
    bool playerSolved_ = false;
    std::string storageProblem_;
};

}  // namespace sudolab::app
