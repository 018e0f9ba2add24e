// Death blossom: a stem cell holding values s1..sk and, for each si, a petal: an almost locked set holding
// si whose places of si all see the stem. Whatever the stem holds, say si, petal i loses si and is locked,
// so it holds all its other values. A value z of every petal, and not of the stem, is therefore in some
// petal: z leaves every cell that sees all the petals' places of z.
#include <algorithm>

#include "hints/almost_locked_sets.hpp"
#include "hints/hint_rules.hpp"

namespace sudolab::hints {
namespace {

/// Stems with more values need more petals, and the choices multiply: four covers what players meet.
constexpr int kMaxStemValues = 4;
/// Petal combinations tried per hint, whatever the grid (what bounds the search on 16x16 and 25x25).
constexpr std::uint64_t kMaxCombinations = 200'000;

struct Blossom {
    const HintBoard& board;
    const std::vector<AlmostLockedSet>& sets;
    int stem = -1;
    std::vector<Value> stemValues;
    std::vector<std::vector<std::size_t>> petalsFor;  // per stem value, the sets that can be its petal
    std::vector<std::size_t> chosen;
    std::uint64_t work = 0;
};

bool disjointFromChosen(const Blossom& b, const AlmostLockedSet& petal) {
    for (std::size_t k : b.chosen)
        if (!disjoint(b.sets[k], petal)) return false;
    return true;
}

/// The eliminations of the chosen petals for the values in `z`; empty if none.
std::vector<Elimination> blossomEffect(const Blossom& b, Candidates z) {
    std::vector<Candidates> removed(b.board.geometry().cellCount, 0);
    std::vector<int> cells{b.stem};
    for (std::size_t k : b.chosen) cells.insert(cells.end(), b.sets[k].cells.begin(), b.sets[k].cells.end());
    for (; z; z &= z - 1) removeSeeingAll(b.board, cells, lowestValue(z), removed);
    return eliminationsOf(removed);
}

/// Chooses a petal for stem value `index` onwards; `common` = the values of every petal chosen so far.
bool choosePetals(Blossom& b, std::size_t index, Candidates common, Hint& hint) {
    if (index == b.stemValues.size()) {
        std::vector<Elimination> effect = blossomEffect(b, common);
        if (effect.empty()) return false;
        hint = stepOf(Technique::DeathBlossom);
        const Geometry& geo = b.board.geometry();
        hint.groups.push_back({geo.unitsOfCell[b.stem][0], {b.stem}, b.board.candidates(b.stem), 0});
        for (std::size_t i = 0; i < b.chosen.size(); ++i)
            hint.groups.push_back(groupOf(b.sets[b.chosen[i]], bitOf(b.stemValues[i])));
        fillFromGroups(hint);
        hint.eliminations = std::move(effect);
        return true;
    }
    for (std::size_t k : b.petalsFor[index]) {
        if (++b.work > kMaxCombinations) return false;
        const Candidates next = common & b.sets[k].values;
        if (next == 0 || !disjointFromChosen(b, b.sets[k])) continue;
        b.chosen.push_back(k);
        if (choosePetals(b, index + 1, next, hint)) return true;
        b.chosen.pop_back();
    }
    return false;
}

/// The sets that can be the petal of stem value v: holding v, not the stem, every v seeing the stem.
std::vector<std::size_t> petalsOf(const Blossom& b, Value v) {
    const Geometry& geo = b.board.geometry();
    std::vector<std::size_t> petals;
    for (std::size_t k = 0; k < b.sets.size(); ++k) {
        const AlmostLockedSet& set = b.sets[k];
        if (!(set.values & bitOf(v)) || std::find(set.cells.begin(), set.cells.end(), b.stem) != set.cells.end())
            continue;
        bool seen = true;
        for (int cell : cellsHolding(b.board, set.cells, v)) seen = seen && sees(geo, cell, b.stem);
        if (seen) petals.push_back(k);
    }
    return petals;
}

}  // namespace

bool findDeathBlossom(const HintBoard& board, const std::vector<AlmostLockedSet>& sets, Hint& hint) {
    const Geometry& geo = board.geometry();
    std::uint64_t work = 0;
    for (int stem = 0; stem < geo.cellCount && work <= kMaxCombinations; ++stem) {
        const Candidates values = openCandidates(board, stem);
        if (countOf(values) < 2 || countOf(values) > kMaxStemValues) continue;
        Blossom b{board, sets, stem, {}, {}, {}, work};
        for (Candidates rest = values; rest; rest &= rest - 1) b.stemValues.push_back(lowestValue(rest));
        bool everyValue = true;
        for (Value v : b.stemValues) {
            b.petalsFor.push_back(petalsOf(b, v));
            everyValue = everyValue && !b.petalsFor.back().empty();
        }
        // z is not a stem value: a petal loses the value joining it when the stem holds that value.
        if (everyValue && choosePetals(b, 0, allValues(geo.size) & ~values, hint)) return true;
        work = b.work;
    }
    return false;
}

}  // namespace sudolab::hints
