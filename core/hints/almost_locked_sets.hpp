// Almost locked sets: n open cells of one unit holding n + 1 values between them. Lock one value out and
// the rest are locked in the set; the ALS techniques (hint_als.cpp, hint_death_blossom.cpp) join such sets
// by restricted common values. Internal to the hint engine.
#pragma once

#include <cstdint>
#include <vector>

#include "hints/hint.hpp"

namespace sudolab::hints {

/// One almost locked set.
struct AlmostLockedSet {
    int unit = -1;
    std::vector<int> cells;  ///< ascending
    Candidates values = 0;   ///< cells.size() + 1 values
};

/// Largest set collected on a grid of this order: all sizes that a 9x9 player meets, fewer on the big
/// grids, where a unit of 16 or 25 cells holds far more subsets (what keeps a hint's cost bounded).
int maxAlsCells(int order);

/// Every almost locked set of at most `maxCells` cells, each cell set once (a set inside a row and a box
/// is listed for the first unit), smallest first, then by cells; at most `limit` of them.
std::vector<AlmostLockedSet> collectAlmostLockedSets(const HintBoard& board, int maxCells, std::size_t limit);

/// Whether two sets share no cell.
bool disjoint(const AlmostLockedSet& a, const AlmostLockedSet& b);

/// The cells of `set` holding v.
std::vector<int> cellsHolding(const HintBoard& board, const std::vector<int>& cells, Value v);

/// The restricted common values of two disjoint sets: values of both whose places in the one all see their
/// places in the other (so at most one of the sets holds the value).
Candidates restrictedCommons(const HintBoard& board, const AlmostLockedSet& a, const AlmostLockedSet& b);

/// The open cells outside `places` that hold v and see every cell of `places` (what loses v when one of
/// `places` must hold it).
std::vector<int> cellsSeeingAll(const HintBoard& board, const std::vector<int>& places, Value v);

/// Adds "the cells seeing every place of v in `cells` lose v" to `removed` (cell -> values); true if any.
bool removeSeeingAll(const HintBoard& board, const std::vector<int>& cells, Value v, std::vector<Candidates>& removed);

/// The eliminations of `removed` (cell -> values), ascending by cell.
std::vector<Elimination> eliminationsOf(const std::vector<Candidates>& removed);

/// A hint's group for `set`, joined to the first group by `linked`.
CellGroup groupOf(const AlmostLockedSet& set, Candidates linked);

/// Fills the hint's pattern from its groups: cells (all of them, ascending), values, units, length.
void fillFromGroups(Hint& hint);

/// The ALS-XY-wing of these three sets, if it removes anything: pivot joined to a and to b by restricted
/// common values, every pair of them tried (hint_als.cpp; the tier searches all sets with it).
bool alsXYWingOfSets(const HintBoard& board, const AlmostLockedSet& pivot, const AlmostLockedSet& a,
                     const AlmostLockedSet& b, Hint& hint);
/// A death blossom whose petals are among `sets` (hint_death_blossom.cpp).
bool findDeathBlossom(const HintBoard& board, const std::vector<AlmostLockedSet>& sets, Hint& hint);

}  // namespace sudolab::hints
