#include "trace_sampler.hpp"

#include <algorithm>

namespace sudolab::app {

namespace {

bool samePoint(const TracePoint& a, const TracePoint& b) {
    return a.seconds == b.seconds && a.iteration == b.iteration && a.cost == b.cost;
}

}  // namespace

TraceSampler::TraceSampler(std::size_t maxBuckets) : maxBuckets_(std::max<std::size_t>(maxBuckets, 2)) {}

void TraceSampler::add(const TracePoint& point) {
    if (samples_ > 0 && latest_.iteration == point.iteration && latest_.cost == point.cost) return;
    if (samples_++ == 0) first_ = point;
    lowest_ = samples_ == 1 ? point.cost : std::min(lowest_, point.cost);
    latest_ = point;
    dirty_ = true;
    if (buckets_.empty() || buckets_.back().count >= span_) {
        if (buckets_.size() >= maxBuckets_) mergePairs();
        if (buckets_.empty() || buckets_.back().count >= span_) {
            buckets_.push_back({point, point, 1});
            return;
        }
    }
    Bucket& open = buckets_.back();
    ++open.count;
    if (point.cost < open.low.cost) open.low = point;
    if (point.cost > open.high.cost) open.high = point;
}

void TraceSampler::mergePairs() {
    std::size_t kept = 0;
    for (std::size_t i = 0; i < buckets_.size(); i += 2) {
        Bucket merged = buckets_[i];
        if (i + 1 < buckets_.size()) {
            const Bucket& next = buckets_[i + 1];
            if (next.low.cost < merged.low.cost) merged.low = next.low;
            if (next.high.cost > merged.high.cost) merged.high = next.high;
            merged.count += next.count;
        }
        buckets_[kept++] = merged;
    }
    buckets_.resize(kept);
    span_ *= 2;
}

const std::vector<TracePoint>& TraceSampler::points() const {
    if (!dirty_) return points_;
    points_.clear();
    auto push = [this](const TracePoint& point) {
        if (points_.empty() || !samePoint(points_.back(), point)) points_.push_back(point);
    };
    if (samples_ > 0) push(first_);
    for (const Bucket& bucket : buckets_) {
        const bool lowFirst = bucket.low.seconds <= bucket.high.seconds;
        push(lowFirst ? bucket.low : bucket.high);
        push(lowFirst ? bucket.high : bucket.low);
    }
    if (samples_ > 0) push(latest_);
    dirty_ = false;
    return points_;
}

}  // namespace sudolab::app
