// `auto`'s clause-learning member: encodes the puzzle (core/solvers/cdcl/cdcl_encode.hpp), runs the CDCL engine
// (core/solvers/cdcl/cdcl_core.hpp, which names the papers) and reports the grid of its current assignment.
// Choices of ours:
// - The encoding starts from Régin's domain-consistent candidates, so the engine never rediscovers what
//   one alldifferent filter pass knows; the root filter alone may already prove unsolvability.
// - A model is decoded and checked against the puzzle before the run reports it solved (a wrong model
//   would be a bug: the run then ends `gave up` with the checker's message, never a silent answer).
#include "solvers/cdcl/cdcl_solver.hpp"

#include <string>

#include "grid/validate.hpp"
#include "solvers/cdcl/cdcl_encode.hpp"
#include "solvers/cdcl/cdcl_hall_sets.hpp"
#include "solvers/cdcl/cdcl_walk.hpp"

namespace sudolab::solvers {
namespace {

class CdclSolver final : public Solver {
public:
    void reset(const Grid& puzzle, const ParamSet& params, std::uint64_t seed) override {
        requireNoConflictingGivens(puzzle);
        puzzle_ = puzzle;
        encoding_ = sat::encodeSudoku(puzzle);
        const CdclConfig config = cdclParams().read(params);
        sat::Propagator* propagator = nullptr;
        if (config.hall != CdclHall::None) {
            hall_.reset(encoding_, static_cast<int>(config.hall) + 1,  // pairs = 2 cells, ...
                        static_cast<std::uint32_t>(config.hallGlue));
            propagator = &hall_;
        }
        sat::PhaseWalker* walker = nullptr;
        if (config.rephase == CdclRephase::Walk || config.rephase == CdclRephase::Mixed) {
            walk_.reset(encoding_, kWalkFlipsPerCell);
            walker = &walk_;
        }
        core_.reset(encoding_.formula, optionsFor(config, puzzle), seed, propagator, walker);
        work_ = 0;
        message_.clear();
        status_ = Status::Running;
        settle();
    }

    std::uint64_t step(std::uint64_t budget) override {
        if (status_ != Status::Running) return 0;
        const std::uint64_t done = core_.step(budget);
        work_ += done;
        settle();
        return done;
    }

    Snapshot snapshot() const override {
        Snapshot snap;
        snap.grid = bestGrid();
        snap.origin.assign(static_cast<std::size_t>(puzzle_.cellCount()), CellOrigin::Empty);
        int open = 0;
        for (int cell = 0; cell < puzzle_.cellCount(); ++cell) {
            const auto index = static_cast<std::size_t>(cell);
            if (puzzle_.isGiven(cell)) snap.origin[index] = CellOrigin::Given;
            else if (encoding_.fixed.at(cell) != 0) snap.origin[index] = CellOrigin::Propagated;
            else if (snap.grid.at(cell) != 0) snap.origin[index] = CellOrigin::Search;
            else ++open;
        }
        snap.cost = status_ == Status::Solved ? 0 : open;
        snap.bestCost = snap.cost;
        snap.iteration = snap.work = work_;
        snap.status = status_;
        snap.message = message_;
        snap.solutionsFound = status_ == Status::Solved ? 1 : 0;
        const sat::CdclStats& stats = core_.stats();
        snap.restarts = stats.restarts;
        CdclMemberStats shown;
        static_cast<sat::CdclStats&>(shown) = stats;
        shown.keptClauses = core_.learnedCount();
        shown.variables = static_cast<std::uint64_t>(encoding_.formula.varCount);
        setStats(snap, shown, kCdclStatRows);
        return snap;
    }

    Status status() const override { return status_; }

    Grid bestGrid() const override {
        return encoding_.unsolvable ? encoding_.fixed : sat::decodeAssignment(encoding_, core_);
    }

private:
    /// The glue bound of tier 2 with `reduce=tiers` (CaDiCaL's and Kissat's default).
    static constexpr std::uint32_t kTier2Glue = 6;
    /// Flips of a walk per open cell with `rephase=walk` (a few milliseconds at 36x36, once per rephase).
    static constexpr std::uint64_t kWalkFlipsPerCell = 16;
    /// With `chrono`, backjumps over more than this many levels go back one level instead (Kissat's default).
    static constexpr std::uint32_t kChronoLevels = 100;
    /// With `reorder`, conflicts before the first reorder; the k-th comes k times that after the one before (Kissat's).
    static constexpr std::uint64_t kReorderInterval = 10000;

