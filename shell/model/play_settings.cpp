#include "play_settings.hpp"

#include <array>
#include <vector>

#include "base/errors.hpp"
#include "text_lines.hpp"

namespace sudolab::app {

namespace {

constexpr std::string_view kSettingsHeader = "sudolab-settings";

/// One row per setting: its key in the text and its field (one table, read and written alike).
struct SettingRow {
    std::string_view key;
    bool PlaySettings::*field;
};
constexpr std::array<SettingRow, 6> kRows = {{
    {"show-mistakes", &PlaySettings::showMistakes},
    {"show-conflicts", &PlaySettings::showConflicts},
    {"auto-remove-marks", &PlaySettings::autoRemoveMarks},
    {"highlight-same", &PlaySettings::highlightSame},
    {"highlight-houses", &PlaySettings::highlightHouses},
    {"graded-hints", &PlaySettings::gradedHints},
}};

void readHeader(std::string_view line) {
    const std::string expected = std::string(kSettingsHeader) + " " + std::to_string(kSettingsVersion);
    if (line.substr(0, kSettingsHeader.size()) != kSettingsHeader)
        throw InputError("settings: not this page's settings (they should start with '" + expected + "')", 1);
    if (line != expected)
        throw InputError("settings: '" + std::string(line) + "' is another version; this page reads '" + expected + "'",
                         1, static_cast<int>(kSettingsHeader.size()) + 2);
}

}  // namespace

std::string encodeSettings(const PlaySettings& settings) {
    std::string out = std::string(kSettingsHeader) + " " + std::to_string(kSettingsVersion) + "\n";
    for (const SettingRow& row : kRows) out += std::string(row.key) + (settings.*row.field ? " 1\n" : " 0\n");
    return out;
}

PlaySettings decodeSettings(std::string_view text) {
    const std::vector<std::string_view> lines = linesOf(text);
    if (lines.empty()) throw InputError("settings: empty");
    readHeader(lines[0]);
    PlaySettings settings;
    std::array<bool, kRows.size()> seen{};
    for (std::size_t i = 1; i < lines.size(); ++i) {
        const int number = static_cast<int>(i) + 1;
        const std::string_view line = lines[i];
        const std::string_view key = line.substr(0, line.find(' '));
        std::size_t row = 0;
        while (row < kRows.size() && kRows[row].key != key) ++row;
        if (row == kRows.size()) throw InputError("settings: unknown setting '" + std::string(key) + "'", number, 1);
        if (seen[row]) throw InputError("settings: '" + std::string(key) + "' given twice", number, 1);
        const std::string_view value = line.size() > key.size() ? line.substr(key.size() + 1) : std::string_view();
        if (value != "0" && value != "1")
            throw InputError("settings: '" + std::string(key) + "' is 0 or 1, not '" + std::string(value) + "'", number,
                             static_cast<int>(key.size()) + 2);
        settings.*kRows[row].field = value == "1";
        seen[row] = true;
    }
    for (std::size_t row = 0; row < kRows.size(); ++row)
        if (!seen[row]) throw InputError("settings: '" + std::string(kRows[row].key) + "' is missing");
    return settings;
}

}  // namespace sudolab::app
