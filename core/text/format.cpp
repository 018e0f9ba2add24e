// Reading puzzle text (writing and the alphabets are in format_write.cpp).
//
// How a text's layout is recognised (by structure only; the alphabet option is never guessed):
//  0. Lines end at LF, CRLF or a lone CR; a UTF-8 byte-order mark is skipped. Blank lines are ignored
//     everywhere. Lines whose first non-blank character is '#' or '%' are comments ('%' starts a board
//     title in the Debian `sudoku` program's files). Lines made only of separators ('|' '-' '+' '=' and
//     the Unicode box-drawing characters U+2500..U+257F) are ignored too.
//  1. Printed boards: a text starting with '<' is an HTML table (`sudoku -fhtml`: one <td> per cell);
//     a text starting with "%!PS" is the `sudoku -fpostscript` page, whose "(...)" string holds the cells.
//  2. Instance file (the ant-colony set): the first two content lines hold one integer each (the order
//     n, then a number that is ignored) and the third line, if any, holds several numbers. Then exactly
//     n² rows of n² integers follow; -1 (or 0) is empty.
//  3. Integers: every token of every content line is an integer of at most two characters ("-1", "0",
//     "16") and either some token has two characters or (standard alphabet) the token count is a cell
//     count. One puzzle; one token per cell in reading order; 0 and -1 are empty. Line breaks do not
//     matter. Single digits in the zero-based alphabet are symbols, not integers (the caller chose it).
//  4. Symbols ('1'-'9', 'A'-'Z' case-insensitive, '.', '0', '_'; values depend on the alphabet):
//     decided by the first content line.
//     - It has a comma: if its first comma-separated field is a whole puzzle, this is a one-line file
//       (qqwing --csv; a first line of words such as "Puzzle,Solution," is a header); otherwise each
//       line is a grid row of comma-separated cells, an empty field being an empty cell (sudoku -fcsv).
//     - Its first whitespace-separated field holds 81, 256, 625, 1296, 2401 or 4096 cells: a one-line file.
//     - It is one field of 16 cells: 4x4 one-line puzzles or a 16x16 grid row. It is a grid if the
//       text has separator lines; a one-line file if some line has extra fields or another count, or
//       the lines do not fall in runs of 16 between comment lines; else a grid if some value is above
//       4; else it is ambiguous and an error says how to write it.
//     - Otherwise the whole line's cell count decides: 4, 9, 16, 25, 36, 49 or 64 is a grid row (then rows
//       are gathered n² at a time, separators and spaces skipped; a comment line may not cut a grid),
//       16 ... 4096 is a one-line puzzle written with spaces.
//     In a one-line file each line is one puzzle: its first field if that is a whole puzzle (the rest
//     of the line, e.g. a rating, is ignored), else the whole line; each line's count sets its order.
//  5. 36x36 in symbols needs the zero-based or wide alphabet: the standard one spells only 35 values,
//     and reading such text as standard would turn every '0' into an empty cell. 49x49 and 64x64 need
//     the wide alphabet or an explicit one, stated by a comment line "# alphabet: <symbols>" above the
//     first puzzle (or passed by the caller); integers work for every order.
// Every puzzle is checked for clashing givens; errors carry the line and the column (in characters).
#include "text/format.hpp"

#include <stdexcept>
#include <utility>

#include "base/errors.hpp"
#include "grid/validate.hpp"
#include "text/format_lines.hpp"
#include "text/plain_nine_line.hpp"
#include "text/text_excerpt.hpp"

