#include "heat_meaning.hpp"

#include <array>
#include <utility>

namespace sudolab::app {

std::string heatMeaning(std::string_view solverId) {
    // From each solver's snapshot() in core/solvers/.
    static constexpr std::array<std::pair<std::string_view, std::string_view>, 5> kMeanings = {{
        {"acs", "pheromone on the shown value, relative to the strongest trail (stronger = more violet)"},
        {"reseda", "probability of the shown value under the current model (likelier = more violet)"},
        {"tabu", "share of the cell's values filtered out (only one left = fully violet)"},
        {"anneal", "cells whose value repeats in their row or column"},
        {"hill-climb", "open cells whose value repeats in their row or column"},
    }};
    for (const auto& [id, meaning] : kMeanings)
        if (id == solverId) return std::string(meaning);
    return "";
}

}  // namespace sudolab::app
