// Hybrid alldifferent + tabu search (Soto, Crawford, Galleguillos, Paredes, Norero: "A Hybrid
// alldifferent-Tabu Search Algorithm for Solving Sudoku Puzzles", 2015). Two modes (`mode`):
// `paper` (default, tabu_paper.cpp) is Algorithm 2 reconstructed from the paper's prose; `dfs-learning` (this file) is the search
// this solver had before, kept as a named variant.
//
// What the paper fixes, quoted, and how mode=paper renders it:
// - "employ the alldifferent constraint so as to filter the concerned variable domains as a preprocessing
//   phase (line 1) and at every iteration of the Tabu search (line 9)": the givens are filtered to the
//   fixed point at reset; each iteration filters its state once, after its move (`filter=bc`, Puget's Hall
//   intervals, the paper's; `ac3` = the earlier AC3-tabu hybrid; `dc` = Regin, stronger than the paper).
// - "we use as evaluation function the minimization of remaining values to complete the puzzle": cost =
//   cells whose filtered domain is not a single value (0 = solved).
// - "we have limited the search neighboring procedure to assignments from the filtered domain. The
//   randomization is still used, but just for randomizing the value selection of filtered values": every
//   open cell proposes one candidate, its value drawn uniformly from the cell's filtered domain.
// - "these solutions are added to the candidate list exclusively if they do not include new solution
//   elements on the tabu list. Then, a promising best candidate is selected": a candidate's NEW elements
//   are the (cell, value) it assigns and the open peers its value leaves with one value; it is excluded if
//   one of them is tabu. Elements already in the state are not new, so tabu elements of the current state
//   exclude nothing. (The previous header read "candidates containing a tabu element are excluded" as any
//   element, concluded that every candidate would be excluded — a deadlock — and made undone decisions tabu
//   instead; the paper's word "new" removes that deadlock.) No aspiration criterion (the paper has none).
// - "If it improves the best solution cost, the differences of those are added to the tabu list and the
//   [candidate] becomes the new [best]": when the state after the move and its filtering has fewer cells to
//   fill than the best, every filled (cell, value) of it that the best did not hold enters the list.
// - "some features are expired in the tabu list, and generally in the same order they were included": FIFO;
//   an element that entered in iteration s excludes candidates in iterations s+1 .. s+`tenure`.
// - "As stop condition (line 3), we use the full coverage of the grid ... and a maximum of iterations which
//   has been fixed to 10,000": `max-iterations` = 10000; the run then gives up. A tabu search proves
//   nothing: mode=paper never ends with "no solution", even when the filter empties a domain of the givens.
//
// Choices where the paper is silent (mode=paper):
// - Score of a candidate: cells still to fill after its assignment and the forward check of its peers
//   (cost - its new elements), so that the "best candidate" means something without filtering every
//   candidate (the paper filters once per iteration). Ties: uniformly at random.
// - Dead end (the paper does not say what happens when the filter empties a domain after a move, or when
//   every candidate is excluded): a local repair, not chronological backtracking — undo every decision at
//   the emptied cell or at its peers (the assignments that constrain it directly), or one decision drawn
//   uniformly when none does (or when no candidate was admissible); re-filter root + remaining decisions,
//   undoing one more random decision while that still wipes out (it cannot at zero decisions). Undone
//   elements are not made tabu (the paper's list holds only improvements of the best; measured below).
//   With no decision to undo, the iteration is idle and the next one draws other values. `dead-end`
//   latest / random / restart replace this rule for its ablation (docs/solvers/tabu.md).
// - `tenure`: 10 (the paper gives no value; swept in docs/solvers/tabu.md). `neighbours` > 0 samples that many open cells per iteration.
// - Work unit: one iteration (its one filter pass; a dead end's re-filterings show in "filter calls").
//
// mode=dfs-learning (the variant): every candidate is filtered to the fixed point and scored; a candidate
// that wipes out is a proof that its value is impossible under the current decisions and is removed from
// the state (for good at the root); when that empties a domain the latest decision (`repair=latest`) or a
// random one (`repair=random`) is undone, made tabu for `tenure` iterations and, with `learn-undone=on`,
// learned as impossible under the decisions below it. With the defaults this is a complete depth-first
// search with propagation and learned eliminations: the tabu list barely acts, and the run can end "failed:
// no solution" (a root wipe-out is a proof). Its work unit is one filter pass (an iteration = the non-tabu
// candidates + 1 units); the iteration in progress is kept between step() calls, so the run is the same
// whatever the budget slicing. A consistent state is never cleared (the filters are sound and monotone).
// Measured (docs/solvers/tabu.md): far fewer iterations than mode=paper, each far more expensive.
// `repair` and `learn-undone` steer this mode only: set with mode=paper they are refused by a declared
// rule (kTabuRules), never silently ignored. The state, reset and solved check both modes share are in
// tabu_core.*.
#include "solvers/tabu/tabu.hpp"

