#include "links/puzzle_link.hpp"

#include <string>

#include "base/errors.hpp"

namespace sudolab {

namespace {

std::string_view trimmed(std::string_view text) {
    const auto blank = [](char c) { return c == ' ' || c == '\t' || c == '\r' || c == '\n'; };
    while (!text.empty() && blank(text.front())) text.remove_prefix(1);
    while (!text.empty() && blank(text.back())) text.remove_suffix(1);
    return text;
}

bool startsWith(std::string_view text, std::string_view prefix) { return text.substr(0, prefix.size()) == prefix; }

/// The value of `bd=` in a query ("a=1&bd=..."), with its position; npos if absent. Twice is an error.
std::size_t findBoard(std::string_view query, std::size_t base, std::string_view& value) {
    std::size_t found = std::string_view::npos;
    std::size_t start = 0;
    while (start <= query.size()) {
        std::size_t stop = query.find('&', start);
        if (stop == std::string_view::npos) stop = query.size();
        const std::string_view part = query.substr(start, stop - start);
        if (startsWith(part, "bd=")) {
            if (found != std::string_view::npos)
                throw InputError("link: 'bd=' appears twice (at character " + std::to_string(base + start + 1) + ")");
            found = base + start + 3;
            value = part.substr(3);
        }
        start = stop + 1;
    }
    return found;
}

}  // namespace

std::string_view linkOfAddress(std::string_view address) {
    const std::size_t hash = address.find('#');
    if (hash != std::string_view::npos && hash + 1 < address.size()) return address.substr(hash);
    const std::size_t question = address.find('?');
    if (question == std::string_view::npos || (hash != std::string_view::npos && question > hash)) return {};
    const std::string_view query =
        address.substr(question + 1, hash == std::string_view::npos ? hash : hash - question - 1);
    std::string_view board;
    // findBoard throws for a query with two bd= parts: that is still a link, and reading it says why.
    try {
        if (findBoard(query, question + 1, board) == std::string_view::npos) return {};
    } catch (const InputError&) {}
    return address;
}

std::string inLinkFragment(const std::string& message, std::size_t hashAt) {
    return message + " \u2014 in the part after '#', which starts at character " + std::to_string(hashAt + 1);
}

bool looksLikeLink(std::string_view text) {
    text = trimmed(text);
    // A link is one word: puzzle files have several lines, and their '#' lines are comments.
    if (text.find_first_of(" \t\r\n") != std::string_view::npos) return false;
    for (std::string_view prefix : {"http://", "https://", "#p=", "#c=", "p=", "c=", "?bd=", "bd="})
        if (startsWith(text, prefix)) return true;
    return false;
}

PuzzleLink readPuzzleLink(std::string_view text) {
    text = trimmed(text);
    PuzzleLink link;
    const std::size_t hash = text.find('#');
    if (hash != std::string_view::npos && hash + 1 < text.size()) {
        // Positions in share-link errors count from the '#'; shift them to the whole text.
        try {
            link.shared = decodeShareLink(text.substr(hash));
        } catch (const InputError& e) {
            if (hash == 0) throw;
            throw InputError(inLinkFragment(e.what(), hash));
        }
        link.fragmentAt = hash;
        return link;
    }
    if (startsWith(text, "p=") || startsWith(text, "c=")) {
        link.shared = decodeShareLink(text);
        return link;
    }
    const std::size_t question = startsWith(text, "bd=") ? 0 : text.find('?');
    if (question != std::string_view::npos) {
        const std::size_t base = question == 0 && text[0] != '?' ? 0 : question + 1;
        std::string_view value;
        const std::size_t at = findBoard(text.substr(base), base, value);
        if (at != std::string_view::npos) {
            link.kind = PuzzleLink::Kind::SudokuWiki;
            link.board = decodeSudokuWikiBoard(value, at);
            return link;
        }
    }
    throw InputError("link: this address holds no puzzle: neither a sudolab share link ('#p=...') nor a "
                     "SudokuWiki board ('?bd=...')");
}

}  // namespace sudolab
