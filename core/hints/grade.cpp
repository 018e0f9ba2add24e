#include "hints/grade.hpp"

#include <algorithm>
#include <limits>

#include "hints/rating.hpp"

namespace sudolab {

Grader::Grader(const Grid& puzzle, bool uniquenessProved)
    : board_(hintBoardOf(puzzle)), uniquenessProved_(uniquenessProved) {}

std::uint64_t Grader::step(std::uint64_t budget) {
    std::uint64_t done = 0;
    // Logic only: a grade must say whether search was needed, never hide it behind a searched value.
    const HintOptions logicOnly{.offerSearch = false, .uniquenessProved = uniquenessProved_};
    while (done < budget && !grade_.finished) {
        const Hint hint = findHint(board_, logicOnly);
        if (hint.status != HintStatus::Step) {
            finish(hint);
            break;
        }
        applyHint(board_, hint);
        ++done;
        ++grade_.steps;
        ++grade_.uses[static_cast<int>(hint.technique)];
        grade_.placements += hint.placeCell >= 0 ? 1 : 0;
        for (const Elimination& e : hint.eliminations) grade_.eliminations += countOf(e.values);
        grade_.rating = std::max(grade_.rating, stepRating(hint));
        if (hint.technique >= grade_.hardest) {
            grade_.hardestCount = hint.technique == grade_.hardest ? grade_.hardestCount + 1 : 1;
            grade_.hardest = hint.technique;
        }
    }
    return done;
}

void Grader::finish(const Hint& last) {
    grade_.finished = true;
    grade_.end = last.status;
    grade_.problem = last.problem;
    grade_.solvedByLogic = last.status == HintStatus::Solved;
    grade_.openCells = board_.geometry().cellCount - board_.filledCount();
}

Grade gradePuzzle(const Grid& puzzle, bool uniquenessProved) {
    Grader grader(puzzle, uniquenessProved);
    // Each hint fills a cell or removes a candidate, so N^3 hints always suffice; the loop ends earlier.
    grader.step(std::numeric_limits<std::uint64_t>::max());
    return grader.grade();
}

}  // namespace sudolab
