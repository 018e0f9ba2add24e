// Summary statistics of `sudolab bench` records, one row per (solver label, instance set): success
// rate, quartiles of the time and iterations of the successful runs, and the mean time (iterations) to
// success = mean over all runs / success rate (infinite when nothing was solved; printed "-", JSON null),
// each with its 95 % interval (bench_stats.hpp: Wilson for rates, seeded percentile bootstrap otherwise).
// Quartiles interpolate linearly between order statistics (Hyndman & Fan type 7, the default of R and
// numpy): q(p) = x[floor(h)] + (h - floor(h)) (x[floor(h)+1] - x[floor(h)]) with h = (n-1) p, 0-based.
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <vector>

#include "bench_record.hpp"
#include "bench_stats.hpp"

namespace sudolab::cli {

/// Min, quartiles and max of a sample.
struct FiveNumbers {
    double min = 0;
    double q1 = 0;
    double median = 0;
    double q3 = 0;
    double max = 0;
};

/// Type-7 quantile of an ascending, non-empty sample, p in [0, 1].
double quantile(const std::vector<double>& sorted, double p);

/// The five numbers of a sample (any order); nullopt when empty.
std::optional<FiveNumbers> fiveNumbers(std::vector<double> values);

/// Which seconds a summary reports: the runs' CPU time when every record has it (records of this
/// version always do), else wall-clock time (older records); the table's legend and JSON say which.
enum class SummaryClock { Wall, Cpu };

/// Cpu when every record has cpu_s, else Wall.
SummaryClock summaryClockOf(const std::vector<BenchRecord>& records);

/// The record's seconds on that clock.
double recordSeconds(const BenchRecord& record, SummaryClock clock);

/// One summary row.
struct SummaryRow {
    SummaryClock clock = SummaryClock::Wall;  ///< what the time columns measure
    std::string solver;  ///< label
    std::string algo;
    std::string set;
    int order = 3;
    double fraction = 0;   ///< mean nominal fixed-cell fraction of the set's runs
    double timeLimit = 0;  ///< shared by all runs of the row
    std::size_t runs = 0;
    std::size_t solved = 0;
    std::size_t timeLimitHits = 0;  ///< runs stopped by the wall-clock or the CPU-time limit
    double successRate = 0;
    std::optional<FiveNumbers> time;        ///< of successful runs
    std::optional<FiveNumbers> iterations;  ///< of successful runs
    double meanTime = 0;                    ///< over all runs
    double meanIterations = 0;              ///< over all runs
    double meanTimeToSuccess = 0;           ///< meanTime / successRate (infinity if none solved)
    double meanIterationsToSuccess = 0;
    std::optional<double> meanRestarts;     ///< over all runs, when the solver counts restarts
    Interval successInterval;               ///< 95 % Wilson interval of the success rate
    std::optional<Interval> medianTimeInterval;  ///< 95 % bootstrap interval of t.med (solved runs)
    std::optional<double> medianWork;            ///< median work units of the solved runs
    std::optional<Interval> medianWorkInterval;  ///< its 95 % bootstrap interval
    Interval meanTimeToSuccessInterval;          ///< 95 % bootstrap interval of MTTS (runs resampled)
};

/// Bootstrap settings of the summary's intervals for one row: 2000 resamples, seeded from the row's
/// label and set so that a row's intervals do not depend on the other rows of the campaign.
BootstrapSettings rowBootstrap(const std::string& solver, const std::string& set);

/// Rows in order of first appearance of the label, then of the set. Throws UsageError if one label
/// appears with different parameters or time limits (results of different experiments).
std::vector<SummaryRow> summarize(const std::vector<BenchRecord>& records);

/// The rows as an aligned text table with a legend (lines starting with '#').
std::string summaryTable(const std::vector<SummaryRow>& rows);

/// The rows as a JSON array, one object per line (infinite means as null).
std::string summaryJson(const std::vector<SummaryRow>& rows);

}  // namespace sudolab::cli