    /// An auto/off/on choice: on, or auto on a grid of 36x36 and up.
    template <class Choice>
    static bool onFor(Choice choice, bool bigGrid) {
        return choice == Choice::On || (choice == Choice::Auto && bigGrid);
    }

    /// The engine's options: `modes=auto` runs stable phases only and `shrink=auto` shrinks learned clauses from
    /// 36x36 on, where the searches are long and the focused phases found little (docs/BIG_GRIDS_ROUNDS.md round 10),
    /// and `reduce=auto` reduces by usage tiers and `bump-reasons=auto` bumps reason-side variables there (round 11);
    /// below, where runs end within a few thousand conflicts, the engine stays focused without shrinking (the
    /// 25x25 runs are unit for unit those of the focused-only engine).
    static sat::CdclOptions optionsFor(const CdclConfig& config, const Grid& puzzle) {
        sat::CdclOptions options;
        options.restartBase = config.restartBase;
        const bool bigGrid = puzzle.geometry().order >= 6;  // what the `auto` choices decide on
        const bool alternate = config.modes == CdclModes::Alternate;
        options.stableOnly = config.modes == CdclModes::Stable || (config.modes == CdclModes::Auto && bigGrid);
        options.stableAfter = alternate ? config.stableAfter : 0;
        options.glueRestarts = alternate && config.restarts == CdclRestarts::Glue;
        options.rephaseInterval =
            (alternate || options.stableOnly) && config.rephase != CdclRephase::None ? config.rephaseInterval : 0;
        options.rephase = config.rephase == CdclRephase::Cycle   ? sat::Rephase::Cycle
                          : config.rephase == CdclRephase::Walk  ? sat::Rephase::Walk
                          : config.rephase == CdclRephase::Mixed ? sat::Rephase::Mixed
                                                                 : sat::Rephase::Best;
        options.tier2Glue = config.reduce == CdclReduce::Tiers ? kTier2Glue : 0;
        options.usageTiers = config.reduce == CdclReduce::Usage || (config.reduce == CdclReduce::Auto && bigGrid);
        options.chronoLevels = config.chrono == CdclChrono::On ? kChronoLevels : 0;
        options.reorderInterval = config.reorder == CdclReorder::On ? kReorderInterval : 0;
        options.bumpReasons = onFor(config.bumpReasons, bigGrid);
        options.shrink = onFor(config.shrink, bigGrid);
        options.vivifyEffort = config.vivifyEffort;
        return options;
    }

    /// Ends the run on a checked model or a proof (the root filter's or a conflict at level 0).
    void settle() {
        if (encoding_.unsolvable) {
            status_ = Status::Failed;
            message_ = "no solution: " + encoding_.reason;
        } else if (core_.result() == sat::SatResult::Unsatisfiable) {
            status_ = Status::Failed;
            message_ = "no solution: clause learning derived a conflict with no decision (" +
                       std::to_string(core_.stats().conflicts) + " conflicts)";
        } else if (core_.result() == sat::SatResult::Satisfiable) {
            const std::string problem = checkSolution(puzzle_, bestGrid());
            status_ = problem.empty() ? Status::Solved : Status::GaveUp;
            message_ = problem.empty() ? "solved after " + std::to_string(core_.stats().conflicts) + " conflicts"
                                       : "internal error, the model is not a solution: " + problem;
        }
    }

