#include "play_mistakes.hpp"

#include "hints/hint_explain.hpp"

namespace sudolab::app {

std::optional<PlayMistake> firstMistake(const PlayBoard& play, const Grid& solution) {
    const int cells = play.puzzle().cellCount();
    if (solution.cellCount() != cells) return std::nullopt;
    for (int cell = 0; cell < cells; ++cell) {
        const Value entry = play.cell(cell).entry;
        if (entry != 0 && entry != solution.at(cell)) return PlayMistake{PlayMistake::Kind::WrongEntry, cell, entry};
    }
    for (int cell = 0; cell < cells; ++cell) {
        const PlayCell& mine = play.cell(cell);
        const bool open = mine.entry == 0 && play.puzzle().at(cell) == 0;
        // Centre marks list the cell's candidates, so they too must hold its digit; corner marks as well
        // (this page has always read them as the cell's candidates).
        const Candidates digit = bitOf(solution.at(cell));
        if (open && ((mine.marks != 0 && (mine.marks & digit) == 0) || (mine.centre != 0 && (mine.centre & digit) == 0)))
            return PlayMistake{PlayMistake::Kind::MarksMissSolution, cell, 0};
    }
    return std::nullopt;
}

std::string mistakeSentence(const Geometry& geometry, const PlayMistake& mistake) {
    const std::string where = geometry.cellName(mistake.cell);
    if (mistake.kind == PlayMistake::Kind::WrongEntry)
        return "Your " + valueText(geometry.size, mistake.entry) + " in " + where +
               " is wrong: it is not this puzzle's solution. Press Apply to remove it.";
    return "Your pencil marks in " + where + " leave out the digit that belongs there. Press Apply to clear them.";
}

bool correctMistake(PlayBoard& play, const PlayMistake& mistake) {
    if (mistake.kind == PlayMistake::Kind::WrongEntry) return play.setEntry(mistake.cell, 0);
    return play.clearCell(mistake.cell);
}

Hint mistakeOverlay(const PlayMistake& mistake) {
    Hint hint;
    hint.status = HintStatus::Contradiction;
    hint.cells = {mistake.cell};
    return hint;
}

}  // namespace sudolab::app
