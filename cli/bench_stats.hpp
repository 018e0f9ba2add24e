// Statistics a reviewer expects beside a benchmark summary: 95 % Wilson intervals for success rates,
// seeded percentile-bootstrap intervals for medians and for the mean time to success, and paired tests
// of two solvers on the same runs (McNemar's exact test on solved/unsolved, Wilcoxon's signed-rank
// test on time or work). Pure functions of their inputs: the same records give the same intervals.
#pragma once

#include <cstddef>
#include <cstdint>
#include <functional>
#include <optional>
#include <vector>

namespace sudolab::cli {

/// A two-sided interval; bounds may be +infinity (e.g. a mean time to success with no success).
struct Interval {
    double low = 0;
    double high = 0;
};

/// The z of a two-sided 95 % normal interval (qnorm(0.975)).
inline constexpr double kZ95 = 1.959963984540054;

/// Wilson score interval for `successes` out of `trials` (trials >= 1) at the given z.
Interval wilsonInterval(std::size_t successes, std::size_t trials, double z = kZ95);

/// Settings of the percentile bootstrap.
struct BootstrapSettings {
    std::size_t resamples = 2000;
    std::uint64_t seed = 1;
    double confidence = 0.95;
};

/// Percentile-bootstrap interval of `statistic` over resamples (with replacement, same size) of
/// `sample` (non-empty); the quantiles are type 7 over the sorted resampled statistics.
Interval bootstrapInterval(const std::vector<double>& sample,
                           const std::function<double(const std::vector<double>&)>& statistic,
                           const BootstrapSettings& settings);

/// Median (type 7) of a non-empty sample, any order.
double medianOf(std::vector<double> values);

/// Bootstrap interval of the mean time to success = sum of times / number solved, resampling runs
/// (time, solved) together; the bound is +infinity where resamples with no success reach it.
Interval meanTimeToSuccessInterval(const std::vector<double>& times, const std::vector<bool>& solved,
                                   const BootstrapSettings& settings);

/// McNemar's exact test on paired solved/unsolved outcomes.
struct McNemarResult {
    std::size_t onlyA = 0;  ///< pairs A solved and B did not
    std::size_t onlyB = 0;  ///< pairs B solved and A did not
    double pValue = 1;      ///< two-sided exact binomial p-value of onlyA vs onlyB (1 when both are 0)
};

/// McNemar's exact test from the discordant counts.
McNemarResult mcnemarExact(std::size_t onlyA, std::size_t onlyB);

/// Wilcoxon's signed-rank test on paired differences.
struct WilcoxonResult {
    std::size_t pairs = 0;     ///< non-zero differences used (zeros are dropped, Wilcoxon's rule)
    double wPlus = 0;          ///< sum of the ranks of positive differences (A larger)
    double wMinus = 0;         ///< sum of the ranks of negative differences (B larger)
    double pValue = 1;         ///< two-sided
    bool exact = false;        ///< true: exact permutation distribution (ties included); false: normal
};

/// Wilcoxon's signed-rank test on a[i] - b[i]. Values may be +infinity (an unsolved run is worse
/// than every solved one): inf - inf counts as zero, x - inf as a difference larger in size than
/// every finite one. Ties get mid-ranks. Exact up to `exactLimit` non-zero pairs, else the normal
/// approximation with tie and continuity correction.
WilcoxonResult wilcoxonSignedRank(const std::vector<double>& a, const std::vector<double>& b,
                                  std::size_t exactLimit = 200);

}  // namespace sudolab::cli
