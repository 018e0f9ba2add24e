#include "propagation/alldifferent.hpp"

#include <algorithm>
#include <array>
#include <bit>
#include <cstdint>

namespace sudolab {

namespace {

/// Domain sizes here never exceed the 64 bits of Candidates, nor do variable counts (a unit has N ≤ 64).
constexpr int kMaxVariables = 64;

int lowest(Candidates c) { return std::countr_zero(c) + 1; }
int highest(Candidates c) { return 64 - std::countl_zero(c); }

/// Values a..b as a bitset (1 <= a <= b <= 64).
Candidates rangeMask(int a, int b) { return allValues(b) & ~allValues(a - 1); }

/// Finds Hall intervals of the current interval relaxations and removes them from the variables that are
/// not inside; true if a domain changed. Sets `failed` when an interval holds more variables than values.
bool removeHallIntervals(std::span<Candidates> domains, bool& failed) {
    const int n = static_cast<int>(domains.size());
    std::array<int, kMaxVariables> lo{}, hi{}, order{};
    for (int i = 0; i < n; ++i) {
        lo[i] = lowest(domains[i]);
        hi[i] = highest(domains[i]);
        order[i] = i;
    }
    // Puget's sweep visits variables by increasing upper bound (ties by lower bound, then index, so the
    // order is total and identical on every standard library). Insertion sort: n is at most 36.
    const auto before = [&](int x, int y) {
        return hi[x] != hi[y] ? hi[x] < hi[y] : lo[x] != lo[y] ? lo[x] < lo[y] : x < y;
    };
    for (int k = 1; k < n; ++k)
        for (int j = k; j > 0 && before(order[j], order[j - 1]); --j) std::swap(order[j], order[j - 1]);

    // inside[a] = number of variables swept so far whose interval starts at a or later; since all of them
    // end at or before the current upper bound b, it is the number of intervals inside [a, b].
    std::array<int, kMaxVariables + 1> inside{};
    bool changed = false;
    for (int k = 0; k < n; ++k) {
        const int x = order[k];
        for (int a = 1; a <= lo[x]; ++a) ++inside[a];
        if (k + 1 < n && hi[order[k + 1]] == hi[x]) continue;  // count every interval ending at b first
        const int b = hi[x];
        for (int a = 1; a <= b; ++a) {
            const int width = b - a + 1;
            if (inside[a] > width) {
                failed = true;
                return changed;
            }
            if (inside[a] != width) continue;
            // [a, b] is a Hall interval: its values are all taken by the variables inside it.
            const Candidates hall = rangeMask(a, b);
            for (int y = 0; y < n; ++y) {
                if (lo[y] >= a && hi[y] <= b) continue;
                if (domains[y] & hall) {
                    domains[y] &= ~hall;
                    changed = true;
                    if (domains[y] == 0) {
                        failed = true;
                        return changed;
                    }
                }
            }
        }
    }
    return changed;
}

}  // namespace

bool boundsAlldifferent(std::span<Candidates> domains, int valueCount) {
    if (domains.size() > static_cast<std::size_t>(kMaxVariables)) return false;
    for (Candidates& d : domains) {
        d &= allValues(valueCount);
        if (d == 0) return false;
    }
    // Removing values inside a domain can move its bounds and reveal new Hall intervals: repeat.
    for (bool failed = false;;) {
        const bool changed = removeHallIntervals(domains, failed);
        if (failed) return false;
        if (!changed) return true;
    }
}

namespace {

/// A maximum matching of variables to values and the alternating-path closure Régin's filter reads:
/// reach[x] = variables x can pass its value to, transitively; movable = variables that can give their
/// value up and end on a free value.
struct ValueGraph {
    // Left uninitialised: build() sets the entries it reads (n variables, valueCount values); zeroing all
    // 64 of each cost more than the filter itself on the small units of the exact search.
    std::array<int, kMaxVariables> valueOfVar, varOfValue;  // value indices are v - 1
    std::array<std::uint64_t, kMaxVariables> reach;
    std::uint64_t movable = 0;
    Candidates matchedValues = 0;  ///< the values of the matching (match())

