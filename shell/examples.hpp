// The example puzzles compiled into the app: the 16 named 9x9 puzzles of the ant-colony paper (and three of
// the RESEDA paper's), listed by grade for players (model/example_grades.hpp), and a few 9x9, 16x16 and
// 25x25 instances of the paper's generated set for the solver lab (assets/puzzles/).
#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace sudolab::app {

struct Example {
    std::string name;   ///< file name without extension: "aiescargot", "inst25x25_45_0"
    std::string label;  ///< what the menu shows: "AI Escargot", "Medium no. 3", "25×25, 45% given (#0)"
    std::string group;  ///< menu section: the grade ("Extreme"), or the solver lab's big grids
    std::string_view text;  ///< file contents (instance format)
};

/// All examples: named puzzles in the paper's order, then instances by size and fraction.
const std::vector<Example>& examples();

/// The example with this name, or nullptr.
const Example* findExample(std::string_view name);

}  // namespace sudolab::app
