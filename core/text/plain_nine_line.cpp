#include "text/plain_nine_line.hpp"

#include <array>
#include <cstdint>

namespace sudolab {

std::optional<Grid> plainNineLine(std::string_view cells, const SymbolSet& symbols) {
    constexpr std::size_t kNineCells = 81;
    if (cells.size() != kNineCells || symbols.isExplicit()) return std::nullopt;
    std::array<Value, kNineCells> values{};
    // The values seen in each row, column and box: a clash is a bit already set.
    std::array<std::uint16_t, 9> rows{}, columns{}, boxes{};
    for (std::size_t cell = 0; cell < kNineCells; ++cell) {
        const int raw = symbols.value(cells[cell]);
        if (raw < 0 || raw > 9) return std::nullopt;
        values[cell] = static_cast<Value>(raw);
        if (raw == 0) continue;
        const auto bit = static_cast<std::uint16_t>(1u << raw);
        const std::size_t row = cell / 9, column = cell % 9, box = row / 3 * 3 + column / 3;
        if (((rows[row] | columns[column] | boxes[box]) & bit) != 0) return std::nullopt;
        rows[row] |= bit;
        columns[column] |= bit;
        boxes[box] |= bit;
    }
    Grid grid(3);
    for (std::size_t cell = 0; cell < kNineCells; ++cell) grid.setGivenValue(static_cast<int>(cell), values[cell]);
    return grid;
}

}  // namespace sudolab
