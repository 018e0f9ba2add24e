// `sudolab bench`: runs solvers repeatedly on instance sets (files or Lewis-generated), writes one JSON
// record per run and prints a summary per (solver, set); `--merge` summarizes record files (shards).
#include <CLI/CLI.hpp>
#include <algorithm>
#include <chrono>
#include <iostream>
#include <map>
#include <set>
#include <memory>
#include <string>
#include <thread>
#include <cerrno>
#include <cstring>
#include <vector>

#include "bench_calibration.hpp"
#include "bench_compare.hpp"
#include "bench_ioh.hpp"
#include "bench_plan.hpp"
#include "bench_record.hpp"
#include "bench_resume.hpp"
#include "bench_runner.hpp"
#include "bench_summary.hpp"
#include "commands.hpp"
#include "common.hpp"
#include "number_options.hpp"
#include "records_file.hpp"

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
    bool force = false;
    bool calibrate = false;
    std::vector<std::string> compare;
    std::string compareJson;
    std::string ioh;
    std::vector<std::string> files;
};

/// Largest campaign plan: every run's plan entry and record are held in memory (about 1 KB a run).
constexpr std::size_t kMaxPlanRuns = 10'000'000;

/// Writes one record line to standard output (--out -), failing at the first write that fails.
void writeRecordToStdout(const std::string& line, std::size_t written) {
    std::cout << line << '\n';
    std::cout.flush();
    if (!std::cout)
        throw OutputError("bench: writing the records to standard output failed (" + std::string(std::strerror(errno)) +
                          ") after " + std::to_string(written) + " record(s); the campaign stopped");
}

/// Refuses --out, --summary-json or --compare-json naming an input file, or two of them the same file.
void refuseOverwritingInputs(const BenchOptions& options) {
    refuseOutputAmongInputs(options.out, "--out", options.files);
    refuseOutputAmongInputs(options.summaryJson, "--summary-json", options.files);
    refuseOutputAmongInputs(options.compareJson, "--compare-json", options.files);
    if (options.out != "-") {
        refuseOutputAmongInputs(options.summaryJson, "--summary-json", {options.out});
        refuseOutputAmongInputs(options.compareJson, "--compare-json", {options.out});
    }
}

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
    if (!options.summaryJson.empty()) writeFileAtomically(options.summaryJson, summaryJson(rows));
    if (!options.compareJson.empty()) writeFileAtomically(options.compareJson, comparisonJson(comparisons));
}

/// With --resume: the records of this campaign already in --out (their runs are skipped). An --out that
/// holds another campaign's records is an error, never silently mixed or overwritten; a cut last line
/// and duplicate records are repaired first, each said on stderr.
std::vector<BenchRecord> recordsToResume(RecordsFile& file, const std::string& campaignId) {
    ResumedRecords found = readRecordsForResume(file.content(), file.path());
    for (const BenchRecord& record : found.records)
        if (record.campaign != campaignId)
            throw UsageError("--resume: " + file.path() + " holds runs of campaign " + record.campaign +
                             ", not of this campaign " + campaignId +
                             " (other solvers, parameters, instances, runs, seed or limits)");
    const std::string where = "bench --resume: " + file.path() + ": line " + std::to_string(found.tailLine);
    if (found.tail == RecordsTail::CutRecord)
        std::cerr << where << " is a cut record (the campaign was stopped while writing it): dropped, its run is done again\n";
    if (found.tail == RecordsTail::MissingNewline)
        std::cerr << where << " lacked its final newline: added (the record is whole and kept)\n";
    if (found.duplicates > 0) {
        std::cerr << "bench --resume: " << file.path() << ": " << found.duplicates
                  << " duplicate record(s) dropped (runs recorded twice, as by two campaigns writing at once);"
                     " each run now counts once\n";
        file.replaceContent(found.cleanText);
    } else if (found.tail == RecordsTail::CutRecord) {
        file.truncate(static_cast<off_t>(found.keptBytes));
    } else if (found.tail == RecordsTail::MissingNewline) {
        file.appendNewline();
    }
    return std::move(found.records);
}

