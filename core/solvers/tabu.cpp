// Hybrid alldifferent + tabu search (Soto, Crawford, Galleguillos, Paredes, Norero: "A Hybrid
// alldifferent-Tabu Search Algorithm for Solving Sudoku Puzzles", 2015).
//
// What the paper fixes: the state is a partial assignment; the alldifferent constraints of all 3N units
// are propagated to a fixed point with bounds consistency (Puget's Hall intervals) before the search and
// at every iteration; the evaluation is the number of cells still to fill; a neighbour assigns a value
// drawn at random from a cell's filtered domain; candidates holding a tabu element are excluded; the best
// candidate is taken; tabu elements expire oldest first; stop at a full grid or after 10,000 iterations.
//
// Work unit (what step() counts): one filter pass. An iteration takes k + 1 units, where k is the number
// of its candidates that are not tabu: one unit per candidate (draw its value, assign it on a copy of the
// domains, filter to the fixed point, score it), then one closing unit (root re-filtering if values were
// learned, the Assign or Clear move, tabu bookkeeping, the stop tests). Tabu candidates cost no unit of
// their own (no filtering): they are skipped inside the next unit. On a 25x25 grid an iteration is a few
// hundred units of ~0.1-0.3 ms each, so step(1) stays far below a frame. The iteration counter, the
// `max-iterations` cap (10,000 as in the paper) and every Move's iteration count whole iterations, and
// the run is the same whatever the budget slicing: the iteration in progress is kept between calls and
// the random numbers are drawn in the same order.
//
// Choices where the paper is silent (they become the closing notes):
// - Cells still to fill = cells whose filtered domain is not a single value: a cell the filter narrows
//   to one value counts as filled (origin Propagated), a cell the search assigned is a decision (Search).
// - Neighbourhood: one candidate per open cell, with one value drawn uniformly from its filtered domain
//   (the paper randomises only the value). `neighbours` > 0 samples that many open cells instead, to
//   bound the cost of an iteration on large grids. Each candidate is scored by filtering the state with
//   its assignment to the fixed point: the score is the number of cells still to fill afterwards, so the
//   best candidate is the assignment whose propagation fixes the most cells. Ties: uniformly at random.
// - A candidate whose filtering wipes out a domain is not admissible, and its wipe-out is a proof: the
//   value is impossible while the current decisions stand. At the end of the iteration it is removed
//   from the state's domains (which are re-filtered); with no decision made the removal is for good
//   (root domains), otherwise it is kept with the number of decisions it depends on and dropped when one
//   of those is undone. So an iteration whose candidates all wipe out still narrows the state, and the
//   best admissible candidate is re-filtered against the narrowed state before it is assigned.
// - Tabu attribute: the (cell, value) pair of a decision the search has just undone. Literal reading of
//   Algorithm 1 ("the differences are added to the tabu list", "candidates containing a tabu element are
//   excluded") would make every pair of the current assignment tabu, and then every candidate (which
//   extends it) would be excluded: a deadlock. Forbidding the undone pair instead stops the search from
//   walking straight back into the dead end it just left. Tenure = `tenure` iterations: a pair undone in
//   iteration i is excluded in iterations i+1 .. i+tenure, so between iterations the list holds at most
//   `tenure` pairs; the list is a FIFO, elements expire oldest first. Default 10 (the paper gives no
//   value). No aspiration criterion (the issue: tabu candidates are excluded).
// - Wipe-out / dead end: a Clear move happens only when the filter proves the state dead (the narrowing
//   above empties a domain): it undoes the latest decision (`repair=latest`, default) or a random one
//   (`repair=random`), makes that (cell, value) pair tabu, drops the eliminations learned under it and
//   re-filters root + remaining decisions + remaining eliminations. That set is a subset of a state the
//   filter had accepted, and the filters are monotone, so the rebuild does not wipe out. With
//   repair=latest the undone pair is moreover proved impossible under the decisions below it, and
//   (`learn-undone=on`, default) the next iteration learns it as an elimination: if that empties a
//   domain, the next decision goes too. Without it (learn-undone=off, or repair=random, where the undone
//   decision need not be the culprit) the tabu list is the only memory, and measured on AI Escargot the
//   search then cycles among a few shallow decisions in some runs (2 of the first 12 seeds hit 10,000). A consistent
//   state (one that extends to a solution) is never cleared: the filters are sound, so a solution's
//   values never wipe out. (An earlier version cleared whenever the one random value drawn per cell all
//   wiped out; on AI Escargot that undid correct decisions and the search never got below ~10 decisions.)
// - No deadlock: every iteration assigns (cells to fill drop by at least one), removes at least one value
//   (finitely many), clears a decision on a proven dead state, or — when every candidate drawn was tabu —
//   only lets tabu pairs age, which they do after `tenure` iterations. With a wipe-out at the root the
//   puzzle is proved unsolvable (status failed).
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
    {"learn-undone", ParamKind::Boolean, 1, 0, 1,
     "with repair=latest, an undone decision is proved impossible under the ones below it: also remove its "
     "value from the state (off = the tabu list is its only memory, and the search can cycle)"},
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
    learnUndone_ = params.flag("learn-undone");
    rng_.reseed(seed);

    puzzle_ = puzzle;
    size_ = puzzle.size();
    cells_ = puzzle.cellCount();
    filter_ = DomainFilter(puzzle.geometry(), filterKind_);
    stats_ = TabuStats{};
    decisions_.clear();
    eliminations_.clear();
    isDecision_.assign(cells_, 0);
    tabu_.clear();
    tabuCount_.assign(static_cast<std::size_t>(cells_) * size_, 0);
    moves_.clear();
    events_.clear();
    inIteration_ = false;
    nextCandidate_ = 0;
    open_.clear();
    learned_.clear();
    pendingLearned_.clear();
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
        workUnit();
        ++done;
        ++work_;
    }
    return done;
}

