// Puzzle input's commands (puzzle_input.hpp).
#include "puzzle_input.hpp"

#include <algorithm>
#include <exception>
#include <limits>
#include <vector>

#include "base/errors.hpp"
#include "generate/generate.hpp"

namespace sudolab::app {

namespace {

/// What a 16x16 text read with the standard alphabet says about '0': hexadecimal puzzles write their
/// digits 0-F (0 = 1 ... F = 16), the standard alphabet reads '0' as an empty cell and 'G' as 16.
struct ZeroUse {
    bool zero = false;   ///< some content line holds '0'
    bool empty = false;  ///< some content line holds '.' or '_' (another empty mark)
    bool g = false;      ///< some content line holds 'G' (16 in the standard alphabet; no hex digit)
};

ZeroUse zeroUseOf(std::string_view text) {
    ZeroUse use;
    bool comment = false, lineStart = true;
    for (char c : text) {
        if (lineStart) comment = c == '#';
        lineStart = c == '\n';
        if (comment) continue;
        use.zero = use.zero || c == '0';
        use.empty = use.empty || c == '.' || c == '_';
        use.g = use.g || c == 'G' || c == 'g';
    }
    return use;
}

}  // namespace

bool PuzzleInput::refuseTooLong(std::size_t bytes) {
    if (bytes <= kMaxPasteBytes) return false;
    messages_.error = "The pasted text is too long: " + std::to_string(bytes) + " bytes, at most " +
                      std::to_string(kMaxPasteBytes) +
                      " (1 MiB). Nothing was loaded; paste one puzzle or a shorter file.";
    return true;
}

bool PuzzleInput::receivePaste(std::string text) {
    // Over the limit the text is refused whole: cut at the limit, its last puzzle would be cut too and
    // the error would blame the data ("line 12788 holds 42 cells") instead of the size.
    if (refuseTooLong(text.size())) return false;
    pasteText_ = std::move(text);
    return true;
}

std::optional<InputPuzzle> PuzzleInput::read(std::string_view text, std::string_view source) {
    if (refuseTooLong(text.size())) return std::nullopt;
    ReadOptions options;
    options.alphabet = pasteAlphabet_;
    try {
        const std::vector<ParsedPuzzle> puzzles = readPuzzles(text, options);
        if (puzzles.empty()) {
            messages_.error = "No puzzle found in the text.";
            return std::nullopt;
        }
        if (options.alphabet == Alphabet::Standard && puzzles.front().grid.order() == 4) {
            const ZeroUse use = zeroUseOf(text);
            // '.' for empty cells and '0' as well: the 0 is a digit, so the text is hexadecimal 0-F.
            if (use.zero && use.empty && !use.g) return readHex(text, source);
            if (use.zero && !use.g) {
                InputPuzzle result = firstOf(puzzles, source);
                result.notice += (result.notice.empty() ? "" : " ") + std::string(kZeroAsEmptyNotice);
                return result;
            }
        }
        return firstOf(puzzles, source);
    } catch (const std::exception& e) {
        messages_.error = std::string("Could not read the puzzle: ") + e.what();
        return std::nullopt;
    }
}

InputPuzzle PuzzleInput::firstOf(const std::vector<ParsedPuzzle>& puzzles, std::string_view source) {
    InputPuzzle result{puzzles.front().grid, std::string(source), ""};
    if (puzzles.size() > 1)
        result.notice = "Read " + std::to_string(puzzles.size()) + " puzzles; showing the first (line " +
                        std::to_string(puzzles.front().line) + ").";
    return result;
}

std::optional<InputPuzzle> PuzzleInput::readHex(std::string_view text, std::string_view source) {
    ReadOptions options;
    options.alphabet = Alphabet::ZeroBased;
    try {
        const std::vector<ParsedPuzzle> puzzles = readPuzzles(text, options);
        if (puzzles.empty() || puzzles.front().grid.order() != 4)
            throw InputError("read as hexadecimal 0-F it is no 16x16 puzzle");
        InputPuzzle result = firstOf(puzzles, source);
        result.notice = std::string(kHexNotice) + (result.notice.empty() ? "" : " ") + result.notice;
        return result;
    } catch (const std::exception& e) {
        messages_.error = std::string("Could not read the puzzle: it uses both '.' and '0', as a hexadecimal 0-F "
                                      "16x16 puzzle does, but read that way: ") +
                          e.what();
        return std::nullopt;
    }
}

std::optional<InputPuzzle> PuzzleInput::generate() {
    const GeneratorSettings& with = generator_;
    try {
        const auto seed = static_cast<std::uint64_t>(std::max(0, with.seed));
        Grid puzzle = with.unique ? generateUnique(with.order, with.clues, seed)
                                  : generateFixedFraction(with.order, with.fraction, seed);
        const int side = with.order * with.order;
        std::string source =
            "generated " + std::to_string(side) + "\u00d7" + std::to_string(side) +
            (with.unique ? ", unique"
                         : ", " + std::to_string(static_cast<int>(with.fraction * 100 + 0.5f)) + "% given") +
            ", seed " + std::to_string(seed);
        // The seed moves on: pressing Generate again gives another puzzle (the source names this one's seed).
        generator_.seed = with.seed == std::numeric_limits<int>::max() ? 1 : with.seed + 1;
        return InputPuzzle{std::move(puzzle), std::move(source), ""};
    } catch (const std::exception& e) {
        messages_.error = std::string("Could not generate: ") + e.what();
        return std::nullopt;
    }
}

}  // namespace sudolab::app
