// The 9x9 fast path of the exact search (core/search/fast9_engine.cpp): the SIMD and scalar kernels run
// the same search node for node, and the same search as the general engine; its counts agree with dlx's,
// an independent exact solver; the baseline 9x9 search takes it, the options beyond the baseline do not.
#include <limits>
#include <memory>
#include <string>
#include <vector>

#include "doctest.h"
#include "grid/validate.hpp"
#include "run/registry.hpp"
#include "search/fast9_engine.hpp"
#include "solver_checks.hpp"
#include "test_data.hpp"
#include "text/format.hpp"

using namespace sudolab;
using search::Fast9Kernel;

namespace {

/// The puzzles shipped for these tests (17-clue and forum-hardest 9x9s).
std::vector<Grid> shippedPuzzles() {
    std::vector<Grid> puzzles;
    for (const ParsedPuzzle& parsed : readPuzzles(testing::readDataFile("exact9/puzzles.txt"))) puzzles.push_back(parsed.grid);
    REQUIRE(puzzles.size() == 80);
    return puzzles;
}

/// Runs a fast-path search to its end in slices of `slice` nodes.
std::unique_ptr<search::BacktrackEngine> runFast9(const Grid& puzzle, const search::BacktrackOptions& options,
                                                  Fast9Kernel kernel, std::uint64_t slice) {
    auto engine = search::makeFast9Engine(puzzle, options, kernel);
    while (!engine->finished()) REQUIRE(engine->step(slice) <= slice);
    return engine;
}

/// The same search, compared counter for counter and answer for answer.
void checkSameSearch(const search::BacktrackEngine& a, const search::BacktrackEngine& b) {
    CHECK(a.stats().nodes == b.stats().nodes);
    CHECK(a.stats().branchings == b.stats().branchings);
    CHECK(a.stats().deadEnds == b.stats().deadEnds);
    CHECK(a.stats().solutions == b.stats().solutions);
    CHECK(a.stats().nakedSingles == b.stats().nakedSingles);
    CHECK(a.stats().hiddenSingles == b.stats().hiddenSingles);
    CHECK(a.stats().maxDepth == b.stats().maxDepth);
    CHECK(a.exhausted() == b.exhausted());
    CHECK(a.firstSolution() == b.firstSolution());
    CHECK(a.firstSolutionGuesses() == b.firstSolutionGuesses());
    CHECK(a.bestValues() == b.bestValues());
}

/// dlx's count of solutions up to `limit`, and whether it exhausted the tree.
std::pair<std::uint64_t, bool> dlxCount(const Grid& puzzle, int limit) {
    const SolverInfo& info = requireSolver("dlx");
    ParamSet params(info.params);
    params.set("solutions", std::to_string(limit));
    auto solver = info.create();
    solver->reset(puzzle, params, 1);
    while (solver->step(1 << 20) > 0) {
    }
    const Snapshot snap = solver->snapshot();
    return {snap.solutionsFound, snap.message.find("exactly") != std::string::npos || snap.status == Status::Failed};
}

}  // namespace

TEST_CASE("fast9: the SIMD and scalar kernels run the same search on 80 puzzles") {
    for (const Grid& puzzle : shippedPuzzles()) {
        CAPTURE(writeGrid(puzzle, TextFormat::Line));
        for (std::uint64_t limit : {1, 2})
            for (const bool boxLine : {false, true}) {
                search::BacktrackOptions options;
                options.solutionLimit = limit;
                options.boxLine = boxLine;
                const auto simd =
                    runFast9(puzzle, options, Fast9Kernel::Simd, std::numeric_limits<std::uint64_t>::max());
                const auto scalar =
                    runFast9(puzzle, options, Fast9Kernel::Scalar, std::numeric_limits<std::uint64_t>::max());
                checkSameSearch(*simd, *scalar);
                REQUIRE(simd->stats().solutions == 1);  // every shipped puzzle has one solution
                CHECK(checkSolution(puzzle, puzzle.withValues(simd->firstSolution())) == "");
                if (limit == 2) CHECK(simd->exhausted());  // with limit 1 only if no value was left untried
            }
        // A seeded random value order: the same draws, so again the same search (and another seed, the
        // same unique solution).
        search::BacktrackOptions random;
        random.solutionLimit = 2;
        random.valueOrder = search::ValueOrder::Random;
        random.seed = 7;
        const auto simd = runFast9(puzzle, random, Fast9Kernel::Simd, 1'000'000);
        const auto scalar = runFast9(puzzle, random, Fast9Kernel::Scalar, 1'000'000);
        checkSameSearch(*simd, *scalar);
        CHECK(simd->stats().solutions == 1);
    }
}

