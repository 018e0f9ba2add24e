// Statistics tables (run/stat_table.hpp): a plain struct of counters and one {name, &field} table give
// the named list shown and written to JSON, in the table's order, and the typed struct code reads.
#include <any>
#include <cstdint>
#include <set>
#include <stdexcept>
#include <string>

#include "doctest.h"
#include "run/registry.hpp"
#include "run/stat_table.hpp"
#include "solver_checks.hpp"
#include "test_data.hpp"

using namespace sudolab;

namespace {

struct ToyStats {
    std::uint64_t walks = 0;
    int depth = 0;
    double heat = 0;
};

constexpr StatRow<ToyStats> kToyStatRows[] = {
    statRow<&ToyStats::walks>("walks"),
    statRow<&ToyStats::heat>("heat"),
    statRow<&ToyStats::depth>("depth"),
};

}  // namespace

TEST_CASE("stat table: names and values in the table's order, the struct kept typed") {
    const ToyStats stats{12, -3, 0.25};
    Snapshot snap;
    setStats(snap, stats, kToyStatRows);
    REQUIRE(snap.stats.size() == 3);
    CHECK(snap.stats[0].name == "walks");
    CHECK(snap.stats[0].value == 12);
    CHECK(snap.stats[1].name == "heat");
    CHECK(snap.stats[1].value == 0.25);
    CHECK(snap.stats[2].name == "depth");
    CHECK(snap.stats[2].value == -3);
    CHECK(countersOf<ToyStats>(snap).walks == 12);
    CHECK(countersOf<ToyStats>(snap).depth == -3);
}

TEST_CASE("stat table: reading another solver's statistics is a programming error") {
    Snapshot snap;
    setStats(snap, ToyStats{}, kToyStatRows);
    CHECK_THROWS_AS((void)countersOf<int>(snap), std::logic_error);
    const Snapshot empty;
    CHECK_THROWS_AS((void)countersOf<ToyStats>(empty), std::logic_error);
}

TEST_CASE("stat table: every solver's snapshot has its typed statistics and unique names") {
    const Grid puzzle = testing::namedPuzzle("sabuncu1");
    for (const char* id : {"dlx", "backtrack", "acs", "tabu", "hill-climb", "anneal", "reseda", "auto"}) {
        CAPTURE(id);
        auto solver = testing::startedSolver(id, puzzle, {});
        solver->step(50);
        const Snapshot snap = solver->snapshot();
        CHECK(snap.counters.has_value());
        std::set<std::string> names;
        for (const Stat& stat : snap.stats) CHECK(names.insert(stat.name).second);
        CHECK_FALSE(snap.stats.empty());
    }
}
