// The load-time solution check: unique, several, none (by search, not only by clashing givens), and an
// honest "undecided" when the node budget is too small; the answer does not depend on the slice size.
#include "search/uniqueness.hpp"
#include "doctest.h"
#include "propagation/propagation.hpp"
#include "search/exact.hpp"
#include "test_data.hpp"
#include "text/format.hpp"

using namespace sudolab;

namespace {

UniquenessCheck runToEnd(const Grid& puzzle, std::uint64_t slice, std::uint64_t maxNodes = 1000000) {
    UniquenessCheck check(puzzle, maxNodes);
    int slices = 0;
    while (!check.step(slice)) REQUIRE(++slices < 10000000);
    return check;
}

/// aiescargot with one open cell given a value its peers allow but the (unique) solution does not:
/// such a puzzle has no solution, and the clash only shows deep in the search.
Grid unsolvableAiEscargot() {
    Grid puzzle = testing::namedPuzzle("aiescargot");
    const Grid solution = countSolutions(puzzle, 1).first;
    for (int cell = 0; cell < puzzle.cellCount(); ++cell) {
        if (puzzle.isGiven(cell)) continue;
        const Candidates others = puzzle.candidates(cell) & ~bitOf(solution.at(cell));
        if (others == 0) continue;
        puzzle.setGivenValue(cell, lowestValue(others));
        return puzzle;
    }
    FAIL("no cell with a second candidate");
    return puzzle;
}

}  // namespace

TEST_CASE("uniqueness: a unique puzzle, whatever the slice size") {
    const Grid puzzle = testing::namedPuzzle("aiescargot");
    const UniquenessCheck whole = runToEnd(puzzle, 1000000);
    const UniquenessCheck sliced = runToEnd(puzzle, 7);
    CHECK(whole.verdict() == Solvability::Unique);
    CHECK(sliced.verdict() == Solvability::Unique);
    CHECK(sliced.nodes() == whole.nodes());
    CHECK(whole.firstSolution().isSolved());
    CHECK(whole.firstSolution().agreesWith(puzzle));
    CHECK(whole.message().find("unique solution") == 0);
}

TEST_CASE("uniqueness: several solutions are counted exactly below the limit") {
    const Grid puzzle = testing::namedPuzzle("sabuncu3");
    const SolutionCount reference = countSolutions(puzzle, UniquenessCheck::kSolutionLimit);
    REQUIRE(reference.complete);
    REQUIRE(reference.solutions >= 2);
    const UniquenessCheck check = runToEnd(puzzle, 50);
    CHECK(check.verdict() == Solvability::Multiple);
    CHECK(check.solutions() == reference.solutions);
    CHECK(check.exact());
    CHECK(check.message().find(std::to_string(reference.solutions) + " solutions") == 0);
    // An empty grid has far more than the limit: "at least".
    const UniquenessCheck empty = runToEnd(Grid(3), 1000);
    CHECK(empty.verdict() == Solvability::Multiple);
    CHECK(empty.solutions() == UniquenessCheck::kSolutionLimit);
    CHECK(empty.message().find("at least 100 solutions") == 0);
}

TEST_CASE("uniqueness: no solution, proved by search or by clashing givens") {
    const Grid puzzle = unsolvableAiEscargot();
    const UniquenessCheck check = runToEnd(puzzle, 16);
    CHECK(check.verdict() == Solvability::None);
    CHECK(check.nodes() > 1);
    CHECK(check.message().find("no solution") == 0);
    Grid clash = testing::namedPuzzle("aiescargot");
    clash.setGivenValue(1, clash.at(0));  // same value twice in row 1
    const UniquenessCheck conflict = runToEnd(clash, 16);
    CHECK(conflict.verdict() == Solvability::None);
    CHECK(conflict.message().find("givens conflict") != std::string::npos);
}

TEST_CASE("uniqueness: a budget too small says undecided, never a guess") {
    const Grid puzzle = testing::instance("inst25x25_45_0");
    UniquenessCheck check(puzzle, 3);
    while (!check.step(1)) {
    }
    CHECK(check.verdict() == Solvability::Undecided);
    CHECK(check.nodes() == 3);
    CHECK(check.message().find("no solution found yet") == 0);
    CHECK(check.message().find("within 3 search nodes") != std::string::npos);
    // Once a solver has found a solution the app says so, not "no solution found yet".
    CHECK(check.message(true) == "a solver found a solution; uniqueness not proved within 3 search nodes");
}

TEST_CASE("uniqueness: the 25x25 hard band is decided within the app's budget") {
    // The app gives the check 200,000 nodes; with singles alone this instance stays undecided there
    // (no solution found), with box-line and Hall sets a second solution shows after ~3,100 nodes.
    const Grid puzzle = testing::instance("inst25x25_45_0");
    const UniquenessCheck check = runToEnd(puzzle, 4096, 200000);
    CHECK(check.verdict() == Solvability::Multiple);
    CHECK(check.solutions() >= 2);
    CHECK(check.firstSolution().isSolved());
    CHECK(check.firstSolution().agreesWith(puzzle));
}