TEST_CASE("fast9: a search cut into slices of 1 and 3 nodes is the whole search") {
    const std::vector<Grid> puzzles = shippedPuzzles();
    for (std::size_t k = 40; k < 50; ++k) {  // forum-hardest puzzles: real search trees
        search::BacktrackOptions options;
        options.solutionLimit = 2;
        const auto whole = runFast9(puzzles[k], options, Fast9Kernel::Simd, std::numeric_limits<std::uint64_t>::max());
        CHECK(whole->stats().nodes > 1);
        for (std::uint64_t slice : {1, 3}) {
            const auto sliced = runFast9(puzzles[k], options, Fast9Kernel::Simd, slice);
            checkSameSearch(*whole, *sliced);
        }
    }
}

TEST_CASE("fast9: one engine restarted on puzzle after puzzle runs each one's search as a new engine does") {
    // The batch path (a file of puzzles on one engine): whatever the previous puzzle left behind — a
    // finished search, one stopped after 3 nodes, a refuted puzzle — the next search is a new one's.
    const std::vector<Grid> puzzles = shippedPuzzles();
    search::BacktrackOptions options;
    options.solutionLimit = 2;
    options.valueOrder = search::ValueOrder::Random;
    options.seed = 7;
    for (Fast9Kernel kernel : {Fast9Kernel::Simd, Fast9Kernel::Scalar}) {
        auto reused = search::makeFast9Engine(puzzles[0], options, kernel);
        for (std::size_t k = 0; k < puzzles.size(); ++k) {
            CAPTURE(k);
            Grid puzzle = puzzles[k];
            if (k % 10 == 5) {  // its first given removed: more than one solution, counted to the limit
                int cell = 0;
                while (puzzle.at(cell) == 0) ++cell;
                puzzle.setGivenValue(cell, 0);
            }
            REQUIRE(reused->restartOn(puzzle));
            if (k % 7 == 3) {  // left unfinished, then started over on the same puzzle
                reused->step(3);
                REQUIRE(reused->restartOn(puzzle));
            }
            while (!reused->finished()) reused->step(k % 2 == 0 ? 1 : 1'000'000);
            const auto fresh = runFast9(puzzle, options, kernel, 1'000'000);
            checkSameSearch(*reused, *fresh);
            CHECK(reused->stats().fewestOpen == fresh->stats().fewestOpen);
        }
        // A 4x4 is not for this engine: the caller is told to make another.
        CHECK_FALSE(reused->restartOn(Grid(2)));
    }
}

TEST_CASE("fast9: exact counts of puzzles with many solutions agree with dlx, with and without box-line") {
    // A forum-hardest puzzle without its first given has thousands of solutions (1,440 to 4,871 for the
    // first eight); both kernels must count each one exactly, as dlx does, and stop at a limit below.
    const std::vector<Grid> puzzles = shippedPuzzles();
    for (std::size_t k = 40; k < 44; ++k) {
        Grid puzzle(3);
        bool dropped = false;
        for (int cell = 0; cell < 81; ++cell) {
            const Value v = puzzles[k].at(cell);
            if (v == 0) continue;
            if (!dropped) {
                dropped = true;
                continue;
            }
            puzzle.setGivenValue(cell, v);
        }
        CAPTURE(writeGrid(puzzle, TextFormat::Line));
        const auto [expected, complete] = dlxCount(puzzle, 100000);
        REQUIRE(complete);
        CHECK(expected > 1000);
        for (Fast9Kernel kernel : {Fast9Kernel::Simd, Fast9Kernel::Scalar})
            for (const bool boxLine : {false, true}) {
                search::BacktrackOptions options;
                options.boxLine = boxLine;
                options.solutionLimit = 100000;
                const auto all = runFast9(puzzle, options, kernel, 4096);
                CHECK(all->stats().solutions == expected);
                CHECK(all->exhausted());
                options.solutionLimit = expected - 1;
                const auto limited = runFast9(puzzle, options, kernel, 4096);
                CHECK(limited->stats().solutions == expected - 1);
                CHECK_FALSE(limited->exhausted());
            }
    }
}

