// `sudolab bench --ioh DIR`: the campaign's runs as IOHprofiler logs, so that records open in IOHanalyzer
// (fixed-target and fixed-budget curves, ECDFs over many solvers and sets). The mapping, also in
// bench/README.md: an algorithm is a solver label, a function is an instance set (funcId in order of
// first appearance, funcName the set's name), DIM is the set's cell count, an instance is the puzzle's
// index in its file; evaluations are the run's work units + 1 (the state right after reset is
// evaluation 1), raw_y is the best cost so far (minimised; 0 = solved).
#pragma once

#include <string>
#include <vector>

#include "bench_record.hpp"

namespace sudolab::cli {

/// Refuses an IOH directory that cannot be written or already holds files (before any run).
void prepareIohDirectory(const std::string& dir);

/// Writes DIR/<label>/IOHprofiler_f<id>_<set>.info and DIR/<label>/data_f<id>_<set>/IOHprofiler_f<id>_DIM<cells>.dat
/// for every (label, set) of `records` (in run order; each record's improvements, see BenchRecord).
void writeIohLogs(const std::string& dir, const std::vector<BenchRecord>& records);

/// The .dat block of one run: the header "evaluations raw_y" and one line per improvement, ending with
/// the run's last evaluation.
std::string iohRunBlock(const BenchRecord& record);

}  // namespace sudolab::cli
