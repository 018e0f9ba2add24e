// The puzzle reader's lexical layer: lines, separators, symbol scans and tokens (see format_lines.hpp).
#include "text/format_lines.hpp"

#include "base/errors.hpp"
#include "text/text_excerpt.hpp"

namespace sudolab::reading {
namespace {

LineKind classify(std::string_view line, std::size_t start) {
    if (start >= line.size()) return LineKind::Blank;
    if (line[start] == '#' || line[start] == '%') return LineKind::Comment;
    for (std::size_t pos = start; pos < line.size();) {
        if (isBlank(line[pos])) {
            ++pos;
        } else if (const int length = separatorLength(line, pos)) {
            pos += length;
        } else {
            return LineKind::Content;
        }
    }
    return LineKind::Separator;
}

}  // namespace

std::vector<TextLine> splitLines(std::string_view text, int firstLine) {
    // A byte-order mark can only open a file, never a later block of it.
    if (firstLine == 1 && text.substr(0, kByteOrderMark.size()) == kByteOrderMark)
        text.remove_prefix(kByteOrderMark.size());
    std::vector<TextLine> lines;
    std::size_t begin = 0;
    int number = firstLine;
    while (begin < text.size()) {
        const std::size_t found = text.find_first_of("\r\n", begin);
        const std::size_t end = found == std::string_view::npos ? text.size() : found;
        TextLine line;
        line.text = text.substr(begin, end - begin);
        line.number = number++;
        while (line.start < line.text.size() && isBlank(line.text[line.start])) ++line.start;
        line.kind = classify(line.text, line.start);
        // Blank lines are ignored everywhere; not storing them keeps the index small (see kMaxTextBytes).
        if (line.kind != LineKind::Blank) lines.push_back(line);
        begin = end + 1;
        if (end + 1 < text.size() && text[end] == '\r' && text[end + 1] == '\n') ++begin;  // CRLF
    }
    return lines;
}

[[noreturn]] void failAt(const std::string& message, const TextLine& line, std::size_t offset) {
    throw InputError(message, line.number, columnAt(line.text, offset));
}

[[noreturn]] void failBadCharacter(const TextLine& line, std::size_t offset, const std::string& context) {
    failAt("bad character " + describeCharacter(line.text, offset) + " " + context, line, offset);
}

Scan collectSymbols(std::string_view line, std::size_t pos, bool fieldOnly, const SymbolSet& symbols,
                    std::vector<RawCell>& out) {
    out.clear();
    std::size_t count = 0;
    while (pos < line.size()) {
        const char c = line[pos];
        if (isBlank(c) || c == ',') {
            if (fieldOnly) break;
            if (c == ',') return {pos, pos, count};
            ++pos;
        } else if (const int length = separatorLength(line, pos)) {
            pos += length;
        } else {
            const int raw = symbols.value(c);
            if (raw < 0) return {pos, pos, count};
            if (++count <= kMaxStoredCells) out.push_back({raw, pos});
            ++pos;
        }
    }
    return {pos, std::string_view::npos, count};
}

bool noFieldFrom(std::string_view line, std::size_t pos) {
    while (pos < line.size()) {
        if (isBlank(line[pos])) {
            ++pos;
        } else if (const int length = separatorLength(line, pos)) {
            pos += length;
        } else {
            return false;
        }
    }
    return true;
}

std::size_t splitTokens(std::string_view line, std::vector<Token>& out) {
    out.clear();
    std::size_t count = 0;
    forEachToken(line, [&](Token token) {
        if (++count <= kMaxStoredCells) out.push_back(token);
        return true;
    });
    return count;
}

bool isShortInteger(std::string_view token) {
    if (token.size() == 1) return isDigit(token[0]);
    if (token.size() == 2) return (token[0] == '-' || isDigit(token[0])) && isDigit(token[1]);
    return false;
}

bool parseInteger(std::string_view token, long long& value) {
    const bool negative = !token.empty() && token[0] == '-';
    if (negative) token.remove_prefix(1);
    if (token.empty() || token.size() > 9) return false;
    value = 0;
    for (char c : token) {
        if (!isDigit(c)) return false;
        value = value * 10 + (c - '0');
    }
    if (negative) value = -value;
    return true;
}

}  // namespace sudolab::reading
