// The app's grade spread over frames (shell/model/hint_assistant.*): every frame's work is bounded, a
// hint's search spans frames where it must, and the grade is the one found in one go.
#include <algorithm>
#include <cstdint>

#include "doctest.h"
#include "hints/grade.hpp"
#include "model/hint_assistant.hpp"
#include "test_data.hpp"

using namespace sudolab;

namespace {

struct FrameCount {
    int frames = 0;
    int framesMidSearch = 0;  ///< frames that ended with a hint's search under way
    std::uint64_t work = 0, mostInFrame = 0;
};

/// Grades `puzzle` as the app does, one advanceGrade() per frame, checking each frame's work.
FrameCount gradeByFrames(const Grid& puzzle, app::HintAssistant& hints) {
    hints.puzzleChanged(puzzle);
    FrameCount count;
    while (!hints.grade().finished && count.frames < 1'000'000) {
        hints.advanceGrade();
        ++count.frames;
        count.work += hints.lastGradeWork();
        count.mostInFrame = std::max(count.mostInFrame, hints.lastGradeWork());
        if (hints.gradeSearchUnderWay()) ++count.framesMidSearch;
        // The frame stops at the first piece of work that reaches its budget: it overshoots by one piece.
        CHECK(hints.lastGradeWork() <= app::kGradeWorkPerFrame + hints.largestGradePiece());
    }
    return count;
}

}  // namespace

TEST_CASE("hint assistant: a puzzle needing nested forcing nets is graded over frames of bounded work") {
    const Grid puzzle = testing::namedPuzzle("aiescargot");
    app::HintAssistant hints;
    const FrameCount count = gradeByFrames(puzzle, hints);
    REQUIRE(hints.grade().finished);
    // The same grade as in one go.
    const Grade whole = gradePuzzle(puzzle);
    CHECK(hints.grade().solvedByLogic);
    CHECK(hints.grade().uses == whole.uses);
    CHECK(hints.grade().steps == whole.steps);
    CHECK(hints.grade().rating == whole.rating);
    CHECK(whole.hardest == Technique::NestedForcingNet);
    // Hints' searches span frames, and no piece is large next to a frame's budget (the largest: a pattern
    // scan, or one branch probe of a nested net), so no frame does more than twice its budget.
    CHECK(count.framesMidSearch > 0);
    CHECK(hints.largestGradePiece() <= app::kGradeWorkPerFrame);
    CHECK(count.mostInFrame <= 2 * app::kGradeWorkPerFrame);
    // More frames than the work would need at one budget per frame: none ran on past its budget by much.
    CHECK(static_cast<std::uint64_t>(count.frames) >= count.work / (2 * app::kGradeWorkPerFrame));
    MESSAGE("frames " << count.frames << ", mid-search " << count.framesMidSearch << ", work " << count.work
                      << ", most in a frame " << count.mostInFrame << ", largest piece " << hints.largestGradePiece()
                      << ", steps " << whole.steps);
}

TEST_CASE("hint assistant: an easy puzzle's singles are graded many to a frame") {
    const Grid puzzle = testing::namedPuzzle("sabuncu1");  // solved by singles
    app::HintAssistant hints;
    const FrameCount count = gradeByFrames(puzzle, hints);
    REQUIRE(hints.grade().finished);
    CHECK(hints.grade().solvedByLogic);
    // Each single counts one unit: the whole grade fits in one frame.
    CHECK(count.frames == 1);
    CHECK(count.work == static_cast<std::uint64_t>(hints.grade().steps) + 1);
}
