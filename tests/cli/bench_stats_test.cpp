// The statistics of `sudolab bench` against values computed independently: Wilson bounds from the
// closed formula, McNemar p-values from binomial sums with exact integers, Wilcoxon p-values by
// enumerating every sign assignment (2^n), all computed outside this code base (Python 3, math.comb
// and itertools.product) and written here as literals.
#include <cmath>
#include <limits>
#include <vector>

#include "bench_compare.hpp"
#include "bench_stats.hpp"
#include "bench_summary.hpp"
#include "doctest.h"

using namespace sudolab::cli;

namespace {

constexpr double kInf = std::numeric_limits<double>::infinity();

const std::string algo = "dlx";
const std::string set = "s";

BenchRecord pairedRecord(const std::string& solver, int index, bool solved, double time, std::uint64_t work) {
    BenchRecord r;
    r.solver = solver;
    r.algo = algo;  // two configurations of one solver: their work units compare
    r.set = set;
    r.file = set + ".txt";
    r.index = index;
    r.solved = solved;
    r.outcome = solved ? sudolab::Outcome::Solved : sudolab::Outcome::TimeLimit;
    r.timeSeconds = time;
    r.work = work;
    r.workUnit = algo + " nodes";
    r.timeLimit = 5;
    return r;
}

}  // namespace

TEST_CASE("Wilson intervals match the closed formula's values") {
    const Interval a = wilsonInterval(7, 10);
    CHECK(a.low == doctest::Approx(0.396778147461).epsilon(1e-10));
    CHECK(a.high == doctest::Approx(0.892208732594).epsilon(1e-10));
    const Interval none = wilsonInterval(0, 10);
    CHECK(none.low == 0.0);
    CHECK(none.high == doctest::Approx(0.277532799863).epsilon(1e-10));
    const Interval all = wilsonInterval(10, 10);
    CHECK(all.low == doctest::Approx(0.722467200137).epsilon(1e-10));
    CHECK(all.high == 1.0);
    const Interval b = wilsonInterval(45, 50);
    CHECK(b.low == doctest::Approx(0.786397685625).epsilon(1e-10));
    CHECK(b.high == doctest::Approx(0.956524235068).epsilon(1e-10));
}

TEST_CASE("McNemar's exact test equals the two-sided binomial sum") {
    CHECK(mcnemarExact(3, 12).pValue == doctest::Approx(0.03515625));
    CHECK(mcnemarExact(12, 3).pValue == doctest::Approx(0.03515625));
    CHECK(mcnemarExact(0, 5).pValue == doctest::Approx(0.0625));
    CHECK(mcnemarExact(5, 5).pValue == 1.0);
    CHECK(mcnemarExact(10, 25).pValue == doctest::Approx(0.0166738478001));
    CHECK(mcnemarExact(0, 0).pValue == 1.0);
}

TEST_CASE("Wilcoxon signed-rank: exact p-values equal full enumeration of sign flips") {
    SUBCASE("no infinities, ties and zero differences") {
        const std::vector<double> a{10, 12, 15, 14, 13, 18, 11, 16, 17, 19};
        const std::vector<double> b{9, 12, 11, 16, 10, 12, 11, 10, 12, 13};
        const WilcoxonResult w = wilcoxonSignedRank(a, b);
        CHECK(w.pairs == 8);
        CHECK(w.wPlus == 34.0);
        CHECK(w.wMinus == 2.0);
        CHECK(w.exact);
        CHECK(w.pValue == doctest::Approx(0.0234375));
    }
    SUBCASE("unsolved runs as +infinity: both unsolved is a tie, one unsolved the largest difference") {
        const std::vector<double> a{1.2, 3.4, 2.0, 5.5, kInf, 0.7, 2.2, 9.0, 4.1, 3.3, kInf, 1.0};
        const std::vector<double> b{1.0, 3.9, 2.0, 4.5, 2.5, 0.9, 1.2, kInf, 3.1, 3.0, kInf, 0.5};
        const WilcoxonResult w = wilcoxonSignedRank(a, b);
        CHECK(w.pairs == 10);
        CHECK(w.wPlus == 39.0);
        CHECK(w.wMinus == 16.0);
        CHECK(w.pValue == doctest::Approx(0.263671875));
    }
    SUBCASE("the normal approximation is close to the exact value for many pairs") {
        std::vector<double> a, b;
        for (int i = 1; i <= 60; ++i) {
            a.push_back(i + (i % 3 == 0 ? 0.5 : -0.25) * i);
            b.push_back(i);
        }
        const WilcoxonResult exact = wilcoxonSignedRank(a, b, 200);
        const WilcoxonResult normal = wilcoxonSignedRank(a, b, 0);
        CHECK(exact.exact);
        CHECK_FALSE(normal.exact);
        CHECK(normal.wPlus == exact.wPlus);
        CHECK(normal.pValue == doctest::Approx(exact.pValue).epsilon(0.05));
    }
    SUBCASE("no non-zero difference: p = 1") {
        const WilcoxonResult w = wilcoxonSignedRank({1, 2, kInf}, {1, 2, kInf});
        CHECK(w.pairs == 0);
        CHECK(w.pValue == 1.0);
    }
}

