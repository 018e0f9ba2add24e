// The player's opening in the app model: a fresh puzzle of a chosen grade made a slice at a time
// (shell/model/graded_maker.*), the daily puzzle of a UTC date (daily_puzzle.*) and the grade in a
// player's words (grade_words.*).
#include <string>

#include "doctest.h"
#include "hints/grade.hpp"
#include "hints/rating.hpp"
#include "model/app_model.hpp"
#include "model/daily_puzzle.hpp"
#include "model/grade_words.hpp"
#include "model_test_support.hpp"
#include "search/uniqueness.hpp"
#include "test_data.hpp"

using namespace sudolab;
using namespace sudolab::app;
using namespace sudolab::app::testing_support;

namespace {

/// A clock that moves on by `tick` seconds at every read: a slice then ends after a known number of reads.
struct TickingClock {
    double time = 0;
    double tick = 0.001;
    double operator()() { return time += tick; }
};

/// Makes a puzzle to the end with slices of `slice` seconds; counts the slices.
GradedPuzzle makeBySlices(GradedMaker& maker, GradedRequest request, double slice, int& slices) {
    maker.start(std::move(request));
    slices = 0;
    while (maker.busy()) {
        ++slices;
        if (std::optional<GradedPuzzle> made = maker.advance(slice)) return *made;
    }
    FAIL("the maker gave up: " << maker.failure());
    return {};
}

/// The number of solutions, up to 2, by the project's exact counter.
int solutionsUpToTwo(const Grid& puzzle) {
    UniquenessCheck check(puzzle, 2000000);
    while (!check.step(100000)) {}
    return check.verdict() == Solvability::Unique ? 1 : check.verdict() == Solvability::None ? 0 : 2;
}

}  // namespace

TEST_CASE("graded maker: each grade gives a unique puzzle that grades as asked") {
    for (const DifficultyGrade wanted : {DifficultyGrade::Easy, DifficultyGrade::Medium, DifficultyGrade::Hard,
                                         DifficultyGrade::Expert, DifficultyGrade::Extreme}) {
        CAPTURE(gradeId(wanted));
        GradedMaker maker(TickingClock{});
        int slices = 0;
        const GradedPuzzle made = makeBySlices(maker, {wanted, 7, "test"}, 0.05, slices);
        CHECK(solutionsUpToTwo(made.puzzle) == 1);
        // Graded again from scratch, independently of the maker's stepping.
        const Grade again = gradePuzzle(made.puzzle, true);
        CHECK(again.solvedByLogic);
        CHECK(gradeOfRating(again.rating) == wanted);
        CHECK(made.draws >= 1);
        CHECK(made.seed >= 7);
        CHECK_FALSE(maker.busy());
    }
}

TEST_CASE("graded maker: thin slices give the same puzzle as thick ones (the request alone decides it)") {
    GradedMaker thin(TickingClock{}), thick(TickingClock{});
    int thinSlices = 0, thickSlices = 0;
    const GradedPuzzle a = makeBySlices(thin, {DifficultyGrade::Hard, 42, "a"}, 0.0005, thinSlices);
    const GradedPuzzle b = makeBySlices(thick, {DifficultyGrade::Hard, 42, "b"}, 1000, thickSlices);
    CHECK(a.puzzle == b.puzzle);
    CHECK(a.seed == b.seed);
    // A slice of half a tick does one grading step: the work was spread over many frames.
    CHECK(thinSlices > 10 * thickSlices);
    CHECK(thickSlices == 1);
}

TEST_CASE("graded maker: a cancelled request makes nothing") {
    GradedMaker maker(TickingClock{});
    maker.start({DifficultyGrade::Extreme, 1, "x"});
    CHECK(maker.busy());
    maker.cancel();
    CHECK_FALSE(maker.busy());
    CHECK_FALSE(maker.advance(1000).has_value());
    CHECK(maker.failure().empty());
}

TEST_CASE("daily puzzle: UTC dates, the week's grades, one seed range per day") {
    CHECK(dateText(utcDateOf(0)) == "1970-01-01");
    // 2026-11-26 00:00:00 UTC = 1,795,651,200 s; one millisecond before is still the 25th.
    CHECK(dateText(utcDateOf(1795651200000)) == "2026-11-26");
    CHECK(dateText(utcDateOf(1795651199999)) == "2026-11-25");
    CHECK(dateText(utcDateOf(951782400000)) == "2000-02-29");
    CHECK(dailyGrade({2026, 11, 23}) == DifficultyGrade::Easy);     // a Monday
    CHECK(dailyGrade({2026, 11, 26}) == DifficultyGrade::Hard);     // a Thursday
    CHECK(dailyGrade({2026, 11, 29}) == DifficultyGrade::Extreme);  // a Sunday
    CHECK(dailySeed({2026, 11, 27}) - dailySeed({2026, 11, 26}) >= static_cast<std::uint64_t>(GradedMaker::kMaxDraws));
    const GradedRequest request = dailyRequest({2026, 11, 26});
    CHECK(request.source == "Daily 2026-11-26, hard");
    CHECK(request.grade == DifficultyGrade::Hard);
}

