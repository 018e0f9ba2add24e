// A run's cost trace at bounded size: samples come after every chunk of work (several per frame), and
// when the trace is full neighbouring buckets merge, each keeping its lowest- and highest-cost sample,
// so the curve's shape (every dip and spike, the minimum) survives at any run length.
#pragma once

#include <cstddef>
#include <vector>

namespace sudolab::app {

/// One sample of a run's cost trace.
struct TracePoint {
    double iteration = 0;  ///< Snapshot::iteration
    double seconds = 0;    ///< run time so far (Run::wallSeconds)
    double cost = 0;
    double bestCost = 0;
};

/// Min/max decimation of a stream of trace samples (added in time order) to at most
/// 2 * maxBuckets + 2 points: the first and the latest sample plus each bucket's extremes.
class TraceSampler {
public:
    /// `maxBuckets` >= 2.
    explicit TraceSampler(std::size_t maxBuckets = 1024);

    /// Adds a sample taken after `previous` ones (a repeat of the latest sample is ignored).
    void add(const TracePoint& point);
    /// The kept points in time order (first sample, each bucket's low and high, latest sample).
    const std::vector<TracePoint>& points() const;
    /// Samples added (repeats not counted).
    std::size_t samples() const { return samples_; }
    /// The lowest cost of all samples added (the kept points include a sample of this cost).
    double lowestCost() const { return lowest_; }
    /// The most points points() can hold.
    std::size_t maxPoints() const { return 2 * maxBuckets_ + 2; }

private:
    struct Bucket {
        TracePoint low;   ///< the sample of lowest cost (the earliest of equals)
        TracePoint high;  ///< the sample of highest cost (the earliest of equals)
        std::size_t count = 0;
    };
    /// Halves the bucket count by merging neighbours; each bucket then covers twice the samples.
    void mergePairs();

    std::size_t maxBuckets_;
    std::size_t span_ = 1;  ///< samples per bucket
    std::vector<Bucket> buckets_;
    TracePoint first_;
    TracePoint latest_;
    std::size_t samples_ = 0;
    double lowest_ = 0;
    mutable std::vector<TracePoint> points_;
    mutable bool dirty_ = false;
};

}  // namespace sudolab::app