namespace sudolab {
namespace {

using namespace reading;  // the lexical layer: lines, tokens, symbol scans

/// Order whose side (row length) is `side`, or 0.
int orderForSide(long long side) {
    for (int n = kMinOrder; n <= kMaxOrder; ++n)
        if (n * n == side) return n;
    return 0;
}

/// "1 cell", "80 cells".
std::string cellsText(std::size_t count) { return std::to_string(count) + (count == 1 ? " cell" : " cells"); }

std::string sideText(int size) { return std::to_string(size) + "x" + std::to_string(size); }

/// The side of the smallest grid (4x4, 9x9, 16x16, ...) that has value `value`.
int smallestSideFor(int value) {
    int order = 2;
    while (order * order < value) ++order;
    return order * order;
}

/// "1-9", "1-9 and A-G", "0-9 and A-F", "1-9, A-Z and a-m", "\"abc...\"": the symbols of the values 1..size.
std::string symbolRangeText(int size, const SymbolSet& symbols) {
    if (symbols.isExplicit()) return "\"" + symbols.symbols().substr(0, static_cast<std::size_t>(size)) + "\"";
    const auto last = [&](int value) { return std::string(1, symbols.symbolFor(static_cast<Value>(value))); };
    const std::string first = last(1);
    if (size <= 9 || (symbols.alphabet() == Alphabet::ZeroBased && size == 10)) return first + "-" + last(size);
    if (size <= 35 || symbols.alphabet() != Alphabet::Wide) return first + "-9 and A-" + last(size);
    if (size <= 61) return "1-9, A-Z and a-" + last(size);
    return "1-9, A-Z, a-z and " + std::string(kWideSymbols.substr(61, static_cast<std::size_t>(size - 61)));
}

/// Gathers the cells of one puzzle with where each came from, then checks the givens.
class PuzzleBuilder {
public:
    explicit PuzzleBuilder(const std::vector<TextLine>& lines) : lines_(lines) {}

    void start(int order, int lineIndex) {
        order_ = order;
        startIndex_ = lineIndex;
        values_.clear();
        sources_.clear();
    }
    void add(int value, int lineIndex, std::size_t offset) {
        values_.push_back(static_cast<Value>(value));
        sources_.push_back({lineIndex, offset});
    }
    int count() const { return static_cast<int>(values_.size()); }
    int startLine() const { return lines_[startIndex_].number; }

    /// The finished puzzle; throws InputError at the second cell of the first clash.
    ParsedPuzzle finish() const {
        ParsedPuzzle parsed{Grid(order_), startLine()};
        for (int cell = 0; cell < parsed.grid.cellCount(); ++cell) parsed.grid.setGivenValue(cell, values_[cell]);
        const std::vector<Conflict> conflicts = findConflicts(parsed.grid);
        if (!conflicts.empty()) {
            const Source& where = sources_[conflicts.front().cellB];
            const TextLine& line = lines_[where.lineIndex];
            throw ConflictingGivensError(describeConflict(parsed.grid, conflicts.front()), line.number,
                                         columnAt(line.text, where.offset));
        }
        return parsed;
    }

private:
    struct Source {
        int lineIndex;
        std::size_t offset;
    };
    const std::vector<TextLine>& lines_;
    int order_ = 3;
    int startIndex_ = 0;
    std::vector<Value> values_;
    std::vector<Source> sources_;
};

class Reader {
public:
    Reader(std::string_view text, const ReadOptions& options)
        : symbols_(options.alphabet), lines_(splitLines(text, options.firstLine)),
          continuesLineFile_(options.continuesLineFile), builder_(lines_) {
        for (int i = 0; i < static_cast<int>(lines_.size()); ++i)
            if (lines_[i].kind == LineKind::Content) content_.push_back(i);
        chooseSymbols(options);
    }

    std::vector<ParsedPuzzle> read() {
        if (continuesLineFile_) {
            readLineFile();
            return std::move(puzzles_);
        }
        if (content_.empty()) {
            bool anyText = false;
            for (const TextLine& line : lines_) anyText = anyText || line.kind != LineKind::Blank;
            throw InputError(anyText ? "no puzzle found: the text holds only comment and separator lines"
                                     : "no puzzle found: the text is empty");
        }
        TextFormat layout = TextFormat::Grid;
        if (isPrintedBoard()) {
            readPrintedBoard();
        } else if (isInstance()) {
            readInstance();
            layout = TextFormat::Instance;
        } else if (isIntegerText()) {
            readIntegers();
            layout = TextFormat::Integers;
        } else {
            layout = readSymbols();
        }
        for (ParsedPuzzle& puzzle : puzzles_) puzzle.layout = layout;
        return std::move(puzzles_);
    }

