// Backtracking with constraint propagation: the step-wise face of the search engine in
// backtrack_engine.cpp (naked + hidden singles after every assignment, fewest-candidates branching).
// One work unit = one search node (the root propagation, then one per value tried at a branching cell).
#include <algorithm>
#include <memory>
#include <string>
#include <vector>

#include "backtrack_engine.hpp"
#include "exact_outcome.hpp"
#include "solver_infos.hpp"
#include "validate.hpp"

namespace sudolab::solvers {
namespace {

const std::vector<ParamSpec> kBacktrackParams = {
    {"solutions", ParamKind::Integer, 1, 1, 1e9,
     "stop after this many solutions (2 proves or disproves uniqueness); the run is complete when the "
     "search space is exhausted first"},
    {"value-order", ParamKind::Choice, 0, 0, 1,
     "order in which a branching cell's values are tried: ascending, or random (drawn from the seed)",
     {"ascending", "random"}},
    {"max-nodes", ParamKind::Integer, 0, 0, 1e15, "give up after this many search nodes (0 = never)"},
};

constexpr std::size_t kRecentMoves = 64;

class BacktrackSolver final : public Solver {
public:
    void reset(const Grid& puzzle, const ParamSet& params, std::uint64_t seed) override {
        requireNoConflictingGivens(puzzle);
        puzzle_ = puzzle;
        maxNodes_ = static_cast<std::uint64_t>(params.integer("max-nodes"));
        moves_.clear();
        search::BacktrackOptions options;
        options.solutionLimit = static_cast<std::uint64_t>(params.integer("solutions"));
        options.valueOrder =
            params.choice("value-order") == "random" ? search::ValueOrder::Random : search::ValueOrder::Ascending;
        options.seed = seed;
        options.moveLog = &moves_;
        engine_ = search::makeBacktrackEngine(puzzle, options);
        work_ = 0;
        status_ = Status::Running;
        message_.clear();
    }

    std::uint64_t step(std::uint64_t budget) override {
        if (!engine_ || status_ != Status::Running) return 0;
        if (maxNodes_ > 0) budget = std::min(budget, maxNodes_ - engine_->stats().nodes);
        const std::uint64_t done = engine_->run(budget);
        work_ += done;
        const search::BacktrackStats& stats = engine_->stats();
        const ExactOutcome outcome = exactOutcome(stats.solutions, engine_->finished(), engine_->exhausted(),
                                                  maxNodes_ > 0 && stats.nodes >= maxNodes_, stats.nodes);
        status_ = outcome.status;
        message_ = outcome.message;
        return done;
    }

    Snapshot snapshot() const override {
        Snapshot snap;
        if (!engine_) return snap;  // before the first reset
        const search::BacktrackStats& stats = engine_->stats();
        const bool showSolution = status_ == Status::Solved;
        const std::vector<Value> values = showSolution ? engine_->firstSolution() : engine_->currentValues();
        snap.grid = gridOf(values);
        snap.origin.assign(values.size(), CellOrigin::Empty);
        for (std::size_t cell = 0; cell < values.size(); ++cell)
            if (values[cell] != 0)
                snap.origin[cell] = puzzle_.isGiven(static_cast<int>(cell)) ? CellOrigin::Given : CellOrigin::Propagated;
        for (int cell : showSolution ? engine_->firstSolutionGuesses() : engine_->guessedCells())
            snap.origin[cell] = CellOrigin::Search;
        snap.cost = showSolution ? 0 : engine_->openCells();
        snap.bestCost = stats.fewestOpen >= 0 ? stats.fewestOpen : snap.cost;
        snap.iteration = stats.nodes;
        copyRunRecord(snap, work_, status_, message_, moves_);
        snap.solutionsFound = stats.solutions;
        snap.stats = {
            {"nodes", statValue(stats.nodes)},
            {"branchings", statValue(stats.branchings)},
            {"dead ends", statValue(stats.deadEnds)},
            {"solutions", statValue(stats.solutions)},
            {"naked singles", statValue(stats.nakedSingles)},
            {"hidden singles", statValue(stats.hiddenSingles)},
            {"propagation fixes", statValue(stats.nakedSingles + stats.hiddenSingles)},
            {"depth", statValue(stats.depth)},
            {"max depth", statValue(stats.maxDepth)},
        };
        return snap;
    }

    Status status() const override { return status_; }

    Grid bestGrid() const override {
        if (!engine_) return puzzle_;
        const std::vector<Value>& best = engine_->bestValues();
        return best.empty() ? puzzle_ : gridOf(best);
    }

private:
    Grid gridOf(const std::vector<Value>& values) const {
        Grid grid = puzzle_;
        for (int cell = 0; cell < grid.cellCount(); ++cell) grid.set(cell, values[cell]);
        return grid;
    }

    Grid puzzle_;
    std::unique_ptr<search::BacktrackEngine> engine_;
    std::uint64_t maxNodes_ = 0;
    std::uint64_t work_ = 0;
    Status status_ = Status::Running;
    std::string message_;
    RecentLog<Move> moves_{kRecentMoves};
};

}  // namespace

const SolverInfo& backtrackInfo() {
    static const SolverInfo info{
        "backtrack",
        "Backtracking with propagation",
        "depth-first search with naked and hidden singles and fewest-candidates branching (exact baseline)",
        "guesses a value in the most constrained cell, propagates singles, undoes on contradiction; counts solutions",
        "nodes",
        true,
        kBacktrackParams,
        [] { return std::unique_ptr<Solver>(std::make_unique<BacktrackSolver>()); },
    };
    return info;
}

}  // namespace sudolab::solvers
