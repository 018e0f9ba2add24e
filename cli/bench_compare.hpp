// Paired comparison of two solver labels of one campaign on the same runs (same instance, same run
// index): McNemar's exact test on solved/unsolved and Wilcoxon's signed-rank test on time (and on
// work when both labels count the same work unit), per instance set and over all sets.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "bench_record.hpp"
#include "bench_stats.hpp"

namespace sudolab::cli {

/// The comparison of labels A and B on one set (or "*" for every set together).
struct PairedComparison {
    std::string labelA;
    std::string labelB;
    std::string set;
    std::size_t pairs = 0;       ///< runs present for both labels
    std::size_t bothSolved = 0;
    std::size_t neitherSolved = 0;
    McNemarResult solved;        ///< onlyA / onlyB discordant pairs and the exact p-value
    WilcoxonResult time;         ///< on time_s, an unsolved run counting as +infinity
    std::optional<WilcoxonResult> work;  ///< on work (same unit only), unsolved = +infinity
    std::optional<double> medianTimeRatio;  ///< median over pairs both solved of time A / time B
};

/// Parses "A,B" (two different labels) from --compare; throws UsageError otherwise.
std::pair<std::string, std::string> parseComparePair(const std::string& text);

/// One comparison per set where both labels ran (in order of first appearance), then "*" over all
/// sets when there is more than one. Throws UsageError when a label has no records.
std::vector<PairedComparison> comparePaired(const std::vector<BenchRecord>& records, const std::string& labelA,
                                            const std::string& labelB);

/// Text lines (starting with '#') stating each test and its result.
std::string comparisonText(const std::vector<PairedComparison>& comparisons);

/// The comparisons as a JSON array, one object per line.
std::string comparisonJson(const std::vector<PairedComparison>& comparisons);

}  // namespace sudolab::cli
