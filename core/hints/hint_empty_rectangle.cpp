// Empty rectangle: in a box, the places of a value v lie in one row r and one column c of the box (at
// least three places, some off each line, so neither pointing nor a plain strong link covers it). A
// strong link of v in a column outside the box with one end in row r and the other in row r2 outside
// the box's band removes v from (r2, c): if (r2, c) held v, the far end would not, the near end would,
// and the box would lose its row-r places to that end and its column-c places to (r2, c). Rows and
// columns swap roles for a strong link in a row. The box's places act as one grouped node, which the
// chain search (single candidates only) does not see.
#include <algorithm>
#include <bit>
#include <vector>

#include "hints/hint_rules.hpp"

namespace sudolab::hints {
namespace {

struct EmptyRectangle {
    const HintBoard& board;
    const Geometry& geo;
    Value v;
    int box;
    std::vector<int> boxCells;  ///< the box's places of v

    /// Whether every place lies in row `row` or column `column`, with some off each of the two.
    bool crossAt(int row, int column) const {
        bool offRow = false, offColumn = false;
        for (int cell : boxCells) {
            const bool inRow = geo.rowOf(cell) == row, inColumn = geo.columnOf(cell) == column;
            if (!inRow && !inColumn) return false;
            offRow = offRow || !inRow;
            offColumn = offColumn || !inColumn;
        }
        return offRow && offColumn;
    }

    /// Strong links in lines of `kind` (1 column, 0 row) outside the box with one end on the cross's
    /// other line `near` (a row for column links); the victim is where the far end's line meets `cross`.
    bool tryLinks(int kind, int near, int cross, Hint& hint) const {
        const int boxLine = kind == 1 ? box % geo.order : box / geo.order;  // the box's stack or band
        for (int line = 0; line < geo.size; ++line) {
            if (line / geo.order == boxLine) continue;
            const int unit = kind * geo.size + line;
            const std::uint64_t places = placesOf(board, unit, v);
            if (std::popcount(places) != 2) continue;
            const std::vector<int> ends = cellsAt(geo, unit, places);
            for (int i = 0; i < 2; ++i) {
                const int nearEnd = ends[i], farEnd = ends[1 - i];
                const int nearLine = kind == 1 ? geo.rowOf(nearEnd) : geo.columnOf(nearEnd);
                const int farLine = kind == 1 ? geo.rowOf(farEnd) : geo.columnOf(farEnd);
                if (nearLine != near || farLine / geo.order == (kind == 1 ? box / geo.order : box % geo.order))
                    continue;
                const int victim = kind == 1 ? geo.cellAt(farLine, cross) : geo.cellAt(cross, farLine);
                if (!(openCandidates(board, victim) & bitOf(v))) continue;
                build(kind == 1 ? near : cross, kind == 1 ? cross : near, unit, ends, victim, hint);
                return true;
            }
        }
        return false;
    }

    void build(int row, int column, int linkUnit, const std::vector<int>& ends, int victim, Hint& hint) const {
        std::vector<int> cells = boxCells;
        cells.insert(cells.end(), ends.begin(), ends.end());
        std::sort(cells.begin(), cells.end());
        hint = eliminationStep(board, Technique::EmptyRectangle, {2 * geo.size + box, row, geo.size + column, linkUnit},
                               cells, bitOf(v), {victim});
    }
};

}  // namespace

bool findEmptyRectangle(const HintBoard& board, Hint& hint) {
    const Geometry& geo = board.geometry();
    for (Value v = 1; v <= geo.size; ++v)
        for (int box = 0; box < geo.size; ++box) {
            EmptyRectangle er{board, geo, v, box,
                              cellsAt(geo, 2 * geo.size + box, placesOf(board, 2 * geo.size + box, v))};
            if (er.boxCells.size() < 3) continue;  // two places are a strong link: kites and turbot fish
            const int top = box / geo.order * geo.order, left = box % geo.order * geo.order;
            for (int row = top; row < top + geo.order; ++row)
                for (int column = left; column < left + geo.order; ++column) {
                    if (!er.crossAt(row, column)) continue;
                    if (er.tryLinks(1, row, column, hint) || er.tryLinks(0, column, row, hint)) return true;
                }
        }
    return false;
}

}  // namespace sudolab::hints
