// Restarted exact search (see restart_search.hpp). Why restarts: on 25x25 and larger grids the node
// counts of one depth-first search have a heavy tail (a bad early guess that propagation cannot refute
// is explored to the end); a random restart escapes it, and Luby's sequence is within a log factor of
// the best fixed cutoff without knowing the distribution (Luby, Sinclair & Zuckerman 1993).
#include "search/restart_search.hpp"

#include <algorithm>
#include <bit>

#include "base/rng.hpp"

namespace sudolab::search {

std::uint64_t lubyTerm(std::uint64_t k) {
    // Find the smallest power 2^j - 1 >= k; if k equals it the term is 2^(j-1), otherwise recurse on
    // the position inside the repeated prefix.
    for (;;) {
        std::uint64_t size = 1;
        int power = 0;
        while (size < k) {
            size = 2 * size + 1;
            ++power;
        }
        if (size == k) return std::uint64_t{1} << power;
        k -= (size - 1) / 2;
    }
}

RestartSearch::RestartSearch(const Grid& puzzle, const RestartOptions& options) : puzzle_(puzzle), options_(options) {
    if (options_.base == 0) options_.base = 1;
    if (options_.learnWeights) unitWeights_.assign(static_cast<std::size_t>(3 * puzzle.size()), 0);
    if (options_.learnNogoods && options_.restarts != Restarts::None)
        nogoods_ = std::make_unique<NogoodStore>(puzzle.cellCount(), options_.nogoodLiteralLimit);
    startRestart();
}

void RestartSearch::startRestart() {
    BacktrackOptions search = options_.search;
    if (options_.learnWeights) search.unitWeights = &unitWeights_;
    search.nogoods = nogoods_.get();
    if (options_.restarts != Restarts::None) {
        // Restart k (from 0) gets its own stream; the first one too, so that no restart repeats another.
        search.seed = deriveSeed(options_.search.seed, restarts_);
        const std::uint64_t k = restarts_ + 1;
        if (options_.restarts == Restarts::Luby) {
            cutoff_ = options_.base * lubyTerm(k);
        } else {
            double grown = static_cast<double>(options_.base);
            for (std::uint64_t i = 1; i < k && grown < 1e15; ++i) grown *= 1.5;
            cutoff_ = static_cast<std::uint64_t>(grown);
        }
        if (k == 1 && options_.firstRun > 1) cutoff_ = options_.base * options_.firstRun;
    }
    engine_ = makeBacktrackEngine(puzzle_, search);
}

bool RestartSearch::restartOn(const Grid& puzzle) {
    // Restarts and learning keep state across restarts (cutoffs, weights, nogoods): only the one plain
    // search is reused.
    if (options_.restarts != Restarts::None || options_.learnWeights || options_.learnNogoods) return false;
    if (puzzle.order() != puzzle_.order() || !engine_->restartOn(puzzle)) return false;
    puzzle_ = puzzle;
    return true;
}

std::uint64_t RestartSearch::step(std::uint64_t budget) {
    std::uint64_t done = 0;
    while (done < budget && !engine_->finished()) {
        std::uint64_t slice = budget - done;
        if (cutoff_ > 0) {
            const std::uint64_t used = engine_->stats().nodes;
            if (used >= cutoff_) {
                // Keep what the abandoned restart learnt about the best partial state and its counters.
                const BacktrackStats& s = engine_->stats();
                finishedTotals_ += s;
                if (s.fewestOpen >= 0 && (bestOpen_ < 0 || s.fewestOpen < bestOpen_)) {
                    bestOpen_ = s.fewestOpen;
                    bestValues_ = engine_->bestValues();
                }
                if (nogoods_) recordNogoods();
                ++restarts_;
                restartNodes_.push_back(finishedTotals_.nodes);
                startRestart();
                continue;
            }
            slice = std::min(slice, cutoff_ - used);
        }
        const std::uint64_t ran = engine_->step(slice);
        done += ran;
        if (ran == 0) break;
    }
    return done;
}

void RestartSearch::recordNogoods() {
    // Reduced nld-nogoods: for each value refuted at a guess, the guesses above it plus that value.
    // Sound because the restart found no solution (it would have stopped): a refuted value's subtree
    // under those guesses holds none.
    std::vector<std::uint32_t> literals;
    for (const PathDecision& decision : engine_->pathDecisions()) {
        for (std::uint64_t refuted = decision.refuted; refuted != 0; refuted &= refuted - 1) {
            literals.push_back(NogoodStore::literal(decision.cell, std::countr_zero(refuted)));
            nogoods_->add(literals);
            literals.pop_back();
        }
        if (decision.value == 0) break;  // the deepest decision that counts
        literals.push_back(NogoodStore::literal(decision.cell, decision.value - 1));
    }
}

BacktrackStats RestartSearch::stats() const {
    BacktrackStats total = engine_->stats();
    total += finishedTotals_;
    if (bestOpen_ >= 0 && (total.fewestOpen < 0 || bestOpen_ < total.fewestOpen)) total.fewestOpen = bestOpen_;
    return total;
}

const std::vector<Value>& RestartSearch::bestValues() const {
    const int current = engine_->stats().fewestOpen;
    if (engine_->stats().solutions > 0 || bestOpen_ < 0 || (current >= 0 && current <= bestOpen_))
        return engine_->bestValues();
    return bestValues_;
}

}  // namespace sudolab::search
