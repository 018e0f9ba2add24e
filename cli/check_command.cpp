// `sudolab check PUZZLES SOLUTIONS`: is each solution a complete valid grid keeping its puzzle's givens?
#include <CLI/CLI.hpp>
#include <iostream>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "commands.hpp"
#include "common.hpp"
#include "errors.hpp"
#include "solutions_file.hpp"
#include "validate.hpp"

namespace sudolab::cli {
namespace {

struct CheckOptions {
    std::string puzzles;
    std::string solutions;
    std::string alphabet = "standard";
};

/// The solutions file's entries; every error becomes a UsageError prefixed by the file's name.
std::vector<CandidateSolution> readSolutions(const std::string& path, const std::string& name, Alphabet alphabet) {
    const std::string text = readTextFile(path);
    try {
        return readSolutionsText(text, alphabet);
    } catch (const InputError& error) {
        throw UsageError(name + ": " + error.what());
    }
}

int runCheck(const CheckOptions& options) {
    const Alphabet alphabet = alphabetFromName(options.alphabet);
    const PuzzleFile puzzles = readPuzzleFile(options.puzzles, alphabet);
    const std::string solutionsName = options.solutions == "-" ? "<stdin>" : options.solutions;
    const std::vector<CandidateSolution> solutions = readSolutions(options.solutions, solutionsName, alphabet);
    if (solutions.size() != puzzles.puzzles.size())
        throw UsageError(solutionsName + ": " + std::to_string(solutions.size()) + " grid(s), but " + puzzles.name +
                         " has " + std::to_string(puzzles.puzzles.size()) + " puzzle(s)");

    std::size_t invalid = 0;
    for (std::size_t i = 0; i < solutions.size(); ++i) {
        const CandidateSolution& solution = solutions[i];
        const std::string problem =
            solution.grid ? checkSolution(puzzles.puzzles[i].grid, *solution.grid) : solution.problem;
        if (problem.empty()) {
            std::cout << "ok\n";
        } else {
            ++invalid;
            std::cout << "invalid: " << problem << " (" << solutionsName << " line " << solution.line << ", "
                      << puzzles.name << " line " << puzzles.puzzles[i].line << ")\n";
        }
    }
    std::cout.flush();
    if (invalid > 0)
        std::cerr << "check: " << invalid << " of " << solutions.size() << " solution(s) invalid\n";
    return invalid == 0 ? kExitOk : kExitSomeFailed;
}

}  // namespace

void addCheckCommand(CLI::App& app, int& exitCode) {
    auto options = std::make_shared<CheckOptions>();
    CLI::App* command = app.add_subcommand("check", "Check solutions against their puzzles");
    command->footer(
        "The files hold the same number of grids in the same order (the output of sudolab solve works).\n"
        "Prints 'ok' or 'invalid: why' per pair. Exit status: 0 all valid, 1 some invalid, 2 bad input.");
    command->add_option("puzzles", options->puzzles, "puzzle file ('-' = standard input)")->required();
    command->add_option("solutions", options->solutions, "solution file, e.g. the output of sudolab solve")
        ->required();
    command->add_option("--alphabet", options->alphabet, "symbols of both files: standard, zero or wide (64 symbols, for 49x49 and 64x64)")
        ->check(CLI::IsMember({"standard", "zero", "wide"}))
        ->capture_default_str();
    command->callback([options, &exitCode] { exitCode = runCheck(*options); });
}

}  // namespace sudolab::cli
