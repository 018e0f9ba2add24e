// Sentences of the chain and forcing techniques: a chain in Eureka notation ("(5)r1c2=(5)r1c7-(5)r4c7=
// (5)r4c2", = strong, - weak) with what its two ends prove; a forcing argument as its cases, each with
// the placements that lead to the conclusion or the contradiction.
#include <cctype>
#include <string>
#include <vector>

#include "hints/hint_explain.hpp"
#include "hints/hint_words.hpp"

namespace sudolab {
namespace {

using namespace words;

/// A group's cells in one name: "r1c2,3" in a row, "r2,3c1" in a column (the Eureka grouping).
std::string groupName(const Geometry& geo, const std::vector<int>& cells) {
    const bool inRow = geo.rowOf(cells.front()) == geo.rowOf(cells.back());
    std::string listed;
    for (int cell : cells) {
        if (!listed.empty()) listed += ",";
        listed += std::to_string((inRow ? geo.columnOf(cell) : geo.rowOf(cell)) + 1);
    }
    return inRow ? "r" + std::to_string(geo.rowOf(cells[0]) + 1) + "c" + listed
                 : "r" + listed + "c" + std::to_string(geo.columnOf(cells[0]) + 1);
}

/// "(5)r1c2", or "(5)r1c2,3" for a group.
std::string nodeText(const Geometry& geo, ChainNode node, const std::vector<int>& group = {}) {
    std::string text = "(";  // appended piece by piece: GCC 12 warns (-Wrestrict) on "(" + std::string
    text += valueText(geo.size, node.value);
    text += ")";
    text += group.empty() ? geo.cellName(node.cell) : groupName(geo, group);
    return text;
}

/// "r3c8 is 5" / "r3c8 is not 5".
std::string factText(const Geometry& geo, ChainNode node) {
    return geo.cellName(node.cell) + (node.on ? " is " : " is not ") + valueText(geo.size, node.value);
}

/// The steps of a case: its placements ("r3c8=5, r4c4=2"), or its removals when it places nothing.
std::string stepsText(const Geometry& geo, const ProofBranch& branch) {
    std::vector<std::string> placed, removed;
    for (const ChainNode& step : branch.steps)
        (step.on ? placed : removed)
            .push_back(geo.cellName(step.cell) + (step.on ? "=" : " loses ") + valueText(geo.size, step.value));
    std::string text = joined(placed.empty() ? removed : placed);
    if (branch.nestedSteps > 0)
        text += " (" + std::to_string(branch.nestedSteps) + " of its steps by inner forcing nets)";
    return text;
}

std::string conclusionText(const Geometry& geo, const Hint& hint) {
    if (hint.placeCell >= 0) return factText(geo, {hint.placeCell, hint.placeValue, true});
    const Elimination& e = hint.eliminations.at(0);
    return factText(geo, {e.cell, lowestValue(e.values), false});
}

std::string caseText(const Geometry& geo, const ProofBranch& branch) {
    const std::string steps = stepsText(geo, branch);
    return "if " + factText(geo, branch.premise) + (steps.empty() ? "" : ", then " + steps);
}

}  // namespace

std::string explainHintAt(const Geometry& geo, const Hint& hint, HintLevel level) {
    if (hint.status != HintStatus::Step || level == HintLevel::Step || hint.technique == Technique::Search)
        return explainHint(geo, hint);
    const std::string name(techniqueName(hint.technique));
    const std::string article = std::string("aeiouAEIOUX").find(name[0]) != std::string::npos ? "an " : "a ";
    if (level == HintLevel::Nudge) {
        std::vector<std::string> where;
        for (std::size_t i = 0; i < hint.units.size() && i < 2; ++i) where.push_back(geo.unitName(hint.units[i]));
        const std::string place = where.empty()
                                      ? "around " + geo.cellName(hint.cells.empty() ? hint.placeCell : hint.cells[0])
                                      : "in " + joined(where);
        return "Look for " + article + name + " " + place + ".";
    }
    std::string text = name + ": look at " + cellList(geo, hint.cells) + " (" + valueList(geo, hint.values) + ").";
    text[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(text[0])));
    return text;
}

std::string explainChain(const Geometry& geo, const Hint& hint) {
    std::string chain = nodeText(geo, hint.links.front().from, hint.links.front().fromGroup);
    for (const ChainLink& link : hint.links) {
        chain += link.strong ? "=" : "-";
        chain += nodeText(geo, link.to, link.toGroup);
    }
    const std::string name(techniqueName(hint.technique));
    if (hint.placeCell >= 0) {  // a discontinuous loop: strong links at both ends of its start
        const std::string fact = factText(geo, {hint.placeCell, hint.placeValue, true});
        return "Loop " + chain + ": if " + factText(geo, {hint.placeCell, hint.placeValue, false}) +
               ", the chain makes it true, so " + fact + ": " + name + ".";
    }
    const ChainLink& closing = hint.links.back();
    if (!closing.strong)  // a continuous loop: it ends with the weak link back to its start
        return "Loop " + chain + ": each weak link has one true end, so " + effectText(geo, hint) + ": " + name + ".";
    const ChainNode first = hint.links.front().from, last = hint.links.back().to;
    const std::string ends = first.cell == last.cell && hint.links.front().fromGroup.empty() && closing.toGroup.empty()
                                 ? geo.cellName(first.cell) + " holds " + valueText(geo.size, first.value) + " or " +
                                       valueText(geo.size, last.value)
                                 : "one of its ends holds its value";
    return "Chain " + chain + ": " + ends + ", so " + effectText(geo, hint) + ": " + name + ".";
}

std::string explainForcing(const Geometry& geo, const Hint& hint) {
    const std::string name(techniqueName(hint.technique));
    const std::string conclusion = conclusionText(geo, hint);
    if (hint.proof.size() == 1) {  // one case that fails
        const ProofBranch& only = hint.proof[0];
        return "If " + factText(geo, only.premise) + (only.steps.empty() ? "" : ", then " + stepsText(geo, only)) +
               ", and a cell or a unit is left without a value: a contradiction, so " + conclusion + ": " + name + ".";
    }
    std::vector<std::string> cases;
    for (const ProofBranch& branch : hint.proof) cases.push_back(caseText(geo, branch));
    std::string split;
    const ChainNode a = hint.proof[0].premise, b = hint.proof[1].premise;
    if (a.cell == b.cell && a.value == b.value)
        split = geo.cellName(a.cell) + " is " + valueText(geo.size, a.value) + " or not";
    else if (a.cell == b.cell)
        split = geo.cellName(a.cell) + " holds " + valueList(geo, hint.values);
    else
        split = "In " + (hint.units.empty() ? std::string("its unit") : geo.unitName(hint.units[0])) + ", " +
                valueText(geo.size, a.value) + " goes in " + cellList(geo, hint.cells);
    std::string text = split + "; " + joined(cases) + ": in every case " + conclusion + ": " + name + ".";
    text[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(text[0])));
    return text;
}

}  // namespace sudolab
