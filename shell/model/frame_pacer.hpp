// Draw only when something can have changed: an open page that nobody touches should cost (almost) no
// CPU, so the main loop asks the pacer at every tick whether to build, render and show a frame. A frame is
// drawn while the model works (a run or race, the solution check, the grade, a puzzle being made), while
// input is still in progress (a button down, a tap being played), when a shown text changes by the clock (the game
// clock's next second, a notice's expiry), and for a few frames after any input event, resize or change
// of work: ImGui needs them to settle (hover, popups opening, windows fitting their content).
#pragma once

#include <cstdint>
#include <limits>

namespace sudolab::app {

/// What the main loop knows at a tick about whether the picture can have changed.
struct TickState {
    bool work = false;     ///< the model has work under way, or a frame's pixels are waiting to be read
    bool holding = false;  ///< input in progress: a mouse button down, a tap not yet played
    bool resized = false;  ///< the drawing size or scale changed since the last tick
    double dueAt = std::numeric_limits<double>::infinity();  ///< when a shown text changes (steady seconds)
};

class FramePacer {
public:
    /// Frames drawn after the last input event, resize or work, for ImGui to settle. Two are enough: a
    /// click's release activates its widget in the tick of the event, a popup or window opened then is
    /// sized in the next frame and shown in the one after (the browser suite passes with 2; each frame at
    /// 1280x800 costs software GL tens of ms of CPU, docs/TESTING.md).
    static constexpr int kSettleFrames = 2;
    /// Frames drawn when the app starts (fonts, first layout, the page's first picture).
    static constexpr int kStartFrames = 10;
    /// The longest a native loop sleeps waiting for events (nothing is lost by a tick with nothing to do).
    static constexpr double kMaxWaitSeconds = 1;

    /// An input event, or a command from the page's script, arrived: the next ticks draw.
    void wake() { woken_ = true; }
    /// Draw at every tick whatever happens (the headless smoke runs count frames).
    void setAlwaysDraw(bool on) { alwaysDraw_ = on; }
    /// Called once per main-loop tick at `now` (steady seconds): true if this tick should draw a frame.
    /// Every tick counts (ticks()), drawn or not.
    bool shouldDraw(const TickState& state, double now);
    /// How long the native loop may wait for events before the next tick: 0 while frames are due.
    double idleWait(double now) const;
    /// Main-loop ticks so far: each one either drew a frame or had nothing to draw (all input before it
    /// was handled by then), so a script that waits for ticks never waits on an idle page.
    std::uint64_t ticks() const { return ticks_; }
    /// Ticks that drew a frame.
    std::uint64_t framesDrawn() const { return drawn_; }

private:
    bool woken_ = false;
    bool alwaysDraw_ = false;
    int settle_ = kStartFrames;
    double dueAt_ = std::numeric_limits<double>::infinity();
    std::uint64_t ticks_ = 0;
    std::uint64_t drawn_ = 0;
};

}  // namespace sudolab::app
