// Shared pieces of the `sudolab` commands: usage errors, reading puzzle files with located messages,
// parameter parsing through a solver's ParamSpec table, and a progress line for long batches.
#pragma once

#include <chrono>
#include <cstdint>
#include <stdexcept>
#include <string>
#include <vector>

#include "run/params.hpp"
#include "run/solver.hpp"
#include "text/format.hpp"

namespace sudolab::cli {

/// Exit codes shared by every command.
constexpr int kExitOk = 0;
constexpr int kExitSomeFailed = 1;
constexpr int kExitBadInput = 2;   ///< bad input or usage, or an output that cannot be written
constexpr int kExitInternal = 3;   ///< out of memory, or a bug (an exception nobody expected)

/// Bad input or usage: main prints what() on stderr and exits with kExitBadInput.
class UsageError : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

/// Puzzles read from one file (or stdin), with the name to use in messages.
struct PuzzleFile {
    std::string name;                  ///< the path as given, or "<stdin>" for "-"
    std::vector<ParsedPuzzle> puzzles;
};

/// Whole file as text ("-" = standard input); throws UsageError "PATH: cannot read (reason)".
std::string readTextFile(const std::string& path);

/// The puzzles of a whole text (or the puzzle of a link); errors become UsageError prefixed by `name`.
std::vector<ParsedPuzzle> puzzlesOfText(const std::string& text, const std::string& name, Alphabet alphabet);

/// Reads every puzzle of a file; every error becomes a UsageError prefixed by the file name
/// ("puzzles.txt: line 3, column 17: ...").
PuzzleFile readPuzzleFile(const std::string& path, Alphabet alphabet);

/// Every file's puzzles, read before any work starts so a bad file is reported first; no paths = stdin.
std::vector<PuzzleFile> readPuzzleFiles(const std::vector<std::string>& paths, Alphabet alphabet);

/// Alphabet from its CLI name ("standard", "zero"); throws UsageError otherwise.
Alphabet alphabetFromName(const std::string& name);

/// Text layout from its CLI name ("line", "grid", "integers", "instance"); throws UsageError otherwise.
TextFormat textFormatFromName(const std::string& name);

/// The solver's defaults with each "NAME=VALUE" applied through its ParamSpec table; errors name the
/// solver and the parameter (UsageError).
ParamSet parseSolverParams(const SolverInfo& solver, const std::vector<std::string>& assignments);

/// The solver by id; throws UsageError listing the known ids.
const SolverInfo& solverById(const std::string& id);

/// A table of the solver's parameters: name, kind and range, default, help (for --help-params).
std::string describeSolverParams(const SolverInfo& solver);

/// One-line text form of a grid; throws UsageError if the alphabet cannot spell this order.
std::string lineText(const Grid& grid, Alphabet alphabet);

/// Any grid layout; same error as lineText.
std::string gridText(const Grid& grid, TextFormat format, Alphabet alphabet);

/// Shortest readable form of a number ("0.3", "1e+06", "10").
std::string formatNumber(double value);

/// A "label: 37/1465 ..." line on stderr, redrawn in place at most ~10 times a second; silent unless
/// stderr is a terminal (so pipes and log files never get it).
class Progress {
public:
    Progress(std::string label, std::size_t total);
    ~Progress();
    Progress(const Progress&) = delete;
    Progress& operator=(const Progress&) = delete;
    /// Reports `done` items finished (of `total`, or of an unknown number when total is 0), with an optional extra note ("12 solved").
    void update(std::size_t done, const std::string& note = {});
    /// Erases the line.
    void finish();

private:
    bool enabled_;
    bool drawn_ = false;
    std::string label_;
    std::size_t total_;
    std::chrono::steady_clock::time_point lastDraw_;
};

}  // namespace sudolab::cli
