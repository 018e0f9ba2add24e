// Puzzle input: the paste box (its text and alphabet) read in any format the core reads, the generator's
// settings and its seed that moves on after every puzzle, and the paste size limit. The puzzle it makes is
// handed to the app, which puts it on the board. Links pasted where a puzzle is expected are not read
// here: the app resolves them (App::openPastedLink) with the share-link reader of core/links/.
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>

#include "grid/grid.hpp"
#include "messages.hpp"
#include "text/format.hpp"

namespace sudolab::app {

/// The most text the paste box reads (1 MiB).
constexpr std::size_t kMaxPasteBytes = 1 << 20;

/// The generator's settings, as the Puzzle panel edits them.
struct GeneratorSettings {
    int order = 3;           ///< box side: 3 = 9x9
    bool unique = false;     ///< unique solution (up to 16x16) instead of a fraction of givens
    float fraction = 0.45f;  ///< share of cells given (Lewis's generator)
    int clues = 0;           ///< unique: stop at this many clues (0 = as few as possible)
    int seed = 1;
};

/// A puzzle the input made, with where it came from and what to say about it ("" = nothing).
struct InputPuzzle {
    Grid puzzle;
    std::string source;
    std::string notice;
};

class PuzzleInput {
public:
    explicit PuzzleInput(Messages& messages) : messages_(messages) {}

    /// The paste box's text (the view edits it).
    std::string& pasteText() { return pasteText_; }
    /// How the paste box reads letters and 0 (the view's choice).
    Alphabet& pasteAlphabet() { return pasteAlphabet_; }
    GeneratorSettings& generator() { return generator_; }
    const GeneratorSettings& generator() const { return generator_; }
    /// The example on the board (index into examples()), -1 for none.
    int exampleIndex() const { return exampleIndex_; }
    void setExampleIndex(int index) { exampleIndex_ = index; }

    /// True, with an error giving the exact size, when `bytes` of text are over kMaxPasteBytes.
    bool refuseTooLong(std::size_t bytes);
    /// Text from the clipboard, kept in the paste box; false (box unchanged) when it is too long.
    bool receivePaste(std::string text);
    /// Reads puzzles in any format the core reads (letters and 0 as pasteAlphabet() says) and gives the
    /// first; nullopt + an error with line and column when the text holds none or cannot be read.
    std::optional<InputPuzzle> read(std::string_view text, std::string_view source);
    /// Generates a puzzle with the settings, then moves the seed on so that the next press gives
    /// another; nullopt + error if the generator refuses.
    std::optional<InputPuzzle> generate();

    /// Said when a 16x16 text with '.' and '0' was read as hexadecimal.
    static constexpr std::string_view kHexNotice =
        "Read as a hexadecimal puzzle: 0-F are the digits 1-16 (0 = 1, F = 16) and '.' an empty cell, since the "
        "text uses both '.' and '0'.";
    /// Said when a 16x16 text's '0' was read as an empty cell though it could be a hexadecimal digit.
    static constexpr std::string_view kZeroAsEmptyNotice =
        "'0' was read as an empty cell. If this puzzle's digits are 0-F (hexadecimal), choose \"symbols 0-9, A-Z "
        "(hex)\" under the box and Load again.";

private:
    /// The first of the puzzles read, with a notice when there were several.
    static InputPuzzle firstOf(const std::vector<ParsedPuzzle>& puzzles, std::string_view source);
    /// Reads a 16x16 text as hexadecimal 0-F (zero-based); nullopt + an error saying why it cannot be.
    std::optional<InputPuzzle> readHex(std::string_view text, std::string_view source);

    Messages& messages_;
    std::string pasteText_;
    Alphabet pasteAlphabet_ = Alphabet::Standard;
    GeneratorSettings generator_;
    int exampleIndex_ = -1;
};

}  // namespace sudolab::app
