// The hill climber's bounded best-first queue (see hill_climb_queue.hpp).
#include "solvers/hill_climb/hill_climb_queue.hpp"

#include <iterator>

namespace sudolab::solvers {

void StateQueue::clear() {
    entries_.clear();
    parents_.clear();
    refs_.clear();
    freeSlots_.clear();
}

int StateQueue::storeParent(const std::vector<Value>& values) {
    if (!freeSlots_.empty()) {
        const int slot = freeSlots_.back();
        freeSlots_.pop_back();
        parents_[slot] = values;
        refs_[slot] = 0;
        return slot;
    }
    parents_.push_back(values);
    refs_.push_back(0);
    return static_cast<int>(parents_.size()) - 1;
}

void StateQueue::releaseIfUnused(int slot) {
    if (slot >= 0 && refs_[slot] == 0) {
        parents_[slot].clear();
        refs_[slot] = -1;  // free (distinct from "stored, no child yet")
        freeSlots_.push_back(slot);
    }
}

void StateQueue::unref(int slot) {
    if (--refs_[slot] == 0) releaseIfUnused(slot);
}

bool StateQueue::push(const QueuedState& state, std::uint64_t& evictedHash) {
    if (capacity_ == 0) {
        ++evictions_;
        evictedHash = state.hash;
        return true;
    }
    if (entries_.size() >= capacity_) {
        const auto worst = std::prev(entries_.end());
        ++evictions_;
        if (!before(state, *worst)) {  // the new state is the worst: it is the one dropped
            evictedHash = state.hash;
            return true;
        }
        evictedHash = worst->hash;
        const int slot = worst->parent;
        entries_.erase(worst);
        ++refs_[state.parent];  // before the unref: the slots may be the same
        entries_.insert(state);
        unref(slot);
        return true;
    }
    ++refs_[state.parent];
    entries_.insert(state);
    return false;
}

QueuedState StateQueue::popBest() {
    const QueuedState best = *entries_.begin();
    entries_.erase(entries_.begin());
    --refs_[best.parent];  // the caller reads the parent's values, then releases it
    return best;
}

}  // namespace sudolab::solvers
