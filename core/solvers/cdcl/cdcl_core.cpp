// CDCL: conflict-driven clause learning, written for this project from the papers below.
//
// Techniques and where they come from:
// - Conflict analysis to the first unique implication point (1UIP), non-chronological backjumping to
//   the second-highest level of the learned clause: Marques-Silva & Sakallah, "GRASP: a search
//   algorithm for propositional satisfiability", IEEE Trans. Computers 1999; 1UIP as the scheme of
//   choice: Zhang, Madigan, Moskewicz & Malik, ICCAD 2001.
// - Two watched literals per clause with a blocking literal: Moskewicz, Madigan, Zhao, Zhang & Malik,
//   "Chaff: engineering an efficient SAT solver", DAC 2001 (blockers: Chu, Harwood & Stuckey 2008).
// - Recursive learned-clause minimisation with abstract levels: Eén & Sörensson, "An extensible
//   SAT-solver" (MiniSat), SAT 2003, and Sörensson & Biere, SAT 2009.
// - Decisions by VMTF (variable move-to-front: the variables of each conflict move to the front of a
//   queue ordered by integer timestamps; Ryan's thesis 2004, Biere & Fröhlich, SAT 2015), which is
//   integer-only and so the same on every platform; phase saving (Pipatsrisawat & Darwiche, SAT 2007).
// - Restarts on the Luby sequence (Luby, Sinclair & Zuckerman 1993) in units of `restartBase` conflicts.
// - Clause-database reduction by literal block distance (LBD, "glue": Audemard & Simon, IJCAI 2009):
//   clauses of LBD <= 2 are kept for ever; of the others, the half with the worst LBD (ties: the
//   oldest) is deleted at each reduction, except clauses used in an analysis since the last one; or by
//   usage with tiers that follow the run (Kissat's): cdcl_reduce.cpp.
// - Stable and focused phases (Oh, SAT 2015; CaDiCaL and Kissat alternate them, Biere et al.): focused
//   phases restart often and decide by VMTF and saved phases, stable phases restart rarely and decide by
//   exponential VSIDS scores (Moskewicz et al. 2001, as in MiniSat) and target phases,
//   the values of the longest conflict-free trail since the last restart (Biere & Fleury, "Chasing
//   target phases", Pragmatics of SAT 2020), which keeps a satisfiable search near its best assignment.
// - Rephasing in stable phases to the best phases, or in turn to a local search's best assignment (Kissat's
//   walk phase; the walker is the caller's: for Sudoku, min-conflicts over the cells, cdcl_walk.hpp).
// Choices of ours:
// - At-most-one groups are propagated natively: when a variable of a group becomes true, the others
//   become false, each with the implicit binary clause (¬x ∨ ¬y) as its reason. A Sudoku's direct
//   encoding has 4N^2 groups of up to N variables: pairwise clauses would take 2N^4·(N-1) binaries
//   (33 million literals at 64x64), the groups take 4N^3 entries.
// - An optional Propagator (cdcl_propagator.hpp) runs at each unit-propagation fixed point; its implications
//   carry explanation clauses, kept per decision level, that analysis and minimisation read as reasons.
// - A work unit is one loop iteration ending in a conflict or a decision (after propagation to a fixed
//   point), so the work count is a pure function of formula, options and seed.
// - The initial VMTF order follows the caller's priorities (for Sudoku: cells with fewer candidates
//   first), ties shuffled by the seed; the initial phase is `true` (deciding a cell's value, the
//   stronger move in a Sudoku), later decisions take the saved phase.
#include "solvers/cdcl/cdcl_core.hpp"

#include <algorithm>
#include <limits>
#include <numeric>

#include "base/integer_math.hpp"
#include "base/rng.hpp"

