// What the tabu solver's two modes share; see tabu_core.hpp.
#include "solvers/tabu/tabu_core.hpp"

#include <string>

#include "grid/validate.hpp"

namespace sudolab::solvers {

Value nthValue(Candidates set, std::uint32_t k) {
    for (; k > 0; --k) set &= set - 1;
    return lowestValue(set);
}

bool filterGivens(DomainFilter& filter, const Grid& puzzle, Domains& domains, double& percentRemoved) {
    domains = domainsOf(puzzle);
    int before = 0, after = 0;
    for (Candidates d : domains) before += countOf(d);
    const bool consistent = filter.filterAll(domains);
    for (Candidates d : domains) after += countOf(d);
    percentRemoved = before ? 100.0 * (before - after) / before : 0;
    return consistent;
}

int openCellCount(const Domains& domains) {
    int open = 0;
    for (Candidates d : domains) open += !isSingle(d);
    return open;
}

std::vector<Value> singleValues(const Domains& domains) {
    std::vector<Value> values(domains.size(), 0);
    for (std::size_t cell = 0; cell < domains.size(); ++cell)
        if (isSingle(domains[cell])) values[cell] = lowestValue(domains[cell]);
    return values;
}

Grid filledGrid(const Grid& puzzle, const std::vector<Value>& values) {
    Grid grid = puzzle;
    for (int cell = 0; cell < grid.cellCount(); ++cell) grid.set(cell, values[cell]);
    return grid;
}

void showDomains(Snapshot& snap, const Grid& puzzle, const Domains& domains, const std::vector<std::uint8_t>& isDecision) {
    const std::vector<Value> values = singleValues(domains);
    const int cells = puzzle.cellCount(), size = puzzle.size();
    snap.grid = filledGrid(puzzle, values);
    snap.origin.assign(cells, CellOrigin::Empty);
    snap.heat.assign(cells, 0.0f);
    for (int cell = 0; cell < cells; ++cell) {
        if (puzzle.isGiven(cell))
            snap.origin[cell] = CellOrigin::Given;
        else if (isDecision[cell])
            snap.origin[cell] = CellOrigin::Search;
        else if (values[cell] != 0)
            snap.origin[cell] = CellOrigin::Propagated;
        // Heat: how much of the cell's domain the filter has removed (1 = down to one value).
        if (size > 1) snap.heat[cell] = static_cast<float>(size - countOf(domains[cell])) / (size - 1);
    }
}

bool TabuCore::resetRoot(const Grid& puzzle, FilterKind kind, std::uint64_t seed, TabuRootCounters& counters) {
    rng_.reseed(seed);
    puzzle_ = puzzle;
    size_ = puzzle.size();
    cells_ = puzzle.cellCount();
    filter_ = DomainFilter(puzzle.geometry(), kind);
    isDecision_.assign(cells_, 0);
    tabuCount_.assign(static_cast<std::size_t>(cells_) * size_, 0);
    run_.start();
    const bool consistent = filterGivens(filter_, puzzle, rootDomains_, counters.initialPercentRemoved);
    domains_ = rootDomains_;
    cost_ = bestCost_ = openCellCount(domains_);
    counters.initialOpenCells = cost_;
    bestValues_ = singleValues(domains_);
    return consistent;
}

bool TabuCore::endIfSolved(std::uint64_t iterations, std::size_t decisions, FilterKind kind) {
    if (cost_ != 0) return false;
    const std::string problem = checkSolution(puzzle_, filledGrid(puzzle_, bestValues_));
    if (problem.empty())
        run_.finish(Status::Solved, "solved in " + std::to_string(iterations) + " iterations (" + std::to_string(decisions) +
                                        " decisions, filter " + std::string(filterName(kind)) + ")");
    else
        run_.finish(Status::Failed, "internal error: the filtered grid is not a solution (" + problem + ")");
    return true;
}

void TabuCore::copyFilterStats(TabuRootCounters& stats) const {
    const FilterCounters& filter = filter_.counters();
    stats.filterCalls = filter.calls;
    stats.filterRevisions = filter.revisions;
    stats.valuesRemoved = filter.valuesRemoved;
    stats.filterWipeOuts = filter.wipeOuts;
}

Snapshot TabuCore::coreSnapshot(std::uint64_t iterations) const {
    Snapshot snap;
    showDomains(snap, puzzle_, domains_, isDecision_);
    snap.cost = cost_;
    snap.bestCost = bestCost_;
    snap.iteration = iterations;
    run_.copyTo(snap);
    return snap;
}

}  // namespace sudolab::solvers
