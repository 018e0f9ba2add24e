// `sudolab solve`: one output line (or grid, or JSON object) per input puzzle, in input order.
#include <CLI/CLI.hpp>
#include <array>
#include <chrono>
#include <iostream>
#include <memory>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "base/errors.hpp"
#include "commands.hpp"
#include "common.hpp"
#include "links/resolve_link.hpp"
#include "number_options.hpp"
#include "puzzle_stream.hpp"
#include "run_solver.hpp"
#include "thread_clock.hpp"

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
    std::string link;        ///< --link: a share link (its puzzle, solver, parameters, seed) or an address
    bool chosenRun = false;  ///< --algo, --seed or --param was given (a share link names all three)
};

/// One solver with its checked parameters and the seed of its runs.
struct SolveJob {
    const SolverInfo* solver;
    ParamSet params;
    std::uint64_t seed;
};

nlohmann::ordered_json jsonResult(const SolverInfo& solver, const ParamSet& params, std::uint64_t seed,
                                  const SolveOptions& options, const std::string& fileName, const ParsedPuzzle& puzzle,
                                  std::size_t index, const RunResult& result, Alphabet alphabet) {
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
        {"file", fileName},
        {"line", puzzle.line},
        {"order", puzzle.grid.order()},
        {"givens", puzzle.grid.givenCount()},
        {"algo", std::string(solver.id)},
        {"seed", seed},
        {"status", std::string(outcomeName(result.end))},
        {"solved", solved},
        {"solution", solved ? Json(lineText(result.grid, alphabet)) : Json(nullptr)},
        {"best_grid", lineText(result.grid, alphabet)},
        {"solutions_found", result.solutionsFound},
        {"restarts", result.restarts},
        {"time_s", result.seconds},
        {"cpu_s", result.cpuSeconds ? Json(*result.cpuSeconds) : Json(nullptr)},
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

/// Runs jobs and writes their answers in input order, counting what the exit status needs.
class SolveWriter {
public:
    SolveWriter(const SolveOptions& options, Alphabet alphabet, std::string label, std::size_t total)
        : options_(options),
          alphabet_(alphabet),
          limits_{options.timeLimit, options.cpuLimit, options.maxWork},
          // CPU time is read only where it is shown (JSON's cpu_s) or limited: the clock read is a system call.
          clock_(options.format == "json" || options.cpuLimit > 0 ? threadClock() : wallClock()),
          progress_(std::move(label), total),
          symbolOfValue_(symbolTable(alphabet)) {}

    /// Solves one puzzle with one job and writes its answer.
    void solve(const SolveJob& job, const ParsedPuzzle& puzzle, const std::string& fileName) {
        ++index_;
        Run& run = runOn(job, puzzle.grid);
        run.runToEnd();
        const RunResult result = resultOf(run, options_.format == "json" ? ResultDetail::Full : ResultDetail::Answer);
        solved_ += result.end == Outcome::Solved ? 1 : 0;
        if (result.end == Outcome::Rejected) {
            rejected_ = true;
            progress_.finish();
            std::cout.flush();  // the answers before it come first, as they were solved first
            std::cerr << fileName << ": line " << puzzle.line << ": " << result.message << '\n';
        }
        if (options_.format == "json")
            std::cout << jsonResult(*job.solver, job.params, job.seed, options_, fileName, puzzle, index_, result,
                                    alphabet_)
                             .dump()
                      << '\n';
        else if (const TextFormat layout = answerLayout(options_.format, puzzle);
                 layout == TextFormat::Line && result.end == Outcome::Solved)
            writeSolvedLine(result.grid);
        else
            writeAnswer(*job.solver, result, limits_, layout, alphabet_, index_ == 1);
        flushNowAndThen();
        progress_.update(index_, std::to_string(solved_) + " solved");
    }

    /// 0 all solved, 1 some not, 2 a puzzle or its parameters were rejected.
    int exitCode() {
        progress_.finish();
        std::cout.flush();
        if (rejected_) return kExitBadInput;
        return solved_ == index_ ? kExitOk : kExitSomeFailed;
    }

private:
    static constexpr int kMaxValueSymbols = 65;  ///< values 0-64: the largest grid is 64x64

    /// A solution as one line, from a table of the alphabet's symbols made once: writeGrid would build the
    /// alphabet and a string per puzzle, which costs as much as solving an easy 9x9. The grid's size was
    /// checked against the alphabet before any solving (requireWritable).
    void writeSolvedLine(const Grid& grid) {
        const std::vector<Value>& values = grid.values();
        line_.resize(values.size() + 1);  // written by index: appending a character at a time is a call each
        for (std::size_t cell = 0; cell < values.size(); ++cell) line_[cell] = symbolOfValue_[values[cell]];
        line_.back() = '\n';
        std::cout.write(line_.data(), static_cast<std::streamsize>(line_.size()));
    }

    /// Symbol of each value the alphabet spells (index = value; '.' for 0).
    static std::array<char, kMaxValueSymbols> symbolTable(Alphabet alphabet) {
        const SymbolSet symbols(alphabet);
        std::array<char, kMaxValueSymbols> table{};
        for (int value = 0; value < kMaxValueSymbols && value <= symbols.capacity(); ++value)
            table[static_cast<std::size_t>(value)] = symbols.symbolFor(static_cast<Value>(value));
        return table;
    }

    /// The job's run, started over on `puzzle`: the puzzles of a batch share one run and one solver (and the
    /// exact search its engine), so that a puzzle costs a reset, not a new solver with its buffers.
    Run& runOn(const SolveJob& job, const Grid& puzzle) {
        if (run_ && runJob_ == &job && run_->puzzle().order() == puzzle.order()) {
            run_->restart(puzzle);
            return *run_;
        }
        run_ = std::make_unique<Run>(*job.solver, puzzle, job.params, job.seed, clock_);
        run_->setLimits(limits_);
        runJob_ = &job;
        return *run_;
    }

    /// Hands the answers written so far to the reader at most every kFlushInterval: a reader of a pipe
    /// sees slow puzzles' answers as they come, and a batch of fast ones does not pay a write() per answer
    /// (a system call takes as long as solving an easy 9x9).
    void flushNowAndThen() {
        const auto now = std::chrono::steady_clock::now();
        if (now - lastFlush_ < kFlushInterval) return;
        std::cout.flush();
        lastFlush_ = now;
    }
    static constexpr std::chrono::milliseconds kFlushInterval{50};

    const SolveOptions& options_;
    Alphabet alphabet_;
    RunLimits limits_;
    const RunClock& clock_;
    Progress progress_;
    std::unique_ptr<Run> run_;                           ///< the latest job's run, reused for its next puzzle
    const SolveJob* runJob_ = nullptr;                   ///< whose run_ is
    std::chrono::steady_clock::time_point lastFlush_{};  ///< the epoch: the first answer is flushed at once
    std::array<char, kMaxValueSymbols> symbolOfValue_;
    std::string line_;  ///< the answer line being written, reused
    std::size_t index_ = 0;
    std::size_t solved_ = 0;
    bool rejected_ = false;
};

void requireLimits(const SolveOptions& options) {
    if (!(options.timeLimit >= 0))
        throw UsageError("--time-limit: must be a number of seconds >= 0 (0 = no limit), got " +
                         formatNumber(options.timeLimit));
    if (!(options.cpuLimit >= 0))
        throw UsageError("--cpu-limit: must be a number of seconds >= 0 (0 = no limit), got " +
                         formatNumber(options.cpuLimit));
}

/// The job the options choose (--algo, --param, --seed).
SolveJob optionsJob(const SolveOptions& options) {
    const SolverInfo& solver = solverById(options.algo);
    return {&solver, parseSolverParams(solver, options.params), options.seed};
}

/// The jobs of a resolved --link: a share link's solver (each lane of a race, in link order) with the
/// link's parameters and seed; a SudokuWiki address names no solver, so the options choose.
std::vector<SolveJob> linkJobs(const ResolvedLink& link, const SolveOptions& options) {
    if (!link.run) return {optionsJob(options)};
    // A share link defines the run; an option that changes it would make the output no longer the link's.
    if (options.chosenRun)
        throw UsageError(
            "--link: a share link names its solver, parameters and seed: drop --algo, --seed and "
            "--param (or solve a file holding the link, which reads only its puzzle)");
    const SharedRun& run = *link.run;
    if (run.mode == LinkMode::Single) return {{run.solver.info, run.solver.params, run.seed}};
    std::vector<SolveJob> jobs;
    for (const LinkedSolver& lane : run.race) jobs.push_back({lane.info, lane.params, run.seed});
    return jobs;
}

/// `solve --link`: the link's puzzle, solved by each of its jobs.
int solveLink(const SolveOptions& options, Alphabet alphabet) {
    if (!options.files.empty()) throw UsageError("--link: give either a link or puzzle files, not both");
    ResolvedLink link;
    try {
        link = resolveSharedLink(options.link);
    } catch (const InputError& error) {
        // "link: unknown algorithm ..." reads "--link: unknown algorithm ..." here.
        std::string message = error.what();
        if (message.rfind("link: ", 0) == 0) message.erase(0, 6);
        throw UsageError("--link: " + message);
    }
    const std::vector<SolveJob> jobs = linkJobs(link, options);
    const ParsedPuzzle puzzle{link.puzzle, 1};
    requireWritable({puzzle}, options.format, alphabet, "--link");
    SolveWriter writer(options, alphabet, "solve --link", jobs.size());
    for (const SolveJob& job : jobs) writer.solve(job, puzzle, "--link");
    return writer.exitCode();
}

int runSolve(const SolveOptions& options) {
    if (options.helpParams) {
        std::cout << describeSolverParams(solverById(options.algo));
        return kExitOk;
    }
    if (!options.link.empty()) {
        requireLimits(options);
        return solveLink(options, alphabetFromName(options.alphabet));
    }
    const SolveJob job = optionsJob(options);
    requireLimits(options);
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

    SolveWriter writer(options, alphabet, "solve " + std::string(job.solver->id), totalKnown ? total : 0);
    for (const auto& file : files) {
        for (std::vector<ParsedPuzzle> block = file->next(); !block.empty(); block = file->next()) {
            requireWritable(block, options.format, alphabet, file->name());
            // Every puzzle gets the same seed, so one line of a batch can be reproduced on its own.
            for (const ParsedPuzzle& puzzle : block) writer.solve(job, puzzle, file->name());
        }
    }
    return writer.exitCode();
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
        "--link LINK solves a link's puzzle with the run the link defines (a share link's solver, parameters\n"
        "and seed, checked as the page checks them; the player's progress in it is checked, not used); a file\n"
        "holding a link is read as its puzzle only. Errors in a link name the character where it goes wrong.\n"
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
    command->add_option("--link", options->link,
                        "solve the puzzle of a link as it defines the run: a share link of the page (the whole"
                        " address or the part after '#') brings its solver, parameters and seed (a race: each lane in"
                        " turn, one answer per lane); a SudokuWiki address (?bd=) brings only the puzzle");
    command->callback([command, options, &exitCode] {
        options->chosenRun = command->count("--algo") + command->count("--seed") + command->count("--param") > 0;
        exitCode = runSolve(*options);
    });
}

}  // namespace sudolab::cli
