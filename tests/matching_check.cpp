// Kuhn's augmenting-path matching, the alldifferent tests' independent check (matching_check.hpp).
#include "matching_check.hpp"

#include <bit>

namespace sudolab::testing {

namespace {

/// Kuhn's augmenting path from variable x, skipping variable `banned` and value `bannedValue`.
bool augmentPath(const std::vector<Candidates>& d, int x, std::vector<int>& owner, Candidates& seen, int banned,
                 int bannedValue) {
    for (Candidates rest = d[x]; rest != 0; rest &= rest - 1) {
        const int v = std::countr_zero(rest);
        if (v == bannedValue || (seen >> v & 1)) continue;
        seen |= Candidates{1} << v;
        if (owner[v] < 0 || augmentPath(d, owner[v], owner, seen, banned, bannedValue)) {
            owner[v] = x;
            return true;
        }
    }
    return false;
}

}  // namespace

bool restMatches(const std::vector<Candidates>& d, int banned, int bannedValue) {
    std::vector<int> owner(64, -1);
    for (int x = 0; x < static_cast<int>(d.size()); ++x) {
        if (x == banned) continue;
        Candidates seen = 0;
        if (!augmentPath(d, x, owner, seen, banned, bannedValue)) return false;
    }
    return true;
}

}  // namespace sudolab::testing
