// How the hint commands print a hint and a grade: JSON objects with cell and unit names, values as numbers.
#pragma once

#include <nlohmann/json.hpp>

#include "hints/grade.hpp"
#include "hints/hint.hpp"

namespace sudolab::cli {

/// {"status","technique","sentence","units":["row 4"],"cells":["r4c7"],"values":[6],"place":{...},
///  "eliminations":[{"cell":"r4c8","values":[6]}],"colours","groups","links","problem"}; "links" holds a
///  chain's links: [{"from":{"cell","value","group"},"to":{...},"strength":"strong"|"weak"}].
nlohmann::ordered_json hintJson(const Geometry& geometry, const Hint& hint);

/// {"solved_by_logic","end","problem","hardest","hardest_count","steps","placements","eliminations",
///  "open_cells","uses":{"hidden-single":12,...}} (uses lists only the techniques used).
nlohmann::ordered_json gradeJson(const Grade& grade);

}  // namespace sudolab::cli
