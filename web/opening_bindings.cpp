// The opening's state for scripts and tests (docs/JS_API.md, "The opening"): the view on show, the puzzle
// being made, the current puzzle's grade and today's daily puzzle. Read-only: a test of a flow acts
// through the mouse, keyboard and touch only.
#include <emscripten/bind.h>
#include <emscripten/val.h>

#include <string>

#include "app.hpp"
#include "model/daily_puzzle.hpp"
#include "platform.hpp"

namespace sudolab::app {

namespace {

using emscripten::val;

val gradeToJs(const Grade& grade) {
    val result = val::object();
    result.set("finished", grade.finished);
    result.set("solvedByLogic", grade.solvedByLogic);
    result.set("rating", grade.rating);
    // The player's grade name only for a puzzle logic solves (as `sudolab rate` writes it).
    const bool named = grade.finished && grade.solvedByLogic;
    result.set("grade", named ? val(std::string(gradeId(gradeOfRating(grade.rating)))) : val::null());
    return result;
}

/// appOpeningState() -> {view: "play"|"lab", pickedGrade, making: {busy, grade, draws, elapsedMs, failure},
/// grade: {finished, solvedByLogic, rating, grade}, today, daily: {date, grade, source}}.
val appOpeningState() {
    const App* app = App::instance();
    if (app == nullptr) return val::null();
    val state = val::object();
    state.set("view", std::string(app->view() == View::Play ? "play" : "lab"));
    state.set("pickedGrade", std::string(gradeId(app->pickedGrade())));
    const GradedMaker& maker = app->model().maker();
    val making = val::object();
    making.set("busy", maker.busy());
    making.set("grade", std::string(gradeId(maker.grade())));
    making.set("draws", maker.draws());
    making.set("elapsedMs", maker.elapsed() * 1000);
    making.set("failure", maker.failure());
    state.set("making", making);
    state.set("grade", gradeToJs(app->hints().grade()));
    const CivilDate today = utcDateOf(platform::wallClockMs());
    const GradedRequest daily = dailyRequest(today);
    val dailyState = val::object();
    dailyState.set("date", dateText(today));
    dailyState.set("grade", std::string(gradeId(daily.grade)));
    dailyState.set("source", daily.source);
    state.set("daily", dailyState);
    return state;
}

}  // namespace

EMSCRIPTEN_BINDINGS(sudolab_opening) { emscripten::function("appOpeningState", &appOpeningState); }

}  // namespace sudolab::app
