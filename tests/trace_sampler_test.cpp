// The app's cost-trace sampler (shell/model/trace_sampler.*): bounded, the first, latest and lowest samples
// and every spike kept, time order preserved.
#include <doctest.h>

#include <algorithm>
#include <cstddef>

#include "model/trace_sampler.hpp"

using sudolab::app::TracePoint;
using sudolab::app::TraceSampler;

namespace {

TracePoint at(std::size_t i, double cost) {
    return {static_cast<double>(i), static_cast<double>(i) * 0.001, cost, cost};
}

}  // namespace

TEST_CASE("trace sampler: under the bound every sample is kept") {
    TraceSampler sampler(16);
    for (std::size_t i = 0; i < 10; ++i) sampler.add(at(i, 100.0 - static_cast<double>(i)));
    CHECK(sampler.samples() == 10);
    REQUIRE(sampler.points().size() == 10);
    for (std::size_t i = 0; i < 10; ++i) CHECK(sampler.points()[i].iteration == static_cast<double>(i));
}

TEST_CASE("trace sampler: a repeat of the latest sample is not a new sample") {
    TraceSampler sampler(16);
    sampler.add(at(3, 7));
    sampler.add(at(3, 7));
    CHECK(sampler.samples() == 1);
    CHECK(sampler.points().size() == 1);
}

TEST_CASE("trace sampler: a long stream stays bounded and keeps its extremes, ends and order") {
    TraceSampler sampler(32);
    const std::size_t count = 100000;
    const std::size_t dip = 61234, spike = 7777;
    for (std::size_t i = 0; i < count; ++i) {
        double cost = 50.0 + static_cast<double>(i % 10);  // a saw tooth around 50-59
        if (i == dip) cost = 1;
        if (i == spike) cost = 500;
        sampler.add(at(i, cost));
    }
    const auto& points = sampler.points();
    CHECK(sampler.samples() == count);
    CHECK(points.size() <= sampler.maxPoints());
    CHECK(points.size() >= 32);  // the merges halve the buckets, never to fewer than half the bound
    CHECK(points.front().iteration == 0);
    CHECK(points.back().iteration == static_cast<double>(count - 1));
    CHECK(std::is_sorted(points.begin(), points.end(),
                         [](const TracePoint& a, const TracePoint& b) { return a.iteration < b.iteration; }));
    const auto low = std::min_element(points.begin(), points.end(),
                                      [](const TracePoint& a, const TracePoint& b) { return a.cost < b.cost; });
    const auto high = std::max_element(points.begin(), points.end(),
                                       [](const TracePoint& a, const TracePoint& b) { return a.cost < b.cost; });
    CHECK(low->iteration == static_cast<double>(dip));
    CHECK(sampler.lowestCost() == 1);
    CHECK(high->iteration == static_cast<double>(spike));
    // The saw tooth's range is kept in every part of the curve, not flattened to its mean.
    std::size_t lows = 0, highs = 0;
    for (const TracePoint& p : points) {
        if (p.cost == 50) ++lows;
        if (p.cost == 59) ++highs;
    }
    CHECK(lows >= 16);
    CHECK(highs >= 16);
}
