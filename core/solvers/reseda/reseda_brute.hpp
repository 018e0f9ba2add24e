// Enumeration of a box's admissible permutations (distinct values, each in its cell's allowed set) for
// RESEDA's brute force (section 5.2), as bounded slices: the search can be paused after any number of
// nodes, so setting it up never stalls a step (a 25x25 box can have a huge search tree).
#pragma once

#include <cstdint>
#include <vector>

#include "base/bits.hpp"

namespace sudolab::solvers {

/// Search nodes (values tried) one work unit of the brute-force set-up may explore.
constexpr std::uint64_t kBruteForceNodesPerUnit = 4096;

/// Depth-first enumeration, values ascending, of the assignments of distinct values to cells.
class PermutationEnumerator {
public:
    /// Starts over: cells with the given allowed sets, values in `used` excluded everywhere; at most
    /// `cap` + 1 permutations are counted (`cap` + 1 means "more than cap"); with `keep` the first `cap`
    /// are stored.
    void start(std::vector<Candidates> allowed, Candidates used, std::size_t cap, bool keep);
    /// Explores at most `maxNodes` nodes; returns the nodes explored. done() tells when it has finished.
    std::uint64_t advance(std::uint64_t maxNodes);
    bool done() const { return done_; }
    /// Permutations counted so far (at most cap + 1).
    std::size_t found() const { return found_; }
    /// The stored permutations (values per cell, in the cells' order).
    const std::vector<std::vector<Value>>& kept() const { return kept_; }

private:
    std::vector<Candidates> allowed_;
    std::vector<Candidates> rest_;     ///< per depth: values not tried yet
    std::vector<Candidates> usedAt_;   ///< per depth: values taken by the cells before it
    std::vector<Value> current_;
    std::vector<std::vector<Value>> kept_;
    std::size_t cap_ = 0, found_ = 0;
    int depth_ = 0;
    bool keep_ = false, done_ = true;
};

}  // namespace sudolab::solvers
