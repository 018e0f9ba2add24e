// Precomputed shape of a grid of order n (N = n*n symbols, N*N cells): units, peers, names.
#pragma once

#include <array>
#include <string>
#include <vector>

namespace sudolab {

constexpr int kMinOrder = 2;
constexpr int kMaxOrder = 8;

/// Which kind of unit (row, column, box) a unit index denotes.
enum class UnitKind { Row, Column, Box };

/// Rows, columns, boxes and peers of one order; shared, immutable, built once per order.
struct Geometry {
    int order = 0;      ///< n (box side)
    int size = 0;       ///< N = n*n (symbols, row length)
    int cellCount = 0;  ///< N*N

    /// 3N units: rows 0..N-1, columns N..2N-1, boxes 2N..3N-1; each lists its N cells in reading order.
    std::vector<std::vector<int>> units;
    /// For each cell: its row, column and box unit indices.
    std::vector<std::array<int, 3>> unitsOfCell;
    /// For each cell: the 3N-2n-1 other cells that share a unit with it.
    std::vector<std::vector<int>> peers;

    /// The geometry of order n (2..8); throws std::invalid_argument otherwise.
    static const Geometry& of(int order);
    /// True if n is an order this project supports.
    static bool supported(int order) { return order >= kMinOrder && order <= kMaxOrder; }
    /// The order whose cell count is `cells`, or 0 if none.
    static int orderForCellCount(long long cells);
    /// "4, 9, 16, 25, 36" style list of side lengths, for error messages.
    static std::string supportedSidesText();
    /// "81, 256, 625 ..." style list of cell counts, for error messages.
    static std::string supportedCellCountsText();

    int rowOf(int cell) const { return cell / size; }
    int columnOf(int cell) const { return cell % size; }
    int boxOf(int cell) const { return (rowOf(cell) / order) * order + columnOf(cell) / order; }
    int cellAt(int row, int column) const { return row * size + column; }
    /// Kind of a unit index.
    UnitKind kindOf(int unit) const { return unit < size ? UnitKind::Row : unit < 2 * size ? UnitKind::Column : UnitKind::Box; }

    /// Human name of a cell, 1-based: "r3c7".
    std::string cellName(int cell) const;
    /// Human name of a unit, 1-based: "row 3", "column 7", "box 5".
    std::string unitName(int unit) const;

    explicit Geometry(int order);
};

}  // namespace sudolab
