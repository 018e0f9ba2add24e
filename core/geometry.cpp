#include "geometry.hpp"

#include <algorithm>
#include <memory>
#include <mutex>
#include <stdexcept>

namespace sudolab {

Geometry::Geometry(int n) : order(n), size(n * n), cellCount(n * n * n * n) {
    units.assign(3 * size, {});
    unitsOfCell.resize(cellCount);
    for (int cell = 0; cell < cellCount; ++cell) {
        const int row = rowOf(cell), column = columnOf(cell), box = boxOf(cell);
        unitsOfCell[cell] = {row, size + column, 2 * size + box};
        for (int unit : unitsOfCell[cell]) units[unit].push_back(cell);
    }
    peers.resize(cellCount);
    for (int cell = 0; cell < cellCount; ++cell) {
        std::vector<int>& list = peers[cell];
        for (int unit : unitsOfCell[cell])
            for (int other : units[unit])
                if (other != cell) list.push_back(other);
        std::sort(list.begin(), list.end());
        list.erase(std::unique(list.begin(), list.end()), list.end());
    }
}

const Geometry& Geometry::of(int n) {
    if (!supported(n))
        throw std::invalid_argument("unsupported order " + std::to_string(n) + " (supported: " +
                                    std::to_string(kMinOrder) + " to " + std::to_string(kMaxOrder) +
                                    ", i.e. grids of side " + supportedSidesText() + ")");
    // Each order is built on its first use only (36x36 alone takes milliseconds, which a command that
    // solves one 9x9 puzzle should not pay); call_once keeps this thread-safe for the bench workers.
    static std::array<std::once_flag, kMaxOrder + 1> built;
    static std::array<std::unique_ptr<Geometry>, kMaxOrder + 1> all;
    std::call_once(built[n], [n] { all[n] = std::make_unique<Geometry>(n); });
    return *all[n];
}

int Geometry::orderForCellCount(long long cells) {
    for (int n = kMinOrder; n <= kMaxOrder; ++n)
        if (static_cast<long long>(n) * n * n * n == cells) return n;
    return 0;
}

std::string Geometry::supportedSidesText() {
    std::string text;
    for (int n = kMinOrder; n <= kMaxOrder; ++n) { if (!text.empty()) text += ", "; text += std::to_string(n * n); }
    return text;
}

std::string Geometry::supportedCellCountsText() {
    std::string text;
    for (int n = kMinOrder; n <= kMaxOrder; ++n)
        { if (!text.empty()) text += ", "; text += std::to_string(n * n * n * n); }
    return text;
}

std::string Geometry::cellName(int cell) const {
    // Appended piece by piece: `"r" + std::string` trips a GCC 12 -Wrestrict false positive at -O3.
    std::string name = "r";
    name += std::to_string(rowOf(cell) + 1);
    name += 'c';
    name += std::to_string(columnOf(cell) + 1);
    return name;
}

std::string Geometry::unitName(int unit) const {
    switch (kindOf(unit)) {
        case UnitKind::Row: return "row " + std::to_string(unit + 1);
        case UnitKind::Column: return "column " + std::to_string(unit - size + 1);
        case UnitKind::Box: return "box " + std::to_string(unit - 2 * size + 1);
    }
    return {};
}

}  // namespace sudolab
