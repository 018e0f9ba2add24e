// The best-first priority queue of unexplored states of Jones, Roach & Perkins's hill climbing (section
// 4.1: "a priority queue of as-yet unexplored states ordered by objective function score ... The highest
// scored state in such a queue is the state to be expanded next"), with bounded memory: at the capacity
// the worst entry is evicted (possibly the one being pushed), and every eviction is counted.
// A state is stored as (parent slot, swap): the parents (expanded states) are kept while a queued child
// refers to them, so memory follows the queue's size, not the run's length.
#pragma once

#include <cstdint>
#include <set>
#include <vector>

#include "base/bits.hpp"

namespace sudolab::solvers {

/// One unexplored state: its parent (an expanded state) with cells a and b swapped.
struct QueuedState {
    double score = 0;          ///< objective f = w1·f1 + w2·f2 (higher = better)
    std::uint64_t order = 0;   ///< tie order among equal scores (a random key drawn at push; lower first)
    int parent = -1;           ///< parent slot (StateQueue::storeParent)
    int cellA = -1, cellB = -1;
    std::uint64_t hash = 0;    ///< Zobrist hash of the state
    /// Plateau test cache: its neighbourhood was scanned and holds no strictly better successor.
    mutable bool noBetterSuccessor = false;
};

/// Max-priority queue of QueuedState (best score first, then lowest `order`) with eviction of the worst.
class StateQueue {
public:
    explicit StateQueue(std::size_t capacity = 100000) : capacity_(capacity) {}
    void setCapacity(std::size_t capacity) { capacity_ = capacity; }
    std::size_t capacity() const { return capacity_; }

    /// Empties the queue and frees every parent.
    void clear();
    /// Stores an expanded state's values as a parent for the children pushed next; returns its slot.
    int storeParent(const std::vector<Value>& values);
    /// Frees a parent slot no entry refers to (call after pushing its children; no-op if some do).
    void releaseIfUnused(int slot);
    const std::vector<Value>& parentValues(int slot) const { return parents_[slot]; }

    /// Inserts a state. At capacity the worst entry (the lowest score, latest `order`) is evicted first if
    /// it is worse than the new one, else the new one is dropped; either way `evictions()` counts one and
    /// the evicted entry's hash is returned in `evictedHash` (so the caller can forget it). Returns true if
    /// something was evicted.
    bool push(const QueuedState& state, std::uint64_t& evictedHash);
    /// Removes and returns the best entry (the queue must not be empty). Its parent stays stored until
    /// releaseIfUnused is called for it.
    QueuedState popBest();

    bool empty() const { return entries_.empty(); }
    std::size_t size() const { return entries_.size(); }
    std::uint64_t evictions() const { return evictions_; }
    /// Parent slots in use (memory held besides the entries).
    std::size_t parentsInUse() const { return parents_.size() - freeSlots_.size(); }

    /// Entries in queue order (best first), for the plateau test and for tests.
    using const_iterator = std::multiset<QueuedState, bool (*)(const QueuedState&, const QueuedState&)>::const_iterator;
    const_iterator begin() const { return entries_.begin(); }
    const_iterator end() const { return entries_.end(); }

private:
    static bool before(const QueuedState& a, const QueuedState& b) {
        if (a.score != b.score) return a.score > b.score;
        return a.order < b.order;
    }
    void unref(int slot);

    std::size_t capacity_;
    std::multiset<QueuedState, bool (*)(const QueuedState&, const QueuedState&)> entries_{&StateQueue::before};
    std::vector<std::vector<Value>> parents_;
    std::vector<int> refs_;
    std::vector<int> freeSlots_;
    std::uint64_t evictions_ = 0;
};

/// The paper's plateau test (section 4.5): "once the first 10, highest scoring solutions all shared the
/// same score, and none of those solutions had successors with better scores". True when the queue holds
/// at least `count` entries, the first `count` share one score, and `hasBetterSuccessor` is false for each
/// (it is asked at most once per entry: the answer "none" is cached in the entry).
template <class BetterSuccessor>
bool plateauReached(const StateQueue& queue, int count, BetterSuccessor&& hasBetterSuccessor) {
    if (count <= 0 || queue.size() < static_cast<std::size_t>(count)) return false;
    auto it = queue.begin();
    const double score = it->score;
    auto last = it;
    for (int k = 0; k < count; ++k, ++last)
        if (last->score != score) return false;
    for (; it != last; ++it) {
        if (it->noBetterSuccessor) continue;
        if (hasBetterSuccessor(*it)) return false;
        it->noBetterSuccessor = true;
    }
    return true;
}

}  // namespace sudolab::solvers
