// The direct encoding of a Sudoku (one variable per cell and value) over the candidates left after root
// filtering. Filtering first removes most variables of a well-filled puzzle and every clause of the
// cells it fixes; at-most-one constraints stay groups, so memory grows as N^3 instead of N^4.
#include "solvers/cdcl/cdcl_encode.hpp"

#include "propagation/domain_filter.hpp"

namespace sudolab::sat {
namespace {

/// The cells' candidates after the chosen filter; false (and a reason) if the filter proved there is
/// no solution.
bool rootDomains(const Grid& puzzle, RootFilter filter, Domains& domains, std::string& reason) {
    if (filter == RootFilter::Givens) {
        domains.assign(static_cast<std::size_t>(puzzle.cellCount()), 0);
        for (int cell = 0; cell < puzzle.cellCount(); ++cell)
            domains[static_cast<std::size_t>(cell)] =
                puzzle.at(cell) != 0 ? bitOf(puzzle.at(cell)) : puzzle.candidates(cell);
        return true;
    }
    domains = domainsOf(puzzle);
    DomainFilter domainFilter(puzzle.geometry(), FilterKind::Domain);
    if (domainFilter.filterAll(domains)) return true;
    reason = "the alldifferent filter of the rows, columns and boxes leaves no way to complete the grid";
    return false;
}

/// One variable per candidate of each open cell; a cell is fixed when it is a given or (after the
/// domain filter, whose fixed point removed its value from its peers) has one candidate left.
void makeVariables(SudokuEncoding& out, const Domains& domains, RootFilter filter, std::vector<int>& varAt) {
    const Grid& puzzle = out.fixed;
    const int size = puzzle.size();
    varAt.assign(static_cast<std::size_t>(puzzle.cellCount() * size), -1);
    for (int cell = 0; cell < puzzle.cellCount(); ++cell) {
        const Candidates domain = domains[static_cast<std::size_t>(cell)];
        if (puzzle.at(cell) != 0) continue;
        if (filter == RootFilter::Domain && isSingle(domain)) {
            out.fixed.set(cell, lowestValue(domain));
            out.rootFixedCells.push_back(cell);
            continue;
        }
        std::vector<Lit> atLeastOne;
        for (Candidates rest = domain; rest != 0; rest &= rest - 1) {
            const Value value = lowestValue(rest);
            const int var = out.formula.varCount++;
            varAt[static_cast<std::size_t>(cell * size + value - 1)] = var;
            out.varCell.push_back(cell);
            out.varValue.push_back(value);
            out.formula.priority.push_back(static_cast<std::uint32_t>(size - countOf(domain)));
            atLeastOne.push_back(makeLit(var));
        }
        // An empty clause when no candidate is left: the engine then reports unsatisfiable at once.
        if (atLeastOne.size() >= 2) {
            std::vector<int>& group = out.formula.atMostOne.emplace_back();
            for (Lit lit : atLeastOne) group.push_back(varOf(lit));
        }
        out.formula.clauses.push_back(std::move(atLeastOne));
    }
}

/// Each unit holds each value not yet placed in it: at least one cell (a clause), at most one (a group).
void addUnitConstraints(SudokuEncoding& out, const std::vector<int>& varAt) {
    const Grid& grid = out.fixed;
    const int size = grid.size();
    for (const std::vector<int>& unit : grid.geometry().units) {
        Candidates placed = 0;
        for (int cell : unit) placed |= grid.at(cell) != 0 ? bitOf(grid.at(cell)) : 0;
        for (Value value = 1; value <= size; ++value) {
            if (placed & bitOf(value)) continue;
            std::vector<Lit> clause;
            std::vector<int> group;
            for (int cell : unit) {
                const int var = varAt[static_cast<std::size_t>(cell * size + value - 1)];
                if (var < 0) continue;
                clause.push_back(makeLit(var));
                group.push_back(var);
            }
            if (group.size() >= 2) out.formula.atMostOne.push_back(std::move(group));
            out.formula.clauses.push_back(std::move(clause));
        }
    }
}

}  // namespace

SudokuEncoding encodeSudoku(const Grid& puzzle, RootFilter filter) {
    SudokuEncoding out;
    out.fixed = puzzle;
    Domains domains;
    if (!rootDomains(puzzle, filter, domains, out.reason)) {
        out.unsolvable = true;
        return out;
    }
    std::vector<int> varAt;
    makeVariables(out, domains, filter, varAt);
    addUnitConstraints(out, varAt);
    return out;
}

Grid decodeAssignment(const SudokuEncoding& encoding, const CdclCore& core) {
    Grid grid = encoding.fixed;
    for (int var = 0; var < encoding.formula.varCount; ++var) {
        const auto index = static_cast<std::size_t>(var);
        if (core.isTrue(var)) grid.set(encoding.varCell[index], encoding.varValue[index]);
    }
    return grid;
}

}  // namespace sudolab::sat
