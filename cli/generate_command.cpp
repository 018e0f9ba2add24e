// `sudolab generate`: Lewis's fixed-fraction instances (--fixed P) or unique-solution puzzles (--unique).
#include <CLI/CLI.hpp>
#include <iostream>
#include <memory>
#include <optional>
#include <string>

#include "base/errors.hpp"
#include "commands.hpp"
#include "common.hpp"
#include "generate/generate.hpp"
#include "generate/graded.hpp"
#include "hints/grade.hpp"
#include "hints/rating.hpp"
#include "number_options.hpp"

namespace sudolab::cli {
namespace {

struct GenerateOptions {
    int order = 3;
    double fixed = -1;  ///< keep probability; set only with --fixed
    bool unique = false;
    int clues = 0;
    int count = 1;
    std::uint64_t seed = 1;
    std::string format = "line";
    std::string alphabet = "standard";
    std::string difficulty;  ///< with --unique: keep drawing until the puzzle's grade is this one
    int tries = 1000;        ///< draws per puzzle before giving up on the grade
};

/// The unique puzzle of `seed`, or with a difficulty the first of seeds seed, seed + stride, ... (at most
/// `tries`) whose logic grade is that difficulty; the seed used is returned in `used`.
Grid uniqueOfGrade(const GenerateOptions& options, std::uint64_t seed, std::uint64_t stride, std::uint64_t& used) {
    const std::optional<DifficultyGrade> wanted = parseGrade(options.difficulty);
    for (int attempt = 0; attempt < options.tries; ++attempt) {
        used = seed + static_cast<std::uint64_t>(attempt) * stride;
        // 16x16: minimal puzzles are nearly all extreme and costly to grade, so the removal is steered
        // by the grade instead (generate/graded.hpp).
        if (wanted && options.order >= 4) {
            GradedDraw draw = drawOfGrade(options.order, *wanted, used);
            if (draw.inGrade) return std::move(draw.puzzle);
            continue;
        }
        Grid puzzle = generateUnique(options.order, options.clues, used);
        if (!wanted) return puzzle;
        const Grade grade = gradePuzzle(puzzle, true);  // generateUnique proves the solution unique
        if (grade.solvedByLogic && gradeOfRating(grade.rating) == *wanted) return puzzle;
    }
    throw UsageError("generate: no " + options.difficulty + " puzzle in " + std::to_string(options.tries) +
                     " draws from seed " + std::to_string(seed) + " (raise --tries)");
}

int runGenerate(const GenerateOptions& options, bool fixedGiven) {
    if (fixedGiven == options.unique) throw UsageError("generate: give exactly one of --fixed P or --unique");
    if (fixedGiven && !(options.fixed >= 0.0 && options.fixed <= 1.0))
        throw UsageError("--fixed: the keep probability must be in [0, 1], got " + formatNumber(options.fixed));
    if (options.unique && options.order > 4)
        throw UsageError("generate: --unique supports orders 2 to 4 (4x4 to 16x16), got --order " +
                         std::to_string(options.order));
    const int cells = options.order * options.order * options.order * options.order;
    if (options.unique && options.clues > cells)
        throw UsageError("generate: --clues must be at most " + std::to_string(cells) + " for order " +
                         std::to_string(options.order));
    if (!options.difficulty.empty() && options.order >= 4 && options.clues > 0)
        throw UsageError(
            "generate: --clues cannot be combined with --difficulty on 16x16: the grade decides "
            "how many givens go (got --clues " +
            std::to_string(options.clues) + ")");
    const TextFormat format = textFormatFromName(options.format);
    if (format == TextFormat::Instance && options.count > 1)
        throw UsageError("generate: the instance format holds one puzzle per file; use --count 1");
    const Alphabet alphabet = alphabetFromName(options.alphabet);

    Progress progress("generate", static_cast<std::size_t>(options.count));
    for (int k = 0; k < options.count; ++k) {
        // Puzzle k uses seed S + k: it can be regenerated alone with --seed S+k --count 1.
        const std::uint64_t seed = options.seed + static_cast<std::uint64_t>(k);
        std::uint64_t used = seed;
        // Draws for puzzle k use seeds S + k, S + k + count, ...: no two puzzles share a draw.
        const Grid puzzle = options.unique
                                ? uniqueOfGrade(options, seed, static_cast<std::uint64_t>(options.count), used)
                                : generateFixedFraction(options.order, options.fixed, seed);
        const std::string text = gridText(puzzle, format, alphabet);
        if (format == TextFormat::Line) {
            std::cout << text << '\n';
        } else {
            if (k > 0) std::cout << '\n';
            std::cout << text;
        }
        progress.update(static_cast<std::size_t>(k + 1));
    }
    progress.finish();
    return kExitOk;
}

}  // namespace

void addGenerateCommand(CLI::App& app, int& exitCode) {
    auto options = std::make_shared<GenerateOptions>();
    CLI::App* command =
        app.add_subcommand("generate", "Generate puzzles (Lewis's fixed-fraction instances, or unique)");
    command->footer(
        "--fixed P shuffles a full grid and keeps each cell with probability P (Lewis's generator: solvable,\n"
        "not necessarily unique). --unique removes givens in random order while the solution stays unique;\n"
        "for 16x16 a uniqueness check that exceeds its node cap keeps the given, so a few givens may be\n"
        "removable. With --difficulty on 16x16 a given goes only while the grade's techniques still solve\n"
        "the puzzle (no --clues). The same seed always gives the same puzzles.");
    command->add_option("-n,--order", options->order, "box side n (grid of n^2 x n^2): 2 to 8")
        ->check(wholeNumber())
        ->check(CLI::Range(2, 8))
        ->capture_default_str();
    CLI::Option* fixed = command->add_option("--fixed", options->fixed, "keep probability p in [0, 1]")->check(decimalNumber());
    CLI::Option* unique = command->add_flag("--unique", options->unique, "unique-solution puzzle (orders 2 to 4)");
    fixed->excludes(unique);
    command->add_option("--clues", options->clues,
                        "with --unique: stop removing at this many givens (0 = as few as the removal order allows)")
        ->check(wholeNumber())
        ->needs(unique)
        ->capture_default_str();
    command
        ->add_option("--difficulty", options->difficulty,
                     "with --unique: only puzzles of this logic grade (easy, medium, hard, expert, extreme)")
        ->check(CLI::IsMember({"easy", "medium", "hard", "expert", "extreme"}))
        ->needs(unique);
    command->add_option("--tries", options->tries, "with --difficulty: draws per puzzle before giving up")
        ->check(wholeNumber())
        ->check(CLI::Range(1, 1000000))
        ->capture_default_str();
    command->add_option("-c,--count", options->count, "number of puzzles")
        ->check(wholeNumber())
        ->check(CLI::Range(1, 100000000))
        ->capture_default_str();
    command->add_option("-s,--seed", options->seed, "seed of the first puzzle (puzzle k uses seed + k)")
        ->check(wholeNumber())
        ->capture_default_str();
    command->add_option("-f,--format", options->format, "output: line, grid, integers or instance")
        ->check(CLI::IsMember({"line", "grid", "integers", "instance"}))
        ->capture_default_str();
    command->add_option("--alphabet", options->alphabet, "symbols: standard, zero or wide (64 symbols, for 49x49 and 64x64)")
        ->check(CLI::IsMember({"standard", "zero", "wide"}))
        ->capture_default_str();
    command->callback([options, fixed, &exitCode] { exitCode = runGenerate(*options, fixed->count() > 0); });
}

}  // namespace sudolab::cli
