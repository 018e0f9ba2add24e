// `sudolab trace`: one run per solver on one puzzle, sampled as tab-separated (time, iteration, work,
// cost, best cost) rows for cost-vs-time plots (scripts/bench_plots.sh). Solvers run one after the other,
// never concurrently, so their clocks are comparable.
#include <CLI/CLI.hpp>
#include <cstdio>
#include <fstream>
#include <iostream>
#include <memory>
#include <string>
#include <vector>

#include "bench_plan.hpp"
#include "commands.hpp"
#include "common.hpp"
#include "number_options.hpp"
#include "run_solver.hpp"

namespace sudolab::cli {
namespace {

struct TraceOptions {
    std::vector<std::string> algos;
    std::vector<std::string> params;
    std::uint64_t seed = 1;
    double timeLimit = 10.0;
    double cpuLimit = 0;
    std::uint64_t maxWork = 0;
    double interval = 0.01;
    int index = 1;
    std::string out = "-";
    std::string alphabet = "standard";
    std::string file;
};

std::string row(const std::string& label, double seconds, const Snapshot& snap) {
    char buffer[160];
    std::snprintf(buffer, sizeof buffer, "\t%.6f\t%llu\t%llu\t%.10g\t%.10g\n", seconds,
                  static_cast<unsigned long long>(snap.iteration), static_cast<unsigned long long>(snap.work),
                  snap.cost, snap.bestCost);
    return label + buffer;
}

int runTrace(const TraceOptions& options) {
    if (options.algos.empty()) throw UsageError("trace: give the solvers with --algo ID[,ID...]");
    if (!(options.timeLimit >= 0)) throw UsageError("--time-limit: must be >= 0, got " + formatNumber(options.timeLimit));
    if (!(options.cpuLimit >= 0)) throw UsageError("--cpu-limit: must be >= 0, got " + formatNumber(options.cpuLimit));
    if (options.timeLimit == 0 && options.cpuLimit == 0 && options.maxWork == 0)
        throw UsageError("trace: give --time-limit > 0, --cpu-limit > 0 or --max-work > 0 so that every run ends");
    if (!(options.interval >= 0)) throw UsageError("--interval: must be >= 0, got " + formatNumber(options.interval));
    const std::vector<BenchVariant> variants = parseVariants(options.algos, options.params);
    const PuzzleFile file = readPuzzleFile(options.file, alphabetFromName(options.alphabet));
    if (options.index < 1 || static_cast<std::size_t>(options.index) > file.puzzles.size())
        throw UsageError("--index: " + file.name + " has " + std::to_string(file.puzzles.size()) +
                         " puzzle(s), got " + std::to_string(options.index));
    const Grid& puzzle = file.puzzles[static_cast<std::size_t>(options.index - 1)].grid;

    std::ofstream fileOut;
    if (options.out != "-") {
        fileOut.open(options.out, std::ios::binary | std::ios::trunc);
        if (!fileOut) throw UsageError(options.out + ": cannot write");
    }
    std::ostream& out = options.out == "-" ? std::cout : fileOut;
    out << "# sudolab trace of " << file.name << " #" << options.index << ", seed " << options.seed << ", limit "
        << formatNumber(options.timeLimit) << " s\n# solver\ttime_s\titeration\twork\tcost\tbest_cost\n";
    const RunLimits limits{options.timeLimit, options.cpuLimit, options.maxWork};
    for (const BenchVariant& variant : variants) {
        std::string rows;
        double lastSample = -1;
        double lastBest = 0;
        // Sample at most every --interval seconds, and whenever the best cost improves (so a plot of
        // the best cost has every step); rows are collected in memory and written after the run.
        const Run::Observer observer = [&](const Run& run) {
            const double seconds = run.wallSeconds();
            const Solver& solver = run.solver();
            if (lastSample >= 0 && seconds - lastSample < options.interval) {
                const Snapshot snap = solver.snapshot();
                if (snap.bestCost >= lastBest) return;
                lastBest = snap.bestCost;
                lastSample = seconds;
                rows += row(variant.label, seconds, snap);
                return;
            }
            const Snapshot snap = solver.snapshot();
            lastBest = snap.bestCost;
            lastSample = seconds;
            rows += row(variant.label, seconds, snap);
        };
        const RunResult result = runToEnd(*variant.solver, puzzle, variant.params, options.seed, limits, observer);
        if (result.end == Outcome::Rejected) throw UsageError(file.name + ": " + result.message);
        Snapshot last;
        last.iteration = result.iterations;
        last.work = result.work;
        last.cost = result.cost;
        last.bestCost = result.bestCost;
        rows += row(variant.label, result.seconds, last);
        out << rows;
        std::cerr << variant.label << ": " << outcomeName(result.end) << " after " << formatNumber(result.seconds)
                  << " s, " << result.iterations << " " << variant.solver->workUnit << ", best cost "
                  << formatNumber(result.bestCost) << "\n";
    }
    out.flush();
    if (!out) throw UsageError(options.out + ": write failed");
    return kExitOk;
}

}  // namespace

void addTraceCommand(CLI::App& app, int& exitCode) {
    auto options = std::make_shared<TraceOptions>();
    CLI::App* command =
        app.add_subcommand("trace", "Sample cost and best cost over time of one run per solver (tab-separated)");
    command->footer(
        "Rows: solver, time_s, iteration, work, cost, best_cost; one sample after reset, then at most every\n"
        "--interval seconds and whenever the best cost improves, and a last one when the run ends. Snapshot\n"
        "calls cost a little time, so traced runs are slightly slower than bench runs.");
    command->add_option("-a,--algo", options->algos, "solvers: ID or LABEL=ID, comma-separated or repeated")
        ->delimiter(',')
        ->allow_extra_args(false);
    command->add_option("-p,--param", options->params, "LABEL.NAME=VALUE (repeatable)")->allow_extra_args(false);
    command->add_option("-s,--seed", options->seed, "seed of every run")->check(wholeNumber())->capture_default_str();
    command->add_option("-t,--time-limit", options->timeLimit, "wall-clock limit per run in seconds")
        ->check(decimalNumber())
        ->capture_default_str();
    command->add_option("--cpu-limit", options->cpuLimit,
                        "CPU-time limit per run in seconds, the running thread's CPU time (0 = none)."
                        " Under node (sudolab.js) this is Emscripten's std::clock: wall-clock time since the first call, in milliseconds, not CPU time.")
        ->check(decimalNumber())
        ->capture_default_str();
    command->add_option("--max-work", options->maxWork, "limit per run in work units (0 = none)")
        ->check(wholeNumber())
        ->capture_default_str();
    command->add_option("--interval", options->interval, "seconds between samples")->check(decimalNumber())->capture_default_str();
    command->add_option("--index", options->index, "which puzzle of the file (1-based)")->check(wholeNumber())->capture_default_str();
    command->add_option("-o,--out", options->out, "output file ('-' = stdout)")->capture_default_str();
    command->add_option("--alphabet", options->alphabet, "symbols of the puzzle file: standard, zero or wide (64 symbols, for 49x49 and 64x64)")
        ->check(CLI::IsMember({"standard", "zero", "wide"}))
        ->capture_default_str();
    command->add_option("file", options->file, "puzzle file")->required();
    command->callback([options, &exitCode] { exitCode = runTrace(*options); });
}

}  // namespace sudolab::cli
