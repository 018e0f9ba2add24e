#include "solvers/reseda/reseda_brute.hpp"

#include <bit>

namespace sudolab::solvers {

void PermutationEnumerator::start(std::vector<Candidates> allowed, Candidates used, std::size_t cap, bool keep) {
    allowed_ = std::move(allowed);
    const std::size_t n = allowed_.size();
    rest_.assign(n, 0);
    usedAt_.assign(n, 0);
    current_.assign(n, 0);
    kept_.clear();
    cap_ = cap;
    found_ = 0;
    keep_ = keep;
    depth_ = 0;
    done_ = n == 0;
    if (!done_) {
        usedAt_[0] = used;
        rest_[0] = allowed_[0] & ~used;
    }
}

std::uint64_t PermutationEnumerator::advance(std::uint64_t maxNodes) {
    std::uint64_t nodes = 0;
    const int last = static_cast<int>(allowed_.size()) - 1;
    while (!done_ && nodes < maxNodes) {
        if (rest_[depth_] == 0) {
            // Every value of this cell tried: back to the previous cell (or finished).
            if (--depth_ < 0) done_ = true;
            continue;
        }
        const Candidates bit = rest_[depth_] & (0 - rest_[depth_]);
        rest_[depth_] &= ~bit;
        current_[depth_] = static_cast<Value>(std::countr_zero(bit) + 1);
        ++nodes;
        if (depth_ == last) {
            ++found_;
            if (keep_ && found_ <= cap_) kept_.push_back(current_);
            if (found_ > cap_) done_ = true;
            continue;
        }
        usedAt_[depth_ + 1] = usedAt_[depth_] | bit;
        rest_[depth_ + 1] = allowed_[depth_ + 1] & ~usedAt_[depth_ + 1];
        ++depth_;
    }
    return nodes;
}

}  // namespace sudolab::solvers
