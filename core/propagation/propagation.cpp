#include "propagation/propagation.hpp"

namespace sudolab {

CandidateGrid::CandidateGrid(const Grid& grid)
    : geometry_(&grid.geometry()), values_(grid.values()), candidates_(grid.cellCount()) {
    const Candidates all = allValues(grid.size());
    // An empty cell's candidates are the values none of its three units holds (its peers' values, as
    // Grid::candidates gives them, at a unit's cost per cell instead of a peer list's).
    std::vector<Candidates> used(geometry_->units.size(), 0);
    for (std::size_t unit = 0; unit < used.size(); ++unit)
        for (const int cell : geometry_->units[unit])
            if (values_[cell] != 0) used[unit] |= bitOf(values_[cell]);
    for (int cell = 0; cell < grid.cellCount(); ++cell) {
        if (values_[cell] != 0) {
            candidates_[cell] = bitOf(values_[cell]);
            ++filled_;
        } else {
            const auto& units = geometry_->unitsOfCell[cell];
            candidates_[cell] = all & ~(used[units[0]] | used[units[1]] | used[units[2]]);
        }
    }
}

bool CandidateGrid::assign(int cell, Value v) {
    values_[cell] = v;
    candidates_[cell] = bitOf(v);
    ++filled_;
    bool ok = true;
    for (int peer : geometry_->peers[cell]) {
        if (values_[peer] != 0) continue;
        candidates_[peer] &= ~bitOf(v);
        if (candidates_[peer] == 0) ok = false;
    }
    return ok;
}

bool CandidateGrid::eliminate(int cell, Candidates values) {
    candidates_[cell] &= ~values;
    return candidates_[cell] != 0;
}

Grid CandidateGrid::toGrid(const Grid& source) const {
    Grid out = source;
    for (int cell = 0; cell < out.cellCount(); ++cell) out.set(cell, values_[cell]);
    return out;
}

PropagationResult propagate(CandidateGrid& grid) {
    PropagationResult result;
    const Geometry& geo = grid.geometry();
    const Candidates all = allValues(geo.size);
    const auto fail = [&](std::string reason) {
        result.contradiction = true;
        result.reason = std::move(reason);
        return result;
    };
    for (bool changed = true; changed;) {
        changed = false;
        ++result.rounds;
        // Naked singles: an empty cell with one candidate takes it.
        for (int cell = 0; cell < geo.cellCount; ++cell) {
            if (grid.value(cell) != 0) continue;
            const Candidates c = grid.candidates(cell);
            if (c == 0) return fail("no value left for " + geo.cellName(cell));
            if (isSingle(c)) {
                grid.assign(cell, lowestValue(c));
                ++result.nakedSingles;
                ++result.fixedCells;
                changed = true;
            }
        }
        // Hidden singles: a value with exactly one possible cell in a unit goes there.
        for (int unit = 0; unit < 3 * geo.size; ++unit) {
            Candidates once = 0, twice = 0, placed = 0;
            for (int cell : geo.units[unit]) {
                const Candidates c = grid.candidates(cell);
                if (grid.value(cell) != 0) {
                    if (placed & c) return fail("value " + std::to_string(grid.value(cell)) + " twice in " +
                                                geo.unitName(unit));
                    placed |= c;
                    continue;
                }
                twice |= once & c;
                once |= c;
            }
            if (((once | placed) & all) != all) {
                const Value missing = lowestValue(all & ~(once | placed));
                return fail("value " + std::to_string(missing) + " has no place left in " + geo.unitName(unit));
            }
            Candidates hidden = once & ~twice & ~placed;
            while (hidden) {
                const Value v = lowestValue(hidden);
                hidden &= hidden - 1;
                for (int cell : geo.units[unit]) {
                    if (grid.value(cell) == 0 && (grid.candidates(cell) & bitOf(v))) {
                        grid.assign(cell, v);
                        ++result.hiddenSingles;
                        ++result.fixedCells;
                        changed = true;
                        break;
                    }
                }
            }
        }
    }
    // Final check: the fixed point may hide an empty cell whose last candidate went in the last pass.
    for (int cell = 0; cell < geo.cellCount; ++cell)
        if (grid.value(cell) == 0 && grid.candidates(cell) == 0)
            return fail("no value left for " + geo.cellName(cell));
    return result;
}

PropagationResult propagateGrid(const Grid& puzzle, Grid& out) {
    CandidateGrid grid(puzzle);
    PropagationResult result = propagate(grid);
    out = grid.toGrid(puzzle);
    return result;
}

}  // namespace sudolab
