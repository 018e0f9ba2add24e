// FramePacer: the "needs a frame" decision of the main loop (see frame_pacer.hpp).
#include "frame_pacer.hpp"

#include <algorithm>

namespace sudolab::app {

bool FramePacer::shouldDraw(const TickState& state, double now) {
    ++ticks_;
    // Input, work and held input draw this tick, and kSettleFrames more settle what they left.
    const bool cause = woken_ || state.resized || state.work || state.holding;
    woken_ = false;
    dueAt_ = state.dueAt;
    if (cause) settle_ = kSettleFrames;
    const bool draw = alwaysDraw_ || cause || settle_ > 0 || now >= state.dueAt;
    if (!draw) return false;
    if (!cause && settle_ > 0) --settle_;
    ++drawn_;
    return true;
}

double FramePacer::idleWait(double now) const {
    if (woken_ || settle_ > 0 || alwaysDraw_) return 0;
    return std::clamp(dueAt_ - now, 0.0, kMaxWaitSeconds);
}

}  // namespace sudolab::app
