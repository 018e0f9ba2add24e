// Régin's filter when no value is free (as many values as variables: a unit's open cells), where it
// works on strongly connected components: against an independent check of every edge by matching
// (matching_check.hpp).
#include <vector>

#include "base/rng.hpp"
#include "doctest.h"
#include "matching_check.hpp"
#include "propagation/alldifferent.hpp"

using namespace sudolab;

namespace {

/// Domains of n variables over exactly n values (every value held by someone), as blocks: `blocks`
/// groups of variables share their own values (a Hall set each), then `leaks` values of one block are
/// sprinkled into variables of others — what Régin must remove again unless a matching uses them.
std::vector<Candidates> unitLike(Rng& rng, int n, int blocks, int leaks) {
    std::vector<int> blockOf(n);
    for (int k = 0; k < n; ++k) blockOf[k] = static_cast<int>(rng.below(static_cast<std::uint32_t>(blocks)));
    std::vector<int> valueOf(n);  // a permutation: variable k's own value
    for (int k = 0; k < n; ++k) valueOf[k] = k;
    rng.shuffle(valueOf.begin(), valueOf.end());
    std::vector<Candidates> d(n, 0);
    for (int x = 0; x < n; ++x) {
        d[x] |= Candidates{1} << valueOf[x];
        for (int y = 0; y < n; ++y)
            if (blockOf[y] == blockOf[x] && rng.below(3) == 0) d[x] |= Candidates{1} << valueOf[y];
    }
    for (int k = 0; k < leaks; ++k) d[rng.below(static_cast<std::uint32_t>(n))] |= Candidates{1} << valueOf[rng.below(static_cast<std::uint32_t>(n))];
    return d;
}

}  // namespace

TEST_CASE("alldifferent: Régin without free values keeps exactly the edges of some perfect matching") {
    Rng rng(77);
    int removedSome = 0, removedNone = 0, unsat = 0;
    for (int trial = 0; trial < 3000; ++trial) {
        const int n = 2 + static_cast<int>(rng.below(trial % 3 == 0 ? 63 : 24));  // 2..25, a third up to 64
        const int blocks = 1 + static_cast<int>(rng.below(4));
        std::vector<Candidates> d = unitLike(rng, n, blocks, static_cast<int>(rng.below(4)));
        if (trial % 7 == 0) {  // remove some own values too: some of these have no perfect matching
            const int x = static_cast<int>(rng.below(static_cast<std::uint32_t>(n)));
            if (std::popcount(d[x]) > 1) d[x] &= d[x] - 1;
        }
        if (trial % 11 == 0 && n >= 4) {  // three variables over two values (the rest to a fourth): none
            const Candidates three = d[0] | d[1] | d[2];
            const Candidates low = three & (~three + 1), pair = low | ((three ^ low) & (~(three ^ low) + 1));
            d[0] = d[1] = d[2] = pair;
            d[3] |= three & ~pair;
        }
        Candidates used = 0;
        for (Candidates c : d) used |= c;
        if (std::popcount(used) != n) continue;  // a value no variable holds: not this case
        CAPTURE(trial);
        CAPTURE(n);
        std::vector<Candidates> filtered = d;
        const bool ok = reginAlldifferent(filtered, 64);
        REQUIRE(ok == testing::restMatches(d, -1, -1));
        if (!ok) {
            ++unsat;
            continue;
        }
        bool removed = false;
        for (int x = 0; x < n; ++x)
            for (Candidates rest = d[x]; rest != 0; rest &= rest - 1) {
                const int v = std::countr_zero(rest);
                const bool supported = testing::restMatches(d, x, v);
                REQUIRE(((filtered[x] >> v) & 1) == static_cast<Candidates>(supported));
                removed |= !supported;
            }
        (removed ? removedSome : removedNone) += 1;
    }
    // The generator must exercise all three outcomes.
    CHECK(removedSome > 100);
    CHECK(removedNone > 100);
    CHECK(unsat > 5);
}

TEST_CASE("alldifferent: a seeded Régin keeps the same values whatever the seed, and returns a matching") {
    Rng rng(91);
    int seededUseful = 0;
    for (int trial = 0; trial < 2000; ++trial) {
        const int n = 2 + static_cast<int>(rng.below(30));
        const int values = n + static_cast<int>(rng.below(3));  // free values too (the general case)
        std::vector<Candidates> d = unitLike(rng, n, 1 + static_cast<int>(rng.below(3)), static_cast<int>(rng.below(5)));
        if (values > n)
            for (Candidates& c : d) c |= (rng.next() & allValues(values)) & ~allValues(n) & (rng.next() | rng.next());
        CAPTURE(trial);
        std::vector<Candidates> plain = d;
        const bool plainOk = reginAlldifferent(plain, values);
        // Seeds: garbage (any index, some out of range), then the matching of the plain call's run.
        std::vector<std::uint8_t> matching(n);
        for (std::uint8_t& m : matching) m = static_cast<std::uint8_t>(rng.below(static_cast<std::uint32_t>(values + 3)));
        for (int round = 0; round < 2; ++round) {
            std::vector<Candidates> seeded = d;
            REQUIRE(reginAlldifferent(seeded, values, matching) == plainOk);
            if (!plainOk) break;
            CHECK(seeded == plain);
            Candidates taken = 0;  // the matching returned: one kept value per variable, all different
            for (int x = 0; x < n; ++x) {
                REQUIRE(matching[x] < values);
                CHECK((seeded[x] >> matching[x] & 1) == 1);
                CHECK((taken >> matching[x] & 1) == 0);
                taken |= Candidates{1} << matching[x];
            }
            seededUseful += round;
        }
    }
    CHECK(seededUseful > 1000);
}
