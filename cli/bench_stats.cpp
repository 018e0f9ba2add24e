#include "bench_stats.hpp"

#include <algorithm>
#include <cmath>
#include <limits>

#include "base/rng.hpp"

namespace sudolab::cli {
namespace {

constexpr double kInfinity = std::numeric_limits<double>::infinity();

/// Type-7 quantile of an ascending sample that may end in +infinity (no inf - inf arithmetic).
double quantileWithInfinity(const std::vector<double>& sorted, double p) {
    const double h = static_cast<double>(sorted.size() - 1) * p;
    const auto low = static_cast<std::size_t>(std::floor(h));
    const double fraction = h - static_cast<double>(low);
    if (low + 1 >= sorted.size() || fraction == 0) return sorted[std::min(low, sorted.size() - 1)];
    if (std::isinf(sorted[low + 1])) return kInfinity;
    return sorted[low] + fraction * (sorted[low + 1] - sorted[low]);
}

/// Interval of the sorted bootstrap statistics at the given confidence.
Interval percentileInterval(std::vector<double> statistics, double confidence) {
    std::sort(statistics.begin(), statistics.end());
    const double tail = (1 - confidence) / 2;
    return {quantileWithInfinity(statistics, tail), quantileWithInfinity(statistics, 1 - tail)};
}

/// log of the binomial coefficient C(n, k).
double logChoose(std::size_t n, std::size_t k) {
    return std::lgamma(static_cast<double>(n) + 1) - std::lgamma(static_cast<double>(k) + 1) -
           std::lgamma(static_cast<double>(n - k) + 1);
}

/// A paired difference a - b where +infinity means "unsolved": both unsolved is no difference.
double pairedDifference(double a, double b) {
    if (std::isinf(a) && std::isinf(b)) return 0;
    return a - b;
}

/// Mid-ranks (1-based) of the absolute values, ascending; ties share the mean of their ranks.
std::vector<double> midRanks(const std::vector<double>& magnitudes, std::vector<std::size_t>& tieSizes) {
    std::vector<std::size_t> order(magnitudes.size());
    for (std::size_t i = 0; i < order.size(); ++i) order[i] = i;
    std::sort(order.begin(), order.end(), [&](std::size_t x, std::size_t y) { return magnitudes[x] < magnitudes[y]; });
    std::vector<double> ranks(magnitudes.size());
    for (std::size_t start = 0; start < order.size();) {
        std::size_t end = start + 1;
        while (end < order.size() && magnitudes[order[end]] == magnitudes[order[start]]) ++end;
        const double rank = (static_cast<double>(start + 1) + static_cast<double>(end)) / 2;
        for (std::size_t i = start; i < end; ++i) ranks[order[i]] = rank;
        tieSizes.push_back(end - start);
        start = end;
    }
    return ranks;
}

/// Two-sided p-value of W+ under the exact sign-flip distribution of the given ranks (ties included):
/// a subset-sum distribution over doubled ranks, which are integers because mid-ranks are halves.
double exactSignedRankP(const std::vector<double>& ranks, double wPlus) {
    std::size_t total = 0;
    std::vector<std::size_t> doubled;
    for (double rank : ranks) {
        doubled.push_back(static_cast<std::size_t>(std::lround(2 * rank)));
        total += doubled.back();
    }
    std::vector<double> probability(total + 1, 0.0);
    probability[0] = 1;
    std::size_t reach = 0;
    for (std::size_t weight : doubled) {
        reach += weight;
        for (std::size_t s = reach + 1; s-- > 0;) {
            const double without = probability[s] * 0.5;
            const double with = s >= weight ? probability[s - weight] * 0.5 : 0.0;
            probability[s] = without + with;
        }
    }
    const auto observed = static_cast<std::size_t>(std::lround(2 * wPlus));
    double lower = 0;
    double upper = 0;
    for (std::size_t s = 0; s <= total; ++s) {
        if (s <= observed) lower += probability[s];
        if (s >= observed) upper += probability[s];
    }
    return std::min(1.0, 2 * std::min(lower, upper));
}

/// Two-sided p-value of W+ by the normal approximation with tie and continuity corrections.
double normalSignedRankP(std::size_t n, double wPlus, const std::vector<std::size_t>& tieSizes) {
    const double count = static_cast<double>(n);
    const double mean = count * (count + 1) / 4;
    double variance = count * (count + 1) * (2 * count + 1) / 24;
    for (std::size_t t : tieSizes) {
        const double size = static_cast<double>(t);
        variance -= (size * size * size - size) / 48;
    }
    if (variance <= 0) return 1;
    const double z = std::max(0.0, std::fabs(wPlus - mean) - 0.5) / std::sqrt(variance);
    return std::min(1.0, std::erfc(z / std::sqrt(2.0)));
}

}  // namespace

Interval wilsonInterval(std::size_t successes, std::size_t trials, double z) {
    const double n = static_cast<double>(trials);
    const double p = static_cast<double>(successes) / n;
    const double z2 = z * z;
    const double denominator = 1 + z2 / n;
    const double centre = (p + z2 / (2 * n)) / denominator;
    const double half = z * std::sqrt(p * (1 - p) / n + z2 / (4 * n * n)) / denominator;
    // At 0 or n successes the bound is exactly 0 or 1 in exact arithmetic; rounding must not hide that.
    const double low = successes == 0 ? 0.0 : std::max(0.0, centre - half);
    const double high = successes == trials ? 1.0 : std::min(1.0, centre + half);
    return {low, high};
}

double medianOf(std::vector<double> values) {
    std::sort(values.begin(), values.end());
    return quantileWithInfinity(values, 0.5);
}

Interval bootstrapInterval(const std::vector<double>& sample,
                           const std::function<double(const std::vector<double>&)>& statistic,
                           const BootstrapSettings& settings) {
    Rng rng(settings.seed);
    std::vector<double> resample(sample.size());
    std::vector<double> statistics;
    statistics.reserve(settings.resamples);
    const auto size = static_cast<std::uint32_t>(sample.size());
    for (std::size_t b = 0; b < settings.resamples; ++b) {
        for (double& value : resample) value = sample[rng.below(size)];
        statistics.push_back(statistic(resample));
    }
    return percentileInterval(std::move(statistics), settings.confidence);
}

Interval meanTimeToSuccessInterval(const std::vector<double>& times, const std::vector<bool>& solved,
                                   const BootstrapSettings& settings) {
    Rng rng(settings.seed);
    std::vector<double> statistics;
    statistics.reserve(settings.resamples);
    const auto size = static_cast<std::uint32_t>(times.size());
    for (std::size_t b = 0; b < settings.resamples; ++b) {
        double sum = 0;
        std::size_t successes = 0;
        for (std::size_t i = 0; i < times.size(); ++i) {
            const std::uint32_t pick = rng.below(size);
            sum += times[pick];
            successes += solved[pick] ? 1 : 0;
        }
        statistics.push_back(successes > 0 ? sum / static_cast<double>(successes) : kInfinity);
    }
    return percentileInterval(std::move(statistics), settings.confidence);
}

McNemarResult mcnemarExact(std::size_t onlyA, std::size_t onlyB) {
    McNemarResult result{onlyA, onlyB, 1.0};
    const std::size_t n = onlyA + onlyB;
    if (n == 0) return result;
    const std::size_t k = std::min(onlyA, onlyB);
    const double logHalfPower = static_cast<double>(n) * std::log(0.5);
    double tail = 0;
    for (std::size_t i = 0; i <= k; ++i) tail += std::exp(logChoose(n, i) + logHalfPower);
    result.pValue = std::min(1.0, 2 * tail);
    return result;
}

WilcoxonResult wilcoxonSignedRank(const std::vector<double>& a, const std::vector<double>& b, std::size_t exactLimit) {
    std::vector<double> magnitudes;
    std::vector<bool> positive;
    for (std::size_t i = 0; i < std::min(a.size(), b.size()); ++i) {
        const double difference = pairedDifference(a[i], b[i]);
        if (difference == 0) continue;
        magnitudes.push_back(std::fabs(difference));
        positive.push_back(difference > 0);
    }
    WilcoxonResult result;
    result.pairs = magnitudes.size();
    if (magnitudes.empty()) return result;
    std::vector<std::size_t> tieSizes;
    const std::vector<double> ranks = midRanks(magnitudes, tieSizes);
    for (std::size_t i = 0; i < ranks.size(); ++i) (positive[i] ? result.wPlus : result.wMinus) += ranks[i];
    result.exact = result.pairs <= exactLimit;
    result.pValue = result.exact ? exactSignedRankP(ranks, result.wPlus)
                                 : normalSignedRankP(result.pairs, result.wPlus, tieSizes);
    return result;
}

}  // namespace sudolab::cli
