// Finned fish (sashimi included): for one value, k base lines whose places lie in k cover lines of the
// other direction except for some extra places, the fins, all inside one box. Either the fish holds
// (the value leaves the rest of the cover lines) or a fin holds the value; so every cell of the cover
// lines outside the base lines that also sees the fins' box loses it. A sashimi fish is the same
// pattern with a base line's cell at the fin box missing; this search finds both. X-wing k = 2,
// swordfish 3, jellyfish 4.
#include <algorithm>
#include <array>
#include <bit>
#include <vector>

#include "hints/hint_rules.hpp"

namespace sudolab::hints {
namespace {

constexpr std::array<Technique, 3> kFinnedBySize = {Technique::FinnedXWing, Technique::FinnedSwordfish,
                                                    Technique::FinnedJellyfish};

struct FinnedSearch {
    const HintBoard& board;
    const Geometry& geo;
    Value v;
    int size;
    int baseOffset;                     ///< unit index of base line 0 (rows, or columns)
    int coverOffset;                    ///< unit index of cover line 0 (the other direction)
    std::vector<int> lines;             ///< base line candidates (unit indices)
    std::vector<std::uint64_t> places;  ///< per base line: positions of v (= cover line indices)
    std::vector<int> chosen;

    bool search(std::size_t from, Hint& hint) {
        if (static_cast<int>(chosen.size()) == size) return tryBoxes(hint);
        for (std::size_t i = from; i < lines.size(); ++i) {
            chosen.push_back(static_cast<int>(i));
            if (search(i + 1, hint)) return true;
            chosen.pop_back();
        }
        return false;
    }

    /// The box band positions (cover line indices) of box `box` on the cover axis.
    std::uint64_t boxSpan(int box) const {
        const int first = (coverOffset == geo.size ? box % geo.order : box / geo.order) * geo.order;
        return ((std::uint64_t{1} << geo.order) - 1) << first;
    }

    /// Whether base line `unit` crosses box `box`.
    bool crosses(int unit, int box) const {
        const int index = unit - baseOffset;
        const int band = coverOffset == geo.size ? box / geo.order : box % geo.order;
        return index / geo.order == band;
    }

    /// Each box as the fins' box: the places outside it must fit in exactly `size` cover lines.
    bool tryBoxes(Hint& hint) {
        for (int box = 0; box < geo.size; ++box) {
            std::uint64_t outside = 0, inside = 0;
            bool crossed = false;
            for (int i : chosen) {
                const std::uint64_t span = crosses(lines[i], box) ? boxSpan(box) : 0;
                crossed = crossed || span;
                outside |= places[i] & ~span;
                inside |= places[i] & span;
            }
            if (!crossed || std::popcount(outside) != size) continue;
            const std::uint64_t fins = inside & ~outside;
            if (fins == 0) continue;  // no fin: a basic fish, found before
            if (build(box, outside, hint)) return true;
        }
        return false;
    }

    bool build(int box, std::uint64_t covers, Hint& hint) {
        std::vector<int> baseUnits, coverUnits, cells, victims;
        for (int i : chosen) baseUnits.push_back(lines[i]);
        for (std::uint64_t rest = covers; rest; rest &= rest - 1)
            coverUnits.push_back(coverOffset + std::countr_zero(rest));
        const int baseKind = baseOffset == 0 ? 0 : 1;
        for (int unit : baseUnits)
            for (int cell : geo.units[unit])
                if (openCandidates(board, cell) & bitOf(v)) cells.push_back(cell);
        for (int cover : coverUnits)
            for (int cell : geo.units[cover]) {
                if (!(openCandidates(board, cell) & bitOf(v)) || geo.boxOf(cell) != box) continue;
                if (std::find(baseUnits.begin(), baseUnits.end(), geo.unitsOfCell[cell][baseKind]) == baseUnits.end())
                    victims.push_back(cell);
            }
        if (victims.empty()) return false;
        std::vector<int> units = baseUnits;
        units.insert(units.end(), coverUnits.begin(), coverUnits.end());
        units.push_back(2 * geo.size + box);
        std::sort(cells.begin(), cells.end());
        hint = eliminationStep(board, kFinnedBySize[size - 2], std::move(units), cells, bitOf(v), victims);
        return true;
    }
};

}  // namespace

bool findFinnedFish(const HintBoard& board, int size, Hint& hint) {
    const Geometry& geo = board.geometry();
    for (Value v = 1; v <= geo.size; ++v)
        for (int direction = 0; direction < 2; ++direction) {  // rows as base, then columns
            const int baseOffset = direction == 0 ? 0 : geo.size;
            FinnedSearch fish{board, geo, v, size, baseOffset, direction == 0 ? geo.size : 0, {}, {}, {}};
            for (int line = baseOffset; line < baseOffset + geo.size; ++line) {
                const std::uint64_t places = placesOf(board, line, v);
                // A base line holds at most `size` cover places plus fins inside one box.
                if (std::popcount(places) >= 2 && std::popcount(places) <= size + geo.order) {
                    fish.lines.push_back(line);
                    fish.places.push_back(places);
                }
            }
            if (static_cast<int>(fish.lines.size()) >= size && fish.search(0, hint)) return true;
        }
    return false;
}

}  // namespace sudolab::hints
