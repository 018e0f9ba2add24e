// Subsets in one unit: naked (k cells holding only k values between them) and hidden (k values fitting
// only in k cells) pairs, triples and quads, and the general Hall set of any size. Régin's matching
// (alldifferent.hpp) first says which units have anything to remove at all — every subset deduction
// in a unit is a Hall set, and the filter removes exactly what all of them remove — so the search for
// the smallest subset only enumerates combinations in those units, which keeps 25x25 boards cheap.
#include <algorithm>
#include <array>
#include <bit>
#include <vector>

#include "hints/hint_rules.hpp"
#include "propagation/alldifferent.hpp"

namespace sudolab::hints {
namespace {

/// Items of a unit (cells for naked, values for hidden), each with the bitset it spans
/// (values for naked, positions for hidden).
struct Item {
    int index = 0;
    std::uint64_t span = 0;
};

/// Calls found(chosen indices, union) for every k-combination of `items` whose union has exactly k
/// bits; stops at the first call that returns true. Prunes as soon as the union exceeds k bits.
template <class Found>
bool combinations(const std::vector<Item>& items, int k, std::size_t from, std::uint64_t chosen, std::uint64_t span,
                  int depth, Found& found) {
    if (depth == k) return std::popcount(span) == k && found(chosen, span);
    for (std::size_t i = from; i < items.size(); ++i) {
        const std::uint64_t next = span | items[i].span;
        if (std::popcount(next) > k) continue;
        if (combinations(items, k, i + 1, chosen | std::uint64_t{1} << items[i].index, next, depth + 1, found))
            return true;
    }
    return false;
}

Technique subsetTechnique(int size, bool hidden) {
    static constexpr std::array<Technique, 3> naked = {Technique::NakedPair, Technique::NakedTriple, Technique::NakedQuad};
    static constexpr std::array<Technique, 3> hiddenOnes = {Technique::HiddenPair, Technique::HiddenTriple,
                                                           Technique::HiddenQuad};
    // Sizes are 2..4; the clamp also tells GCC so (its -Warray-bounds otherwise fires after inlining).
    return (hidden ? hiddenOnes : naked)[static_cast<std::size_t>(std::clamp(size, 2, 4) - 2)];
}

/// Naked subset: `cellBits` = positions of k cells whose candidates are exactly `values`.
bool nakedHint(const HintBoard& board, int unit, std::uint64_t cellBits, Candidates values, Technique technique,
               Hint& hint) {
    const Geometry& geo = board.geometry();
    std::vector<int> victims;
    for (int i = 0; i < geo.size; ++i) {
        const int cell = geo.units[unit][i];
        if (!(cellBits >> i & 1) && (openCandidates(board, cell) & values)) victims.push_back(cell);
    }
    if (victims.empty()) return false;
    hint = eliminationStep(board, technique, {unit}, cellsAt(geo, unit, cellBits), values, victims);
    return true;
}

/// Hidden subset: the k values `values` fit only in the cells at `places`, so those cells lose the rest.
bool hiddenHint(const HintBoard& board, int unit, std::uint64_t places, Candidates values, Hint& hint, int size) {
    const Geometry& geo = board.geometry();
    const std::vector<int> cells = cellsAt(geo, unit, places);
    Hint out = stepOf(subsetTechnique(size, true));
    for (int cell : cells) {
        const Candidates extra = openCandidates(board, cell) & ~values;
        if (extra) out.eliminations.push_back({cell, extra});
    }
    if (out.eliminations.empty()) return false;
    out.units = {unit};
    out.cells = cells;
    out.values = values;
    hint = std::move(out);
    return true;
}

bool subsetInUnit(const HintBoard& board, int unit, int size, bool hidden, Hint& hint) {
    const Geometry& geo = board.geometry();
    std::vector<Item> items;
    if (hidden) {
        for (Candidates rest = allValues(geo.size) & ~placedIn(board, unit); rest; rest &= rest - 1) {
            const Value v = lowestValue(rest);
            const std::uint64_t places = placesOf(board, unit, v);
            if (std::popcount(places) >= 2 && std::popcount(places) <= size) items.push_back({v - 1, places});
        }
        auto found = [&](std::uint64_t values, std::uint64_t places) {
            return hiddenHint(board, unit, places, values, hint, size);
        };
        return combinations(items, size, 0, 0, 0, 0, found);
    }
    for (int i = 0; i < geo.size; ++i) {
        const Candidates c = openCandidates(board, geo.units[unit][i]);
        if (countOf(c) >= 2 && countOf(c) <= size) items.push_back({i, c});
    }
    auto found = [&](std::uint64_t cellBits, std::uint64_t values) {
        return nakedHint(board, unit, cellBits, values, subsetTechnique(size, false), hint);
    };
    return combinations(items, size, 0, 0, 0, 0, found);
}

/// The empty cells of a unit and their candidates, for the matching.
struct OpenCells {
    std::vector<int> cells;
    std::vector<Candidates> domains;
};

OpenCells openCellsOf(const HintBoard& board, int unit) {
    OpenCells open;
    for (int cell : board.geometry().units[unit])
        if (board.value(cell) == 0) {
            open.cells.push_back(cell);
            open.domains.push_back(board.candidates(cell));
        }
    return open;
}

}  // namespace

bool findSubset(const HintBoard& board, const std::vector<int>& units, int size, bool hidden, Hint& hint) {
    for (int unit : units)
        if (subsetInUnit(board, unit, size, hidden, hint)) return true;
    return false;
}

std::vector<int> unitsWithHallSets(const HintBoard& board) {
    std::vector<int> units;
    const Geometry& geo = board.geometry();
    for (int unit = 0; unit < 3 * geo.size; ++unit) {
        const OpenCells open = openCellsOf(board, unit);
        if (open.cells.size() >= 2 && findHallSet(open.domains, geo.size) != 0) units.push_back(unit);
    }
    return units;
}

bool findHallSetHint(const HintBoard& board, const std::vector<int>& units, Hint& hint) {
    const Geometry& geo = board.geometry();
    bool found = false;
    for (int unit : units) {
        const OpenCells open = openCellsOf(board, unit);
        const std::uint64_t hall = findHallSet(open.domains, geo.size);
        if (hall == 0) continue;
        // Keep the smallest Hall set over all units (the easiest to check by eye); ties: first unit.
        if (found && std::popcount(hall) >= static_cast<int>(hint.cells.size())) continue;
        Hint candidate = stepOf(Technique::HallSet);
        candidate.units = {unit};
        std::vector<int> victims;
        for (std::size_t i = 0; i < open.cells.size(); ++i) {
            if (hall >> i & 1) {
                candidate.cells.push_back(open.cells[i]);
                candidate.values |= open.domains[i];
            } else {
                victims.push_back(open.cells[i]);
            }
        }
        eliminateFrom(board, victims, candidate.values, candidate);
        if (candidate.eliminations.empty()) continue;
        hint = std::move(candidate);
        found = true;
    }
    return found;
}

}  // namespace sudolab::hints
