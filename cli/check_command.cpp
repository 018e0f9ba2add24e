// `sudolab check PUZZLES SOLUTIONS`: is each solution a complete valid grid keeping its puzzle's givens?
#include <CLI/CLI.hpp>
#include <algorithm>
#include <deque>
#include <iostream>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "base/errors.hpp"
#include "commands.hpp"
#include "common.hpp"
#include "grid/validate.hpp"
#include "puzzle_stream.hpp"
#include "solutions_file.hpp"

namespace sudolab::cli {
namespace {

struct CheckOptions {
    std::string puzzles;
    std::string solutions;
    std::string alphabet = "standard";
};

/// The entries of a solutions file, a block at a time: a file of one block is read whole (as a puzzle
/// file if it is one, else line by line); a longer one line by line, or whole (up to kMaxTextBytes) when
/// its first block is not one entry per line (grids over several lines).
class SolutionStream {
public:
    SolutionStream(const std::string& path, Alphabet alphabet) : blocks_(path), alphabet_(alphabet) {
        std::string head = blocks_.next().value_or(std::string());
        if (blocks_.ended()) {
            first_ = located([&] { return readSolutionsText(head, alphabet_); });
            return;
        }
        try {
            first_ = readSolutionLines(head, alphabet_, 1);
            nextLine_ = 1 + static_cast<int>(std::count(head.begin(), head.end(), '\n'));
            byLines_ = true;
        } catch (const InputError&) {
            head += blocks_.rest(head.size());
            first_ = located([&] { return readSolutionsText(head, alphabet_); });
        }
    }
    const std::string& name() const { return blocks_.name(); }
    bool readWhole() const { return !byLines_; }
    std::size_t firstBlockSize() const { return first_.size(); }

    /// The next entries (empty at the end of the file).
    std::vector<CandidateSolution> next() {
        if (!firstServed_) {
            firstServed_ = true;
            return std::move(first_);
        }
        while (byLines_) {
            const std::optional<std::string> block = blocks_.next();
            if (!block) break;
            const int firstLine = nextLine_;
            nextLine_ += static_cast<int>(std::count(block->begin(), block->end(), '\n'));
            std::vector<CandidateSolution> entries = located([&] { return readSolutionLines(*block, alphabet_, firstLine); });
            if (!entries.empty()) return entries;
        }
        return {};
    }

private:
    /// Runs a read; its InputError becomes a UsageError prefixed by the file's name.
    template <typename Read>
    std::vector<CandidateSolution> located(Read read) const {
        try {
            return read();
        } catch (const InputError& error) {
            throw UsageError(name() + ": " + error.what());
        }
    }
    TextBlocks blocks_;
    Alphabet alphabet_;
    std::vector<CandidateSolution> first_;
    bool firstServed_ = false;
    bool byLines_ = false;
    int nextLine_ = 1;
};

/// Pairs puzzles and solutions a block at a time; at the end, unequal counts are a usage error.
class CheckPairs {
public:
    CheckPairs(PuzzleStream& puzzles, SolutionStream& solutions) : puzzles_(puzzles), solutions_(solutions) {
        // Both read whole: the counts are compared before any verdict, as they always were.
        if (puzzles.readWhole() && solutions.readWhole() && puzzles.firstBlockSize() != solutions.firstBlockSize())
            throw mismatch(solutions.firstBlockSize(), puzzles.firstBlockSize());
    }
    /// The next pair, or false at the end of both files.
    bool next(ParsedPuzzle& puzzle, CandidateSolution& solution) {
        refill(pendingPuzzles_, puzzles_);
        refill(pendingSolutions_, solutions_);
        if (pendingPuzzles_.empty() || pendingSolutions_.empty()) {
            if (pendingPuzzles_.size() + pendingSolutions_.size() == 0) return false;
            const std::size_t restPuzzles = drain(pendingPuzzles_, puzzles_);
            const std::size_t restSolutions = drain(pendingSolutions_, solutions_);
            throw mismatch(paired_ + restSolutions, paired_ + restPuzzles);
        }
        puzzle = std::move(pendingPuzzles_.front());
        pendingPuzzles_.pop_front();
        solution = std::move(pendingSolutions_.front());
        pendingSolutions_.pop_front();
        ++paired_;
        return true;
    }

private:
    template <typename Item, typename Stream>
    static void refill(std::deque<Item>& pending, Stream& stream) {
        if (!pending.empty()) return;
        for (Item& item : stream.next()) pending.push_back(std::move(item));
    }
    template <typename Item, typename Stream>
    static std::size_t drain(std::deque<Item>& pending, Stream& stream) {
        std::size_t count = pending.size();
        pending.clear();
        for (std::size_t got = stream.next().size(); got > 0; got = stream.next().size()) count += got;
        return count;
    }
    UsageError mismatch(std::size_t solutions, std::size_t puzzles) const {
        return UsageError(solutions_.name() + ": " + std::to_string(solutions) + " grid(s), but " + puzzles_.name() +
                          " has " + std::to_string(puzzles) + " puzzle(s)");
    }
    PuzzleStream& puzzles_;
    SolutionStream& solutions_;
    std::deque<ParsedPuzzle> pendingPuzzles_;
    std::deque<CandidateSolution> pendingSolutions_;
    std::size_t paired_ = 0;
};

int runCheck(const CheckOptions& options) {
    const Alphabet alphabet = alphabetFromName(options.alphabet);
    PuzzleStream puzzles(options.puzzles, alphabet);
    SolutionStream solutions(options.solutions, alphabet);
    CheckPairs pairs(puzzles, solutions);
    std::size_t invalid = 0, count = 0;
    ParsedPuzzle puzzle;
    CandidateSolution solution;
    while (pairs.next(puzzle, solution)) {
        ++count;
        const std::string problem = solution.grid ? checkSolution(puzzle.grid, *solution.grid) : solution.problem;
        if (problem.empty()) {
            std::cout << "ok\n";
        } else {
            ++invalid;
            std::cout << "invalid: " << problem << " (" << solutions.name() << " line " << solution.line << ", "
                      << puzzles.name() << " line " << puzzle.line << ")\n";
        }
    }
    std::cout.flush();
    if (invalid > 0) std::cerr << "check: " << invalid << " of " << count << " solution(s) invalid\n";
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
