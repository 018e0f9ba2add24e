// Reading and writing puzzles as text: one-line form, 9-line .sdk-style and box-drawn grids
// (qqwing, Debian's `sudoku`), whitespace-separated integers, and the ant-colony instance files.
// The reader also takes the CSV, HTML and PostScript boards those two programs print; the layout rules
// are written at the top of format.cpp.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "grid/grid.hpp"
#include "text/symbols.hpp"

namespace sudolab {

/// Text layouts the writer can produce.
enum class TextFormat {
    Line,      ///< N*N symbols on one line
    Grid,      ///< N lines of symbols with box separators ('|', '-', '+')
    Integers,  ///< N lines of space-separated integers, 0 = empty
    Instance,  ///< the ant-colony instance file: order line, "1", tab-separated rows, -1 = empty
};

/// Reader options.
struct ReadOptions {
    // A constructor rather than an aggregate, so that `ReadOptions{alphabet}` stays complete.
    ReadOptions(Alphabet alphabet_ = Alphabet::Standard, std::string symbols_ = {})
        : alphabet(alphabet_), symbols(std::move(symbols_)) {}
    Alphabet alphabet = Alphabet::Standard;
    /// An explicit alphabet (symbol k = value k+1) that replaces `alphabet`; a text may also state one
    /// in a comment line "# alphabet: <symbols>" before its first puzzle (both given: they must agree).
    std::string symbols;
    /// Line number of the text's first line: a caller that reads a long file in blocks (see
    /// lineFileContinuation) numbers each block's lines as in the file, so messages stay right.
    int firstLine = 1;
    /// The text is a later block of a one-line file: every content line is one puzzle (no layout is
    /// detected, no CSV header skipped, no "# alphabet:" line read), and a block without one is empty.
    bool continuesLineFile = false;
};

/// One puzzle read from text, with the 1-based line where it starts (for messages).
struct ParsedPuzzle {
    Grid grid;
    int line = 1;
    /// The layout it was written in: Line (one-line files), Grid (grids and printed boards), Integers
    /// or Instance; a writer answering in the reader's form uses it.
    TextFormat layout = TextFormat::Line;
};

/// Largest text the reader accepts: 64 MiB (about 800,000 one-line 9x9 puzzles); longer text is an
/// InputError saying so. Memory while reading, besides the text and the puzzles returned: 32 bytes per
/// non-blank line (up to 3 times that while the line index grows) and a few buffers of at most one
/// puzzle's cells, whatever the length of a line (docs/RELIABILITY.md has the measurements).
constexpr std::size_t kMaxTextBytes = std::size_t{64} << 20;

/// Reads every puzzle in the text: a file of one-line puzzles (one per line, '#' comments, blank lines
/// ignored), or one puzzle in grid, integer or instance layout. Givens that clash in a unit are an
/// error too. Throws InputError with line and column (bad character, wrong cell count with the sizes
/// that are possible, conflicting givens naming the cells) and for text longer than kMaxTextBytes.
std::vector<ParsedPuzzle> readPuzzles(std::string_view text, const ReadOptions& options = {});

/// For reading a file longer than one block: if `head` (the file's first whole lines) starts a one-line
/// file whose later lines can be read on their own, the options for those blocks (continuesLineFile, and
/// the alphabet the head declares or was given); std::nullopt when the head is another layout (a grid,
/// integers, an instance, a printed board, lines of 16 symbols that may be grid rows) or holds no puzzle,
/// and the whole file must be read at once.
std::optional<ReadOptions> lineFileContinuation(std::string_view head, const ReadOptions& options = {});

/// Reads exactly one puzzle (error if the text holds none or several).
Grid readPuzzle(std::string_view text, const ReadOptions& options = {});

/// Writes a grid in the chosen layout (no trailing newline for Line; a final newline otherwise).
/// Throws std::invalid_argument if the alphabet cannot spell this order (36x36 in Standard, 49x49 in
/// ZeroBased; Wide spells every order).
std::string writeGrid(const Grid& grid, TextFormat format, Alphabet alphabet = Alphabet::Standard);
/// The same with an explicit alphabet (Line and Grid layouts use its symbols; the caller writes the
/// "# alphabet:" header, alphabetHeader(), once above a file of such lines).
std::string writeGrid(const Grid& grid, TextFormat format, const SymbolSet& symbols);

/// The symbol for a value (0 -> '.'); throws std::invalid_argument if the alphabet has none (36 in Standard).
char symbolFor(Value value, Alphabet alphabet);
/// The value of a symbol for a grid of `size` symbols: 0 for empty, -1 if not a symbol of the alphabet
/// or out of range for that size.
int valueOfSymbol(char symbol, int size, Alphabet alphabet);
/// Name of an alphabet ("standard", "zero", "wide") and parse of that name (false if unknown).
std::string_view alphabetName(Alphabet alphabet);
bool parseAlphabet(std::string_view name, Alphabet& out);

}  // namespace sudolab
