// The ALS-XY-wing on a board written for it, where only the higher of two joining values works: every
// pair of joining values must be tried, not only the lowest (core/hints/hint_als.cpp).
#include <initializer_list>
#include <string>
#include <vector>

#include "doctest.h"
#include "hints/almost_locked_sets.hpp"
#include "hints/hint.hpp"
#include "hints/hint_explain.hpp"

using namespace sudolab;

namespace {

int cellAt(int row, int column) { return (row - 1) * 9 + (column - 1); }

Candidates valuesOf(std::initializer_list<int> values) {
    Candidates bits = 0;
    for (int v : values) bits |= bitOf(static_cast<Value>(v));
    return bits;
}

/// Leaves `cell` with only `values` as candidates.
void keepOnly(HintBoard& board, int cell, std::initializer_list<int> values) {
    REQUIRE(board.eliminate(cell, ~valuesOf(values) & board.candidates(cell)));
}

hints::AlmostLockedSet setOf(const HintBoard& board, int unit, std::vector<int> cells) {
    Candidates values = 0;
    for (int cell : cells) values |= board.candidates(cell);
    return {unit, std::move(cells), values};
}

}  // namespace

// The board: an empty 9x9 grid with candidates taken away. Its many bivalue cells make other ALS-XY-wings
// too, so the finder is asked about these three sets (alsXYWingOfSets, what the tier's search calls for
// each pivot and pair of wings):
//   pivot C = r1c1, r1c2 (row 1), both {1,2,3};
//   wing A = r2c2 {1,4}, r2c3 {3,4} (row 2), joined to C by 1 and by 3 (each in A only in box 1);
//   wing B = r3c3 {2,5}, r5c3 {1,5}, r6c3 {3,5} (column 3), joined to C by 2 only (its 1 and 3 lie
//   outside row 1 and box 1).
// Joining A by 1 and B by 2 leaves z = 3, whose places r2c3 and r6c3 see only column 3, where no other
// cell holds 3: nothing goes. Joining A by 3 and B by 2 leaves z = 1, whose places r2c2 and r5c3 both
// see r1c3 (box 1, column 3), r4c2, r5c2 and r6c2 (column 2, box 4): they lose 1. A finder that tried only each wing's lowest joining value would miss
// it. (The full engine finds other steps here first, among them an ALS-XZ of A and B joined by 3 that
// removes the same 1s.)
TEST_CASE("ALS-XY-wing: only the higher joining value of a doubly joined wing removes something") {
    HintBoard board = hintBoardOf(Grid(3));
    keepOnly(board, cellAt(1, 1), {1, 2, 3});
    keepOnly(board, cellAt(1, 2), {1, 2, 3});
    keepOnly(board, cellAt(2, 2), {1, 4});
    keepOnly(board, cellAt(2, 3), {3, 4});
    keepOnly(board, cellAt(3, 3), {2, 5});
    keepOnly(board, cellAt(5, 3), {1, 5});
    keepOnly(board, cellAt(6, 3), {3, 5});
    // No other cell of column 3 holds 3, so the lower pair's z = 3 has nothing to remove.
    for (int row : {1, 4, 7, 8, 9}) REQUIRE(board.eliminate(cellAt(row, 3), valuesOf({3})));

    const Geometry& geo = board.geometry();
    const hints::AlmostLockedSet c = setOf(board, 0, {cellAt(1, 1), cellAt(1, 2)});
    const hints::AlmostLockedSet a = setOf(board, 1, {cellAt(2, 2), cellAt(2, 3)});
    const hints::AlmostLockedSet b = setOf(board, 9 + 2, {cellAt(3, 3), cellAt(5, 3), cellAt(6, 3)});
    REQUIRE(hints::restrictedCommons(board, c, a) == valuesOf({1, 3}));
    REQUIRE(hints::restrictedCommons(board, c, b) == valuesOf({2}));

    Hint hint;
    REQUIRE(hints::alsXYWingOfSets(board, c, a, b, hint));
    CHECK(hint.technique == Technique::AlsXYWing);
    REQUIRE(hint.groups.size() == 3);
    CHECK(hint.groups[0].cells == c.cells);
    CHECK(hint.groups[1].cells == a.cells);
    CHECK(hint.groups[1].linked == valuesOf({3}));  // the higher of A's joining values 1 and 3
    CHECK(hint.groups[2].cells == b.cells);
    CHECK(hint.groups[2].linked == valuesOf({2}));
    REQUIRE(hint.eliminations.size() == 4);
    CHECK(hint.eliminations[0].cell == cellAt(1, 3));
    CHECK(hint.eliminations[1].cell == cellAt(4, 2));
    CHECK(hint.eliminations[2].cell == cellAt(5, 2));
    CHECK(hint.eliminations[3].cell == cellAt(6, 2));
    for (const Elimination& e : hint.eliminations) CHECK(e.values == valuesOf({1}));
    CHECK(explainHint(geo, hint) ==
          "The pivot set r1c1 and r1c2 (row 1: 1, 2 and 3) is joined to r2c2 and r2c3 (row 2: 1, 3 and 4) by 3 and "
          "to r3c3, r5c3 and r6c3 (column 3: 1, 2, 3 and 5) by 2; it cannot lack both, so one of the two sets lacks "
          "its joining value and holds all its others, and one of them holds 1: 1 leaves r1c3, r4c2, r5c2 and r6c2: "
          "ALS-XY-wing.");
}
