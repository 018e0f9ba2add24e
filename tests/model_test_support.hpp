// Helpers shared by the app model's tests (tests/model_*_test.cpp): storage in memory for saved games and
// the first cell a puzzle leaves open.
#pragma once

#include <map>
#include <optional>
#include <string>

#include "grid/grid.hpp"
#include "model/game_keeper.hpp"

namespace sudolab::app::testing_support {

/// Storage in a map; `result` decides what store() answers (and whether it keeps the text).
class MemoryStorage : public GameStorage {
public:
    Result store(const std::string& key, const std::string& text) override {
        if (result == Result::Saved) texts[key] = text;
        return result;
    }
    std::optional<std::string> load(const std::string& key) const override {
        const auto it = texts.find(key);
        if (it == texts.end()) return std::nullopt;
        return it->second;
    }
    std::int64_t wallClockMs() const override { return 1700000000000; }

    std::map<std::string, std::string> texts;
    Result result = Result::Saved;
};

/// The first cell without a given (-1 if none).
inline int firstOpenCell(const Grid& puzzle) {
    for (int cell = 0; cell < puzzle.cellCount(); ++cell)
        if (!puzzle.isGiven(cell)) return cell;
    return -1;
}

}  // namespace sudolab::app::testing_support