    /// The options that read the blocks after this text (see lineFileContinuation), if it is a
    /// one-line file whose first field is not 16 symbols.
    std::optional<ReadOptions> continuation() {
        if (content_.empty() || isPrintedBoard() || isInstance() || isIntegerText()) return std::nullopt;
        try {
            if (decideSymbolLayout() != SymbolLayout::Lines) return std::nullopt;
        } catch (const InputError&) {
            return std::nullopt;  // the whole-text read reports it
        }
        // Lines of 16 symbols are decided by the whole text (they may be the rows of 16x16 grids).
        if (firstField(contentLine(0)).count == 16) return std::nullopt;
        ReadOptions next(symbols_.isExplicit() ? Alphabet::Standard : symbols_.alphabet(), symbols_.symbols());
        next.continuesLineFile = true;
        return next;
    }

private:
    const TextLine& contentLine(std::size_t k) const { return lines_[content_[k]]; }

    // ---- printed boards (HTML table, PostScript page) ----

    bool isPrintedBoard() const {
        const TextLine& first = contentLine(0);
        if (first.text[first.start] == '<') return true;
        for (const TextLine& line : lines_)
            if (line.kind != LineKind::Blank) return line.text.substr(line.start, 4) == "%!PS";
        return false;
    }

    void readPrintedBoard() {
        if (contentLine(0).text[contentLine(0).start] == '<')
            readHtmlTable();
        else
            readPostScript();
    }

    /// The text of `sudoku -fhtml`: one <tr> per row, one <td> per cell, "&nbsp;" as padding.
    void readHtmlTable() {
        int rows = 0;
        for (int index : content_) {
            const TextLine& line = lines_[index];
            std::size_t pos = 0;
            int cellsInRow = 0;
            while ((pos = line.text.find("<td", pos)) != std::string_view::npos) {
                const std::size_t open = line.text.find('>', pos);
                const std::size_t close = line.text.find("</td>", pos);
                if (open == std::string_view::npos || close == std::string_view::npos || close < open)
                    failAt("an HTML table cell must open and close on one line", line, pos);
                std::size_t at = open + 1, symbolAt = std::string_view::npos;
                while (at < close) {
                    if (line.text.substr(at, 6) == "&nbsp;") {
                        at += 6;
                    } else if (isBlank(line.text[at])) {
                        ++at;
                    } else if (symbolAt == std::string_view::npos && symbols_.value(line.text[at]) >= 0) {
                        symbolAt = at++;
                    } else {
                        failBadCharacter(line, at, "in an HTML table cell (expected one symbol or nothing)");
                    }
                }
                if (rows == 0 && cellsInRow == 0) builder_.start(3, index);
                ++cellsInRow;
                addSymbolCell(symbolAt == std::string_view::npos
                                  ? RawCell{0, open + 1}
                                  : RawCell{symbols_.value(line.text[symbolAt]), symbolAt},
                              index, 9);
                pos = close + 5;
            }
            if (cellsInRow == 0) continue;
            if (cellsInRow != 9)
                failAt("this HTML table row has " + cellsText(cellsInRow) + ", but a board row has 9", line, 0);
            ++rows;
        }
        if (rows != 9)
            throw InputError("the HTML table has " + std::to_string(rows) + " rows of cells; a printed board has 9");
        puzzles_.push_back(builder_.finish());
    }

    /// The page of `sudoku -fpostscript`: a line "(...)" holds the 81 cells, a blank for an empty one.
    void readPostScript() {
        for (int index : content_) {
            const TextLine& line = lines_[index];
            if (line.text[line.start] != '(') continue;
            const std::size_t close = line.text.rfind(')');
            if (close == std::string_view::npos || close - line.start - 1 != 81)
                failAt("the PostScript board string must hold 81 cells between '(' and ')'", line, line.start);
            builder_.start(3, index);
            for (std::size_t at = line.start + 1; at < close; ++at) {
                const int raw = line.text[at] == ' ' ? 0 : symbols_.value(line.text[at]);
                if (raw < 0) failBadCharacter(line, at, "in the PostScript board string");
                addSymbolCell({raw, at}, index, 9);
            }
            puzzles_.push_back(builder_.finish());
            return;
        }
        throw InputError("this PostScript text holds no board string \"(...)\" with the cells");
    }

    // ---- instance files ----

