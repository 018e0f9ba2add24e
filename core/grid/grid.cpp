#include "grid/grid.hpp"

#include <stdexcept>
#include <string>

namespace sudolab {

Grid::Grid(int order)
    : geometry_(&Geometry::of(order)),
      values_(geometry_->cellCount, 0),
      given_(geometry_->cellCount, 0) {}

Grid Grid::fromValues(int order, const std::vector<Value>& values) {
    Grid grid(order);
    if (static_cast<int>(values.size()) != grid.cellCount())
        throw std::invalid_argument("a grid of order " + std::to_string(order) + " has " +
                                    std::to_string(grid.cellCount()) + " cells, not " +
                                    std::to_string(values.size()));
    for (int cell = 0; cell < grid.cellCount(); ++cell) {
        if (values[cell] > grid.size())
            throw std::invalid_argument("value " + std::to_string(values[cell]) + " at " +
                                        grid.geometry().cellName(cell) + " is out of range 1.." +
                                        std::to_string(grid.size()));
        grid.setGivenValue(cell, values[cell]);
    }
    return grid;
}

int Grid::filledCount() const {
    int count = 0;
    for (Value v : values_) count += v != 0;
    return count;
}

int Grid::givenCount() const {
    int count = 0;
    for (auto g : given_) count += g != 0;
    return count;
}

Candidates Grid::candidates(int cell) const {
    Candidates used = 0;
    for (int peer : geometry_->peers[cell])
        if (values_[peer] != 0) used |= bitOf(values_[peer]);
    return allValues(size()) & ~used;
}

bool Grid::isConsistent() const {
    for (const auto& unit : geometry_->units) {
        Candidates seen = 0;
        for (int cell : unit) {
            const Value v = values_[cell];
            if (v == 0) continue;
            if (seen & bitOf(v)) return false;
            seen |= bitOf(v);
        }
    }
    return true;
}

bool Grid::agreesWith(const Grid& puzzle) const {
    if (puzzle.order() != order()) return false;
    for (int cell = 0; cell < cellCount(); ++cell)
        if (puzzle.isGiven(cell) && puzzle.at(cell) != values_[cell]) return false;
    return true;
}

Grid Grid::asPuzzle() const {
    Grid puzzle(order());
    for (int cell = 0; cell < cellCount(); ++cell) puzzle.setGivenValue(cell, values_[cell]);
    return puzzle;
}

}  // namespace sudolab
