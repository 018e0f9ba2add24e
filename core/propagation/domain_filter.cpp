#include "propagation/domain_filter.hpp"

#include <array>

#include "propagation/alldifferent.hpp"

namespace sudolab {

std::string_view filterName(FilterKind kind) {
    switch (kind) {
        case FilterKind::Bounds: return "bc";
        case FilterKind::Ac3: return "ac3";
        case FilterKind::Domain: return "dc";
    }
    return "?";
}

std::string_view filterTitle(FilterKind kind) {
    switch (kind) {
        case FilterKind::Bounds: return "bounds consistency (Puget, Hall intervals)";
        case FilterKind::Ac3: return "AC-3 on pairwise disequalities";
        case FilterKind::Domain: return "domain consistency (Regin, matching)";
    }
    return "?";
}

bool parseFilterKind(std::string_view name, FilterKind& out) {
    for (FilterKind kind : kFilterKinds)
        if (filterName(kind) == name) {
            out = kind;
            return true;
        }
    return false;
}

Domains domainsOf(const Grid& grid) {
    Domains domains(grid.cellCount());
    const Candidates all = allValues(grid.size());
    for (int cell = 0; cell < grid.cellCount(); ++cell) domains[cell] = grid.at(cell) ? bitOf(grid.at(cell)) : all;
    return domains;
}

DomainFilter::DomainFilter(const Geometry& geometry, FilterKind kind) : geometry_(&geometry), kind_(kind) {
    const int items = kind == FilterKind::Ac3 ? geometry.cellCount : 3 * geometry.size;
    ring_.assign(items, 0);
    queued_.assign(items, 0);
}

void DomainFilter::push(int item) {
    if (queued_[item]) return;
    queued_[item] = 1;
    ring_[(head_ + count_++) % ring_.size()] = item;
}

bool DomainFilter::filterAll(Domains& domains) {
    ++counters_.calls;
    for (std::size_t item = 0; item < ring_.size(); ++item) push(static_cast<int>(item));
    return run(domains);
}

bool DomainFilter::filterFrom(Domains& domains, std::span<const int> changedCells) {
    ++counters_.calls;
    for (int cell : changedCells) {
        if (kind_ == FilterKind::Ac3)
            push(cell);
        else
            for (int unit : geometry_->unitsOfCell[cell]) push(unit);
    }
    return run(domains);
}

bool DomainFilter::run(Domains& domains) {
    bool ok = true;
    while (count_ > 0) {
        const int item = ring_[head_];
        head_ = (head_ + 1) % ring_.size();
        --count_;
        queued_[item] = 0;
        if (!ok) continue;  // drain the queue so the next call starts clean
        ok = kind_ == FilterKind::Ac3 ? reviseFromCell(domains, item) : filterUnit(domains, item);
    }
    if (!ok) ++counters_.wipeOuts;
    return ok;
}

bool DomainFilter::filterUnit(Domains& domains, int unit) {
    ++counters_.revisions;
    const std::vector<int>& cells = geometry_->units[unit];
    const int n = static_cast<int>(cells.size());
    std::array<Candidates, 64> local{};
    for (int i = 0; i < n; ++i) local[i] = domains[cells[i]];
    const std::span<Candidates> view(local.data(), n);
    const bool ok = kind_ == FilterKind::Domain ? reginAlldifferent(view, geometry_->size)
                                                : boundsAlldifferent(view, geometry_->size);
    if (!ok) return false;
    for (int i = 0; i < n; ++i) {
        const int cell = cells[i];
        if (local[i] == domains[cell]) continue;
        counters_.valuesRemoved += countOf(domains[cell] & ~local[i]);
        domains[cell] = local[i];
        // This unit is at its own fixed point (both unit filters are idempotent); wake the cell's others.
        for (int other : geometry_->unitsOfCell[cell])
            if (other != unit) push(other);
    }
    return true;
}

bool DomainFilter::reviseFromCell(Domains& domains, int cell) {
    // AC-3 revises the arcs (peer, cell) of a cell whose domain changed. For x ≠ y, a value of the peer
    // loses its support only when the cell's domain is exactly that value, so only singletons remove.
    const Candidates d = domains[cell];
    if (d == 0) return false;
    counters_.revisions += geometry_->peers[cell].size();
    if (!isSingle(d)) return true;
    for (int peer : geometry_->peers[cell]) {
        if (!(domains[peer] & d)) continue;
        domains[peer] &= ~d;
        ++counters_.valuesRemoved;
        if (domains[peer] == 0) return false;
        push(peer);
    }
    return true;
}

DomainReduction measureDomainReduction(const Grid& puzzle, FilterKind filter, Domains& filtered) {
    DomainReduction result;
    result.filter = filter;
    filtered = domainsOf(puzzle);
    for (Candidates d : filtered) result.initialValues += countOf(d);
    DomainFilter engine(puzzle.geometry(), filter);
    result.wipeOut = !engine.filterAll(filtered);
    for (int cell = 0; cell < puzzle.cellCount(); ++cell) {
        result.remainingValues += countOf(filtered[cell]);
        if (puzzle.at(cell) == 0 && isSingle(filtered[cell])) ++result.fixedCells;
    }
    result.removedValues = result.initialValues - result.remainingValues;
    result.percentRemoved = result.initialValues ? 100.0 * result.removedValues / result.initialValues : 0;
    return result;
}

DomainReduction measureDomainReduction(const Grid& puzzle, FilterKind filter) {
    Domains filtered;
    return measureDomainReduction(puzzle, filter, filtered);
}

}  // namespace sudolab
