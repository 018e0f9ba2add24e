// Saved games in the app: the model's game keeper (model/game_keeper.hpp) gets the platform's storage
// (the browser's localStorage; memory natively); "share my progress" links.
#include "app.hpp"
#include "links/share_link.hpp"
#include "platform.hpp"

namespace sudolab::app {

namespace {

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

std::string App::progressLink() const {
    SharedState state = linkState();
    state.progress = encodeProgress(model_.play().board().cells());
    return encodeShareLink(state);
}

void App::copyProgressLink() {
    platform::copyText(platform::linkFor(progressLink()));
    model_.messages().notice = "Link with your progress (" + std::to_string(model_.play().board().entryCount()) +
                               " entries and your pencil marks) copied.";
}

}  // namespace sudolab::app
