// `sudolab rate`: the difficulty grade of each puzzle (techniques applied until solved or stuck, the
// hardest one and how often), one JSON object per line.
#include <CLI/CLI.hpp>
#include <iostream>
#include <memory>
#include <string>
#include <vector>

#include "commands.hpp"
#include "common.hpp"
#include "hint_output.hpp"

namespace sudolab::cli {
namespace {

struct RateOptions {
    std::string alphabet = "standard";
    std::vector<std::string> files;
};

int runRate(const RateOptions& options) {
    const std::vector<PuzzleFile> files = readPuzzleFiles(options.files, alphabetFromName(options.alphabet));
    std::size_t total = 0, index = 0, byLogic = 0;
    for (const PuzzleFile& file : files) total += file.puzzles.size();
    Progress progress("rate", total);
    for (const PuzzleFile& file : files)
        for (const ParsedPuzzle& puzzle : file.puzzles) {
            const Grade grade = gradePuzzle(puzzle.grid);
            byLogic += grade.solvedByLogic ? 1 : 0;
            nlohmann::ordered_json out = {{"index", ++index}, {"file", file.name}, {"line", puzzle.line},
                                          {"order", puzzle.grid.order()}, {"givens", puzzle.grid.givenCount()}};
            out.update(gradeJson(grade));
            std::cout << out.dump() << '\n';
            progress.update(index, std::to_string(byLogic) + " by logic");
        }
    progress.finish();
    return byLogic == total ? kExitOk : kExitSomeFailed;
}

}  // namespace

void addRateCommand(CLI::App& app, int& exitCode) {
    auto options = std::make_shared<RateOptions>();
    CLI::App* command = app.add_subcommand("rate", "Difficulty grade of each puzzle, one JSON object per line");
    command->footer(
        "Applies the easiest technique again and again (never search) until the puzzle is solved or no\n"
        "technique applies; reports the hardest technique used, how often, and every technique's count.\n"
        "Exit status: 0 every puzzle solved by logic, 1 some need search, 2 bad input or usage.");
    command->add_option("--alphabet", options->alphabet, "symbols of the input: standard, zero or wide (64 symbols, for 49x49 and 64x64)")
        ->check(CLI::IsMember({"standard", "zero", "wide"}))
        ->capture_default_str();
    command->add_option("files", options->files, "puzzle files ('-' or none = standard input)");
    command->callback([options, &exitCode] { exitCode = runRate(*options); });
}

}  // namespace sudolab::cli
