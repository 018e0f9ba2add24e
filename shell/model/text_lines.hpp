// The lines of a saved text (a saved game, the settings): views into the text, no copies.
#pragma once

#include <string_view>
#include <vector>

namespace sudolab::app {

/// `text` split at '\n' (no empty last line for a final newline); the views point into `text`.
inline std::vector<std::string_view> linesOf(std::string_view text) {
    std::vector<std::string_view> lines;
    while (!text.empty()) {
        const std::size_t end = text.find('\n');
        lines.push_back(text.substr(0, end));
        if (end == std::string_view::npos) break;
        text.remove_prefix(end + 1);
    }
    return lines;
}

}  // namespace sudolab::app
