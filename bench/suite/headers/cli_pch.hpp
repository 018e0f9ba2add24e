// The CLI command files' heaviest headers, precompiled in the header-cost measurement (bench/suite/unit_flag_cost.sh).
#include <CLI/CLI.hpp>
#include <nlohmann/json.hpp>

#include <algorithm>
#include <map>
#include <memory>
#include <optional>
#include <sstream>
#include <string>
#include <vector>
