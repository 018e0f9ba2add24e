#include "grid/geometry.hpp"

#include <algorithm>
#include <memory>
#include <mutex>
#include <stdexcept>

namespace sudolab {

Geometry::Geometry(int n) : order(n), size(n * n), cellCount(n * n * n * n) {
    units.assign(3 * size, {});
    for (std::vector<int>& unit : units) unit.reserve(size);
    unitsOfCell.resize(cellCount);
    for (int cell = 0; cell < cellCount; ++cell) {
        const int row = rowOf(cell), column = columnOf(cell), box = boxOf(cell);
        unitsOfCell[cell] = {row, size + column, 2 * size + box};
        for (int unit : unitsOfCell[cell]) units[unit].push_back(cell);
    }
    // Peers listed directly in reading order, row by row (sorting the union of the three units cost
    // a third of a millisecond at 25x25, a fifth of the start-up of a command that solves one puzzle):
    // the cell's own row gives every other column, a row of its box band the box's columns, any other
    // row the cell's column.
    const int peerCount = 3 * size - 2 * n - 1;
    peers.resize(cellCount);
    for (int cell = 0; cell < cellCount; ++cell) {
        const int row = rowOf(cell), column = columnOf(cell);
        const int bandFirst = row / n * n, stackFirst = column / n * n;
        std::vector<int>& list = peers[cell];
        list.reserve(peerCount);
        for (int r = 0; r < size; ++r) {
            if (r == row) {
                for (int c = 0; c < size; ++c)
                    if (c != column) list.push_back(cellAt(r, c));
            } else if (r >= bandFirst && r < bandFirst + n) {
                for (int c = stackFirst; c < stackFirst + n; ++c) list.push_back(cellAt(r, c));
            } else {
                list.push_back(cellAt(r, column));
            }
        }
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
