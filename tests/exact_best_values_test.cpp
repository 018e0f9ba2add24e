// The exact engine's best state, listed only when read (bestValues()): at every read it is a consistent
// partial grid that keeps the givens, with exactly stats().fewestOpen open cells, and it follows the
// search between reads.
#include <vector>

#include "doctest.h"
#include "search/backtrack_engine.hpp"
#include "test_data.hpp"

using namespace sudolab;

namespace {

/// Open cells of a value list, or -1 if a filled cell breaks a given or clashes with a peer.
int openIfConsistent(const Grid& puzzle, const std::vector<Value>& values) {
    int open = 0;
    for (int cell = 0; cell < puzzle.cellCount(); ++cell) {
        if (values[cell] == 0) {
            ++open;
            continue;
        }
        if (puzzle.at(cell) != 0 && puzzle.at(cell) != values[cell]) return -1;
        for (int peer : puzzle.geometry().peers[cell])
            if (values[peer] == values[cell]) return -1;
    }
    return open;
}

}  // namespace

TEST_CASE("exact engine: the best state read between steps has fewestOpen open cells and is consistent") {
    for (const char* name : {"inst16x16_45_0", "inst25x25_45_0", "inst25x25_40_0"}) {
        CAPTURE(name);
        const Grid puzzle = testing::instance(name);
        search::BacktrackOptions options;
        options.boxLine = options.hallSets = true;
        options.valueOrder = search::ValueOrder::Random;
        options.seed = 5;
        auto engine = search::makeBacktrackEngine(puzzle, options);
        CHECK(engine->bestValues().empty());  // before the root node
        int reads = 0, changes = 0, lastOpen = -1;
        for (std::uint64_t budget : {1, 1, 2, 3, 5, 8, 13, 21, 34, 55, 89, 144, 233, 377, 610, 987}) {
            engine->step(budget);
            const std::vector<Value>& best = engine->bestValues();
            REQUIRE(best.size() == static_cast<std::size_t>(puzzle.cellCount()));
            const int open = openIfConsistent(puzzle, best);
            CHECK(open == engine->stats().fewestOpen);
            CHECK(&engine->bestValues() == &best);  // a second read lists nothing new
            changes += open != lastOpen;
            lastOpen = open;
            ++reads;
            if (engine->finished()) break;
        }
        CHECK(changes >= 2);  // the best state moved between reads
        if (engine->stats().solutions > 0) CHECK(engine->bestValues() == engine->firstSolution());
    }
}
