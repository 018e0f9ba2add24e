// Basic fish: for one value, k base lines (rows, or columns) whose places for it lie in only k cover
// lines of the other direction; the value then leaves every other cell of the cover lines. X-wing is
// k = 2, swordfish 3, jellyfish 4. Boxes take no part (no finned or franken fish).
#include <algorithm>
#include <array>
#include <bit>
#include <utility>
#include <vector>

#include "hints/hint_rules.hpp"

namespace sudolab::hints {
namespace {

constexpr std::array<Technique, 3> kFishBySize = {Technique::XWing, Technique::Swordfish, Technique::Jellyfish};

/// One base line of the fish search: its unit and the positions (= cover line indices) of the value.
struct BaseLine {
    int unit = 0;
    std::uint64_t places = 0;
};

struct FishSearch {
    const HintBoard& board;
    Value v;
    int size;
    int coverOffset;  ///< unit index of cover line 0 (columns when rows are the base, rows otherwise)
    std::vector<BaseLine> lines;
    std::vector<int> chosen;

    bool search(std::size_t from, std::uint64_t covers, Hint& hint) {
        if (static_cast<int>(chosen.size()) == size) return std::popcount(covers) == size && build(covers, hint);
        for (std::size_t i = from; i < lines.size(); ++i) {
            const std::uint64_t next = covers | lines[i].places;
            if (std::popcount(next) > size) continue;
            chosen.push_back(static_cast<int>(i));
            if (search(i + 1, next, hint)) return true;
            chosen.pop_back();
        }
        return false;
    }

    /// The hint if the cover lines hold v outside the base lines.
    bool build(std::uint64_t covers, Hint& hint) {
        const Geometry& geo = board.geometry();
        std::vector<int> baseUnits, coverUnits, cells, victims;
        for (int i : chosen) baseUnits.push_back(lines[i].unit);
        for (std::uint64_t rest = covers; rest; rest &= rest - 1) coverUnits.push_back(coverOffset + std::countr_zero(rest));
        for (int cover : coverUnits)
            for (int cell : geo.units[cover]) {
                if (!(openCandidates(board, cell) & bitOf(v))) continue;
                const int base = geo.unitsOfCell[cell][coverOffset == 0 ? 1 : 0];
                bool inBase = false;
                for (int unit : baseUnits) inBase = inBase || unit == base;
                (inBase ? cells : victims).push_back(cell);
            }
        if (victims.empty()) return false;
        std::vector<int> units = baseUnits;
        units.insert(units.end(), coverUnits.begin(), coverUnits.end());
        std::sort(cells.begin(), cells.end());
        hint = eliminationStep(board, kFishBySize[size - 2], std::move(units), cells, bitOf(v), victims);
        return true;
    }
};

}  // namespace

bool findFish(const HintBoard& board, int size, Hint& hint) {
    const Geometry& geo = board.geometry();
    for (Value v = 1; v <= geo.size; ++v) {
        for (int direction = 0; direction < 2; ++direction) {  // rows as base, then columns
            const int baseOffset = direction == 0 ? 0 : geo.size;
            FishSearch fish{board, v, size, direction == 0 ? geo.size : 0, {}, {}};
            for (int line = baseOffset; line < baseOffset + geo.size; ++line) {
                const std::uint64_t places = placesOf(board, line, v);
                if (std::popcount(places) >= 2 && std::popcount(places) <= size) fish.lines.push_back({line, places});
            }
            if (static_cast<int>(fish.lines.size()) >= size && fish.search(0, 0, hint)) return true;
        }
    }
    return false;
}

}  // namespace sudolab::hints
