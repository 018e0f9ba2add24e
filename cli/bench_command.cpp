// `sudolab bench`: runs solvers repeatedly on instance sets (files or Lewis-generated), writes one JSON
// record per run and prints a summary per (solver, set); `--merge` summarizes record files (shards).
#include <CLI/CLI.hpp>
#include <algorithm>
#include <chrono>
#include <fstream>
#include <iostream>
#include <map>
#include <set>
#include <memory>
#include <string>
#include <thread>
#include <vector>

#include "bench_compare.hpp"
#include "bench_plan.hpp"
#include "bench_record.hpp"
#include "bench_runner.hpp"
#include "bench_summary.hpp"
#include "commands.hpp"
#include "common.hpp"
#include "number_options.hpp"

namespace sudolab::cli {
namespace {

// The per-run limits as the summary's header states them: each limit that is set, or "none".
std::string limitsText(const RunLimits& limits) {
    std::string text;
    // Appended piece by piece: GCC 12's -Wrestrict misfires on "literal" + std::string.
    const auto add = [&text](const char* name, const std::string& value, const char* unit) {
        if (!text.empty()) text += ", ";
        text += name;
        text += value;
        text += unit;
    };
    if (limits.wallSeconds > 0) add("wall ", formatNumber(limits.wallSeconds), " s");
    if (limits.cpuSeconds > 0) add("CPU ", formatNumber(limits.cpuSeconds), " s");
    if (limits.maxWork > 0) add("work ", std::to_string(limits.maxWork), " units");
    return text.empty() ? "none" : text;
}

struct BenchOptions {
    std::vector<std::string> algos;
    int runs = 10;
    double timeLimit = 10.0;
    double cpuLimit = 0;
    std::uint64_t maxWork = 0;
    std::uint64_t seed = 1;
    std::vector<std::string> params;
    int jobs = 0;
    std::string shard = "1/1";
    std::string out;
    std::string summaryJson;
    std::string setName = "stem";
    std::string alphabet = "standard";
    std::vector<std::string> generate;
    bool merge = false;
    bool resume = false;
    std::vector<std::string> compare;
    std::string compareJson;
    std::vector<std::string> files;
};

/// An output stream for --out / --summary-json ("-" = standard output), opened before any run starts
/// so that a bad path fails at once.
class Output {
public:
    explicit Output(const std::string& path, bool append = false) : path_(path) {
        if (path.empty() || path == "-") return;
        file_.open(path, std::ios::binary | (append ? std::ios::app : std::ios::trunc));
        if (!file_) throw UsageError(path + ": cannot write");
    }
    bool enabled() const { return !path_.empty(); }
    bool isStdout() const { return path_ == "-"; }
    std::ostream& stream() { return path_ == "-" ? std::cout : file_; }
    void check() {
        stream().flush();
        if (!stream()) throw UsageError(path_ + ": write failed");
    }

private:
    std::string path_;
    std::ofstream file_;
};

std::vector<BenchInstance> readInstances(const BenchOptions& options) {
    const Alphabet alphabet = alphabetFromName(options.alphabet);
    const SetNaming naming = parseSetNaming(options.setName);
    std::vector<BenchInstance> instances;
    for (const std::string& path : options.files) {
        if (path == "-") throw UsageError("bench: puzzles must come from named files (the file name names the set)");
        const PuzzleFile file = readPuzzleFile(path, alphabet);
        int index = 0;
        for (const ParsedPuzzle& puzzle : file.puzzles) {
            BenchInstance instance;
            instance.set = setNameOf(path, naming);
            instance.file = path;
            instance.index = ++index;
            instance.key = baseName(path) + "#" + std::to_string(index);
            instance.line = puzzle.line;
            instance.grid = puzzle.grid;
            instance.fraction = static_cast<double>(puzzle.grid.givenCount()) / puzzle.grid.cellCount();
            instances.push_back(std::move(instance));
        }
    }
    for (const std::string& text : options.generate) {
        std::vector<BenchInstance> generated = generatedInstances(parseGenerateSpec(text));
        std::move(generated.begin(), generated.end(), std::back_inserter(instances));
    }
    return instances;
}

/// Prints the summary (stdout, or stderr when the records go to stdout) and writes --summary-json.
void report(const std::vector<BenchRecord>& records, const BenchOptions& options, const std::string& header,
            bool recordsOnStdout) {
    const std::vector<SummaryRow> rows = summarize(records);
    std::ostream& out = recordsOnStdout ? std::cerr : std::cout;
    out << header << summaryTable(rows);
    std::vector<PairedComparison> comparisons;
    for (const std::string& pair : options.compare) {
        const auto [a, b] = parseComparePair(pair);
        const std::vector<PairedComparison> some = comparePaired(records, a, b);
        comparisons.insert(comparisons.end(), some.begin(), some.end());
    }
    out << comparisonText(comparisons);
    out.flush();
    if (!options.summaryJson.empty()) {
        Output json(options.summaryJson);
        json.stream() << summaryJson(rows);
        json.check();
    }
    if (!options.compareJson.empty()) {
        Output json(options.compareJson);
        json.stream() << comparisonJson(comparisons);
        json.check();
    }
}

/// With --resume: the records of this campaign already in --out (their runs are skipped); an --out
/// that holds another campaign's records is an error, never silently mixed or overwritten.
std::vector<BenchRecord> recordsToResume(const BenchOptions& options, const std::string& campaignId) {
    if (!options.resume) return {};
    if (options.out.empty() || options.out == "-") throw UsageError("--resume: needs --out FILE.jsonl");
    std::ifstream probe(options.out);
    if (!probe) return {};  // nothing written yet: a fresh start
    std::vector<BenchRecord> done = readRecordFile(options.out);
    for (const BenchRecord& record : done)
        if (record.campaign != campaignId)
            throw UsageError("--resume: " + options.out + " holds runs of campaign " + record.campaign +
                             ", not of this campaign " + campaignId +
                             " (other solvers, parameters, instances, runs, seed or limits)");
    return done;
}

/// Exit status from the records: 1 when a run was rejected, wrong or threw (with a count on stderr).
int problemsExit(const std::vector<BenchRecord>& records) {
    std::map<std::string, std::size_t> problems;
    for (const BenchRecord& record : records)
        if (record.status == "rejected" || record.status == "wrong answer" || record.status == "error")
            ++problems[record.status];
    for (const auto& [status, count] : problems)
        std::cerr << "bench: " << count << " run(s) with status '" << status << "' (see the records' message)\n";
    return problems.empty() ? kExitOk : kExitSomeFailed;
}

int runMerge(const BenchOptions& options) {
    if (!options.algos.empty() || !options.generate.empty() || !options.params.empty() || options.shard != "1/1")
        throw UsageError("bench --merge: takes record files only (no --algo, --param, --generate or --shard)");
    if (options.files.empty()) throw UsageError("bench --merge: give the JSON-lines files to merge");
    struct Located {
        BenchRecord record;
        std::string where;
    };
    std::map<std::string, std::size_t> campaignRank;
    std::map<std::pair<std::string, std::size_t>, std::string> seen;
    std::map<std::string, std::size_t> planSizes;
    std::vector<Located> all;
    for (const std::string& path : options.files) {
        std::size_t number = 0;
        for (BenchRecord& record : readRecordFile(path)) {
            ++number;
            const std::string where = path + " (record " + std::to_string(number) + ")";
            const auto [previous, isNew] = seen.try_emplace({record.campaign, record.run}, where);
            if (!isNew)
                throw UsageError("bench --merge: run " + std::to_string(record.run) + " of campaign " +
                                 record.campaign + " appears twice: " + previous->second + " and " + where);
            campaignRank.try_emplace(record.campaign, campaignRank.size());
            planSizes[record.campaign] = record.planSize;
            all.push_back({std::move(record), where});
        }
    }
    std::stable_sort(all.begin(), all.end(), [&](const Located& a, const Located& b) {
        const std::size_t ra = campaignRank[a.record.campaign];
        const std::size_t rb = campaignRank[b.record.campaign];
        return ra != rb ? ra < rb : a.record.run < b.record.run;
    });
    std::vector<BenchRecord> records;
    std::map<std::string, std::size_t> present;
    for (Located& item : all) {
        ++present[item.record.campaign];
        records.push_back(std::move(item.record));
    }
    for (const auto& [campaign, size] : planSizes)
        if (present[campaign] != size)
            std::cerr << "bench --merge: campaign " << campaign << ": " << present[campaign] << " of " << size
                      << " runs present (missing shards?)\n";
    Output out(options.out);  // opened only now: --out may name one of the inputs
    if (out.enabled()) {
        for (const BenchRecord& record : records) out.stream() << recordToJson(record) << '\n';
        out.check();
    }
    const std::string header = "# merged " + std::to_string(records.size()) + " runs from " +
                               std::to_string(options.files.size()) + " file(s)\n";
    report(records, options, header, out.isStdout());
    return problemsExit(records);
}

int runBench(const BenchOptions& options) {
    if (options.merge) return runMerge(options);
    if (options.algos.empty()) throw UsageError("bench: give the solvers with --algo ID[,ID...]");
    if (options.files.empty() && options.generate.empty())
        throw UsageError("bench: give puzzle files or --generate ORDER:FIXED:COUNT[:SEED]");
    if (options.runs < 1) throw UsageError("--runs: must be at least 1, got " + std::to_string(options.runs));
    if (!(options.timeLimit >= 0))
        throw UsageError("--time-limit: must be a number of seconds >= 0, got " + formatNumber(options.timeLimit));
    if (!(options.cpuLimit >= 0))
        throw UsageError("--cpu-limit: must be a number of seconds >= 0, got " + formatNumber(options.cpuLimit));
    if (options.timeLimit == 0 && options.cpuLimit == 0 && options.maxWork == 0)
        throw UsageError("bench: give --time-limit > 0, --cpu-limit > 0 or --max-work > 0 so that every run ends");
    if (options.jobs < 0) throw UsageError("--jobs: must be at least 1 (0 = one per core)");
    const Shard shard = parseShard(options.shard);
    const std::vector<BenchVariant> variants = parseVariants(options.algos, options.params);

    BenchCampaign campaign;
    campaign.instances = readInstances(options);
    campaign.variants = variants;
    campaign.limits = RunLimits{options.timeLimit, options.cpuLimit, options.maxWork};
    campaign.id = campaignId(campaign.instances, variants, options.runs, options.seed, campaign.limits);
    const std::vector<BenchRun> plan = buildPlan(campaign.instances, variants, options.runs, options.seed);
    campaign.planSize = plan.size();
    std::vector<BenchRun> runs = shardRuns(plan, shard);
    std::vector<BenchRecord> resumed = recordsToResume(options, campaign.id);
    std::set<std::size_t> done;
    for (const BenchRecord& record : resumed) done.insert(record.run);
    std::erase_if(runs, [&](const BenchRun& run) { return done.count(run.id) > 0; });

    Output out(options.out, options.resume);
    { Output summary(options.summaryJson); }  // a bad --summary-json path fails now, not after the campaign
    const int cores = static_cast<int>(std::max(1u, std::thread::hardware_concurrency()));
    // The summary reports the threads that ran, never more than there are runs.
    const int jobs = static_cast<int>(std::min<std::size_t>(options.jobs > 0 ? options.jobs : cores, std::max<std::size_t>(runs.size(), 1)));
    const auto start = std::chrono::steady_clock::now();
    std::vector<BenchRecord> records = runCampaign(campaign, runs, jobs, [&](const BenchRecord& record) {
        if (!out.enabled()) return;
        out.stream() << recordToJson(record) << '\n';
        out.stream().flush();  // a killed campaign keeps every run written so far
    });
    if (out.enabled()) out.check();
    if (!resumed.empty()) {
        std::cerr << "bench --resume: " << resumed.size() << " run(s) already in " << options.out << ", "
                  << runs.size() << " run now\n";
        records.insert(records.end(), resumed.begin(), resumed.end());
        std::sort(records.begin(), records.end(),
                  [](const BenchRecord& a, const BenchRecord& b) { return a.run < b.run; });
    }
    const double wall = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    std::string header = "# " + std::to_string(runs.size()) + " runs (shard " + options.shard + " of a " +
                         std::to_string(plan.size()) + "-run campaign " + campaign.id + "), " +
                         std::to_string(variants.size()) + " solver(s), " +
                         std::to_string(campaign.instances.size()) + " instance(s), seed " +
                         std::to_string(options.seed) + ", limits: " + limitsText(campaign.limits) + ", ";
    header += std::to_string(jobs) + " job(s), " + formatNumber(wall) + " s wall\n";
    report(records, options, header, out.isStdout());
    return problemsExit(records);
}

}  // namespace

void addBenchCommand(CLI::App& app, int& exitCode) {
    auto options = std::make_shared<BenchOptions>();
    CLI::App* command = app.add_subcommand(
        "bench", "Run solvers repeatedly on instance sets; JSON-lines records and a summary per (solver, set)");
    command->footer(
        "Each run is (solver, instance, run index) with its own seed, derived from --seed, the solver's label,\n"
        "the file name and puzzle index, and the run index (see cli/bench_plan.hpp); records hold the seed, so\n"
        "'sudolab solve --algo ID --seed SEED FILE' replays a run. Records are written in run order whatever\n"
        "--jobs is. --shard I/N runs every N-th run starting at the I-th (1-based); merge the shards' files\n"
        "with 'sudolab bench --merge FILE...'. Instance sets: one per file, named by --set-name; --generate\n"
        "ORDER:FIXED:COUNT[:SEED] adds COUNT puzzles of Lewis's generator (as 'sudolab generate'), set\n"
        "'genNxN_FIXED'. A run that reaches --time-limit is recorded unsolved with its wall time.\n"
        "Exit status: 0 done, 1 some run was rejected, wrong or failed with an error, 2 bad input or usage.");
    command->add_option("-a,--algo", options->algos, "solvers: ID or LABEL=ID, comma-separated or repeated")
        ->delimiter(',')
        ->allow_extra_args(false);
    command->add_option("-r,--runs", options->runs, "runs per (solver, instance)")->check(wholeNumber())->capture_default_str();
    command->add_option("-t,--time-limit", options->timeLimit, "wall-clock limit per run in seconds (0 = none)")
        ->check(decimalNumber())
        ->capture_default_str();
    command->add_option("--cpu-limit", options->cpuLimit,
                        "CPU-time limit per run in seconds, the worker thread's own CPU time (0 = none)")
        ->capture_default_str();
    command->add_option("--max-work", options->maxWork, "limit per run in the solver's work units (0 = none)")
        ->check(wholeNumber())
        ->capture_default_str();
    command->add_option("-s,--seed", options->seed, "base seed of the campaign")->check(wholeNumber())->capture_default_str();
    command->add_option("-p,--param", options->params,
                        "LABEL.NAME=VALUE (repeatable; LABEL. may be left out with one solver)")
        ->allow_extra_args(false);
    command->add_option("-j,--jobs", options->jobs, "worker threads (0 = one per core, at most 1024)")
        ->check(wholeNumber())
        ->check(CLI::Range(0, 1024))
        ->capture_default_str();
    command->add_option("--shard", options->shard, "run only slice I of N (I/N, 1-based)")->capture_default_str();
    command->add_option("-o,--out", options->out, "write the JSON-lines records to this file ('-' = stdout)");
    command->add_option("--summary-json", options->summaryJson, "also write the summary as JSON to this file");
    command->add_option("--set-name", options->setName,
                        "set name of a file: stem (name without extension), strip-index (stem without a trailing "
                        "_NUMBER) or path")
        ->check(CLI::IsMember({"stem", "strip-index", "path"}))
        ->capture_default_str();
    command->add_option("--alphabet", options->alphabet, "symbols of the puzzle files: standard, zero or wide (64 symbols, for 49x49 and 64x64)")
        ->check(CLI::IsMember({"standard", "zero", "wide"}))
        ->capture_default_str();
    command->add_option("-g,--generate", options->generate, "ORDER:FIXED:COUNT[:SEED] generated instances (repeatable)")
        ->allow_extra_args(false);
    command->add_flag("--merge", options->merge, "merge JSON-lines record files (the FILE arguments) and summarize");
    command->add_option("--compare", options->compare,
                        "A,B: paired tests of labels A and B on the same runs (McNemar, Wilcoxon; repeatable)")
        ->allow_extra_args(false);
    command->add_option("--compare-json", options->compareJson, "also write the --compare results as JSON");
    command->add_flag("--resume", options->resume,
                      "keep the runs of this campaign already in --out, run only the missing ones, append");
    command->add_option("files", options->files, "puzzle files (with --merge: record files)");
    command->callback([options, &exitCode] { exitCode = runBench(*options); });
}

}  // namespace sudolab::cli
