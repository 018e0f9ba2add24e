// Test helpers shared by the box-swap local-search tests (hill climbing, simulated annealing): costs
// recounted from scratch and the snapshot invariants of a box-permutation search.
#pragma once

#include <algorithm>
#include <cstdint>
#include <string>
#include <vector>

#include "doctest.h"
#include "run/solver.hpp"
#include "solver_checks.hpp"

namespace sudolab::testing {

/// Σ over rows and columns of the number of values missing (Lewis's cost), counted from scratch.
inline int missingValuesCost(const Grid& grid) {
    const Geometry& geo = grid.geometry();
    int missing = 0;
    for (int unit = 0; unit < 2 * geo.size; ++unit) {
        Candidates present = 0;
        for (int cell : geo.units[unit])
            if (grid.at(cell) != 0) present |= bitOf(grid.at(cell));
        missing += geo.size - countOf(present);
    }
    return missing;
}

/// Pairs (given, non-given) of one row or column holding the same value, counted from scratch.
inline int givenClashCount(const Grid& puzzle, const Grid& grid) {
    const Geometry& geo = grid.geometry();
    int clashes = 0;
    for (int unit = 0; unit < 2 * geo.size; ++unit)
        for (int given : geo.units[unit])
            for (int other : geo.units[unit])
                if (puzzle.isGiven(given) && !puzzle.isGiven(other) && grid.at(other) == puzzle.at(given)) ++clashes;
    return clashes;
}

/// The snapshot of a box-swap search: every box holds a permutation of 1..N, givens keep their value
/// and origin, and every recent move swaps two non-given cells of one box.
inline void checkBoxSwapSnapshot(const Grid& puzzle, const Snapshot& snap) {
    const Geometry& geo = puzzle.geometry();
    REQUIRE(snap.grid.order() == puzzle.order());
    REQUIRE(snap.origin.size() == static_cast<std::size_t>(puzzle.cellCount()));
    CHECK(snap.grid.agreesWith(puzzle));
    for (int box = 0; box < geo.size; ++box) {
        Candidates present = 0;
        for (int cell : geo.units[2 * geo.size + box])
            if (snap.grid.at(cell) != 0) present |= bitOf(snap.grid.at(cell));
        CHECK(present == allValues(geo.size));
    }
    for (int cell = 0; cell < puzzle.cellCount(); ++cell) {
        if (puzzle.isGiven(cell)) CHECK(snap.origin[cell] == CellOrigin::Given);
        else CHECK(snap.origin[cell] != CellOrigin::Given);
    }
    for (const Move& move : snap.recentMoves) {
        CHECK(move.kind == MoveKind::Swap);
        REQUIRE(move.cellA >= 0);
        REQUIRE(move.cellB >= 0);
        CHECK(move.cellA != move.cellB);
        CHECK(geo.boxOf(move.cellA) == geo.boxOf(move.cellB));
        CHECK_FALSE(puzzle.isGiven(move.cellA));
        CHECK_FALSE(puzzle.isGiven(move.cellB));
    }
    CHECK(snap.bestCost <= snap.cost);
    CHECK(snap.bestCost >= 0);
}

}  // namespace sudolab::testing
