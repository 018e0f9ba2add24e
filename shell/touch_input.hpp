// Touch gestures for Dear ImGui, which knows only a mouse: a tap becomes a short hover-press-release at
// the finger (then the pointer leaves, so no tooltip or hover stays behind); a finger that moves more
// than a few pixels scrolls or pans instead of pressing anything; two fingers pinch (zoom the board). The browser glue feeds the finger's
// events; the main loop replaces the backend's mouse state with the result once per frame.
#pragma once

#include <deque>

#include "imgui.h"

namespace sudolab::app {

/// What the fingers mean for one frame, in device pixels.
struct GestureFrame {
    bool touch = false;          ///< the latest input came from a finger (tooltips are not shown)
    bool overrideMouse = false;  ///< replace the backend's mouse position and button with these
    ImVec2 mousePos{-1e30f, -1e30f};
    bool mouseDown = false;
    bool dragging = false;  ///< a finger is moving: scroll or pan by dragDelta, press nothing
    ImVec2 dragStart;       ///< where the moving finger went down
    ImVec2 dragDelta;       ///< how far it moved since the previous frame
    bool pinching = false;  ///< two fingers are down: zoom by pinchFactor around pinchCentre
    float pinchFactor = 1;  ///< change of the fingers' distance since the previous frame (>1: apart)
    ImVec2 pinchCentre;     ///< midpoint of the two fingers
};

class TouchGestures {
public:
    /// Finger events in CSS pixels; `seconds` is any monotonic clock.
    void start(float x, float y, double seconds);
    void move(float x, float y, double seconds);
    void end(float x, float y, double seconds);
    /// Two fingers down at a and b (CSS pixels): a pinch. A pinch is never a tap or a drag, and the
    /// fingers left after it do nothing until all are up.
    void pinch(ImVec2 a, ImVec2 b, double seconds);
    /// No finger is down any more (ends what is left of a pinch).
    void allUp(double seconds);
    /// A real mouse moved: back to mouse input unless a finger was used just before (browsers send
    /// mouse events after touches).
    void mouseMoved(double seconds);
    /// True while a tap is still being played to ImGui or the pointer has yet to leave after one: the
    /// app draws every tick until then. A finger resting on the screen changes nothing by itself (no
    /// press, no repeat, no tooltip under a finger), so it draws only when a finger event arrives: a
    /// swipe is a frame per move, not a frame per tick for as long as the finger is down.
    bool playing() const { return touch_ && (!taps_.empty() || !pointerGone_); }
    /// The gesture state for the next frame at a UI scale (device pixels per CSS pixel).
    GestureFrame nextFrame(float scale);

private:
    enum class Finger { Up, Pending, Dragging, Pinching, AfterPinch };
    Finger finger_ = Finger::Up;
    ImVec2 start_, last_, reported_;
    float pinchDistance_ = 0;  ///< the fingers' distance at the last report
    float pinchFactor_ = 1;    ///< distance ratio not yet reported to a frame
    ImVec2 pinchCentre_;
    std::deque<ImVec2> taps_;  ///< taps not yet played to ImGui, oldest first
    int tapPhase_ = 0;         ///< 0 hover, 1 press, 2 release
    bool touch_ = false;
    bool pointerGone_ = true;
    double lastTouch_ = -1e9;
};

/// The app's gesture recogniser (fed by the browser glue; idle natively).
TouchGestures& touchGestures();
/// The gestures of the current frame (set by the main loop before ImGui::NewFrame).
const GestureFrame& currentGesture();
void setCurrentGesture(const GestureFrame& frame);

}  // namespace sudolab::app
