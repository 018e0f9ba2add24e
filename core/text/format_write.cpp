// Writing grids as text (one line, box-drawn grid, integers, instance file) and the symbol alphabets.
#include <stdexcept>
#include <string>

#include "text/format.hpp"

namespace sudolab {
namespace {

std::string writtenSideText(int size) { return std::to_string(size) + "x" + std::to_string(size); }

/// The value right-aligned in `width` columns, so integer grids line up.
std::string integerCell(Value value, int width) {
    const std::string digits = std::to_string(value);
    std::string text(width > static_cast<int>(digits.size()) ? width - digits.size() : 0, ' ');
    text += digits;
    return text;
}

void requireWritable(const Grid& grid, const SymbolSet& symbols) {
    if (grid.size() > symbols.capacity())
        throw std::invalid_argument(symbols.describe() + " cannot spell the " + std::to_string(grid.size()) +
                                    " values of a " + writtenSideText(grid.size()) + " grid; use " +
                                    (grid.size() <= 36 ? "the zero-based alphabet, " : "") +
                                    "the wide alphabet, an explicit alphabet or integers");
}

std::string gridRow(const Grid& grid, int row, const SymbolSet& symbols) {
    std::string line;
    for (int column = 0; column < grid.size(); ++column) {
        if (column > 0) line += column % grid.order() == 0 ? " | " : " ";
        line += symbols.symbolFor(grid.at(grid.geometry().cellAt(row, column)));
    }
    return line;
}

}  // namespace

std::string writeGrid(const Grid& grid, TextFormat format, Alphabet alphabet) {
    return writeGrid(grid, format, SymbolSet(alphabet));
}

std::string writeGrid(const Grid& grid, TextFormat format, const SymbolSet& alphabet) {
    const int size = grid.size();
    std::string out;
    switch (format) {
        case TextFormat::Line:
            requireWritable(grid, alphabet);
            out.reserve(grid.cellCount());
            for (Value value : grid.values()) out += alphabet.symbolFor(value);
            break;
        case TextFormat::Grid:
            requireWritable(grid, alphabet);
            for (int row = 0; row < size; ++row) {
                const std::string line = gridRow(grid, row, alphabet);
                if (row > 0 && row % grid.order() == 0) {
                    std::string separator = line;
                    for (char& c : separator) c = c == '|' ? '+' : '-';
                    out += separator + "\n";
                }
                out += line + "\n";
            }
            break;
        case TextFormat::Integers: {
            const int width = static_cast<int>(std::to_string(size).size());
            for (int row = 0; row < size; ++row) {
                for (int column = 0; column < size; ++column) {
                    if (column > 0) out += ' ';
                    out += integerCell(grid.at(grid.geometry().cellAt(row, column)), width);
                }
                out += "\n";
            }
            break;
        }
        case TextFormat::Instance:
            // Byte for byte the layout of the ant-colony set: CRLF, a tab after every number.
            out = std::to_string(grid.order()) + "\r\n1\r\n";
            for (int row = 0; row < size; ++row) {
                for (int column = 0; column < size; ++column) {
                    const Value value = grid.at(grid.geometry().cellAt(row, column));
                    out += (value == 0 ? std::string("-1") : std::to_string(value)) + "\t";
                }
                out += "\r\n";
            }
            break;
    }
    return out;
}

char symbolFor(Value value, Alphabet alphabet) { return builtinSymbol(value, alphabet); }

std::string_view alphabetName(Alphabet alphabet) {
    switch (alphabet) {
        case Alphabet::Standard: return "standard";
        case Alphabet::ZeroBased: return "zero";
        case Alphabet::Wide: return "wide";
    }
    return "standard";
}

bool parseAlphabet(std::string_view name, Alphabet& out) {
    if (name == "standard") {
        out = Alphabet::Standard;
        return true;
    }
    if (name == "zero" || name == "zero-based") {
        out = Alphabet::ZeroBased;
        return true;
    }
    if (name == "wide") {
        out = Alphabet::Wide;
        return true;
    }
    return false;
}

}  // namespace sudolab
