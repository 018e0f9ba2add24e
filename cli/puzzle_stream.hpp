// Puzzle files read a block at a time, so that `solve`, `check` and `rate` hold one block of puzzles
// (about 1 MiB of text) whatever the length of the file: a one-line file (one puzzle per line) streams,
// any other layout (a grid, integers, an instance file, a link) is one puzzle or a few and is read whole,
// up to kMaxTextBytes. Messages keep the file's line and column numbers.
#pragma once

#include <cstddef>
#include <fstream>
#include <istream>
#include <optional>
#include <string>
#include <vector>

#include "text/format.hpp"

namespace sudolab::cli {

/// Bytes read per block (a block ends at a line end, so it may be longer by one line).
inline constexpr std::size_t kStreamBlockBytes = std::size_t{1} << 20;

/// The lines of text as the reader counts them: each LF, CRLF or lone CR ends one.
int countLines(std::string_view text);

/// A text file (or standard input) handed out in blocks of whole lines.
class TextBlocks {
public:
    /// Opens `path` ("-" = standard input); throws UsageError "PATH: cannot read (reason)".
    explicit TextBlocks(const std::string& path);
    /// The file's name for messages ("<stdin>" for "-").
    const std::string& name() const { return name_; }
    /// The next block: whole lines of about kStreamBlockBytes (the last one may lack its line end);
    /// std::nullopt at the end. A line longer than kMaxTextBytes is a UsageError.
    std::optional<std::string> next();
    /// Everything not handed out yet, up to kMaxTextBytes in total with `already` bytes handed out.
    std::string rest(std::size_t already);
    /// True when the file ended within the blocks handed out.
    bool ended() const { return ended_; }
    /// Line number of the next block's first line.
    int nextLine() const { return nextLine_; }

private:
    bool fill(std::string& buffer, std::size_t want);
    std::ifstream file_;
    std::istream* in_ = nullptr;
    std::string name_;
    std::string carry_;  // text after the last line end handed out
    bool ended_ = false;
    int nextLine_ = 1;
};

/// The puzzles of one file, a block at a time.
class PuzzleStream {
public:
    /// Opens the file and reads its first block (a bad first block is reported now, before any work);
    /// throws UsageError "NAME: line L, column C: ...".
    PuzzleStream(const std::string& path, Alphabet alphabet);
    const std::string& name() const { return blocks_.name(); }
    /// The next puzzles (empty at the end of the file); errors as the constructor's.
    std::vector<ParsedPuzzle> next();
    /// True when the whole file was read in the first block (its puzzle count is known).
    bool readWhole() const { return !continuation_; }
    /// Puzzles of the first block (for a file read whole: all of them).
    std::size_t firstBlockSize() const { return first_.size(); }

private:
    TextBlocks blocks_;
    std::optional<ReadOptions> continuation_;
    std::vector<ParsedPuzzle> first_;
    bool firstServed_ = false;
};

}  // namespace sudolab::cli
