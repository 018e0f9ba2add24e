// Learned-clause database reduction of the CDCL engine (core/solvers/cdcl/cdcl_core.hpp), and the garbage
// collection after it. Two schemes (CdclOptions::usageTiers):
// - By glue (Audemard & Simon, IJCAI 2009), on a clause-count schedule: clauses of glue <= 2 are kept for ever;
//   of the others, the half with the worst glue (ties: the oldest) is deleted at each reduction, except clauses
//   used in an analysis since the last one (with tier 2, those of glue <= tier2Glue used since the one before).
// - By usage with tiers that follow the run (Kissat 4's `reduce` and `tiers`, Biere et al.), on a conflict
//   schedule: tier 1 is the glue under which half of the clauses' uses in analyses fall, tier 2 the glue under
//   which 90 % fall. A clause of tier 1 is kept while it was used within the last 31 reductions, one of tier 2
//   while it was used within the last 2; of the rest, the worst by glue, then size (ties: the oldest), are
//   deleted: 50 % at the first reduction, growing towards 90 % as 90 - 40 / log10(reductions + 9) per cent.
//   Reductions come every usageInterval (Kissat: 1000) x sqrt(reductions) conflicts. A clause resolved in an
//   analysis has its glue recomputed, kept if lower (Kissat's promotion), and counted for the tiers.
// Choices of ours in the usage scheme: the last use of a clause is the conflict count when it was last a reason
// met by the analysis, its minimisation or shrinking (Kissat counts the analysis only), kept in the clause
// header's third word as for the tier-2 rule of the glue scheme and compared with the counts of past reductions
// (Kissat: a counter decremented at each reduction); and integer arithmetic for the fraction (log10 in fixed
// point), so that a run is the same natively and in wasm.
#include <algorithm>

#include "base/integer_math.hpp"
#include "solvers/cdcl/cdcl_core.hpp"

