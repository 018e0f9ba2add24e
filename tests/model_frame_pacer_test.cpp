// The app's "needs a frame" decision (shell/model/frame_pacer.*): an idle app draws nothing after its
// start, any input draws the settling frames, work and held input draw every tick, a shown text that
// changes by the clock draws once when due, and every tick counts. Also the model's side of it: busy
// while the check and the grade run, and the game clock's next second.
#include <cmath>
#include <limits>

#include "doctest.h"
#include "model/app_model.hpp"
#include "model/frame_pacer.hpp"
#include "model_test_support.hpp"
#include "test_data.hpp"

using namespace sudolab;
using namespace sudolab::app;
using namespace sudolab::app::testing_support;

namespace {

/// Ticks the pacer `count` times at `now` with `state`; returns how many of them drew.
int drawnOf(FramePacer& pacer, int count, const TickState& state = {}, double now = 0) {
    int drawn = 0;
    for (int i = 0; i < count; ++i) drawn += pacer.shouldDraw(state, now) ? 1 : 0;
    return drawn;
}

}  // namespace

TEST_CASE("frame pacer: the start draws a few frames, then an idle app draws none while its ticks go on") {
    FramePacer pacer;
    CHECK(drawnOf(pacer, 100) == FramePacer::kStartFrames);
    CHECK(pacer.ticks() == 100);
    CHECK(pacer.framesDrawn() == FramePacer::kStartFrames);
    CHECK(pacer.idleWait(0) == doctest::Approx(FramePacer::kMaxWaitSeconds));
}

TEST_CASE("frame pacer: an input event draws the settling frames, one more event starts them again") {
    FramePacer pacer;
    drawnOf(pacer, 50);
    pacer.wake();
    CHECK(pacer.idleWait(0) == 0);
    CHECK(pacer.shouldDraw({}, 0));
    CHECK(drawnOf(pacer, 2) == 2);
    pacer.wake();
    CHECK(drawnOf(pacer, 50) == 1 + FramePacer::kSettleFrames);
    TickState resized;
    resized.resized = true;
    CHECK(pacer.shouldDraw(resized, 0));
    CHECK(drawnOf(pacer, 50) == FramePacer::kSettleFrames);
}

TEST_CASE("frame pacer: work and held input draw every tick, then settle") {
    FramePacer pacer;
    drawnOf(pacer, 50);
    TickState working;
    working.work = true;
    CHECK(drawnOf(pacer, 30, working) == 30);
    CHECK(drawnOf(pacer, 30) == FramePacer::kSettleFrames);
    TickState holding;
    holding.holding = true;
    CHECK(drawnOf(pacer, 30, holding) == 30);
    CHECK(drawnOf(pacer, 30) == FramePacer::kSettleFrames);
}

TEST_CASE("frame pacer: a text due to change draws once at its time, and the native loop sleeps until then") {
    FramePacer pacer;
    drawnOf(pacer, 50, {}, 10.0);
    TickState clock;
    clock.dueAt = 11.0;
    CHECK_FALSE(pacer.shouldDraw(clock, 10.25));
    CHECK(pacer.idleWait(10.25) == doctest::Approx(0.75));
    CHECK(pacer.shouldDraw(clock, 11.0));
    clock.dueAt = 12.0;
    CHECK(drawnOf(pacer, 20, clock, 11.5) == 0);
    // Nothing due: the wait is capped (a tick with nothing to do costs nothing).
    CHECK(pacer.idleWait(11.5) == doctest::Approx(0.5));
    CHECK(drawnOf(pacer, 20, {}, 11.5) == 0);
    CHECK(pacer.idleWait(11.5) == doctest::Approx(FramePacer::kMaxWaitSeconds));
}

TEST_CASE("frame pacer: always-draw (the headless smoke runs) draws every tick") {
    FramePacer pacer;
    pacer.setAlwaysDraw(true);
    CHECK(drawnOf(pacer, 40) == 40);
    CHECK(pacer.idleWait(0) == 0);
}

TEST_CASE("frame pacer: the model is busy while the check and the grade run, then idle; the clock's next second") {
    MemoryStorage storage;
    AppModel model(storage);
    model.setPuzzle(testing::namedPuzzle("aiescargot"), "aiescargot");
    CHECK(model.busy());
    int frames = 0;
    while (model.busy() && frames < 100000) {
        model.advanceFrame();
        ++frames;
    }
    CHECK_FALSE(model.busy());
    CHECK(model.play().uniqueness().finished());
    CHECK(model.play().hints().grade().finished);
    CHECK(model.clockRuns());
    model.keepGame(100.0);
    model.keepGame(101.25);
    CHECK(model.games().secondsPlayed() == doctest::Approx(1.25));
    CHECK(model.games().nextSecondAt() == doctest::Approx(102.0));
    model.run();
    CHECK(model.busy());
    CHECK_FALSE(model.clockRuns());
}