TEST_CASE("daily puzzle: the same date gives the same puzzle, another date another one") {
    GradedMaker first(TickingClock{}), second(TickingClock{});
    int slices = 0;
    const GradedPuzzle a = makeBySlices(first, dailyRequest({2026, 11, 26}), 0.01, slices);
    const GradedPuzzle b = makeBySlices(second, dailyRequest({2026, 11, 26}), 0.003, slices);
    const GradedPuzzle c = makeBySlices(second, dailyRequest({2026, 11, 27}), 0.01, slices);
    CHECK(a.puzzle == b.puzzle);
    CHECK_FALSE(a.puzzle == c.puzzle);
    CHECK(a.source == "Daily 2026-11-26, hard");
}

TEST_CASE("app model: a made puzzle goes on the board over frames, a loaded one cancels it") {
    MemoryStorage storage;
    AppModel model(storage);
    model.setPuzzle(testing::namedPuzzle("aiescargot"), "test");
    model.makePuzzle({DifficultyGrade::Medium, 3, "Medium puzzle 3"});
    CHECK(model.maker().busy());
    for (int frame = 0; frame < 10000 && model.maker().busy(); ++frame) model.advanceFrame();
    CHECK_FALSE(model.maker().busy());
    CHECK(model.play().source() == "Medium puzzle 3");
    CHECK_FALSE(model.play().puzzle() == testing::namedPuzzle("aiescargot"));
    CHECK(model.messages().notice.find("Medium puzzle 3") != std::string::npos);

    model.makePuzzle({DifficultyGrade::Extreme, 3, "never shown"});
    model.setPuzzle(testing::namedPuzzle("aiescargot"), "loaded");
    CHECK_FALSE(model.maker().busy());
    for (int frame = 0; frame < 50; ++frame) model.advanceFrame();
    CHECK(model.play().source() == "loaded");
}

TEST_CASE("grade words: a player's sentence, no solver counts") {
    Grade grade;
    CHECK(playerGradeText(grade).empty());
    grade.finished = true;
    grade.end = HintStatus::Stuck;
    CHECK(playerGradeText(grade) == "Difficulty: beyond logic. At some point you will have to guess.");
    grade.end = HintStatus::Contradiction;
    CHECK(playerGradeText(grade).find("contradict") != std::string::npos);
    const Grade escargot = gradePuzzle(testing::namedPuzzle("aiescargot"), true);
    const std::string text = playerGradeText(escargot);
    CHECK(text.starts_with("Difficulty: Extreme. Solvable by logic; hardest step: "));
    CHECK(text.find("steps") == std::string::npos);
}

TEST_CASE("app model: the daily asked for again keeps the game; after another puzzle it resumes from its save") {
    MemoryStorage storage;
    AppModel model(storage);
    model.setPuzzle(testing::namedPuzzle("aiescargot"), "test");
    const auto makeAll = [&model] {
        for (int frame = 0; frame < 10000 && model.maker().busy(); ++frame) model.advanceFrame();
        model.keepGame(1.0);
    };
    model.makePuzzle(dailyRequest({2026, 11, 26}));
    makeAll();
    REQUIRE(model.play().source() == "Daily 2026-11-26, hard");
    const Grid daily = model.play().puzzle();
    const int cell = firstOpenCell(daily);
    model.play().selectCell(cell);
    model.typeValue(5);
    model.keepGame(2.0);
    model.makePuzzle(dailyRequest({2026, 11, 26}));
    makeAll();
    CHECK(model.play().board().cell(cell).entry == 5);
    CHECK(model.messages().notice == "Daily 2026-11-26, hard: your game goes on.");
    model.makePuzzle({DifficultyGrade::Medium, 5, "Medium puzzle 5"});
    makeAll();
    CHECK(model.play().board().entryCount() == 0);
    model.makePuzzle(dailyRequest({2026, 11, 26}));
    makeAll();
    CHECK(model.play().puzzle() == daily);
    CHECK(model.play().board().cell(cell).entry == 5);
}