    bool isInstance() {
        if (content_.size() < 2) return false;
        for (int k = 0; k < 2; ++k) {
            if (splitTokens(contentLine(k).text, tokens_) != 1 ||
                !isShortInteger(tokenText(contentLine(k), tokens_[0])))
                return false;
        }
        if (content_.size() == 2) return true;
        return splitTokens(contentLine(2).text, tokens_) >= 2;
    }

    std::string_view tokenText(const TextLine& line, const Token& token) const {
        return line.text.substr(token.offset, token.length);
    }

    void readInstance() {
        const TextLine& header = contentLine(0);
        splitTokens(header.text, tokens_);
        long long order = 0;
        parseInteger(tokenText(header, tokens_[0]), order);
        if (!Geometry::supported(static_cast<int>(order))) {
            std::string hint;
            if (order > 0 && orderForSide(static_cast<int>(order)) != 0)
                hint = " (for a " + sideText(static_cast<int>(order)) + " grid the first line is " +
                       std::to_string(orderForSide(static_cast<int>(order))) + ")";
            failAt("unsupported order " + std::to_string(order) +
                       " in the instance header: its first line is the box order n, from " + std::to_string(kMinOrder) +
                       " to " + std::to_string(kMaxOrder) + " (grids of side " + Geometry::supportedSidesText() + ")" +
                       hint,
                   header, tokens_[0].offset);
        }
        const int size = static_cast<int>(order * order);
        builder_.start(static_cast<int>(order), content_[0]);
        std::size_t k = 2;
        for (int row = 0; row < size; ++row, ++k) {
            if (k >= content_.size()) {
                const TextLine& last = contentLine(k - 1);
                throw InputError("the instance file is truncated: it ends after " + std::to_string(row) + " of the " +
                                     std::to_string(size) + " grid rows of a " + sideText(size) + " puzzle",
                                 last.number);
            }
            const TextLine& line = contentLine(k);
            const std::size_t count = splitTokens(line.text, tokens_);
            for (std::size_t t = 0; t < tokens_.size() && t < static_cast<std::size_t>(size); ++t)
                addIntegerCell(line, tokens_[t], content_[k], size);
            if (count != static_cast<std::size_t>(size))
                failAt("grid row " + std::to_string(row + 1) + " of the instance has " +
                           std::to_string(count) + " numbers; a " + sideText(size) + " grid needs " +
                           std::to_string(size),
                       line, tokens_.size() > static_cast<std::size_t>(size) ? tokens_[size].offset : line.text.size());
        }
        if (k < content_.size())
            failAt("unexpected text after the " + std::to_string(size) + " grid rows of the instance", contentLine(k),
                   contentLine(k).start);
        puzzles_.push_back(builder_.finish());
    }

    /// One integer cell: 1..size is a value, 0 and -1 are empty.
    void addIntegerCell(const TextLine& line, const Token& token, int lineIndex, int size) {
        const std::string_view text = tokenText(line, token);
        long long value = 0;
        const std::string allowed = "values 1-" + std::to_string(size) + ", 0 or -1 for empty";
        if (!parseInteger(text, value))
            failAt("expected a number, found " + quotedExcerpt(text) + " (" + allowed + ")", line, token.offset);
        if (value < -1 || value > size)
            failAt(std::string(text) + " is out of range for a " + sideText(size) + " puzzle (" + allowed + ")", line,
                   token.offset);
        builder_.add(value < 0 ? 0 : static_cast<int>(value), lineIndex, token.offset);
    }

    // ---- whitespace-separated integers ----

    bool isIntegerText() {
        long long count = 0;
        bool anyTwoCharacters = false;
        for (int index : content_) {
            bool allShort = true;
            forEachToken(lines_[index].text, [&](Token token) {
                allShort = isShortInteger(tokenText(lines_[index], token));
                anyTwoCharacters = anyTwoCharacters || token.length == 2;
                ++count;
                return allShort;
            });
            if (!allShort) return false;
        }
        // Single digits mean their own value in the standard and wide alphabets only.
        const bool digitsAreValues = !symbols_.isExplicit() && symbols_.alphabet() != Alphabet::ZeroBased;
        return anyTwoCharacters || (digitsAreValues && Geometry::orderForCellCount(count) != 0);
    }