namespace sudolab::sat {

std::uint64_t usageDeletePerMille(std::uint64_t reductions) { return 900 - 400'000 / log10Milli(reductions + 9); }

/// Due by learned clauses kept (by glue) or by conflicts (by usage).
bool CdclCore::reduceDue() const {
    return options_.usageTiers ? stats_.conflicts >= reduceLimit_ : learnedCount_ >= reduceLimit_;
}

/// Reduces the learned clauses by the run's scheme, then compacts the arena.
void CdclCore::reduce() {
    ++stats_.reductions;
    if (options_.usageTiers)
        reduceByUsage();
    else
        reduceByGlue();
    collectGarbage();
}

/// True if the clause is the reason of its first literal's current value (it must stay).
bool CdclCore::locked(std::uint32_t clause) const {
    const Lit first = arena_[clause + kHeader];
    return litValue(first) > 0 && reason_[static_cast<std::size_t>(varOf(first))] == static_cast<std::int32_t>(clause);
}

/// Deletes the worse half of the learned clauses (by glue, then age), sparing glue clauses (glue <= 2),
/// clauses used since the last reduction (with tier 2 on, those of glue <= tier2Glue used since the one
/// before) and the reasons of current assignments.
void CdclCore::reduceByGlue() {
    std::vector<std::uint32_t> candidates;
    for (std::uint32_t clause : learnedClauses_) {
        std::uint32_t& flags = arena_[clause + 1];
        const bool used = flags & 4u;
        flags &= ~4u;
        const std::uint32_t lbd = glueOf(clause);
        const bool usedLately = lbd <= options_.tier2Glue && arena_[clause + 2] >= reducedBefore_;
        if (!used && !usedLately && !locked(clause) && lbd > 2) candidates.push_back(clause);
    }
    reducedBefore_ = reducedAt_;
    reducedAt_ = stats_.conflicts;
    std::sort(candidates.begin(), candidates.end(), [&](std::uint32_t a, std::uint32_t b) {
        const std::uint32_t lbdA = glueOf(a), lbdB = glueOf(b);
        return lbdA != lbdB ? lbdA > lbdB : a < b;  // worst first: higher LBD, then older (lower offset)
    });
    for (std::size_t k = 0; k < candidates.size() / 2; ++k) arena_[candidates[k] + 1] |= 2u;
    stats_.deleted += candidates.size() / 2;
    reduceLimit_ =
        learnedCount_ - candidates.size() / 2 + options_.reduceFirst + options_.reduceStep * stats_.reductions;
}

/// Kissat's reduction by usage (see the top of this file): tiers from the uses so far, then the worst of the
/// clauses not spared by their tier's recent use deleted.
void CdclCore::reduceByUsage() {
    reductionConflicts_.push_back(stats_.conflicts);
    computeTiers();
    // The conflict count at the reduction `back` reductions before this one (0 before the first).
    const auto reducedAgo = [&](std::size_t back) {
        return back < reductionConflicts_.size() ? reductionConflicts_[reductionConflicts_.size() - 1 - back] : 0;
    };
    const std::uint64_t tier1Since = reducedAgo(kTier1Reductions), tier2Since = reducedAgo(2);
    std::vector<std::uint32_t> candidates;
    for (std::uint32_t clause : learnedClauses_) {
        const std::uint32_t glue = glueOf(clause);
        const std::uint64_t lastUse = arena_[clause + 2];
        if (locked(clause) || (glue <= stats_.tier1Glue && lastUse > tier1Since) ||
            (glue <= stats_.tier2Glue && lastUse > tier2Since))
            continue;
        candidates.push_back(clause);
    }
    std::sort(candidates.begin(), candidates.end(), [&](std::uint32_t a, std::uint32_t b) {
        const std::uint32_t glueA = glueOf(a), glueB = glueOf(b);
        if (glueA != glueB) return glueA > glueB;  // worst first: higher glue, then longer, then older
        return clauseSize(a) != clauseSize(b) ? clauseSize(a) > clauseSize(b) : a < b;
    });
    const std::size_t deleted = candidates.size() * usageDeletePerMille(stats_.reductions) / 1000;
    for (std::size_t k = 0; k < deleted; ++k) arena_[candidates[k] + 1] |= 2u;
    stats_.deleted += deleted;
    reduceLimit_ = stats_.conflicts + integerSqrt(options_.usageInterval * options_.usageInterval * stats_.reductions);
}

/// Tier 1 and 2 glue limits from the glue of the clauses used in analyses in the current mode: the smallest
/// glue with half, and with 90 %, of the uses at or below it (Kissat's 2 and 6 before any use).
void CdclCore::computeTiers() {
    const std::vector<std::uint64_t>& used = usedGlue_[stable_ ? 1 : 0];
    std::uint64_t total = 0;
    for (std::uint64_t count : used) total += count;
    stats_.tier1Glue = 2;
    stats_.tier2Glue = 6;
    if (total == 0) return;
    std::uint64_t accumulated = 0;
    std::uint32_t glue = 0;
    while (glue + 1 < used.size() && (accumulated + used[glue]) * 1000 < total * 500) accumulated += used[glue++];
    stats_.tier1Glue = glue;
    while (glue + 1 < used.size() && (accumulated + used[glue]) * 1000 < total * 900) accumulated += used[glue++];
    stats_.tier2Glue = glue;
}

/// With usage tiers, the reason clause of `var` met by the analysis: its glue recomputed (kept if lower) and
/// counted among the uses of the current mode.
void CdclCore::noteUse(int var) {
    const std::int32_t reason = reason_[static_cast<std::size_t>(var)];
    if (reason < 0) return;
    const auto clause = static_cast<std::uint32_t>(reason);
    std::uint32_t& flags = arena_[clause + 1];
    if (!(flags & 1u)) return;  // an input clause
    std::uint32_t glue = glueOf(clause);
    const std::uint32_t now = levelsOf({clauseLits(clause), clauseSize(clause)}, true, glue);
    if (now < glue) {
        glue = now;
        flags = (flags & ((1u << kGlueShift) - 1)) | glue << kGlueShift;
        ++stats_.promoted;
    }
    std::vector<std::uint64_t>& used = usedGlue_[stable_ ? 1 : 0];
    ++used[std::min<std::size_t>(glue, used.size() - 1)];
}

/// Compacts the arena without the deleted clauses, moving the reasons along, and rebuilds the watches.
void CdclCore::collectGarbage() {
    std::vector<std::uint32_t> arena;
    arena.reserve(arena_.size());
    learnedClauses_.clear();
    std::uint32_t offset = 0;
    while (offset < arena_.size()) {
        const std::uint32_t size = arena_[offset];
        const std::uint32_t next = offset + kHeader + size;
        if (!(arena_[offset + 1] & 2u)) {
            const auto moved = static_cast<std::uint32_t>(arena.size());
            if (locked(offset))
                reason_[static_cast<std::size_t>(varOf(arena_[offset + kHeader]))] = static_cast<std::int32_t>(moved);
            if (arena_[offset + 1] & 1u) learnedClauses_.push_back(moved);
            arena.insert(arena.end(), arena_.begin() + offset, arena_.begin() + next);
        }
        offset = next;
    }
    arena_ = std::move(arena);
    learnedCount_ = learnedClauses_.size();
    rebuildWatches();
}

void CdclCore::rebuildWatches() {
    for (auto& list : watches_) list.clear();
    std::uint32_t offset = 0;
    while (offset < arena_.size()) {
        const Lit* lits = clauseLits(offset);
        watches_[lits[0]].push_back({offset, lits[1]});
        watches_[lits[1]].push_back({offset, lits[0]});
        offset += kHeader + arena_[offset];
    }
}

}  // namespace sudolab::sat
