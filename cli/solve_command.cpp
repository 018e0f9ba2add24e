// `sudolab solve`: one output line (or grid, or JSON object) per input puzzle, in input order.
#include <CLI/CLI.hpp>
#include <iostream>
#include <memory>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "commands.hpp"
#include "common.hpp"
#include "number_options.hpp"
#include "puzzle_stream.hpp"
#include "run_solver.hpp"

namespace sudolab::cli {
namespace {

struct SolveOptions {
    std::string algo = "backtrack";
    std::uint64_t seed = 1;
    double timeLimit = 10.0;
    double cpuLimit = 0;
    std::uint64_t maxWork = 0;
    std::string format = "auto";
    std::string alphabet = "standard";
    std::vector<std::string> params;
    bool helpParams = false;
    std::vector<std::string> files;
};

nlohmann::ordered_json jsonResult(const SolverInfo& solver, const ParamSet& params, const SolveOptions& options,
                          const PuzzleFile& file, const ParsedPuzzle& puzzle, std::size_t index,
                          const RunResult& result, Alphabet alphabet) {
    nlohmann::ordered_json stats = nlohmann::ordered_json::object();
    for (const Stat& stat : result.stats) stats[stat.name] = stat.value;
    nlohmann::ordered_json paramValues = nlohmann::ordered_json::object();
    for (std::size_t i = 0; i < params.specs().size(); ++i)
        paramValues[std::string(params.specs()[i].name)] = params.specs()[i].format(params.values()[i]);
    const bool solved = result.end == Outcome::Solved;
    const RunLimits limits{options.timeLimit, options.cpuLimit, options.maxWork};
    const std::string message = solved ? result.message : unsolvedText(solver, result, limits);
    using Json = nlohmann::ordered_json;
    return {
        {"index", index},
        {"file", file.name},
        {"line", puzzle.line},
        {"order", puzzle.grid.order()},
        {"givens", puzzle.grid.givenCount()},
        {"algo", std::string(solver.id)},
        {"seed", options.seed},
        {"status", std::string(outcomeName(result.end))},
        {"solved", solved},
        {"solution", solved ? Json(lineText(result.grid, alphabet)) : Json(nullptr)},
        {"best_grid", lineText(result.grid, alphabet)},
        {"solutions_found", result.solutionsFound},
        {"restarts", result.restarts},
        {"time_s", result.seconds},
        {"cpu_s", result.cpuSeconds},
        {"work", result.work},
        {"work_unit", std::string(solver.workUnit)},
        {"iterations", result.iterations},
        {"cost", result.cost},
        {"best_cost", result.bestCost},
        {"message", message},
        {"time_limit_s", options.timeLimit},
        {"cpu_limit_s", options.cpuLimit},
        {"params", paramValues},
        {"stats", stats},
    };
}

/// The layout a puzzle's answer is written in: --format, or with "auto" the puzzle's own form
/// (integers for a puzzle read as integers or from an instance file, else one line).
TextFormat answerLayout(const std::string& format, const ParsedPuzzle& puzzle) {
    if (format == "grid") return TextFormat::Grid;
    if (format == "integers") return TextFormat::Integers;
    if (format == "auto" && (puzzle.layout == TextFormat::Integers || puzzle.layout == TextFormat::Instance))
        return TextFormat::Integers;
    return TextFormat::Line;  // "line", "json" (its solution field is one line) and "auto" otherwise
}

/// Refuses, before any of them is solved, a puzzle whose answer the chosen output cannot spell.
void requireWritable(const std::vector<ParsedPuzzle>& puzzles, const std::string& format, Alphabet alphabet,
                     const std::string& fileName) {
    for (const ParsedPuzzle& puzzle : puzzles) {
        const int size = puzzle.grid.size();
        if (answerLayout(format, puzzle) == TextFormat::Integers || size <= SymbolSet(alphabet).capacity()) continue;
        throw UsageError(fileName + ": line " + std::to_string(puzzle.line) + ": the answer to this " +
                         std::to_string(size) + "x" + std::to_string(size) + " puzzle cannot be written in the " +
                         std::string(alphabetName(alphabet)) + " alphabet (" +
                         std::to_string(SymbolSet(alphabet).capacity()) + " symbols; --format " + format +
                         "): use --alphabet " + (size <= 36 ? "zero or wide" : "wide") +
                         ", or --format integers (nothing was solved for it)");
    }
}

/// Writes one answer in its layout; grids are separated by a blank line.
void writeAnswer(const SolverInfo& solver, const RunResult& result, const RunLimits& limits, TextFormat layout,
                 Alphabet alphabet, bool first) {
    const bool solved = result.end == Outcome::Solved;
    if (layout == TextFormat::Line) {
        std::cout << (solved ? lineText(result.grid, alphabet) : unsolvedText(solver, result, limits)) << '\n';
        return;
    }
    if (!first) std::cout << '\n';
    std::cout << (solved ? gridText(result.grid, layout, alphabet) : unsolvedText(solver, result, limits) + "\n");
}

int runSolve(const SolveOptions& options) {
    const SolverInfo& solver = solverById(options.algo);
    if (options.helpParams) {
        std::cout << describeSolverParams(solver);
        return kExitOk;
    }
    const ParamSet params = parseSolverParams(solver, options.params);
    if (!(options.timeLimit >= 0))
        throw UsageError("--time-limit: must be a number of seconds >= 0 (0 = no limit), got " +
                         formatNumber(options.timeLimit));
    if (!(options.cpuLimit >= 0))
        throw UsageError("--cpu-limit: must be a number of seconds >= 0 (0 = no limit), got " +
                         formatNumber(options.cpuLimit));
    const Alphabet alphabet = alphabetFromName(options.alphabet);

    // Every file is opened and its first block read (a small file: all of it) and checked before any
    // solving; longer files are read a block at a time, so memory does not grow with the file.
    std::vector<std::unique_ptr<PuzzleStream>> files;
    const std::vector<std::string> paths = options.files.empty() ? std::vector<std::string>{"-"} : options.files;
    std::size_t total = 0;
    bool totalKnown = true;
    for (const std::string& path : paths) {
        files.push_back(std::make_unique<PuzzleStream>(path, alphabet));
        total += files.back()->firstBlockSize();
        totalKnown = totalKnown && files.back()->readWhole();
    }

    const RunLimits limits{options.timeLimit, options.cpuLimit, options.maxWork};
    Progress progress("solve " + std::string(solver.id), totalKnown ? total : 0);
    std::size_t index = 0;
    std::size_t solvedCount = 0;
    bool rejected = false;
    for (const auto& file : files) {
        for (std::vector<ParsedPuzzle> block = file->next(); !block.empty(); block = file->next()) {
            requireWritable(block, options.format, alphabet, file->name());
            for (const ParsedPuzzle& puzzle : block) {
                ++index;
                // Every puzzle gets the same seed, so one line of a batch can be reproduced on its own.
                const RunResult result = runToEnd(solver, puzzle.grid, params, options.seed, limits);
                solvedCount += result.end == Outcome::Solved ? 1 : 0;
                if (result.end == Outcome::Rejected) {
                    rejected = true;
                    progress.finish();
                    std::cerr << file->name() << ": line " << puzzle.line << ": " << result.message << '\n';
                }
                const PuzzleFile where{file->name(), {}};
                if (options.format == "json")
                    std::cout << jsonResult(solver, params, options, where, puzzle, index, result, alphabet).dump() << '\n';
                else
                    writeAnswer(solver, result, limits, answerLayout(options.format, puzzle), alphabet, index == 1);
                std::cout.flush();
                progress.update(index, std::to_string(solvedCount) + " solved");
            }
        }
    }
    progress.finish();
    if (rejected) return kExitBadInput;
    return solvedCount == index ? kExitOk : kExitSomeFailed;
}

}  // namespace

void addSolveCommand(CLI::App& app, int& exitCode) {
    auto options = std::make_shared<SolveOptions>();
    CLI::App* command =
        app.add_subcommand("solve", "Solve every puzzle of the files (or standard input), one output per puzzle");
    command->footer(
        "Prints, in input order, each solution (or 'unsolved: reason') in the puzzle's own form: one line,\n"
        "or integers for a puzzle read as integers or from an instance file (--format auto); --format json\n"
        "gives one object per puzzle with its statistics. An answer the output cannot spell (36x36 in the\n"
        "standard alphabet) is refused before solving. Files of one puzzle per line are read in blocks of\n"
        "1 MiB: memory does not grow with the file. Solver parameters: sudolab params ID.\n"
        "Exit status: 0 all solved, 1 some unsolved, 2 bad input or usage.");
    command->add_option("-a,--algo", options->algo, "solver id (see: sudolab list)")->capture_default_str();
    command->add_option("-s,--seed", options->seed, "random seed (each puzzle is run with this seed)")
        ->check(wholeNumber())
        ->capture_default_str();
    command->add_option("-t,--time-limit", options->timeLimit, "wall-clock limit per puzzle in seconds (0 = none)")
        ->check(decimalNumber())
        ->capture_default_str();
    command->add_option("--cpu-limit", options->cpuLimit,
                        "CPU-time limit per puzzle in seconds, the solving thread's CPU time (0 = none)."
                        " Under node (sudolab.js) this is Emscripten's std::clock: wall-clock time since the first call, in milliseconds, not CPU time.")
        ->check(decimalNumber())
        ->capture_default_str();
    command->add_option("--max-work", options->maxWork, "limit per puzzle in the solver's work units (0 = none)")
        ->check(wholeNumber())
        ->capture_default_str();
    command->add_option("-f,--format", options->format,
                        "output: auto (the input's form: integers stay integers, else line), line, grid, integers,"
                        " or json (one object per line)")
        ->check(CLI::IsMember({"auto", "line", "grid", "integers", "json"}))
        ->capture_default_str();
    command->add_option("--alphabet", options->alphabet, "symbols of input and output: standard, zero or wide (64 symbols, for 49x49 and 64x64)")
        ->check(CLI::IsMember({"standard", "zero", "wide"}))
        ->capture_default_str();
    command->add_option("-p,--param", options->params, "solver parameter NAME=VALUE (repeatable)")
        ->allow_extra_args(false);
    command->add_flag("--help-params", options->helpParams, "list the parameters of --algo and exit");
    command->add_option("files", options->files, "puzzle files ('-' or none = standard input)");
    command->callback([options, &exitCode] { exitCode = runSolve(*options); });
}

}  // namespace sudolab::cli