namespace sudolab::sat {

void CdclCore::reset(const Formula& formula, const CdclOptions& options, std::uint64_t seed, Propagator* propagator,
                     PhaseWalker* walker) {
    options_ = options;
    if (propagator != nullptr) options_.chronoLevels = 0;  // its explanations are freed level by level
    propagator_ = propagator;
    walker_ = walker;
    walkRng_.reseed(deriveSeed(seed, 1));
    explanations_.clear();
    explanationStart_.clear();
    result_ = SatResult::Unknown;
    stats_ = {};
    const auto vars = static_cast<std::size_t>(formula.varCount);
    value_.assign(vars, 0);
    phase_.assign(vars, options.initialPhase ? 1 : -1);
    level_.assign(vars, 0);
    reason_.assign(vars, kNoReason);
    groupReason_.assign(vars, 0);
    seen_.assign(vars, 0);
    shrinkMark_.assign(vars, 0);
    trail_.clear();
    trail_.reserve(vars);
    levelStart_.clear();
    propagated_ = 0;
    levelStamp_.assign(vars + 1, 0);
    lbdStamp_ = 0;
    reasonDelay_ = reasonDelayCount_ = 0;
    inconsistent_ = false;
    restartIndex_ = 0;
    conflictsAtRestart_ = 0;
    reduceLimit_ = options.usageTiers ? options.usageInterval : options.reduceFirst;
    reducedAt_ = reducedBefore_ = 0;
    reductionConflicts_.clear();
    for (auto& used : usedGlue_) used.assign(kGlueBuckets, 0);
    stable_ = false;
    modeLength_ = options.stableAfter;
    modeSwitchAt_ = options.stableAfter;
    target_.assign(vars, 0);
    targetAssigned_ = 0;
    score_.assign(vars, 0);
    scoreInc_ = std::uint64_t{1} << 20;
    heap_.clear();
    heapPos_.assign(vars, -1);
    glueFast_ = glueSlow_ = 0;
    glueCount_ = 0;
    best_.assign(vars, 0);
    bestAssigned_ = 0;
    rephaseAt_ = options.rephaseInterval;
    reorderAt_ = options.reorderInterval;
    vivifySearchPropagations_ = vivifyBudget_ = 0;
    vivifyQueue_.clear();
    vivifyNext_ = 0;
    vivifyReplaced_ = false;
    loadGroups(formula);
    loadClauses(formula);
    loadOrder(formula, seed);
    if (options.stableOnly) startStableOnly();
    if (inconsistent_) result_ = SatResult::Unsatisfiable;
}

/// The groups in compressed rows both ways: a group's variables, and a variable's groups.
void CdclCore::loadGroups(const Formula& formula) {
    const auto vars = static_cast<std::size_t>(formula.varCount);
    groupStart_.assign(1, 0);
    groupVars_.clear();
    varGroupStart_.assign(vars + 1, 0);
    for (const auto& group : formula.atMostOne) {
        for (int var : group) {
            groupVars_.push_back(static_cast<std::uint32_t>(var));
            ++varGroupStart_[static_cast<std::size_t>(var) + 1];
        }
        groupStart_.push_back(static_cast<std::uint32_t>(groupVars_.size()));
    }
    std::partial_sum(varGroupStart_.begin(), varGroupStart_.end(), varGroupStart_.begin());
    varGroups_.assign(groupVars_.size(), 0);
    std::vector<std::uint32_t> fill(varGroupStart_.begin(), varGroupStart_.end() - 1);
    for (std::size_t g = 0; g + 1 < groupStart_.size(); ++g)
        for (std::uint32_t k = groupStart_[g]; k < groupStart_[g + 1]; ++k)
            varGroups_[fill[groupVars_[k]]++] = static_cast<std::uint32_t>(g);
}

/// Input clauses: units are assigned at level 0, the others go to the arena with two watches.
void CdclCore::loadClauses(const Formula& formula) {
    arena_.clear();
    learnedClauses_.clear();
    learnedCount_ = 0;
    watches_.assign(2 * value_.size(), {});
    for (const auto& clause : formula.clauses) {
        if (clause.empty()) {
            inconsistent_ = true;
        } else if (clause.size() == 1) {
            const std::int8_t value = litValue(clause[0]);
            if (value < 0) inconsistent_ = true;
            if (value == 0) assign(clause[0], kNoReason, 0, 0);
        } else {
            addClause(clause, false, 0);
        }
    }
}

/// The VMTF queue in increasing priority, so the highest priority is decided first; ties by the seed.
void CdclCore::loadOrder(const Formula& formula, std::uint64_t seed) {
    const int vars = formula.varCount;
    std::vector<int> order(static_cast<std::size_t>(vars));
    std::iota(order.begin(), order.end(), 0);
    Rng rng(seed);
    for (int i = vars - 1; i > 0; --i)  // Fisher-Yates with the project's RNG (same on every platform)
        std::swap(order[static_cast<std::size_t>(i)], order[rng.below(static_cast<std::uint32_t>(i + 1))]);
    if (!formula.priority.empty())
        std::stable_sort(order.begin(), order.end(), [&](int a, int b) {
            return formula.priority[static_cast<std::size_t>(a)] < formula.priority[static_cast<std::size_t>(b)];
        });
    prev_.assign(static_cast<std::size_t>(vars), -1);
    next_.assign(static_cast<std::size_t>(vars), -1);
    stamp_.assign(static_cast<std::size_t>(vars), 0);
    first_ = last_ = searchFrom_ = -1;
    stampCounter_ = 0;
    for (int var : order) enqueueLast(var);
    searchFrom_ = last_;
}

std::int8_t CdclCore::litValue(Lit lit) const {
    const std::int8_t value = value_[static_cast<std::size_t>(varOf(lit))];
    return (lit & 1u) ? static_cast<std::int8_t>(-value) : value;
}

/// Assigns `lit` at `level` (below the current level when chronological backtracking left the trail out of
/// order: a literal's level is that of its reason, wherever it stands on the trail).
void CdclCore::assign(Lit lit, std::int32_t reason, Lit groupReason, int level) {
    const auto var = static_cast<std::size_t>(varOf(lit));
    value_[var] = (lit & 1u) ? -1 : 1;
    level_[var] = level;
    reason_[var] = reason;
    groupReason_[var] = groupReason;
    trail_.push_back(lit);
}

/// A decision of the search: opens a new decision level with `lit`.
void CdclCore::decide(Lit lit) {
    ++stats_.decisions;
    openLevel(lit);
}

/// Opens a new decision level with `lit` (a decision, or an assumption of vivification).
void CdclCore::openLevel(Lit lit) {
    levelStart_.push_back(trail_.size());
    explanationStart_.push_back(explanations_.size());
    assign(lit, kNoReason, 0, decisionLevel());
}

/// The level of a literal implied by the clause `lits` (its first literal the implied one, the others
/// false): the highest level among the others. With the trail in order that is the current level, so it is
/// read from the clause only when chronological backtracking may have left the trail out of order.
int CdclCore::impliedLevel(const Lit* lits, std::uint32_t size) const {
    if (options_.chronoLevels == 0) return decisionLevel();
    int level = 0;
    for (std::uint32_t k = 1; k < size; ++k) level = std::max(level, level_[static_cast<std::size_t>(varOf(lits[k]))]);
    return level;
}

bool CdclCore::imply(Lit lit, std::span<const Lit> because) {
    const std::int8_t value = litValue(lit);
    if (value != 0) {
        if (value > 0) return true;
        conflict_.assign(because.begin(), because.end());
        conflict_.push_back(lit);
        return false;
    }
    const auto offset = static_cast<Lit>(explanations_.size());
    explanations_.push_back(static_cast<Lit>(because.size()));
    explanations_.insert(explanations_.end(), because.begin(), because.end());
    ++stats_.externalImplied;
    stats_.explanationLits += because.size();
    assign(lit, kExternalReason, offset, decisionLevel());
    return true;
}

void CdclCore::conflictWith(std::span<const Lit> lits) { conflict_.assign(lits.begin(), lits.end()); }

bool CdclCore::glueAtMost(std::span<const Lit> lits, std::uint32_t bound) {
    // The stamps lbdOf uses: an analysis is never under way when a propagator asks.
    return levelsOf(lits, false, bound) <= bound;
}

/// Unit propagation, then the propagator, until neither has anything new; false on a conflict.
bool CdclCore::propagateToFixpoint() {
    for (;;) {
        if (!propagate()) return false;
        if (propagator_ == nullptr) return true;
        const std::size_t before = trail_.size();
        if (!propagator_->propagate(*this)) {
            ++stats_.externalConflicts;
            return false;
        }
        if (trail_.size() == before) return true;
    }
}

/// The highest decision level among the conflict's literals (a propagator's conflict may lie below the
/// current level when its explanation was assigned before the literal that triggered it).
int CdclCore::conflictLevel() const {
    int level = 0;
    for (Lit lit : conflict_) level = std::max(level, level_[static_cast<std::size_t>(varOf(lit))]);
    return level;
}

/// Propagates the trail to a fixed point; false on a conflict (its literals, all false, in conflict_).
bool CdclCore::propagate() {
    while (propagated_ < trail_.size()) {
        const Lit lit = trail_[propagated_++];
        if (!(lit & 1u) && !propagateGroups(lit)) return false;
        if (!propagateClauses(negate(lit))) return false;
    }
    return true;
}

/// `lit` (a variable set true) falsifies the other variables of its groups.
bool CdclCore::propagateGroups(Lit lit) {
    const auto var = static_cast<std::uint32_t>(varOf(lit));
    for (std::uint32_t k = varGroupStart_[var]; k < varGroupStart_[var + 1]; ++k) {
        const std::uint32_t group = varGroups_[k];
        for (std::uint32_t m = groupStart_[group]; m < groupStart_[group + 1]; ++m) {
            const std::uint32_t other = groupVars_[m];
            if (other == var) continue;
            const std::int8_t value = value_[other];
            if (value > 0) {
                conflict_.assign({negate(lit), makeLit(static_cast<int>(other), true)});
                return false;
            }
            if (value == 0) {
                ++stats_.propagations;
                assign(makeLit(static_cast<int>(other), true), kGroupReason, negate(lit), level_[var]);
            }
        }
    }
    return true;
}

/// Visits the clauses watching `falseLit`: each finds another watch, propagates its other watch, or
/// is the conflict. The watched literals are the clause's first two; the implied one is moved first.
bool CdclCore::propagateClauses(Lit falseLit) {
    std::vector<Watch>& watches = watches_[falseLit];
    std::size_t kept = 0, i = 0;
    const std::size_t count = watches.size();
    while (i < count) {
        const Watch watch = watches[i++];
        if (litValue(watch.blocker) > 0) {
            watches[kept++] = watch;
            continue;
        }
        Lit* lits = clauseLits(watch.clause);
        if (lits[0] == falseLit) std::swap(lits[0], lits[1]);
        const Lit other = lits[0];
        if (other != watch.blocker && litValue(other) > 0) {
            watches[kept++] = {watch.clause, other};
            continue;
        }
        const std::uint32_t size = clauseSize(watch.clause);
        bool moved = false;
        for (std::uint32_t k = 2; k < size && !moved; ++k) {
            if (litValue(lits[k]) < 0) continue;
            std::swap(lits[1], lits[k]);
            watches_[lits[1]].push_back({watch.clause, other});  // another list: `watches` stays valid
            moved = true;
        }
        if (moved) continue;
        watches[kept++] = {watch.clause, other};
        if (litValue(other) < 0) {
            conflict_.assign(lits, lits + size);
            while (i < count) watches[kept++] = watches[i++];
            watches.resize(kept);
            return false;
        }
        ++stats_.propagations;
        assign(other, static_cast<std::int32_t>(watch.clause), 0, impliedLevel(lits, size));
    }
    watches.resize(kept);
    return true;
}

/// Undoes every level above `level`, saving phases (unless told not to: vivification's assumptions are not the
/// search's) and moving the VMTF search point back if needed. Literals of `level` or below that stand above its
/// end on the trail (chronological backtracking) stay assigned, moved down in their order, and are propagated
/// again.
void CdclCore::backtrack(int level, bool savePhases) {
    if (decisionLevel() <= level) return;
    const std::size_t keep = levelStart_[static_cast<std::size_t>(level)];
    std::size_t kept = keep;
    for (std::size_t k = keep; k < trail_.size(); ++k) {
        const Lit lit = trail_[k];
        const auto var = static_cast<std::size_t>(varOf(lit));
        if (level_[var] <= level) {
            trail_[kept++] = lit;
            continue;
        }
        if (savePhases) phase_[var] = value_[var];
        value_[var] = 0;
        if (stamp_[var] > stamp_[static_cast<std::size_t>(searchFrom_)]) searchFrom_ = static_cast<int>(var);
        if (stable_ && heapPos_[var] < 0) heapPush(static_cast<int>(var));
    }
    trail_.resize(kept);
    levelStart_.resize(static_cast<std::size_t>(level));
    explanations_.resize(explanationStart_[static_cast<std::size_t>(level)]);
    explanationStart_.resize(static_cast<std::size_t>(level));
    propagated_ = keep;
    if (propagator_ != nullptr) propagator_->backtrack(keep);
}

/// Backjumps and adds learnt_: the asserting literal first, the highest other level second (watched).
void CdclCore::learn() {
    ++stats_.learned;
    stats_.learnedLits += learnt_.size();
    if (learnt_.size() == 1) {
        updateGlueAverages(1);
        ++stats_.learnedGlue;
        backtrack(0);
        assign(learnt_[0], kNoReason, 0, 0);
        return;
    }
    const auto levelOf = [&](Lit lit) { return level_[static_cast<std::size_t>(varOf(lit))]; };
    std::size_t highest = 1;
    for (std::size_t k = 2; k < learnt_.size(); ++k)
        if (levelOf(learnt_[k]) > levelOf(learnt_[highest])) highest = k;
    std::swap(learnt_[1], learnt_[highest]);
    const std::uint32_t lbd = lbdOf(learnt_);
    updateGlueAverages(lbd);
    stats_.learnedGlue += lbd;
    const int jump = levelOf(learnt_[1]);
    if (chronological() && decisionLevel() - jump > static_cast<int>(options_.chronoLevels)) {
        ++stats_.chronological;
        backtrack(decisionLevel() - 1);
    } else {
        backtrack(jump);
    }
    const std::uint32_t clause = addClause(learnt_, true, lbd);
    assign(learnt_[0], static_cast<std::int32_t>(clause), 0, jump);
}

std::uint32_t CdclCore::addClause(std::span<const Lit> lits, bool learned, std::uint32_t lbd) {
    const auto clause = static_cast<std::uint32_t>(arena_.size());
    arena_.push_back(static_cast<std::uint32_t>(lits.size()));
    arena_.push_back(lbd << kGlueShift | (learned ? 1u : 0u));
    arena_.push_back(static_cast<std::uint32_t>(stats_.conflicts));
    arena_.insert(arena_.end(), lits.begin(), lits.end());
    watches_[lits[0]].push_back({clause, lits[1]});
    watches_[lits[1]].push_back({clause, lits[0]});
    if (learned) {
        learnedClauses_.push_back(clause);
        ++learnedCount_;
    }
    return clause;
}

void CdclCore::enqueueLast(int var) {
    const auto v = static_cast<std::size_t>(var);
    prev_[v] = last_;
    next_[v] = -1;
    if (last_ >= 0) next_[static_cast<std::size_t>(last_)] = var;
    else first_ = var;
    last_ = var;
    stamp_[v] = ++stampCounter_;
}

/// Moves the analysed variables to the front of the queue, keeping their relative order (VMTF).
void CdclCore::bump() {
    std::sort(bumped_.begin(), bumped_.end(), [&](int a, int b) {
        return stamp_[static_cast<std::size_t>(a)] < stamp_[static_cast<std::size_t>(b)];
    });
    for (int var : bumped_) {
        const auto v = static_cast<std::size_t>(var);
        if (var == last_) {
            stamp_[v] = ++stampCounter_;
            continue;
        }
        if (prev_[v] >= 0) next_[static_cast<std::size_t>(prev_[v])] = next_[v];
        else first_ = next_[v];
        prev_[static_cast<std::size_t>(next_[v])] = prev_[v];
        enqueueLast(var);
    }
    // The bumped variables are assigned (they were in the conflict); the backjump moves searchFrom_ to
    // those it unassigns, so the search point only needs to stay valid here.
    if (value_[static_cast<std::size_t>(last_)] == 0) searchFrom_ = last_;
}

/// The unassigned variable most recently moved to the front, or -1 if every variable is assigned.
int CdclCore::pickBranchVar() {
    int var = searchFrom_;
    while (var >= 0 && value_[static_cast<std::size_t>(var)] != 0) var = prev_[static_cast<std::size_t>(var)];
    if (var >= 0) searchFrom_ = var;
    return var;
}

std::uint64_t CdclCore::luby(std::uint64_t index) {
    // The index-th term (0-based) of 1 1 2 1 1 2 4 1 1 2 1 1 2 4 8 ...
    std::uint64_t size = 1, power = 0;
    while (size < index + 1) size = 2 * size + 1, ++power;
    while (size - 1 != index) {
        size = (size - 1) / 2;
        --power;
        index %= size;
    }
    return std::uint64_t{1} << power;
}

bool CdclCore::restartDue() const {
    if (!stable_ && options_.glueRestarts) {
        // At least 2 conflicts apart; the recent glue more than 10 % above the long-run mean (CaDiCaL's margin).
        return decisionLevel() > 0 && stats_.conflicts - conflictsAtRestart_ >= 2 && glueFast_ * 10 > glueSlow_ * 11;
    }
    const std::uint64_t base = stable_ ? options_.stableRestartBase : options_.restartBase;
    if (base == 0 || decisionLevel() == 0) return false;
    return stats_.conflicts - conflictsAtRestart_ >= base * luby(restartIndex_);
}

/// Back to level 0; the trail there was conflict-free, so it may extend the target first.
void CdclCore::restart() {
    ++stats_.restarts;
    ++restartIndex_;
    conflictsAtRestart_ = stats_.conflicts;
    backtrackToRoot();
    // Without rephasing each restart chases a new longest trail; with it the target lasts until the next
    // rephase, as in CaDiCaL and Kissat.
    if (options_.rephaseInterval == 0 && !options_.stableOnly) targetAssigned_ = 0;
    if (reorderDue()) reorder();
}

/// Back to level 0 from a conflict-free trail (a restart, a vivification pass), which may first extend the
/// target and best phases.
void CdclCore::backtrackToRoot() {
    if (stable_) updateTarget(trail_.size());
    if (options_.rephaseInterval > 0) updateBest(trail_.size());
    backtrack(0);
}

/// Ends the current phase once its conflicts are done: focused <-> stable, each pair twice as long.
void CdclCore::switchModeIfDue() {
    if (modeSwitchAt_ == 0 || stats_.conflicts < modeSwitchAt_) return;
    backtrack(0);
    stable_ = !stable_;
    if (stable_)
        ++stats_.stablePhases;
    else
        modeLength_ *= 2;
    modeSwitchAt_ = stats_.conflicts + modeLength_;
    restartIndex_ = 0;
    conflictsAtRestart_ = stats_.conflicts;
    targetAssigned_ = 0;
    if (stable_) rebuildHeap();
}

bool CdclCore::scoreBefore(int a, int b) const {
    const std::uint64_t sa = score_[static_cast<std::size_t>(a)], sb = score_[static_cast<std::size_t>(b)];
    return sa != sb ? sa > sb : a < b;  // ties: the lower variable, so the order is total
}

void CdclCore::heapUp(std::size_t index) {
    const int var = heap_[index];
    while (index > 0) {
        const std::size_t parent = (index - 1) / 2;
        if (!scoreBefore(var, heap_[parent])) break;
        heap_[index] = heap_[parent];
        heapPos_[static_cast<std::size_t>(heap_[index])] = static_cast<std::int32_t>(index);
        index = parent;
    }
    heap_[index] = var;
    heapPos_[static_cast<std::size_t>(var)] = static_cast<std::int32_t>(index);
}

void CdclCore::heapDown(std::size_t index) {
    const int var = heap_[index];
    for (;;) {
        std::size_t child = 2 * index + 1;
        if (child >= heap_.size()) break;
        if (child + 1 < heap_.size() && scoreBefore(heap_[child + 1], heap_[child])) ++child;
        if (!scoreBefore(heap_[child], var)) break;
        heap_[index] = heap_[child];
        heapPos_[static_cast<std::size_t>(heap_[index])] = static_cast<std::int32_t>(index);
        index = child;
    }
    heap_[index] = var;
    heapPos_[static_cast<std::size_t>(var)] = static_cast<std::int32_t>(index);
}

void CdclCore::heapPush(int var) {
    heap_.push_back(var);
    heapUp(heap_.size() - 1);
}

int CdclCore::heapPop() {
    const int top = heap_.front();
    heapPos_[static_cast<std::size_t>(top)] = -1;
    const int last = heap_.back();
    heap_.pop_back();
    if (!heap_.empty()) {
        heap_[0] = last;
        heapDown(0);
    }
    return top;
}

/// A run in stable mode from the start (CdclOptions::stableOnly): the scores start in the order focused
/// decisions would take (the VMTF queue: the caller's priorities, ties by the seed), below any bump.
void CdclCore::startStableOnly() {
    stable_ = true;
    modeSwitchAt_ = 0;
    ++stats_.stablePhases;
    for (std::size_t var = 0; var < score_.size(); ++var) score_[var] = stamp_[var];
    rebuildHeap();
}

/// The heap of every unassigned variable (entering a stable phase: focused phases do not keep it).
void CdclCore::rebuildHeap() {
    for (int var : heap_) heapPos_[static_cast<std::size_t>(var)] = -1;
    heap_.clear();
    for (int var = 0; var < static_cast<int>(value_.size()); ++var)
        if (value_[static_cast<std::size_t>(var)] == 0) heapPush(var);
}

/// Adds the increment to the analysed variables' scores, then grows it (the older bumps decay).
void CdclCore::bumpScores() {
    for (int var : bumped_) {
        const auto v = static_cast<std::size_t>(var);
        score_[v] += scoreInc_;
        if (heapPos_[v] >= 0) heapUp(static_cast<std::size_t>(heapPos_[v]));
    }
    scoreInc_ += scoreInc_ / 19;
    if (scoreInc_ < (std::uint64_t{1} << 60)) return;
    for (std::uint64_t& score : score_) score >>= 32;
    scoreInc_ >>= 32;
    rebuildHeap();  // the shift may tie scores, and ties order by variable: the heap is rebuilt
}

/// The unassigned variable of highest score, or -1 if every variable is assigned.
int CdclCore::pickByScore() {
    while (!heap_.empty()) {
        const int var = heap_.front();
        if (value_[static_cast<std::size_t>(var)] == 0) return var;
        heapPop();
    }
    return -1;
}

/// The first `consistentPrefix` literals of the trail hold together without conflict: if that is longer
/// than the target's trail, their values become the target.
void CdclCore::updateTarget(std::size_t consistentPrefix) {
    if (consistentPrefix <= targetAssigned_) return;
    for (std::size_t k = 0; k < consistentPrefix; ++k) {
        const auto var = static_cast<std::size_t>(varOf(trail_[k]));
        target_[var] = value_[var];
    }
    targetAssigned_ = consistentPrefix;
}

/// The value a decision gives `var`: its target in stable phases (when it has one), else its saved phase.
std::int8_t CdclCore::decisionPhase(int var) const {
    const auto v = static_cast<std::size_t>(var);
    return stable_ && target_[v] != 0 ? target_[v] : phase_[v];
}

/// Moves both glue averages towards `lbd` (fixed point x 2^16; integer division, the same on every platform).
void CdclCore::updateGlueAverages(std::uint32_t lbd) {
    constexpr std::uint64_t kFastWindow = 32, kSlowWindow = 16384;
    ++glueCount_;
    const std::int64_t glue = static_cast<std::int64_t>(std::min<std::uint32_t>(lbd, 1u << 20)) << 16;
    glueFast_ += (glue - glueFast_) / static_cast<std::int64_t>(std::min(glueCount_, kFastWindow));
    glueSlow_ += (glue - glueSlow_) / static_cast<std::int64_t>(std::min(glueCount_, kSlowWindow));
}

/// Like updateTarget, for the best phases: kept across restarts until the next rephase.
void CdclCore::updateBest(std::size_t consistentPrefix) {
    if (consistentPrefix <= bestAssigned_) return;
    for (std::size_t k = 0; k < consistentPrefix; ++k) {
        const auto var = static_cast<std::size_t>(varOf(trail_[k]));
        best_[var] = value_[var];
    }
    bestAssigned_ = consistentPrefix;
}

/// In a stable phase, resets the saved phases once the rephase interval is done (the k-th rephase after
/// k intervals more): to the best phases, or in the cycle original, best, inverted, best, or walk, best,
/// walk, best. The targets start again from them. Focused phases keep their saved phases (as in Kissat).
void CdclCore::rephaseIfDue() {
    if (options_.rephaseInterval == 0 || !stable_ || stats_.conflicts < rephaseAt_) return;
    if (options_.rephase == Rephase::Mixed) {
        rephaseMixed();
        return;
    }
    constexpr PhaseReset kCycle[] = {PhaseReset::Original, PhaseReset::Best, PhaseReset::Inverted, PhaseReset::Best};
    const PhaseReset to = options_.rephase == Rephase::Cycle                              ? kCycle[stats_.rephases % 4]
                          : options_.rephase == Rephase::Walk && stats_.rephases % 2 == 0 ? PhaseReset::Walk
                                                                                          : PhaseReset::Best;
    ++stats_.rephases;
    rephaseAt_ = stats_.conflicts + options_.rephaseInterval * (stats_.rephases + 1);
    resetPhases(to);
    bestAssigned_ = 0;
}

/// Kissat 4's rephasing (Rephase::Mixed): best, walk, inverted, best, walk, original in turn, the k-th after
/// k x log10(k + 9)^3 intervals more; the best phases start again only after a rephase to them.
void CdclCore::rephaseMixed() {
    constexpr PhaseReset kSchedule[] = {PhaseReset::Best, PhaseReset::Walk, PhaseReset::Inverted,
                                        PhaseReset::Best, PhaseReset::Walk, PhaseReset::Original};
    const PhaseReset to = kSchedule[stats_.rephases % 6];
    ++stats_.rephases;
    const std::uint64_t log = log10Milli(stats_.rephases + 9);
    std::uint64_t intervals = stats_.rephases;
    for (int power = 0; power < 3; ++power) intervals = intervals * log / 1000;
    rephaseAt_ = stats_.conflicts + options_.rephaseInterval * intervals;
    if (resetPhases(to)) bestAssigned_ = 0;
}

/// Sets the saved phases (a walk without a walker takes the best phases) and starts the targets again from
/// them; true if they were set to the best phases.
bool CdclCore::resetPhases(PhaseReset to) {
    const std::int8_t original = options_.initialPhase ? 1 : -1;
    const bool best = to == PhaseReset::Best || (to == PhaseReset::Walk && walker_ == nullptr);
    if (best) {
        for (std::size_t var = 0; var < phase_.size(); ++var)
            if (best_[var] != 0) phase_[var] = best_[var];
    } else if (to == PhaseReset::Walk) {
        ++stats_.walks;
        walker_->walk(phase_, walkRng_);
    } else {
        std::fill(phase_.begin(), phase_.end(),
                  static_cast<std::int8_t>(to == PhaseReset::Inverted ? -original : original));
    }
    target_ = phase_;
    targetAssigned_ = 0;
    return best;
}

std::uint64_t CdclCore::step(std::uint64_t budget) {
    std::uint64_t done = 0;
    while (result_ == SatResult::Unknown && done < budget) {
        ++done;
        if (vivifying()) {
            vivifyStep();
            continue;
        }
        if (!propagateToFixpoint()) {
            ++stats_.conflicts;
            if (decisionLevel() > 0 && (propagator_ != nullptr || chronological())) backtrack(conflictLevel());
            if (decisionLevel() == 0) {
                result_ = SatResult::Unsatisfiable;
                break;
            }
            if (stable_) updateTarget(levelStart_.back());  // the trail below this level was conflict-free
            if (options_.rephaseInterval > 0) updateBest(levelStart_.back());
            analyze();
            if (stable_)
                bumpScores();
            else
                bump();
            learn();
            switchModeIfDue();
            rephaseIfDue();
            continue;
        }
        if (restartDue()) restart();
        if (reduceDue()) {
            reduce();
            vivifyIfDue();
            if (vivifying()) continue;
        }
        const int var = stable_ ? pickByScore() : pickBranchVar();
        if (var < 0) {
            result_ = SatResult::Satisfiable;
            break;
        }
        decide(makeLit(var, decisionPhase(var) < 0));
    }
    return done;
}

std::size_t CdclCore::memoryBytes() const {
    std::size_t bytes = arena_.capacity() * sizeof(std::uint32_t);
    for (const auto& list : watches_) bytes += list.capacity() * sizeof(Watch);
    bytes += watches_.capacity() * sizeof(std::vector<Watch>);
    bytes += (groupStart_.capacity() + groupVars_.capacity() + varGroupStart_.capacity() + varGroups_.capacity()) * 4;
    const std::size_t vars = value_.size();
    bytes += vars * (3 + 4 + 4 + 4 + 1 + 4 + 4 + 4 + 8) + trail_.capacity() * sizeof(Lit);
    bytes += explanations_.capacity() * sizeof(Lit);
    return bytes;
}

}  // namespace sudolab::sat
