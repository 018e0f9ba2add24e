// What the board's violet heat wash shows for each solver, in words for the UI (each solver computes
// its heat in its snapshot(); keep these sentences in step with those functions).
#pragma once

#include <string>
#include <string_view>

namespace sudolab::app {

/// One short sentence, or "" for solvers without a heat map.
std::string heatMeaning(std::string_view solverId);

}  // namespace sudolab::app
