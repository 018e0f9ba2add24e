// Hybrid alldifferent + tabu search (Soto, Crawford, Galleguillos, Paredes, Norero: "A Hybrid
// alldifferent-Tabu Search Algorithm for Solving Sudoku Puzzles", 2015).
//
// What the paper fixes: the state is a partial assignment; the alldifferent constraints of all 3N units
// are propagated to a fixed point with bounds consistency (Puget's Hall intervals) before the search and
// at every iteration; the evaluation is the number of cells still to fill; a neighbour assigns a value
// drawn at random from a cell's filtered domain; candidates holding a tabu element are excluded; the best
// candidate is taken; tabu elements expire oldest first; stop at a full grid or after 10,000 iterations.
// One work unit = one iteration.
//
// Choices where the paper is silent (they become the closing notes):
// - Cells still to fill = cells whose filtered domain is not a single value: a cell the filter narrows
//   to one value counts as filled (origin Propagated), a cell the search assigned is a decision (Search).
// - Neighbourhood: one candidate per open cell, with one value drawn uniformly from its filtered domain
//   (the paper randomises only the value). `neighbours` > 0 samples that many open cells instead, to
//   bound the cost of an iteration on large grids. Each candidate is scored by filtering the state with
//   its assignment to the fixed point: the score is the number of cells still to fill afterwards, so the
//   best candidate is the assignment whose propagation fixes the most cells. Ties: uniformly at random.
// - A candidate whose filtering wipes out a domain is not admissible. When no decision has been made,
//   that wipe-out proves the value impossible from the givens alone, so it is removed from the root
//   domains for good: an iteration at the root without a move still narrows the domains.
// - Tabu attribute: the (cell, value) pair of a decision the search has just undone. Literal reading of
//   Algorithm 1 ("the differences are added to the tabu list", "candidates containing a tabu element are
//   excluded") would make every pair of the current assignment tabu, and then every candidate (which
//   extends it) would be excluded: a deadlock. Forbidding the undone pair instead stops the search from
//   walking straight back into the dead end it just left. Tenure = `tenure` iterations, the list is a
//   FIFO so elements expire oldest first. No aspiration criterion (the issue: tabu candidates are excluded).
// - Wipe-out / dead end: when no candidate is admissible (all wiped out or tabu), the iteration makes a
//   Clear move instead: it undoes the latest decision (`repair=latest`, default) or a random one
//   (`repair=random`), makes that pair tabu and re-filters the root domains with the remaining decisions.
//   A subset of a consistent set of decisions stays consistent, so a Clear never wipes out.
// - No deadlock: every iteration either assigns (cells to fill drop by at least one), clears a decision,
//   or — at the root only — removes at least one impossible value for good or lets tabu elements age.
//   Values can only be removed from the root a finite number of times and tabu elements expire after
//   `tenure` iterations, so the search always has a move again; a solvable puzzle always keeps, at the
//   root, its solution's values (the filters are sound), none of which can wipe out.
#include "tabu.hpp"

#include <algorithm>
#include <climits>
#include <memory>
#include <string>
#include <vector>

#include "errors.hpp"
#include "solver_infos.hpp"
#include "validate.hpp"

