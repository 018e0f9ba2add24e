// A conflict-driven clause-learning (CDCL) SAT engine with native at-most-one groups, step-wise and
// deterministic: the exact member of `auto` that learns from its conflicts (core/solvers/cdcl/cdcl_core.cpp
// names the techniques and papers). Literals are 2*var + negated; variables are 0..varCount-1.
#pragma once

#include <cstdint>
#include <span>
#include <vector>

#include "base/rng.hpp"
#include "solvers/cdcl/cdcl_phase_walker.hpp"
#include "solvers/cdcl/cdcl_propagator.hpp"

namespace sudolab::sat {

/// A literal: 2*var for "var is true", 2*var+1 for "var is false".
using Lit = std::uint32_t;

/// The literal "var is true" (negated = false) or "var is false" (negated = true).
constexpr Lit makeLit(int var, bool negated = false) { return static_cast<Lit>(2 * var + (negated ? 1 : 0)); }
/// The variable of a literal.
constexpr int varOf(Lit lit) { return static_cast<int>(lit >> 1); }
/// The opposite literal.
constexpr Lit negate(Lit lit) { return lit ^ 1u; }

/// A problem: clauses (each at least one of its literals true) and at-most-one groups of variables
/// (at most one variable of each group true), propagated natively instead of as pairwise binary clauses.
struct Formula {
    int varCount = 0;
    std::vector<std::vector<Lit>> clauses;
    std::vector<std::vector<int>> atMostOne;
    /// Optional, one per variable: variables with higher priority are decided first at the start
    /// (ties broken by the seed). Empty = all equal.
    std::vector<std::uint32_t> priority;
};

/// What a rephase resets the saved phases to: Best = the values of the longest conflict-free trail since
/// the last rephase; Cycle = the original phase, best, the inverted original phase, best, and so on;
/// Walk = a walk's best assignment from the saved phases (see PhaseWalker), best, walk, best, ...;
/// Mixed = best, walk, inverted, best, walk, original, and again (Kissat 4's schedule), the k-th after
/// k x log10(k + 9)^3 x rephaseInterval more conflicts (Kissat's), the best phases kept until a rephase to them.
enum class Rephase { Best, Cycle, Walk, Mixed };

/// Settings of one run; fixed for the run.
struct CdclOptions {
    std::uint64_t restartBase = 64;   ///< Luby restarts: base x 1 1 2 1 1 2 4 ... conflicts (0 = never restart)
    std::uint64_t reduceFirst = 2000; ///< learned clauses kept before the first database reduction
    std::uint64_t reduceStep = 300;   ///< the limit grows by this much after each reduction
    bool initialPhase = true;         ///< the value a variable is first decided to (then its saved phase)
    /// Conflicts of the first focused phase before the engine alternates focused and stable phases, each
    /// pair twice as long as the one before (0 = focused only: frequent restarts, saved phases).
    std::uint64_t stableAfter = 0;
    /// Stable mode only, from the first decision (no focused phases; stableAfter unused): the target phases
    /// then last until the next rephase (without rephasing, the whole run), not until the next restart.
    bool stableOnly = false;
    std::uint64_t stableRestartBase = 1024;  ///< Luby unit in conflicts of the restarts in stable phases
    /// Focused phases restart when the recent conflicts' glue (LBD) runs above the long-run average
    /// (CaDiCaL's rule) instead of on the Luby sequence of restartBase.
    bool glueRestarts = false;
    /// Rephasing: every so many conflicts (the k-th after k x rephaseInterval more), the saved phases are
    /// reset (see Rephase). 0 = never.
    std::uint64_t rephaseInterval = 0;
    Rephase rephase = Rephase::Best;
    /// Tier-2 glue (as CaDiCaL and Kissat): a learned clause of glue in 3..tier2Glue survives a reduction
    /// if an analysis used it since the reduction before the last (two intervals, not one). 0 = off.
    std::uint32_t tier2Glue = 0;
    /// Chronological backtracking (Nadel & Ryvchin, SAT 2018): a backjump over more than this many levels
    /// goes back one level instead, keeping the trail. 0 = off (always the full backjump). Not with a
    /// Propagator (its explanations are freed level by level).
    std::uint32_t chronoLevels = 0;
    /// Shrinking of learned clauses after minimisation (Feng & Bacchus, SAT 2020): each lower level's literals
    /// replaced by their unique implication point on that level, where that holds.
    bool shrink = false;
    /// Reduction by usage with tiers that follow the run, on a conflict schedule (Kissat's; cdcl_reduce.cpp)
    /// instead of by glue on a clause-count schedule (reduceFirst, reduceStep and tier2Glue then unused).
    bool usageTiers = false;
    /// In stable mode, every so many conflicts (the k-th after k x reorderInterval more), at a restart, the
    /// scores are scaled down and the formula's structure added (Kissat 4's reorder; cdcl_reorder.cpp). 0 = off.
    std::uint64_t reorderInterval = 0;
    /// Bumps the variables of the learned clause's reasons too (Kissat's bumpreasons; cdcl_analyze.cpp).
    bool bumpReasons = false;
    /// With usageTiers: conflicts before the first reduction; the k-th comes sqrt(k) times that after the one before.
    std::uint64_t usageInterval = 1000;
    /// Vivification of learned clauses after each reduction (cdcl_vivify.cpp), with at most this many per mille of
    /// the search's propagations since the last one. 0 = off.
    std::uint64_t vivifyEffort = 0;
};

/// Counters of one run (a plain struct; shown as snapshot statistics).
struct CdclStats {
    std::uint64_t decisions = 0;
    std::uint64_t conflicts = 0;
    std::uint64_t propagations = 0;   ///< literals assigned by clauses or at-most-one groups
    std::uint64_t restarts = 0;
    std::uint64_t learned = 0;        ///< clauses learned (units included)
    std::uint64_t deleted = 0;        ///< learned clauses removed by database reductions
    std::uint64_t reductions = 0;
    std::uint64_t minimizedLits = 0;  ///< literals removed from learned clauses by minimisation
    std::uint64_t learnedLits = 0;    ///< literals of the learned clauses after minimisation
    std::uint64_t learnedGlue = 0;    ///< glue (LBD) of the learned clauses, summed (a unit counts 1)
    std::uint64_t stablePhases = 0;   ///< stable phases begun (see CdclOptions::stableAfter)
    std::uint64_t rephases = 0;       ///< saved phases reset (see CdclOptions::rephaseInterval)
    std::uint64_t externalImplied = 0;    ///< literals implied by the propagator (see Propagator)
    std::uint64_t externalConflicts = 0;  ///< conflicts the propagator found
    std::uint64_t explanationLits = 0;    ///< false literals of the propagator's explanations, summed
    std::uint64_t walks = 0;              ///< rephases to a walk's phases (see Rephase::Walk)
    std::uint64_t chronological = 0;      ///< backjumps replaced by a backtrack of one level (chronoLevels)
    std::uint64_t shrunkLits = 0;         ///< literals removed from learned clauses by shrinking (CdclOptions::shrink)
    std::uint64_t promoted = 0;           ///< learned clauses whose glue fell when used (CdclOptions::usageTiers)
    std::uint64_t tier1Glue = 0;          ///< tier 1 glue limit at the last reduction (CdclOptions::usageTiers)
    std::uint64_t tier2Glue = 0;          ///< tier 2 glue limit at the last reduction (CdclOptions::usageTiers)
    std::uint64_t reorders = 0;           ///< scores reordered by the structure (CdclOptions::reorderInterval)
    std::uint64_t reasonBumps = 0;        ///< reason-side variables bumped (CdclOptions::bumpReasons)
    std::uint64_t vivified = 0;           ///< learned clauses tried by vivification (CdclOptions::vivifyEffort)
    std::uint64_t vivifyShortened = 0;    ///< of those, clauses replaced by a shorter one
    std::uint64_t vivifyRemovedLits = 0;  ///< literals those replacements removed
    std::uint64_t vivifyPropagations = 0;  ///< propagations made while vivifying (also in `propagations`)
};

/// With usage tiers: the per mille of the candidates the `reductions`-th reduction deletes, 900 - 400 / log10(
/// reductions + 9) per cent (Kissat's reducelow 50 % to reducehigh 90 %), in integers.
std::uint64_t usageDeletePerMille(std::uint64_t reductions);

enum class SatResult { Unknown, Satisfiable, Unsatisfiable };

/// The engine. reset() loads a formula; step(budget) then does at most `budget` work units and can be
/// called again to continue exactly where it stopped (the run is the same however it is sliced).
/// One work unit = one iteration of the search loop, which ends in either a conflict (analysed, a
/// clause learned, a backjump) or a decision, after propagating to a fixed point.
class CdclCore {
public:
    /// Loads a formula and starts a new run (seed: ties of the initial decision order, and the walks'
    /// stream). The propagator and walker, if any, must be freshly reset for the same variables and
    /// outlive the run; without a walker Rephase::Walk rephases to the best phases only.
    void reset(const Formula& formula, const CdclOptions& options, std::uint64_t seed, Propagator* propagator = nullptr,
               PhaseWalker* walker = nullptr);
    /// Does at most `budget` work units; returns how many it did (0 once decided).
    std::uint64_t step(std::uint64_t budget);
    /// Satisfiable once a full assignment satisfies everything; Unsatisfiable after a conflict at level 0.
    SatResult result() const { return result_; }
    /// True if var is currently assigned true (the model once satisfiable).
    bool isTrue(int var) const { return value_[static_cast<std::size_t>(var)] > 0; }
    /// Variables of the formula.
    int varCount() const { return static_cast<int>(value_.size()); }
    /// Counters so far.
    const CdclStats& stats() const { return stats_; }
    /// Learned clauses currently kept.
    std::size_t learnedCount() const { return learnedCount_; }
    /// Bytes held by the clause arena, watches, groups and per-variable arrays (memory measurements).
    std::size_t memoryBytes() const;