    void readIntegers() {
        long long count = 0;
        int lastIndex = content_.front();
        for (int index : content_) {
            const std::size_t tokens = splitTokens(lines_[index].text, tokens_);
            count += static_cast<long long>(tokens);
            if (tokens != 0) lastIndex = index;
        }
        const int order = Geometry::orderForCellCount(count);
        if (order == 0)
            throw InputError("found " + std::to_string(count) +
                                 " numbers, but a puzzle written as numbers has one per cell: " +
                                 Geometry::supportedCellCountsText() + " (0 or -1 for empty)",
                             lines_[lastIndex].number);
        builder_.start(order, content_.front());
        for (int index : content_) {
            splitTokens(lines_[index].text, tokens_);
            for (const Token& token : tokens_) addIntegerCell(lines_[index], token, index, order * order);
        }
        puzzles_.push_back(builder_.finish());
    }

    // ---- symbols ----

    enum class SymbolLayout { Lines, Grid, CsvGrid };

    /// Reads a text of symbols; returns its layout (Line or Grid).
    TextFormat readSymbols() {
        switch (decideSymbolLayout()) {
            case SymbolLayout::Lines:
                readLineFile();
                return TextFormat::Line;
            case SymbolLayout::Grid:
                readGrids(false);
                break;
            case SymbolLayout::CsvGrid:
                readGrids(true);
                break;
        }
        return TextFormat::Grid;
    }

    std::string countsText() const {
        return "a one-line puzzle has " + Geometry::supportedCellCountsText() + " cells and a grid row has " +
               Geometry::supportedSidesText();
    }

    /// Symbols of the first field of a content line; throws on a bad character.
    Scan firstField(const TextLine& line) {
        const Scan scan = collectSymbols(line.text, line.start, true, symbols_, cells_);
        if (scan.bad != std::string_view::npos) failBadCharacter(line, scan.bad, "(not a symbol of the puzzle)");
        return scan;
    }

    /// A comma-separated line whose first field is a word that is not a puzzle ("Puzzle,Solution,").
    static bool isCsvHeader(const TextLine& line) {
        const std::size_t fieldEnd = line.text.find(',');
        if (fieldEnd == std::string_view::npos) return false;
        std::string_view field = line.text.substr(line.start, fieldEnd - line.start);
        while (!field.empty() && isBlank(field.back())) field.remove_suffix(1);
        bool word = field.size() >= 2;
        for (char c : field) word = word && isLetter(c);
        return word && Geometry::orderForCellCount(static_cast<long long>(field.size())) == 0;
    }

    /// Drops the leading CSV header lines (any number; one pass, no recursion) from content_.
    void skipCsvHeader() {
        std::size_t headers = 0;
        while (headers < content_.size() && isCsvHeader(contentLine(headers))) ++headers;
        if (headers == 0) return;
        if (headers == content_.size())
            throw InputError("no puzzle found: the text holds only a CSV header", contentLine(headers - 1).number);
        content_.erase(content_.begin(), content_.begin() + static_cast<std::ptrdiff_t>(headers));
        bodyStart_ = content_.front();
    }

    SymbolLayout decideSymbolLayout() {
        skipCsvHeader();
        const TextLine& first = contentLine(0);
        if (first.text.find(',') != std::string_view::npos) {
            const Scan field = collectSymbols(first.text, first.start, true, symbols_, cells_);
            return Geometry::orderForCellCount(static_cast<long long>(field.count)) != 0 ? SymbolLayout::Lines
                                                                                          : SymbolLayout::CsvGrid;
        }
        const Scan field = firstField(first);
        const long long fieldCells = static_cast<long long>(field.count);
        if (fieldCells == 16 && noFieldFrom(first.text, field.end)) return decideSixteen();
        if (Geometry::orderForCellCount(fieldCells) != 0) return SymbolLayout::Lines;  // a puzzle, maybe a rating
        const Scan whole = collectSymbols(first.text, first.start, false, symbols_, cells_);
        if (whole.bad != std::string_view::npos) failBadCharacter(first, whole.bad, "(not a symbol of the puzzle)");
        const long long cells = static_cast<long long>(whole.count);
        if (orderForSide(cells) != 0) return SymbolLayout::Grid;
        if (Geometry::orderForCellCount(cells) != 0) return SymbolLayout::Lines;
        const std::string inField =
            noFieldFrom(first.text, field.end) ? "" : " (" + std::to_string(fieldCells) + " in its first field)";
        throw InputError("this line holds " + cellsText(cells) + inField + ", but " + countsText(), first.number);
    }

