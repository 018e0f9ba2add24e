// The two searches of the hill climber: the paper's best-first queue with its plateau test (default) and
// the earlier plateau walk (search=plateau-walk). The rules and choices are at the top of hill_climb.cpp.
#include <limits>

#include "solvers/hill_climb/hill_climb.hpp"

namespace sudolab::solvers {

// ---- search=queue -------------------------------------------------------------------------------------

void HillClimbSolver::iterateQueue() {
    if (freshStart_) {
        seen_.insert(hash_);
        freshStart_ = false;
    }
    const int slot = queue_.storeParent(state_.values());
    if (expandIntoQueue(slot)) return;  // a successor is the goal
    queue_.releaseIfUnused(slot);       // no child queued: nothing refers to this state
    if (plateauReached(queue_, plateauLimit_, [&](const QueuedState& entry) { return hasBetterSuccessor(entry); })) {
        ++stats_.plateausDetected;
        restart();
        return;
    }
    if (queue_.empty()) {
        ++stats_.queueExhausted;
        restart();
        return;
    }
    const QueuedState next = queue_.popBest();
    moveToEntry(next, slot);
    queue_.releaseIfUnused(next.parent);
}

bool HillClimbSolver::expandIntoQueue(int slot) {
    const int f1 = state_.distinct(), f2 = state_.fixedClashes(), goal = 2 * size_ * size_;
    int goalA = -1, goalB = -1;
    state_.anySwap([&](int a, int b) {
        ++stats_.successorsEvaluated;
        const int d1 = state_.distinctDelta(a, b), d2 = state_.fixedClashDelta(a, b);
        if (f1 + d1 == goal) {  // "If it matches goal state, return with success"
            goalA = a;
            goalB = b;
            return true;
        }
        const std::uint64_t hash = swapHash(hash_, state_, a, b);
        if (!seen_.insert(hash).second) {
            ++stats_.duplicates;
            return false;
        }
        std::uint64_t evicted = 0;
        const QueuedState child{objectiveOf(f1 + d1, f2 + d2), rng_.next(), slot, a, b, hash};
        if (queue_.push(child, evicted)) seen_.erase(evicted);  // forgotten: may be queued again
        return false;
    });
    if (goalA < 0) return false;
    swapCells(goalA, goalB);
    ++stats_.ascents;
    noteCost();
    return true;
}

bool HillClimbSolver::hasBetterSuccessor(const QueuedState& entry) {
    ++stats_.plateauChecks;
    probe_.assign(queue_.parentValues(entry.parent));
    probe_.applySwap(entry.cellA, entry.cellB);
    const int f1 = probe_.distinct(), f2 = probe_.fixedClashes();
    return probe_.anySwap([&](int a, int b) {
        ++stats_.successorsEvaluated;
        return objectiveOf(f1 + probe_.distinctDelta(a, b), f2 + probe_.fixedClashDelta(a, b)) > entry.score;
    });
}

void HillClimbSolver::moveToEntry(const QueuedState& entry, int previousSlot) {
    const double before = objective();
    if (entry.parent != previousSlot) {
        // An older queued state: restore its parent first (the move log shows only the last swap).
        state_.assign(queue_.parentValues(entry.parent));
        ++stats_.jumps;
    }
    swapCells(entry.cellA, entry.cellB);
    hash_ = entry.hash;
    const double after = objective();
    if (after > before)
        ++stats_.ascents;
    else if (after == before)
        ++stats_.sidewaysMoves;
    else
        ++stats_.downhillMoves;
    noteCost();
}

// ---- search=plateau-walk (the earlier search) ---------------------------------------------------------

void HillClimbSolver::iterateWalk() {
    double bestGain = -std::numeric_limits<double>::infinity();
    int bestA = -1, bestB = -1;
    state_.anySwap([&](int a, int b) {
        ++stats_.successorsEvaluated;
        const double g = gain(state_, a, b);
        if (g > bestGain) {
            bestGain = g;
            bestA = a;
            bestB = b;
        }
        return false;
    });
    if (bestGain > 0) {
        swapCells(bestA, bestB);
        ++stats_.ascents;
        clearWalk();
        noteCost();
        return;
    }
    expandOnPlateau(bestGain);
}

void HillClimbSolver::expandOnPlateau(double bestGain) {
    const double current = objective();
    if (!onPlateau_ || plateauScore_ != current) {
        clearWalk();
        onPlateau_ = true;
        plateauScore_ = current;
    }
    walkSeen_.insert(hash_);
    expanded_.push_back(state_.values());
    const int parent = static_cast<int>(expanded_.size()) - 1;
    if (static_cast<int>(expanded_.size()) >= plateauLimit_) {
        ++stats_.plateausDetected;
        restart();
        return;
    }
    constexpr std::size_t kFrontierCapacity = 4096;  // only `plateau-states` entries can ever be expanded
    if (bestGain == 0) {
        state_.anySwap([&](int a, int b) {
            if (gain(state_, a, b) != 0) return false;
            if (frontier_.size() >= kFrontierCapacity)
                ++stats_.walkDrops;
            else if (walkSeen_.insert(swapHash(hash_, state_, a, b)).second)
                frontier_.push_back({parent, a, b});
            return false;
        });
    }
    if (frontier_.empty()) {
        ++stats_.localMaxima;
        restart();
        return;
    }
    const std::size_t pick = rng_.below(static_cast<std::uint32_t>(frontier_.size()));
    const FrontierEntry next = frontier_[pick];
    frontier_[pick] = frontier_.back();
    frontier_.pop_back();
    if (next.parent != parent) {
        state_.assign(expanded_[next.parent]);
        hash_ = hashAll();
    }
    swapCells(next.cellA, next.cellB);
    ++stats_.sidewaysMoves;
}

void HillClimbSolver::clearWalk() {
    onPlateau_ = false;
    expanded_.clear();
    frontier_.clear();
    walkSeen_.clear();
}

}  // namespace sudolab::solvers