    // For the propagator (see Propagator).
    /// The assigned literals in order.
    std::span<const Lit> trail() const { return trail_; }
    /// 1 if the literal is true, -1 if false, 0 if unassigned.
    std::int8_t litValue(Lit lit) const;
    /// Assigns `lit` because the literals `because` (all false) are: the explanation clause is
    /// (lit or because...). False (and that clause is the conflict) if `lit` is already false.
    bool imply(Lit lit, std::span<const Lit> because);
    /// Records a conflict: the clause of `lits`, all false, which the constraint implies.
    void conflictWith(std::span<const Lit> lits);
    /// True if the assigned literals `lits` span at most `bound` decision levels above 0 (the glue they
    /// would bring into a learned clause).
    bool glueAtMost(std::span<const Lit> lits, std::uint32_t bound);

private:
    struct Watch {
        std::uint32_t clause;  // arena offset of the clause
        Lit blocker;           // a literal of the clause: if true, the clause is satisfied (skip it)
    };
    static constexpr std::int32_t kNoReason = -1;
    static constexpr std::int32_t kGroupReason = -2;  // implied by an at-most-one group: see groupReason_
    static constexpr std::int32_t kExternalReason = -3;  // implied by the propagator: see groupReason_

    // Loading.
    void loadGroups(const Formula& formula);
    void loadClauses(const Formula& formula);
    void loadOrder(const Formula& formula, std::uint64_t seed);
    // Assignment and propagation.
    void assign(Lit lit, std::int32_t reason, Lit groupReason, int level);
    void decide(Lit lit);
    void openLevel(Lit lit);
    int impliedLevel(const Lit* lits, std::uint32_t size) const;
    bool propagateToFixpoint();
    int conflictLevel() const;
    bool propagate();
    bool propagateGroups(Lit lit);
    bool propagateClauses(Lit falseLit);
    void backtrack(int level, bool savePhases = true);
    int decisionLevel() const { return static_cast<int>(levelStart_.size()); }
    bool chronological() const { return options_.chronoLevels > 0; }
    // Conflict analysis.
    void analyze();
    template <bool MarkUsed = true, class F>
    void forEachReasonLit(int var, F&& visit);
    void minimize();
    void bumpReasonSide();
    void shrink();
    bool blockUip(std::size_t begin, std::size_t end, Lit& uip);
    bool redundant(Lit lit, std::uint32_t levels);
    std::uint32_t lbdOf(std::span<const Lit> lits);
    std::uint32_t levelsOf(std::span<const Lit> lits, bool withRoot, std::uint32_t bound);
    void learn();
    // Clause arena.
    std::uint32_t addClause(std::span<const Lit> lits, bool learned, std::uint32_t lbd);
    std::uint32_t clauseSize(std::uint32_t clause) const { return arena_[clause]; }
    Lit* clauseLits(std::uint32_t clause) { return &arena_[clause + kHeader]; }
    bool reduceDue() const;
    void reduce();
    void reduceByGlue();
    void reduceByUsage();
    void computeTiers();
    void noteUse(int var);
    bool locked(std::uint32_t clause) const;
    void collectGarbage();
    void rebuildWatches();
    // Decisions (VMTF).
    void enqueueLast(int var);
    void bump();
    int pickBranchVar();
    bool restartDue() const;
    void restart();
    void backtrackToRoot();
    static std::uint64_t luby(std::uint64_t index);
    // Decisions in stable phases: variable scores (EVSIDS) in a binary heap.
    bool scoreBefore(int a, int b) const;
    void heapUp(std::size_t index);
    void heapDown(std::size_t index);
    void heapPush(int var);
    int heapPop();
    void rebuildHeap();
    void startStableOnly();
    void bumpScores();
    int pickByScore();
    // Stable phases with target phases.
    void switchModeIfDue();
    void updateTarget(std::size_t consistentPrefix);
    std::int8_t decisionPhase(int var) const;
    // Glue-driven restarts and rephasing.
    void updateGlueAverages(std::uint32_t lbd);
    void updateBest(std::size_t consistentPrefix);
    enum class PhaseReset { Original, Inverted, Best, Walk };
    void rephaseIfDue();
    void rephaseMixed();
    bool resetPhases(PhaseReset to);
    // Vivification of learned clauses (cdcl_vivify.cpp).
    void vivifyIfDue();
    bool vivifying() const { return !vivifyQueue_.empty(); }
    void vivifyStep();
    std::vector<std::uint32_t> vivifyCandidates();
    bool vivifyClause(std::uint32_t clause);
    bool replaceClause(std::uint32_t clause);
    // Reordering by the structure (stable mode).
    bool reorderDue() const;
    void reorder();
    std::vector<std::uint64_t> structureWeights() const;