    /// A first line of exactly 16 symbols: sixteen 4x4 one-line puzzles, or the rows of a 16x16 grid.
    SymbolLayout decideSixteen() {
        for (const TextLine& line : lines_)
            if (line.kind == LineKind::Separator) return SymbolLayout::Grid;
        bool valueAboveFour = false, otherCounts = false, runsOfSixteen = true;
        int run = 0;
        for (const TextLine& line : lines_) {
            if (line.kind == LineKind::Comment) {
                runsOfSixteen = runsOfSixteen && run % 16 == 0;
                run = 0;
            }
            if (line.kind != LineKind::Content) continue;
            ++run;
            const Scan scan = firstField(line);
            if (!noFieldFrom(line.text, scan.end)) return SymbolLayout::Lines;  // extra fields: not a grid row
            otherCounts = otherCounts || scan.count != 16;
            for (const RawCell& cell : cells_) valueAboveFour = valueAboveFour || cell.raw > 4;
        }
        runsOfSixteen = runsOfSixteen && run % 16 == 0;
        if (otherCounts || !runsOfSixteen) return SymbolLayout::Lines;
        if (valueAboveFour) return SymbolLayout::Grid;
        throw InputError(
            "ambiguous text: lines of 16 symbols that use only the values 1-4 could be 4x4 one-line "
            "puzzles or the rows of a 16x16 grid. Write a 16x16 grid with spaces between its boxes or "
            "separator lines between its bands, or put a '#' comment line after the first 4x4 puzzle",
            contentLine(0).number);
    }

    void requireSpellable(int size, const TextLine& line) const {
        if (size > symbols_.capacity())
            throw InputError("a " + sideText(size) + " puzzle needs " + std::to_string(size) + " symbols but " +
                                 symbols_.describe() + " has only " + std::to_string(symbols_.capacity()) +
                                 "; read it with " + (size <= 36 ? "the zero-based alphabet (0-9, A-Z), " : "") +
                                 "the wide alphabet (1-9, A-Z, a-z, @ $ &), an explicit alphabet "
                                 "(a line \"# alphabet: <symbols>\" above the puzzles) or write it as integers",
                             line.number);
    }

    /// The symbols of this text: an "# alphabet:" comment line above the first puzzle, else the caller's.
    void chooseSymbols(const ReadOptions& options) {
        std::string_view declared;
        int declaredLine = 0;
        // A later block of a file carries the file's alphabet in the options: its comments declare nothing.
        for (const TextLine& line : continuesLineFile_ ? std::vector<TextLine>{} : lines_) {
            if (line.kind == LineKind::Content) break;
            if (line.kind != LineKind::Comment) continue;
            const std::string_view symbols = alphabetDeclaration(line.text);
            if (symbols.empty()) continue;
            declared = symbols;
            declaredLine = line.number;
        }
        if (!options.symbols.empty() && !declared.empty() && declared != options.symbols)
            throw InputError("the text declares the alphabet \"" + std::string(declared) +
                                 "\" but the caller asked for \"" + options.symbols + "\"",
                             declaredLine);
        const std::string_view chosen = declared.empty() ? std::string_view(options.symbols) : declared;
        if (chosen.empty()) return;
        try {
            symbols_ = SymbolSet::fromSymbols(chosen);
        } catch (const std::invalid_argument& error) {
            throw InputError(error.what(), declaredLine);
        }
    }

