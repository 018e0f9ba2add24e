// FramePacer: the "needs a frame" decision of the main loop (see frame_pacer.hpp).
#include "frame_pacer.hpp"

#include <algorithm>

namespace sudolab::app {

bool FramePacer::shouldDraw(const TickState& state, double now) {
    ++ticks_;
    // Work and held input draw every frame, and the frames after them settle what they left.
    if (woken_ || state.resized || state.work || state.holding) settle_ = kSettleFrames;
    woken_ = false;
    dueAt_ = state.dueAt;
    const bool draw = alwaysDraw_ || settle_ > 0 || now >= state.dueAt;
    if (!draw) return false;
    if (settle_ > 0) --settle_;
    ++drawn_;
    return true;
}

double FramePacer::idleWait(double now) const {
    if (woken_ || settle_ > 0 || alwaysDraw_) return 0;
    return std::clamp(dueAt_ - now, 0.0, kMaxWaitSeconds);
}

}  // namespace sudolab::app
