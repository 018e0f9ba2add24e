// Where an extreme 16x16 draw spends its CPU time (docs/HINTS.md, "Round 6"): the steps of
// generate/graded.cpp's drawOfGrade written out with the thread's CPU clock around each, with or without
// the exact solver's uniqueness screen before each logic check, and every check of the extreme step
// listed (whether the removal left one solution, whether the whole engine solved it, its CPU time).
//   graded_profile SEED [--no-screen]
#include <cstdio>
#include <cstring>
#include <numeric>
#include <string>
#include <vector>

#include "../common/thread_cpu.hpp"
#include "base/rng.hpp"
#include "generate/generate.hpp"
#include "generate/graded.hpp"
#include "hints/hint.hpp"

using namespace sudolab;
using sudolab::bench::threadCpuSeconds;

int main(int argc, char** argv) {
    if (argc < 2) {
        std::fprintf(stderr, "usage: graded_profile SEED [--no-screen]\n");
        return 2;
    }
    const std::uint64_t seed = std::stoull(argv[1]);
    const bool screen = !(argc > 2 && std::strcmp(argv[2], "--no-screen") == 0);
    const double start = threadCpuSeconds();
    Rng rng(seed);
    Grid puzzle = randomFullGrid(4, rng);
    std::vector<int> order(static_cast<std::size_t>(puzzle.cellCount()));
    std::iota(order.begin(), order.end(), 0);
    rng.shuffle(order.begin(), order.end());

    const Technique expertLast = lastTechniqueOf(DifficultyGrade::Expert);
    const double expertCeiling = ratingCeilingOf(DifficultyGrade::Expert);
    int removed = 0;
    for (int cell : order) {
        const Value value = puzzle.at(cell);
        puzzle.setGivenValue(cell, 0);
        if ((screen && !provesUniqueSolution(puzzle)) || !solvesWithin(puzzle, expertLast, expertCeiling))
            puzzle.setGivenValue(cell, value);
        else
            ++removed;
    }
    const double steered = threadCpuSeconds();
    std::printf("seed %llu, %s: expert steering %.2f s CPU (%d givens removed, %d kept)\n",
                static_cast<unsigned long long>(seed), screen ? "screened" : "not screened", steered - start, removed,
                puzzle.givenCount());

    int tries = 0;
    for (int cell : order) {
        const Value value = puzzle.at(cell);
        if (value == 0) continue;
        puzzle.setGivenValue(cell, 0);
        const double before = threadCpuSeconds();
        const bool unique = provesUniqueSolution(puzzle);
        const double counted = threadCpuSeconds();
        const bool solved = (!screen || unique) && solvesWithin(puzzle, Technique::NestedForcingNet,
                                                                ratingCeilingOf(DifficultyGrade::Extreme));
        std::printf("  extreme try %d: one solution %s (%.4f s), logic %s (%.3f s)\n", ++tries, unique ? "yes" : "no",
                    counted - before, solved ? "solves" : "fails", threadCpuSeconds() - counted);
        if (solved) break;
        puzzle.setGivenValue(cell, value);
    }
    const double extreme = threadCpuSeconds();
    const Grade grade = gradePuzzle(puzzle, true);
    const double graded = threadCpuSeconds();
    std::printf("extreme step %.2f s CPU (%d tries), final grade %.2f s (rating %.1f), total %.2f s\n",
                extreme - steered, tries, graded - extreme, grade.rating, graded - start);
    return 0;
}