    /// Adds one symbol cell after checking its value against the grid size.
    void addSymbolCell(const RawCell& cell, int lineIndex, int size) {
        if (cell.raw > size) {
            const TextLine& line = lines_[lineIndex];
            if (cell.length != 1)
                failAt(std::string(line.text.substr(cell.offset, cell.length)) + ", which is out of range for a " +
                           sideText(size) + " puzzle (symbols " + symbolRangeText(size, symbols_) + ", " +
                           symbols_.emptyMarks() + " for empty)",
                       line, cell.offset);
            // Said in a player's words: which symbols this grid takes, and where the symbol would be a digit
            // (a letter on a 9x9 board is most often a typo; on a big puzzle the wrong size was pasted).
            const int bigger = smallestSideFor(cell.raw);
            failAt(describeCharacter(line.text, cell.offset) + " is not a digit of a " + sideText(size) +
                       " puzzle, which uses " + symbolRangeText(size, symbols_) + " and " + symbols_.emptyMarks() +
                       " for an empty cell (it would be " + std::to_string(cell.raw) + " in a " + sideText(bigger) +
                       " or larger puzzle)",
                   line, cell.offset);
        }
        builder_.add(cell.raw, lineIndex, cell.offset);
    }

    void readLineFile() {
        for (int index : content_) {
            const TextLine& line = lines_[index];
            if (readPlainNineLine(line)) continue;
            const Scan field = firstField(line);
            const std::size_t fieldCells = field.count;
            int order = Geometry::orderForCellCount(static_cast<long long>(fieldCells));
            if (order == 0) {
                // Perhaps one puzzle written with spaces between its symbols.
                const Scan whole = collectSymbols(line.text, line.start, false, symbols_, cells_);
                if (whole.bad == std::string_view::npos)
                    order = Geometry::orderForCellCount(static_cast<long long>(whole.count));
                if (order == 0) {
                    const bool moreFields = !noFieldFrom(line.text, field.end);
                    throw InputError("this line holds " + cellsText(fieldCells) +
                                         (moreFields ? " in its first field" : "") + ", but a one-line puzzle has " +
                                         Geometry::supportedCellCountsText() + " cells",
                                     line.number);
                }
            }
            const int size = order * order;
            requireSpellable(size, line);
            builder_.start(order, index);
            for (const RawCell& cell : cells_) addSymbolCell(cell, index, size);
            puzzles_.push_back(builder_.finish());
        }
    }

    /// A line in the common 9x9 form, read by the fast path (plain_nine_line.hpp); false for any other line.
    bool readPlainNineLine(const TextLine& line) {
        std::optional<Grid> grid = plainNineLine(line.text.substr(line.start), symbols_);
        if (!grid) return false;
        puzzles_.push_back({std::move(*grid), line.number});
        return true;
    }

    /// Cells of a comma-separated row: an empty field is an empty cell, else one symbol or a number.
    /// Keeps the first kMaxStoredCells in cells_; returns the row's cell count.
    std::size_t csvCells(const TextLine& line) {
        cells_.clear();
        std::size_t begin = 0, count = 0, lastOffset = 0;
        const auto keep = [&](RawCell cell) {
            lastOffset = cell.offset;
            if (++count <= kMaxStoredCells) cells_.push_back(cell);
        };
        while (true) {
            std::size_t end = line.text.find(',', begin);
            const bool last = end == std::string_view::npos;
            if (last) end = line.text.size();
            std::size_t b = begin, e = end;
            while (b < e && isBlank(line.text[b])) ++b;
            while (e > b && isBlank(line.text[e - 1])) --e;
            const std::string_view field = line.text.substr(b, e - b);
            long long number = 0;
            if (field.empty()) {
                keep({0, b});
            } else if (field.size() == 1) {
                const int raw = symbols_.value(field[0]);
                if (raw < 0) failBadCharacter(line, b, "(not a symbol of the puzzle)");
                keep({raw, b});
            } else if (field.size() == 2 && parseInteger(field, number) && number >= 0) {
                keep({static_cast<int>(number), b, 2});
            } else {
                failAt("the field " + quotedExcerpt(field) + " is not one symbol", line, b);
            }
            if (last) break;
            begin = end + 1;
        }
        // A trailing comma (qqwing ends its CSV lines with one) leaves one empty field too many.
        if (count > 1 && lastOffset == line.text.size() && orderForSide(static_cast<long long>(count)) == 0 &&
            orderForSide(static_cast<long long>(count - 1)) != 0) {
            cells_.pop_back();
            --count;
        }
        return count;
    }

