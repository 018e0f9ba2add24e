// Backtracking with constraint propagation: the step-wise face of the search engine in
// backtrack_engine.cpp (naked + hidden singles after every assignment, fewest-candidates branching).
// One work unit = one search node (the root propagation, then one per value tried at a branching cell).
//
// Beyond the baseline, off by default (the defaults are the classic search, node for node):
// - `restarts` = luby or geometric: the search restarts after a cutoff in nodes that grows from restart
//   to restart (restart_search.hpp), each restart with its own seeded value order and cell tie-break;
//   still complete (a restart that exhausts its tree proves there is no solution). One solution only.
// - `propagation` = box-line, hall or box-line+hall: after the singles, pointing/claiming and/or Régin's
//   alldifferent filtering (Hall sets) of every changed unit (backtrack_engine.cpp); fewer nodes, dearer ones.
// - `learning` = weights: conflict counts per unit kept from restart to restart; branching prefers the
//   cells of the units that failed most (dom/wdeg); without restarts, within the one search.
//   nogoods: at each restart, the values refuted on the abandoned branch become nogoods that later
//   restarts propagate (reduced nld-nogoods, Lecoutre et al. 2007; nogood_store.hpp); weights+nogoods.
// - `cell-ties` = random: ties between equally good branching cells go to a seeded random order of the
//   cells instead of reading order (restarts switch it on by themselves).
#include <algorithm>
#include <memory>
#include <string>
#include <vector>

#include "base/errors.hpp"
#include "grid/validate.hpp"
#include "run/run_record.hpp"
#include "search/backtrack_engine.hpp"
#include "search/exact_outcome.hpp"
#include "search/restart_search.hpp"
#include "solvers/backtrack.hpp"
#include "solvers/solver_infos.hpp"