void TabuSolver::workUnit() {
    if (!inIteration_) beginIteration();
    // Draw candidates in order; tabu ones are dropped without filtering, so they cost no unit.
    while (nextCandidate_ < open_.size()) {
        const int cell = open_[nextCandidate_++];
        const Candidates domain = domains_[cell];
        const Value value = nthValue(domain, rng_.below(static_cast<std::uint32_t>(countOf(domain))));
        if (isTabu(cell, value)) {
            ++stats_.tabuExclusions;
            continue;
        }
        evaluateCandidate(cell, value);
        return;
    }
    finishIteration();
}

void TabuSolver::beginIteration() {
    inIteration_ = true;
    sampleCells();
    nextCandidate_ = 0;
    trialBestCost_ = INT_MAX;
    trialBestCell_ = -1;
    trialBestValue_ = 0;
    ties_ = 0;
    learned_.swap(pendingLearned_);  // an undone decision proved impossible last iteration
    pendingLearned_.clear();
}

void TabuSolver::evaluateCandidate(int cell, Value value) {
    ++stats_.candidatesEvaluated;
    trial_ = domains_;
    trial_[cell] = bitOf(value);
    const int changed[1] = {cell};
    if (!filter_.filterFrom(trial_, changed)) {
        ++stats_.candidateWipeOuts;
        learned_.push_back({cell, value});
        return;
    }
    // Best = fewest cells left to fill; ties broken uniformly at random (reservoir sampling).
    const int cost = openCount(trial_);
    if (cost < trialBestCost_) {
        trialBestCost_ = cost;
        ties_ = 1;
    } else if (cost > trialBestCost_ || rng_.below(++ties_) != 0) {
        return;
    }
    trialBestCell_ = cell;
    trialBestValue_ = value;
    std::swap(trial_, bestTrial_);
}

void TabuSolver::finishIteration() {
    inIteration_ = false;
    ++stats_.iterations;
    int bestCell = trialBestCell_;
    bool dead = false;
    if (!learned_.empty()) {
        if (!applyLearned()) {
            if (decisions_.empty()) {
                status_ = Status::Failed;
                message_ = "the puzzle has no solution: every value of a cell wipes out a domain under " +
                           std::string(filterTitle(filterKind_));
                return;
            }
            dead = true;
            bestCell = -1;
        } else if (bestCell >= 0) {
            // The chosen candidate was scored against the state before this iteration's eliminations:
            // bring its domains down to the narrowed state (it may wipe out now, then no assignment).
            narrowed_.clear();
            for (int cell = 0; cell < cells_; ++cell)
                if (bestTrial_[cell] & ~domains_[cell]) {
                    bestTrial_[cell] &= domains_[cell];
                    narrowed_.push_back(cell);
                }
            if (!filter_.filterFrom(bestTrial_, narrowed_)) bestCell = -1;
        }
    }

    if (dead) {
        ++stats_.deadEnds;
        clearDecision();
    } else if (bestCell >= 0) {
        std::swap(domains_, bestTrial_);
        decisions_.push_back({bestCell, trialBestValue_});
        isDecision_[bestCell] = 1;
        ++stats_.assignments;
        moves_.push({MoveKind::Assign, bestCell, -1, trialBestValue_, stats_.iterations});
    } else if (learned_.empty()) {
        ++stats_.idleIterations;
    }
    expireTabu();
    afterMove();
}

