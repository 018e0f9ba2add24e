// Reading and writing puzzles as text: one-line form, 9-line .sdk-style and box-drawn grids
// (qqwing, Debian's `sudoku`), whitespace-separated integers, and the ant-colony instance files.
// The reader also takes the CSV, HTML and PostScript boards those two programs print; the layout rules
// are written at the top of format.cpp.
#pragma once

#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "grid.hpp"
#include "symbols.hpp"

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
};

/// One puzzle read from text, with the 1-based line where it starts (for messages).
struct ParsedPuzzle {
    Grid grid;
    int line = 1;
};

/// Reads every puzzle in the text: a file of one-line puzzles (one per line, '#' comments, blank lines
/// ignored), or one puzzle in grid, integer or instance layout. Givens that clash in a unit are an
/// error too. Throws InputError with line and column (bad character, wrong cell count with the sizes
/// that are possible, conflicting givens naming the cells).
std::vector<ParsedPuzzle> readPuzzles(std::string_view text, const ReadOptions& options = {});

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