namespace sudolab::solvers {
namespace {

const std::vector<ParamSpec> kTabuParams = {
    {"filter", ParamKind::Choice, 0, 0, 2,
     "domain filtering of the 3N alldifferent constraints: bc = bounds consistency with Hall intervals "
     "(Puget, the paper's), ac3 = AC-3 on the pairwise disequalities (the earlier AC3-tabu hybrid), "
     "dc = Regin's matching-based domain consistency (stronger than the paper)",
     {"bc", "ac3", "dc"}},
    {"max-iterations", ParamKind::Integer, 10000, 0, 1e12,
     "give up after this many iterations (the paper: 10,000; 0 = never)"},
    {"tenure", ParamKind::Integer, 10, 0, 1e6,
     "iterations an undone (cell, value) decision stays tabu (0 = no tabu list)"},
    {"neighbours", ParamKind::Integer, 0, 0, 1296,
     "open cells that each propose one candidate per iteration (0 = every open cell)"},
    {"repair", ParamKind::Choice, 0, 0, 1,
     "which decision a dead end undoes: latest = the most recent one, random = any, uniformly",
     {"latest", "random"}},
};

/// The k-th (0-based) value of a non-empty set, in increasing order.
Value nthValue(Candidates set, std::uint32_t k) {
    for (; k > 0; --k) set &= set - 1;
    return lowestValue(set);
}

}  // namespace

void TabuSolver::reset(const Grid& puzzle, const ParamSet& params, std::uint64_t seed) {
    requireNoConflictingGivens(puzzle);
    if (!parseFilterKind(params.choice("filter"), filterKind_))
        throw InputError("parameter 'filter' must be one of bc, ac3, dc");
    maxIterations_ = static_cast<std::uint64_t>(params.integer("max-iterations"));
    tenure_ = static_cast<std::uint64_t>(params.integer("tenure"));
    neighbours_ = static_cast<int>(params.integer("neighbours"));
    repair_ = params.choice("repair") == "random" ? Repair::Random : Repair::Latest;
    rng_.reseed(seed);

    puzzle_ = puzzle;
    size_ = puzzle.size();
    cells_ = puzzle.cellCount();
    filter_ = DomainFilter(puzzle.geometry(), filterKind_);
    stats_ = TabuStats{};
    decisions_.clear();
    isDecision_.assign(cells_, 0);
    tabu_.clear();
    tabuCount_.assign(static_cast<std::size_t>(cells_) * size_, 0);
    moves_.clear();
    events_.clear();
    work_ = 0;
    status_ = Status::Running;
    message_.clear();

    // Algorithm 2, line 1: filter the givens' domains before the search.
    rootDomains_ = domainsOf(puzzle);
    int before = 0, after = 0;
    for (Candidates d : rootDomains_) before += countOf(d);
    const bool consistent = filter_.filterAll(rootDomains_);
    for (Candidates d : rootDomains_) after += countOf(d);
    stats_.initialPercentRemoved = before ? 100.0 * (before - after) / before : 0;
    domains_ = rootDomains_;
    cost_ = bestCost_ = openCount(domains_);
    stats_.initialOpenCells = cost_;
    bestValues_ = valuesOf(domains_);
    if (!consistent) {
        status_ = Status::Failed;
        message_ = "the puzzle has no solution: " + std::string(filterTitle(filterKind_)) +
                   " on the givens empties a domain";
    } else if (cost_ == 0) {
        status_ = Status::Solved;
        message_ = "solved by filtering the givens (" + std::string(filterName(filterKind_)) + ")";
    }
}

std::uint64_t TabuSolver::step(std::uint64_t budget) {
    std::uint64_t done = 0;
    while (done < budget && status_ == Status::Running) {
        iterate();
        ++done;
        ++work_;
    }
    return done;
}

void TabuSolver::iterate() {
    ++stats_.iterations;
    expireTabu();
    sampleCells();

    int bestCost = INT_MAX, bestCell = -1;
    Value bestValue = 0;
    std::uint32_t ties = 0;
    std::vector<int> learned;  // cells whose root domain lost a value in this iteration
    for (int cell : open_) {
        const Candidates domain = domains_[cell];
        const Value value = nthValue(domain, rng_.below(static_cast<std::uint32_t>(countOf(domain))));
        if (isTabu(cell, value)) {
            ++stats_.tabuExclusions;
            continue;
        }
        ++stats_.candidatesEvaluated;
        trial_ = domains_;
        trial_[cell] = bitOf(value);
        const int changed[1] = {cell};
        if (!filter_.filterFrom(trial_, changed)) {
            ++stats_.candidateWipeOuts;
            if (decisions_.empty()) {
                rootDomains_[cell] &= ~bitOf(value);
                ++stats_.rootEliminations;
                learned.push_back(cell);
            }
            continue;
        }
        const int cost = openCount(trial_);
        if (cost < bestCost) {
            bestCost = cost;
            ties = 1;
        } else if (cost > bestCost || rng_.below(++ties) != 0) {
            continue;
        }
        bestCell = cell;
        bestValue = value;
        std::swap(trial_, bestTrial_);
    }

    if (!learned.empty()) {
        // At the root: re-filter with the values just proved impossible, then bring the chosen
        // candidate's domains down to the new root (it was scored against the old one).
        if (!filter_.filterFrom(rootDomains_, learned)) {
            status_ = Status::Failed;
            message_ = "the puzzle has no solution: every value of a cell wipes out a domain under " +
                       std::string(filterTitle(filterKind_));
            domains_ = rootDomains_;
            return;
        }
        domains_ = rootDomains_;
        if (bestCell >= 0) {
            std::vector<int> narrowed;
            for (int cell = 0; cell < cells_; ++cell)
                if (bestTrial_[cell] & ~rootDomains_[cell]) {
                    bestTrial_[cell] &= rootDomains_[cell];
                    narrowed.push_back(cell);
                }
            if (!filter_.filterFrom(bestTrial_, narrowed)) bestCell = -1;
        }
    }

    if (bestCell < 0) {
        ++stats_.deadEnds;
        if (!decisions_.empty()) clearDecision();
    } else {
        std::swap(domains_, bestTrial_);
        decisions_.push_back({bestCell, bestValue});
        isDecision_[bestCell] = 1;
        ++stats_.assignments;
        moves_.push({MoveKind::Assign, bestCell, -1, bestValue, stats_.iterations});
    }
    afterMove();
}

void TabuSolver::expireTabu() {
    while (!tabu_.empty() && stats_.iterations - tabu_.front().since > tenure_) {
        --tabuCount_[tabuIndex(tabu_.front().cell, tabu_.front().value)];
        tabu_.pop_front();
    }
}

void TabuSolver::makeTabu(int cell, Value value) {
    if (tenure_ == 0) return;
    tabu_.push_back({cell, value, stats_.iterations});
    ++tabuCount_[tabuIndex(cell, value)];
}

void TabuSolver::sampleCells() {
    open_.clear();
    for (int cell = 0; cell < cells_; ++cell)
        if (!isSingle(domains_[cell])) open_.push_back(cell);
    const auto count = static_cast<int>(open_.size());
    if (neighbours_ <= 0 || count <= neighbours_) return;
    for (int i = 0; i < neighbours_; ++i)  // partial Fisher-Yates: a uniform sample of open cells
        std::swap(open_[i], open_[i + rng_.below(static_cast<std::uint32_t>(count - i))]);
    open_.resize(neighbours_);
}

void TabuSolver::clearDecision() {
    const std::size_t index = repair_ == Repair::Latest
                                  ? decisions_.size() - 1
                                  : rng_.below(static_cast<std::uint32_t>(decisions_.size()));
    const Decision undone = decisions_[index];
    decisions_.erase(decisions_.begin() + static_cast<std::ptrdiff_t>(index));
    isDecision_[undone.cell] = 0;
    makeTabu(undone.cell, undone.value);
    ++stats_.clears;
    moves_.push({MoveKind::Clear, undone.cell, -1, undone.value, stats_.iterations});
    if (!rebuildDomains()) {
        // Cannot happen with sound, monotone filters (fewer decisions than a consistent state); if it
        // did, starting over from the root keeps the search going.
        for (const Decision& d : decisions_) isDecision_[d.cell] = 0;
        decisions_.clear();
        domains_ = rootDomains_;
        events_.push({stats_.iterations, "restart"});
    }
}

bool TabuSolver::rebuildDomains() {
    domains_ = rootDomains_;
    std::vector<int> changed;
    changed.reserve(decisions_.size());
    for (const Decision& d : decisions_) {
        domains_[d.cell] = bitOf(d.value);
        changed.push_back(d.cell);
    }
    return filter_.filterFrom(domains_, changed);
}

void TabuSolver::afterMove() {
    cost_ = openCount(domains_);
    stats_.maxDecisions = std::max<std::uint64_t>(stats_.maxDecisions, decisions_.size());
    if (cost_ < bestCost_) {
        bestCost_ = cost_;
        bestValues_ = valuesOf(domains_);
    }
    if (cost_ == 0) {
        const std::string problem = checkSolution(puzzle_, gridOf(bestValues_));
        status_ = problem.empty() ? Status::Solved : Status::Failed;
        message_ = problem.empty() ? "solved in " + std::to_string(stats_.iterations) + " iterations (" +
                                         std::to_string(decisions_.size()) + " decisions, filter " +
                                         std::string(filterName(filterKind_)) + ")"
                                   : "internal error: the filtered grid is not a solution (" + problem + ")";
    } else if (maxIterations_ > 0 && stats_.iterations >= maxIterations_) {
        status_ = Status::GaveUp;
        message_ = "no solution after " + std::to_string(stats_.iterations) + " iterations (best: " +
                   std::to_string(bestCost_) + " cells still to fill)";
    }
}

int TabuSolver::openCount(const Domains& domains) const {
    int open = 0;
    for (Candidates d : domains) open += !isSingle(d);
    return open;
}

std::vector<Value> TabuSolver::valuesOf(const Domains& domains) const {
    std::vector<Value> values(domains.size(), 0);
    for (std::size_t cell = 0; cell < domains.size(); ++cell)
        if (isSingle(domains[cell])) values[cell] = lowestValue(domains[cell]);
    return values;
}

Grid TabuSolver::gridOf(const std::vector<Value>& values) const {
    Grid grid = puzzle_;
    for (int cell = 0; cell < cells_; ++cell) grid.set(cell, values[cell]);
    return grid;
}

Snapshot TabuSolver::snapshot() const {
    Snapshot snap;
    const std::vector<Value> values = valuesOf(domains_);
    snap.grid = gridOf(values);
    snap.origin.assign(cells_, CellOrigin::Empty);
    snap.heat.assign(cells_, 0.0f);
    for (int cell = 0; cell < cells_; ++cell) {
        if (puzzle_.isGiven(cell))
            snap.origin[cell] = CellOrigin::Given;
        else if (isDecision_[cell])
            snap.origin[cell] = CellOrigin::Search;
        else if (values[cell] != 0)
            snap.origin[cell] = CellOrigin::Propagated;
        // Heat: how much of the cell's domain the filter has removed (1 = down to one value).
        if (size_ > 1) snap.heat[cell] = static_cast<float>(size_ - countOf(domains_[cell])) / (size_ - 1);
    }
    snap.cost = cost_;
    snap.bestCost = bestCost_;
    snap.iteration = stats_.iterations;
    snap.work = work_;
    snap.status = status_;
    snap.message = message_;
    snap.recentMoves = moves_.ordered();
    snap.recentEvents = events_.ordered();
    const FilterCounters& filter = filter_.counters();
    const auto number = [](auto value) { return static_cast<double>(value); };
    snap.stats = {
        {"iterations", number(stats_.iterations)},
        {"assignments", number(stats_.assignments)},
        {"clears", number(stats_.clears)},
        {"dead ends", number(stats_.deadEnds)},
        {"decisions", number(decisions_.size())},
        {"max decisions", number(stats_.maxDecisions)},
        {"tabu list size", number(tabu_.size())},
        {"candidates evaluated", number(stats_.candidatesEvaluated)},
        {"candidate wipe-outs", number(stats_.candidateWipeOuts)},
        {"tabu exclusions", number(stats_.tabuExclusions)},
        {"root eliminations", number(stats_.rootEliminations)},
        {"filter calls", number(filter.calls)},
        {"filter revisions", number(filter.revisions)},
        {"values removed", number(filter.valuesRemoved)},
        {"filter wipe-outs", number(filter.wipeOuts)},
        {"open cells after first filtering", number(stats_.initialOpenCells)},
        {"% values removed by first filtering", stats_.initialPercentRemoved},
    };
    return snap;
}

const SolverInfo& tabuInfo() {
    static const SolverInfo info{
        "tabu",
        "alldifferent + tabu search",
        "Soto et al., A Hybrid alldifferent-Tabu Search Algorithm for Solving Sudoku Puzzles (2015)",
        "tabu search over partial assignments, domains filtered by the units' alldifferent constraints "
        "(bounds consistency, AC-3 or domain consistency) before the search and at every iteration",
        "iterations",
        false,
        kTabuParams,
        [] { return std::unique_ptr<Solver>(std::make_unique<TabuSolver>()); },
    };
    return info;
}

}  // namespace sudolab::solvers