    // Clause header: [size][flags: lbd << kGlueShift | vivified << 3 | used << 2 | deleted << 1 | learned]
    // [conflicts when created or last used in an analysis], then the literals.
    static constexpr std::uint32_t kHeader = 3;
    static constexpr std::uint32_t kGlueShift = 4;
    static constexpr std::uint32_t kVivifiedFlag = 8u;
    /// The glue (LBD) a clause was learned with, or lowered to since.
    std::uint32_t glueOf(std::uint32_t clause) const { return arena_[clause + 1] >> kGlueShift; }

    CdclOptions options_;
    SatResult result_ = SatResult::Unknown;
    CdclStats stats_;
    // Per variable.
    std::vector<std::int8_t> value_;  // 0 unassigned, 1 true, -1 false
    std::vector<std::int8_t> phase_;  // saved phase: 1 true, -1 false
    std::vector<int> level_;
    std::vector<std::int32_t> reason_;  // arena offset, kNoReason or kGroupReason
    // For kGroupReason: the false literal of the implicit binary clause; for kExternalReason: the offset in
    // explanations_ of the explanation's false literals.
    std::vector<Lit> groupReason_;
    std::vector<std::uint8_t> seen_;
    std::vector<std::uint8_t> shrinkMark_;  // shrink(): the literals of the level being shrunk, marked
    std::vector<int> shrinkMarked_;
    // Trail.
    std::vector<Lit> trail_;
    std::vector<std::size_t> levelStart_;
    // The propagator and its explanations: [count, false literals...] per implication (an implication's
    // own literal is not stored), freed level by level on backtracking (explanationStart_ per level).
    Propagator* propagator_ = nullptr;
    std::vector<Lit> explanations_;
    std::vector<std::size_t> explanationStart_;
    std::size_t propagated_ = 0;
    // Clauses and groups.
    std::vector<std::uint32_t> arena_;
    std::vector<std::uint32_t> learnedClauses_;
    std::size_t learnedCount_ = 0;
    std::vector<std::vector<Watch>> watches_;  // by literal: the clauses watching it (visited when it turns false)
    std::vector<std::uint32_t> groupStart_, groupVars_;    // CSR: the variables of each group
    std::vector<std::uint32_t> varGroupStart_, varGroups_;  // CSR: the groups of each variable
    bool inconsistent_ = false;  // an empty clause, or a contradiction among the input units
    // Conflict analysis.
    std::vector<Lit> conflict_;
    std::vector<Lit> learnt_;
    std::vector<Lit> toClear_;
    std::vector<Lit> stack_;
    std::vector<int> bumped_;
    std::vector<std::uint32_t> levelStamp_;
    std::uint32_t lbdStamp_ = 0;
    std::uint32_t reasonDelay_ = 0, reasonDelayCount_ = 0;  // bumpReasonSide(): conflicts to skip after a failure
    // VMTF queue: a doubly linked list, oldest first; decisions search from the newest towards the oldest.
    std::vector<int> prev_, next_;
    std::vector<std::uint64_t> stamp_;
    int first_ = -1, last_ = -1, searchFrom_ = -1;
    std::uint64_t stampCounter_ = 0;
    // Schedules.
    std::uint64_t restartIndex_ = 0, conflictsAtRestart_ = 0;
    std::uint64_t reduceLimit_ = 0;
    std::uint64_t reducedAt_ = 0, reducedBefore_ = 0;  // conflicts at the last two reductions (tier 2)
    // Usage tiers: tier 1 clauses are kept while used within the last kTier1Reductions reductions (Kissat's).
    static constexpr std::size_t kTier1Reductions = 31;
    static constexpr std::size_t kGlueBuckets = 128;  // uses counted by glue up to 127 (higher counts as 127)
    std::vector<std::uint64_t> reductionConflicts_;   // the conflict count at each reduction
    std::vector<std::uint64_t> usedGlue_[2];          // uses in analyses by glue: focused [0], stable [1]
    // Modes: focused (restartBase, saved phases) or stable (stableRestartBase, target phases).
    bool stable_ = false;
    std::uint64_t modeSwitchAt_ = 0;   // conflict count ending the current phase (0: never, focused only)
    std::uint64_t modeLength_ = 0;     // conflicts of the current phase
    std::vector<std::int8_t> target_;  // per variable: the value on the longest conflict-free trail, 0 none
    std::size_t targetAssigned_ = 0;   // length of that trail
    // EVSIDS, integers only (the same run natively and in wasm): each bump adds scoreInc_, which grows
    // by 1/19 per conflict (a decay of 0.95); all scores are halved 32 times over when it gets large.
    std::vector<std::uint64_t> score_;
    std::uint64_t scoreInc_ = 0;
    std::vector<int> heap_;              // unassigned variables (and some assigned ones, popped lazily)
    std::vector<std::int32_t> heapPos_;  // index in heap_, -1 if absent
    // Glue averages, fixed point (LBD x 2^16), integers only: fast over about 32 conflicts, slow over
    // about 16384 (plain means until then, so neither starts biased towards 0).
    std::int64_t glueFast_ = 0, glueSlow_ = 0;
    std::uint64_t glueCount_ = 0;
    // Rephasing: the values of the longest conflict-free trail since the last rephase.
    std::vector<std::int8_t> best_;
    std::size_t bestAssigned_ = 0;
    std::uint64_t rephaseAt_ = 0;
    std::uint64_t reorderAt_ = 0;
    // Vivification: the search's propagations at the last pass, the pass under way (its candidates, the next
    // one, propagations left, whether a clause was replaced), and the clause being vivified's literals kept so far.
    std::uint64_t vivifySearchPropagations_ = 0;
    std::vector<std::uint32_t> vivifyQueue_;
    std::size_t vivifyNext_ = 0;
    std::uint64_t vivifyBudget_ = 0;
    bool vivifyReplaced_ = false;
    std::vector<Lit> vivifyLits_;
    std::vector<Lit> vivifyKept_;
    // Walk phases: the walker and its random stream (derived from the seed).
    PhaseWalker* walker_ = nullptr;
    Rng walkRng_;
};

// Defined here for the engine's two source files (cdcl_core.cpp, cdcl_analyze.cpp).
/// Calls visit(lit) for each false literal of the reason that implied `var`; a reason clause counts as used
/// (for the reductions) unless MarkUsed is false.
template <bool MarkUsed, class F>
inline void CdclCore::forEachReasonLit(int var, F&& visit) {
    const std::int32_t reason = reason_[static_cast<std::size_t>(var)];
    if (reason == kGroupReason) {
        visit(groupReason_[static_cast<std::size_t>(var)]);
    } else if (reason == kExternalReason) {
        const Lit offset = groupReason_[static_cast<std::size_t>(var)];
        for (Lit k = 1; k <= explanations_[offset]; ++k) visit(explanations_[offset + k]);
    } else if (reason >= 0) {
        const auto clause = static_cast<std::uint32_t>(reason);
        if constexpr (MarkUsed) {
            arena_[clause + 1] |= 4u;                                           // used: survives the next reduction
            arena_[clause + 2] = static_cast<std::uint32_t>(stats_.conflicts);  // tier 2: survives the one after too
        }
        const Lit* lits = clauseLits(clause);
        for (std::uint32_t k = 1; k < clauseSize(clause); ++k) visit(lits[k]);
    }
}

}  // namespace sudolab::sat