    /// Rows of N cells gathered N at a time into grids.
    void readGrids(bool csv) {
        int rows = 0, size = 0, lastRowIndex = 0;
        // Grid rows start after the CSV header lines (bodyStart_); lines before it are headers or comments.
        for (int index = bodyStart_; index < static_cast<int>(lines_.size()); ++index) {
            const TextLine& line = lines_[index];
            if (line.kind == LineKind::Comment && rows > 0)
                throw InputError("the grid that starts at line " + std::to_string(builder_.startLine()) + " has only " +
                                     std::to_string(rows) + " of its " + std::to_string(size) +
                                     " rows before this comment line",
                                 line.number);
            if (line.kind != LineKind::Content) continue;
            std::size_t cells = 0;
            if (csv) {
                cells = csvCells(line);
            } else {
                const Scan scan = collectSymbols(line.text, line.start, false, symbols_, cells_);
                if (scan.bad != std::string_view::npos)
                    failBadCharacter(line, scan.bad, "(not a symbol of the puzzle)");
                cells = scan.count;
            }
            if (rows == 0) {
                const int order = orderForSide(static_cast<long long>(cells));
                if (order == 0)
                    throw InputError("this line holds " + cellsText(cells) + ", but " + countsText(), line.number);
                size = static_cast<int>(cells);
                requireSpellable(size, line);
                builder_.start(order, index);
            } else if (cells != static_cast<std::size_t>(size)) {
                throw InputError("this row holds " + cellsText(cells) + ", but the rows of the " + sideText(size) +
                                     " grid that starts at line " + std::to_string(builder_.startLine()) + " hold " +
                                     std::to_string(size),
                                 line.number);
            }
            for (const RawCell& cell : cells_) addSymbolCell(cell, index, size);
            lastRowIndex = index;
            if (++rows == size) {
                puzzles_.push_back(builder_.finish());
                rows = 0;
            }
        }
        if (rows > 0)
            throw InputError("the text ends inside a grid: the " + sideText(size) + " grid that starts at line " +
                                 std::to_string(builder_.startLine()) + " has only " + std::to_string(rows) +
                                 " of its " + std::to_string(size) + " rows",
                             lines_[lastRowIndex].number);
    }

    SymbolSet symbols_;
    std::vector<TextLine> lines_;
    bool continuesLineFile_ = false;
    std::vector<int> content_;  // indices of content lines
    int bodyStart_ = 0;         // index of the first line after the CSV header lines
    PuzzleBuilder builder_;
    std::vector<ParsedPuzzle> puzzles_;
    std::vector<RawCell> cells_;  // reused scratch: no allocation per line
    std::vector<Token> tokens_;
};

}  // namespace

std::vector<ParsedPuzzle> readPuzzles(std::string_view text, const ReadOptions& options) {
    if (text.size() > kMaxTextBytes)
        throw InputError("the text is " + std::to_string(text.size()) + " bytes, more than the " +
                         std::to_string(kMaxTextBytes >> 20) + " MiB the reader takes: split it into smaller files");
    return Reader(text, options).read();
}

std::optional<ReadOptions> lineFileContinuation(std::string_view head, const ReadOptions& options) {
    if (head.size() > kMaxTextBytes) return std::nullopt;
    return Reader(head, options).continuation();
}

Grid readPuzzle(std::string_view text, const ReadOptions& options) {
    std::vector<ParsedPuzzle> puzzles = readPuzzles(text, options);
    if (puzzles.empty()) throw InputError("no puzzle found");
    if (puzzles.size() != 1) {
        std::string where;
        for (std::size_t i = 0; i < puzzles.size() && i < 5; ++i)
            { if (i) where += ", "; where += std::to_string(puzzles[i].line); }
        if (puzzles.size() > 5) where += ", ...";
        throw InputError("expected one puzzle but the text holds " + std::to_string(puzzles.size()) +
                             " (starting at lines " + where + ")",
                         puzzles[1].line);
    }
    return std::move(puzzles.front().grid);
}

int valueOfSymbol(char symbol, int size, Alphabet alphabet) {
    const int raw = SymbolSet(alphabet).value(symbol);
    return raw > size ? -1 : raw;
}

}  // namespace sudolab
