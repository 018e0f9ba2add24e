// The run plan of a `sudolab bench` campaign: which (solver variant, instance, run index) triples are
// run, with which seed, and which of them belong to shard I of N. Pure logic, no I/O, no clock.
//
// Seeding: run r of variant V on instance X uses
//     deriveSeed(deriveSeed(deriveSeed(S, fnv1a(label of V)), fnv1a(key of X)), r)  mod 2^53
// where S is --seed, the label is the variant's name (the solver id unless renamed with NAME=ID), and the
// key of X is "<file name without directory>#<puzzle index in file, 1-based>" (or
// "generate:ORDER:FIXED:SEED#k" for generated instances). A run's seed therefore does not depend on the
// other solvers or files of the campaign, nor on the directory the files are read from: the same
// (S, label, file, index, r) always gives the same seed, and the record holds it so that
// `sudolab solve --algo ID --seed SEED FILE` replays the run. (53 bits so that JavaScript and jq, which
// read JSON numbers as doubles, see the exact seed.)
//
// Order: runs are numbered instance-major (instance, then variant, then run index); run ids are positions
// in that list. Shard I/N (1 <= I <= N) holds the runs whose id is congruent to I-1 modulo N: the N shards
// partition the list, and each gets a similar mix of instances and solvers.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "grid/grid.hpp"
#include "run/params.hpp"
#include "run/run.hpp"
#include "run/solver.hpp"

namespace sudolab::cli {

/// One solver configuration of a campaign: a label (unique in the campaign), the solver and its params.
struct BenchVariant {
    std::string label;
    const SolverInfo* solver = nullptr;
    ParamSet params;
};

/// One puzzle of a campaign and where it came from.
struct BenchInstance {
    std::string set;       ///< instance-set name (summary rows are per variant and set)
    std::string file;      ///< file as given on the command line, or "generate:ORDER:FIXED:COUNT:SEED"
    std::string key;       ///< seed key: "name.txt#3" (directory-independent)
    int index = 1;         ///< 1-based position of the puzzle in its file (or generated batch)
    int line = 1;          ///< line where it starts in its file (1 for generated puzzles)
    double fraction = 0;   ///< nominal fixed-cell fraction: the keep probability, or givens / cells
    Grid grid;
};

/// One run of the plan.
struct BenchRun {
    std::size_t id = 0;        ///< position in the full plan
    std::size_t instance = 0;  ///< index into the instance list
    std::size_t variant = 0;   ///< index into the variant list
    int runIndex = 0;          ///< 0-based repetition number
    std::uint64_t seed = 0;
};

/// A slice I/N of the plan (1-based I); {1, 1} is the whole plan.
struct Shard {
    int index = 1;
    int count = 1;
};

/// The variants of `--algo ID|LABEL=ID,...` with `--param [LABEL.]NAME=VALUE` applied (the label may be
/// left out when there is one variant); throws UsageError naming the bad entry.
std::vector<BenchVariant> parseVariants(const std::vector<std::string>& algos, const std::vector<std::string>& params);

/// FNV-1a 64-bit hash of a string (stable everywhere; used for seeds and campaign ids).
std::uint64_t fnv1a(std::string_view text);

/// The seed of run `runIndex` of the variant labelled `label` on the instance with seed key `key`.
std::uint64_t benchSeed(std::uint64_t baseSeed, std::string_view label, std::string_view key, int runIndex);

/// Every run of the campaign, instance-major, with ids 0..n-1 and seeds as described above.
std::vector<BenchRun> buildPlan(const std::vector<BenchInstance>& instances, const std::vector<BenchVariant>& variants,
                                int runs, std::uint64_t baseSeed);

/// The runs of `plan` that belong to `shard` (ids congruent to index-1 modulo count), in plan order.
std::vector<BenchRun> shardRuns(const std::vector<BenchRun>& plan, Shard shard);

/// Parses "I/N" with 1 <= I <= N; throws UsageError naming the option otherwise.
Shard parseShard(const std::string& text);

/// How instance-set names are made from file names.
enum class SetNaming {
    Stem,        ///< file name without directory and extension: "inst25x25_45_3"
    StripIndex,  ///< the stem without a trailing "_<digits>": "inst25x25_45" (groups the paper's files)
    Path,        ///< the file name as given
};

/// SetNaming from its option text ("stem", "strip-index", "path"); throws UsageError otherwise.
SetNaming parseSetNaming(const std::string& text);

/// The set name of a file under a naming rule.
std::string setNameOf(const std::string& path, SetNaming naming);

/// The file name without its directory ("a/b/c.txt" -> "c.txt").
std::string baseName(const std::string& path);

/// A `--generate ORDER:FIXED:COUNT[:SEED]` request.
struct GenerateSpec {
    int order = 3;
    double fixed = 0.5;
    int count = 1;
    std::uint64_t seed = 1;
    std::string text;  ///< as given
};

/// Parses ORDER:FIXED:COUNT[:SEED] (order 2..6, fixed in [0,1], count >= 1, default seed 1); throws
/// UsageError naming the bad field.
GenerateSpec parseGenerateSpec(const std::string& text);

/// The instances of a generate request: puzzle k (1-based) is generateFixedFraction(order, fixed,
/// seed + k - 1), exactly what `sudolab generate --order ORDER --fixed FIXED --seed SEED --count COUNT`
/// prints; set name "genNxN_FIXED".
std::vector<BenchInstance> generatedInstances(const GenerateSpec& spec);

/// A stable id of the campaign (hex): variants with their parameters, instance keys, runs, seed and
/// limits. Shards of one campaign share it; `--merge` uses it to find duplicate and missing runs.
std::string campaignId(const std::vector<BenchInstance>& instances, const std::vector<BenchVariant>& variants, int runs,
                       std::uint64_t baseSeed, const RunLimits& limits);

}  // namespace sudolab::cli
