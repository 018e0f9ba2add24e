#include "cell_labels.hpp"

#include <algorithm>

#include "palette.hpp"
#include "text/format.hpp"

namespace sudolab::app {

namespace {

std::string symbolText(Value value, Alphabet alphabet) { return std::string(1, symbolFor(value, alphabet)); }

/// ", marks 1 4 orange 9" (nothing without marks; a coloured candidate followed by its colour's name);
/// `kind` names centre marks.
std::string marksText(Candidates marks, const PlayCell& state, int size, Alphabet alphabet,
                      const char* kind = ", marks") {
    std::string text;
    for (Value value = 1; value <= size; ++value)
        if ((marks & bitOf(value)) != 0) {
            text += ' ';
            text += symbolFor(value, alphabet);
            if (state.markColour(value) >= 0)
                text += std::string(" ") + palette::kCellColourNames[state.markColour(value)];
        }
    return text.empty() ? text : kind + text;
}

/// ", colours orange, blue" (nothing without colours).
std::string coloursText(CellColours colours) {
    std::string text;
    for (int colour = 0; colour < kCellColourCount; ++colour)
        if ((colours & (1u << colour)) != 0) text += std::string(text.empty() ? ", colour " : ", ") + palette::kCellColourNames[colour];
    return text;
}

}  // namespace

std::string cellLabel(const PlayBoard& play, int cell, bool wrong, Alphabet alphabet) {
    const Grid& puzzle = play.puzzle();
    const Geometry& geometry = puzzle.geometry();
    std::string label = "row " + std::to_string(geometry.rowOf(cell) + 1) + ", column " +
                        std::to_string(geometry.columnOf(cell) + 1) + ", ";
    const PlayCell& state = play.cell(cell);
    const std::string colours = coloursText(state.colours);
    if (puzzle.isGiven(cell)) return label + symbolText(puzzle.at(cell), alphabet) + ", given" + colours;
    if (state.entry != 0) return label + symbolText(state.entry, alphabet) + (wrong ? ", wrong" : "") + colours;
    return label + "empty" + marksText(state.marks, state, puzzle.size(), alphabet) +
           marksText(state.centre, state, puzzle.size(), alphabet, ", centre marks") + colours;
}

std::vector<std::string> cellLabels(const PlayBoard& play, const std::vector<int>& wrongCells, Alphabet alphabet) {
    std::vector<std::string> labels;
    labels.reserve(static_cast<std::size_t>(play.puzzle().cellCount()));
    for (int cell = 0; cell < play.puzzle().cellCount(); ++cell) {
        const bool wrong = std::find(wrongCells.begin(), wrongCells.end(), cell) != wrongCells.end();
        labels.push_back(cellLabel(play, cell, wrong, alphabet));
    }
    return labels;
}

}  // namespace sudolab::app
