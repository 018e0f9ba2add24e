// Puzzle input's commands (puzzle_input.hpp).
#include "puzzle_input.hpp"

#include <algorithm>
#include <exception>
#include <limits>
#include <vector>

#include "generate/generate.hpp"

namespace sudolab::app {

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
        InputPuzzle result{puzzles.front().grid, std::string(source), ""};
        if (puzzles.size() > 1)
            result.notice = "Read " + std::to_string(puzzles.size()) + " puzzles; showing the first (line " +
                            std::to_string(puzzles.front().line) + ").";
        return result;
    } catch (const std::exception& e) {
        messages_.error = std::string("Could not read the puzzle: ") + e.what();
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