#include <algorithm>
#include <climits>
#include <memory>
#include <string>
#include <vector>

#include "base/errors.hpp"
#include "grid/validate.hpp"
#include "run/config_table.hpp"
#include "solvers/solver_infos.hpp"

namespace sudolab::solvers {
namespace {

/// Which decision a dead end undoes (dfs-learning).
enum class TabuRepair { Latest, Random };

/// The parameters as typed values, filled from kTabuParams.
struct TabuConfig {
    TabuMode mode = TabuMode::Paper;
    FilterKind filter = FilterKind::Bounds;  // FilterKind's order is the choices' order
    std::uint64_t maxIterations = 0;
    std::uint64_t tenure = 0;
    int neighbours = 0;
    TabuRepair repair = TabuRepair::Latest;
    bool learnUndone = false;
    TabuDeadEnd deadEnd = TabuDeadEnd::Local;
};

const ConfigTable<TabuConfig> kTabuParams = {
    choiceParam<&TabuConfig::mode>(
        "mode", TabuMode::Paper, {"paper", "dfs-learning"},
        "paper = Algorithm 2 reconstructed from the paper's prose (filter once per iteration, one random value per "
        "open cell, best "
        "non-tabu candidate, elements of a new best made tabu, local dead-end repair; never claims 'no "
        "solution'); dfs-learning = every candidate filtered, wipe-outs learned, latest decision undone on a "
        "proved dead end: a complete depth-first search with learning that the tabu list barely steers"),
    choiceParam<&TabuConfig::filter>(
        "filter", FilterKind::Bounds, {"bc", "ac3", "dc"},
        "domain filtering of the 3N alldifferent constraints: bc = bounds consistency with Hall intervals "
        "(Puget, the paper's), ac3 = AC-3 on the pairwise disequalities (the earlier AC3-tabu hybrid), "
        "dc = Regin's matching-based domain consistency (stronger than the paper)"),
    integerParam<&TabuConfig::maxIterations>("max-iterations", 10000, 0, 1e12,
                                             "give up after this many iterations (the paper: 10,000; 0 = never)"),
    integerParam<&TabuConfig::tenure>(
        "tenure", 10, 0, 1e6,
        "iterations an element stays on the tabu list, oldest first (paper: the elements of each new best; "
        "dfs-learning: an undone decision; 0 = no tabu list)"),
    integerParam<&TabuConfig::neighbours>(
        "neighbours", 0, 0, 1296, "open cells that each propose one candidate per iteration (0 = every open cell)"),
    choiceParam<&TabuConfig::repair>(
        "repair", TabuRepair::Latest, {"latest", "random"},
        "mode=dfs-learning only: which decision a dead end undoes: latest = the most recent one, random = any"),
    flagParam<&TabuConfig::learnUndone>(
        "learn-undone", true,
        "mode=dfs-learning and repair=latest only: an undone decision is proved impossible under the ones below it: "
        "also remove its "
        "value from the state (off = the tabu list is its only memory, and the search can cycle)"),
    choiceParam<&TabuConfig::deadEnd>(
        "dead-end", TabuDeadEnd::Local, {"local", "latest", "random", "restart"},
        "mode=paper only: what a dead end undoes (the paper is silent): local = the decisions at the emptied cell "
        "or its peers, else one at random (ours); latest = the most recent decision (chronological); random = one "
        "at random; restart = all of them. Each then undoes more (latest: the next most recent; else at random) "
        "while the filter still wipes out"),
};

// repair and learn-undone steer only the dfs-learning engine, dead-end only the paper's: set with the other
// mode they are refused, not silently ignored.
const std::vector<ParamRule> kTabuRules = {
    {.lesser = "repair", .greater = "mode", .onlyWhen = "dfs-learning"},
    {.lesser = "learn-undone", .greater = "mode", .onlyWhen = "dfs-learning"},
    {.lesser = "dead-end", .greater = "mode", .onlyWhen = "paper"},
    // A randomly undone decision proves nothing, so there is nothing to learn (see undo below).
    {.lesser = "learn-undone", .greater = "repair", .onlyWhen = "latest"},
};

}  // namespace

void TabuSolver::reset(const Grid& puzzle, const ParamSet& params, std::uint64_t seed) {
    requireNoConflictingGivens(puzzle);
    checkParamRules(params, kTabuRules);  // callers validate up front; a direct reset is checked too
    const TabuConfig config = kTabuParams.read(params);
    filterKind_ = config.filter;
    maxIterations_ = config.maxIterations;
    tenure_ = config.tenure;
    neighbours_ = config.neighbours;
    mode_ = config.mode;
    if (mode_ == TabuMode::Paper) {
        paper_.reset(puzzle, {filterKind_, maxIterations_, tenure_, neighbours_, config.deadEnd}, seed);
        return;
    }
    repair_ = config.repair == TabuRepair::Random ? Repair::Random : Repair::Latest;
    learnUndone_ = config.learnUndone;
    stats_ = TabuStats{};
    decisions_.clear();
    eliminations_.clear();
    tabu_.clear();
    inIteration_ = false;
    nextCandidate_ = 0;
    open_.clear();
    learned_.clear();
    pendingLearned_.clear();
    if (!resetRoot(puzzle, filterKind_, seed, stats_)) {
        run_.finish(Status::Failed, "the puzzle has no solution: " + std::string(filterTitle(filterKind_)) +
                                    " on the givens empties a domain");
    } else if (cost_ == 0) {
        run_.finish(Status::Solved, "solved by filtering the givens (" + std::string(filterName(filterKind_)) + ")");
    }
}

std::uint64_t TabuSolver::step(std::uint64_t budget) {
    if (mode_ == TabuMode::Paper) return paper_.step(budget);
    return runUnits(budget, [this] { workUnit(); });
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
    const int cost = openCellCount(trial_);
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
                run_.finish(Status::Failed, "the puzzle has no solution: every value of a cell wipes out a domain under " +
                                            std::string(filterTitle(filterKind_)));
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
        run_.moves.push({MoveKind::Assign, bestCell, -1, trialBestValue_, stats_.iterations});
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
    run_.moves.push({MoveKind::Clear, undone.cell, -1, undone.value, stats_.iterations});
    if (!rebuildDomains()) {
        // Cannot happen with sound, monotone filters (fewer decisions than a consistent state); if it
        // did, starting over from the root keeps the search going.
        for (const Decision& d : decisions_) isDecision_[d.cell] = 0;
        decisions_.clear();
        eliminations_.clear();
        domains_ = rootDomains_;
        run_.events.push(stats_.iterations, EventKind::Restart);
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
    cost_ = openCellCount(domains_);
    stats_.maxDecisions = std::max<std::uint64_t>(stats_.maxDecisions, decisions_.size());
    if (cost_ < bestCost_) {
        bestCost_ = cost_;
        bestValues_ = singleValues(domains_);
    }
    if (endIfSolved(stats_.iterations, decisions_.size(), filterKind_)) return;
    if (maxIterations_ > 0 && stats_.iterations >= maxIterations_) {
        run_.finish(Status::GaveUp, "no solution after " + std::to_string(stats_.iterations) + " iterations (best: " +
                                    std::to_string(bestCost_) + " cells still to fill)");
    }
}

Snapshot TabuSolver::snapshot() const {
    if (mode_ == TabuMode::Paper) return paper_.snapshot();
    Snapshot snap = coreSnapshot(stats_.iterations);
    TabuStats shown = stats_;
    shown.decisions = decisions_.size();
    shown.tabuListSize = tabu_.size();
    shown.tenure = tenure_;
    shown.candidatesDrawn = inIteration_ ? nextCandidate_ : 0;
    shown.eliminationsStanding = eliminations_.size();
    copyFilterStats(shown);
    setStats(snap, shown, kTabuStatRows, kTabuFilterStatRows<TabuStats>);
    return snap;
}

const SolverInfo& tabuInfo() {
    static const SolverInfo info{
        .id = "tabu",
        .name = "alldifferent + tabu search",
        .reference = "Soto et al., A Hybrid alldifferent-Tabu Search Algorithm for Solving Sudoku Puzzles (2015)",
        .description =
            "tabu search over partial assignments, domains filtered by the units' alldifferent constraints "
            "(bounds consistency, AC-3 or domain consistency) before the search and at every iteration; "
            "mode=paper: one work unit = one iteration, i.e. its one filter pass (a dead end's re-filterings are "
            "counted in 'filter calls'); mode=dfs-learning: one work unit = one filter pass (a candidate's "
            "evaluation or an iteration's move)",
        .workUnit = "filter passes",
        .exact = false,
        .params = kTabuParams.specs(),
        .create = makeSolver<TabuSolver>,
        .paramRules = kTabuRules,
    };
    return info;
}

}  // namespace sudolab::solvers