namespace sudolab::solvers {
namespace {

// Restarts find one solution, and without restarts there is no cutoff: each setting is refused where it
// would be unmet or ignored. (value-order and cell-ties = random are what restarts do anyway: accepted.)
const std::vector<ParamRule> kBacktrackRules = {
    {.lesser = "solutions", .greater = "restarts", .onlyWhen = "none"},
    {.lesser = "restart-base", .greater = "restarts", .notWhen = "none"},
    {.lesser = "restart-first", .greater = "restarts", .notWhen = "none"},
};

/// The propagation a run uses: `auto` is box-line on 9x9 — the 9x9 search does it on its band boards for
/// less than the nodes it saves on every measured set (docs/EXACT.md) — and singles on other orders, where
/// the general engine's box-line pays only on some instances (docs/BIG_GRIDS.md).
BacktrackPropagation resolvedPropagation(BacktrackPropagation chosen, const Grid& puzzle) {
    if (chosen != BacktrackPropagation::Auto) return chosen;
    return puzzle.order() == 3 ? BacktrackPropagation::BoxLine : BacktrackPropagation::Singles;
}

}  // namespace

const ConfigTable<BacktrackConfig>& backtrackParams() {
    // A function's static: auto reads this table from its own reset, whatever the order of static set-up.
    static const ConfigTable<BacktrackConfig> table = {
        integerParam<&BacktrackConfig::solutions>(
            "solutions", 1, 1, 1e9,
            "stop after this many solutions (2 proves or disproves uniqueness); the run is complete when the "
            "search space is exhausted first"),
        choiceParam<&BacktrackConfig::valueOrder>(
            "value-order", search::ValueOrder::Ascending, {"ascending", "random"},
            "order in which a branching cell's values are tried: ascending, or random (drawn from the seed); "
            "with restarts always random"),
        integerParam<&BacktrackConfig::maxNodes>("max-nodes", 0, 0, 1e15,
                                                 "give up after this many search nodes (0 = never)"),
        choiceParam<&BacktrackConfig::restarts>(
            "restarts", search::Restarts::None, {"none", "luby", "geometric"},
            "beyond the baseline: none (default), or restart with a growing node cutoff, luby (base x 1 1 2 1 1 2 4 "
            "...) "
            "or geometric (base x 1.5^k); random values and cell ties per restart; still complete; needs solutions=1"),
        integerParam<&BacktrackConfig::restartBase>(
            "restart-base", 64, 1, 1e9,
            "with restarts only: nodes of the first restart cutoff (the unit of the sequence)"),
        choiceParam<&BacktrackConfig::cellTies>(
            "cell-ties", CellTies::First, {"first", "random"},
            "ties between equally good branching cells: first in reading order (default), or a seeded random order; "
            "with restarts always random"),
        choiceParam<&BacktrackConfig::propagation>(
            "propagation", BacktrackPropagation::Auto, {"singles", "box-line", "hall", "box-line+hall", "auto"},
            "singles = naked + hidden singles (the baseline); box-line = also pointing and claiming; hall = also "
            "Régin's alldifferent filtering of each changed unit (Hall sets); box-line+hall = both; auto (default) = "
            "box-line on 9x9, singles on other orders"),
        choiceParam<&BacktrackConfig::learning>(
            "learning", search::Learning::None, {search::kLearningChoices.begin(), search::kLearningChoices.end()},
            "none (default); weights: conflict counts per unit steer branching towards where the search failed "
            "(dom/wdeg), kept across restarts; nogoods: each restart records the values refuted on its last branch "
            "(reduced nld-nogoods) and later restarts propagate them (without restarts nothing is recorded: one "
            "search never returns to a refuted branch); weights+nogoods: both"),
        integerParam<&BacktrackConfig::restartFirst>(
            "restart-first", 1, 1, 1e6,
            "with restarts only: the first restart's cutoff in units of restart-base (1 = the sequence's own first "
            "term, default; auto's exact search uses 2)"),
    };
    return table;
}

namespace {

class BacktrackSolver final : public RecordingSolver<> {
public:
    void reset(const Grid& puzzle, const ParamSet& params, std::uint64_t seed) override {
        requireNoConflictingGivens(puzzle);
        // A batch of puzzles under the same parameters and seed (the Run driver's restart) reuses the search
        // and its engine: no allocation and no parameter reading per puzzle.
        if (engine_ && seed == seed_ && params.values() == paramValues_) {
            run_.start();
            if (engine_->restartOn(puzzle)) {
                puzzle_ = puzzle;
                return;
            }
        }
        checkParamRules(params, kBacktrackRules);  // callers validate up front; a direct reset is checked too
        puzzle_ = puzzle;
        const BacktrackConfig config = backtrackParams().read(params);
        maxNodes_ = config.maxNodes;
        search::RestartOptions options;
        options.restarts = config.restarts;
        options.base = config.restartBase;
        options.firstRun = config.restartFirst;
        options.search.solutionLimit = config.solutions;
        const bool restarted = options.restarts != search::Restarts::None;
        options.search.valueOrder = restarted ? search::ValueOrder::Random : config.valueOrder;
        options.search.randomCellTies = restarted || config.cellTies == CellTies::Random;
        const BacktrackPropagation propagation = resolvedPropagation(config.propagation, puzzle);
        options.search.boxLine =
            propagation == BacktrackPropagation::BoxLine || propagation == BacktrackPropagation::BoxLineHall;
        options.search.hallSets =
            propagation == BacktrackPropagation::Hall || propagation == BacktrackPropagation::BoxLineHall;
        using search::Learning;
        options.learnWeights = config.learning == Learning::Weights || config.learning == Learning::WeightsNogoods;
        options.learnNogoods = config.learning == Learning::Nogoods || config.learning == Learning::WeightsNogoods;
        options.search.seed = seed;
        run_.start();  // before the engine exists: it logs its moves into the record from the start
        options.search.moveLog = &run_.moves;
        engine_ = std::make_unique<search::RestartSearch>(puzzle, options);
        seed_ = seed;  // what the search was made for, once it exists
        paramValues_ = params.values();
    }

