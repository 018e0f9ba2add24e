// One `sudolab bench` run as a record: written as one JSON object per line, read back by `--merge`.
// The fields are documented in bench/README.md; `time_s` is the only field that differs between two
// executions of the same run (for runs that end by themselves rather than at the time limit).
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "run/run.hpp"
#include "run/solver.hpp"

namespace sudolab::cli {

/// One point of a run's improvement trace: the work units done and the best cost then.
struct Improvement {
    std::uint64_t work = 0;
    double bestCost = 0;
};

/// Everything recorded about one run.
struct BenchRecord {
    std::size_t run = 0;        ///< id in the campaign's plan
    std::size_t planSize = 0;   ///< number of runs of the whole (unsharded) campaign
    std::string campaign;       ///< campaign id (shards of one campaign share it)
    std::string set;            ///< instance-set name
    std::string file;           ///< puzzle file as given, or "generate:..."
    int index = 1;              ///< 1-based puzzle index in the file
    int line = 1;               ///< line where the puzzle starts
    int order = 3;
    int cells = 81;
    int givens = 0;
    double fraction = 0;        ///< nominal fixed-cell fraction
    std::string solver;         ///< variant label
    std::string algo;           ///< registry id
    std::vector<std::pair<std::string, std::string>> params;  ///< every parameter, table order
    int runIndex = 0;
    std::uint64_t seed = 0;
    Outcome outcome = Outcome::Running;  ///< how the run ended; "status" in JSON, as outcomeName()
    bool solved = false;
    double timeSeconds = 0;     ///< wall time of the run (reset + steps)
    std::optional<double> cpuSeconds;  ///< CPU time of the worker thread over the same intervals (null in older records)
    double timeLimit = 0;       ///< 0 = none
    double cpuLimit = 0;        ///< CPU-time limit in seconds, 0 = none (missing in older records = 0)
    std::uint64_t maxWork = 0;  ///< 0 = none
    std::uint64_t iterations = 0;
    std::uint64_t work = 0;
    std::string workUnit;
    std::optional<double> restarts;  ///< Snapshot::restarts (null only in records written before it existed)
    double cost = 0;
    double bestCost = 0;
    std::string message;
    std::vector<Stat> stats;
    /// Only with `bench --ioh` (not written to JSON): the best cost right after reset and after every chunk
    /// of work that lowered it, the work counted at the chunk's end (see cli/bench_ioh.hpp).
    std::vector<Improvement> improvements;
};

/// The record as one line of JSON (no newline).
std::string recordToJson(const BenchRecord& record);

/// Parses one JSON line; throws std::runtime_error naming the missing or mistyped field.
BenchRecord recordFromJson(const std::string& line);

/// Reads every record of a JSON-lines file (blank lines skipped); errors are UsageError
/// "FILE: line N: ...".
std::vector<BenchRecord> readRecordFile(const std::string& path);

}  // namespace sudolab::cli
