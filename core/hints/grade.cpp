#include "hints/grade.hpp"

#include <algorithm>
#include <limits>

#include "hints/rating.hpp"

namespace sudolab {

Grader::Grader(const Grid& puzzle, bool uniquenessProved)
    : board_(hintBoardOf(puzzle)), uniquenessProved_(uniquenessProved) {}

Grader::~Grader() = default;

HintOptions Grader::options() const {
    // Logic only: a grade must say whether search was needed, never hide it behind a searched value.
    return HintOptions{.offerSearch = false, .uniquenessProved = uniquenessProved_};
}

std::uint64_t Grader::step(std::uint64_t budget) {
    pending_.reset();  // a search advance() left under way is for this same board: start it again
    std::uint64_t done = 0;
    for (; done < budget && !grade_.finished; ++done) {
        take(findHint(board_, options()));
        if (grade_.finished) break;
    }
    return done;
}

std::uint64_t Grader::advance(std::uint64_t work) {
    std::uint64_t spent = 0;
    while (!grade_.finished && spent < work) {
        if (!pending_) pending_ = std::make_unique<HintSearch>(board_, options());
        const std::uint64_t before = pending_->work();
        const bool found = pending_->advance(work - spent);
        spent += pending_->work() - before;
        largestPiece_ = std::max(largestPiece_, pending_->largestPiece());
        if (!found) break;
        const Hint hint = pending_->hint();
        pending_.reset();  // before the board changes under it
        take(hint);
    }
    return spent;
}

void Grader::take(const Hint& hint) {
    if (hint.status != HintStatus::Step) {
        finish(hint);
        return;
    }
    applyHint(board_, hint);
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
