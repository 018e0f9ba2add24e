// Intersections of a box and a line: pointing (the box's places for a value lie in one line, so the
// value leaves the rest of that line) and box-line reduction (a line's places lie in one box, so the
// value leaves the rest of that box).
#include <vector>

#include "hints/hint_rules.hpp"

namespace sudolab::hints {
namespace {

/// The unit in slot `slot` of unitsOfCell (0 row, 1 column, 2 box) shared by every cell of `cells`, or -1.
int commonUnit(const Geometry& geo, const std::vector<int>& cells, int slot) {
    const int unit = geo.unitsOfCell[cells.front()][slot];
    for (int cell : cells)
        if (geo.unitsOfCell[cell][slot] != unit) return -1;
    return unit;
}

/// Cells of `target` outside `source` that still hold v.
std::vector<int> outside(const HintBoard& board, int target, int source, Value v) {
    const Geometry& geo = board.geometry();
    std::vector<int> cells;
    for (int cell : geo.units[target]) {
        const auto& units = geo.unitsOfCell[cell];
        const bool inSource = units[0] == source || units[1] == source || units[2] == source;
        if (!inSource && (openCandidates(board, cell) & bitOf(v))) cells.push_back(cell);
    }
    return cells;
}

/// Tries the value v in `source`: its places all in one unit of slot `slot` (0 row, 1 column, 2 box).
bool tryConfined(const HintBoard& board, Technique technique, int source, int slot, Value v, Hint& hint) {
    const Geometry& geo = board.geometry();
    const std::vector<int> cells = cellsAt(geo, source, placesOf(board, source, v));
    if (cells.size() < 2) return false;  // one place is a hidden single, found earlier
    const int target = commonUnit(geo, cells, slot);
    if (target < 0) return false;
    const std::vector<int> victims = outside(board, target, source, v);
    if (victims.empty()) return false;
    hint = eliminationStep(board, technique, {source, target}, cells, bitOf(v), victims);
    return true;
}

}  // namespace

bool findIntersection(const HintBoard& board, Technique technique, Hint& hint) {
    const Geometry& geo = board.geometry();
    const bool pointing = technique == Technique::Pointing;
    // Pointing: sources are boxes, targets rows then columns. Box-line: sources rows then columns, target box.
    const int first = pointing ? 2 * geo.size : 0, last = pointing ? 3 * geo.size : 2 * geo.size;
    for (int source = first; source < last; ++source) {
        const Candidates missing = allValues(geo.size) & ~placedIn(board, source);
        for (Candidates rest = missing; rest; rest &= rest - 1) {
            const Value v = lowestValue(rest);
            if (pointing) {
                if (tryConfined(board, technique, source, 0, v, hint) || tryConfined(board, technique, source, 1, v, hint))
                    return true;
            } else if (tryConfined(board, technique, source, 2, v, hint)) {
                return true;
            }
        }
    }
    return false;
}

}  // namespace sudolab::hints
