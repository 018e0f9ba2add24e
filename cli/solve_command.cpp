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
#include "run_solver.hpp"

namespace sudolab::cli {
namespace {

struct SolveOptions {
    std::string algo = "backtrack";
    std::uint64_t seed = 1;
    double timeLimit = 10.0;
    double cpuLimit = 0;
    std::uint64_t maxWork = 0;
    std::string format = "line";
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
    if (options.format != "line" && options.format != "grid" && options.format != "json")
        throw UsageError("unknown format '" + options.format + "' (known: line, grid, json)");

    // Read everything first: a bad file is reported before any solving starts.
    std::vector<PuzzleFile> files;
    const std::vector<std::string> paths = options.files.empty() ? std::vector<std::string>{"-"} : options.files;
    std::size_t total = 0;
    for (const std::string& path : paths) {
        files.push_back(readPuzzleFile(path, alphabet));
        total += files.back().puzzles.size();
    }

    const RunLimits limits{options.timeLimit, options.cpuLimit, options.maxWork};
    Progress progress("solve " + std::string(solver.id), total);
    std::size_t index = 0;
    std::size_t solvedCount = 0;
    bool rejected = false;
    for (const PuzzleFile& file : files) {
        for (const ParsedPuzzle& puzzle : file.puzzles) {
            ++index;
            // Every puzzle gets the same seed, so one line of a batch can be reproduced on its own.
            const RunResult result = runSolver(solver, puzzle.grid, params, options.seed, limits);
            const bool solved = result.end == Outcome::Solved;
            solvedCount += solved ? 1 : 0;
            if (result.end == Outcome::Rejected) {
                rejected = true;
                progress.finish();
                std::cerr << file.name << ": line " << puzzle.line << ": " << result.message << '\n';
            }
            if (options.format == "json") {
                std::cout << jsonResult(solver, params, options, file, puzzle, index, result, alphabet).dump() << '\n';
            } else if (options.format == "grid") {
                if (index > 1) std::cout << '\n';
                std::cout << (solved ? gridText(result.grid, TextFormat::Grid, alphabet)
                                     : unsolvedText(solver, result, limits) + "\n");
            } else {
                std::cout << (solved ? lineText(result.grid, alphabet) : unsolvedText(solver, result, limits)) << '\n';
            }
            std::cout.flush();
            progress.update(index, std::to_string(solvedCount) + " solved");
        }
    }
    progress.finish();
    if (rejected) return kExitBadInput;
    return solvedCount == total ? kExitOk : kExitSomeFailed;
}

}  // namespace

void addSolveCommand(CLI::App& app, int& exitCode) {
    auto options = std::make_shared<SolveOptions>();
    CLI::App* command =
        app.add_subcommand("solve", "Solve every puzzle of the files (or standard input), one output per puzzle");
    command->footer(
        "Prints, in input order, each solution in line form (or 'unsolved: reason'); --format json gives one\n"
        "object per puzzle with its statistics. Solver parameters: sudolab params ID.\n"
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
        ->capture_default_str();
    command->add_option("--max-work", options->maxWork, "limit per puzzle in the solver's work units (0 = none)")
        ->check(wholeNumber())
        ->capture_default_str();
    command->add_option("-f,--format", options->format, "output: line, grid, or json (one object per line)")
        ->check(CLI::IsMember({"line", "grid", "json"}))
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
