// Uniqueness techniques, valid only on a puzzle proved to have one solution (HintOptions::
// uniquenessProved; findLogicStep checks it). A unique rectangle: four open cells at the corners of a
// rectangle over two rows, two columns and exactly two boxes, all holding values a and b. If the
// solution put only a and b there, swapping them would give a second solution, so at least one corner
// holds something else. Type 1: three corners hold only a, b, so the fourth loses a and b. The other
// types start from a floor of two corners in one line holding only a, b; the roof (the other two, in
// one line) then holds an extra value: type 2, one extra x shared by both roof corners: x is in the
// roof, so x leaves the cells seeing both; type 3, the roof's extras act as one cell in a naked subset
// of a unit the roof shares; type 4, a has only the roof's two places in a unit they share, so one of
// them is a and neither can be b. BUG+1: every open cell holds two values but one holding three; if
// the value placed three times in its units were not there, each value would have two places in every
// unit, a pattern with no unique solution, so that cell holds it.
#include <algorithm>
#include <bit>
#include <vector>

#include "hints/hint_rules.hpp"

namespace sudolab::hints {
namespace {

/// A rectangle: the floor (two corners holding only `pair`) and the roof (the two opposite corners).
struct Rectangle {
    int floor[2];
    int roof[2];
    Candidates pair;
};

std::vector<int> cornersOf(const Rectangle& r) {
    std::vector<int> cells{r.floor[0], r.floor[1], r.roof[0], r.roof[1]};
    std::sort(cells.begin(), cells.end());
    return cells;
}

/// Units (row, column, box) the two roof corners share, in that order.
std::vector<int> sharedUnits(const Geometry& geo, int a, int b) {
    std::vector<int> units;
    for (int kind = 0; kind < 3; ++kind)
        if (geo.unitsOfCell[a][kind] == geo.unitsOfCell[b][kind]) units.push_back(geo.unitsOfCell[a][kind]);
    return units;
}

bool type1(const HintBoard& board, const Rectangle& r, Hint& hint) {
    for (int i = 0; i < 2; ++i) {
        const int plain = r.roof[i], extra = r.roof[1 - i];
        if (openCandidates(board, plain) != r.pair || openCandidates(board, extra) == r.pair) continue;
        hint = eliminationStep(board, Technique::UniqueRectangle1, {}, cornersOf(r), r.pair, {extra});
        return true;
    }
    return false;
}

bool type2(const HintBoard& board, const Rectangle& r, Hint& hint) {
    const Geometry& geo = board.geometry();
    const Candidates a = openCandidates(board, r.roof[0]) & ~r.pair, b = openCandidates(board, r.roof[1]) & ~r.pair;
    if (a != b || countOf(a) != 1) return false;
    std::vector<int> victims;
    for (int cell = 0; cell < geo.cellCount; ++cell)
        if ((openCandidates(board, cell) & a) && sees(geo, cell, r.roof[0]) && sees(geo, cell, r.roof[1]))
            victims.push_back(cell);
    if (victims.empty()) return false;
    hint = eliminationStep(board, Technique::UniqueRectangle2, {}, cornersOf(r), r.pair, {});
    eliminateFrom(board, victims, a, hint);
    return true;
}

/// Type 3 in `unit`: cells of the unit off the roof, `chosen` so far from `others[from..]`, whose
/// candidates with the roof's extras span one value more than their count: those values leave the rest.
struct Type3Search {
    const HintBoard& board;
    const Rectangle& r;
    int unit;
    std::vector<int> others;  ///< open cells of the unit off the roof with at most 4 candidates
    std::vector<int> chosen;

    bool search(std::size_t from, Candidates values, Hint& hint) {
        if (!chosen.empty() && countOf(values) == static_cast<int>(chosen.size()) + 1 && build(values, hint))
            return true;
        if (chosen.size() == 3) return false;  // a naked subset of at most four, the roof's extras included
        for (std::size_t i = from; i < others.size(); ++i) {
            const Candidates more = values | openCandidates(board, others[i]);
            if (countOf(more) > 4) continue;
            chosen.push_back(others[i]);
            if (search(i + 1, more, hint)) return true;
            chosen.pop_back();
        }
        return false;
    }

