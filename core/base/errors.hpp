// Errors about bad input that carry where the problem is (line, column, cell), for located messages.
#pragma once

#include <stdexcept>
#include <string>

namespace sudolab {

/// Bad user input (text, puzzle, parameter). what() is a complete, located, human-readable message.
class InputError : public std::runtime_error {
public:
    /// line/column are 1-based, 0 when not applicable.
    explicit InputError(const std::string& message, int line = 0, int column = 0)
        : std::runtime_error(locate(message, line, column)), line_(line), column_(column), detail_(message) {}

    int line() const { return line_; }
    int column() const { return column_; }
    /// The message without the location prefix.
    const std::string& detail() const { return detail_; }

private:
    static std::string locate(const std::string& message, int line, int column) {
        if (line <= 0) return message;
        std::string where = "line " + std::to_string(line);
        if (column > 0) where += ", column " + std::to_string(column);
        return where + ": " + message;
    }
    int line_;
    int column_;
    std::string detail_;
};

/// Two givens of one unit hold the same value. A kind of its own so that callers which accept such grids
/// (a solutions file: a clash there makes a wrong solution, not unreadable input) tell it apart by type.
class ConflictingGivensError : public InputError {
public:
    /// clash: which value appears twice where ("value 5 appears twice in row 3: r3c1 and r3c7").
    explicit ConflictingGivensError(const std::string& clash, int line = 0, int column = 0)
        : InputError(lead(clash), line, column), clash_(clash) {}

    /// The clash without the "conflicting givens: " lead.
    const std::string& clash() const { return clash_; }

private:
    // Built piece by piece: GCC 12's -Wrestrict misfires on "literal" + std::string.
    static std::string lead(const std::string& clash) {
        std::string message = "conflicting givens: ";
        message += clash;
        return message;
    }
    std::string clash_;
};

}  // namespace sudolab
