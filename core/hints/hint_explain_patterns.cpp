// Sentences of the empty rectangle, the colouring techniques and the uniqueness techniques
// (hint_empty_rectangle.cpp, hint_colouring.cpp, hint_uniqueness.cpp say how their hints are laid out).
#include <algorithm>
#include <string>
#include <vector>

#include "hints/hint_explain.hpp"
#include "hints/hint_words.hpp"

namespace sudolab {
namespace {

using namespace words;

/// The places of one colour (0..3) of a colouring hint.
std::vector<int> colourCells(const Hint& hint, int colour) {
    std::vector<int> cells;
    for (const ColouredCandidate& c : hint.colours)
        if (c.colour == colour) cells.push_back(c.cell);
    return cells;
}

/// A rectangle's corners: the first four pattern cells at the corners of a rectangle (a type 3 hint also
/// lists its subset's cells, which lie in one unit and form no rectangle with the corners).
std::vector<int> cornersOf(const Geometry& geo, const Hint& hint) {
    const auto has = [&](int cell) {
        for (int c : hint.cells)
            if (c == cell) return true;
        return false;
    };
    for (int a : hint.cells)
        for (int d : hint.cells) {
            if (geo.rowOf(d) <= geo.rowOf(a) || geo.columnOf(d) == geo.columnOf(a)) continue;
            const int b = geo.cellAt(geo.rowOf(a), geo.columnOf(d)), c = geo.cellAt(geo.rowOf(d), geo.columnOf(a));
            if (has(b) && has(c)) return {std::min(a, b), std::max(a, b), std::min(c, d), std::max(c, d)};
        }
    return hint.cells;
}

}  // namespace

std::string explainEmptyRectangle(const Geometry& geo, const Hint& hint) {
    // units: the box, the row and column its places lie in, the strong link's line.
    const std::string value = valueText(geo.size, lowestValue(hint.values));
    std::vector<int> ends;
    for (int cell : hint.cells)
        if (geo.boxOf(cell) + 2 * geo.size != hint.units[0]) ends.push_back(cell);
    const std::string victim = geo.cellName(hint.eliminations.at(0).cell);
    return "In " + geo.unitName(hint.units[0]) + " the " + value + "s lie only in " + geo.unitName(hint.units[1]) +
           " and " + geo.unitName(hint.units[2]) + ", and " + geo.unitName(hint.units[3]) + " holds " + value +
           " only in " + cellList(geo, ends) + ": if " + victim + " held " + value +
           ", the link's other end would, and " + geo.unitName(hint.units[0]) +
           " would have no place left for it, so " + effectText(geo, hint) + namedEnding(hint);
}

std::string explainColouring(const Geometry& geo, const Hint& hint) {
    const std::string value = valueText(geo.size, lowestValue(hint.values));
    const std::string start = "The " + value + "s linked in pairs (a unit's only two places) ";
    if (hint.technique == Technique::ColourTrap)
        return start + "coloured in two, " + cellList(geo, colourCells(hint, 0)) + " against " +
               cellList(geo, colourCells(hint, 1)) + ": one colour holds " + value + " and the other does not, so " +
               effectText(geo, hint) + ", seeing both colours" + namedEnding(hint);
    const ChainLink& link = hint.links.at(0);
    const std::string pair = geo.cellName(link.from.cell) + " and " + geo.cellName(link.to.cell);
    if (hint.technique == Technique::ColourWrap)
        return start + "coloured in two: " + pair + " have the same colour and see each other, so that colour " +
               "does not hold " + value + " and " + effectText(geo, hint) + namedEnding(hint);
    return start + "form two clusters, each coloured in two: " + pair +
           " see each other, so their colours are not both true and one of the two opposite colours is; " +
           effectText(geo, hint) + ", seeing both of those" + namedEnding(hint);
}

std::string explainUniqueness(const Geometry& geo, const Hint& hint) {
    const std::string pair = valueList(geo, hint.values);
    if (hint.technique == Technique::BugPlusOne)
        return "Every open cell but " + geo.cellName(hint.placeCell) + " holds two candidates; without " +
               valueText(geo.size, hint.placeValue) + " there, every value would have two places in each unit, " +
               "a pattern with no unique solution, so " + geo.cellName(hint.placeCell) + " is " +
               valueText(geo.size, hint.placeValue) + namedEnding(hint);
    const std::string start = "The corners " + cellList(geo, cornersOf(geo, hint)) + " (two boxes) cannot all hold " +
                              "only " + pair + ": swapping those would give a second solution";
    switch (hint.technique) {
        case Technique::UniqueRectangle1:
            return start + ", so " + effectText(geo, hint) + ", the one corner with more candidates" +
                   namedEnding(hint);
        case Technique::UniqueRectangle2:
            return start + ", so one of the two corners holding " + valueList(geo, hint.eliminations.at(0).values) +
                   " is it and " + effectText(geo, hint) + namedEnding(hint);
        case Technique::UniqueRectangle3:
            return start + ", so a corner holds one of its extra values, which with the other cells in " +
                   geo.unitName(hint.units.at(0)) + " make a naked subset: " + effectText(geo, hint) +
                   namedEnding(hint);
        default:
            return start + "; in " + geo.unitName(hint.units.at(0)) + ", " +
                   valueList(geo, hint.values & ~hint.eliminations.at(0).values) +
                   " goes in one of two corners, so neither of them can hold the other value: " +
                   effectText(geo, hint) + namedEnding(hint);
    }
}

}  // namespace sudolab
