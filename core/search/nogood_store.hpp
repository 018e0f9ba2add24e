// Nogoods recorded at restarts, for the restarted exact search: the reduced nld-nogoods of Lecoutre,
// Saïs, Tabary & Vidal 2007 ("Recording and minimizing nogoods from restarts", JSAT 1). When a restart
// is abandoned, every value already refuted on its last branch gives one nogood: the guesses above it
// (cell = value, positive decisions only) together with that value cannot all hold in a solution. They
// are valid for the whole search (they depend on the puzzle only), so later restarts never re-explore
// what an earlier one refuted. Propagated with two watched literals per nogood (the engine does it,
// backtrack_engine.cpp): a nogood whose literals all hold but one removes that one's value.
// Memory is bounded: past `literalLimit` literals in total, new nogoods are dropped (the search stays
// complete, it just prunes less).
#pragma once

#include <cstddef>
#include <cstdint>
#include <span>
#include <vector>

namespace sudolab::search {

/// A set of nogoods over (cell, value) assignments with two watched literals each.
class NogoodStore {
public:
    /// A literal: the assignment cell = value (value index 0..63, i.e. value - 1).
    static std::uint32_t literal(int cell, int valueIndex) { return static_cast<std::uint32_t>(cell) * 64u + static_cast<std::uint32_t>(valueIndex); }
    static int cellOf(std::uint32_t lit) { return static_cast<int>(lit / 64u); }
    static int valueIndexOf(std::uint32_t lit) { return static_cast<int>(lit % 64u); }

    /// An empty store for a grid of `cells` cells that keeps at most `literalLimit` literals.
    NogoodStore(int cells, std::size_t literalLimit);

    /// Records the nogood "not all of `literals`" (distinct cells, at least one literal); false if it
    /// was dropped because the store is full.
    bool add(std::span<const std::uint32_t> literals);

    /// One-literal nogoods (values refuted at the root): removed before the root propagation.
    const std::vector<std::uint32_t>& units() const { return units_; }
    /// Ids of the nogoods (two literals or more) that watch `lit`.
    std::vector<std::uint32_t>& watchers(std::uint32_t lit) { return watches_[lit]; }
    /// The literals of nogood `id`; the two watched ones are [0] and [1] (the engine reorders them).
    std::span<std::uint32_t> literals(std::uint32_t id) {
        return {literals_.data() + starts_[id], literals_.data() + starts_[id + 1]};
    }

    /// Nogoods recorded (units included), and their literals in total.
    std::size_t size() const { return units_.size() + starts_.size() - 1; }
    std::size_t literalCount() const { return units_.size() + literals_.size(); }
    /// Nogoods dropped because the store was full.
    std::size_t dropped() const { return dropped_; }

private:
    std::size_t literalLimit_;
    std::vector<std::uint32_t> units_;
    std::vector<std::uint32_t> literals_;     ///< nogoods of two literals or more, one after the other
    std::vector<std::size_t> starts_{0};      ///< nogood k is literals_[starts_[k], starts_[k + 1])
    std::vector<std::vector<std::uint32_t>> watches_;  ///< per literal, the nogoods watching it
    std::size_t dropped_ = 0;
};

}  // namespace sudolab::search
