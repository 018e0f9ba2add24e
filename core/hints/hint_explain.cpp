#include "hints/hint_explain.hpp"

#include <vector>

#include "hints/hint_words.hpp"
#include "text/format.hpp"

namespace sudolab {
namespace words {

/// Lists longer than this are cut ("and 7 more"): a 25x25 Hall set would otherwise fill the screen.
constexpr std::size_t kListedItems = 8;

std::string joined(const std::vector<std::string>& items) {
    std::string text;
    const std::size_t shown = items.size() > kListedItems ? kListedItems - 1 : items.size();
    for (std::size_t i = 0; i < shown; ++i) {
        if (i > 0) text += i + 1 == items.size() ? " and " : ", ";
        text += items[i];
    }
    if (shown < items.size()) text += " and " + std::to_string(items.size() - shown) + " more";
    return text;
}

std::string cellList(const Geometry& geo, const std::vector<int>& cells) {
    std::vector<std::string> names;
    for (int cell : cells) names.push_back(geo.cellName(cell));
    return joined(names);
}

std::string valueList(const Geometry& geo, Candidates values) {
    std::vector<std::string> names;
    for (; values; values &= values - 1) names.push_back(valueText(geo.size, lowestValue(values)));
    return joined(names);
}

std::string unitList(const Geometry& geo, const std::vector<int>& units, std::size_t from, std::size_t to) {
    std::vector<std::string> names;
    for (std::size_t i = from; i < to && i < units.size(); ++i) names.push_back(geo.unitName(units[i]));
    return joined(names);
}

std::vector<int> eliminatedCells(const Hint& hint) {
    std::vector<int> cells;
    for (const Elimination& e : hint.eliminations) cells.push_back(e.cell);
    return cells;
}

/// "r1c2 and r1c5 lose 3" or, when cells lose different values, "r1c2 loses 3, r1c5 loses 3 and 7".
std::string effectText(const Geometry& geo, const Hint& hint) {
    Candidates all = 0;
    bool same = true;
    for (const Elimination& e : hint.eliminations) {
        same = same && (all == 0 || e.values == all);
        all |= e.values;
    }
    if (same) return valueList(geo, all) + (isSingle(all) ? " leaves " : " leave ") + cellList(geo, eliminatedCells(hint));
    std::vector<std::string> parts;
    for (const Elimination& e : hint.eliminations)
        parts.push_back(geo.cellName(e.cell) + " loses " + valueList(geo, e.values));
    return joined(parts);
}

std::string namedEnding(const Hint& hint) { return ": " + std::string(techniqueName(hint.technique)) + "."; }

}  // namespace words
namespace {

using namespace words;

std::string explainSingle(const Geometry& geo, const Hint& hint) {
    const std::string cell = geo.cellName(hint.placeCell), value = valueText(geo.size, hint.placeValue);
    switch (hint.technique) {
        case Technique::FullHouse:
            return cell + " is the last empty cell of " + geo.unitName(hint.units[0]) + ", so it holds " + value +
                   ": full house.";
        case Technique::NakedSingle:
            return "The only candidate left in " + cell + " is " + value + ": naked single.";
        case Technique::HiddenSingle:
            return "In " + geo.unitName(hint.units[0]) + " only " + cell + " can hold " + value + ": hidden single.";
        default:
            return "No technique applies; the exact solver puts " + value + " in " + cell + ": search, not logic.";
    }
}

std::string explainSubset(const Geometry& geo, const Hint& hint) {
    const std::string unit = geo.unitName(hint.units[0]), name(techniqueName(hint.technique));
    const std::string count = std::to_string(hint.cells.size());
    switch (hint.technique) {
        case Technique::HiddenPair: case Technique::HiddenTriple: case Technique::HiddenQuad:
            return "In " + unit + " the values " + valueList(geo, hint.values) + " fit only in " +
                   cellList(geo, hint.cells) + ", so " + effectText(geo, hint) + ": " + name + ".";
        case Technique::HallSet:
            return "In " + unit + " the " + count + " cells " + cellList(geo, hint.cells) + " hold only the " + count +
                   " values " + valueList(geo, hint.values) + " between them, so " + effectText(geo, hint) +
                   ": Hall set of " + count + ".";
        default:
            return "In " + unit + " the cells " + cellList(geo, hint.cells) + " hold only " +
                   valueList(geo, hint.values) + ", so " + effectText(geo, hint) + ": " + name + ".";
    }
}

std::string explainPattern(const Geometry& geo, const Hint& hint) {
    const std::string value = valueText(geo.size, lowestValue(hint.values)), name(techniqueName(hint.technique));
    if (hint.technique == Technique::Pointing || hint.technique == Technique::BoxLine)
        return "In " + geo.unitName(hint.units[0]) + " the " + value + "s lie only in " + geo.unitName(hint.units[1]) +
               " (" + cellList(geo, hint.cells) + "), so " + effectText(geo, hint) + ": " + name + ".";
    // A fish: the first half of units are base lines, the second half cover lines.
    const std::size_t half = hint.units.size() / 2;
    return "The " + value + "s of " + unitList(geo, hint.units, 0, half) + " lie only in " +
           unitList(geo, hint.units, half, hint.units.size()) + ", so " + effectText(geo, hint) + ": " + name + ".";
}

/// A finned fish: base lines, cover lines, then the fins' box (hint_finned_fish.cpp).
std::string explainFinnedFish(const Geometry& geo, const Hint& hint) {
    const std::string value = valueText(geo.size, lowestValue(hint.values)), name(techniqueName(hint.technique));
    const std::size_t size = hint.units.size() / 2;
    const std::string box = geo.unitName(hint.units.back());
    return "The " + value + "s of " + unitList(geo, hint.units, 0, size) + " lie only in " +
           unitList(geo, hint.units, size, 2 * size) + " apart from fins in " + box + "; either way " +
           effectText(geo, hint) + " (it sees " + box + " and a cover line): " + name + ".";
}

/// An XYZ-wing: the pivot is the one of its three cells that sees the other two.
std::string explainXYZWing(const Geometry& geo, const Hint& hint) {
    const std::vector<int>& c = hint.cells;
    const auto seesBoth = [&](int i) {
        int seen = 0;
        for (int j = 0; j < 3; ++j)
            for (int peer : geo.peers[c[i]]) seen += j != i && peer == c[j] ? 1 : 0;
        return seen == 2;
    };
    int pivot = 0;
    while (pivot < 2 && !seesBoth(pivot)) ++pivot;
    std::vector<int> pincers;
    for (int i = 0; i < 3; ++i)
        if (i != pivot) pincers.push_back(c[i]);
    const std::string z = valueText(geo.size, lowestValue(hint.eliminations.at(0).values));
    return geo.cellName(c[pivot]) + " holds one of " + valueList(geo, hint.values) + " and sees " +
           cellList(geo, pincers) + ", two of those values each, both with " + z +
           ": whichever the pivot holds, one of "
           "the three is " +
           z + ", so " + effectText(geo, hint) + ": XYZ-wing.";
}

std::string explainProblem(const Geometry& geo, const Hint& hint) {
    switch (hint.problem) {
        case HintProblem::RepeatedValue:
            return valueText(geo.size, lowestValue(hint.values)) + " appears twice in " + geo.unitName(hint.units[0]) +
                   " (" + cellList(geo, hint.cells) + "): contradiction.";
        case HintProblem::NoCandidate:
            return "No value is left for " + geo.cellName(hint.cells[0]) + ": contradiction.";
        case HintProblem::NoPlace:
            return valueText(geo.size, lowestValue(hint.values)) + " has no place left in " +
                   geo.unitName(hint.units[0]) + ": contradiction.";
        case HintProblem::NoSolution:
            return "The exact solver proves this grid cannot be completed: contradiction.";
        case HintProblem::SeveralSolutions:
            return "No technique applies and no value is forced: the grid has more than one solution.";
        case HintProblem::SearchLimit:
            return "No technique applies and the exact solver hit its node limit before finding a forced value.";
        case HintProblem::LogicOnly:
            return "No technique applies: the next step needs search.";
        case HintProblem::None: break;
    }
    return "No technique applies.";
}

}  // namespace

std::string valueText(int size, Value value) {
    if (size <= 35) return std::string(1, symbolFor(value, Alphabet::Standard));
    return std::to_string(value);
}

std::string explainHint(const Geometry& geo, const Hint& hint) {
    if (hint.status == HintStatus::Solved) return "The grid is solved.";
    if (hint.status != HintStatus::Step) return explainProblem(geo, hint);
    switch (hint.technique) {
        case Technique::FullHouse: case Technique::NakedSingle: case Technique::HiddenSingle: case Technique::Search:
            return explainSingle(geo, hint);
        case Technique::Pointing: case Technique::BoxLine: case Technique::XWing: case Technique::Swordfish:
        case Technique::Jellyfish:
            return explainPattern(geo, hint);
        case Technique::FinnedXWing:
        case Technique::FinnedSwordfish:
        case Technique::FinnedJellyfish: return explainFinnedFish(geo, hint);
        case Technique::XYZWing: return explainXYZWing(geo, hint);
        case Technique::AlsXZ:
        case Technique::AlsXYWing:
        case Technique::DeathBlossom:
        case Technique::SueDeCoq: return explainAls(geo, hint);
        case Technique::EmptyRectangle: return explainEmptyRectangle(geo, hint);
        case Technique::ColourTrap:
        case Technique::ColourWrap:
        case Technique::MultiColouring: return explainColouring(geo, hint);
        case Technique::UniqueRectangle1:
        case Technique::UniqueRectangle2:
        case Technique::UniqueRectangle3:
        case Technique::UniqueRectangle4:
        case Technique::BugPlusOne: return explainUniqueness(geo, hint);
        default:
            if (!hint.proof.empty()) return explainForcing(geo, hint);
            if (!hint.links.empty()) return explainChain(geo, hint);
            return explainSubset(geo, hint);
    }
}

}  // namespace sudolab
