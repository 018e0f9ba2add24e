#include "hints/almost_locked_sets.hpp"

#include <algorithm>

#include "hints/hint_rules.hpp"

namespace sudolab::hints {
namespace {

/// Extends `chosen` by the unit's open cells from `next` on, recording each almost locked set met.
void extendSet(const HintBoard& board, int unit, const std::vector<int>& open, std::size_t next,
               std::vector<int>& chosen, Candidates values, int maxCells, std::vector<AlmostLockedSet>& out) {
    for (std::size_t i = next; i < open.size(); ++i) {
        const Candidates joined = values | board.candidates(open[i]);
        // Values only grow: past maxCells + 1 no extension can be almost locked.
        if (countOf(joined) > maxCells + 1) continue;
        chosen.push_back(open[i]);
        if (countOf(joined) == static_cast<int>(chosen.size()) + 1) out.push_back({unit, chosen, joined});
        if (static_cast<int>(chosen.size()) < maxCells)
            extendSet(board, unit, open, i + 1, chosen, joined, maxCells, out);
        chosen.pop_back();
    }
}

}  // namespace

int maxAlsCells(int order) { return order <= 3 ? 5 : order == 4 ? 4 : 3; }

std::vector<AlmostLockedSet> collectAlmostLockedSets(const HintBoard& board, int maxCells, std::size_t limit) {
    const Geometry& geo = board.geometry();
    std::vector<AlmostLockedSet> sets;
    for (int unit = 0; unit < 3 * geo.size; ++unit) {
        std::vector<int> open;
        for (int cell : geo.units[unit])
            if (board.value(cell) == 0) open.push_back(cell);
        std::vector<int> chosen;
        extendSet(board, unit, open, 0, chosen, 0, maxCells, sets);
    }
    for (AlmostLockedSet& set : sets) std::sort(set.cells.begin(), set.cells.end());
    std::stable_sort(sets.begin(), sets.end(), [](const AlmostLockedSet& a, const AlmostLockedSet& b) {
        return a.cells.size() != b.cells.size() ? a.cells.size() < b.cells.size() : a.cells < b.cells;
    });
    // A set inside a row (column) and a box is met twice; stable_sort kept the first unit first.
    sets.erase(std::unique(sets.begin(), sets.end(),
                           [](const AlmostLockedSet& a, const AlmostLockedSet& b) { return a.cells == b.cells; }),
               sets.end());
    if (sets.size() > limit) sets.resize(limit);
    return sets;
}

bool disjoint(const AlmostLockedSet& a, const AlmostLockedSet& b) {
    for (int x : a.cells)
        if (std::find(b.cells.begin(), b.cells.end(), x) != b.cells.end()) return false;
    return true;
}

std::vector<int> cellsHolding(const HintBoard& board, const std::vector<int>& cells, Value v) {
    std::vector<int> out;
    for (int cell : cells)
        if (openCandidates(board, cell) & bitOf(v)) out.push_back(cell);
    return out;
}

Candidates restrictedCommons(const HintBoard& board, const AlmostLockedSet& a, const AlmostLockedSet& b) {
    const Geometry& geo = board.geometry();
    Candidates restricted = 0;
    for (Candidates common = a.values & b.values; common; common &= common - 1) {
        const Candidates x = common & ~(common - 1);
        bool allSee = true;
        for (int p : a.cells) {
            if (!(board.candidates(p) & x)) continue;
            for (int q : b.cells)
                if ((board.candidates(q) & x) && !sees(geo, p, q)) allSee = false;
        }
        if (allSee) restricted |= x;
    }
    return restricted;
}

std::vector<int> cellsSeeingAll(const HintBoard& board, const std::vector<int>& places, Value v) {
    const Geometry& geo = board.geometry();
    std::vector<int> victims;
    if (places.empty()) return victims;
    for (int cell : geo.peers[places[0]]) {
        if (!(openCandidates(board, cell) & bitOf(v))) continue;
        bool seesAll = true;
        for (int p : places) seesAll = seesAll && sees(geo, cell, p);
        if (seesAll) victims.push_back(cell);
    }
    return victims;
}

bool removeSeeingAll(const HintBoard& board, const std::vector<int>& cells, Value v, std::vector<Candidates>& removed) {
    bool any = false;
    for (int victim : cellsSeeingAll(board, cellsHolding(board, cells, v), v)) {
        removed[victim] |= bitOf(v);
        any = true;
    }
    return any;
}

std::vector<Elimination> eliminationsOf(const std::vector<Candidates>& removed) {
    std::vector<Elimination> out;
    for (std::size_t cell = 0; cell < removed.size(); ++cell)
        if (removed[cell]) out.push_back({static_cast<int>(cell), removed[cell]});
    return out;
}

CellGroup groupOf(const AlmostLockedSet& set, Candidates linked) { return {set.unit, set.cells, set.values, linked}; }

void fillFromGroups(Hint& hint) {
    hint.cells.clear();
    hint.units.clear();
    hint.values = 0;
    for (const CellGroup& group : hint.groups) {
        hint.cells.insert(hint.cells.end(), group.cells.begin(), group.cells.end());
        hint.units.push_back(group.unit);
        hint.values |= group.values;
    }
    std::sort(hint.cells.begin(), hint.cells.end());
    hint.cells.erase(std::unique(hint.cells.begin(), hint.cells.end()), hint.cells.end());
    hint.length = static_cast<int>(hint.cells.size());
}

}  // namespace sudolab::hints
