// Vivification of learned clauses (CdclOptions::vivifyEffort): Piette, Hamadi & Saïs, "Vivifying propositional
// clausal formulae", ECAI 2008; for learned clauses, Luo, Li, Xiao, Manyà & Lü, "An effective learnt clause
// minimization approach for CDCL SAT solvers", IJCAI 2017; scheduled as in Kissat and CaDiCaL (Biere et al.):
// after reductions, with a share of the search's propagations.
//
// A clause C = (l1 ∨ ... ∨ lk) is tried at level 0 by assuming ¬l1, ¬l2, ... one level each and propagating:
// - a literal already false is implied false by the assumptions before it: it leaves the clause;
// - a literal already true is implied by them: the clause becomes the assumed literals and that one;
// - a conflict: the clause becomes the assumed literals.
// Each is a clause the formula implies by unit propagation from its negation, so replacing C by it (it subsumes
// C) keeps the formula's models. The assumptions are not decisions: no decision is counted and the saved phases
// are left as the search had them.
// Choices of ours: the learned clauses of tier 2 and better (with usage tiers; all learned clauses otherwise),
// not yet vivified first, then by glue, size and age, each tried once; the literals in the clause's order (no
// sorting to share assumptions between clauses, as Kissat does); one pass per reduction, begun right after it
// at level 0 (a restart of its own: the search's Luby schedule is left alone), one clause per work unit, so that
// a step's budget bounds a pass's work as it bounds the search's.
#include <algorithm>

#include "solvers/cdcl/cdcl_core.hpp"

namespace sudolab::sat {

/// After each reduction, with vivification on: back to level 0 and a pass over the candidates begins, within its
/// budget; vivifyStep() then tries one clause per work unit.
void CdclCore::vivifyIfDue() {
    if (options_.vivifyEffort == 0) return;
    const std::uint64_t searched = stats_.propagations - stats_.vivifyPropagations - vivifySearchPropagations_;
    vivifySearchPropagations_ += searched;
    vivifyBudget_ = searched * options_.vivifyEffort / 1000;
    backtrackToRoot();  // the trail is conflict-free here, as at a restart
    vivifyQueue_ = vivifyCandidates();
    vivifyNext_ = 0;
    vivifyReplaced_ = false;
}

/// One work unit of a pass: the next candidate tried, or the pass ended once its budget or candidates are spent.
void CdclCore::vivifyStep() {
    const std::uint64_t before = stats_.propagations;
    if (vivifyBudget_ > 0 && vivifyNext_ < vivifyQueue_.size()) {  // (the run stops stepping once decided)
        vivifyReplaced_ = vivifyClause(vivifyQueue_[vivifyNext_++]) || vivifyReplaced_;
        const std::uint64_t spent = stats_.propagations - before;
        stats_.vivifyPropagations += spent;
        vivifyBudget_ -= std::min(vivifyBudget_, std::max<std::uint64_t>(spent, 1));
        return;
    }
    vivifyQueue_.clear();
    vivifyNext_ = 0;
    if (!vivifyReplaced_) return;
    // Units found at level 0 may have replaced clauses as their reasons; level-0 reasons are never read.
    for (Lit lit : trail_) reason_[static_cast<std::size_t>(varOf(lit))] = kNoReason;
    collectGarbage();
}

/// The learned clauses worth trying, best first: not yet vivified, then lower glue, shorter, newer.
std::vector<std::uint32_t> CdclCore::vivifyCandidates() {
    const std::uint32_t maxGlue = options_.usageTiers ? static_cast<std::uint32_t>(stats_.tier2Glue) : ~0u;
    std::vector<std::uint32_t> candidates;
    for (std::uint32_t clause : learnedClauses_)
        if (clauseSize(clause) > 2 && glueOf(clause) <= maxGlue) candidates.push_back(clause);
    std::sort(candidates.begin(), candidates.end(), [&](std::uint32_t a, std::uint32_t b) {
        const bool doneA = arena_[a + 1] & kVivifiedFlag, doneB = arena_[b + 1] & kVivifiedFlag;
        if (doneA != doneB) return doneB;
        if (glueOf(a) != glueOf(b)) return glueOf(a) < glueOf(b);
        return clauseSize(a) != clauseSize(b) ? clauseSize(a) < clauseSize(b) : a > b;
    });
    return candidates;
}

/// Tries one clause (see the top of this file); true if it was replaced by a shorter one. Clauses already
/// vivified are tried again only when every other candidate has been.
bool CdclCore::vivifyClause(std::uint32_t clause) {
    ++stats_.vivified;
    arena_[clause + 1] |= kVivifiedFlag;
    const Lit* lits = clauseLits(clause);
    vivifyLits_.assign(lits, lits + clauseSize(clause));
    for (Lit lit : vivifyLits_)
        if (litValue(lit) > 0) return false;  // satisfied at level 0
    vivifyKept_.clear();
    for (Lit lit : vivifyLits_) {
        const std::int8_t value = litValue(lit);
        if (value < 0) continue;  // implied false by the assumptions before it
        vivifyKept_.push_back(lit);
        if (value > 0) break;  // implied by them
        openLevel(negate(lit));
        if (!propagateToFixpoint()) break;
    }
    backtrack(0, false);
    if (vivifyKept_.size() == vivifyLits_.size()) return false;
    return replaceClause(clause);
}

/// Replaces the clause by vivifyKept_ (a unit is assigned at level 0 and propagated; a conflict there ends the
/// run as unsatisfiable). True.
bool CdclCore::replaceClause(std::uint32_t clause) {
    ++stats_.vivifyShortened;
    stats_.vivifyRemovedLits += vivifyLits_.size() - vivifyKept_.size();
    arena_[clause + 1] |= 2u;  // deleted: it stays in the watch lists, still sound, until the pass ends
    if (vivifyKept_.size() == 1) {
        assign(vivifyKept_[0], kNoReason, 0, 0);
        if (!propagateToFixpoint()) result_ = SatResult::Unsatisfiable;
        return true;
    }
    const auto glue = std::min<std::uint32_t>(glueOf(clause), static_cast<std::uint32_t>(vivifyKept_.size() - 1));
    const std::uint32_t shorter = addClause(vivifyKept_, true, glue);
    arena_[shorter + 1] |= kVivifiedFlag;
    return true;
}

}  // namespace sudolab::sat
