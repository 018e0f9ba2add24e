#include "touch_input.hpp"

#include <algorithm>
#include <cmath>

namespace sudolab::app {

namespace {

/// A finger that moves further than this (CSS pixels) scrolls instead of tapping: about a third of a
/// finger's width, as phone browsers do.
constexpr float kDragThreshold = 10;
/// Mouse events that arrive this soon after a touch are the browser's emulation of it, not a mouse.
constexpr double kMouseAfterTouchSeconds = 1.0;

GestureFrame gCurrent;

}  // namespace

void TouchGestures::start(float x, float y, double seconds) {
    touch_ = true;
    lastTouch_ = seconds;
    finger_ = Finger::Pending;
    start_ = last_ = reported_ = ImVec2(x, y);
}

void TouchGestures::move(float x, float y, double seconds) {
    lastTouch_ = seconds;
    if (finger_ == Finger::Up || finger_ == Finger::Pinching || finger_ == Finger::AfterPinch) return;
    last_ = ImVec2(x, y);
    if (finger_ == Finger::Pending && std::hypot(x - start_.x, y - start_.y) > kDragThreshold) finger_ = Finger::Dragging;
}

void TouchGestures::end(float x, float y, double seconds) {
    lastTouch_ = seconds;
    if (finger_ == Finger::Pinching) {
        finger_ = Finger::AfterPinch;  // one finger may still be down: it neither taps nor drags
        return;
    }
    if (finger_ == Finger::Pending) taps_.push_back(ImVec2(x, y));
    if (finger_ != Finger::Up) last_ = ImVec2(x, y);
    finger_ = Finger::Up;
}

void TouchGestures::pinch(ImVec2 a, ImVec2 b, double seconds) {
    touch_ = true;
    lastTouch_ = seconds;
    const float distance = std::max(std::hypot(a.x - b.x, a.y - b.y), 1.0f);
    if (finger_ == Finger::Pinching) pinchFactor_ *= distance / pinchDistance_;
    else pinchFactor_ = 1;
    finger_ = Finger::Pinching;
    pinchDistance_ = distance;
    pinchCentre_ = ImVec2((a.x + b.x) / 2, (a.y + b.y) / 2);
    last_ = pinchCentre_;
}

void TouchGestures::allUp(double seconds) {
    lastTouch_ = seconds;
    if (finger_ == Finger::Pinching || finger_ == Finger::AfterPinch) finger_ = Finger::Up;
}

void TouchGestures::mouseMoved(double seconds) {
    if (seconds - lastTouch_ > kMouseAfterTouchSeconds) touch_ = false;
}

GestureFrame TouchGestures::nextFrame(float scale) {
    GestureFrame frame;
    frame.touch = touch_;
    if (!touch_) return frame;
    frame.overrideMouse = true;
    auto device = [scale](ImVec2 p) { return ImVec2(p.x * scale, p.y * scale); };
    if (!taps_.empty()) {
        // A tap plays over three frames: hover, press, release (ImGui needs to see each).
        frame.mousePos = device(taps_.front());
        frame.mouseDown = tapPhase_ == 1;
        if (++tapPhase_ == 3) {
            tapPhase_ = 0;
            taps_.pop_front();
            pointerGone_ = false;
        }
        return frame;
    }
    if (finger_ == Finger::Pinching || finger_ == Finger::AfterPinch) {
        frame.mousePos = device(last_);
        frame.pinching = finger_ == Finger::Pinching;
        frame.pinchFactor = pinchFactor_;
        frame.pinchCentre = device(pinchCentre_);
        pinchFactor_ = 1;
        pointerGone_ = false;
        return frame;
    }
    if (finger_ == Finger::Dragging) {
        frame.mousePos = device(last_);
        frame.dragging = true;
        frame.dragStart = device(start_);
        frame.dragDelta = device(ImVec2(last_.x - reported_.x, last_.y - reported_.y));
        reported_ = last_;
        return frame;
    }
    if (finger_ == Finger::Pending) {
        frame.mousePos = device(start_);
        return frame;
    }
    // The finger is up: after one frame at the last point, the pointer leaves the page so nothing stays
    // hovered (no tooltip sticks after a tap).
    if (!pointerGone_) frame.mousePos = device(last_);
    pointerGone_ = true;
    return frame;
}

TouchGestures& touchGestures() {
    static TouchGestures gestures;
    return gestures;
}

const GestureFrame& currentGesture() { return gCurrent; }

void setCurrentGesture(const GestureFrame& frame) { gCurrent = frame; }

}  // namespace sudolab::app
