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
    std::vector<Improvement> trace;
    Run::Observer observer;
    if (campaign.traceImprovements) {
        // After reset and after every chunk; a snapshot per chunk costs time, counted in the run's time.
        observer = [&trace](const Run& run) {
            const double best = run.solver().snapshot().bestCost;
            if (trace.empty() || best < trace.back().bestCost) trace.push_back({run.work(), best});
        };
    }
    const RunResult result =
        runToEnd(*variant.solver, instance.grid, variant.params, run.seed, campaign.limits, observer);
    BenchRecord record = makeRecord(campaign, run, result);
    record.improvements = std::move(trace);
    return record;
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

namespace {

/// One campaign's execution: workers claim plan entries in order, finished records wait in their slot,
/// and the finished prefix is handed to the sink in run order (whatever the thread count).
class CampaignExecution {
public:
    CampaignExecution(const BenchCampaign& campaign, const std::vector<BenchRun>& runs,
                      const std::function<void(const BenchRecord&)>& sink)
        : campaign_(campaign), runs_(runs), sink_(sink), finished_(runs.size()), progress_("bench", runs.size()) {
        records_.reserve(runs.size());
    }

    /// Runs everything on up to `jobs` threads (or this one when threads cannot start) and returns the
    /// records in run order.
    std::vector<BenchRecord> execute(int jobs) {
        std::vector<std::thread> threads;
        const std::size_t wanted = std::min<std::size_t>(static_cast<std::size_t>(std::max(jobs, 1)), total());
        for (std::size_t t = 0; wanted > 1 && t < wanted; ++t) {
            try {
                threads.emplace_back([this] { while (runNext()) {} });
            } catch (const std::system_error&) {
                break;  // no (more) threads on this platform: the ones started, or the caller, do the work
            }
        }
        try {
            if (threads.empty()) {
                // One run at a time in this thread, draining after each so that records reach the sink at once.
                while (runNext()) drain();
            } else {
                while (records_.size() < total()) {
                    waitForProgress();
                    drain();
                }
            }
            drain();
        } catch (...) {
            // The sink failed (a write error): no new run starts, the running ones end within their limits.
            stopping_ = true;
            for (std::thread& thread : threads) thread.join();
            throw;
        }
        for (std::thread& thread : threads) thread.join();
        progress_.finish();
        return std::move(records_);
    }

private:
    std::size_t total() const { return runs_.size(); }

    /// The worker body: claims the next plan entry, runs it and files its record; false when none is left.
    bool runNext() {
        if (stopping_) return false;
        const std::size_t i = next_.fetch_add(1);
        if (i >= total()) return false;
        BenchRecord record = executeRun(campaign_, runs_[i]);
        {
            const std::lock_guard<std::mutex> lock(mutex_);
            solvedCount_ += record.solved ? 1 : 0;
            finished_[i] = std::move(record);
            ++doneCount_;
        }
        changed_.notify_one();
        return true;
    }

    /// Sleeps until a run ends (at most 200 ms, so that the progress line stays current).
    void waitForProgress() {
        std::unique_lock<std::mutex> lock(mutex_);
        changed_.wait_for(lock, std::chrono::milliseconds(200), [&] {
            return doneCount_ == total() || (records_.size() < total() && finished_[records_.size()].has_value());
        });
    }

    /// Hands over the finished prefix (under the lock the records are moved out; the sink runs outside it).
    void drain() {
        std::vector<BenchRecord> ready;
        std::size_t done = 0;
        std::size_t solved = 0;
        {
            const std::lock_guard<std::mutex> lock(mutex_);
            while (records_.size() + ready.size() < total() && finished_[records_.size() + ready.size()]) {
                ready.push_back(std::move(*finished_[records_.size() + ready.size()]));
                finished_[records_.size() + ready.size() - 1].reset();
            }
            done = doneCount_;
            solved = solvedCount_;
        }
        for (BenchRecord& record : ready) {
            sink_(record);
            records_.push_back(std::move(record));
        }
        const double elapsed = std::chrono::duration<double>(std::chrono::steady_clock::now() - start_).count();
        progress_.update(done, progressNote(done, total(), solved, elapsed));
    }

    const BenchCampaign& campaign_;
    const std::vector<BenchRun>& runs_;
    const std::function<void(const BenchRecord&)>& sink_;
    std::vector<std::optional<BenchRecord>> finished_;  ///< records waiting for the ones before them
    std::vector<BenchRecord> records_;                  ///< handed to the sink, in run order
    std::mutex mutex_;
    std::condition_variable changed_;
    std::atomic<std::size_t> next_{0};
    std::atomic<bool> stopping_{false};  ///< set when the sink failed: workers take no new run
    std::size_t doneCount_ = 0;
    std::size_t solvedCount_ = 0;
    Progress progress_;
    const std::chrono::steady_clock::time_point start_ = std::chrono::steady_clock::now();
};

}  // namespace

std::vector<BenchRecord> runCampaign(const BenchCampaign& campaign, const std::vector<BenchRun>& runs, int jobs,
                                     const std::function<void(const BenchRecord&)>& sink) {
    return CampaignExecution(campaign, runs, sink).execute(jobs);
}

}  // namespace sudolab::cli
