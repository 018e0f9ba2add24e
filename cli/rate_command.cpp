// `sudolab rate`: the difficulty grade of each puzzle (techniques applied until solved or stuck, the
// hardest one and how often), one JSON object per line.
#include <CLI/CLI.hpp>
#include <cmath>
#include <iostream>
#include <memory>
#include <string>
#include <vector>

#include "commands.hpp"
#include "common.hpp"
#include "hint_output.hpp"
#include "hints/grade.hpp"
#include "puzzle_stream.hpp"
#include "search/exact.hpp"
#include "thread_clock.hpp"

namespace sudolab::cli {
namespace {

struct RateOptions {
    std::string alphabet = "standard";
    bool verify = false;
    bool times = false;
    std::vector<std::string> files;
};

/// Grades one puzzle a hint at a time: with `verify`, every board the hints leave is checked against
/// the unique solution (no wrong value, no lost solution candidate); with `times`, each hint's CPU time.
struct CheckedGrade {
    Grade grade;
    int unsoundSteps = 0;  ///< steps after which the board contradicts the solution
    bool unique = true;    ///< the exact solver found exactly one solution
    std::vector<long> hintMicros;
};

bool agreesWith(const HintBoard& board, const Grid& solution) {
    for (int cell = 0; cell < solution.cellCount(); ++cell) {
        const Value v = solution.at(cell);
        if (board.value(cell) ? board.value(cell) != v : !(board.candidates(cell) & bitOf(v))) return false;
    }
    return true;
}

CheckedGrade gradeChecked(const Grid& puzzle, const RateOptions& options) {
    CheckedGrade out;
    // Uniqueness is checked for every puzzle: only a proved unique solution lets the grade use the
    // uniqueness techniques (unique rectangles, BUG+1).
    const SolutionCount count = countSolutions(puzzle, 2, HintOptions{}.searchNodeLimit);
    out.unique = count.complete && count.solutions == 1;
    const Grid& solution = count.first;
    Grader grader(puzzle, out.unique);
    const RunClock& clock = threadClock();
    while (!grader.grade().finished) {
        const double start = clock.cpuSeconds();
        if (grader.step(1) == 0) break;
        if (options.times) out.hintMicros.push_back(std::lround((clock.cpuSeconds() - start) * 1e6));
        if (options.verify && out.unique && !agreesWith(grader.board(), solution)) ++out.unsoundSteps;
    }
    out.grade = grader.grade();
    return out;
}

int runRate(const RateOptions& options) {
    const Alphabet alphabet = alphabetFromName(options.alphabet);
    // Every file's first block is read before any grading; longer files stream a block at a time.
    std::vector<std::unique_ptr<PuzzleStream>> files;
    std::size_t total = 0;
    bool totalKnown = true;
    for (const std::string& path : options.files.empty() ? std::vector<std::string>{"-"} : options.files) {
        files.push_back(std::make_unique<PuzzleStream>(path, alphabet));
        total += files.back()->firstBlockSize();
        totalKnown = totalKnown && files.back()->readWhole();
    }
    std::size_t index = 0, byLogic = 0;
    Progress progress("rate", totalKnown ? total : 0);
    for (const auto& file : files)
        for (std::vector<ParsedPuzzle> block = file->next(); !block.empty(); block = file->next())
            for (const ParsedPuzzle& puzzle : block) {
                const CheckedGrade checked = gradeChecked(puzzle.grid, options);
                const Grade& grade = checked.grade;
                byLogic += grade.solvedByLogic ? 1 : 0;
                nlohmann::ordered_json out = {{"index", ++index}, {"file", file->name()}, {"line", puzzle.line},
                                              {"order", puzzle.grid.order()}, {"givens", puzzle.grid.givenCount()}};
                out.update(gradeJson(grade));
                if (options.verify) {
                    out["unique"] = checked.unique;
                    out["unsound_steps"] = checked.unsoundSteps;
                }
                if (options.times) out["hint_us"] = checked.hintMicros;
                std::cout << out.dump() << '\n';
                progress.update(index, std::to_string(byLogic) + " by logic");
            }
    progress.finish();
    return byLogic == index ? kExitOk : kExitSomeFailed;
}

}  // namespace

void addRateCommand(CLI::App& app, int& exitCode) {
    auto options = std::make_shared<RateOptions>();
    CLI::App* command = app.add_subcommand("rate", "Difficulty grade of each puzzle, one JSON object per line");
    command->footer(
        "Applies the easiest technique again and again (never search) until the puzzle is solved or no\n"
        "technique applies; reports the hardest technique used, how often, and every technique's count.\n"
        "Uniqueness techniques (unique rectangles, BUG+1) are used only once the exact solver has proved\n"
        "the puzzle's solution unique.\n"
        "Exit status: 0 every puzzle solved by logic, 1 some need search, 2 bad input or usage.");
    command->add_option("--alphabet", options->alphabet, "symbols of the input: standard, zero or wide (64 symbols, for 49x49 and 64x64)")
        ->check(CLI::IsMember({"standard", "zero", "wide"}))
        ->capture_default_str();
    command->add_flag("--verify", options->verify,
                      "check the board after every step against the unique solution (adds unique, unsound_steps)");
    command->add_flag("--times", options->times, "the CPU time of every hint in microseconds (adds hint_us)");
    command->add_option("files", options->files, "puzzle files ('-' or none = standard input)");
    command->callback([options, &exitCode] { exitCode = runRate(*options); });
}

}  // namespace sudolab::cli
