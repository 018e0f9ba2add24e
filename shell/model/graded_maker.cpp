#include "graded_maker.hpp"

#include "generate/generate.hpp"

namespace sudolab::app {

namespace {

/// Hints the grader applies between clock reads: one hint of a hard 9x9 board can take a few
/// milliseconds (forcing nets), so the clock is read after every few.
constexpr std::uint64_t kHintsPerClockRead = 4;
/// Givens an "easy" draw keeps (docs/HINTS.md, "Generator by difficulty": the CLI's easy row uses 60).
constexpr int kEasyClues = 60;

}  // namespace

int cluesForGrade(DifficultyGrade grade) { return grade == DifficultyGrade::Easy ? kEasyClues : 0; }

GradedMaker::GradedMaker(std::function<double()> now) : now_(std::move(now)) {}

void GradedMaker::start(GradedRequest request) {
    failure_.clear();
    startedAt_ = now_();
    draws_ = 0;
    seed_ = request.firstSeed;
    request_ = std::move(request);
    grader_.reset();
}

void GradedMaker::cancel() {
    request_.reset();
    grader_.reset();
}

double GradedMaker::elapsed() const { return request_ ? now_() - startedAt_ : 0; }

void GradedMaker::drawNext() {
    draw_ = generateUnique(3, cluesForGrade(request_->grade), seed_);
    ++draws_;
    // generateUnique proves the solution unique, so the grader may use the uniqueness techniques (as
    // `sudolab generate --difficulty` does).
    grader_ = std::make_unique<Grader>(draw_, true);
}

bool GradedMaker::accepted() const {
    const Grade& grade = grader_->grade();
    return grade.solvedByLogic && gradeOfRating(grade.rating) == request_->grade;
}

std::optional<GradedPuzzle> GradedMaker::advance(double seconds) {
    if (!request_) return std::nullopt;
    const double end = now_() + seconds;
    do {
        if (!grader_) drawNext();
        grader_->step(kHintsPerClockRead);
        if (!grader_->grade().finished) continue;
        if (accepted()) {
            GradedPuzzle found{draw_, grader_->grade(), seed_, draws_, request_->source};
            cancel();
            return found;
        }
        grader_.reset();
        ++seed_;
        if (draws_ >= kMaxDraws) {
            failure_ = "No " + std::string(gradeId(request_->grade)) + " puzzle in " + std::to_string(draws_) +
                       " tries; try another difficulty.";
            cancel();
            return std::nullopt;
        }
    } while (now_() < end);
    return std::nullopt;
}

}  // namespace sudolab::app
