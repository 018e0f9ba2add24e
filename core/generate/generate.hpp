// Puzzle generators: Lewis's shuffled-full-grid instances (solvable, not necessarily unique) and a
// unique-solution generator that removes givens while the solution stays unique.
#pragma once

#include <cstdint>

#include "base/rng.hpp"
#include "grid/grid.hpp"

namespace sudolab {

/// A full valid grid of order n: the canonical pattern shuffled by transposition, band, stack,
/// row-in-band and column-in-stack permutations and symbol relabelling (Lewis's generator).
Grid randomFullGrid(int order, Rng& rng);

/// Lewis's instance generator: a random full grid with each cell kept as a given with probability p.
Grid generateFixedFraction(int order, double keepProbability, std::uint64_t seed);

/// A puzzle with a unique solution (orders 2..4): starts from a random full grid and removes givens in
/// random order while the solution stays unique, stopping at `targetClues` givens if that is reached
/// (0 = as few as this removal order allows). 16x16 uniqueness checks are capped in nodes; a check that
/// hits the cap keeps its given, so the result is always unique but may keep a few removable givens.
Grid generateUnique(int order, int targetClues, std::uint64_t seed);

}  // namespace sudolab
