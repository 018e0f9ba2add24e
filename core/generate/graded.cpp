#include "generate/graded.hpp"

#include <limits>
#include <numeric>
#include <vector>

#include "generate/generate.hpp"
#include "hints/hint.hpp"

namespace sudolab {

Technique lastTechniqueOf(DifficultyGrade grade) {
    switch (grade) {
        case DifficultyGrade::Easy: return Technique::HiddenSingle;  // full houses and hidden singles
        case DifficultyGrade::Medium: return Technique::BoxLine;     // naked singles, intersections
        case DifficultyGrade::Hard: return Technique::Jellyfish;     // subsets and fish (rated <= 4.4 below)
        case DifficultyGrade::Expert: return Technique::SueDeCoq;    // chains and sets, no forcing
        case DifficultyGrade::Extreme: break;
    }
    return Technique::NestedForcingNet;
}

double ratingCeilingOf(DifficultyGrade grade) {
    switch (grade) {
        case DifficultyGrade::Easy: return 1.5;
        case DifficultyGrade::Medium: return 2.8;
        case DifficultyGrade::Hard: return 4.4;
        case DifficultyGrade::Expert: return 7.4;
        case DifficultyGrade::Extreme: break;
    }
    return std::numeric_limits<double>::infinity();
}

bool solvesWithin(const Grid& puzzle, Technique last, double ceiling) {
    HintBoard board = hintBoardOf(puzzle);
    // Forcing arguments one level deep only (branches propagate singles): deeper nets on a 16x16 board
    // spend the whole forcing budget on every removal that fails, minutes per draw.
    const HintOptions options{
        .offerSearch = false, .maxForcingDepth = 1, .uniquenessProved = false, .lastTechnique = last};
    // Each step fills a cell or removes a candidate, so cells x size steps always end it.
    for (int guard = 0; guard <= puzzle.cellCount() * puzzle.size(); ++guard) {
        const Hint hint = findHint(board, options);
        if (hint.status == HintStatus::Solved) return true;
        if (hint.status != HintStatus::Step || stepRating(hint) > ceiling) return false;
        applyHint(board, hint);
    }
    return false;
}

namespace {

/// Removes the givens of `puzzle` in `order` while solvesWithin(last, ceiling) holds. Past the fish (the
/// expert grade's chains and sets), a removal that loses the one solution is refused on the exact
/// solver's word first: no logic solves such a puzzle, and the grader's run to where it gets stuck costs
/// far more there (16x16 expert steering: 2.2 s of CPU a draw without this, 0.4 s with it, the same
/// puzzle). With singles, intersections, subsets and fish only, the grader fails faster than the exact
/// solver answers.
void removeWhileSolved(Grid& puzzle, const std::vector<int>& order, Technique last, double ceiling) {
    const bool screen = last > Technique::Jellyfish;
    for (int cell : order) {
        const Value value = puzzle.at(cell);
        if (value == 0) continue;
        puzzle.setGivenValue(cell, 0);
        if ((screen && !provesUniqueSolution(puzzle)) || !solvesWithin(puzzle, last, ceiling))
            puzzle.setGivenValue(cell, value);
    }
}

/// An extreme draw from an expert-minimal one: the first given (in `order`) whose removal leaves a
/// puzzle the whole engine still solves. Removing every given the forcing tier allows would run a
/// forcing search per given on each check (over 25 s of CPU per 16x16 draw without a result). A
/// removal that loses the one solution is skipped on the exact solver's word first: no logic solves
/// such a puzzle, and on the 16x16 draw profiled (seed 1) all 20 removals that failed were such, each
/// spending the forcing tier's budget (0.02-2.0 s of CPU) where the exact solver takes at most a few
/// milliseconds (bench/logic/graded_profile.sh). The puzzle found is the same.
void removeIntoExtreme(Grid& puzzle, const std::vector<int>& order) {
    const double any = ratingCeilingOf(DifficultyGrade::Extreme);
    for (int cell : order) {
        const Value value = puzzle.at(cell);
        if (value == 0) continue;
        puzzle.setGivenValue(cell, 0);
        if (provesUniqueSolution(puzzle) && solvesWithin(puzzle, Technique::NestedForcingNet, any)) return;
        puzzle.setGivenValue(cell, value);
    }
}

}  // namespace

GradedDraw drawOfGrade(int order, DifficultyGrade grade, std::uint64_t seed) {
    Rng rng(seed);
    Grid puzzle = randomFullGrid(order, rng);
    std::vector<int> removalOrder(static_cast<std::size_t>(puzzle.cellCount()));
    std::iota(removalOrder.begin(), removalOrder.end(), 0);
    rng.shuffle(removalOrder.begin(), removalOrder.end());
    // Extreme: first as far as the expert techniques go (cheap), then one given more with forcing.
    const DifficultyGrade steer = grade == DifficultyGrade::Extreme ? DifficultyGrade::Expert : grade;
    removeWhileSolved(puzzle, removalOrder, lastTechniqueOf(steer), ratingCeilingOf(steer));
    if (grade == DifficultyGrade::Extreme) removeIntoExtreme(puzzle, removalOrder);
    GradedDraw draw{puzzle, gradePuzzle(puzzle, true), false};
    draw.inGrade = draw.grade.solvedByLogic && gradeOfRating(draw.grade.rating) == grade;
    return draw;
}

}  // namespace sudolab
