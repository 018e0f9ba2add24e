// Access to the small test data shipped under tests/data (the suite never reads ../shared).
#pragma once

#include <string>
#include <vector>

#include "grid/grid.hpp"

namespace sudolab::testing {

/// Full path of a file under tests/data.
std::string dataPath(const std::string& relative);
/// Whole file as text; fails the test if it cannot be read.
std::string readDataFile(const std::string& relative);
/// The 16 named 9x9 puzzles of the ant-colony paper (name, puzzle), from tests/data/named.
struct NamedPuzzle {
    std::string name;
    Grid puzzle;
};
std::vector<NamedPuzzle> namedPuzzles();
/// One named puzzle by name (throws, failing the test, if there is none of that name).
Grid namedPuzzle(const std::string& name);
/// An instance file of the ant-colony paper under tests/data/instances, e.g. "inst16x16_45_0".
Grid instance(const std::string& name);
/// A valid full grid of any order, all cells given: the canonical pattern, value = (r*n + r/n + c) % N + 1.
Grid canonicalGrid(int order);

}  // namespace sudolab::testing