    std::uint64_t step(std::uint64_t budget) override {
        if (!engine_ || !run_.running()) return 0;
        if (maxNodes_ > 0) budget = std::min(budget, maxNodes_ - engine_->stats().nodes);
        const std::uint64_t restartsBefore = engine_->restarts();
        const std::uint64_t done = engine_->step(budget);
        run_.work += done;
        // One event per restart for the trace markers (a step can span several short restarts), at the
        // node count where it happened: the same under any slicing of the run.
        for (std::uint64_t k = restartsBefore; k < engine_->restarts(); ++k)
            run_.events.push(engine_->restartNodes(k), EventKind::Restart);
        const search::BacktrackStats stats = engine_->stats();
        const ExactOutcome outcome = exactOutcome(stats.solutions, engine_->finished(), engine_->exhausted(),
                                                  maxNodes_ > 0 && stats.nodes >= maxNodes_, stats.nodes);
        run_.status = outcome.status;
        run_.message = outcome.message;
        return done;
    }

    Snapshot snapshot() const override {
        Snapshot snap;
        if (!engine_) return snap;  // before the first reset
        const search::BacktrackStats stats = engine_->stats();
        const search::BacktrackEngine& engine = engine_->engine();
        const bool showSolution = run_.status == Status::Solved;
        const std::vector<Value> values = showSolution ? engine.firstSolution() : engine.currentValues();
        snap.grid = puzzle_.withValues(values);
        snap.origin.assign(values.size(), CellOrigin::Empty);
        for (std::size_t cell = 0; cell < values.size(); ++cell)
            if (values[cell] != 0)
                snap.origin[cell] = puzzle_.isGiven(static_cast<int>(cell)) ? CellOrigin::Given : CellOrigin::Propagated;
        for (int cell : showSolution ? engine.firstSolutionGuesses() : engine.guessedCells())
            snap.origin[cell] = CellOrigin::Search;
        snap.cost = showSolution ? 0 : engine.openCells();
        snap.bestCost = stats.fewestOpen >= 0 ? stats.fewestOpen : snap.cost;
        snap.iteration = stats.nodes;
        run_.copyTo(snap);
        snap.solutionsFound = stats.solutions;
        BacktrackSolverStats shown;
        static_cast<search::BacktrackStats&>(shown) = stats;
        shown.propagationFixes = stats.nakedSingles + stats.hiddenSingles;
        shown.nogoods = engine_->nogoods();
        shown.restarts = engine_->restarts();
        shown.restartCutoff = engine_->cutoff();
        setStats(snap, shown, kBacktrackStatRows);
        return snap;
    }

    std::string message() const override { return run_.message; }  // the snapshot's (copyTo)

    Grid bestGrid() const override {
        if (!engine_) return puzzle_;
        const std::vector<Value>& best = engine_->bestValues();
        return best.empty() ? puzzle_ : puzzle_.withValues(best);
    }

private:

    Grid puzzle_;
    std::unique_ptr<search::RestartSearch> engine_;
    std::uint64_t maxNodes_ = 0;
    std::uint64_t seed_ = 0;  ///< of the latest reset, with its parameters: when the search can be reused
    std::vector<double> paramValues_;
};

}  // namespace

const SolverInfo& backtrackInfo() {
    static const SolverInfo info{
        .id = "backtrack",
        .name = "Backtracking with propagation",
        .reference =
            "depth-first search with naked and hidden singles and fewest-candidates branching (exact baseline)",
        .description =
            "guesses a value in the most constrained cell, propagates singles, undoes on contradiction; counts "
            "solutions",
        .workUnit = "nodes",
        .exact = true,
        .params = backtrackParams().specs(),
        .create = makeSolver<BacktrackSolver>,
        .paramRules = kBacktrackRules,
    };
    return info;
}

}  // namespace sudolab::solvers
