#include "bench_compare.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <limits>
#include <map>
#include <nlohmann/json.hpp>
#include <tuple>

#include "bench_summary.hpp"
#include "common.hpp"

namespace sudolab::cli {
namespace {

constexpr double kUnsolved = std::numeric_limits<double>::infinity();

/// A run's identity across labels: the same puzzle and repetition.
using PairKey = std::tuple<std::string, int, int>;

PairKey pairKey(const BenchRecord& record) { return {record.file, record.index, record.runIndex}; }

/// The runs of one label by pair key.
std::map<PairKey, const BenchRecord*> runsOf(const std::vector<BenchRecord>& records, const std::string& label) {
    std::map<PairKey, const BenchRecord*> runs;
    for (const BenchRecord& record : records)
        if (record.solver == label) runs[pairKey(record)] = &record;
    if (runs.empty()) throw UsageError("bench --compare: no records of solver '" + label + "'");
    return runs;
}

/// The comparison over the given pairs (A's record, B's record).
PairedComparison compare(const std::vector<std::pair<const BenchRecord*, const BenchRecord*>>& pairs,
                         SummaryClock clock) {
    PairedComparison result;
    std::size_t onlyA = 0;
    std::size_t onlyB = 0;
    std::vector<double> timeA, timeB, workA, workB, ratios;
    bool sameUnit = true;
    for (const auto& [a, b] : pairs) {
        ++result.pairs;
        if (a->solved && b->solved) ++result.bothSolved;
        if (!a->solved && !b->solved) ++result.neitherSolved;
        if (a->solved && !b->solved) ++onlyA;
        if (!a->solved && b->solved) ++onlyB;
        const double secondsA = recordSeconds(*a, clock);
        const double secondsB = recordSeconds(*b, clock);
        timeA.push_back(a->solved ? secondsA : kUnsolved);
        timeB.push_back(b->solved ? secondsB : kUnsolved);
        workA.push_back(a->solved ? static_cast<double>(a->work) : kUnsolved);
        workB.push_back(b->solved ? static_cast<double>(b->work) : kUnsolved);
        sameUnit = sameUnit && a->workUnit == b->workUnit && a->algo == b->algo;
        if (a->solved && b->solved && secondsB > 0) ratios.push_back(secondsA / secondsB);
    }
    result.solved = mcnemarExact(onlyA, onlyB);
    result.time = wilcoxonSignedRank(timeA, timeB);
    if (sameUnit) result.work = wilcoxonSignedRank(workA, workB);
    if (!ratios.empty()) result.medianTimeRatio = medianOf(ratios);
    return result;
}

std::string pText(double p) {
    char buffer[32];
    std::snprintf(buffer, sizeof buffer, p < 1e-4 ? "%.2e" : "%.4f", p);
    return buffer;
}

std::string wilcoxonText(const char* what, const WilcoxonResult& test, const std::string& a, const std::string& b) {
    std::string text = std::string("#   Wilcoxon signed-rank on ") + what + ": " + std::to_string(test.pairs) +
                       " non-tied pairs, W+ = " + formatNumber(test.wPlus) + " (" + a + " larger), W- = " +
                       formatNumber(test.wMinus) + " (" + b + " larger), p = " + pText(test.pValue) +
                       (test.exact ? " (exact)" : " (normal approximation)") + "\n";
    return text;
}

nlohmann::ordered_json wilcoxonJson(const WilcoxonResult& test) {
    return {{"pairs", test.pairs}, {"w_plus", test.wPlus}, {"w_minus", test.wMinus}, {"p", test.pValue},
            {"exact", test.exact}};
}

}  // namespace

std::pair<std::string, std::string> parseComparePair(const std::string& text) {
    const std::size_t comma = text.find(',');
    if (comma == std::string::npos || comma == 0 || comma + 1 == text.size() ||
        text.find(',', comma + 1) != std::string::npos)
        throw UsageError("--compare: expected two solver labels A,B, got '" + text + "'");
    std::pair<std::string, std::string> labels{text.substr(0, comma), text.substr(comma + 1)};
    if (labels.first == labels.second) throw UsageError("--compare: the two labels must differ, got '" + text + "'");
    return labels;
}

std::vector<PairedComparison> comparePaired(const std::vector<BenchRecord>& records, const std::string& labelA,
                                            const std::string& labelB) {
    const auto runsA = runsOf(records, labelA);
    const auto runsB = runsOf(records, labelB);
    std::vector<std::string> sets;
    std::map<std::string, std::vector<std::pair<const BenchRecord*, const BenchRecord*>>> bySet;
    std::vector<std::pair<const BenchRecord*, const BenchRecord*>> all;
    for (const BenchRecord& record : records) {  // record order keeps the sets' order of appearance
        if (record.solver != labelA) continue;
        const auto partner = runsB.find(pairKey(record));
        if (partner == runsB.end()) continue;
        if (!bySet.count(record.set)) sets.push_back(record.set);
        bySet[record.set].push_back({&record, partner->second});
        all.push_back({&record, partner->second});
    }
    if (all.empty())
        throw UsageError("bench --compare: solvers '" + labelA + "' and '" + labelB + "' share no run (same file, " +
                         "index and run index)");
    const SummaryClock clock = summaryClockOf(records);
    std::vector<PairedComparison> comparisons;
    for (const std::string& set : sets) {
        comparisons.push_back(compare(bySet[set], clock));
        comparisons.back().set = set;
    }
    if (sets.size() > 1) {
        comparisons.push_back(compare(all, clock));
        comparisons.back().set = "*";
    }
    for (PairedComparison& comparison : comparisons) {
        comparison.labelA = labelA;
        comparison.labelB = labelB;
    }
    return comparisons;
}

std::string comparisonText(const std::vector<PairedComparison>& comparisons) {
    std::string text;
    for (const PairedComparison& c : comparisons) {
        const std::string& a = c.labelA;
        const std::string& b = c.labelB;
        text += "# compare " + a + " vs " + b + " on " + (c.set == "*" ? std::string("all sets") : "set " + c.set) +
                ": " + std::to_string(c.pairs) + " paired runs, both solved " + std::to_string(c.bothSolved) +
                ", neither " + std::to_string(c.neitherSolved) + "\n";
        text += "#   McNemar exact: only " + a + " solved " + std::to_string(c.solved.onlyA) + ", only " + b +
                " solved " + std::to_string(c.solved.onlyB) + ", p = " + pText(c.solved.pValue) + "\n";
        text += wilcoxonText("time (unsolved = worst)", c.time, a, b);
        if (c.work) text += wilcoxonText("work (unsolved = worst)", *c.work, a, b);
        if (c.medianTimeRatio)
            text += "#   median time ratio " + a + "/" + b + " over pairs both solved: " +
                    formatNumber(*c.medianTimeRatio) + "\n";
    }
    return text;
}

std::string comparisonJson(const std::vector<PairedComparison>& comparisons) {
    std::string text = "[\n";
    for (std::size_t i = 0; i < comparisons.size(); ++i) {
        const PairedComparison& c = comparisons[i];
        const nlohmann::ordered_json object = {
            {"a", c.labelA},
            {"b", c.labelB},
            {"set", c.set},
            {"pairs", c.pairs},
            {"both_solved", c.bothSolved},
            {"neither_solved", c.neitherSolved},
            {"mcnemar", {{"only_a", c.solved.onlyA}, {"only_b", c.solved.onlyB}, {"p", c.solved.pValue}}},
            {"wilcoxon_time", wilcoxonJson(c.time)},
            {"wilcoxon_work", c.work ? wilcoxonJson(*c.work) : nlohmann::ordered_json(nullptr)},
            {"median_time_ratio", c.medianTimeRatio ? nlohmann::ordered_json(*c.medianTimeRatio) : nullptr},
        };
        text += object.dump() + (i + 1 < comparisons.size() ? ",\n" : "\n");
    }
    return text + "]\n";
}

}  // namespace sudolab::cli
