// Nogood store (see nogood_store.hpp).
#include "search/nogood_store.hpp"

#include <utility>

namespace sudolab::search {

NogoodStore::NogoodStore(int cells, std::size_t literalLimit)
    : literalLimit_(literalLimit), watches_(static_cast<std::size_t>(cells) * 64u) {}

bool NogoodStore::add(std::span<const std::uint32_t> literals) {
    if (literals.empty()) return true;  // nothing to forbid (callers never pass one)
    if (literalCount() + literals.size() > literalLimit_) {
        ++dropped_;
        return false;
    }
    if (literals.size() == 1) {
        units_.push_back(literals[0]);
        return true;
    }
    const auto id = static_cast<std::uint32_t>(starts_.size() - 1);
    literals_.insert(literals_.end(), literals.begin(), literals.end());
    starts_.push_back(literals_.size());
    // Watch the last two: the deepest guess and the refuted value, the literals that held last on the
    // branch that produced the nogood, so the watches are the least likely to hold early in a restart.
    std::span<std::uint32_t> own = this->literals(id);
    if (own.size() > 2) {
        std::swap(own[0], own[own.size() - 1]);
        std::swap(own[1], own[own.size() - 2]);
    }
    watches_[own[0]].push_back(id);
    watches_[own[1]].push_back(id);
    return true;
}

}  // namespace sudolab::search
