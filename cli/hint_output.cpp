#include "hint_output.hpp"

#include <cmath>

#include "hints/hint_explain.hpp"
#include "hints/rating.hpp"

namespace sudolab::cli {
namespace {

using Json = nlohmann::ordered_json;

Json valuesJson(Candidates values) {
    Json list = Json::array();
    for (; values; values &= values - 1) list.push_back(static_cast<int>(lowestValue(values)));
    return list;
}

Json cellsJson(const Geometry& geo, const std::vector<int>& cells) {
    Json list = Json::array();
    for (int cell : cells) list.push_back(geo.cellName(cell));
    return list;
}

/// A colouring hint's candidates: [{"cell": "r1c2", "value": 5, "colour": 0}, ...] (colours 0/1 one
/// cluster's two sides, 2/3 a second cluster's).
Json coloursJson(const Geometry& geo, const std::vector<ColouredCandidate>& colours) {
    Json list = Json::array();
    for (const ColouredCandidate& c : colours)
        list.push_back({{"cell", geo.cellName(c.cell)}, {"value", static_cast<int>(c.value)}, {"colour", c.colour}});
    return list;
}

/// An ALS or Sue de Coq hint's groups: [{"unit": "row 1", "cells": [...], "values": [...], "linked": [...]}].
Json groupsJson(const Geometry& geo, const std::vector<CellGroup>& groups) {
    Json list = Json::array();
    for (const CellGroup& g : groups)
        list.push_back({{"unit", geo.unitName(g.unit)},
                        {"cells", cellsJson(geo, g.cells)},
                        {"values", valuesJson(g.values)},
                        {"linked", valuesJson(g.linked)}});
    return list;
}

/// A chain's node, a candidate: {"cell": "r1c2", "value": 5, "group": []}; a grouped node (the value's
/// places in one box-line intersection) names its first cell and lists all its cells in "group".
Json chainNodeJson(const Geometry& geo, const ChainNode& node, const std::vector<int>& group) {
    return {
        {"cell", geo.cellName(node.cell)}, {"value", static_cast<int>(node.value)}, {"group", cellsJson(geo, group)}};
}

/// A chain's links in order, as the app draws them (strong solid, weak dashed):
/// [{"from": node, "to": node, "strength": "strong" | "weak"}, ...]; empty but for chains and nice loops.
Json linksJson(const Geometry& geo, const std::vector<ChainLink>& links) {
    Json list = Json::array();
    for (const ChainLink& link : links)
        list.push_back({{"from", chainNodeJson(geo, link.from, link.fromGroup)},
                        {"to", chainNodeJson(geo, link.to, link.toGroup)},
                        {"strength", link.strong ? "strong" : "weak"}});
    return list;
}

}  // namespace

Json hintJson(const Geometry& geo, const Hint& hint) {
    Json units = Json::array();
    for (int unit : hint.units) units.push_back(geo.unitName(unit));
    Json eliminations = Json::array();
    for (const Elimination& e : hint.eliminations)
        eliminations.push_back({{"cell", geo.cellName(e.cell)}, {"values", valuesJson(e.values)}});
    const bool step = hint.status == HintStatus::Step;
    return {
        {"status", std::string(hintStatusId(hint.status))},
        {"technique", step ? Json(std::string(techniqueId(hint.technique))) : Json(nullptr)},
        {"sentence", explainHint(geo, hint)},
        {"units", units},
        {"cells", cellsJson(geo, hint.cells)},
        {"values", valuesJson(hint.values)},
        {"place", hint.placeCell >= 0 ? Json{{"cell", geo.cellName(hint.placeCell)}, {"value", hint.placeValue}}
                                      : Json(nullptr)},
        {"eliminations", eliminations},
        {"colours", coloursJson(geo, hint.colours)},
        {"groups", groupsJson(geo, hint.groups)},
        {"links", linksJson(geo, hint.links)},
        {"problem", std::string(hintProblemId(hint.problem))},
    };
}

Json gradeJson(const Grade& grade) {
    Json uses = Json::object();
    for (Technique technique : kTechniques)
        if (const int count = grade.uses[static_cast<int>(technique)]) uses[std::string(techniqueId(technique))] = count;
    return {
        {"solved_by_logic", grade.solvedByLogic},
        {"end", std::string(hintStatusId(grade.end))},
        {"problem", std::string(hintProblemId(grade.problem))},
        {"hardest", grade.steps > 0 ? Json(std::string(techniqueId(grade.hardest))) : Json(nullptr)},
        {"hardest_count", grade.hardestCount},
        {"steps", grade.steps},
        {"placements", grade.placements},
        {"eliminations", grade.eliminations},
        {"open_cells", grade.openCells},
        {"rating", std::round(grade.rating * 10) / 10},
        {"grade", grade.solvedByLogic ? Json(std::string(gradeId(gradeOfRating(grade.rating)))) : Json(nullptr)},
        {"uses", uses},
    };
}

}  // namespace sudolab::cli
