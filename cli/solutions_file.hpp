// The solutions file `sudolab check` reads: the output of `sudolab solve`, one line per puzzle, each
// either a grid or an `unsolved[: reason]` verdict (unsolvedText in run_solver.hpp writes those).
// Any other file of grids (one grid over several lines, say) is read as a puzzle file.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "base/errors.hpp"
#include "grid/grid.hpp"
#include "text/format.hpp"

namespace sudolab::cli {

/// The word that opens a verdict line of `sudolab solve` for a puzzle it did not solve.
inline constexpr std::string_view kUnsolvedWord = "unsolved";

/// A verdict line: `unsolved` alone, or `unsolved: reason` (reason non-empty, spaces after ':' skipped).
struct UnsolvedLine {
    std::string reason;  ///< empty for a bare `unsolved`
    /// The line as `sudolab solve` writes it.
    std::string text() const;
};

/// A line that opens with the word `unsolved` but is not a verdict line ("unsolved - timeout",
/// "unsolved:"): an error of its own, so that check reports it instead of a grid reader's complaint.
class MalformedUnsolvedLine : public InputError {
public:
    using InputError::InputError;
};

/// Parses one line of a solutions file whose leading and trailing blanks are removed; `column` is the
/// 1-based column of its first character in the file. nullopt if the line does not open with
/// `unsolved` (another line kind); throws MalformedUnsolvedLine (line, column of the fault) if it opens
/// with it but does not follow the grammar above.
std::optional<UnsolvedLine> parseUnsolvedLine(std::string_view line, int lineNumber, int column);

/// One entry of the solutions file: a grid, or why it is no solution (an unsolved verdict, clashing values).
struct CandidateSolution {
    std::optional<Grid> grid;
    std::string problem;  ///< set when grid is empty
    int line = 0;
};

/// Reads the text of a solutions file: as a puzzle file if it is one, otherwise line by line (verdict
/// lines and grids with clashing values become entries without a grid). Throws InputError located in
/// the file (MalformedUnsolvedLine for a broken verdict line).
std::vector<CandidateSolution> readSolutionsText(std::string_view text, Alphabet alphabet);

/// Reads a block of a long solutions file one line at a time (one grid or verdict per line); the
/// block's first line is line `firstLine` of the file. Throws InputError located in the file.
std::vector<CandidateSolution> readSolutionLines(std::string_view text, Alphabet alphabet, int firstLine);

}  // namespace sudolab::cli
