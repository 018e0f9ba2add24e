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
#include "validate.hpp"

namespace sudolab::cli {
namespace {

struct CheckOptions {
    std::string puzzles;
    std::string solutions;
    std::string alphabet = "standard";
};

/// One grid of the solutions file, or why it could not even be read as a grid.
struct CandidateSolution {
    std::optional<Grid> grid;
    std::string problem;  ///< set when grid is empty
    int line = 0;
};

/// Reads the solutions file one line at a time, so that a line with clashing values or an `unsolved: ...`
/// line from `sudolab solve` becomes an invalid solution instead of making the whole file unreadable
/// (the puzzle reader rejects clashing values, rightly, for puzzles). Throws InputError located in the file.
std::vector<CandidateSolution> readSolutionsLineByLine(std::string_view text, Alphabet alphabet) {
    std::vector<CandidateSolution> out;
    int lineNumber = 0;
    std::size_t start = 0;
    while (start <= text.size()) {
        std::size_t end = text.find('\n', start);
        if (end == std::string_view::npos) end = text.size();
        std::string_view line = text.substr(start, end - start);
        start = end + 1;
        ++lineNumber;
        while (!line.empty() && (line.back() == '\r' || line.back() == ' ' || line.back() == '\t'))
            line.remove_suffix(1);
        while (!line.empty() && (line.front() == ' ' || line.front() == '\t')) line.remove_prefix(1);
        if (line.empty() || line.front() == '#') continue;
        if (line.rfind("unsolved", 0) == 0) {
            out.push_back({std::nullopt, "not solved (" + std::string(line) + ")", lineNumber});
            continue;
        }
        try {
            const std::vector<ParsedPuzzle> grids = readPuzzles(line, ReadOptions{alphabet});
            if (grids.size() != 1) throw InputError("expected one grid on this line", lineNumber);
            out.push_back({grids.front().grid, {}, lineNumber});
        } catch (const ConflictingGivensError& error) {
            // The clash itself ("value 5 appears twice in row 3: ..."): in a solution these are not givens.
            out.push_back({std::nullopt, error.clash(), lineNumber});
        } catch (const InputError& error) {
            throw InputError(error.detail(), lineNumber, error.column());
        }
    }
    return out;
}

std::vector<CandidateSolution> readSolutions(const std::string& path, const std::string& name, Alphabet alphabet) {
    const std::string text = readTextFile(path);
    try {
        std::vector<CandidateSolution> out;
        for (ParsedPuzzle& parsed : readPuzzles(text, ReadOptions{alphabet}))
            out.push_back({std::move(parsed.grid), {}, parsed.line});
        return out;
    } catch (const InputError& whole) {
        try {
            return readSolutionsLineByLine(text, alphabet);
        } catch (const InputError& byLine) {
            // Not a one-grid-per-line file: a single grid whose values clash is simply invalid.
            if (const auto* clash = dynamic_cast<const ConflictingGivensError*>(&whole))
                return {{std::nullopt, clash->clash(), whole.line() > 0 ? whole.line() : 1}};
            throw UsageError(name + ": " + (whole.line() > 0 ? whole.what() : byLine.what()));
        }
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
