// Saved games in the app: the game keeper (model/game_keeper.hpp) over the platform's storage (the
// browser's localStorage; memory natively), the recent games, and "share my progress" links.
#include <chrono>

#include "app.hpp"
#include "links/share_link.hpp"
#include "platform.hpp"

namespace sudolab::app {

namespace {

double nowSeconds() {
    return std::chrono::duration<double>(std::chrono::steady_clock::now().time_since_epoch()).count();
}

/// The game keeper's storage: the platform's.
class PlatformStorage : public GameStorage {
public:
    Result store(const std::string& key, const std::string& text) override {
        switch (platform::storeText(key, text)) {
            case platform::StoreResult::Saved: return Result::Saved;
            case platform::StoreResult::Full: return Result::Full;
            case platform::StoreResult::Unavailable: return Result::Unavailable;
        }
        return Result::Unavailable;
    }
    std::optional<std::string> load(const std::string& key) const override { return platform::loadText(key); }
    std::int64_t wallClockMs() const override { return platform::wallClockMs(); }
};

}  // namespace

GameStorage& App::platformStorage() {
    static PlatformStorage storage;
    return storage;
}

void App::keepGame() {
    // The clock runs while the player's own board is on show (a solver's board pauses it).
    const bool clockRuns = runSession_.mode() == Mode::Single && runSession_.current() == nullptr;
    gameKeeper_.keep(playSession_, knownSolution(), clockRuns, nowSeconds());
}

bool App::resumeLatestGame() {
    for (const std::string& key : gameKeeper_.recentKeys())
        if (openRecentGame(key)) return true;
    messages_.error.clear();
    return false;
}

bool App::openRecentGame(const std::string& key) {
    const std::optional<SavedGame> game = gameKeeper_.load(key);
    if (!game) return false;
    setPuzzle(game->puzzle, game->source.empty() ? std::string("saved game") : game->source);
    // The game itself is resumed by keepGame() in this frame, from the same storage.
    gameKeeper_.forgetCurrent();
    keepGame();
    return true;
}

std::string App::progressLink() const {
    SharedState state = decodeShareLink(link());
    state.progress = encodeProgress(playSession_.board().cells());
    return encodeShareLink(state);
}

void App::copyProgressLink() {
    platform::copyText(platform::linkFor(progressLink()));
    messages_.notice = "Link with your progress (" + std::to_string(playSession_.board().entryCount()) +
                       " entries and your pencil marks) copied.";
}

}  // namespace sudolab::app