TEST_CASE("bootstrap intervals are seeded, contain the statistic, and match a known distribution") {
    // Resampling {1, 2, 3}: the median is 1 or 3 with probability 7/27 each, so the 2.5 % and 97.5 %
    // quantiles of many resamples are exactly 1 and 3.
    const BootstrapSettings settings{4000, 7, 0.95};
    const Interval small = bootstrapInterval({1, 2, 3}, medianOf, settings);
    CHECK(small.low == 1.0);
    CHECK(small.high == 3.0);
    std::vector<double> sample;
    for (int i = 0; i < 101; ++i) sample.push_back(i * 0.37 + (i % 7));
    const Interval first = bootstrapInterval(sample, medianOf, settings);
    const Interval again = bootstrapInterval(sample, medianOf, settings);
    CHECK(first.low == again.low);
    CHECK(first.high == again.high);
    const double median = medianOf(sample);
    CHECK(first.low <= median);
    CHECK(median <= first.high);
    CHECK(first.low < first.high);
    const Interval constant = bootstrapInterval({4, 4, 4, 4}, medianOf, settings);
    CHECK(constant.low == 4.0);
    CHECK(constant.high == 4.0);
}

TEST_CASE("mean time to success interval: infinite bound when resamples can have no success") {
    const BootstrapSettings settings{2000, 3, 0.95};
    const Interval sure = meanTimeToSuccessInterval({1, 1, 1, 1}, {true, true, true, true}, settings);
    CHECK(sure.low == 1.0);
    CHECK(sure.high == 1.0);
    // One success in ten runs: a resample misses it with probability 0.9^10 = 0.35 > 2.5 %.
    std::vector<double> times(10, 5.0);
    std::vector<bool> solved(10, false);
    times[0] = 1.0;
    solved[0] = true;
    const Interval rare = meanTimeToSuccessInterval(times, solved, settings);
    CHECK(std::isinf(rare.high));
    CHECK(std::isfinite(rare.low));
    const Interval never = meanTimeToSuccessInterval({5, 5}, {false, false}, settings);
    CHECK(std::isinf(never.low));
}

TEST_CASE("summary rows carry the intervals; paired comparisons pair by file, index and run") {
    std::vector<BenchRecord> records;
    const bool aSolved[] = {true, true, true, true, true, true, false, true};
    const bool bSolved[] = {false, false, true, false, false, true, false, true};
    for (int i = 0; i < 8; ++i) {
        records.push_back(pairedRecord("a", i + 1, aSolved[i], 1.0 + i, 10 + i));
        records.push_back(pairedRecord("b", i + 1, bSolved[i], 2.0 + i, 20 + i));
    }
    const std::vector<SummaryRow> rows = summarize(records);
    REQUIRE(rows.size() == 2);
    CHECK(rows[0].successInterval.low == doctest::Approx(wilsonInterval(7, 8).low));
    REQUIRE(rows[0].medianTimeInterval);
    CHECK(rows[0].medianTimeInterval->low <= rows[0].time->median);
    REQUIRE(rows[1].medianWork);
    CHECK(*rows[1].medianWork == 25.0);  // solved b runs: work 22, 25, 27

    const std::vector<PairedComparison> c = comparePaired(records, "a", "b");
    REQUIRE(c.size() == 1);
    CHECK(c[0].pairs == 8);
    CHECK(c[0].bothSolved == 3);
    CHECK(c[0].neitherSolved == 1);
    CHECK(c[0].solved.onlyA == 4);
    CHECK(c[0].solved.onlyB == 0);
    CHECK(c[0].solved.pValue == doctest::Approx(0.125));
    REQUIRE(c[0].work);
    CHECK(c[0].time.wMinus > c[0].time.wPlus);  // a is faster (and b unsolved counts as slowest)
    REQUIRE(c[0].medianTimeRatio);
    CHECK(*c[0].medianTimeRatio == doctest::Approx(6.0 / 7.0));  // both solved: 3/4, 6/7, 8/9
    CHECK_THROWS(comparePaired(records, "a", "zzz"));
    CHECK_THROWS(parseComparePair("a"));
    CHECK_THROWS(parseComparePair("a,a"));
}

TEST_CASE("summaries report CPU seconds when every record has them, wall seconds otherwise") {
    std::vector<BenchRecord> records;
    for (int i = 0; i < 3; ++i) {
        BenchRecord r = pairedRecord("a", i + 1, true, 10.0 + i, 5);
        r.cpuSeconds = 1.0 + i;
        records.push_back(r);
    }
    CHECK(summaryClockOf(records) == SummaryClock::Cpu);
    std::vector<SummaryRow> rows = summarize(records);
    REQUIRE(rows[0].time);
    CHECK(rows[0].time->median == 2.0);
    CHECK(summaryTable(rows).find("CPU seconds") != std::string::npos);
    records[1].cpuSeconds.reset();  // one older record without cpu_s: everything in wall seconds
    CHECK(summaryClockOf(records) == SummaryClock::Wall);
    rows = summarize(records);
    CHECK(rows[0].time->median == 11.0);
    CHECK(summaryTable(rows).find("wall clock") != std::string::npos);
}