/// Exit status from the records: 1 when a run was rejected, wrong or threw (with a count on stderr).
int problemsExit(const std::vector<BenchRecord>& records) {
    std::map<Outcome, std::size_t> problems;
    for (const BenchRecord& record : records)
        if (record.outcome == Outcome::Rejected || record.outcome == Outcome::WrongAnswer || record.outcome == Outcome::Error)
            ++problems[record.outcome];
    for (const auto& [outcome, count] : problems)
        std::cerr << "bench: " << count << " run(s) with status '" << outcomeName(outcome) << "' (see the records' message)\n";
    return problems.empty() ? kExitOk : kExitSomeFailed;
}

/// The merged records to --out ("-" = stdout). A file is replaced atomically, under its lock, so that
/// --out may be one of the inputs and a kill or full disk leaves the old file whole.
void writeMergedRecords(const std::vector<BenchRecord>& records, const std::string& out) {
    if (out.empty()) return;
    std::string text;
    for (const BenchRecord& record : records) text += recordToJson(record) + '\n';
    if (out == "-") {
        std::cout << text;
        std::cout.flush();
        if (!std::cout) throw OutputError("bench --merge: writing the records to standard output failed (" +
                                          std::string(std::strerror(errno)) + ")");
        return;
    }
    RecordsFile file(out, ExistingRecords::Keep);
    file.replaceContent(text);
}

int runMerge(const BenchOptions& options) {
    if (!options.algos.empty() || !options.generate.empty() || !options.params.empty() || options.shard != "1/1")
        throw UsageError("bench --merge: takes record files only (no --algo, --param, --generate or --shard)");
    if (options.files.empty()) throw UsageError("bench --merge: give the JSON-lines files to merge");
    if (options.resume || options.force) throw UsageError("bench --merge: --resume and --force apply to campaigns only");
    if (options.calibrate)
        throw UsageError("bench --merge: --calibrate times this machine before a campaign's runs; a merge runs none");
    if (!options.ioh.empty())
        throw UsageError(
            "bench --merge: --ioh needs the runs' improvement traces, which records do not hold: "
            "give --ioh to the campaign itself");
    refuseOutputAmongInputs(options.summaryJson, "--summary-json", options.files);
    refuseOutputAmongInputs(options.compareJson, "--compare-json", options.files);
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
    writeMergedRecords(records, options.out);
    const std::string header = "# merged " + std::to_string(records.size()) + " runs from " +
                               std::to_string(options.files.size()) + " file(s)\n";
    report(records, options, header, options.out == "-");
    return problemsExit(records);
}

/// Refuses options that would make a campaign run forever, hold more runs than fit, or mix records.
void validateCampaignOptions(const BenchOptions& options) {
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
    if (options.resume && options.force)
        throw UsageError("bench: --resume keeps the records in --out and --force replaces them: give one");
    if (options.resume && (options.out.empty() || options.out == "-"))
        throw UsageError("--resume: needs --out FILE.jsonl");
    if (options.resume && !options.ioh.empty())
        throw UsageError(
            "bench: --ioh logs every run of the campaign as it runs, and --resume skips runs "
            "already recorded: give one");
    refuseOverwritingInputs(options);
}

/// Refuses a plan larger than kMaxPlanRuns before it is built (a plan entry and a record per run).
void refuseHugePlan(std::size_t instances, std::size_t variants, int runs) {
    const long double size = static_cast<long double>(instances) * variants * runs;
    if (size > kMaxPlanRuns)
        throw UsageError("bench: the campaign would have " + formatNumber(static_cast<double>(size)) + " runs (" +
                         std::to_string(instances) + " instance(s) x " + std::to_string(variants) +
                         " solver(s) x --runs " + std::to_string(runs) + "); at most " +
                         std::to_string(kMaxPlanRuns) + " runs fit in one campaign: split it (fewer runs, "
                         "several --seed values, or fewer files per campaign)");
}

