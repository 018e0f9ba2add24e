#include "puzzle_stream.hpp"

#include <algorithm>
#include <array>
#include <cerrno>
#include <cstring>
#include <filesystem>
#include <iostream>

#include "base/errors.hpp"
#include "common.hpp"
#include "links/puzzle_link.hpp"

namespace sudolab::cli {

int countLines(std::string_view text) {
    int lines = 0;
    for (std::size_t i = 0; i < text.size(); ++i)
        if (text[i] == '\n' || (text[i] == '\r' && (i + 1 == text.size() || text[i + 1] != '\n'))) ++lines;
    return lines;
}

TextBlocks::TextBlocks(const std::string& path) : name_(path == "-" ? "<stdin>" : path) {
    if (path == "-") {
        in_ = &std::cin;
        return;
    }
    std::error_code error;
    if (std::filesystem::is_directory(path, error)) throw UsageError(path + ": is a directory, not a puzzle file");
    file_.open(path, std::ios::binary);
    if (!file_) throw UsageError(path + ": cannot read (" + std::strerror(errno) + ")");
    in_ = &file_;
}

/// Appends up to `want` bytes to `buffer`; false when the file has ended. Read through a small chunk and
/// appended, so that the buffer grows only by what the file holds: resizing it by `want` first would
/// zero a whole block (1 MiB, ~256 fresh pages, about half a millisecond) for a file of one puzzle.
bool TextBlocks::fill(std::string& buffer, std::size_t want) {
    std::array<char, 16 * 1024> chunk;  // small enough for wasm's default stack
    std::size_t got = 0;
    while (got < want) {
        const std::size_t ask = std::min(chunk.size(), want - got);
        in_->read(chunk.data(), static_cast<std::streamsize>(ask));
        const auto read = static_cast<std::size_t>(in_->gcount());
        buffer.append(chunk.data(), read);
        got += read;
        if (read < ask) break;
    }
    if (in_->bad()) throw UsageError(name_ + ": cannot read (I/O error)");
    return got == want;
}

std::optional<std::string> TextBlocks::next() {
    if (ended_ && carry_.empty()) return std::nullopt;
    std::string block = std::move(carry_);
    carry_.clear();
    while (!ended_) {
        const std::size_t scanFrom = block.size();
        ended_ = !fill(block, kStreamBlockBytes);
        // Only the new bytes are searched: the earlier ones held no line end.
        const std::size_t found = std::string_view(block).substr(scanFrom).find_last_of('\n');
        if (found != std::string_view::npos && !ended_) {
            const std::size_t cut = scanFrom + found;
            carry_ = block.substr(cut + 1);
            block.resize(cut + 1);
            break;
        }
        if (block.size() > kMaxTextBytes)
            throw UsageError(name_ + ": line " + std::to_string(nextLine_ + countLines(block)) + ": longer than " +
                             std::to_string(kMaxTextBytes >> 20) + " MiB, more than any puzzle");
    }
    nextLine_ += countLines(block);
    return block;
}

std::string TextBlocks::rest(std::size_t already) {
    std::string text = std::move(carry_);
    carry_.clear();
    while (!ended_) {
        ended_ = !fill(text, kStreamBlockBytes);
        if (already + text.size() > kMaxTextBytes)
            throw UsageError(name_ + ": more than " + std::to_string(kMaxTextBytes >> 20) +
                             " MiB of text in a layout that is read whole (a grid, integers, an instance file):"
                             " only files of one puzzle per line are read in blocks");
    }
    return text;
}

PuzzleStream::PuzzleStream(const std::string& path, Alphabet alphabet) : blocks_(path) {
    std::string head = blocks_.next().value_or(std::string());
    if (!blocks_.ended()) {
        // More than one block: read in blocks only a one-line file, the one layout whose lines stand alone.
        continuation_ = looksLikeLink(head) ? std::nullopt : lineFileContinuation(head, ReadOptions{alphabet});
        if (!continuation_) head += blocks_.rest(head.size());
    }
    first_ = puzzlesOfText(head, name(), alphabet);
}

std::vector<ParsedPuzzle> PuzzleStream::next() {
    if (!firstServed_) {
        firstServed_ = true;
        return std::move(first_);
    }
    while (continuation_) {
        ReadOptions options = *continuation_;
        options.firstLine = blocks_.nextLine();
        const std::optional<std::string> block = blocks_.next();
        if (!block) break;
        try {
            std::vector<ParsedPuzzle> puzzles = readPuzzles(*block, options);
            for (ParsedPuzzle& puzzle : puzzles) puzzle.layout = TextFormat::Line;
            if (!puzzles.empty()) return puzzles;
        } catch (const InputError& error) {
            throw UsageError(name() + ": " + error.what());
        }
    }
    return {};
}

}  // namespace sudolab::cli
