// ALS-XZ and ALS-XY-wing. Two almost locked sets A and B joined by a restricted common value x (every x of A
// sees every x of B) cannot both hold x; the one without x is locked, so it holds all its other values. For
// a value z of both sets, one of them holds z: z leaves every cell that sees all their z places. When two
// values x1, x2 join them (doubly linked), both sets are locked: each set's other values leave the cells
// seeing all of that set's places of them, and x1, x2 the cells seeing all their places in both sets.
// ALS-XY-wing: a pivot set C joined to A by x and to B by y (x != y); C cannot lose both, so A holds x or B
// holds y; with z in A and B (z not x, y), a set without z would be locked and hold its joining value, so
// if neither held z, the pivot would lose both x and y: one of A, B holds z.
#include <algorithm>

#include "hints/almost_locked_sets.hpp"
#include "hints/hint_rules.hpp"

namespace sudolab::hints {
namespace {

/// Sets collected per hint: every 9x9 board's sets of up to five cells fit far below this.
constexpr std::size_t kMaxSets = 3000;

std::vector<int> unionCells(const AlmostLockedSet& a, const AlmostLockedSet& b) {
    std::vector<int> cells = a.cells;
    cells.insert(cells.end(), b.cells.begin(), b.cells.end());
    return cells;
}

/// What the ALS-XZ of a and b joined by `restricted` removes (cell -> values).
std::vector<Candidates> xzRemovals(const HintBoard& board, const AlmostLockedSet& a, const AlmostLockedSet& b,
                                   Candidates restricted) {
    std::vector<Candidates> removed(board.geometry().cellCount, 0);
    const std::vector<int> both = unionCells(a, b);
    if (countOf(restricted) == 1) {
        for (Candidates z = a.values & b.values & ~restricted; z; z &= z - 1)
            removeSeeingAll(board, both, lowestValue(z), removed);
        return removed;
    }
    // Doubly linked: each set minus the joining values is locked, and each joining value is in one set.
    for (Candidates x = restricted; x; x &= x - 1) removeSeeingAll(board, both, lowestValue(x), removed);
    for (const AlmostLockedSet* set : {&a, &b})
        for (Candidates v = set->values & ~restricted; v; v &= v - 1)
            removeSeeingAll(board, set->cells, lowestValue(v), removed);
    return removed;
}

/// A set joined to another, and the values joining them.
struct Wing {
    std::size_t set;
    Candidates restricted;
};

/// For every set, the later sets (by index) it is joined to: disjoint, with restricted common values.
/// Computed once per hint and shared by the ALS-XZ and the ALS-XY-wing.
std::vector<std::vector<Wing>> joinsOf(const HintBoard& board, const std::vector<AlmostLockedSet>& sets) {
    std::vector<std::vector<Wing>> joins(sets.size());
    for (std::size_t i = 0; i < sets.size(); ++i)
        for (std::size_t j = i + 1; j < sets.size(); ++j) {
            if ((sets[i].values & sets[j].values) == 0 || !disjoint(sets[i], sets[j])) continue;
            if (const Candidates r = restrictedCommons(board, sets[i], sets[j])) joins[i].push_back({j, r});
        }
    return joins;
}

bool alsXZ(const HintBoard& board, const std::vector<AlmostLockedSet>& sets,
           const std::vector<std::vector<Wing>>& joins, Hint& hint) {
    for (std::size_t i = 0; i < sets.size(); ++i)
        for (const Wing& join : joins[i]) {
            const AlmostLockedSet &a = sets[i], &b = sets[join.set];
            // Three or more joining values cannot occur on a board with a solution; leave it to other tiers.
            if (countOf(a.values & b.values) < 2 || countOf(join.restricted) > 2) continue;
            std::vector<Elimination> effect = eliminationsOf(xzRemovals(board, a, b, join.restricted));
            if (effect.empty()) continue;
            hint = stepOf(Technique::AlsXZ);
            hint.groups = {groupOf(a, 0), groupOf(b, join.restricted)};
            fillFromGroups(hint);
            hint.eliminations = std::move(effect);
            return true;
        }
    return false;
}

/// The ALS-XY-wing of pivot c with wing a joined by x and wing b joined by y, if it removes anything.
bool xyWingOf(const HintBoard& board, const AlmostLockedSet& c, const AlmostLockedSet& a, Candidates x,
              const AlmostLockedSet& b, Candidates y, Hint& hint) {
    const Candidates z = a.values & b.values & ~(x | y);
    if (z == 0) return false;
    std::vector<Candidates> removed(board.geometry().cellCount, 0);
    for (Candidates rest = z; rest; rest &= rest - 1)
        removeSeeingAll(board, unionCells(a, b), lowestValue(rest), removed);
    std::vector<Elimination> effect = eliminationsOf(removed);
    if (effect.empty()) return false;
    hint = stepOf(Technique::AlsXYWing);
    hint.groups = {groupOf(c, 0), groupOf(a, x), groupOf(b, y)};
    fillFromGroups(hint);
    hint.eliminations = std::move(effect);
    return true;
}

/// The ALS-XY-wing of pivot c with wing a joined by the values `joinA` and wing b by `joinB`: every pair
/// of joining values, one per side and not the same one (the pivot cannot lose both), as a lower one may
/// leave no z that the higher ones leave.
bool xyWingOfJoins(const HintBoard& board, const AlmostLockedSet& c, const AlmostLockedSet& a, Candidates joinA,
                   const AlmostLockedSet& b, Candidates joinB, Hint& hint) {
    for (Candidates xs = joinA; xs; xs &= xs - 1)
        for (Candidates ys = joinB & ~(xs & ~(xs - 1)); ys; ys &= ys - 1)
            if (xyWingOf(board, c, a, xs & ~(xs - 1), b, ys & ~(ys - 1), hint)) return true;
    return false;
}

bool alsXYWing(const HintBoard& board, const std::vector<AlmostLockedSet>& sets,
               const std::vector<std::vector<Wing>>& joins, Hint& hint) {
    // The sets joined to each set, both ways (joins only lists later sets).
    std::vector<std::vector<Wing>> around(sets.size());
    for (std::size_t i = 0; i < sets.size(); ++i)
        for (const Wing& join : joins[i]) {
            around[i].push_back(join);
            around[join.set].push_back({i, join.restricted});
        }
    for (std::size_t c = 0; c < sets.size(); ++c) {
        std::vector<Wing>& wings = around[c];
        std::sort(wings.begin(), wings.end(), [](const Wing& p, const Wing& q) { return p.set < q.set; });
        for (std::size_t i = 0; i < wings.size(); ++i)
            for (std::size_t j = i + 1; j < wings.size(); ++j) {
                const AlmostLockedSet &a = sets[wings[i].set], &b = sets[wings[j].set];
                if (disjoint(a, b) &&
                    xyWingOfJoins(board, sets[c], a, wings[i].restricted, b, wings[j].restricted, hint))
                    return true;
            }
    }
    return false;
}

}  // namespace

bool alsXYWingOfSets(const HintBoard& board, const AlmostLockedSet& pivot, const AlmostLockedSet& a,
                     const AlmostLockedSet& b, Hint& hint) {
    if (!disjoint(pivot, a) || !disjoint(pivot, b) || !disjoint(a, b)) return false;
    return xyWingOfJoins(board, pivot, a, restrictedCommons(board, pivot, a), b, restrictedCommons(board, pivot, b),
                         hint);
}

bool findAlsTier(const HintBoard& board, Hint& hint) {
    const std::vector<AlmostLockedSet> sets =
        collectAlmostLockedSets(board, maxAlsCells(board.geometry().order), kMaxSets);
    const std::vector<std::vector<Wing>> joins = joinsOf(board, sets);
    return alsXZ(board, sets, joins, hint) || alsXYWing(board, sets, joins, hint) ||
           findDeathBlossom(board, sets, hint) || findSueDeCoq(board, hint);
}

}  // namespace sudolab::hints