    Grid puzzle_;
    sat::SudokuEncoding encoding_;
    sat::CdclCore core_;
    sat::HallSetPropagator hall_;
    sat::SudokuWalk walk_;
    std::uint64_t work_ = 0;
    Status status_ = Status::Idle;  // until a successful reset(): step() is then a no-op
    std::string message_;
};

}  // namespace

const ConfigTable<CdclConfig>& cdclParams() {
    static const ConfigTable<CdclConfig> table = {
        integerParam<&CdclConfig::restartBase>(
            "restart-base", 64, 0, 1e9,
            "unit of the Luby restarts in conflicts (base x 1 1 2 1 1 2 4 ...; 0 = never restart)"),
        choiceParam<&CdclConfig::modes>(
            "modes", CdclModes::Auto, {"auto", "focused", "alternate", "stable"},
            "focused = frequent restarts and saved phases only; alternate = focused and stable phases (rare restarts, "
            "target phases), each pair twice as long; stable = stable phases only, the targets kept across restarts; "
            "auto = stable from 36x36 on, focused below"),
        integerParam<&CdclConfig::stableAfter>("stable-after", 1000, 1, 1e12,
                                               "conflicts of the first focused phase when alternating"),
        choiceParam<&CdclConfig::restarts>(
            "restarts", CdclRestarts::Luby, {"luby", "glue"},
            "restarts of the focused phases when alternating: luby = on the Luby sequence of restart-base; glue = "
            "when the recent learned clauses' glue runs 10 % above its long-run mean (as CaDiCaL)"),
        choiceParam<&CdclConfig::rephase>(
            "rephase", CdclRephase::Walk, {"none", "best", "cycle", "walk", "mixed"},
            "when alternating or stable, every so many conflicts reset the saved phases: none; best = to the values "
            "of the longest conflict-free trail since the last rephase; cycle = original, best, inverted, best, ...; "
            "walk = a min-conflicts walk over the cells from the saved phases, its best assignment; then best; walk, "
            "... (the default: 0.53x the CPU of none at 36x36, docs/BIG_GRIDS_ROUNDS.md round 8); mixed = best, walk, "
            "inverted, best, walk, original, ..., the k-th after k x log10(k + 9)^3 intervals (Kissat 4's schedule)"),
        integerParam<&CdclConfig::rephaseInterval>("rephase-interval", 1000, 1, 1e12,
                                                   "conflicts before the first rephase; the k-th waits k times that"),
        choiceParam<&CdclConfig::reduce>(
            "reduce", CdclReduce::Auto, {"auto", "glue", "tiers", "usage"},
            "which learned clauses a reduction spares: glue = glue <= 2 and those used since the last reduction; "
            "tiers = also glue <= 6 used since the one before (as CaDiCaL); usage = Kissat's: every 1000 x "
            "sqrt(reductions) conflicts, tier 1 (the glue of half the uses) used within 31 reductions and tier 2 "
            "(90 %) within 2 are spared, then 50-90 % of the rest deleted, worst glue first; auto = usage from 36x36 "
            "on, glue below (docs/BIG_GRIDS_ROUNDS.md round 11)"),
        choiceParam<&CdclConfig::hall>(
            "hall", CdclHall::None, {"none", "pairs", "triples", "quads"},
            "Hall sets propagated inside the learner with explanation clauses: none (the clauses alone: naked and "
            "hidden singles); pairs, triples, quads = naked and hidden sets of up to 2, 3, 4 cells per unit"),
        choiceParam<&CdclConfig::chrono>(
            "chrono", CdclChrono::Off, {"off", "on"},
            "chronological backtracking: a backjump over more than 100 levels goes back one level instead, keeping the "
            "trail (not with hall; tried, not the default: docs/BIG_GRIDS_ROUNDS.md round 10)"),
        choiceParam<&CdclConfig::reorder>(
            "reorder", CdclReorder::Off, {"off", "on"},
            "in stable mode, at a restart after 10000 conflicts, then after 20000 more, 30000 more, ...: the scores "
            "scaled down and each variable's weight in the input clauses and groups added (Kissat 4's reorder)"),
        choiceParam<&CdclConfig::bumpReasons>(
            "bump-reasons", CdclBumpReasons::Auto, {"auto", "off", "on"},
            "bump the variables of the learned clause's reasons too, unless they are more than 10 times those the "
            "analysis saw (then skip a few conflicts; Kissat's bumpreasons); auto = on from 36x36 on, off below "
            "(docs/BIG_GRIDS_ROUNDS.md round 11)"),
        choiceParam<&CdclConfig::shrink>(
            "shrink", CdclShrink::Auto, {"auto", "off", "on"},
            "shrinking of learned clauses after minimisation: each lower level's literals replaced by their unique "
            "implication point on that level where that holds (Feng & Bacchus 2020); auto = on from 36x36 on, off "
            "below (docs/BIG_GRIDS_ROUNDS.md round 10)"),
        integerParam<&CdclConfig::vivifyEffort>(
            "vivify-effort", 0, 0, 1000,
            "after each reduction, at level 0: learned clauses of tier 2 and better (all with reduce=glue or tiers) "
            "tried by assuming their literals false one by one and propagating, and replaced by the shorter clause "
            "that shows, with up to this many per mille of the search's propagations since the last pass "
            "(vivification; Kissat's effort is 100); 0 = off"),
        integerParam<&CdclConfig::hallGlue>(
            "hall-glue", 0, 0, 1e6,
            "with hall: a Hall set is used only if the false literals explaining it span at most this many decision "
            "levels (their glue); 0 = any"),
    };
    return table;
}

std::unique_ptr<Solver> makeCdclSolver() { return std::make_unique<CdclSolver>(); }

}  // namespace sudolab::solvers
