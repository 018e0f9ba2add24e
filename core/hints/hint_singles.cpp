// Singles: full house, naked single, hidden single.
#include "hints/hint_rules.hpp"

namespace sudolab::hints {
namespace {

/// A placement hint in `unit` (or none) for one cell.
bool place(Technique technique, int unit, int cell, Value v, Hint& hint) {
    hint = stepOf(technique);
    if (unit >= 0) hint.units = {unit};
    hint.cells = {cell};
    hint.values = bitOf(v);
    hint.placeCell = cell;
    hint.placeValue = v;
    return true;
}

}  // namespace

bool findFullHouse(const HintBoard& board, Hint& hint) {
    const Geometry& geo = board.geometry();
    for (int unit = 0; unit < 3 * geo.size; ++unit) {
        int empty = -1, emptyCount = 0;
        for (int cell : geo.units[unit])
            if (board.value(cell) == 0 && ++emptyCount == 1) empty = cell;
        if (emptyCount != 1) continue;
        // The one value the unit lacks; the cell must still hold it, or this is a contradiction, not a step.
        const Candidates missing = allValues(geo.size) & ~placedIn(board, unit);
        if (isSingle(missing) && (board.candidates(empty) & missing))
            return place(Technique::FullHouse, unit, empty, lowestValue(missing), hint);
    }
    return false;
}

bool findNakedSingle(const HintBoard& board, Hint& hint) {
    const Geometry& geo = board.geometry();
    for (int cell = 0; cell < geo.cellCount; ++cell) {
        const Candidates c = openCandidates(board, cell);
        if (isSingle(c)) return place(Technique::NakedSingle, -1, cell, lowestValue(c), hint);
    }
    return false;
}

bool findHiddenSingle(const HintBoard& board, Hint& hint) {
    const Geometry& geo = board.geometry();
    for (int unit : boxesFirst(geo)) {
        const Candidates missing = allValues(geo.size) & ~placedIn(board, unit);
        for (Candidates rest = missing; rest; rest &= rest - 1) {
            const Value v = lowestValue(rest);
            const std::uint64_t places = placesOf(board, unit, v);
            if (isSingle(places)) return place(Technique::HiddenSingle, unit, cellsAt(geo, unit, places)[0], v, hint);
        }
    }
    return false;
}

}  // namespace sudolab::hints
