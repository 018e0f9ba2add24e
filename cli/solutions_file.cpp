// Reading `sudolab check`'s solutions file: grids and `unsolved[: reason]` verdict lines.
#include "solutions_file.hpp"

#include <utility>

namespace sudolab::cli {
namespace {

bool isBlank(char c) { return c == ' ' || c == '\t' || c == '\r'; }

/// One line of the file without its leading and trailing blanks, with where it starts.
struct TextLine {
    std::string_view text;
    int number = 0;
    int column = 1;  ///< 1-based column of text's first character
};

std::vector<TextLine> splitLines(std::string_view text, int firstLine) {
    std::vector<TextLine> lines;
    int number = firstLine - 1;
    for (std::size_t start = 0; start <= text.size();) {
        std::size_t end = text.find('\n', start);
        if (end == std::string_view::npos) end = text.size();
        std::string_view line = text.substr(start, end - start);
        start = end + 1;
        ++number;
        while (!line.empty() && isBlank(line.back())) line.remove_suffix(1);
        int column = 1;
        while (!line.empty() && isBlank(line.front())) {
            line.remove_prefix(1);
            ++column;
        }
        lines.push_back({line, number, column});
    }
    return lines;
}

/// The entry of one non-empty, non-comment line: a verdict, a grid, or a grid whose values clash.
CandidateSolution readSolutionLine(const TextLine& line, Alphabet alphabet) {
    if (std::optional<UnsolvedLine> verdict = parseUnsolvedLine(line.text, line.number, line.column))
        return {std::nullopt, "not solved (" + verdict->text() + ")", line.number};
    try {
        const std::vector<ParsedPuzzle> grids = readPuzzles(line.text, ReadOptions{alphabet});
        if (grids.size() != 1) throw InputError("expected one grid on this line", line.number, line.column);
        return {grids.front().grid, {}, line.number};
    } catch (const ConflictingGivensError& error) {
        // The clash itself ("value 5 appears twice in row 3: ..."): in a solution these are not givens.
        return {std::nullopt, error.clash(), line.number};
    } catch (const InputError& error) {
        // The reader saw the line alone: shift its column by the blanks removed in front.
        const int column = error.column() > 0 ? error.column() + line.column - 1 : 0;
        throw InputError(error.detail(), line.number, column);
    }
}

/// Reads the file one line at a time, so that a line with clashing values or a verdict line becomes an
/// entry without a grid instead of making the whole file unreadable (the puzzle reader rejects clashing
/// values, rightly, for puzzles).
std::vector<CandidateSolution> readSolutionsLineByLine(std::string_view text, Alphabet alphabet, int firstLine = 1) {
    std::vector<CandidateSolution> out;
    for (const TextLine& line : splitLines(text, firstLine))
        if (!line.text.empty() && line.text.front() != '#') out.push_back(readSolutionLine(line, alphabet));
    return out;
}

}  // namespace

std::string UnsolvedLine::text() const {
    std::string out(kUnsolvedWord);
    if (!reason.empty()) out += ": " + reason;
    return out;
}

std::optional<UnsolvedLine> parseUnsolvedLine(std::string_view line, int lineNumber, int column) {
    if (line.substr(0, kUnsolvedWord.size()) != kUnsolvedWord) return std::nullopt;
    std::size_t at = kUnsolvedWord.size();
    if (at == line.size()) return UnsolvedLine{};
    const int faultColumn = column + static_cast<int>(at);
    if (line[at] != ':')
        throw MalformedUnsolvedLine("expected ':' or the end of the line after 'unsolved', found '" +
                                        std::string(1, line[at]) + "'",
                                    lineNumber, faultColumn);
    ++at;
    while (at < line.size() && isBlank(line[at])) ++at;
    if (at == line.size())
        throw MalformedUnsolvedLine("expected a reason after 'unsolved:'", lineNumber, faultColumn + 1);
    return UnsolvedLine{std::string(line.substr(at))};
}

std::vector<CandidateSolution> readSolutionLines(std::string_view text, Alphabet alphabet, int firstLine) {
    // A block ends with its line end: the empty text after it is no line.
    if (!text.empty() && text.back() == '\n') text.remove_suffix(1);
    return readSolutionsLineByLine(text, alphabet, firstLine);
}

std::vector<CandidateSolution> readSolutionsText(std::string_view text, Alphabet alphabet) {
    try {
        std::vector<CandidateSolution> out;
        for (ParsedPuzzle& parsed : readPuzzles(text, ReadOptions{alphabet}))
            out.push_back({std::move(parsed.grid), {}, parsed.line});
        return out;
    } catch (const InputError& whole) {
        try {
            return readSolutionsLineByLine(text, alphabet);
        } catch (const MalformedUnsolvedLine&) {
            throw;  // the file is a solve output with a broken verdict line: say that, not the grid reader's view
        } catch (const InputError& byLine) {
            // Not a one-grid-per-line file: a single grid whose values clash is simply invalid.
            if (const auto* clash = dynamic_cast<const ConflictingGivensError*>(&whole))
                return {{std::nullopt, clash->clash(), whole.line() > 0 ? whole.line() : 1}};
            // The whole-file error says more when located (a grid spread over lines, say).
            if (whole.line() > 0) throw InputError(whole.detail(), whole.line(), whole.column());
            throw InputError(byLine.detail(), byLine.line(), byLine.column());
        }
    }
}

}  // namespace sudolab::cli
