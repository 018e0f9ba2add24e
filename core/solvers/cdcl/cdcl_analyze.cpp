// Conflict analysis of the CDCL engine (core/solvers/cdcl/cdcl_core.hpp; cdcl_core.cpp names the papers):
// 1UIP learning, recursive minimisation, shrinking, and the glue of a clause.
#include "solvers/cdcl/cdcl_core.hpp"

#include <algorithm>
#include <limits>

namespace sudolab::sat {

/// 1UIP analysis of conflict_ into learnt_ (asserting literal first), bumping every variable seen.
void CdclCore::analyze() {
    learnt_.assign(1, 0);
    bumped_.clear();
    int open = 0;  // seen literals of the current level not yet resolved
    std::size_t index = trail_.size();
    const int current = decisionLevel();
    auto see = [&](Lit lit) {
        const auto var = static_cast<std::size_t>(varOf(lit));
        if (seen_[var] || level_[var] == 0) return;
        seen_[var] = 1;
        bumped_.push_back(static_cast<int>(var));
        if (level_[var] >= current)
            ++open;
        else
            learnt_.push_back(lit);
    };
    for (Lit lit : conflict_) see(lit);
    Lit uip = 0;
    for (;;) {
        // Seen literals of lower levels may stand among the current level's (an out-of-order trail): skipped.
        for (;;) {
            const auto var = static_cast<std::size_t>(varOf(trail_[--index]));
            if (seen_[var] && level_[var] >= current) break;
        }
        uip = trail_[index];
        seen_[static_cast<std::size_t>(varOf(uip))] = 0;
        if (--open == 0) break;
        if (options_.usageTiers) noteUse(varOf(uip));
        forEachReasonLit(varOf(uip), see);
    }
    learnt_[0] = negate(uip);
    minimize();
    if (options_.shrink) shrink();
    for (Lit lit : toClear_) seen_[static_cast<std::size_t>(varOf(lit))] = 0;
    if (options_.bumpReasons) bumpReasonSide();
}

/// Adds to the variables to bump those of the reasons of the learned clause's literals (Kissat's `bumpreasons`),
/// unless they would be more than 10 times as many as the analysis saw; then it stops, and skips the next
/// conflicts, one more each time that happens in a row (halved each time it succeeds).
void CdclCore::bumpReasonSide() {
    if (reasonDelayCount_ > 0) {
        --reasonDelayCount_;
        return;
    }
    const std::size_t analysed = bumped_.size(), limit = 10 * analysed;
    for (int var : bumped_) seen_[static_cast<std::size_t>(var)] = 1;
    for (std::size_t k = 0; k < learnt_.size() && bumped_.size() <= limit; ++k) {
        forEachReasonLit<false>(varOf(learnt_[k]), [&](Lit lit) {
            const auto var = static_cast<std::size_t>(varOf(lit));
            if (seen_[var] || level_[var] == 0 || bumped_.size() > limit) return;
            seen_[var] = 1;
            bumped_.push_back(static_cast<int>(var));
        });
    }
    for (int var : bumped_) seen_[static_cast<std::size_t>(var)] = 0;
    if (bumped_.size() > limit) {
        bumped_.resize(analysed);
        reasonDelayCount_ = ++reasonDelay_;
    } else {
        stats_.reasonBumps += bumped_.size() - analysed;
        reasonDelay_ /= 2;
        reasonDelayCount_ = reasonDelay_;
    }
}

/// Removes the literals implied by the others (MiniSat's recursive minimisation). The literals of the
/// clause and those found implied by it stay marked in seen_ (toClear_ lists them) for shrink().
void CdclCore::minimize() {
    std::uint32_t levels = 0;  // abstraction of the levels in the clause: a quick test before recursing
    for (std::size_t k = 1; k < learnt_.size(); ++k)
        levels |= 1u << (level_[static_cast<std::size_t>(varOf(learnt_[k]))] & 31);
    toClear_.assign(learnt_.begin(), learnt_.end());
    std::size_t kept = 1;
    for (std::size_t k = 1; k < learnt_.size(); ++k) {
        const Lit lit = learnt_[k];
        if (reason_[static_cast<std::size_t>(varOf(lit))] == kNoReason || !redundant(lit, levels))
            learnt_[kept++] = lit;
    }
    stats_.minimizedLits += learnt_.size() - kept;
    learnt_.resize(kept);
}

/// Shrinks the clause (Feng & Bacchus, SAT 2020; Kissat's `shrink`): the literals of each lower level that
/// has two or more of them are replaced by one, the negation of their unique implication point on that
/// level, when every literal of a lower level met on the way is in the clause or implied by it (seen_
/// after minimisation). The glue stays, the clause gets shorter.
void CdclCore::shrink() {
    const auto levelOf = [&](Lit lit) { return level_[static_cast<std::size_t>(varOf(lit))]; };
    // A total order (ties by literal): std::sort leaves equal elements in an order of the library's own, which
    // differs between the native build and wasm, and the literals' order shapes the rest of the run.
    std::sort(learnt_.begin() + 1, learnt_.end(),
              [&](Lit a, Lit b) { return levelOf(a) != levelOf(b) ? levelOf(a) > levelOf(b) : a < b; });
    std::size_t out = 1;
    for (std::size_t begin = 1; begin < learnt_.size();) {
        std::size_t end = begin + 1;
        while (end < learnt_.size() && levelOf(learnt_[end]) == levelOf(learnt_[begin])) ++end;
        Lit uip = 0;
        if (end - begin >= 2 && blockUip(begin, end, uip)) {
            learnt_[out++] = negate(uip);
            stats_.shrunkLits += end - begin - 1;
        } else {
            for (std::size_t k = begin; k < end; ++k) learnt_[out++] = learnt_[k];
        }
        begin = end;
    }
    learnt_.resize(out);
}

/// The unique implication point on their level of the clause's literals learnt_[begin, end) (all of one
/// level), walking that level's trail back from its end; false if a reason met on the way has a literal of
/// a lower level that is neither in the clause nor implied by it.
bool CdclCore::blockUip(std::size_t begin, std::size_t end, Lit& uip) {
    const int level = level_[static_cast<std::size_t>(varOf(learnt_[begin]))];
    shrinkMarked_.clear();
    int open = 0;
    const auto mark = [&](std::size_t var) {
        if (shrinkMark_[var]) return;
        shrinkMark_[var] = 1;
        shrinkMarked_.push_back(static_cast<int>(var));
        ++open;
    };
    for (std::size_t k = begin; k < end; ++k) mark(static_cast<std::size_t>(varOf(learnt_[k])));
    // With the trail in order the level ends where the next begins; after chronological backtracking its
    // literals may stand anywhere above its start.
    std::size_t pos = chronological() ? trail_.size() : levelStart_[static_cast<std::size_t>(level)];
    bool ok = true;
    while (ok) {
        const Lit lit = trail_[--pos];
        const auto var = static_cast<std::size_t>(varOf(lit));
        if (!shrinkMark_[var]) continue;
        if (open == 1) {
            uip = lit;
            break;
        }
        --open;
        if (reason_[var] == kNoReason) ok = false;  // a decision with others still open: cannot happen in order
        forEachReasonLit(static_cast<int>(var), [&](Lit reasonLit) {
            const auto other = static_cast<std::size_t>(varOf(reasonLit));
            if (level_[other] == level)
                mark(other);
            else if (level_[other] > 0 && !seen_[other])
                ok = false;
        });
    }
    for (int var : shrinkMarked_) shrinkMark_[static_cast<std::size_t>(var)] = 0;
    return ok;
}

/// True if `lit`'s reasons lead only to literals of the clause (depth-first, explicit stack).
bool CdclCore::redundant(Lit lit, std::uint32_t levels) {
    stack_.assign(1, lit);
    const std::size_t top = toClear_.size();
    while (!stack_.empty()) {
        const Lit current = stack_.back();
        stack_.pop_back();
        bool ok = true;
        forEachReasonLit(varOf(current), [&](Lit reasonLit) {
            const auto var = static_cast<std::size_t>(varOf(reasonLit));
            if (!ok || seen_[var] || level_[var] == 0) return;
            if (reason_[var] != kNoReason && (levels & (1u << (level_[var] & 31)))) {
                seen_[var] = 1;
                stack_.push_back(reasonLit);
                toClear_.push_back(reasonLit);
            } else {
                ok = false;
            }
        });
        if (ok) continue;
        for (std::size_t k = top; k < toClear_.size(); ++k) seen_[static_cast<std::size_t>(varOf(toClear_[k]))] = 0;
        toClear_.resize(top);
        return false;
    }
    return true;
}

/// Number of distinct decision levels among the literals (the clause's "glue").
std::uint32_t CdclCore::lbdOf(std::span<const Lit> lits) {
    return levelsOf(lits, true, std::numeric_limits<std::uint32_t>::max());
}

/// The distinct decision levels of `lits` (level 0 only if `withRoot`), counted until past `bound`.
std::uint32_t CdclCore::levelsOf(std::span<const Lit> lits, bool withRoot, std::uint32_t bound) {
    ++lbdStamp_;
    std::uint32_t count = 0;
    for (Lit lit : lits) {
        const auto level = static_cast<std::size_t>(level_[static_cast<std::size_t>(varOf(lit))]);
        if ((level == 0 && !withRoot) || levelStamp_[level] == lbdStamp_) continue;
        levelStamp_[level] = lbdStamp_;
        if (++count > bound) break;
    }
    return count;
}

}  // namespace sudolab::sat
