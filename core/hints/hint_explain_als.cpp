// Sentences of the ALS techniques and Sue de Coq (hint_als.cpp, hint_death_blossom.cpp and
// hint_sue_de_coq.cpp say how their groups are laid out).
#include <string>
#include <vector>

#include "hints/hint_explain.hpp"
#include "hints/hint_words.hpp"

namespace sudolab {
namespace {

using namespace words;

/// "r1c2 and r1c5 (row 1: 1, 2 and 7)"; a single cell just "r4c5 (2 and 7)".
std::string groupText(const Geometry& geo, const CellGroup& group) {
    const std::string where = group.cells.size() > 1 ? geo.unitName(group.unit) + ": " : "";
    return cellList(geo, group.cells) + " (" + where + valueList(geo, group.values) + ")";
}

std::string explainAlsXZ(const Geometry& geo, const Hint& hint) {
    const CellGroup &a = hint.groups.at(0), &b = hint.groups.at(1);
    const std::string start =
        "The sets " + groupText(geo, a) + " and " + groupText(geo, b) + " each hold one value more than cells; ";
    if (isSingle(b.linked))
        return start + valueList(geo, b.linked) + " joins them (its places in one see those in the other), so one " +
               "set lacks it and holds all its other values, and one of them holds " +
               valueList(geo, a.values & b.values & ~b.linked) + ": " + effectText(geo, hint) + namedEnding(hint);
    return start + valueList(geo, b.linked) + " both join them, so neither set lacks any other value, and each " +
           "joining value lies in one of them: " + effectText(geo, hint) + " (doubly linked)" + namedEnding(hint);
}

std::string explainAlsXYWing(const Geometry& geo, const Hint& hint) {
    const CellGroup &pivot = hint.groups.at(0), &a = hint.groups.at(1), &b = hint.groups.at(2);
    const Candidates z = a.values & b.values & ~(a.linked | b.linked);
    return "The pivot set " + groupText(geo, pivot) + " is joined to " + groupText(geo, a) + " by " +
           valueList(geo, a.linked) + " and to " + groupText(geo, b) + " by " + valueList(geo, b.linked) +
           "; it cannot lack both, so one of the two sets lacks its joining value and holds all its others, " +
           "and one of them holds " + valueList(geo, z) + ": " + effectText(geo, hint) + namedEnding(hint);
}

std::string explainDeathBlossom(const Geometry& geo, const Hint& hint) {
    const CellGroup& stem = hint.groups.at(0);
    std::vector<std::string> petals;
    Candidates z = ~Candidates{0};
    for (std::size_t i = 1; i < hint.groups.size(); ++i) {
        petals.push_back(valueList(geo, hint.groups[i].linked) + ": " + groupText(geo, hint.groups[i]));
        z &= hint.groups[i].values;
    }
    z &= ~stem.values;
    return "Whatever " + geo.cellName(stem.cells.at(0)) + " holds (" + valueList(geo, stem.values) +
           "), the set it joins by that value (" + joined(petals) + ") lacks it and holds all its other values, " +
           "so one of them holds " + valueList(geo, z) + ": " + effectText(geo, hint) + namedEnding(hint);
}

std::string explainSueDeCoq(const Geometry& geo, const Hint& hint) {
    const CellGroup &core = hint.groups.at(0), &line = hint.groups.at(1), &box = hint.groups.at(2);
    const std::size_t cells = core.cells.size() + line.cells.size() + box.cells.size();
    return "Where " + geo.unitName(box.unit) + " crosses " + geo.unitName(line.unit) + ", " +
           cellList(geo, core.cells) + " hold " + valueList(geo, core.values) + "; with " + groupText(geo, line) +
           " and " + groupText(geo, box) + ", which share no value, they are " + std::to_string(cells) +
           " cells holding " + std::to_string(cells) + " values, each placed once: " + effectText(geo, hint) +
           namedEnding(hint);
}

}  // namespace

std::string explainAls(const Geometry& geo, const Hint& hint) {
    switch (hint.technique) {
        case Technique::AlsXZ: return explainAlsXZ(geo, hint);
        case Technique::AlsXYWing: return explainAlsXYWing(geo, hint);
        case Technique::DeathBlossom: return explainDeathBlossom(geo, hint);
        default: return explainSueDeCoq(geo, hint);
    }
}

}  // namespace sudolab