int runBench(const BenchOptions& options) {
    if (options.merge) return runMerge(options);
    validateCampaignOptions(options);
    const Shard shard = parseShard(options.shard);
    const std::vector<BenchVariant> variants = parseVariants(options.algos, options.params);

    BenchCampaign campaign;
    campaign.instances = readInstances(options);
    campaign.variants = variants;
    campaign.limits = RunLimits{options.timeLimit, options.cpuLimit, options.maxWork};
    campaign.id = campaignId(campaign.instances, variants, options.runs, options.seed, campaign.limits);
    refuseHugePlan(campaign.instances.size(), variants.size(), options.runs);
    const std::vector<BenchRun> plan = buildPlan(campaign.instances, variants, options.runs, options.seed);
    campaign.planSize = plan.size();
    campaign.traceImprovements = !options.ioh.empty();
    std::vector<BenchRun> runs = shardRuns(plan, shard);
    if (!options.ioh.empty()) prepareIohDirectory(options.ioh);

    // The records file is opened and locked before any run: a second writer, an existing campaign or
    // an unwritable path is refused now, not after the work.
    std::unique_ptr<RecordsFile> out;
    if (!options.out.empty() && options.out != "-")
        out = std::make_unique<RecordsFile>(options.out, options.resume  ? ExistingRecords::Keep
                                                         : options.force ? ExistingRecords::Replace
                                                                         : ExistingRecords::Refuse);
    const std::vector<BenchRecord> resumed = out && options.resume ? recordsToResume(*out, campaign.id)
                                                                   : std::vector<BenchRecord>{};
    std::set<std::size_t> done;
    for (const BenchRecord& record : resumed) done.insert(record.run);
    std::erase_if(runs, [&](const BenchRun& run) { return done.count(run.id) > 0; });

    // Timed before the runs, alone, so that its CPU time is the machine's and not shared with a campaign.
    const std::string calibration = options.calibrate ? calibrationLine(calibrate()) : std::string();
    const int cores = static_cast<int>(std::max(1u, std::thread::hardware_concurrency()));
    // The summary reports the threads that ran, never more than there are runs.
    const int jobs = static_cast<int>(std::min<std::size_t>(options.jobs > 0 ? options.jobs : cores, std::max<std::size_t>(runs.size(), 1)));
    const auto start = std::chrono::steady_clock::now();
    std::size_t written = 0;
    std::vector<BenchRecord> records = runCampaign(campaign, runs, jobs, [&](const BenchRecord& record) {
        // One write per record: a killed campaign keeps every run written so far, as whole lines.
        if (out) out->appendRecord(recordToJson(record));
        else if (options.out == "-") writeRecordToStdout(recordToJson(record), written++);
    });
    if (out) out->sync();
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
    header += std::to_string(jobs) + " job(s), " + formatNumber(wall) + " s wall\n" + calibration;
    report(records, options, header, options.out == "-");
    if (!options.ioh.empty()) writeIohLogs(options.ioh, records);
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
        "--out is locked while a campaign writes it (a second writer is refused, naming the holder); an --out\n"
        "that holds records needs --resume (continue) or --force (replace). Each record is one write of a\n"
        "whole line; a write error stops the campaign at once. Merged records and summaries replace their\n"
        "file atomically (temporary file, then rename).\n"
        "Exit status: 0 done, 1 some run was rejected, wrong or failed with an error, 2 bad input or usage,\n"
        "or an output that cannot be written.");
    command->add_option("-a,--algo", options->algos, "solvers: ID or LABEL=ID, comma-separated or repeated")
        ->delimiter(',')
        ->allow_extra_args(false);
    command->add_option("-r,--runs", options->runs, "runs per (solver, instance)")->check(wholeNumber())->capture_default_str();
    command->add_option("-t,--time-limit", options->timeLimit, "wall-clock limit per run in seconds (0 = none)")
        ->check(decimalNumber())
        ->capture_default_str();
    command->add_option("--cpu-limit", options->cpuLimit,
                        "CPU-time limit per run in seconds, the worker thread's own CPU time (0 = none)."
                        " Under node (sudolab.js) this is Emscripten's std::clock: wall-clock time since the first call, in milliseconds, not CPU time.")
        ->check(decimalNumber())
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
    command->add_flag("--force", options->force, "replace an --out file that already holds records");
    command->add_flag("--calibrate", options->calibrate,
                      "time a fixed reference workload before the runs and print it with the summary "
                      "(compare machines; bench/README.md)");
    command->add_option("--ioh", options->ioh,
                        "also write IOHprofiler logs (one folder per solver label) to this new or empty directory:"
                        " evaluations = work units + 1, raw_y = best cost (bench/README.md)");
    command->add_option("files", options->files, "puzzle files (with --merge: record files)");
    command->callback([options, &exitCode] { exitCode = runBench(*options); });
}

}  // namespace sudolab::cli