    bool build(Candidates values, Hint& hint) {
        const Geometry& geo = board.geometry();
        std::vector<int> victims;
        for (int cell : geo.units[unit])
            if (cell != r.roof[0] && cell != r.roof[1] && std::find(chosen.begin(), chosen.end(), cell) == chosen.end())
                victims.push_back(cell);
        std::vector<int> cells = cornersOf(r);
        cells.insert(cells.end(), chosen.begin(), chosen.end());
        std::sort(cells.begin(), cells.end());
        hint = eliminationStep(board, Technique::UniqueRectangle3, {unit}, cells, r.pair, {});
        eliminateFrom(board, victims, values, hint);
        return !hint.eliminations.empty();
    }
};

bool type3In(const HintBoard& board, const Rectangle& r, int unit, Candidates extras, Hint& hint) {
    Type3Search search{board, r, unit, {}, {}};
    for (int cell : board.geometry().units[unit])
        if (cell != r.roof[0] && cell != r.roof[1] && openCandidates(board, cell) &&
            countOf(openCandidates(board, cell)) <= 4)
            search.others.push_back(cell);
    return search.search(0, extras, hint);
}

bool type3(const HintBoard& board, const Rectangle& r, Hint& hint) {
    const Candidates extras = (openCandidates(board, r.roof[0]) | openCandidates(board, r.roof[1])) & ~r.pair;
    if (countOf(extras) > 3) return false;
    for (int unit : sharedUnits(board.geometry(), r.roof[0], r.roof[1]))
        if (type3In(board, r, unit, extras, hint)) return true;
    return false;
}

bool type4(const HintBoard& board, const Rectangle& r, Hint& hint) {
    const Geometry& geo = board.geometry();
    for (int unit : sharedUnits(geo, r.roof[0], r.roof[1]))
        for (Candidates c = r.pair; c; c &= c - 1) {
            const Value locked = lowestValue(c);
            if (std::popcount(placesOf(board, unit, locked)) != 2) continue;  // only the two roof corners
            hint = eliminationStep(board, Technique::UniqueRectangle4, {unit}, cornersOf(r), r.pair, {});
            eliminateFrom(board, {r.roof[0], r.roof[1]}, r.pair & ~bitOf(locked), hint);
            return true;
        }
    return false;
}

bool tryType(const HintBoard& board, Technique type, const Rectangle& r, Hint& hint) {
    const bool roofExtra = openCandidates(board, r.roof[0]) != r.pair && openCandidates(board, r.roof[1]) != r.pair;
    switch (type) {
        case Technique::UniqueRectangle1: return type1(board, r, hint);
        case Technique::UniqueRectangle2: return roofExtra && type2(board, r, hint);
        case Technique::UniqueRectangle3: return roofExtra && type3(board, r, hint);
        default: return roofExtra && type4(board, r, hint);
    }
}

}  // namespace

bool findUniqueRectangle(const HintBoard& board, Technique type, Hint& hint) {
    const Geometry& geo = board.geometry();
    for (int a = 0; a < geo.cellCount; ++a) {
        const Candidates pair = openCandidates(board, a);
        if (countOf(pair) != 2) continue;
        for (int kind = 0; kind < 2; ++kind) {  // the floor in a row, then in a column
            for (int b : geo.units[geo.unitsOfCell[a][kind]]) {
                if (b <= a || openCandidates(board, b) != pair) continue;
                for (int shift = 0; shift < geo.size; ++shift) {  // the roof's row (or column)
                    const int c = kind == 0 ? geo.cellAt(shift, geo.columnOf(a)) : geo.cellAt(geo.rowOf(a), shift);
                    const int d = kind == 0 ? geo.cellAt(shift, geo.columnOf(b)) : geo.cellAt(geo.rowOf(b), shift);
                    if (c == a) continue;
                    const bool floorInBox = geo.boxOf(a) == geo.boxOf(b), roofInBand = geo.boxOf(a) == geo.boxOf(c);
                    if (floorInBox == roofInBand) continue;  // the four cells must span exactly two boxes
                    if ((openCandidates(board, c) & pair) != pair || (openCandidates(board, d) & pair) != pair)
                        continue;
                    if (tryType(board, type, Rectangle{{a, b}, {c, d}, pair}, hint)) return true;
                }
            }
        }
    }
    return false;
}

bool findBugPlusOne(const HintBoard& board, Hint& hint) {
    const Geometry& geo = board.geometry();
    int triple = -1;
    for (int cell = 0; cell < geo.cellCount; ++cell) {
        const int count = countOf(openCandidates(board, cell));
        if (count == 0 || count == 2) continue;
        if (count != 3 || triple >= 0) return false;
        triple = cell;
    }
    if (triple < 0) return false;
    for (Candidates c = openCandidates(board, triple); c; c &= c - 1) {
        const Value x = lowestValue(c);
        // Without x in the triple cell, would every value have zero or two places in every unit?
        bool deadly = true;
        for (int unit = 0; unit < 3 * geo.size && deadly; ++unit)
            for (Value v = 1; v <= geo.size && deadly; ++v) {
                int places = std::popcount(placesOf(board, unit, v));
                if (v == x &&
                    std::find(geo.units[unit].begin(), geo.units[unit].end(), triple) != geo.units[unit].end())
                    --places;
                deadly = places == 0 || places == 2;
            }
        if (!deadly) continue;
        hint = stepOf(Technique::BugPlusOne);
        hint.cells = {triple};
        hint.values = bitOf(x);
        hint.placeCell = triple;
        hint.placeValue = x;
        return true;
    }
    return false;
}

}  // namespace sudolab::hints
