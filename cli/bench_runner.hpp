// Executes the runs of a `sudolab bench` campaign on worker threads and hands their records back in
// run order (never completion order), so the output of a campaign is the same for every --jobs.
#pragma once

#include <functional>
#include <string>
#include <vector>

#include "bench_plan.hpp"
#include "bench_record.hpp"
#include "run_solver.hpp"

namespace sudolab::cli {

/// What every run of a campaign shares.
struct BenchCampaign {
    std::vector<BenchInstance> instances;
    std::vector<BenchVariant> variants;
    RunLimits limits;
    std::string id;            ///< campaignId()
    std::size_t planSize = 0;  ///< runs in the unsharded plan
    bool traceImprovements = false;  ///< fill BenchRecord::improvements (bench --ioh)
};

/// The record of one finished run.
BenchRecord makeRecord(const BenchCampaign& campaign, const BenchRun& run, const RunResult& result);

/// Runs `runs` with up to `jobs` threads (1 = in the calling thread; if threads cannot be created, as on
/// wasm builds without pthreads, also in the calling thread) and calls `sink` from the calling thread
/// for each record in the order of `runs`, as soon as it and all earlier ones are done. Shows a progress
/// bar with an ETA on stderr when stderr is a terminal. Returns all records in order.
std::vector<BenchRecord> runCampaign(const BenchCampaign& campaign, const std::vector<BenchRun>& runs, int jobs,
                                     const std::function<void(const BenchRecord&)>& sink);

/// "[#####     ] 12 solved, ETA 3m20s" for `done` of `total` after `elapsed` seconds.
std::string progressNote(std::size_t done, std::size_t total, std::size_t solved, double elapsed);

}  // namespace sudolab::cli
