// `sudolab hint`: the next step of each puzzle (one sentence, or a JSON object); `sudolab explain`:
// the whole path of steps to the solution, numbered, with a summary line per puzzle.
#include <CLI/CLI.hpp>
#include <iostream>
#include <memory>
#include <string>
#include <vector>

#include "commands.hpp"
#include "common.hpp"
#include "hint_output.hpp"
#include "hints/hint_explain.hpp"

namespace sudolab::cli {
namespace {

struct HintCommandOptions {
    std::string format = "text";
    std::string alphabet = "standard";
    bool logicOnly = false;
    int forcingDepth = sudolab::HintOptions{}.maxForcingDepth;
    int level = 3;  ///< graded hint: 1 nudge, 2 cells, 3 whole step
    std::vector<std::string> files;
};

/// The engine's options for `puzzle`: uniqueness techniques only once its unique solution is proved.
sudolab::HintOptions engineOptions(const HintCommandOptions& options, const Grid& puzzle) {
    sudolab::HintOptions engine;
    engine.offerSearch = !options.logicOnly;
    engine.maxForcingDepth = options.forcingDepth;
    engine.uniquenessProved = provesUniqueSolution(puzzle, engine.searchNodeLimit);
    return engine;
}

nlohmann::ordered_json puzzleJson(const PuzzleFile& file, const ParsedPuzzle& puzzle, std::size_t index) {
    return {{"index", index}, {"file", file.name}, {"line", puzzle.line}, {"order", puzzle.grid.order()},
            {"givens", puzzle.grid.givenCount()}};
}

int runHint(const HintCommandOptions& options) {
    const std::vector<PuzzleFile> files = readPuzzleFiles(options.files, alphabetFromName(options.alphabet));
    std::size_t index = 0, failed = 0;
    for (const PuzzleFile& file : files)
        for (const ParsedPuzzle& puzzle : file.puzzles) {
            const Hint hint = findHint(hintBoardOf(puzzle.grid), engineOptions(options, puzzle.grid));
            failed += hint.status == HintStatus::Step || hint.status == HintStatus::Solved ? 0 : 1;
            if (options.format == "json") {
                nlohmann::ordered_json out = puzzleJson(file, puzzle, ++index);
                out.update(hintJson(puzzle.grid.geometry(), hint));
                out["level"] = options.level;
                out["told"] = explainHintAt(puzzle.grid.geometry(), hint, static_cast<HintLevel>(options.level));
                std::cout << out.dump() << '\n';
            } else {
                std::cout << explainHintAt(puzzle.grid.geometry(), hint, static_cast<HintLevel>(options.level)) << '\n';
            }
        }
    return failed == 0 ? kExitOk : kExitSomeFailed;
}

/// The steps from the puzzle to the end (solved, or where no step is offered) and that last hint.
struct Path {
    std::vector<Hint> steps;
    Hint last;
};

Path walk(const Grid& puzzle, const sudolab::HintOptions& engine) {
    Path path;
    HintBoard board = hintBoardOf(puzzle);
    // Each step fills a cell or removes a candidate: N^2 * N steps bound any path.
    const int bound = puzzle.cellCount() * (puzzle.size() + 1);
    for (int k = 0; k < bound; ++k) {
        path.last = findHint(board, engine);
        if (path.last.status != HintStatus::Step) break;
        applyHint(board, path.last);
        path.steps.push_back(path.last);
    }
    return path;
}

std::string summary(const Path& path) {
    int search = 0;
    for (const Hint& hint : path.steps) search += hint.technique == Technique::Search ? 1 : 0;
    const std::string counts = std::to_string(path.steps.size()) + " steps (" +
                               std::to_string(path.steps.size() - search) + " logic, " + std::to_string(search) +
                               " search)";
    if (path.last.status == HintStatus::Solved) return "solved in " + counts;
    return "not solved after " + counts;
}

int runExplain(const HintCommandOptions& options) {
    const std::vector<PuzzleFile> files = readPuzzleFiles(options.files, alphabetFromName(options.alphabet));
    std::size_t index = 0, unsolved = 0;
    for (const PuzzleFile& file : files)
        for (const ParsedPuzzle& puzzle : file.puzzles) {
            const Geometry& geo = puzzle.grid.geometry();
            const Path path = walk(puzzle.grid, engineOptions(options, puzzle.grid));
            unsolved += path.last.status == HintStatus::Solved ? 0 : 1;
            if (options.format == "json") {
                nlohmann::ordered_json out = puzzleJson(file, puzzle, ++index);
                nlohmann::ordered_json steps = nlohmann::ordered_json::array();
                for (const Hint& hint : path.steps) steps.push_back(hintJson(geo, hint));
                out["steps"] = steps;
                out["end"] = hintJson(geo, path.last);
                std::cout << out.dump() << '\n';
                continue;
            }
            if (index++ > 0) std::cout << '\n';
            std::cout << "# " << file.name << " line " << puzzle.line << " (" << geo.size << "x" << geo.size << ", "
                      << puzzle.grid.givenCount() << " givens)\n";
            for (std::size_t k = 0; k < path.steps.size(); ++k)
                std::cout << k + 1 << ". " << explainHint(geo, path.steps[k]) << '\n';
            if (path.last.status != HintStatus::Solved) std::cout << explainHint(geo, path.last) << '\n';
            std::cout << summary(path) << '\n';
        }
    return unsolved == 0 ? kExitOk : kExitSomeFailed;
}

CLI::App* addCommon(CLI::App& app, const char* name, const char* help, std::shared_ptr<HintCommandOptions> options) {
    CLI::App* command = app.add_subcommand(name, help);
    command->add_option("-f,--format", options->format, "output: text or json (one object per puzzle)")
        ->check(CLI::IsMember({"text", "json"}))
        ->capture_default_str();
    command->add_option("--alphabet", options->alphabet, "symbols of the input: standard, zero or wide (64 symbols, for 49x49 and 64x64)")
        ->check(CLI::IsMember({"standard", "zero", "wide"}))
        ->capture_default_str();
    command->add_flag("--logic-only", options->logicOnly,
                      "never offer the exact solver's value when no technique applies");
    command
        ->add_option("--forcing-depth", options->forcingDepth,
                     "deepest forcing net tried: 0 none (chains are the last technique), 1 forcing chains and nets "
                     "on singles, 2-3 nets nested that deep")
        ->check(CLI::Range(0, 3))
        ->capture_default_str();
    command->add_option("files", options->files, "puzzle files ('-' or none = standard input)");
    return command;
}

}  // namespace

void addHintCommands(CLI::App& app, int& exitCode) {
    auto hintOptions = std::make_shared<HintCommandOptions>();
    CLI::App* hint = addCommon(app, "hint", "The next logical step of each puzzle, explained in one sentence",
                               hintOptions);
    hint->footer(
        "Techniques, easiest first: full house, naked/hidden single, pointing, box-line reduction, naked/hidden\n"
        "pairs, triples, quads, X-wing, swordfish, jellyfish, Hall sets of any size, unique rectangles\n"
        "(types 1-4) and BUG+1 (only once the exact solver has proved the puzzle's solution unique), chains\n"
        "and patterns (skyscraper, 2-string kite, turbot fish, empty rectangle, XY-wing, W-wing, remote pairs,\n"
        "colour trap and wrap, multi-colouring, X-chain, XY-chain, AIC), finned fish, XYZ-wing, almost locked\n"
        "sets (ALS-XZ, ALS-XY-wing, death blossom) and Sue de Coq, forcing chains (digit, cell, unit) and\n"
        "forcing nets, nested up to depth 3. When none applies, the exact solver's value for one cell is\n"
        "offered, labelled search (unless --logic-only).\n"
        "Exit status: 0 a step (or solved) for every puzzle, 1 some stuck or contradictory, 2 bad input or usage.");
    hint->add_option("--level", hintOptions->level,
                     "how much to tell: 1 a nudge (technique and where), 2 the cells, 3 the whole step")
        ->check(CLI::Range(1, 3))
        ->capture_default_str();
    hint->callback([hintOptions, &exitCode] { exitCode = runHint(*hintOptions); });

    auto explainOptions = std::make_shared<HintCommandOptions>();
    CLI::App* explain =
        addCommon(app, "explain", "The whole path of steps from each puzzle to its solution", explainOptions);
    explain->footer(
        "Applies the next step again and again and prints each one numbered, then a summary line.\n"
        "Exit status: 0 every puzzle solved, 1 some not (stuck, or several solutions), 2 bad input or usage.");
    explain->callback([explainOptions, &exitCode] { exitCode = runExplain(*explainOptions); });
}

}  // namespace sudolab::cli
