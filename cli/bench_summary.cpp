#include "bench_summary.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <limits>
#include <map>
#include <nlohmann/json.hpp>

#include "bench_plan.hpp"
#include "common.hpp"

namespace sudolab::cli {
namespace {

/// "name=value ..." of a record's parameters, to compare records of one label.
std::string paramText(const BenchRecord& record) {
    std::string text;
    for (const auto& [name, value] : record.params) text += (text.empty() ? "" : " ") + name + "=" + value;
    return text;
}

std::string printed(const char* format, double value) {
    if (std::isinf(value)) return "-";
    char buffer[48];
    std::snprintf(buffer, sizeof buffer, format, value);
    return buffer;
}

std::string seconds(double value) { return printed("%.3g", value); }
std::string percent(double fraction) { return printed("%.3g%%", 100.0 * fraction); }
/// Iteration counts: exact below a million, four significant digits above (columns stay narrow).
std::string count(double value) { return printed(value < 1e6 ? "%.6g" : "%.4g", value); }

nlohmann::ordered_json numberOrNull(double value) {
    return std::isfinite(value) ? nlohmann::ordered_json(value) : nlohmann::ordered_json(nullptr);
}

nlohmann::ordered_json fiveJson(const std::optional<FiveNumbers>& five) {
    if (!five) return nullptr;
    return {{"min", five->min}, {"q1", five->q1}, {"median", five->median}, {"q3", five->q3}, {"max", five->max}};
}

/// The intervals of a row from its runs: Wilson for the rate, bootstrap for the medians and MTTS.
void addIntervals(SummaryRow& row, const std::vector<const BenchRecord*>& records) {
    const SummaryClock clock = row.clock;
    row.successInterval = wilsonInterval(row.solved, row.runs);
    std::vector<double> allTimes;
    std::vector<bool> solved;
    std::vector<double> solvedTimes;
    std::vector<double> solvedWork;
    for (const BenchRecord* record : records) {
        allTimes.push_back(recordSeconds(*record, clock));
        solved.push_back(record->solved);
        if (!record->solved) continue;
        solvedTimes.push_back(recordSeconds(*record, clock));
        solvedWork.push_back(static_cast<double>(record->work));
    }
    const BootstrapSettings settings = rowBootstrap(row.solver, row.set);
    row.meanTimeToSuccessInterval = meanTimeToSuccessInterval(allTimes, solved, settings);
    if (solvedTimes.empty()) return;
    row.medianTimeInterval = bootstrapInterval(solvedTimes, medianOf, settings);
    row.medianWork = medianOf(solvedWork);
    row.medianWorkInterval = bootstrapInterval(solvedWork, medianOf, settings);
}

nlohmann::ordered_json intervalJson(const std::optional<Interval>& interval) {
    if (!interval) return nullptr;
    return nlohmann::ordered_json::array({numberOrNull(interval->low), numberOrNull(interval->high)});
}

/// "[low, high]" with the given number formatter, "-" for a missing interval.
template <class Format>
std::string intervalText(const std::optional<Interval>& interval, Format format) {
    if (!interval) return "-";
    std::string text(1, '[');  // built piecewise: GCC 12 warns falsely (-Wrestrict) on "[" + std::string
    text += format(interval->low);
    text += ", ";
    text += format(interval->high);
    text += ']';
    return text;
}

}  // namespace

BootstrapSettings rowBootstrap(const std::string& solver, const std::string& set) {
    BootstrapSettings settings;
    settings.seed = fnv1a(solver + '\0' + set);
    return settings;
}

double quantile(const std::vector<double>& sorted, double p) {
    const double h = static_cast<double>(sorted.size() - 1) * p;
    const auto low = static_cast<std::size_t>(std::floor(h));
    if (low + 1 >= sorted.size()) return sorted.back();
    return sorted[low] + (h - static_cast<double>(low)) * (sorted[low + 1] - sorted[low]);
}

std::optional<FiveNumbers> fiveNumbers(std::vector<double> values) {
    if (values.empty()) return std::nullopt;
    std::sort(values.begin(), values.end());
    return FiveNumbers{values.front(), quantile(values, 0.25), quantile(values, 0.5), quantile(values, 0.75),
                       values.back()};
}

SummaryClock summaryClockOf(const std::vector<BenchRecord>& records) {
    for (const BenchRecord& record : records)
        if (!record.cpuSeconds) return SummaryClock::Wall;
    return records.empty() ? SummaryClock::Wall : SummaryClock::Cpu;
}

double recordSeconds(const BenchRecord& record, SummaryClock clock) {
    return clock == SummaryClock::Cpu && record.cpuSeconds ? *record.cpuSeconds : record.timeSeconds;
}

std::vector<SummaryRow> summarize(const std::vector<BenchRecord>& records) {
    const SummaryClock clock = summaryClockOf(records);
    struct Group {
        std::size_t labelRank = 0;
        std::size_t setRank = 0;
        std::vector<const BenchRecord*> records;
    };
    std::map<std::string, std::size_t> labelRanks;
    std::map<std::string, std::size_t> setRanks;
    std::map<std::string, const BenchRecord*> labelFirst;
    std::map<std::pair<std::string, std::string>, Group> groups;
    for (const BenchRecord& record : records) {
        labelRanks.try_emplace(record.solver, labelRanks.size());
        setRanks.try_emplace(record.set, setRanks.size());
        const auto [first, isNew] = labelFirst.try_emplace(record.solver, &record);
        if (!isNew) {
            const BenchRecord& other = *first->second;
            if (other.algo != record.algo || paramText(other) != paramText(record))
                throw UsageError("solver '" + record.solver + "' appears as " + other.algo + " (" + paramText(other) +
                                 ") and as " + record.algo + " (" + paramText(record) +
                                 "): give each configuration its own label with --algo LABEL=ID");
            if (other.timeLimit != record.timeLimit || other.maxWork != record.maxWork || other.cpuLimit != record.cpuLimit)
                throw UsageError("solver '" + record.solver + "' appears with different limits (" +
                                 formatNumber(other.timeLimit) + " s and " + formatNumber(record.timeLimit) +
                                 " s, or different --cpu-limit or --max-work): summarize such campaigns separately");
        }
        Group& group = groups[{record.solver, record.set}];
        group.labelRank = labelRanks[record.solver];
        group.setRank = setRanks[record.set];
        group.records.push_back(&record);
    }

    std::vector<const Group*> ordered;
    for (const auto& [key, group] : groups) ordered.push_back(&group);
    std::sort(ordered.begin(), ordered.end(), [](const Group* a, const Group* b) {
        return a->labelRank != b->labelRank ? a->labelRank < b->labelRank : a->setRank < b->setRank;
    });

    std::vector<SummaryRow> rows;
    for (const Group* group : ordered) {
        const BenchRecord& first = *group->records.front();
        SummaryRow row;
        row.clock = clock;
        row.solver = first.solver;
        row.algo = first.algo;
        row.set = first.set;
        row.order = first.order;
        row.timeLimit = first.timeLimit;
        row.runs = group->records.size();
        std::vector<double> times;
        std::vector<double> iterations;
        double timeSum = 0;
        double iterationSum = 0;
        double fractionSum = 0;
        double restartSum = 0;
        bool allRestarts = true;
        for (const BenchRecord* record : group->records) {
            timeSum += recordSeconds(*record, row.clock);
            iterationSum += static_cast<double>(record->iterations);
            fractionSum += record->fraction;
            if (record->restarts) restartSum += *record->restarts;
            allRestarts = allRestarts && record->restarts.has_value();
            // Either limit the campaign set stopped the run: wall clock or CPU time.
            if (record->outcome == Outcome::TimeLimit || record->outcome == Outcome::CpuLimit) ++row.timeLimitHits;
            if (!record->solved) continue;
            ++row.solved;
            times.push_back(recordSeconds(*record, row.clock));
            iterations.push_back(static_cast<double>(record->iterations));
        }
        const auto n = static_cast<double>(row.runs);
        row.fraction = fractionSum / n;
        row.successRate = static_cast<double>(row.solved) / n;
        row.time = fiveNumbers(times);
        row.iterations = fiveNumbers(iterations);
        row.meanTime = timeSum / n;
        row.meanIterations = iterationSum / n;
        const double infinity = std::numeric_limits<double>::infinity();
        row.meanTimeToSuccess = row.solved > 0 ? row.meanTime / row.successRate : infinity;
        row.meanIterationsToSuccess = row.solved > 0 ? row.meanIterations / row.successRate : infinity;
        if (allRestarts) row.meanRestarts = restartSum / n;
        addIntervals(row, group->records);
        rows.push_back(std::move(row));
    }
    return rows;
}

std::string summaryTable(const std::vector<SummaryRow>& rows) {
    std::vector<std::vector<std::string>> cells = {{"solver", "set", "runs", "solved", "rate", "t.min", "t.Q1",
                                                    "t.med", "t.Q3", "t.max", "t.mean", "MTTS", "it.min", "it.Q1",
                                                    "it.med", "it.Q3", "it.max", "MITS",
                                                    "rate.95%", "t.med.95%", "MTTS.95%", "work.med", "work.med.95%"}};
    for (const SummaryRow& row : rows) {
        const double inf = std::numeric_limits<double>::infinity();
        const FiveNumbers none{inf, inf, inf, inf, inf};
        const FiveNumbers t = row.time.value_or(none);
        const FiveNumbers it = row.iterations.value_or(none);
        cells.push_back({row.solver, row.set, std::to_string(row.runs), std::to_string(row.solved),
                         printed("%.3g%%", 100.0 * row.successRate), seconds(t.min), seconds(t.q1),
                         seconds(t.median), seconds(t.q3), seconds(t.max), seconds(row.meanTime),
                         seconds(row.meanTimeToSuccess), count(it.min), count(it.q1), count(it.median), count(it.q3),
                         count(it.max), count(row.meanIterationsToSuccess),
                         intervalText(std::optional(row.successInterval), percent),
                         intervalText(row.medianTimeInterval, seconds),
                         intervalText(std::optional(row.meanTimeToSuccessInterval), seconds),
                         row.medianWork ? count(*row.medianWork) : "-", intervalText(row.medianWorkInterval, count)});
    }
    std::vector<std::size_t> widths(cells.front().size(), 0);
    for (const auto& line : cells)
        for (std::size_t c = 0; c < line.size(); ++c) widths[c] = std::max(widths[c], line[c].size());
    std::string text;
    for (const auto& line : cells) {
        std::string out;
        for (std::size_t c = 0; c < line.size(); ++c) {
            // Names left-aligned, numbers right-aligned.
            const std::string pad(widths[c] - line[c].size(), ' ');
            out += c < 2 ? line[c] + pad : pad + line[c];
            if (c + 1 < line.size()) out += "  ";
        }
        while (!out.empty() && out.back() == ' ') out.pop_back();
        text += out + "\n";
    }
    const bool cpu = !rows.empty() && rows.front().clock == SummaryClock::Cpu;
    text += cpu ? "# times in CPU seconds of the run's thread (cpu_s)" : "# times in seconds (wall clock)";
    text +=
        "; t.* and it.* are over the solved runs (- when none);\n"
        "# MTTS = mean time of all runs / success rate, MITS = mean iterations of all runs / success rate;\n"
        "# *.95% = 95 % intervals: Wilson for the rate, seeded percentile bootstrap (2000 resamples) for the\n"
        "# medians of the solved runs and for MTTS (runs resampled; - = no bound because no run was solved)\n";
    return text;
}

std::string summaryJson(const std::vector<SummaryRow>& rows) {
    std::string text = "[\n";
    for (std::size_t i = 0; i < rows.size(); ++i) {
        const SummaryRow& row = rows[i];
        const nlohmann::ordered_json object = {
            {"solver", row.solver},
            {"algo", row.algo},
            {"set", row.set},
            {"order", row.order},
            {"fraction", row.fraction},
            {"time_limit_s", row.timeLimit},
            {"runs", row.runs},
            {"solved", row.solved},
            {"time_limit_hits", row.timeLimitHits},
            {"success_rate", row.successRate},
            {"time_s", fiveJson(row.time)},
            {"iterations", fiveJson(row.iterations)},
            {"mean_time_s", row.meanTime},
            {"mean_iterations", row.meanIterations},
            {"mean_time_to_success_s", numberOrNull(row.meanTimeToSuccess)},
            {"mean_iterations_to_success", numberOrNull(row.meanIterationsToSuccess)},
            {"mean_restarts", row.meanRestarts ? nlohmann::ordered_json(*row.meanRestarts) : nullptr},
            {"success_rate_ci95", intervalJson(row.successInterval)},
            {"median_time_s_ci95", intervalJson(row.medianTimeInterval)},
            {"median_work", row.medianWork ? nlohmann::ordered_json(*row.medianWork) : nullptr},
            {"median_work_ci95", intervalJson(row.medianWorkInterval)},
            {"mean_time_to_success_s_ci95", intervalJson(row.meanTimeToSuccessInterval)},
            {"clock", row.clock == SummaryClock::Cpu ? "cpu" : "wall"},
        };
        text += object.dump() + (i + 1 < rows.size() ? ",\n" : "\n");
    }
    return text + "]\n";
}

}  // namespace sudolab::cli
