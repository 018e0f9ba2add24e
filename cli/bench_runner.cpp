#include "bench_runner.hpp"

#include <atomic>
#include <chrono>
#include <condition_variable>
#include <exception>
#include <mutex>
#include <optional>
#include <system_error>
#include <thread>

#include "common.hpp"

namespace sudolab::cli {
namespace {

std::string duration(double seconds) {
    const auto total = static_cast<long long>(seconds + 0.5);
    if (total >= 3600) return std::to_string(total / 3600) + "h" + (total % 3600 / 60 < 10 ? "0" : "") +
                              std::to_string(total % 3600 / 60) + "m";
    if (total >= 60) return std::to_string(total / 60) + "m" + (total % 60 < 10 ? "0" : "") +
                            std::to_string(total % 60) + "s";
    return std::to_string(total) + "s";
}

/// Runs one plan entry; a solver that throws (a bug) ends with Outcome::Error, an "error" record,
/// instead of killing the whole campaign.
BenchRecord executeRun(const BenchCampaign& campaign, const BenchRun& run) {
    const BenchVariant& variant = campaign.variants[run.variant];
    const BenchInstance& instance = campaign.instances[run.instance];
    const RunResult result = runSolver(*variant.solver, instance.grid, variant.params, run.seed, campaign.limits);
    return makeRecord(campaign, run, result);
}

}  // namespace

BenchRecord makeRecord(const BenchCampaign& campaign, const BenchRun& run, const RunResult& result) {
    const BenchVariant& variant = campaign.variants[run.variant];
    const BenchInstance& instance = campaign.instances[run.instance];
    BenchRecord record;
    record.run = run.id;
    record.planSize = campaign.planSize;
    record.campaign = campaign.id;
    record.set = instance.set;
    record.file = instance.file;
    record.index = instance.index;
    record.line = instance.line;
    record.order = instance.grid.order();
    record.cells = instance.grid.cellCount();
    record.givens = instance.grid.givenCount();
    record.fraction = instance.fraction;
    record.solver = variant.label;
    record.algo = std::string(variant.solver->id);
    const auto specs = variant.params.specs();
    for (std::size_t i = 0; i < specs.size(); ++i)
        record.params.emplace_back(std::string(specs[i].name), specs[i].format(variant.params.values()[i]));
    record.runIndex = run.runIndex;
    record.seed = run.seed;
    record.outcome = result.end;
    record.solved = result.end == Outcome::Solved;
    record.timeSeconds = result.seconds;
    record.cpuSeconds = result.cpuSeconds;
    record.timeLimit = campaign.limits.wallSeconds;
    record.cpuLimit = campaign.limits.cpuSeconds;
    record.maxWork = campaign.limits.maxWork;
    record.iterations = result.iterations;
    record.work = result.work;
    record.workUnit = std::string(variant.solver->workUnit);
    record.restarts = static_cast<double>(result.restarts);
    record.cost = result.cost;
    record.bestCost = result.bestCost;
    record.message = result.end == Outcome::Solved ? std::string() : unsolvedText(*variant.solver, result, campaign.limits);
    record.stats = result.stats;
    return record;
}

std::string progressNote(std::size_t done, std::size_t total, std::size_t solved, double elapsed) {
    constexpr std::size_t kWidth = 20;
    const std::size_t filled = total == 0 ? kWidth : done * kWidth / total;
    // Built by appending: gcc 12 gives a false -Wrestrict on "literal" + std::string temporaries here.
    std::string note = "[";
    note.append(filled, '#');
    note.append(kWidth - filled, ' ');
    note += "] ";
    note += std::to_string(solved);
    note += " solved";
    // The ETA assumes the remaining runs take as long as the finished ones on average.
    if (done > 0 && done < total)
        note += ", ETA " + duration(elapsed / static_cast<double>(done) * static_cast<double>(total - done));
    return note;
}

std::vector<BenchRecord> runCampaign(const BenchCampaign& campaign, const std::vector<BenchRun>& runs, int jobs,
                                     const std::function<void(const BenchRecord&)>& sink) {
    const std::size_t total = runs.size();
    std::vector<std::optional<BenchRecord>> finished(total);
    std::vector<BenchRecord> records;
    records.reserve(total);
    std::mutex mutex;
    std::condition_variable changed;
    std::atomic<std::size_t> next{0};
    std::size_t doneCount = 0;
    std::size_t solvedCount = 0;

    auto work = [&] {
        while (true) {
            const std::size_t i = next.fetch_add(1);
            if (i >= total) return;
            BenchRecord record = executeRun(campaign, runs[i]);
            {
                const std::lock_guard<std::mutex> lock(mutex);
                solvedCount += record.solved ? 1 : 0;
                finished[i] = std::move(record);
                ++doneCount;
            }
            changed.notify_one();
        }
    };

    Progress progress("bench", total);
    const auto start = std::chrono::steady_clock::now();
    // Hands over the finished prefix (under the lock the records are moved out; the sink runs outside it).
    auto drain = [&] {
        std::vector<BenchRecord> ready;
        std::size_t done = 0;
        std::size_t solved = 0;
        {
            const std::lock_guard<std::mutex> lock(mutex);
            while (records.size() + ready.size() < total && finished[records.size() + ready.size()]) {
                ready.push_back(std::move(*finished[records.size() + ready.size()]));
                finished[records.size() + ready.size() - 1].reset();
            }
            done = doneCount;
            solved = solvedCount;
        }
        for (BenchRecord& record : ready) {
            sink(record);
            records.push_back(std::move(record));
        }
        const double elapsed = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
        progress.update(done, progressNote(done, total, solved, elapsed));
    };

    std::vector<std::thread> threads;
    const std::size_t wanted = std::min<std::size_t>(static_cast<std::size_t>(std::max(jobs, 1)), total);
    if (wanted > 1) {
        for (std::size_t t = 0; t < wanted; ++t) {
            try {
                threads.emplace_back(work);
            } catch (const std::system_error&) {
                break;  // no (more) threads on this platform: the ones started, or the caller, do the work
            }
        }
    }
    if (threads.empty()) {
        // One run at a time in this thread, draining after each: `work` would run them all first.
        while (true) {
            const std::size_t i = next.fetch_add(1);
            if (i >= total) break;
            BenchRecord record = executeRun(campaign, runs[i]);
            {
                const std::lock_guard<std::mutex> lock(mutex);
                solvedCount += record.solved ? 1 : 0;
                finished[i] = std::move(record);
                ++doneCount;
            }
            drain();
        }
    } else {
        while (true) {
            {
                std::unique_lock<std::mutex> lock(mutex);
                changed.wait_for(lock, std::chrono::milliseconds(200), [&] {
                    return doneCount == total || (records.size() < total && finished[records.size()].has_value());
                });
            }
            drain();
            if (records.size() == total) break;
        }
        for (std::thread& thread : threads) thread.join();
    }
    drain();
    progress.finish();
    return records;
}

}  // namespace sudolab::cli