    /// Builds the matching and closure; false if some variable cannot get a value of its own. With
    /// `greedyStart` the matching starts from a greedy one (each variable its lowest free value), so few
    /// augmenting paths are searched; the maximum matching (and so Régin's result) can differ only in
    /// which matching is found, never in which values it keeps.
    bool build(std::span<const Candidates> domains, int valueCount, bool greedyStart = false) {
        if (!match(domains, valueCount, greedyStart)) return false;
        close(domains, valueCount);
        return true;
    }
    /// The maximum matching alone (valueOfVar, varOfValue); false if some variable gets no value.
    /// `hint` (one value index per variable, or none) seeds it: each variable keeps its hinted value while
    /// it is still in its domain and not taken, before the greedy start.
    bool match(std::span<const Candidates> domains, int valueCount, bool greedyStart,
               std::span<const std::uint8_t> hint = {});
    /// The closure (reach, movable) of a matching every variable has.
    void close(std::span<const Candidates> domains, int valueCount);
    /// Keeps a non-matching edge (x, v) iff it lies in some maximum matching.
    bool keeps(int x, int v) const {
        const int y = varOfValue[v];
        return y < 0 || (reach[y] >> x & 1) || (movable >> y & 1);
    }
};

bool ValueGraph::match(std::span<const Candidates> domains, int valueCount, bool greedyStart,
                       std::span<const std::uint8_t> hint) {
    const int n = static_cast<int>(domains.size());
    if (n > valueCount || n > kMaxVariables) return false;
    const Candidates all = allValues(valueCount);
    std::fill_n(varOfValue.begin(), std::min(valueCount, kMaxVariables), -1);

    // Maximum matching variables -> values by augmenting paths (Kuhn); n, valueCount <= 64. A free value
    // of x itself ends the path at once (looked for before going deeper).
    std::uint64_t visited = 0;
    Candidates taken = 0;  // values matched so far
    const auto augment = [&](auto& self, int x) -> bool {
        if (const Candidates free = domains[x] & all & ~taken; free != 0) {
            const int v = std::countr_zero(free);
            varOfValue[v] = x;
            valueOfVar[x] = v;
            taken |= Candidates{1} << v;
            return true;
        }
        for (Candidates rest = domains[x] & all & ~visited; rest; rest &= rest - 1) {
            const int v = std::countr_zero(rest);
            visited |= Candidates{1} << v;
            if (varOfValue[v] < 0 || self(self, varOfValue[v])) {
                varOfValue[v] = x;
                valueOfVar[x] = v;
                taken |= Candidates{1} << v;
                return true;
            }
        }
        return false;
    };
    std::uint64_t matched = 0;  // variables with a value after the greedy start
    const auto take = [&](int x, int v) {
        varOfValue[v] = x;
        valueOfVar[x] = v;
        taken |= Candidates{1} << v;
        matched |= std::uint64_t{1} << x;
    };
    if (!hint.empty())
        for (int x = 0; x < n; ++x) {
            const int v = hint[x];
            if (v < valueCount && ((domains[x] & ~taken) >> v & 1)) take(x, v);
        }
    if (greedyStart)
        for (int x = 0; x < n; ++x) {
            const Candidates open = domains[x] & all & ~taken;
            if ((matched >> x & 1) || open == 0) continue;
            take(x, std::countr_zero(open));
        }
    for (int x = 0; x < n; ++x) {
        if (matched >> x & 1) continue;
        visited = 0;
        if (!augment(augment, x)) return false;
    }
    matchedValues = taken;
    return true;
}

void ValueGraph::close(std::span<const Candidates> domains, int valueCount) {
    const int n = static_cast<int>(domains.size());
    const Candidates all = allValues(valueCount);
    std::fill_n(reach.begin(), n, std::uint64_t{0});
    // Variable graph: x -> y when x could take y's matched value. reach = its transitive closure.
    std::uint64_t freeHolders = 0;  // variables with a free value in their domain
    for (int x = 0; x < n; ++x)
        for (Candidates rest = domains[x] & all & ~(Candidates{1} << valueOfVar[x]); rest; rest &= rest - 1) {
            const int y = varOfValue[std::countr_zero(rest)];
            if (y < 0)
                freeHolders |= std::uint64_t{1} << x;
            else
                reach[x] |= std::uint64_t{1} << y;
        }
    // Warshall on bit rows, branch-free: whether x reaches k is unpredictable, a branch there
    // mispredicted often enough to make this loop the dearest part of the exact engine's Hall filter.
    for (int k = 0; k < n; ++k)
        for (int x = 0; x < n; ++x) reach[x] |= reach[k] & (std::uint64_t{0} - (reach[x] >> k & 1));
    movable = freeHolders;
    for (int x = 0; x < n; ++x)
        if (reach[x] & freeHolders) movable |= std::uint64_t{1} << x;
}

/// Values reachable from `start` in a graph over values given per variable y by two sets: from[y] and
/// to[y]; a reached value in from[y] reaches every value in to[y]. Whole passes over the variables,
/// branch-free and independent (the list of reached values walked one at a time was a chain of
/// dependent loads, the dearest part of the exact search's filter); one pass per step of distance.
Candidates valueClosure(std::span<const Candidates> from, std::span<const Candidates> to, Candidates start) {
    for (Candidates reached = start;;) {
        Candidates next = reached;
        for (std::size_t y = 0; y < from.size(); ++y)
            next |= to[y] & (Candidates{0} - Candidates{(from[y] & reached) != 0});
        if (next == reached) return reached;
        reached = next;
    }
}

/// Régin's filter when no value is free: the domains together hold exactly as many values as there
/// are variables (a unit's open cells and its unplaced values, the exact search's case). An edge (x, v)
/// then lies in some maximum matching iff x and v's matched variable are in the same strongly
/// connected component of the variable graph (x -> y when x holds y's matched value). Components are
/// found as (forward closure) ∩ (backward closure) of one variable, in O(n) bit operations per step of
/// distance; the usual case, a single component that removes nothing, is settled by the first pair —
/// instead of the n² closure of every variable that the general case needs. `used` = the values the
/// domains hold; the domains hold no value outside [1, valueCount].
void filterComponents(const ValueGraph& graph, std::span<Candidates> domains, Candidates used) {
    const std::size_t n = domains.size();
    std::array<Candidates, kMaxVariables> own;  // each variable's matched value
    for (std::size_t y = 0; y < n; ++y) own[y] = Candidates{1} << graph.valueOfVar[y];
    const std::span<const Candidates> owned(own.data(), n), held(domains.data(), n);
    std::uint64_t left = n == 64 ? ~std::uint64_t{0} : (std::uint64_t{1} << n) - 1;  // not in a component yet
    while (left != 0) {
        const int x = std::countr_zero(left);
        // Forward: values x reaches (a reached value's matched variable adds its domain); backward: the
        // matched values of the variables that reach x (a variable holding one of them adds its own).
        const Candidates forward = valueClosure(owned, held, domains[x]);
        const Candidates backward = valueClosure(held, owned, own[x]);
        const Candidates component = forward & backward;  // matched values of the component of x
        if (component == used) return;                    // one component: every edge is kept
        for (std::size_t y = 0; y < n; ++y) {
            const Candidates inside = Candidates{0} - Candidates{(own[y] & component) != 0};
            domains[y] &= component | ~inside;
            left &= ~(std::uint64_t{(own[y] & component) != 0} << y);
        }
    }
}

}  // namespace

bool reginAlldifferent(std::span<Candidates> domains, int valueCount) { return reginAlldifferent(domains, valueCount, {}); }

bool reginAlldifferent(std::span<Candidates> domains, int valueCount, std::span<std::uint8_t> matching) {
    if (matching.size() != domains.size()) matching = {};
    ValueGraph graph;
    if (!graph.match(domains, valueCount, true, matching)) return false;
    // Matching edges always stay (they are in a maximum matching): the next call on these variables can
    // start from it.
    for (std::size_t x = 0; x < matching.size(); ++x) matching[x] = static_cast<std::uint8_t>(graph.valueOfVar[x]);
    const Candidates all = allValues(valueCount);
    Candidates used = 0;
    for (const Candidates d : domains) used |= d & all;
    if (used == graph.matchedValues) {  // n values matched among n held: no value is free
        for (Candidates& d : domains) d &= all;
        filterComponents(graph, domains, used);
        return true;
    }
    graph.close(domains, valueCount);
    // A non-matching edge (x, v) with v matched to y lies in some maximum matching iff y can give v up:
    // y reaches x back (even alternating cycle) or y reaches a free value (even alternating path).
    for (int x = 0; x < static_cast<int>(domains.size()); ++x) {
        Candidates keep = Candidates{1} << graph.valueOfVar[x];
        for (Candidates rest = domains[x] & all & ~keep; rest; rest &= rest - 1) {
            const int v = std::countr_zero(rest);
            if (graph.keeps(x, v)) keep |= Candidates{1} << v;
        }
        domains[x] = keep;
    }
    return true;
}

std::uint64_t findHallSet(std::span<const Candidates> domains, int valueCount) {
    ValueGraph graph;
    if (!graph.build(domains, valueCount)) return 0;
    const Candidates all = allValues(valueCount);
    // Régin removes (x, v) when v's matched variable y can neither reach x nor a free value; then y and
    // every variable it reaches only hold values matched inside that set: a Hall set without x.
    std::uint64_t best = 0;
    for (int x = 0; x < static_cast<int>(domains.size()); ++x)
        for (Candidates rest = domains[x] & all & ~(Candidates{1} << graph.valueOfVar[x]); rest; rest &= rest - 1) {
            const int v = std::countr_zero(rest);
            if (graph.keeps(x, v)) continue;
            const int y = graph.varOfValue[v];
            const std::uint64_t hall = graph.reach[y] | std::uint64_t{1} << y;
            if (best == 0 || std::popcount(hall) < std::popcount(best)) best = hall;
        }
    return best;
}

bool pairwiseAlldifferent(std::span<Candidates> domains) {
    for (bool changed = true; changed;) {
        changed = false;
        for (std::size_t i = 0; i < domains.size(); ++i) {
            if (!isSingle(domains[i])) continue;
            for (std::size_t j = 0; j < domains.size(); ++j) {
                if (j == i || !(domains[j] & domains[i])) continue;
                domains[j] &= ~domains[i];
                if (domains[j] == 0) return false;
                changed = true;
            }
        }
    }
    for (Candidates d : domains)
        if (d == 0) return false;
    return true;
}

}  // namespace sudolab