TEST_CASE("fast9: no solution, and conflicting givens, are proved at once or by search") {
    Grid clash(3);
    clash.setGivenValue(0, 5);
    clash.setGivenValue(8, 5);
    for (Fast9Kernel kernel : {Fast9Kernel::Simd, Fast9Kernel::Scalar}) {
        const auto engine = runFast9(clash, {}, kernel, 10);
        CHECK(engine->stats().nodes == 1);
        CHECK(engine->stats().solutions == 0);
        CHECK(engine->exhausted());
    }
    // Every shipped hard puzzle with one wrong given (a value its solution does not have there, that no
    // peer given holds) has no solution: the whole tree is exhausted.
    const std::vector<Grid> puzzles = shippedPuzzles();
    for (std::size_t k = 40; k < 60; ++k) {
        const Grid wrong = testing::withWrongGiven(puzzles[k]);
        REQUIRE(findConflicts(wrong).empty());
        const auto simd = runFast9(wrong, {}, Fast9Kernel::Simd, 1'000'000);
        const auto scalar = runFast9(wrong, {}, Fast9Kernel::Scalar, 1'000'000);
        CHECK(simd->stats().solutions == 0);
        CHECK(simd->exhausted());
        checkSameSearch(*simd, *scalar);
    }
}

TEST_CASE("fast9: the baseline 9x9 search and box-line take the fast path, the other options do not") {
    const Grid puzzle = testing::namedPuzzle("aiescargot");
    search::BacktrackOptions options;
    CHECK(search::fast9Applies(puzzle, options));
    CHECK_FALSE(search::fast9Applies(testing::instance("inst16x16_45_0"), options));
    search::BacktrackOptions boxLine;
    boxLine.boxLine = true;
    CHECK(search::fast9Applies(puzzle, boxLine));
    for (auto change : {+[](search::BacktrackOptions& o) { o.hallSets = true; },
                        +[](search::BacktrackOptions& o) { o.randomCellTies = true; }}) {
        search::BacktrackOptions other;
        change(other);
        CHECK_FALSE(search::fast9Applies(puzzle, other));
    }
    options.fastPath = false;
    CHECK_FALSE(search::fast9Applies(puzzle, options));
}

TEST_CASE("fast9: the same search as the general engine, node for node, on 80 puzzles, with and without box-line") {
    // Nodes, guesses, dead ends, depth, solutions and the first solution: what a user and the golden
    // counts see. (How a fixed point splits into naked and hidden singles, and box-line removals,
    // depends on the order in which they are found, and differs.) With box-line both reach the same
    // fixed point of singles, pointing and claiming, so they branch alike.
    for (const Grid& puzzle : shippedPuzzles()) {
        CAPTURE(writeGrid(puzzle, TextFormat::Line));
        for (const bool boxLine : {false, true})
            for (search::ValueOrder order : {search::ValueOrder::Ascending, search::ValueOrder::Random}) {
                CAPTURE(boxLine);
                search::BacktrackOptions options;
                options.boxLine = boxLine;
                options.solutionLimit = 2;
                options.valueOrder = order;
                options.seed = 11;
                const auto fast =
                    runFast9(puzzle, options, Fast9Kernel::Simd, std::numeric_limits<std::uint64_t>::max());
                options.fastPath = false;
                auto general = search::makeBacktrackEngine(puzzle, options);
                general->step(std::numeric_limits<std::uint64_t>::max());
                CHECK(fast->stats().nodes == general->stats().nodes);
                CHECK(fast->stats().branchings == general->stats().branchings);
                CHECK(fast->stats().deadEnds == general->stats().deadEnds);
                CHECK(fast->stats().maxDepth == general->stats().maxDepth);
                CHECK(fast->stats().solutions == general->stats().solutions);
                CHECK(fast->exhausted() == general->exhausted());
                CHECK(fast->firstSolution() == general->firstSolution());
                CHECK(fast->firstSolutionGuesses() == general->firstSolutionGuesses());
            }
    }
}