bool TabuSolver::applyLearned() {
    narrowed_.clear();
    for (const Decision& wiped : learned_) {
        domains_[wiped.cell] &= ~bitOf(wiped.value);
        narrowed_.push_back(wiped.cell);
        if (decisions_.empty()) {
            ++stats_.rootEliminations;
        } else {
            eliminations_.push_back({wiped.cell, wiped.value, decisions_.size()});
            ++stats_.stateEliminations;
        }
    }
    const bool ok = filter_.filterFrom(domains_, narrowed_);
    if (decisions_.empty()) rootDomains_ = domains_;  // at the root the eliminations are for good
    return ok;
}

void TabuSolver::expireTabu() {
    // Called at the end of iteration i: a pair made tabu in iteration s was excluded in s+1 .. i.
    while (!tabu_.empty() && stats_.iterations - tabu_.front().since >= tenure_) {
        --tabuCount_[tabuIndex(tabu_.front().cell, tabu_.front().value)];
        tabu_.pop_front();
    }
}

void TabuSolver::makeTabu(int cell, Value value) {
    if (tenure_ == 0) return;
    tabu_.push_back({cell, value, stats_.iterations});
    ++tabuCount_[tabuIndex(cell, value)];
}

std::vector<std::pair<int, Value>> TabuSolver::tabuList() const {
    std::vector<std::pair<int, Value>> out;
    out.reserve(tabu_.size());
    for (const TabuEntry& entry : tabu_) out.emplace_back(entry.cell, entry.value);
    return out;
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
    // Eliminations learned under the undone decision lose their proof; those learned before it keep it.
    std::erase_if(eliminations_, [&](const Elimination& e) { return e.depth > index; });
    isDecision_[undone.cell] = 0;
    makeTabu(undone.cell, undone.value);
    // The dead state was the remaining decisions plus this one, so with repair=latest the pair is proved
    // impossible under the remaining ones: the next iteration learns it like a wiped-out candidate (its
    // closing unit re-filters, and a wipe-out there clears the next decision). The tabu list covers the
    // pair in between, so it is not drawn again.
    if (learnUndone_ && repair_ == Repair::Latest) pendingLearned_.push_back(undone);
    ++stats_.clears;
    moves_.push({MoveKind::Clear, undone.cell, -1, undone.value, stats_.iterations});
    if (!rebuildDomains()) {
        // Cannot happen with sound, monotone filters (fewer decisions than a consistent state); if it
        // did, starting over from the root keeps the search going.
        for (const Decision& d : decisions_) isDecision_[d.cell] = 0;
        decisions_.clear();
        eliminations_.clear();
        domains_ = rootDomains_;
        events_.push(stats_.iterations, EventKind::Restart);
    }
}

bool TabuSolver::rebuildDomains() {
    domains_ = rootDomains_;
    narrowed_.clear();
    for (const Decision& d : decisions_) {
        domains_[d.cell] = bitOf(d.value);
        narrowed_.push_back(d.cell);
    }
    for (const Elimination& e : eliminations_) {
        domains_[e.cell] &= ~bitOf(e.value);
        narrowed_.push_back(e.cell);
    }
    return filter_.filterFrom(domains_, narrowed_);
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
    copyRunRecord(snap, work_, status_, message_, moves_, &events_);
    const FilterCounters& filter = filter_.counters();
    snap.stats = {
        {"iterations", statValue(stats_.iterations)},
        {"assignments", statValue(stats_.assignments)},
        {"clears", statValue(stats_.clears)},
        {"dead ends", statValue(stats_.deadEnds)},
        {"decisions", statValue(decisions_.size())},
        {"max decisions", statValue(stats_.maxDecisions)},
        {"tabu list size", statValue(tabu_.size())},
        {"tenure", statValue(tenure_)},
        {"candidates drawn this iteration", statValue(inIteration_ ? nextCandidate_ : 0)},
        {"candidates evaluated", statValue(stats_.candidatesEvaluated)},
        {"candidate wipe-outs", statValue(stats_.candidateWipeOuts)},
        {"tabu exclusions", statValue(stats_.tabuExclusions)},
        {"root eliminations", statValue(stats_.rootEliminations)},
        {"state eliminations", statValue(stats_.stateEliminations)},
        {"eliminations standing", statValue(eliminations_.size())},
        {"idle iterations", statValue(stats_.idleIterations)},
        {"filter calls", statValue(filter.calls)},
        {"filter revisions", statValue(filter.revisions)},
        {"values removed", statValue(filter.valuesRemoved)},
        {"filter wipe-outs", statValue(filter.wipeOuts)},
        {"open cells after first filtering", statValue(stats_.initialOpenCells)},
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
        "(bounds consistency, AC-3 or domain consistency) before the search and at every iteration; one work "
        "unit = one filter pass (a candidate's evaluation or an iteration's move), an iteration spans several",
        "filter passes",
        false,
        kTabuParams,
        [] { return std::unique_ptr<Solver>(std::make_unique<TabuSolver>()); },
    };
    return info;
}

}  // namespace sudolab::solvers
